; Lane 5 divides by tid - 5 = 0.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: thread (5,0,0): integer division by zero at '%q = sdiv i32 100, %d'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = sub i32 %tid, 5
  %q = sdiv i32 100, %d
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
