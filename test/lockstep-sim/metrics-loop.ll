; Loop with a lane-dependent trip count: lane runs (tid & 3) + 1 iterations.
;   entry 3 x 32; loop 4 instructions x (32 + 24 + 16 + 8) lanes over 4
;   iterations; exit 4 x 32
;   warp_instructions = 3 + 16 + 4 = 23, thread_instructions = 96 + 320 + 128
;   = 544, efficiency 544 / 736 = 0.73913...
;   divergent_branches = 3 (the last iteration's exit is uniform);
;   the loop re-uses its stack entry: max depth 2.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "(i & 3) * ((i & 3) + 1) // 2"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; CHECK-DAG: "warp_instructions": 23,
; CHECK-DAG: "thread_instructions": 544,
; CHECK-DAG: "simt_efficiency": 0.73913043478260
; CHECK-DAG: "divergent_branches": 3,
; CHECK-DAG: "max_simt_stack_depth": 2,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = and i32 %tid, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  %c = icmp ule i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %acc1, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
