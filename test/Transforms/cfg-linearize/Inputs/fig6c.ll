; Figure 6(c): an irreducible loop between b2 and b3, both entered from b1.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig6c(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %b2, label %b3
b2:
  %v2 = phi i32 [ %x, %b1 ], [ %v3n, %b3 ]
  %v2n = add i32 %v2, 3
  %q2 = and i32 %v2n, 7
  %e2 = icmp eq i32 %q2, 0
  br i1 %e2, label %b4, label %b3
b3:
  %v3 = phi i32 [ %x, %b1 ], [ %v2n, %b2 ]
  %v3n = mul i32 %v3, 5
  %q3 = and i32 %v3n, 12
  %e3 = icmp eq i32 %q3, 4
  br i1 %e3, label %b4, label %b2
b4:
  %r = phi i32 [ %v2n, %b2 ], [ %v3n, %b3 ]
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
