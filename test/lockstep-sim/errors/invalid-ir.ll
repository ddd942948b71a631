; Parses, but fails the verifier.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: lockstep-sim: error: {{.*}}invalid-ir.ll: invalid IR: Instruction does not dominate all uses!
; CHECK-NEXT: exit=2
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  br label %b
a:
  %x = add i32 1, 2
  ret void
b:
  %y = add i32 %x, 1
  ret void
}
