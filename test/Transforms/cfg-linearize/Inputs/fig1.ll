; Figure 1 of Anantpur & Govindarajan: if ((c1() || c2()) && c3()) S1; else
; S2; S3; with the three conditions on bits of a per-lane input. Under
; post-dominator reconvergence B3 runs for two lane groups and B5 for up to
; three; S1 and S2 each load, compute and store, and S3 reads values of both.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig1(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %bit1 = and i32 %x, 1
  %c1 = icmp ne i32 %bit1, 0
  br i1 %c1, label %b3, label %b2
b2:
  %bit2 = and i32 %x, 2
  %c2 = icmp ne i32 %bit2, 0
  %y2 = mul i32 %x, 7
  br i1 %c2, label %b3, label %b5
b3:
  %y = phi i32 [ %x, %b1 ], [ %y2, %b2 ]
  %bit3 = and i32 %x, 4
  %c3 = icmp ne i32 %bit3, 0
  br i1 %c3, label %b4, label %b5
b4:
  %s1 = mul i32 %y, 3
  %s1b = add i32 %s1, 11
  %s1c = xor i32 %s1b, %gid
  store i32 %s1c, ptr addrspace(1) %po, align 4
  br label %b6
b5:
  %z = phi i32 [ %y2, %b2 ], [ %y, %b3 ]
  %s2 = sub i32 %z, 5
  %s2b = shl i32 %s2, 2
  %s2c = or i32 %s2b, 1
  %old = load i32, ptr addrspace(1) %po, align 4
  %s2d = add i32 %s2c, %old
  store i32 %s2d, ptr addrspace(1) %po, align 4
  br label %b6
b6:
  %r = phi i32 [ %s1c, %b4 ], [ %s2d, %b5 ]
  %r2 = add i32 %r, %x
  store i32 %r2, ptr addrspace(1) %pa, align 4
  ret void
}
