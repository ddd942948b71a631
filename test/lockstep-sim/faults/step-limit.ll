; An endless loop stops at --max-steps.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json --max-steps 1000; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): step limit of 1000 warp instructions exceeded at
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  br label %loop
}
