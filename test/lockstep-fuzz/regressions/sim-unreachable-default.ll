; lockstep-fuzz finding (simulator): kernel seed 102 checked with
; --passes simplifycfg (fault-introduced). simplifycfg turns the default of
; a switch on (tid & 3) into an `unreachable` block, as clang -O3 does for
; every fully covered switch. lockstep-sim's ipdom reconvergence then treats
; the unreachable block as an exit: bb91 no longer post-dominates bb2, the
; lanes of the four cases never reconverge, and the barrier in bb91 faults
; with "barrier reached by only part of warp 0" (and warp votes after such a
; switch see partial masks). Post-dominators for reconvergence should ignore
; paths that end in `unreachable`. Owner: lib/Sim (Reconvergence/Decoder).
; Fixed: lockstep-sim now computes reconvergence points over the blocks that
; can reach a `ret`; this test guards against the bug coming back.
; RUN: %lockstep-sim %s --launch %S/sim-unreachable-default.json
; RUN: %lockstep-fuzz --check %S/Inputs/finding-sim-102-1.ll \
; RUN:   --launch %S/sim-unreachable-default.json --passes simplifycfg \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: simplifycfg: ok (transformed)
; The transformation the finding is about must still happen: simplifycfg
; makes the switch default unreachable.
; RUN: %opt -passes=simplifycfg -S %S/Inputs/finding-sim-102-1.ll \
; RUN:   | FileCheck %s --check-prefix=SIMPLIFIED
; SIMPLIFIED: switch i32 %{{[0-9]+}}, label %[[DEFAULT:[^ ]+]] [
; SIMPLIFIED: [[DEFAULT]]:
; SIMPLIFIED-NEXT: unreachable
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = and i32 %0, 3
  switch i32 %1, label %bb2.unreachabledefault [
    i32 3, label %bb92
    i32 0, label %bb93
    i32 1, label %bb94
    i32 2, label %bb90
  ]

bb92:
  br label %bb91

bb93:
  br label %bb91

bb94:
  br label %bb91

bb2.unreachabledefault:
  unreachable

bb90:
  br label %bb91

bb91:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %m = call i32 @llvm.nvvm.activemask()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %0
  store i32 %m, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #0
declare i32 @llvm.nvvm.activemask() #0

attributes #0 = { convergent nocallback nounwind }
