; Figure 3: three nested divergent if/else (branch 1 in b1, 2 in b2, 3 in b4):
; seven SIMT stack entries while S1 runs.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig3(ptr addrspace(1) %a, ptr addrspace(1) %out) {
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
  br i1 %c1, label %b2, label %b3
b2:
  %k2 = and i32 %x, 2
  %c2 = icmp eq i32 %k2, 0
  br i1 %c2, label %b4, label %b5
b4:
  %k3 = and i32 %x, 4
  %c3 = icmp eq i32 %k3, 0
  br i1 %c3, label %b6, label %b7
b6:
  store i32 1, ptr addrspace(1) %po, align 4
  br label %b8
b7:
  store i32 2, ptr addrspace(1) %po, align 4
  br label %b8
b8:
  %s3 = add i32 %x, 3
  br label %b9
b5:
  store i32 4, ptr addrspace(1) %po, align 4
  br label %b9
b9:
  %v9 = phi i32 [ %s3, %b8 ], [ 5, %b5 ]
  store i32 %v9, ptr addrspace(1) %pa, align 4
  br label %b10
b3:
  store i32 6, ptr addrspace(1) %po, align 4
  br label %b10
b10:
  ret void
}
