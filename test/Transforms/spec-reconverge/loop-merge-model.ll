; The loop-merge cost model of spec-reconverge<auto> (LoopMerge.cpp): per
; outer iteration, merging saves (m - t) inner iterations of the body (t
; the mean inner trip count, m the warp's longest) and adds, in each of the
; t merged rounds, the barriers and, with probability p = 1 - (1 - 1/t)^W,
; the prolog/epilog of the lanes that leave. Without a profile t = 8 and
; m = 16: this cheap body (44 cycles) under a prolog/epilog of 64 is
; declined, and the remark gives every term. With a divergence profile the
; measured t and m decide (loop-merge-model-sim.test).
; RUN: %opt -passes='spec-reconverge<auto>' -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -passes='spec-reconverge<auto>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; A soft barrier scales the saving as for iteration delay.
; RUN: %opt -passes='spec-reconverge<auto;threshold=8>' -pass-remarks-missed=spec-reconverge -disable-output %s 2>&1 | FileCheck %s --check-prefix=SOFT

; CHECK-NOT: __lockstep_barrier
; REMARK: remark: <unknown>:0:0: loop-merge: inner loop 44 cycles per iteration, 8.0 iterations per entry and 16.0 for the warp (assumed): costs prolog/epilog 64 cycles in 0.99 of the merged rounds + barriers 160, saves 352 cycles per outer iteration: below the minimum ratio
; YAML: Reason: unprofitable
; YAML-NEXT: EstimatedGain: '0.586'
; SOFT: 16.0 for the warp (assumed): costs prolog/epilog 64 cycles in 0.99 of the merged rounds + barriers 160, saves 352 cycles per outer iteration x 0.250 (a soft barrier of 8 of 32 lanes): below the minimum ratio

target triple = "nvptx64-nvidia-cuda"

; Round i of lane t runs the inner loop ((7t + i) & 3) + 1 times, plus %h
; more on the lanes with (t + i * rot) & 7 == 0: h = 0 spreads short trip
; counts evenly; a large h gives the warp a heavy tail, four lanes running
; far longer, the same four in every round with rot = 0 (their totals set
; the pace: merging cannot help) and others in each round with rot = 1
; (every lane's total is about the same: merging pays).
define ptx_kernel void @lm(ptr addrspace(1) %out, i32 %h, i32 %rot) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t7 = mul i32 %t, 7
  %x0 = uitofp i32 %t to float
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %epilog ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %epilog ]
  %s = add i32 %t7, %i
  %sm = and i32 %s, 3
  %base = add i32 %sm, 1
  %ir = mul i32 %i, %rot
  %tr = add i32 %t, %ir
  %t8 = and i32 %tr, 7
  %heavy = icmp eq i32 %t8, 0
  %extra = select i1 %heavy, i32 %h, i32 0
  %trips = add i32 %base, %extra
  %fi = uitofp i32 %i to float
  %start = fmul float %acc, %fi
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %v = phi float [ %start, %outer ], [ %v4, %inner ]
  %v1 = fmul float %v, 0.5
  %v2 = fadd float %v1, %x0
  %v3 = fmul float %v2, 0.75
  %v4a = fadd float %v3, 1.0
  %v5 = fmul float %v4a, 0.5
  %v6 = fadd float %v5, %x0
  %v7 = fmul float %v6, 0.75
  %v4 = fadd float %v7, 1.0
  %j.next = add i32 %j, 1
  %more = icmp ult i32 %j.next, %trips
  br i1 %more, label %inner, label %epilog
epilog:
  %acc.next = fadd float %v4, 2.0
  %i.next = add i32 %i, 1
  %again = icmp ult i32 %i.next, 8
  br i1 %again, label %outer, label %exit
exit:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %slot
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
