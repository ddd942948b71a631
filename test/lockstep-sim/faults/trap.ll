; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): trap at 'call void @llvm.trap()'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  call void @llvm.trap()
  ret void
}

declare void @llvm.trap()
