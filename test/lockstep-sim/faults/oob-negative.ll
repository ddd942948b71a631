; Thread 0 reads data[-1].
; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/out16.json 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): out-of-bounds access to buffer 'data' element -1 (count 16)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %data) {
  %p = getelementptr i32, ptr %data, i32 -1
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %data, align 4
  ret void
}
