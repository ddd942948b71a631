; Damani et al., CGO'20, Figure 4 (Listing 1): Predict(L1) before the loop,
; the label L1 at the expensive then-block BB3 of a divergent condition.
; The pass places (Figure 4d): join of b0 (and of the exit barrier b1) at
; BB0, the wait on b0 at BB3 and the rejoin right after it (b0 is still
; live there: the next iteration may wait again), the cancel of b0 at the
; loop exit BB5 (joined, no longer live) followed by the wait on the exit
; barrier. The post-dominator barrier of BB1's branch (at BB4) conflicts
; with b0 (Figure 5a); static deconfliction (Figure 5b, the default) drops
; it (lockstep-sim's implicit post-dominator barriers yield to explicit
; waits); dynamic deconfliction (Figure 5c) makes it an explicit barrier
; that threads cancel right before waiting at L1. Barrier ids: b0 = 0, the
; deconflicted post-dominator barrier 1 (dynamic), the exit barrier 2 (1
; with static deconfliction).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<dynamic-deconflict>' -lockstep-verify-steps -S %s | FileCheck %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -S %s | FileCheck %s --check-prefix=STATIC

; CHECK-LABEL: BB0:
; CHECK-NEXT: %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: call void @__lockstep_barrier_join(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_join(i32 2)
; CHECK-NEXT: br label %BB1
; CHECK-LABEL: BB1:
; CHECK: call void @__lockstep_barrier_join(i32 1)
; CHECK-NEXT: br i1 %c, label %BB3, label %BB4
; CHECK-LABEL: BB3:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 1)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_rejoin(i32 0)
; CHECK-NEXT: %e1 = mul
; CHECK-LABEL: BB4:
; CHECK-NEXT: %acc.next = phi
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; CHECK-LABEL: BB5:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 2)
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void
; CHECK-NOT: call i32 @llvm.annotation

; STATIC-LABEL: BB1:
; STATIC-NOT: __lockstep_barrier
; STATIC: BB3:
; STATIC-NEXT: call void @__lockstep_barrier_wait(i32 0)
; STATIC-NEXT: call void @__lockstep_barrier_rejoin(i32 0)
; STATIC-LABEL: BB4:
; STATIC-NOT: __lockstep_barrier
; STATIC: BB5:
; STATIC-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; STATIC-NEXT: call void @__lockstep_barrier_wait(i32 1)
; STATIC: ret void

; Differential: same output before and after, under both models; under its
; the transformed kernel runs the expensive block with more lanes.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<dynamic-deconflict>' -S %s -o %t/dyn.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -S %s -o %t/static.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<threshold=16>' -S %s -o %t/soft.ll
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/base > %t/base.json
; RUN: %lockstep-sim %t/dyn.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/dyn > %t/dyn.json
; RUN: %lockstep-sim %t/static.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/static > %t/static.json
; RUN: %lockstep-sim %t/soft.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t/soft > %t/soft.json
; RUN: %lockstep-sim %t/dyn.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t/ipdom > %t/ipdom.json
; RUN: %python %S/../../lockstep-sim/Inputs/bufcheck.py %t/base out i "(lambda a: a - 2**32 if a >= 2**31 else a)(__import__('functools').reduce(lambda a, k: (lambda g: g(g(g(g(a + k)))))(lambda x: (((x * 3 + 1) ^ 5) * 7 + i) & 0xffffffff) if (k + i) %% 4 == 0 else (a + k) & 0xffffffff, range(8), 0))"
; RUN: cmp %t/base/out.bin %t/dyn/out.bin
; RUN: cmp %t/base/out.bin %t/static/out.bin
; RUN: cmp %t/base/out.bin %t/soft/out.bin
; RUN: cmp %t/base/out.bin %t/ipdom/out.bin
; RUN: %python %S/Inputs/better.py %t/base.json %t/dyn.json %t/static.json %t/soft.json

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"k.cu\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
BB0:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr @.file, i32 1)
  br label %BB1

BB1:
  %i = phi i32 [ 0, %BB0 ], [ %i.next, %BB4 ]
  %acc = phi i32 [ 0, %BB0 ], [ %acc.next, %BB4 ]
  %p = add i32 %acc, %i
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %BB3, label %BB4

BB3:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr @.file, i32 8)
  %e1 = mul i32 %p, 3
  %e2 = add i32 %e1, 1
  %e3 = xor i32 %e2, 5
  %e4 = mul i32 %e3, 7
  %e5 = add i32 %e4, %t
  %e6 = mul i32 %e5, 3
  %e7 = add i32 %e6, 1
  %e8 = xor i32 %e7, 5
  %e9 = mul i32 %e8, 7
  %e10 = add i32 %e9, %t
  %e11 = mul i32 %e10, 3
  %e12 = add i32 %e11, 1
  %e13 = xor i32 %e12, 5
  %e14 = mul i32 %e13, 7
  %e15 = add i32 %e14, %t
  %e16 = mul i32 %e15, 3
  %e17 = add i32 %e16, 1
  %e18 = xor i32 %e17, 5
  %e19 = mul i32 %e18, 7
  %e20 = add i32 %e19, %t
  br label %BB4

BB4:
  %acc.next = phi i32 [ %p, %BB1 ], [ %e20, %BB3 ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %BB1, label %BB5

BB5:
  %x = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %acc.next, ptr addrspace(1) %q
  ret void
}
