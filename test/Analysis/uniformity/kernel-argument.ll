; Rule kernel-argument: an argument of a kernel entry (ptx_kernel) holds one
; value per launch. LLVM's NVPTX TTI already knows this, so the layer has
; nothing to refine; an argument of a device function may differ per thread
; (a caller may pass threadIdx) and stays divergent in both modes.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<lockstep-uniformity>' -lockstep-uniformity=llvm -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM

; CHECK-LABEL: function=kernel mode=lockstep
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=device mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent
; LLVM-LABEL: function=kernel mode=llvm
; LLVM-NEXT: branch: block=%entry uniform
; LLVM-LABEL: function=device mode=llvm
; LLVM-NEXT: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kernel(ptr addrspace(1) %a, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define void @device(ptr addrspace(1) %a, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
