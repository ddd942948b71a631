; An irreducible two-state walk (the bench's IRR shape): lanes enter the
; cycle at %even or at %odd, and %ebody's divergent branch has both
; successors in the cycle while its immediate post-dominator, %done, is
; outside it, so under post-dominator reconvergence the lane groups it
; makes run the remaining iterations one after the other.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @walk(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x0 = load i32, ptr addrspace(1) %pa, align 4
  %x0p = add i32 %x0, 1
  %b0 = and i32 %x0p, 1
  %c0 = icmp ne i32 %b0, 0
  br i1 %c0, label %odd, label %even
even:
  %xe = phi i32 [ %x0p, %entry ], [ %xo, %odd ], [ %xe1, %ebody ]
  %se = phi i32 [ 0, %entry ], [ %so, %odd ], [ %se1, %ebody ]
  %ae = phi i32 [ 0, %entry ], [ %ao, %odd ], [ %ae1, %ebody ]
  %lim = icmp slt i32 %se, 40
  br i1 %lim, label %ebody, label %done
ebody:
  %ae1 = add i32 %ae, %xe
  %xe1 = lshr i32 %xe, 1
  %se1 = add i32 %se, 1
  %be = and i32 %xe1, 1
  %ce = icmp ne i32 %be, 0
  br i1 %ce, label %odd, label %even
odd:
  %xd = phi i32 [ %x0p, %entry ], [ %xe1, %ebody ]
  %sd = phi i32 [ 0, %entry ], [ %se1, %ebody ]
  %ad = phi i32 [ 0, %entry ], [ %ae1, %ebody ]
  %one = icmp ule i32 %xd, 1
  %lim2 = icmp sge i32 %sd, 40
  %stop = or i1 %one, %lim2
  %x3 = mul i32 %xd, 3
  %xo = add i32 %x3, 1
  %so = add i32 %sd, 1
  %ao = xor i32 %ad, %xo
  br i1 %stop, label %done, label %even
done:
  %sr = phi i32 [ %se, %even ], [ %sd, %odd ]
  %ar = phi i32 [ %ae, %even ], [ %ad, %odd ]
  %am = and i32 %ar, 65535
  %w = mul i32 %am, 64
  %r = add i32 %w, %sr
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
