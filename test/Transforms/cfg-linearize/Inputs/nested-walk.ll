; The two-state walk as clang -O3 leaves it (the bench's IRR): the even
; state is an inner loop (%even.hdr <- %even.body) of the irreducible cycle,
; left for %odd, which returns to %even.pre. The chain has two loops: the
; inner one and the outer one around it.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smax.i32(i32, i32)

define ptx_kernel void @nwalk(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x0 = load i32, ptr addrspace(1) %pa, align 4
  %b0 = and i32 %x0, 1
  %c0 = icmp eq i32 %b0, 0
  br i1 %c0, label %even.pre, label %odd
even.pre:
  %xp = phi i32 [ %xo, %odd.step ], [ %x0, %entry ]
  %sp = phi i32 [ %so, %odd.step ], [ 0, %entry ]
  %ap = phi i32 [ %ao, %odd.step ], [ 0, %entry ]
  %lim = call i32 @llvm.smax.i32(i32 %sp, i32 40)
  br label %even.hdr
even.hdr:
  %xe = phi i32 [ %xp, %even.pre ], [ %xe1, %even.body ]
  %se = phi i32 [ %sp, %even.pre ], [ %se1, %even.body ]
  %ae = phi i32 [ %ap, %even.pre ], [ %ae1, %even.body ]
  %end = icmp eq i32 %se, %lim
  br i1 %end, label %done, label %even.body
even.body:
  %ae1 = add i32 %ae, %xe
  %xe1 = lshr i32 %xe, 1
  %se1 = add i32 %se, 1
  %be = and i32 %xe, 2
  %ce = icmp eq i32 %be, 0
  br i1 %ce, label %even.hdr, label %odd
odd:
  %xd = phi i32 [ %x0, %entry ], [ %xe1, %even.body ]
  %sd = phi i32 [ 0, %entry ], [ %se1, %even.body ]
  %ad = phi i32 [ 0, %entry ], [ %ae1, %even.body ]
  %n1 = icmp ne i32 %xd, 1
  %n2 = icmp slt i32 %sd, 40
  %go = and i1 %n1, %n2
  br i1 %go, label %odd.step, label %done
odd.step:
  %x3 = mul i32 %xd, 3
  %xo = add i32 %x3, 1
  %so = add nsw i32 %sd, 1
  %ao = xor i32 %ad, %xo
  br label %even.pre
done:
  %sr = phi i32 [ %sd, %odd ], [ %lim, %even.hdr ]
  %ar = phi i32 [ %ad, %odd ], [ %ae, %even.hdr ]
  %am = and i32 %ar, 65535
  %w = mul i32 %am, 64
  %r = add i32 %w, %sr
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
