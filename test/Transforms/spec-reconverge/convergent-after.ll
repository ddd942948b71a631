; After a region and before its lanes meet again at the exit barrier (or up
; to the kernel's end when an exit path returns), lanes run in the groups
; the barriers left them in: a warp-level operation there (activemask, a
; vote, a shuffle in a callee, inline assembly reading the active mask) or
; a __syncthreads would see them regrouped. Such regions are skipped with a
; remark naming the operation (lockstep-fuzz seed 512521); the same
; operations after the lanes meet again do not stop the pass.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -pass-remarks-missed=spec-reconverge -pass-remarks=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<lower=vote>' -pass-remarks-missed=spec-reconverge -disable-output %s 2>&1 | FileCheck %s --check-prefix=VOTE
; REMARK-DAG: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.activemask', run before the lanes meet again (an exit path returns): it would see the lanes regrouped
; REMARK-DAG: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.vote.ballot.sync', run before the lanes meet again at %exit
; REMARK-DAG: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.shfl.sync.idx.i32'
; REMARK-DAG: remark: {{.*}}the region is followed by code that holds inline assembly that reads or needs the warp's lanes
; REMARK-DAG: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.barrier.cta.sync.aligned.all', run before the lanes meet again (an exit path returns)
; REMARK-DAG: remark: {{.*}}annotated: threads reconverge at %then on barrier 0 {{.*}}exit barrier
; REMARK-DAG: remark: {{.*}}annotated: threads reconverge at %then on barrier 0 {{.*}}exit barrier
; VOTE: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.activemask'

; CHECK-LABEL: define ptx_kernel void @ret_activemask(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @break_vote(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @callee_shfl(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @asm_mask(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @ret_sync(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: exit:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; CHECK-NEXT: %mask = call i32 @llvm.nvvm.activemask()
; CHECK-LABEL: define ptx_kernel void @sync_at_join(
; CHECK: exit:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)

; Differential (kernel @k, which the launch names): the activemask after
; the exit barrier reads the whole warp before and after the pass, and the
; transformed kernel matches the original under its and ipdom.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --model its --dump-buffers %t.d/base > /dev/null
; RUN: %lockstep-sim %t.ll --launch %S/Inputs/one-warp-out32.json --model its --dump-buffers %t.d/its > /dev/null
; RUN: %python %S/../../lockstep-sim/Inputs/bufcheck.py %t.d/base out I "0xffffffff"
; RUN: cmp %t.d/base/out.bin %t.d/its/out.bin
; RUN: %lockstep-fuzz --check %s --launch %S/Inputs/one-warp-out32.json --passes spec-reconverge --models ipdom,its | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge: ok (transformed)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) convergent
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent

; The loop of Figure 4 with a divergent early return reading activemask.
define ptx_kernel void @ret_activemask(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %check
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
check:
  %r = icmp eq i32 %s, 37
  br i1 %r, label %ret, label %latch
ret:
  %mask = call i32 @llvm.nvvm.activemask()
  store i32 %mask, ptr addrspace(1) %out
  ret void
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A divergent break whose path votes before joining the normal exit.
define ptx_kernel void @break_vote(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %check
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
check:
  %r = icmp eq i32 %s, 37
  br i1 %r, label %brk, label %latch
brk:
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %r)
  store i32 %b, ptr addrspace(1) %out
  br label %exit
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define internal i32 @helper(i32 %v) {
  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  ret i32 %x
}

; The break path calls a function that shuffles.
define ptx_kernel void @callee_shfl(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %check
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
check:
  %r = icmp eq i32 %s, 37
  br i1 %r, label %brk, label %latch
brk:
  %h = call i32 @helper(i32 %s)
  store i32 %h, ptr addrspace(1) %out
  br label %exit
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; The break path reads the active mask through inline assembly (not marked
; convergent).
define ptx_kernel void @asm_mask(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %check
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
check:
  %r = icmp eq i32 %s, 37
  br i1 %r, label %brk, label %latch
brk:
  %am = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  store i32 %am, ptr addrspace(1) %out
  br label %exit
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; An exit path returns, so nothing waits for every lane after the loop: the
; lanes that finish reach the __syncthreads behind it without the others.
define ptx_kernel void @ret_sync(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %check
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
check:
  %r = icmp eq i32 %s, 37
  br i1 %r, label %ret, label %latch
ret:
  ret void
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Positive: the activemask comes after the exit barrier; each lane writes it.
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  %e = mul i32 %s, 7
  br label %latch
latch:
  %acc.next = phi i32 [ %acc, %loop ], [ %e, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  %mask = call i32 @llvm.nvvm.activemask()
  %x = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %mask, ptr addrspace(1) %q
  ret void
}

; Positive: __syncthreads where the lanes meet again.
define ptx_kernel void @sync_at_join(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}
