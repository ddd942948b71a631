; One warp, if/else split 16/16. Hand count (Free-class phi not issued):
;   entry 3 x 32 lanes, then 2 x 16, else 2 x 16, join 4 x 32
;   warp_instructions = 11, thread_instructions = 288,
;   simt_efficiency = 288 / (32 x 11) = 0.8181...
;   cycles = the issue cost of every block the warp runs:
;            entry + then + else + join (both sides, serialized)
;   oracle_cycles (perfect meld: only the longer side) =
;            entry + max(then, else) + join
; Each block's cost (its SIMTCostModel latencies; the phi is Free) is
; checked against the latency table in unittests/Sim/HandCountCyclesTest.cpp,
; so no cycle count is written here.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile > %t.json
; RUN: %python %S/Inputs/cyclecheck.py %t.json \
; RUN:   'cycles == b["entry"] + b["then"] + b["else"] + b["join"]' \
; RUN:   'oracle_cycles == b["entry"] + max(b["then"], b["else"]) + b["join"]' \
; RUN:   'oracle_cycles < cycles'
; RUN: %python %S/Inputs/bufcheck.py %t out i "i + 100 if i < 16 else 2 * i"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --profile --model its > %t.its.json
; RUN: %python -c "import json, sys; a, b = [json.load(open(f)) for f in sys.argv[1:]]; sys.exit(a['cycles'] != b['cycles'] or a['oracle_cycles'] != b['oracle_cycles'] or a['profile'] != b['profile'])" %t.json %t.its.json
; CHECK-DAG: "warp_instructions": 11,
; CHECK-DAG: "thread_instructions": 288,
; CHECK-DAG: "simt_efficiency": 0.81818181818181
; CHECK-DAG: "alu": 5,
; CHECK-DAG: "branches": 4,
; CHECK-DAG: "global_stores": 1,
; CHECK-DAG: "global_transactions": 4,
; CHECK-DAG: "divergent_branches": 1,
; CHECK-DAG: "max_simt_stack_depth": 3,
; With 16-lane warps the branch is uniform in each warp: no divergence,
; 2 warps x (3 + 2 + 4) = 18 warp instructions, the same 288 lane
; executions, efficiency 1.
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --warp-size 16 | FileCheck %s --check-prefix=W16
; W16-DAG: "warp_instructions": 18,
; W16-DAG: "thread_instructions": 288,
; W16-DAG: "simt_efficiency": 1,
; W16-DAG: "divergent_branches": 0,
; W16-DAG: "warps": 2
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  %a = add i32 %tid, 100
  br label %join
else:
  %b = mul i32 %tid, 2
  br label %join
join:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
