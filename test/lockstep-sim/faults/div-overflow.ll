; INT_MIN / -1 overflows: a fault, not a wrapped value.
; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (3,0,0): signed integer division overflow (INT_MIN / -1) at '%q = srem i32 -2147483648, %d'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = sub i32 %tid, 4
  %q = srem i32 -2147483648, %d
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
