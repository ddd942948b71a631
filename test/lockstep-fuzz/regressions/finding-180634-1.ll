; lockstep-fuzz finding: kernel seed 180634, cf-meld: verifier-failure: Instruction does not dominate all uses! (192 -> 55 instructions)
; reproduce: lockstep-fuzz --check finding-180634-1.ll --launch finding-180634-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-180634-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 2 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-2: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-180634'
source_filename = "fuzz-180634"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb4:
  ret i32 6
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb8:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = call i32 @llvm.nvvm.activemask()
  %3 = add i32 %1, 1
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [128 x i32], ptr addrspace(3) @shp, i64 0, i64 %4
  %6 = load i32, ptr addrspace(3) %5, align 4
  %7 = and i32 %6, 255
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = mul i32 10, %10
  switch i32 %11, label %bb9 [
    i32 2, label %bb11
    i32 1, label %bb12
    i32 3, label %bb13
  ]

bb11:                                             ; preds = %bb8
  %12 = icmp sge i32 %2, 37
  br i1 %12, label %bb14, label %bb15

bb14:                                             ; preds = %bb11
  br i1 false, label %bb16, label %bb17

bb16:                                             ; preds = %bb14
  br label %bb18

bb17:                                             ; preds = %bb14
  %13 = and i32 %10, 255
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = add i32 %1, 0
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %18
  br label %bb18

bb18:                                             ; preds = %bb17, %bb16
  %20 = phi i32 [ 14, %bb16 ], [ %6, %bb17 ]
  br label %bb15

bb15:                                             ; preds = %bb18, %bb11
  %21 = phi i32 [ %20, %bb18 ], [ %11, %bb11 ]
  br label %bb10

bb12:                                             ; preds = %bb8
  %22 = and i32 0, 255
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  br label %bb10

bb13:                                             ; preds = %bb8
  %26 = zext i32 0 to i64
  br label %bb10

bb9:                                              ; preds = %bb8
  br i1 false, label %bb25, label %bb26

bb25:                                             ; preds = %bb9
  br i1 false, label %bb27, label %bb28

bb27:                                             ; preds = %bb25
  br label %bb29

bb28:                                             ; preds = %bb25
  %27 = add i32 %1, 0
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %28
  br label %bb29

bb29:                                             ; preds = %bb28, %bb27
  %30 = phi i32 [ 14, %bb27 ], [ %6, %bb28 ]
  br label %bb26

bb26:                                             ; preds = %bb29, %bb9
  %31 = phi i32 [ %30, %bb29 ], [ %11, %bb9 ]
  br label %bb10

bb10:                                             ; preds = %bb26, %bb13, %bb12, %bb15
  %32 = phi i32 [ %21, %bb15 ], [ %25, %bb12 ], [ 0, %bb13 ], [ %31, %bb26 ]
  %33 = zext i32 %1 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %33
  store i32 %32, ptr addrspace(1) %34, align 4
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
