; Loop melding of different shapes (cf-meld<loops>, issue 13 item 2) on the
; kernels of Inputs/loop-meld-kernels.ll: two loops on the two sides of a
; divergent branch become one loop (loopmeld.header / latch / exit) that
; runs while any lane of either side continues, the header phis of the two
; sides merged (each takes its side's initial value from its side's
; preheader), and the bodies melded in the next round.
; - sametrip: the same loop, different trip counts, compiled as a while loop
;   (2 blocks) on one side and a do-while (1 block) on the other: one loop,
;   the bodies melded block-region (one load, one multiply-add).
; - blocks: bodies of 4 and 1 blocks: the loops would fuse, but on a fused
;   clone the next round's meld of the bodies is refused (no-loss rule), so
;   the loops stay apart (a fused loop without its meld is pure cost).
; - unroll2: an unrolled-by-2 loop against a rolled one, both one block:
;   isomorphic, so the region-region meld takes them (no loop melding).
; - remainder: the -O3 shape with a zero-trip guard and a remainder, against
;   a loop with other work: below the threshold (bypass shapes that meld:
;   loop-meld-bypass.ll).
; The option -cf-meld-loops gives the same as the parameter. (Unaligned runs
; are guarded by the fixed speculation limit only, as when these checks were
; written: -lockstep-meld-speculate-model=false.)
; RUN: %opt -passes='cf-meld<loops>' -lockstep-meld-speculate-model=false -lockstep-verify-steps -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s
; RUN: %opt -passes=cf-meld -cf-meld-loops -lockstep-meld-speculate-model=false -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -lockstep-meld-speculate-model=false -pass-remarks=cf-meld -disable-output %S/Inputs/loop-meld-kernels.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %opt -passes='cf-meld<loops>' -lockstep-meld-speculate-model=false -pass-remarks=cf-meld -pass-remarks-missed=cf-meld -disable-output %S/Inputs/loop-meld-kernels.ll 2>&1 | FileCheck %s --check-prefix=NOBLOCKS
; RUN: %opt -passes='cf-meld<loops>' -lockstep-meld-speculate-model=false -cf-meld-loops-force -lockstep-verify-steps -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s --check-prefix=FORCE
; Loop melding is on by default; -cf-meld-loops=false or cf-meld<no-loops>
; turn it off.
; RUN: %opt -passes=cf-meld -lockstep-meld-speculate-model=false -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s
; RUN: %opt -passes=cf-meld -cf-meld-loops=false -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes='cf-meld<no-loops>' -S %S/Inputs/loop-meld-kernels.ll | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define ptx_kernel void @unroll2(
; CHECK-NOT: loopmeld.
; CHECK: meld.
; CHECK-LABEL: define ptx_kernel void @remainder(
; CHECK-NOT: loopmeld.
; CHECK: ret void
; CHECK-LABEL: define ptx_kernel void @blocks(
; CHECK-NOT: loopmeld.
; CHECK: ret void
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

; NOBLOCKS: loops not melded: the fused bodies would not meld
; NOBLOCKS-NOT: melded loops of different shapes into one loop (4 and 1 blocks
; REMARK-DAG: melded loops of different shapes into one loop (2 and 1 blocks, profitability {{[0-9.]+}}, 7 body instructions align; the bodies meld next)

; OFF-NOT: loopmeld.

; The testing aid -cf-meld-loops-force (fuzz campaigns of the fusion) fuses
; what the estimate and the trial refuse: @blocks and @remainder.
; FORCE-LABEL: define ptx_kernel void @remainder(
; FORCE: loopmeld.gate:
; FORCE-LABEL: define ptx_kernel void @blocks(
; FORCE: loopmeld.header:
