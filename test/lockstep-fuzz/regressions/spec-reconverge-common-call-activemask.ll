; lockstep-fuzz finding (seed 7151), spec-reconverge<auto;min-ratio=0>:
; mismatch under ipdom. The automatic common-call funnel moved the
; post-dominator of a branch before the calls, so an activemask after the
; calls (outside the region) saw other lanes. Fixed: the common call is
; skipped when the code reachable from the prediction holds a convergent
; operation (the funnel changes reconvergence there, not only in the
; region); the remark says why.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-common-call-activemask.json \
; RUN:   --passes 'spec-reconverge<auto;min-ratio=0>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge<auto;min-ratio=0>: ok
; RUN: %opt -passes='spec-reconverge<auto;min-ratio=0>' -pass-remarks-missed=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}common call: the code after the prediction or the callee holds the convergent operation 'llvm.nvvm.activemask'
; ModuleID = 'fuzz-7151'
source_filename = "fuzz-7151"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb0
  br label %bb3

bb3:                                              ; preds = %bb1
  ret i32 %0
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb10

bb10:                                             ; preds = %bb9
  br label %bb12

bb12:                                             ; preds = %bb10
  %5 = add i32 %1, 0
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %6
  store i32 %4, ptr addrspace(1) %7, align 4
  br label %bb14

bb14:                                             ; preds = %bb12
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb17

bb17:                                             ; preds = %bb15
  br label %bb11

bb11:                                             ; preds = %bb17
  br label %bb18

bb18:                                             ; preds = %bb11
  %8 = add i32 %1, 0
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  br label %bb19

bb19:                                             ; preds = %bb18
  %12 = mul i32 19, %11
  %13 = icmp sle i32 %12, -4
  br i1 %13, label %bb30, label %bb31

bb30:                                             ; preds = %bb19
  br label %bb33

bb33:                                             ; preds = %bb30
  br label %bb36

bb36:                                             ; preds = %bb33
  br label %bb37

bb37:                                             ; preds = %bb36
  br label %bb35

bb35:                                             ; preds = %bb37
  br label %bb44

bb44:                                             ; preds = %bb35
  br label %bb46

bb46:                                             ; preds = %bb44
  %14 = call i32 @dev0(i32 %11, i32 0)
  br label %bb47

bb47:                                             ; preds = %bb46
  %15 = call i32 @llvm.nvvm.activemask()
  br label %bb49

bb49:                                             ; preds = %bb47
  br label %bb32

bb31:                                             ; preds = %bb19
  %16 = icmp ule i32 %11, 13
  br i1 %16, label %bb50, label %bb51

bb50:                                             ; preds = %bb31
  %17 = call i32 @dev0(i32 34, i32 13)
  br label %bb53

bb53:                                             ; preds = %bb50
  br label %bb54

bb54:                                             ; preds = %bb53
  br label %bb52

bb51:                                             ; preds = %bb31
  br label %bb57

bb57:                                             ; preds = %bb51
  br label %bb58

bb58:                                             ; preds = %bb57
  br label %bb52

bb52:                                             ; preds = %bb58, %bb54
  br label %bb61

bb61:                                             ; preds = %bb52
  br label %bb63

bb63:                                             ; preds = %bb61
  br label %bb64

bb64:                                             ; preds = %bb63
  %18 = call i32 @llvm.nvvm.activemask()
  br label %bb66

bb66:                                             ; preds = %bb64
  br label %bb67

bb67:                                             ; preds = %bb66
  %19 = call i32 @llvm.nvvm.activemask()
  br label %bb69

bb69:                                             ; preds = %bb67
  br label %bb32

bb32:                                             ; preds = %bb69, %bb49
  %20 = phi i32 [ %15, %bb49 ], [ %19, %bb69 ]
  %21 = zext i32 %1 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %21
  store i32 %20, ptr addrspace(1) %22, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
