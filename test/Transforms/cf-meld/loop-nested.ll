; Nested loop melding (cf-meld<loops>, issue 13 item 2) on the kernels of
; Inputs/loop-nested-kernels.ll: outer loops of different shapes and trip
; counts, each holding a triangular inner loop of a different shape. The
; trial that decides whether to fuse the outer loops processes the fused
; bodies as the next round would, loop melding included: the inner loops
; fuse there (their own trial melds their bodies), which counts as the meld
; that pays for the outer fusion. Then the real rounds fuse the outer
; loops, the inner loops inside the fused outer loop, and meld the inner
; bodies: one inner loop for the lanes of both sides.
; - nested: melded (outer loops, inner loops, inner bodies).
; - nested_bypass: B's inner loop has a zero-trip guard; inside a fused
;   outer loop it would need a bypass gate, so the inner loops are declined
;   in the trial and the outer loops are left alone, with a missed remark.
; RUN: %opt -passes='cf-meld<loops>' -lockstep-verify-steps -S %S/Inputs/loop-nested-kernels.ll | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks=cf-meld -pass-remarks-missed=cf-meld -disable-output %S/Inputs/loop-nested-kernels.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %opt -passes='cf-meld<no-loops>' -S %S/Inputs/loop-nested-kernels.ll | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define ptx_kernel void @nested(
; CHECK: br i1 %c, label %A, label %B
; The fused outer loop: one header for both sides' lanes, the outer
; induction variables and accumulators merged pairwise.
; CHECK: [[OUTER:loopmeld.header]]:
; CHECK-DAG: %i.lm = phi i32 [ 1, %A ], [ 0, %B ], [ %i.lm.next, %loopmeld.latch ]
; CHECK-DAG: %s.lm = phi i32 [ 0, %A ], [ 1, %B ]
; CHECK: br i1 %c, label %A.h, label %B.h
; The fused inner loop, its bodies melded into one block: one load for
; both sides, the index and the factor selected per side, each lane's own
; exit test (j < i on side A, j <= i on side B).
; CHECK: [[INNER:loopmeld.header[0-9]+]]:
; CHECK-NEXT: %j.lm = phi i32 [ 0, %A.h ], [ 0, %B.pre ], [ %{{.*}}, %[[INNER]] ]
; CHECK: load i32
; CHECK-NOT: load i32
; CHECK: select i1 %c, i32 3, i32 7
; CHECK: icmp ult i32 %{{.*}}, %i.lm
; CHECK: icmp ule i32 %{{.*}}, %i.lm
; CHECK: br i1 %{{.*}}, label %[[INNER]], label %[[IEXIT:loopmeld.exit[0-9]+]]
; CHECK: [[IEXIT]]:
; CHECK-NEXT: br i1 %c, label %A.latch, label %B.latch
; CHECK: loopmeld.latch:
; CHECK: %loopmeld.cont = phi i1 [ %a.more, %A.latch ], [ %b.more, %B.latch ]
; CHECK-NEXT: br i1 %loopmeld.cont, label %[[OUTER]], label %loopmeld.exit
; CHECK-NOT: load i32
; CHECK: ret void

; CHECK-LABEL: define ptx_kernel void @nested_bypass(
; CHECK-NOT: loopmeld
; CHECK: ret void

; REMARK: remark: <unknown>:0:0: melded loops of different shapes into one loop (4 and 4 blocks
; REMARK: remark: <unknown>:0:0: melded loops of different shapes into one loop (2 and 1 blocks
; REMARK: remark: <unknown>:0:0: melded block-region subgraphs
; REMARK: loops not melded: the fused bodies would not meld: {{.*}} (inner loops not melded: inner loops of fused loops: lanes can bypass them, and the gate would be undone)

; OFF-NOT: loopmeld
