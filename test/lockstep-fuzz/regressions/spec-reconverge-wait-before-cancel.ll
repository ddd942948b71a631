; lockstep-fuzz finding (seed 1090715, --gen-weights annotations=100),
; spec-reconverge: fault-introduced under its (deadlock at the common-call
; barrier). Two annotated regions: the common call's (barrier 0), then a
; loop region whose enclosing-branch barrier (3) is waited at %bb13, where
; the lanes skipping the calls leave region 0. The later step put that wait
; at the block's first insertion point, before the cancel of barrier 0: the
; skipping lanes waited for the lanes at the call, which waited for them.
; Fixed: every wait goes after the cancels at the block's entry.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-wait-before-cancel.json \
; RUN:   --passes spec-reconverge --models ipdom,its | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge: ok (transformed)
; RUN: %opt -passes=spec-reconverge -S %s | FileCheck %s
; CHECK: bb13:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 3)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; ModuleID = 'fuzz-1090715'
source_filename = "fuzz-1090715"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef
@.str = private unnamed_addr constant [27 x i8] c"lockstep.predict.call:dev1\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [8 x i8] c"fuzz.cu\00", section "llvm.metadata"
@.str2 = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.str3 = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #1 {
bb1:
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb4

bb4:                                              ; preds = %bb2
  br label %bb6

bb5:                                              ; preds = %bb6
  br label %bb8

bb6:                                              ; preds = %bb4
  br label %bb5

bb8:                                              ; preds = %bb5
  ret i32 26
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = zext i32 %0 to i64
  %2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %1
  %3 = load i32, ptr addrspace(1) %2, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb10

bb10:                                             ; preds = %bb9
  br label %bb11

bb11:                                             ; preds = %bb10
  %4 = call i32 @llvm.annotation.i32.p0(i32 66, ptr @.str, ptr @.str1, i32 1)
  %5 = icmp sle i32 %3, -8
  br i1 %5, label %bb12, label %bb13

bb12:                                             ; preds = %bb11
  br i1 false, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
  %6 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.str2, ptr @.str1, i32 3)
  br label %bb17

bb17:                                             ; preds = %bb22, %bb14
  %7 = phi i32 [ 0, %bb14 ], [ %7, %bb22 ]
  %8 = phi i32 [ 10, %bb14 ], [ %10, %bb22 ]
  br i1 false, label %bb18, label %bb19

bb18:                                             ; preds = %bb17
  br label %bb20

bb20:                                             ; preds = %bb21, %bb18
  %9 = phi i32 [ 0, %bb18 ], [ %9, %bb21 ]
  %10 = phi i32 [ 32, %bb18 ], [ 0, %bb21 ]
  br i1 false, label %bb21, label %bb22

bb21:                                             ; preds = %bb20
  %11 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.str3, ptr @.str1, i32 4)
  br label %bb20

bb22:                                             ; preds = %bb20
  br label %bb17

bb19:                                             ; preds = %bb17
  %12 = call i32 @dev1(i32 27, i32 %8)
  br label %bb16

bb15:                                             ; preds = %bb12
  br label %bb23

bb23:                                             ; preds = %bb15
  br label %bb25

bb25:                                             ; preds = %bb23
  %13 = call i32 @dev1(i32 %0, i32 %u)
  br label %bb16

bb16:                                             ; preds = %bb25, %bb19
  br label %bb13

bb13:                                             ; preds = %bb16, %bb11
  br label %bb29

bb29:                                             ; preds = %bb13
  br label %bb30

bb30:                                             ; preds = %bb29
  br label %bb32

bb32:                                             ; preds = %bb30
  br label %bb34

bb33:                                             ; preds = %bb39
  br label %bb36

bb34:                                             ; preds = %bb32
  br label %bb37

bb37:                                             ; preds = %bb34
  br label %bb40

bb40:                                             ; preds = %bb37
  br label %bb41

bb41:                                             ; preds = %bb40
  br label %bb39

bb39:                                             ; preds = %bb41
  br label %bb33

bb36:                                             ; preds = %bb33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32) #4

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { noinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
