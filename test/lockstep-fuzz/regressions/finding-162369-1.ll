; lockstep-fuzz finding: kernel seed 162369, cf-meld: verifier-failure: Instruction does not dominate all uses! (826 -> 82 instructions)
; reproduce: lockstep-fuzz --check finding-162369-1.ll --launch finding-162369-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-162369-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 4 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; The no-loss rule (NoLossModel.h) would skip some of these small melds;
; this test is about the melding code, so it turns the rule off.
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-4: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-162369'
source_filename = "fuzz-162369"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb7:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  switch i32 %0, label %bb8 [
    i32 0, label %bb10
    i32 3, label %bb11
    i32 2, label %bb12
  ]

bb10:                                             ; preds = %bb7
  %2 = icmp eq i32 %0, 23
  br i1 %2, label %bb13, label %bb14

bb13:                                             ; preds = %bb10
  br label %bb16

bb16:                                             ; preds = %bb17, %bb13
  %3 = phi i32 [ 0, %bb13 ], [ %3, %bb17 ]
  br i1 false, label %bb17, label %bb18

bb17:                                             ; preds = %bb16
  %4 = add i32 %1, 3
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %5
  store i32 4, ptr addrspace(1) %6, align 4
  %7 = add i32 %1, 0
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %8
  store i32 %0, ptr addrspace(1) %9, align 4
  br label %bb16

bb18:                                             ; preds = %bb16
  br label %bb15

bb14:                                             ; preds = %bb10
  %10 = and i32 %0, 7
  br label %bb25

bb25:                                             ; preds = %bb26, %bb14
  %11 = phi i32 [ 0, %bb14 ], [ %11, %bb26 ]
  %12 = icmp ult i32 %11, %10
  br i1 %12, label %bb26, label %bb27

bb26:                                             ; preds = %bb25
  %13 = add i32 %1, 3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %14
  store i32 4, ptr addrspace(1) %15, align 4
  %16 = add i32 %1, 0
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %17
  store i32 %0, ptr addrspace(1) %18, align 4
  br label %bb25

bb27:                                             ; preds = %bb25
  br label %bb15

bb15:                                             ; preds = %bb27, %bb18
  br label %bb9

bb11:                                             ; preds = %bb7
  %19 = zext i32 %1 to i64
  br label %bb9

bb12:                                             ; preds = %bb7
  %20 = zext i32 %1 to i64
  br label %bb9

bb8:                                              ; preds = %bb7
  %21 = icmp eq i32 %0, 23
  br i1 %21, label %bb82, label %bb83

bb82:                                             ; preds = %bb8
  %22 = fsub float 0.000000e+00, 0.000000e+00
  br label %bb85

bb85:                                             ; preds = %bb86, %bb82
  %23 = phi i32 [ 0, %bb82 ], [ %31, %bb86 ]
  %24 = icmp ult i32 %23, %0
  br i1 %24, label %bb86, label %bb87

bb86:                                             ; preds = %bb85
  %25 = add i32 %1, 3
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %26
  store i32 4, ptr addrspace(1) %27, align 4
  %28 = add i32 %1, 0
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %29
  store i32 %0, ptr addrspace(1) %30, align 4
  %31 = add i32 %23, 1
  br label %bb85

bb87:                                             ; preds = %bb85
  br label %bb84

bb83:                                             ; preds = %bb8
  br label %bb88

bb88:                                             ; preds = %bb89, %bb83
  %32 = phi i32 [ 0, %bb83 ], [ %32, %bb89 ]
  %33 = phi i32 [ -3, %bb83 ], [ %33, %bb89 ]
  br i1 false, label %bb89, label %bb90

bb89:                                             ; preds = %bb88
  br label %bb88

bb90:                                             ; preds = %bb88
  br label %bb91

bb91:                                             ; preds = %bb92, %bb90
  %34 = phi i32 [ 0, %bb90 ], [ %42, %bb92 ]
  %35 = icmp ult i32 %34, %0
  br i1 %35, label %bb92, label %bb93

bb92:                                             ; preds = %bb91
  %36 = add i32 %1, 3
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %37
  store i32 4, ptr addrspace(1) %38, align 4
  %39 = add i32 %1, 0
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %40
  store i32 %0, ptr addrspace(1) %41, align 4
  %42 = add i32 %34, 1
  br label %bb91

bb93:                                             ; preds = %bb91
  br label %bb84

bb84:                                             ; preds = %bb93, %bb87
  br label %bb9

bb9:                                              ; preds = %bb84, %bb12, %bb11, %bb15
  %43 = call i32 @llvm.nvvm.activemask()
  %44 = call i32 @llvm.nvvm.activemask()
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
