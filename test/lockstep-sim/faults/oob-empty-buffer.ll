; A buffer of count 0 is allocated just before the next one; an access to
; it is its own fault, not one guard gap before its neighbour's start.
; REQUIRES: lockstep-sim
; RUN: echo '{"kernel": "k", "grid": 1, "block": 4, "args": [{"name": "a", "buffer": "i32", "count": 0}, {"name": "b", "buffer": "i32", "count": 16}, {"name": "c", "buffer": "i32", "count": 0, "output": true}]}' > %t.json
; RUN: sh -c '%lockstep-sim %s --launch %t.json; echo "exit=$?"' 2>&1 | FileCheck %s
; A faulting run's metrics say they are partial.
; CHECK: (the kernel faulted: the metrics below cover the run up to the fault, partly; the fault is on stderr)
; CHECK-NEXT: lockstep-sim metrics
; CHECK: lockstep-sim: fault: kernel 'k' block (0,0,0) thread (0,0,0): out-of-bounds access to buffer 'a' element 0 (count 0) at '%v = load i32, ptr %p, align 4' in 'k'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %a, ptr %b, ptr %c) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %a, i32 %tid
  %v = load i32, ptr %p, align 4
  %q = getelementptr i32, ptr %b, i32 %tid
  store i32 %v, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
