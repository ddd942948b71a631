; lockstep-fuzz finding: kernel seed 163313, cf-meld: verifier-failure: Instruction does not dominate all uses! (731 -> 69 instructions)
; reproduce: lockstep-fuzz --check finding-163313-1.ll --launch finding-163313-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-163313-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-163313'
source_filename = "fuzz-163313"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb3:
  ret i32 31
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = zext i32 %0 to i64
  %2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %1
  %3 = load i32, ptr addrspace(1) %2, align 4
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = bitcast float %6 to i32
  %8 = and i32 26, %3
  switch i32 %7, label %bb77 [
    i32 0, label %bb79
    i32 1, label %bb80
  ]

bb79:                                             ; preds = %bb9
  %9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 29
  br label %bb78

bb80:                                             ; preds = %bb9
  %10 = icmp sge i32 %0, 6
  br i1 %10, label %bb96, label %bb97

bb96:                                             ; preds = %bb80
  br label %bb99

bb99:                                             ; preds = %bb100, %bb96
  %11 = phi i32 [ 0, %bb96 ], [ %11, %bb100 ]
  %12 = phi i32 [ 30, %bb96 ], [ %17, %bb100 ]
  %13 = icmp ult i32 %11, %u
  br i1 %13, label %bb100, label %bb101

bb100:                                            ; preds = %bb99
  %14 = and i32 %12, 255
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  br label %bb99

bb101:                                            ; preds = %bb99
  br label %bb98

bb97:                                             ; preds = %bb80
  br label %bb105

bb105:                                            ; preds = %bb106, %bb97
  %18 = phi i32 [ 0, %bb97 ], [ %18, %bb106 ]
  %19 = phi i32 [ %8, %bb97 ], [ %23, %bb106 ]
  br i1 false, label %bb106, label %bb107

bb106:                                            ; preds = %bb105
  %20 = and i32 %19, 255
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  br label %bb105

bb107:                                            ; preds = %bb105
  br label %bb98

bb98:                                             ; preds = %bb107, %bb101
  %24 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 29
  %25 = load i32, ptr addrspace(1) %24, align 4
  br label %bb78

bb77:                                             ; preds = %bb9
  %26 = icmp sge i32 %8, 6
  br i1 %26, label %bb111, label %bb112

bb111:                                            ; preds = %bb77
  %27 = and i32 26, 7
  br label %bb117

bb117:                                            ; preds = %bb118, %bb111
  %28 = phi i32 [ 0, %bb111 ], [ %35, %bb118 ]
  %29 = phi i32 [ 30, %bb111 ], [ %34, %bb118 ]
  %30 = icmp ult i32 %28, %27
  br i1 %30, label %bb118, label %bb119

bb118:                                            ; preds = %bb117
  %31 = and i32 %29, 255
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = add i32 %28, 1
  br label %bb117

bb119:                                            ; preds = %bb117
  br label %bb113

bb112:                                            ; preds = %bb77
  br label %bb126

bb126:                                            ; preds = %bb127, %bb112
  %36 = phi i32 [ 0, %bb112 ], [ %36, %bb127 ]
  %37 = phi i32 [ 26, %bb112 ], [ %42, %bb127 ]
  %38 = icmp ult i32 %36, 0
  br i1 %38, label %bb127, label %bb128

bb127:                                            ; preds = %bb126
  %39 = and i32 %37, 255
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4
  br label %bb126

bb128:                                            ; preds = %bb126
  br label %bb113

bb113:                                            ; preds = %bb128, %bb119
  br label %bb78

bb78:                                             ; preds = %bb113, %bb98, %bb79
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
