; A uniform diamond is not fused; nor is anything on a non-GPU triple.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=branch-fusion -S %s -pass-remarks-missed=branch-fusion 2>%t.err | FileCheck %s
; RUN: FileCheck --allow-empty --check-prefix=NOREMARK %s < %t.err
; RUN: %opt -mtriple=x86_64-unknown-linux-gnu -passes=branch-fusion -S %s | FileCheck %s
; NOREMARK-NOT: remark

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %u) {
entry:
  br i1 %u, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %b, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %b, align 4
  store float %y, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
; CHECK: br i1 %u, label %T, label %F
; CHECK-NOT: select
