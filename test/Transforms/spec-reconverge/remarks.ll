; Remarks and decision records of annotated regions: a transformed region
; says what was placed; a label without its prediction, or one that cannot
; be reached from it, is skipped with the reason (its markers stay: they
; cost nothing).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -pass-remarks=spec-reconverge -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; REMARK-DAG: remark: <unknown>:0:0: annotated: threads reconverge at %then on barrier 0 (4 blocks, 1 rejoin, 1 cancel, exit barrier, 0 enclosing, 1 conflict(s), static deconfliction)
; REMARK-DAG: remark: <unknown>:0:0: label 2 needs one LOCKSTEP_PREDICT and one LOCKSTEP_RECONVERGE in the function, has 0 and 1
; REMARK-DAG: remark: <unknown>:0:0: the reconvergence label cannot be reached from the prediction
; YAML-DAG: Reason: annotated
; YAML-DAG: Reason: bad-annotation
; YAML-DAG: Reason: label-unreachable
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call i32 @llvm.annotation.i32.p0(i32 2,
; CHECK-LABEL: define ptx_kernel void @unreachable(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
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
  %a2 = call i32 @llvm.annotation.i32.p0(i32 2, ptr @.reco, ptr null, i32 0)
  store i32 %i, ptr addrspace(1) %out
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @unreachable(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %a, label %b
a:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  br label %b
b:
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  ret void
}
