; The common-call variant (Damani et al., CGO'20, Section 4.4, Figure 2c):
; LOCKSTEP_PREDICT_CALL(1, foo) before a divergent branch both of whose
; sides call foo. The two calls are funnelled into one call site
; (spec.call: the arguments and the call site's index through phis, a
; switch back to the rest of each side) that is the reconvergence label:
; join before, wait at spec.call (every lane clears the barrier there: no
; cancel needed), the exit barrier at the join block. Under its foo
; runs once with all 32 lanes instead of twice with 16; under ipdom the
; funnel changes nothing; outputs are the same.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -lockstep-verify-steps -pass-remarks=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; CHECK-LABEL: entry:
; CHECK: call void @__lockstep_barrier_join(i32 0)
; CHECK-NOT: __lockstep_barrier_cancel
; CHECK-LABEL: A:
; CHECK: br label %spec.call
; CHECK-LABEL: B:
; CHECK: br label %spec.call
; CHECK-LABEL: J:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; CHECK-LABEL: spec.call:
; CHECK-NEXT: %spec.arg = phi i32 [ %a, %A ], [ %b, %B ]
; CHECK-NEXT: %spec.site = phi i32 [ 0, %A ], [ 1, %B ]
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 0)
; CHECK-NEXT: %[[R:.*]] = call i32 @foo(i32 %spec.arg)
; CHECK-NEXT: switch i32 %spec.site, label %spec.after [
; CHECK-NEXT: i32 1, label %spec.after{{[0-9]+}}
; CHECK-NOT: call i32 @llvm.annotation
; REMARK: remark: <unknown>:0:0: common-call: threads reconverge at %spec.call on barrier 0

; REQUIRES: lockstep-sim
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t.d/base > %t.d/base.json
; RUN: %lockstep-sim %t.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t.d/sr > %t.d/sr.json
; RUN: %lockstep-sim %t.ll --launch %S/Inputs/one-warp-out32.json --model ipdom --json --dump-buffers %t.d/ipdom > %t.d/ipdom.json
; RUN: cmp %t.d/base/out.bin %t.d/sr/out.bin
; RUN: cmp %t.d/base/out.bin %t.d/ipdom/out.bin
; RUN: %python %S/Inputs/better.py %t.d/base.json %t.d/sr.json

; Automatic mode finds the same region without the annotation (foo is
; called on both sides of a divergent branch; its latency is well above the
; funnel's barrier and switch cost), and the differential run agrees.
; RUN: grep -v 'lockstep.predict.call:foo\|@llvm.annotation.i32.p0(i32 1' %s > %t.plain.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<auto>' -lockstep-verify-steps -pass-remarks=spec-reconverge -S %t.plain.ll -o %t.auto.ll 2> %t.auto.rem
; RUN: FileCheck %s --check-prefix=AUTO < %t.auto.rem
; RUN: FileCheck %s --check-prefix=CHECK < %t.auto.ll
; RUN: %lockstep-sim %t.auto.ll --launch %S/Inputs/one-warp-out32.json --model its --json --dump-buffers %t.d/auto > %t.d/auto.json
; RUN: cmp %t.d/base/out.bin %t.d/auto/out.bin
; RUN: %python %S/Inputs/better.py %t.d/base.json %t.d/auto.json
; AUTO: remark: <unknown>:0:0: common-call: threads reconverge at %spec.call on barrier 0

; With a __syncthreads in the callee the region is skipped.
; RUN: sed 's/^  ret i32 %m24/  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n  ret i32 %m24/' %s > %t.sync.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -pass-remarks-missed=spec-reconverge -S %t.sync.ll -o %t.sync.out.ll 2> %t.sync.rem
; RUN: FileCheck %s --check-prefix=SYNC < %t.sync.rem
; RUN: not grep __lockstep_barrier %t.sync.out.ll
; SYNC: remark: <unknown>:0:0: common call: the code after the prediction or the callee holds the convergent operation 'llvm.nvvm.barrier.cta.sync.aligned.all'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [26 x i8] c"lockstep.predict.call:foo\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent

define internal i32 @foo(i32 %x) noinline {
  %m1 = mul i32 %x, 3
  %m2 = mul i32 %m1, 5
  %m3 = mul i32 %m2, 7
  %m4 = mul i32 %m3, 9
  %m5 = mul i32 %m4, 11
  %m6 = mul i32 %m5, 13
  %m7 = mul i32 %m6, 15
  %m8 = mul i32 %m7, 17
  %m9 = mul i32 %m8, 19
  %m10 = mul i32 %m9, 21
  %m11 = mul i32 %m10, 23
  %m12 = mul i32 %m11, 25
  %m13 = mul i32 %m12, 27
  %m14 = mul i32 %m13, 29
  %m15 = mul i32 %m14, 31
  %m16 = mul i32 %m15, 33
  %m17 = mul i32 %m16, 35
  %m18 = mul i32 %m17, 37
  %m19 = mul i32 %m18, 39
  %m20 = mul i32 %m19, 41
  %m21 = mul i32 %m20, 43
  %m22 = mul i32 %m21, 45
  %m23 = mul i32 %m22, 47
  %m24 = mul i32 %m23, 49
  ret i32 %m24
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  %lo = and i32 %t, 1
  %c = icmp eq i32 %lo, 0
  br i1 %c, label %A, label %B

A:
  %a = add i32 %t, 100
  %r1 = call i32 @foo(i32 %a)
  %y = add i32 %r1, 1
  br label %J

B:
  %b = mul i32 %t, 3
  %r2 = call i32 @foo(i32 %b)
  %v = xor i32 %r2, 7
  br label %J

J:
  %r = phi i32 [ %y, %A ], [ %v, %B ]
  %x = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %r, ptr addrspace(1) %q
  ret void
}
