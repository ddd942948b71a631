; Thread 16 writes data[16] of a 16-element buffer.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/out16.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: lockstep-sim: fault: kernel 'k' block (0,0,0) thread (16,0,0): out-of-bounds access to buffer 'data' element 16 (count 16) at 'store i32 %tid, ptr %p, align 4' in 'k'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %data) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %data, i32 %tid
  store i32 %tid, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
