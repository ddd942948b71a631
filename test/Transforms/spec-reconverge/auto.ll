; spec-reconverge<auto> (Section 4.5): without annotations the pass finds
; iteration-delay and loop-merge candidates and judges each with the cost
; model (AutoCandidates.h: what collecting the side saves vs the prolog/
; epilog the delayed lanes run again and the barriers; SIMTCostModel
; latencies): every decision is a remark with a decision record. Without
; `auto` nothing changes.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -S %s -o %t.off.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.off.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<auto>' -lockstep-verify-steps -pass-remarks=spec-reconverge -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<auto>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; The expensive side of a lane-varying condition: iteration delay.
; CHECK-LABEL: define ptx_kernel void @expensive(
; CHECK: then:
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_rejoin(i32 0)
; REMARK-DAG: remark: <unknown>:0:0: iteration-delay: threads reconverge at %then on barrier 0
; YAML: Name: Reconverged
; YAML: Function: expensive
; YAML: Decision: transformed
; YAML: Reason: iteration-delay
; YAML: EstimatedGain:

; A cheap side: not worth the divergent prolog and the barriers.
; CHECK-LABEL: define ptx_kernel void @cheap(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void
; REMARK-DAG: remark: <unknown>:0:0: iteration-delay: common code {{[0-9]+}} cycles, taken by 0.125 of the lanes per iteration (assumed: 4 lanes), runs in 0.99 of the iterations and after the transform in 0.03: saves {{[0-9]+}} cycles per iteration vs the prolog/epilog's {{[0-9]+}} cycles run 3.03 times as often ({{[0-9]+}} more) + barriers 60: below the minimum ratio

; A condition on the thread index only: each lane goes the same way in
; every iteration, nothing to collect.
; CHECK-LABEL: define ptx_kernel void @invariant(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void
; REMARK-DAG: remark: <unknown>:0:0: iteration-delay: the divergent condition is loop-invariant

; A uniform branch is no candidate at all (no remark, no change).
; CHECK-LABEL: define ptx_kernel void @uniform(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void

; A loop with a lane-dependent trip count and no enclosing loop.
; CHECK-LABEL: define ptx_kernel void @single(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void
; REMARK-DAG: remark: <unknown>:0:0: loop-merge: the loop with a divergent trip count has no enclosing loop

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @expensive(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e1 = mul i32 %acc, 3
  %e2 = mul i32 %e1, 5
  %e3 = mul i32 %e2, 7
  %e4 = mul i32 %e3, 9
  %e5 = mul i32 %e4, 11
  %e6 = mul i32 %e5, 13
  %e7 = mul i32 %e6, 15
  %e8 = mul i32 %e7, 17
  %e9 = mul i32 %e8, 19
  %e10 = mul i32 %e9, 21
  %e11 = mul i32 %e10, 23
  %e12 = mul i32 %e11, 25
  %e13 = mul i32 %e12, 27
  %e14 = mul i32 %e13, 29
  %e15 = mul i32 %e14, 31
  %e16 = mul i32 %e15, 33
  %e17 = mul i32 %e16, 35
  %e18 = mul i32 %e17, 37
  %e19 = mul i32 %e18, 39
  %e20 = mul i32 %e19, 41
  %e21 = mul i32 %e20, 43
  %e22 = mul i32 %e21, 45
  %e23 = mul i32 %e22, 47
  %e24 = mul i32 %e23, 49
  %e25 = mul i32 %e24, 51
  %e26 = mul i32 %e25, 53
  %e27 = mul i32 %e26, 55
  %e28 = mul i32 %e27, 57
  %e29 = mul i32 %e28, 59
  %e30 = mul i32 %e29, 61
  %e31 = mul i32 %e30, 63
  %e32 = mul i32 %e31, 65
  %e33 = mul i32 %e32, 67
  %e34 = mul i32 %e33, 69
  %e35 = mul i32 %e34, 71
  %e36 = mul i32 %e35, 73
  %e37 = mul i32 %e36, 75
  %e38 = mul i32 %e37, 77
  %e39 = mul i32 %e38, 79
  %e40 = mul i32 %e39, 81
  %e41 = mul i32 %e40, 83
  %e42 = mul i32 %e41, 85
  %e43 = mul i32 %e42, 87
  %e44 = mul i32 %e43, 89
  %e45 = mul i32 %e44, 91
  %e46 = mul i32 %e45, 93
  %e47 = mul i32 %e46, 95
  %e48 = mul i32 %e47, 97
  %e49 = mul i32 %e48, 99
  %e50 = mul i32 %e49, 101
  %e51 = mul i32 %e50, 103
  %e52 = mul i32 %e51, 105
  %e53 = mul i32 %e52, 107
  %e54 = mul i32 %e53, 109
  %e55 = mul i32 %e54, 111
  %e56 = mul i32 %e55, 113
  %e57 = mul i32 %e56, 115
  %e58 = mul i32 %e57, 117
  %e59 = mul i32 %e58, 119
  %e60 = mul i32 %e59, 121
  %e61 = mul i32 %e60, 123
  %e62 = mul i32 %e61, 125
  %e63 = mul i32 %e62, 127
  %e64 = mul i32 %e63, 129
  %e65 = mul i32 %e64, 131
  %e66 = mul i32 %e65, 133
  %e67 = mul i32 %e66, 135
  %e68 = mul i32 %e67, 137
  %e69 = mul i32 %e68, 139
  %e70 = mul i32 %e69, 141
  %e71 = mul i32 %e70, 143
  %e72 = mul i32 %e71, 145
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %e72, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @cheap(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e1 = mul i32 %acc, 3
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %e1, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @invariant(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %latch
then:
  %e1 = mul i32 %acc, 3
  %e2 = mul i32 %e1, 5
  %e3 = mul i32 %e2, 7
  %e4 = mul i32 %e3, 9
  %e5 = mul i32 %e4, 11
  %e6 = mul i32 %e5, 13
  %e7 = mul i32 %e6, 15
  %e8 = mul i32 %e7, 17
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %e8, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @uniform(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %m = and i32 %i, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e1 = mul i32 %acc, 3
  %e2 = mul i32 %e1, 5
  %e3 = mul i32 %e2, 7
  %e4 = mul i32 %e3, 9
  %e5 = mul i32 %e4, 11
  %e6 = mul i32 %e5, 13
  %e7 = mul i32 %e6, 15
  %e8 = mul i32 %e7, 17
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %e8, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @single(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %t
  br i1 %more, label %loop, label %exit
exit:
  store i32 %i.next, ptr addrspace(1) %out
  ret void
}
