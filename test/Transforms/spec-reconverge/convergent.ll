; Regions holding operations whose synchronization the barriers could break
; are skipped with a remark and left alone: __syncthreads, a warp shuffle,
; a call to an external convergent function.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<auto>' -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; CHECK-NOT: __lockstep_barrier
; REMARK-DAG: remark: {{.*}}the region holds the convergent operation 'llvm.nvvm.barrier.cta.sync.aligned.all'
; REMARK-DAG: remark: {{.*}}the region holds the convergent operation 'llvm.nvvm.shfl.sync.idx.i32'
; REMARK-DAG: remark: {{.*}}the region calls the external convergent function 'ext'

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) convergent
declare void @ext() convergent

define ptx_kernel void @sync(ptr addrspace(1) %out) {
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
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @shfl(ptr addrspace(1) %out) {
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
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %i, i32 0, i32 31)
  store i32 %v, ptr addrspace(1) %out
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @call(ptr addrspace(1) %out) {
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
  call void @ext() convergent
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
