; The warp-split rule: a branch on threadIdx.x / 32 is divergent per thread
; but uniform in every warp of a one-dimensional block: warp-uniform, which
; no pass is offered. In a kernel that reads threadIdx.y the block may be
; two-dimensional, and the same branch is divergent; so it is with
; -divergent-regions-warp-split=false.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<lockstep-uniformity>' -divergent-regions-warp-split=false -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: function=one_d mode=lockstep
; CHECK-NEXT: branch: block=%entry warp-uniform
; CHECK-LABEL: function=two_d mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent
; OFF-LABEL: function=one_d mode=lockstep
; OFF-NEXT: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @one_d(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 64
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @two_d(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %c = icmp ult i32 %t, 64
  br i1 %c, label %A, label %X
A:
  store i32 %y, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
