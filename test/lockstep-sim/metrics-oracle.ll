; oracle_cycles: the perfect-meld bound, where each divergence costs the max
; of its paths' cycles instead of their sum. One warp, nested split:
; 32 -> A 16 / B 16, then A -> A1 8 / A2 8. With X the issue cost of block
; X (its SIMTCostModel latencies; phis are Free):
;   cycles        = entry + A + A1 + A2 + AJ + B + J
;   oracle_cycles = entry + max(A + max(A1, A2) + AJ, B) + J
; Block costs are checked against the latency table in
; unittests/Sim/HandCountCyclesTest.cpp; here only their relations are.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile > %t.w32.json
; RUN: %python %S/Inputs/cyclecheck.py %t.w32.json \
; RUN:   'cycles == sum(b.values())' \
; RUN:   'cycles == b["entry"] + b["A"] + b["A1"] + b["A2"] + b["AJ"] + b["B"] + b["J"]' \
; RUN:   'oracle_cycles == b["entry"] + max(b["A"] + max(b["A1"], b["A2"]) + b["AJ"], b["B"]) + b["J"]' \
; RUN:   'oracle_cycles < cycles'
; RUN: %python %S/Inputs/bufcheck.py %t out i "i + 101 if i < 8 else i + 16 if i < 16 else i + 4"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile --model its > %t.its.json
; RUN: %python %S/Inputs/cyclecheck.py %t.its.json \
; RUN:   'cycles == b["entry"] + b["A"] + b["A1"] + b["A2"] + b["AJ"] + b["B"] + b["J"]' \
; RUN:   'oracle_cycles == b["entry"] + max(b["A"] + max(b["A1"], b["A2"]) + b["AJ"], b["B"]) + b["J"]'
; RUN: %python -c "import json, sys; a, b = [json.load(open(f)) for f in sys.argv[1:]]; sys.exit(a['cycles'] != b['cycles'] or a['oracle_cycles'] != b['oracle_cycles'])" %t.w32.json %t.its.json
; CHECK-DAG: "divergent_branches": 2,
; The readable table lists it right after cycles.
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json | FileCheck %s --check-prefix=TEXT
; TEXT: {{^}}  cycles {{[0-9]+$}}
; TEXT-NEXT: {{^}}  oracle_cycles {{[0-9]+$}}
; With 16-lane warps the outer branch is uniform in each warp and only
; warp 0 splits (8/8 at A); warp 1 runs entry, B, J. Warps are summed, as
; for cycles, so a perfect meld saves only the shorter of A1 and A2 (each
; runs once, in warp 0).
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --warp-size 16 | FileCheck %s --check-prefix=W16
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile --warp-size 16 > %t.w16.json
; RUN: %python %S/Inputs/cyclecheck.py %t.w16.json \
; RUN:   'cycles == sum(b.values())' \
; RUN:   'oracle_cycles == cycles - min(b["A1"], b["A2"])'
; W16-DAG: "divergent_branches": 1,
; With 8-lane warps nothing diverges: oracle_cycles equals cycles.
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --warp-size 8 | FileCheck %s --check-prefix=W8
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile --warp-size 8 > %t.w8.json
; RUN: %python %S/Inputs/cyclecheck.py %t.w8.json \
; RUN:   'cycles == sum(b.values())' 'oracle_cycles == cycles'
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
