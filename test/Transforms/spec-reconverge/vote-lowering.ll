; spec-reconverge<lower=vote> (portable lowering): iteration delay on the
; Figure 4 kernel and loop merge on Inputs/lm.ll with warp votes, no
; barriers. Each trip of the scheduler loop starts with every lane still in
; the loop (post-dominator reconvergence gathers them at spec.sched); the
; ballot of the pending (resp. in-inner-loop) flag over activemask decides
; whether the waiting lanes run the common code this trip: all of them
; (ballot == activemask) or, with a threshold, at least that many.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote>' -lockstep-verify-steps -S %S/fig4-iteration-delay.ll | FileCheck %s --check-prefix=ID
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote;threshold=8>' -S %S/fig4-iteration-delay.ll | FileCheck %s --check-prefix=SOFT
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote>' -lockstep-verify-steps -S %S/Inputs/lm.ll | FileCheck %s --check-prefix=LM
; ID-NOT: __lockstep_barrier
; ID-LABEL: BB1:
; ID: br i1 %c, label %spec.defer, label %BB4
; ID-LABEL: BB3:
; ID-LABEL: spec.sched:
; ID: br i1 %{{.*}}, label %BB5, label %spec.vote
; ID-LABEL: spec.vote:
; ID: %[[AM:.*]] = call i32 @llvm.nvvm.activemask()
; ID-NEXT: %spec.ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 %[[AM]], i1 %[[P:.*]])
; ID-NEXT: %spec.go = icmp eq i32 %spec.ballot, %[[AM]]
; ID-NEXT: br i1 %[[P]], label %spec.wait, label %BB1
; ID-LABEL: spec.wait:
; ID-NEXT: br i1 %spec.go, label %spec.run, label %spec.next
; ID-LABEL: spec.run:
; ID-NEXT: br label %BB3
; ID-LABEL: spec.defer:
; ID-NEXT: br label %spec.next
; ID-NOT: llvm.annotation
; SOFT: call i32 @llvm.umin.i32(i32 %{{.*}}, i32 8)
; SOFT: %spec.go = icmp uge i32
; LM-LABEL: outer:
; LM: br label %spec.enter
; LM-LABEL: inner:
; LM: br i1 %more, label %spec.next, label %spec.leave
; LM-LABEL: epilog:
; LM: br i1 %omore, label %outer, label %spec.finish
; LM-LABEL: spec.vote:
; LM: br i1 %{{.*}}, label %spec.wait, label %epilog
; LM-LABEL: spec.wait:
; LM-NEXT: br i1 %spec.go, label %inner, label %spec.next

; Differential under ipdom (and its): same outputs as the original, fewer
; warp instructions and a higher SIMT efficiency.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote>' -S %S/fig4-iteration-delay.ll -o %t/id.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote;threshold=16>' -S %S/fig4-iteration-delay.ll -o %t/id16.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote>' -S %S/Inputs/lm.ll -o %t/lm.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote;threshold=16>' -S %S/Inputs/lm.ll -o %t/lm16.ll
; RUN: %lockstep-sim %S/fig4-iteration-delay.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/id.base > %t/id.base.json
; RUN: %lockstep-sim %t/id.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/id.vote > %t/id.vote.json
; RUN: %lockstep-sim %t/id16.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/id16.vote > %t/id16.vote.json
; RUN: %lockstep-sim %t/id.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/id.its > %t/id.its.json
; RUN: cmp %t/id.base/out.bin %t/id.vote/out.bin
; RUN: cmp %t/id.base/out.bin %t/id16.vote/out.bin
; RUN: cmp %t/id.base/out.bin %t/id.its/out.bin
; RUN: %python %S/Inputs/better.py %t/id.base.json %t/id.vote.json %t/id.its.json
; RUN: %lockstep-sim %S/Inputs/lm.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/lm.base > %t/lm.base.json
; RUN: %lockstep-sim %t/lm.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/lm.vote > %t/lm.vote.json
; RUN: %lockstep-sim %t/lm16.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/lm16.vote > %t/lm16.vote.json
; RUN: env PYTHONPATH=%S/Inputs %python %S/../../lockstep-sim/Inputs/bufcheck.py %t/lm.vote out i "__import__('lmref').ref(i)"
; RUN: cmp %t/lm.base/out.bin %t/lm16.vote/out.bin
; RUN: %python %S/Inputs/better.py %t/lm.base.json %t/lm.vote.json
