; A LOCKSTEP_PREDICT / LOCKSTEP_RECONVERGE marker pair whose label is not a
; constant (here a kernel parameter) cannot be paired: spec-reconverge leaves
; the kernel alone and says so for each marker (it used to skip them without
; a word, exit 0, as if there were no annotation).
; RUN: %opt -passes=spec-reconverge -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: FileCheck %s < %t.ll
; REMARK-COUNT-2: remark: <unknown>:0:0: a LOCKSTEP_PREDICT or LOCKSTEP_RECONVERGE marker whose label is not a constant integer is ignored (labels pair the markers)
; CHECK-NOT: __lockstep_barrier
target triple = "nvptx64-nvidia-cuda"
@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"
define ptx_kernel void @k(ptr %out, i32 %id) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pv = call i32 @llvm.annotation.i32.p0(i32 %id, ptr @.pred, ptr null, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %bt = add i32 %i, %tid
  %odd = and i32 %bt, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %latch
then:
  %lv = call i32 @llvm.annotation.i32.p0(i32 %id, ptr @.reco, ptr null, i32 0)
  %m = mul i32 %acc, 7
  %m2 = add i32 %m, %i
  br label %latch
latch:
  %acc2 = phi i32 [ %acc, %loop ], [ %m2, %then ]
  %i1 = add i32 %i, 1
  %k = icmp ult i32 %i1, 16
  br i1 %k, label %loop, label %exit
exit:
  %q = getelementptr i32, ptr %out, i32 %tid
  store i32 %acc2, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
