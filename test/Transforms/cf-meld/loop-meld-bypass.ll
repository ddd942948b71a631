; Loop melding of bypassable loops (cf-meld<loops>, issue 13 item 2) on the
; kernels of Inputs/loop-bypass-kernels.ll: a side whose lanes can bypass
; its loop (a zero-trip guard; the path of a runtime-unrolled loop straight
; to its remainder) no longer declines. Every lane of the region enters a
; gate in front of the fused loop, with a per-lane flag (loopmeld.run: false
; on a bypass edge) and a route (which bypass edge); after the loop each
; side dispatches its lanes to the loop's exit or to their bypass target,
; whose phis keep the bypass values (through loopmeld.land blocks).
; - guards: zero-trip guards on both sides, each straight to the join.
; - remainder: side A unrolled by 2 behind a guard, with a path from the
;   preheader to the remainder (two bypass edges: a switch on the route);
;   side B guarded.
; - early_return: a bypass path that returns: the region has no exit block
;   (not meldable), so nothing happens.
; RUN: %opt -passes='cf-meld<loops>' -lockstep-verify-steps -S %S/Inputs/loop-bypass-kernels.ll | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks=cf-meld -disable-output %S/Inputs/loop-bypass-kernels.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-output=%t.yaml -disable-output %S/Inputs/loop-bypass-kernels.ll
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK-LABEL: define ptx_kernel void @guards(
; After the fusion, the two zero-trip guards in front of the gate are a
; region pair of their own, melded in a later round (the compare aligns):
; the gate is the melded regions' exit.
; CHECK: %[[ANY:a.any[0-9]*]] = icmp ne i32 %meld.sel{{[0-9]*}}, 0
; CHECK-NEXT: br i1 %[[ANY]], label %[[PRE:[a-zA-Z0-9.]+]], label %[[GATE:meld.exit[0-9]*]]
; CHECK: [[GATE]]:
; CHECK-NEXT: %[[GO:loopmeld.run[a-z.0-9]*]] = phi i1 [ true, %[[PRE]] ], [ false, %entry ]
; CHECK: br i1 %[[GO]], label %loopmeld.header, label %loopmeld.exit
; CHECK: loopmeld.header:
; CHECK: load i32
; CHECK-NOT: load i32
; CHECK: br i1 %{{.*}}, label %loopmeld.header, label %loopmeld.exit
; CHECK: loopmeld.exit:
; CHECK: br i1 %c, label %[[DA:loopmeld.dispatch[0-9]*]], label %[[DB:loopmeld.dispatch[0-9]*]]
; CHECK: [[DA]]:
; CHECK-NEXT: br i1 %[[GO]], label %{{.*}}, label %[[LA:loopmeld.land[0-9]*]]
; CHECK: [[DB]]:
; CHECK-NEXT: br i1 %[[GO]], label %{{.*}}, label %[[LB:loopmeld.land[0-9]*]]
; CHECK: J:
; CHECK-DAG: [ 11, %[[LA]] ]
; CHECK-DAG: [ %x0, %[[LB]] ]

; CHECK-LABEL: define ptx_kernel void @remainder(
; CHECK: loopmeld.gate:
; CHECK: %loopmeld.route = phi i32 [ 0, %A.ph.new ], [ 0, %{{.*}} ], [ 1, %{{.*}} ], [ 2, %{{.*}} ], [ 1, %{{.*}} ]
; CHECK: loopmeld.header:
; CHECK-COUNT-2: load i32
; CHECK-NOT: load i32
; CHECK: loopmeld.exit:
; CHECK: switch i32 %loopmeld.route, label %A.unr.lmexit [
; CHECK-NEXT: i32 1, label %[[L1:loopmeld.land[0-9]*]]
; CHECK-NEXT: i32 2, label %[[L2:loopmeld.land[0-9]*]]
; CHECK: A.unr:
; CHECK-NEXT: %acc.u = phi i32 [ %acc0, %[[L2]] ],
; The value defined before the loop on side A reaches the remainder
; through the gate (repairSSA).
; CHECK: %a.has = icmp ne i32 %a.rem{{[0-9]+}}, 0
; CHECK: A.exit:
; CHECK-NEXT: %accA = phi i32 [ %acc0, %[[L1]] ],

; CHECK-LABEL: define ptx_kernel void @early_return(
; CHECK-NOT: loopmeld.
; CHECK: ret void

; REMARK-DAG: melded loops of different shapes into one loop (2 and 1 blocks, profitability {{[0-9.]+}}, 8 body instructions align; the bodies meld next; 2 paths around the loops go through it with a per-lane flag)
; REMARK-DAG: melded loops of different shapes into one loop (1 and 1 blocks, profitability {{[0-9.]+}}, {{[0-9]+}} body instructions align; the bodies meld next; 3 paths around the loops go through it with a per-lane flag)
; YAML: Name: MeldedLoops
; YAML: Function: guards
; YAML: Bypasses: '2'
; YAML: Name: MeldedLoops
; YAML: Function: remainder
; YAML: Bypasses: '3'
