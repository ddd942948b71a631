; Switch on tid & 3: default (3) 8 lanes, case 0 8 lanes, cases 1 and 2
; share a block (16 lanes).
;   entry 3 x 32, D 1 x 8, C0 1 x 8, C1 1 x 16, J 1 x 32
;   warp_instructions = 7, thread_instructions = 160, efficiency 0.714285...
;   stack: [J, C1, C0, D] -> depth 4
; REQUIRES: lockstep-sim
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-noargs.json --json | FileCheck %s
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-noargs.json --json --model its | FileCheck %s
; CHECK-DAG: "warp_instructions": 7,
; CHECK-DAG: "thread_instructions": 160,
; CHECK-DAG: "simt_efficiency": 0.71428571428571
; CHECK-DAG: "divergent_branches": 1,
; CHECK-DAG: "max_simt_stack_depth": 4,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = and i32 %tid, 3
  switch i32 %r, label %D [ i32 0, label %C0
                            i32 1, label %C1
                            i32 2, label %C1 ]
C0:
  br label %J
C1:
  br label %J
D:
  br label %J
J:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
