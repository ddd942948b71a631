; cf-meld peels loops so both sides' loops run the same iterations
; (LoopPeelAlign.cpp) on the kernels of Inputs/loop-peel-align-kernels.ll:
; - tri: the second side's outer loop runs one more iteration at the start,
;   so its inner loop has a zero-trip guard (i == 0) the first side's has
;   not; nothing else melds the region. Its first iteration is peeled, the
;   guard folds (i is 1..7 now), and the next round melds the two loop
;   nests as isomorphic regions: one loop nest, no branch on the side left
;   inside it.
; - far: three iterations apart, more than are peeled (2): no peel, no
;   remark about peeling.
; - unlike: one iteration apart, but the peeled region would still not meld
;   (the bodies share nothing): not peeled, a missed remark says so.
; RUN: %opt -passes=cf-meld -lockstep-verify-steps -S %S/Inputs/loop-peel-align-kernels.ll | FileCheck %s
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -pass-remarks-missed=cf-meld -disable-output %S/Inputs/loop-peel-align-kernels.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %opt -passes='cf-meld<no-loops>' -pass-remarks=cf-meld -pass-remarks-missed=cf-meld -disable-output %S/Inputs/loop-peel-align-kernels.ll 2>&1 | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define dso_local ptx_kernel void @tri(
; CHECK: br i1 %cmp, label %[[NEST:.*]], label %[[PEELED:.*]]
; The peeled first iteration of the second side: i = 0 runs no inner
; iteration, so it is just s = s * 3 + 0.
; CHECK: [[PEELED]]:
; CHECK-NEXT: %[[S3:.*]] = mul nsw i32 %{{.*}}, 3
; CHECK-NEXT: br label %[[NEST]]
; One outer loop for both sides, from i = 1, with one inner loop.
; CHECK: [[NEST]]:
; CHECK-NEXT: %[[I:.*]] = phi i32 {{.*}}[ 1, %entry ], [ 1, %[[PEELED]] ]
; CHECK-NOT: br i1 %cmp
; CHECK: icmp eq i32 %{{.*}}, %[[I]]
; CHECK-NOT: br i1 %cmp
; CHECK: select i1 %cmp
; CHECK: ret void

; The others keep their two loop nests.
; CHECK-LABEL: define dso_local ptx_kernel void @far(
; CHECK: br i1 %cmp, label %for.cond4.preheader, label %for.cond25.preheader
; CHECK-LABEL: define dso_local ptx_kernel void @unlike(
; CHECK: br i1 %cmp, label %for.cond4.preheader, label %if.else

; REMARK: remark: <unknown>:0:0: peeled the first 1 iteration(s) of the second side's loop, so both sides' loops run the same iterations; the region melds next
; REMARK-NEXT: remark: <unknown>:0:0: melded region-region subgraphs
; REMARK-NOT: peel
; REMARK: loops not peeled: peeling the first 1 iteration(s) of the second side's loop would align the loops' ranges, but the region would still not meld: {{.+}}
; REMARK-NOT: peel

; Peeling belongs to loop melding: cf-meld<no-loops> does not peel.
; OFF-NOT: peel
