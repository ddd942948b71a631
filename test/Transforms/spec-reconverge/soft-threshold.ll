; spec-reconverge<auto> with a soft barrier (`threshold=T`, Section 4.6):
; the barrier releases once T lanes wait, so one run of the expensive side
; collects about T of the warp's W lanes, and each release leaves a group
; of lanes that runs the prolog/epilog on its own: about W/T groups. The
; automatic model (AutoCandidates.h, IterationDelay.cpp) scales the saving
; by T/W and the prolog/epilog by W/T: this loop's hard-barrier gain of 7.7
; is 6.6 at T=16 (taken) and 0.32 at T=4 (declined, saying so); T >= W is
; the hard barrier. Annotated regions are the user's choice and stay
; untouched by the model (annotated.cu).
; RUN: %opt -passes='spec-reconverge<auto>' -pass-remarks-output=%t.hard.yaml -S %s -o %t.hard.ll
; RUN: FileCheck %s --check-prefixes=TAKEN,HARD < %t.hard.ll
; RUN: FileCheck %s --check-prefix=HARD-YAML < %t.hard.yaml
; RUN: %opt -passes='spec-reconverge<auto;threshold=16>' -pass-remarks-output=%t.t16.yaml -S %s -o %t.t16.ll
; RUN: FileCheck %s --check-prefixes=TAKEN,SOFT16 < %t.t16.ll
; RUN: FileCheck %s --check-prefix=T16-YAML < %t.t16.yaml
; RUN: %opt -passes='spec-reconverge<auto;threshold=4>' -pass-remarks-missed=spec-reconverge -S %s -o %t.t4.ll 2> %t.t4.rem
; RUN: FileCheck %s --check-prefix=DECLINED < %t.t4.ll
; RUN: FileCheck %s --check-prefix=T4-REMARK < %t.t4.rem
; RUN: %opt -passes='spec-reconverge<auto;threshold=32>' -pass-remarks-output=%t.t32.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=HARD-YAML < %t.t32.yaml
; The cl::opt spelling weighs the same threshold.
; RUN: %opt -passes='spec-reconverge<auto>' -spec-reconverge-threshold=2 -S %s -o %t.opt2.ll
; RUN: FileCheck %s --check-prefix=DECLINED < %t.opt2.ll

; TAKEN: then:
; HARD-NEXT: call void @__lockstep_barrier_wait(i32 0)
; SOFT16-NEXT: call void @__lockstep_barrier_wait_soft(i32 0, i32 16)
; TAKEN-NEXT: call void @__lockstep_barrier_rejoin(i32 0)
; HARD-YAML: Reason: iteration-delay
; HARD-YAML-NEXT: EstimatedGain: '7.681'
; T16-YAML: Reason: iteration-delay
; T16-YAML-NEXT: EstimatedGain: '6.631'
; DECLINED-NOT: __lockstep_barrier
; T4-REMARK: remark: <unknown>:0:0: iteration-delay: common code 944 cycles, taken by 0.125 of the lanes per iteration (assumed: 4 lanes), runs in 0.99 of the iterations and after the transform in 0.03 (x 0.125: a soft barrier of 4 of 32 lanes): saves 112 cycles per iteration vs the prolog/epilog's 28 cycles run 8.00 times as often (196 more) + barriers 160: below the minimum ratio

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @soft(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = uitofp i32 %t to float
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e0 = fadd float %acc, 1.0
  %e1 = fdiv float %e0, %x
  %e2 = fdiv float %e1, %x
  %e3 = fdiv float %e2, %x
  %e4 = fdiv float %e3, %x
  %e5 = fdiv float %e4, %x
  %e6 = fdiv float %e5, %x
  %e7 = fdiv float %e6, %x
  %e8 = fdiv float %e7, %x
  %e9 = fdiv float %e8, %x
  %e10 = fdiv float %e9, %x
  %e11 = fdiv float %e10, %x
  %e12 = fdiv float %e11, %x
  %e13 = fdiv float %e12, %x
  %e14 = fdiv float %e13, %x
  %e15 = fdiv float %e14, %x
  %e16 = fdiv float %e15, %x
  %e17 = fdiv float %e16, %x
  %e18 = fdiv float %e17, %x
  %e19 = fdiv float %e18, %x
  %e20 = fdiv float %e19, %x
  %e21 = fdiv float %e20, %x
  %e22 = fdiv float %e21, %x
  %e23 = fdiv float %e22, %x
  %e24 = fdiv float %e23, %x
  br label %latch
latch:
  %acc.next = phi float [ %acc, %loop ], [ %e24, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %slot
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
