; lockstep-fuzz finding: kernel seed 19208436 (session-19 campaign with
; -cf-meld-version-on-vote=always, cf-meld at vectorizer-start): "step check
; failed: Instruction does not dominate all uses!". The first round melded
; and versioned the final diamond; the next round melded a block-region pair
; whose sides hold loops, judged by MP_S without the no-loss estimate, and
; the stale "version this region" flag of the first round versioned a region
; with loops, which versioning must never take. Since the fix the flag is
; reset for every pair and a block-region pair is never versioned.
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-version-stale.json --passes cf-meld --placement none,vectorizer-start,optimizer-last -cf-meld-version-on-vote=always | FileCheck %s
; CHECK: cf-meld: ok
; CHECK: cf-meld@vectorizer-start: ok (transformed)
; CHECK: cf-meld@optimizer-last: ok (transformed)
source_filename = "fuzz-19208436"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  %2 = add i32 %1, %0
  ret i32 %2
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = and i32 %4, 7
  br label %bb16

bb16:                                             ; preds = %bb25, %bb9
  %6 = phi i32 [ 0, %bb9 ], [ %30, %bb25 ]
  %7 = phi i32 [ %4, %bb9 ], [ %29, %bb25 ]
  %8 = icmp ult i32 %6, %5
  br i1 %8, label %bb17, label %bb18

bb17:                                             ; preds = %bb16
  %9 = icmp sge i32 %6, %7
  br i1 %9, label %bb23, label %bb24

bb23:                                             ; preds = %bb17
  br label %bb26

bb26:                                             ; preds = %bb31, %bb23
  %10 = phi i32 [ 0, %bb23 ], [ %19, %bb31 ]
  %11 = phi i32 [ %4, %bb23 ], [ %18, %bb31 ]
  %12 = icmp ult i32 %10, %0
  br i1 %12, label %bb27, label %bb28

bb27:                                             ; preds = %bb26
  %13 = and i32 %4, 255
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = icmp sgt i32 %11, 23
  br i1 %17, label %bb29, label %bb30

bb29:                                             ; preds = %bb27
  br label %bb31

bb30:                                             ; preds = %bb27
  br label %bb31

bb31:                                             ; preds = %bb30, %bb29
  %18 = phi i32 [ %16, %bb30 ], [ %10, %bb29 ]
  %19 = add i32 %10, 1
  br label %bb26

bb28:                                             ; preds = %bb26
  br label %bb25

bb24:                                             ; preds = %bb17
  %20 = and i32 %4, 7
  br label %bb34

bb34:                                             ; preds = %bb35, %bb24
  %21 = phi i32 [ 0, %bb24 ], [ %28, %bb35 ]
  %22 = phi i32 [ -6, %bb24 ], [ %27, %bb35 ]
  %23 = icmp ult i32 %21, %20
  br i1 %23, label %bb35, label %bb36

bb35:                                             ; preds = %bb34
  %24 = add i32 %1, 1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = add i32 %21, 1
  br label %bb34

bb36:                                             ; preds = %bb34
  br label %bb25

bb25:                                             ; preds = %bb36, %bb28
  %29 = phi i32 [ %11, %bb28 ], [ %22, %bb36 ]
  %30 = add i32 %6, 1
  br label %bb16

bb18:                                             ; preds = %bb16
  %31 = call i32 @dev0(i32 0, i32 %0)
  %32 = and i32 %0, 255
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = and i32 %31, %7
  %37 = icmp ne i32 %35, 38
  br i1 %37, label %bb46, label %bb47

bb46:                                             ; preds = %bb18
  %38 = icmp ult i32 %35, %36
  br i1 %38, label %bb49, label %bb50

bb49:                                             ; preds = %bb46
  br label %bb50

bb50:                                             ; preds = %bb49, %bb46
  %39 = phi i32 [ 16, %bb49 ], [ %35, %bb46 ]
  br label %bb48

bb47:                                             ; preds = %bb18
  %40 = call i32 @dev0(i32 7, i32 25)
  br label %bb48

bb48:                                             ; preds = %bb47, %bb50
  %41 = phi i32 [ %39, %bb50 ], [ %40, %bb47 ]
  %42 = zext i32 %1 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
