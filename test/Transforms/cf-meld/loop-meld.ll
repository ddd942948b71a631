; Loop melding of different shapes (cf-meld<loops>, issue 13 item 2) on the
; kernels of Inputs/loop-meld-kernels.ll: two loops on the two sides of a
; divergent branch become one loop (loopmeld.header / latch / exit) that
; runs while any lane of either side continues, the header phis of the two
; sides merged (each takes its side's initial value from its side's
; preheader), and the bodies melded in the next round.
; - sametrip: the same loop, different trip counts, compiled as a while loop
;   (2 blocks) on one side and a do-while (1 block) on the other: one loop,
;   the bodies melded block-region (one load, one multiply-add).
; - blocks: bodies of 4 and 1 blocks: one loop (the exit diamond then
;   folds into selects).
; - unroll2: an unrolled-by-2 loop against a rolled one, both one block:
;   isomorphic, so the region-region meld takes them (no loop melding).
; - remainder: the -O3 shape with a zero-trip guard and a remainder: lanes
;   can bypass the loop, declined (loop-melding-skips.ll has the remark).
; The option -cf-meld-loops gives the same as the parameter.
; RUN: %opt -passes='cf-meld<loops>' -lockstep-verify-steps -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s
; RUN: %opt -passes=cf-meld -cf-meld-loops -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks=cf-meld -disable-output %S/Inputs/loop-meld-kernels.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %opt -passes=cf-meld -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes='cf-meld<no-loops>' -cf-meld-loops -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define ptx_kernel void @unroll2(
; CHECK-NOT: loopmeld.
; CHECK: meld.
; CHECK-LABEL: define ptx_kernel void @remainder(
; CHECK-NOT: loopmeld.
; CHECK: ret void
; CHECK-LABEL: define ptx_kernel void @blocks(
; CHECK: br i1 %c, label %A, label %B
; CHECK: loopmeld.header:
; CHECK: br i1 %c,
; CHECK: br i1 %{{.*}}, label %loopmeld.header, label %loopmeld.exit
; The fused bodies (a block against a region) are judged by the no-loss rule
; on a trial replication, which refuses them here (expected gain -19 issue
; cycles per execution), so each lane keeps its own exit path.
; CHECK: loopmeld.exit:
; CHECK-NEXT: br i1 %c, label %A.exit, label %B.exit
; CHECK-LABEL: define ptx_kernel void @sametrip(
; CHECK: br i1 %c, label %A, label %B
; CHECK: loopmeld.header:
; CHECK-DAG: %i.lm = phi i32 [ 0, %A ], [ 0, %B ], [ %{{.*}}, %meld.exit ]
; CHECK-DAG: %s.lm = phi i32 [ %x0, %A ], [ %x0, %B ], [ %{{.*}}, %meld.exit ]
; CHECK: load i32
; CHECK-NOT: load i32
; CHECK: br i1 %{{.*}}, label %loopmeld.header, label %loopmeld.exit
; CHECK: loopmeld.exit:
; CHECK-NEXT: br i1 %c, label %A.exit, label %J
; CHECK-NOT: load i32
; CHECK: ret void

; REMARK-DAG: melded loops of different shapes into one loop (4 and 1 blocks, profitability {{[0-9.]+}}, 4 body instructions align; the bodies meld next)
; REMARK-DAG: melded loops of different shapes into one loop (2 and 1 blocks, profitability {{[0-9.]+}}, 7 body instructions align; the bodies meld next)

; OFF-NOT: loopmeld.
