; Tails of a uniform diamond are left alone (the pass is divergence-aware),
; and nothing changes on a non-GPU triple.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=tail-merge -S %s | FileCheck %s
; RUN: %opt -mtriple=x86_64-unknown-linux-gnu -passes=tail-merge -S %s | FileCheck %s

define ptx_kernel void @k(ptr addrspace(1) %a, i1 %u, float %v) {
entry:
  br i1 %u, label %T, label %F
T:
  %m = fmul float %v, 2.0
  store float %m, ptr addrspace(1) %a, align 4
  br label %X
F:
  %m2 = fmul float %v, 2.0
  store float %m2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
; CHECK: T:
; CHECK-NEXT: fmul
; CHECK-NEXT: store
; CHECK: F:
; CHECK-NEXT: fmul
; CHECK-NEXT: store
