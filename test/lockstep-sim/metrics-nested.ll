; Nested divergence: 32 -> 16/16, then the first half 8/8.
;   entry 3 x 32, A 2 x 16, A1 2 x 8, A2 2 x 8, AJ 1 x 16, B 2 x 16, J 3 x 32
;   warp_instructions = 15, thread_instructions = 304, efficiency 0.6333...
;   stack at A1: [J(32), B(16), AJ(16), A2(8), A1(8)] -> depth 5
; The order in which the paths run is visible through clock (the warp's
; issued cycles, including the clock read itself; every instruction here
; costs 4): A1 reads 24, A2 32, B 44: the taken side runs first.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "[24, 32, 44][(i >= 8) + (i >= 16)]"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; CHECK-DAG: "warp_instructions": 15,
; CHECK-DAG: "thread_instructions": 304,
; CHECK-DAG: "simt_efficiency": 0.63333333333333
; CHECK-DAG: "divergent_branches": 2,
; CHECK-DAG: "max_simt_stack_depth": 5,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 16
  br i1 %c1, label %A, label %B
A:
  %c2 = icmp ult i32 %tid, 8
  br i1 %c2, label %A1, label %A2
A1:
  %t1 = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  br label %AJ
A2:
  %t2 = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  br label %AJ
AJ:
  %ta = phi i32 [ %t1, %A1 ], [ %t2, %A2 ]
  br label %J
B:
  %t3 = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  br label %J
J:
  %t = phi i32 [ %ta, %AJ ], [ %t3, %B ]
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %t, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
