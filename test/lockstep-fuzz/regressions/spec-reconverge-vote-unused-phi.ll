; lockstep-fuzz finding (seed 1, kernel 130), spec-reconverge<auto;
; min-ratio=0;lower=vote>: crash (segfault in PromoteMemToReg). The loop
; holds an unused phi; DemotePHIToStack erases an unused value and returns
; no slot, which went into the list of slots to promote. Fixed in
; StackSlots.cpp.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-vote-unused-phi.json \
; RUN:   --passes 'spec-reconverge<auto;min-ratio=0;lower=vote>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge<auto;min-ratio=0;lower=vote>: ok (transformed)
; RUN: %opt -passes='spec-reconverge<auto;min-ratio=0;lower=vote>' -pass-remarks=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}iteration-delay: iteration-delay lowered with warp votes
; ModuleID = 'fuzz-130'
source_filename = "fuzz-130"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb0
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb3

bb3:                                              ; preds = %bb4, %bb2
  %2 = phi i32 [ 0, %bb2 ], [ %2, %bb4 ]
  %3 = phi i32 [ %1, %bb2 ], [ %3, %bb4 ]
  br label %bb4

bb4:                                              ; preds = %bb3
  br label %bb3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb6:
  br label %bb7

bb7:                                              ; preds = %bb6
  br label %bb9

bb9:                                              ; preds = %bb7
  br label %bb10

bb10:                                             ; preds = %bb9
  br label %bb11

bb11:                                             ; preds = %bb10
  br label %bb13

bb13:                                             ; preds = %bb11
  ret i32 35
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb14:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb17

bb17:                                             ; preds = %bb15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb18

bb18:                                             ; preds = %bb17
  br label %bb19

bb19:                                             ; preds = %bb18
  br label %bb23

bb23:                                             ; preds = %bb19
  br label %bb28

bb28:                                             ; preds = %bb23
  br label %bb57

bb57:                                             ; preds = %bb64, %bb28
  %2 = phi i32 [ 0, %bb28 ], [ %2, %bb64 ]
  br i1 false, label %bb58, label %bb59

bb58:                                             ; preds = %bb57
  br label %bb60

bb60:                                             ; preds = %bb58
  %3 = add i32 %1, 0
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %4
  %6 = load i32, ptr addrspace(3) %5, align 4
  br label %bb62

bb62:                                             ; preds = %bb60
  %7 = icmp ult i32 %6, 25
  br i1 %7, label %bb63, label %bb64

bb63:                                             ; preds = %bb62
  br label %bb64

bb64:                                             ; preds = %bb63, %bb62
  %8 = phi i32 [ 20, %bb63 ], [ 0, %bb62 ]
  br label %bb57

bb59:                                             ; preds = %bb57
  br label %bb65

bb65:                                             ; preds = %bb59
  br label %bb67

bb67:                                             ; preds = %bb65
  br label %bb68

bb68:                                             ; preds = %bb67
  br label %bb66

bb66:                                             ; preds = %bb68
  br label %bb29

bb29:                                             ; preds = %bb66
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
