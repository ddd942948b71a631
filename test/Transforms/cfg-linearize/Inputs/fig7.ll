; Figures 2(a) and 7: if (c1) { S1; if (c2) S2; else S3; } else { S4; if (c3)
; S5; else S6; } with a load in each arm used later in that arm.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig7(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %k1 = and i32 %x, 1
  %c1 = icmp eq i32 %k1, 0
  br i1 %c1, label %b2, label %b5
b2:
  %l2 = load i32, ptr addrspace(1) %po, align 4
  %k2 = and i32 %x, 2
  %c2 = icmp eq i32 %k2, 0
  br i1 %c2, label %b3, label %b4
b3:
  %s2 = add i32 %l2, 1
  store i32 %s2, ptr addrspace(1) %po, align 4
  br label %b8
b4:
  %s3 = mul i32 %l2, 3
  store i32 %s3, ptr addrspace(1) %po, align 4
  br label %b8
b5:
  %l5 = load i32, ptr addrspace(1) %po, align 4
  %k3 = and i32 %x, 4
  %c3 = icmp eq i32 %k3, 0
  br i1 %c3, label %b6, label %b7
b6:
  %s5 = sub i32 %l5, 1
  store i32 %s5, ptr addrspace(1) %po, align 4
  br label %b8
b7:
  %s6 = xor i32 %l5, 9
  store i32 %s6, ptr addrspace(1) %po, align 4
  br label %b8
b8:
  ret void
}
