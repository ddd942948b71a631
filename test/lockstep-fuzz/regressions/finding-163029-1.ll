; lockstep-fuzz finding: kernel seed 163029, cf-meld: verifier-failure: Instruction does not dominate all uses! (401 -> 116 instructions)
; reproduce: lockstep-fuzz --check finding-163029-1.ll --launch finding-163029-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-163029-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-163029'
source_filename = "fuzz-163029"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 16
}

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb4:
  ret i32 %1
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb5:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = call i32 @llvm.nvvm.activemask()
  %3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %u, i32 4, i32 31)
  switch i32 %0, label %bb10 [
    i32 3, label %bb12
    i32 2, label %bb13
    i32 0, label %bb14
  ]

bb12:                                             ; preds = %bb5
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %bb15, label %bb16

bb15:                                             ; preds = %bb12
  br i1 false, label %bb18, label %bb19

bb18:                                             ; preds = %bb15
  br label %bb19

bb19:                                             ; preds = %bb18, %bb15
  br label %bb20

bb20:                                             ; preds = %bb21, %bb19
  %5 = phi i32 [ 0, %bb19 ], [ %5, %bb21 ]
  %6 = phi i32 [ %2, %bb19 ], [ %14, %bb21 ]
  br i1 false, label %bb21, label %bb22

bb21:                                             ; preds = %bb20
  %7 = and i32 %6, 255
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = and i32 %3, 255
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = add i32 %1, 2
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %16
  store i32 17, ptr addrspace(1) %17, align 4
  br label %bb20

bb22:                                             ; preds = %bb20
  br label %bb17

bb16:                                             ; preds = %bb12
  br i1 false, label %bb23, label %bb24

bb23:                                             ; preds = %bb16
  br label %bb24

bb24:                                             ; preds = %bb23, %bb16
  %18 = phi i32 [ %0, %bb23 ], [ %0, %bb16 ]
  br label %bb25

bb25:                                             ; preds = %bb26, %bb24
  %19 = phi i32 [ 0, %bb24 ], [ %19, %bb26 ]
  %20 = phi i32 [ %2, %bb24 ], [ %29, %bb26 ]
  %21 = icmp ult i32 %19, %18
  br i1 %21, label %bb26, label %bb27

bb26:                                             ; preds = %bb25
  %22 = and i32 %20, 255
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = and i32 %3, 255
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = add i32 %1, 2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %31
  store i32 17, ptr addrspace(1) %32, align 4
  br label %bb25

bb27:                                             ; preds = %bb25
  br label %bb17

bb17:                                             ; preds = %bb27, %bb22
  br label %bb11

bb13:                                             ; preds = %bb5
  %33 = shl i32 18, 0
  br label %bb11

bb14:                                             ; preds = %bb5
  %34 = icmp slt i32 %3, 0
  br i1 %34, label %bb50, label %bb51

bb50:                                             ; preds = %bb14
  br label %bb55

bb55:                                             ; preds = %bb56, %bb50
  %35 = phi i32 [ 0, %bb50 ], [ %35, %bb56 ]
  %36 = phi i32 [ %2, %bb50 ], [ %45, %bb56 ]
  %37 = icmp ult i32 %35, %0
  br i1 %37, label %bb56, label %bb57

bb56:                                             ; preds = %bb55
  %38 = and i32 %36, 255
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = and i32 %3, 255
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4
  %46 = add i32 %1, 2
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %47
  store i32 17, ptr addrspace(1) %48, align 4
  br label %bb55

bb57:                                             ; preds = %bb55
  br label %bb52

bb51:                                             ; preds = %bb14
  %49 = and i32 %0, 7
  br label %bb60

bb60:                                             ; preds = %bb61, %bb51
  %50 = phi i32 [ 0, %bb51 ], [ %64, %bb61 ]
  %51 = phi i32 [ %2, %bb51 ], [ %60, %bb61 ]
  %52 = icmp ult i32 %50, %49
  br i1 %52, label %bb61, label %bb62

bb61:                                             ; preds = %bb60
  %53 = and i32 %51, 255
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = and i32 %3, 255
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %58
  %60 = load i32, ptr addrspace(1) %59, align 4
  %61 = add i32 %1, 2
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %62
  store i32 17, ptr addrspace(1) %63, align 4
  %64 = add i32 %50, 1
  br label %bb60

bb62:                                             ; preds = %bb60
  br label %bb52

bb52:                                             ; preds = %bb62, %bb57
  br label %bb11

bb10:                                             ; preds = %bb5
  br i1 false, label %bb63, label %bb64

bb63:                                             ; preds = %bb10
  br i1 false, label %bb66, label %bb67

bb66:                                             ; preds = %bb63
  br label %bb67

bb67:                                             ; preds = %bb66, %bb63
  br label %bb68

bb68:                                             ; preds = %bb69, %bb67
  %65 = phi i32 [ 0, %bb67 ], [ %65, %bb69 ]
  br i1 false, label %bb69, label %bb70

bb69:                                             ; preds = %bb68
  br label %bb68

bb70:                                             ; preds = %bb68
  br label %bb65

bb64:                                             ; preds = %bb10
  br i1 false, label %bb71, label %bb72

bb71:                                             ; preds = %bb64
  br label %bb72

bb72:                                             ; preds = %bb71, %bb64
  br label %bb73

bb73:                                             ; preds = %bb74, %bb72
  %66 = phi i32 [ 0, %bb72 ], [ %67, %bb74 ]
  br i1 false, label %bb74, label %bb75

bb74:                                             ; preds = %bb73
  %67 = add i32 %66, 1
  br label %bb73

bb75:                                             ; preds = %bb73
  br label %bb65

bb65:                                             ; preds = %bb75, %bb70
  br label %bb11

bb11:                                             ; preds = %bb65, %bb52, %bb13, %bb17
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
