; Early return: lanes 0-7 return at once, the others store and return.
; The branch has no post-dominator but the virtual exit.
;   entry 3 x 32, early 1 x 8, body 5 x 24
;   warp_instructions = 9, thread_instructions = 224, efficiency 0.7777...
;   ipdom(entry) is the virtual exit, which is already the bottom entry's
;   reconvergence point: the entry is replaced by [body, early] (depth 2).
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "0 if i < 8 else i + 1"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; CHECK-DAG: "warp_instructions": 9,
; CHECK-DAG: "thread_instructions": 224,
; CHECK-DAG: "simt_efficiency": 0.77777777777777
; CHECK-DAG: "divergent_branches": 1,
; CHECK-DAG: "max_simt_stack_depth": 2,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 8
  br i1 %c, label %early, label %body
early:
  ret void
body:
  %a = add i32 %tid, 1
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %a, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
