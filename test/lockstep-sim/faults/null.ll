; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): null pointer access at 'store i32 1, ptr null, align 4'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  store i32 1, ptr null, align 4
  ret void
}
