; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): store to constant memory at address
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define ptx_kernel void @k() {
  store i32 7, ptr addrspace(4) @c, align 4
  ret void
}
