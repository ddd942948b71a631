; A 4-byte load at byte offset 2 of a buffer.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/out16.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): misaligned 4-byte access at address 0x{{[0-9a-f]+}}2 (needs 4-byte alignment) at '%v = load i32, ptr %p, align 4'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %data) {
  %p = getelementptr i8, ptr %data, i64 2
  %v = load i32, ptr %p, align 4
  ret void
}
