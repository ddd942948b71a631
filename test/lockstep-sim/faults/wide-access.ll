; An 8-byte store into a buffer of one 4-byte element: the fault says the
; access is wider than the buffer's elements (the spec's element type does
; not match the kernel's), not just "element 0 (count 1)".
; REQUIRES: lockstep-sim
; RUN: split-file %s %t
; RUN: sh -c '%lockstep-sim %t/k.ll --launch %t/one-i32.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: lockstep-sim: fault: kernel 'k' block (0,0,0) thread (0,0,0): 8-byte access to buffer 'data' element 0 (count 1) is wider than its 4-byte elements and runs past its end: the kernel accesses it as a wider type than the launch spec gives; declare the buffer with the kernel's element type or enlarge it at 'store i64 1, ptr %data, align 8' in 'k'
; CHECK: exit=1
; The same store into an i64 buffer is fine.
; RUN: %lockstep-sim %t/k.ll --launch %t/one-i64.json --json | FileCheck %s --check-prefix=OK
; OK: "fault": null
;--- k.ll
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %data) {
  store i64 1, ptr %data, align 8
  ret void
}
;--- one-i32.json
{"kernel": "k", "grid": 1, "block": 1,
 "args": [{"name": "data", "buffer": "i32", "count": 1, "output": true}]}
;--- one-i64.json
{"kernel": "k", "grid": 1, "block": 1,
 "args": [{"name": "data", "buffer": "i64", "count": 1, "output": true}]}
