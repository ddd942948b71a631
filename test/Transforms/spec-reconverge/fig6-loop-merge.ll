; Loop merge (Damani et al., CGO'20, Figures 3 and 6) on Inputs/lm.ll:
; Predict(L1) before the outer loop, L1 at the header of the inner loop
; whose trip count depends on the lane. The barrier b0 is joined before the
; outer loop, waited at the inner header and rejoined right after (live:
; the next inner iteration or the next material waits again); threads
; cancel it only when they leave the outer loop (b0 stays live through the
; epilog and the next prolog), then wait at the exit barrier. With a
; threshold (Figure 6's soft barrier; lockstep-sim has it as one
; operation) the wait is wait_soft.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -lockstep-verify-steps -S %S/Inputs/lm.ll | FileCheck %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<threshold=16>' -S %S/Inputs/lm.ll | FileCheck %s --check-prefix=SOFT
; CHECK-LABEL: entry:
; CHECK: call void @__lockstep_barrier_join(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_join(i32 1)
; CHECK-LABEL: outer:
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: inner:
; CHECK: call void @__lockstep_barrier_wait(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_rejoin(i32 0)
; CHECK-LABEL: epilog:
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: exit:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; SOFT-LABEL: inner:
; SOFT: call void @__lockstep_barrier_wait_soft(i32 0, i32 16)
; SOFT-NEXT: call void @__lockstep_barrier_rejoin(i32 0)

; Differential: same outputs before and after under its (and ipdom, where
; barriers are no-ops); fewer warp instructions, higher SIMT efficiency.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -S %S/Inputs/lm.ll -o %t/sr.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<threshold=16>' -S %S/Inputs/lm.ll -o %t/soft.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<dynamic-deconflict>' -S %S/Inputs/lm.ll -o %t/dyn.ll
; RUN: %lockstep-sim %S/Inputs/lm.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/base > %t/base.json
; RUN: %lockstep-sim %t/sr.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/sr > %t/sr.json
; RUN: %lockstep-sim %t/soft.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/soft > %t/soft.json
; RUN: %lockstep-sim %t/dyn.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/dyn > %t/dyn.json
; RUN: %lockstep-sim %t/sr.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/ipdom > %t/ipdom.json
; RUN: env PYTHONPATH=%S/Inputs %python %S/../../lockstep-sim/Inputs/bufcheck.py %t/base out i "__import__('lmref').ref(i)"
; RUN: cmp %t/base/out.bin %t/sr/out.bin
; RUN: cmp %t/base/out.bin %t/soft/out.bin
; RUN: cmp %t/base/out.bin %t/dyn/out.bin
; RUN: cmp %t/base/out.bin %t/ipdom/out.bin
; RUN: %python %S/Inputs/better.py %t/base.json %t/sr.json %t/soft.json %t/dyn.json
