; oracle_cycles: the perfect-meld bound, where each divergence costs the max
; of its paths' cycles instead of their sum. One warp, nested split:
; 32 -> A 16 / B 16, then A -> A1 8 / A2 8. Hand count (phi is Free):
;   entry  sreg 4 + icmp 4 + br 4          = 12
;   A      add 4 + icmp 4 + br 4           = 12
;   A1     add 4 + br 4                    =  8
;   A2     add 4 + add 4 + add 4 + br 4    = 16
;   AJ     br 4                            =  4
;   B      add 4 + add 4 + br 4            = 12
;   J      zext 4 + gep 5 + global store 28 (4 sectors) + ret 4 = 41
;   cycles        = 12 + 12 + 8 + 16 + 4 + 12 + 41            = 105
;   oracle_cycles = 12 + max(12 + max(8, 16) + 4, 12) + 41    =  85
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "i + 101 if i < 8 else i + 16 if i < 16 else i + 4"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; CHECK-DAG: "cycles": 105,
; CHECK-DAG: "oracle_cycles": 85,
; CHECK-DAG: "divergent_branches": 2,
; The readable table lists it right after cycles.
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json | FileCheck %s --check-prefix=TEXT
; TEXT: {{^}}  cycles 105
; TEXT-NEXT: {{^}}  oracle_cycles 85
; With 16-lane warps the outer branch is uniform in each warp and only
; warp 0 splits (8/8 at A). Warps are summed, as for cycles (the 16-lane
; store touches 2 sectors and still costs 28):
;   warp 0 cycles 12 + 12 + 8 + 16 + 4 + 41 = 93, oracle 12 + 12 + 16 + 4 + 41 = 85
;   warp 1 (B) cycles = oracle = 12 + 12 + 41 = 65
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --warp-size 16 | FileCheck %s --check-prefix=W16
; W16-DAG: "cycles": 158,
; W16-DAG: "oracle_cycles": 150,
; W16-DAG: "divergent_branches": 1,
; With 8-lane warps nothing diverges: oracle_cycles equals cycles
; (77 + 85 + 65 + 65).
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --warp-size 8 | FileCheck %s --check-prefix=W8
; W8-DAG: "cycles": 292,
; W8-DAG: "oracle_cycles": 292,
; W8-DAG: "divergent_branches": 0,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = add i32 %tid, 1
  %c2 = icmp ult i32 %tid, 8
  br i1 %c2, label %A1, label %A2
A1:
  %y = add i32 %x, 100
  br label %AJ
A2:
  %z1 = add i32 %x, 5
  %z2 = add i32 %z1, 5
  %z3 = add i32 %z2, 5
  br label %AJ
AJ:
  %a = phi i32 [ %y, %A1 ], [ %z3, %A2 ]
  br label %J
B:
  %b1 = add i32 %tid, 2
  %b2 = add i32 %b1, 2
  br label %J
J:
  %v = phi i32 [ %a, %AJ ], [ %b2, %B ]
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
