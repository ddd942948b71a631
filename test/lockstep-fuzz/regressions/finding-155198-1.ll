; lockstep-fuzz finding: kernel seed 155198, cf-meld: verifier-failure: Instruction does not dominate all uses! (380 -> 108 instructions)
; reproduce: lockstep-fuzz --check finding-155198-1.ll --launch finding-155198-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-155198-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-155198'
source_filename = "fuzz-155198"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %0
}

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb1:
  ret i32 %0
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb3

bb3:                                              ; preds = %bb8, %bb2
  %2 = phi i32 [ 0, %bb2 ], [ %2, %bb8 ]
  %3 = phi i32 [ 0, %bb2 ], [ %3, %bb8 ]
  br i1 false, label %bb4, label %bb5

bb4:                                              ; preds = %bb3
  br label %bb6

bb6:                                              ; preds = %bb4
  %4 = call i32 @llvm.nvvm.activemask()
  br label %bb8

bb8:                                              ; preds = %bb6
  br label %bb3

bb5:                                              ; preds = %bb3
  br label %bb9

bb9:                                              ; preds = %bb5
  br label %bb11

bb11:                                             ; preds = %bb9
  br label %bb18

bb18:                                             ; preds = %bb11
  br label %bb21

bb21:                                             ; preds = %bb18
  br label %bb22

bb22:                                             ; preds = %bb21
  br label %bb25

bb25:                                             ; preds = %bb22
  br label %bb26

bb26:                                             ; preds = %bb25
  br label %bb24

bb24:                                             ; preds = %bb26
  br label %bb20

bb20:                                             ; preds = %bb24
  %5 = or i32 %0, 1
  %6 = sdiv i32 0, %5
  switch i32 %6, label %bb34 [
    i32 0, label %bb36
    i32 3, label %bb37
  ]

bb36:                                             ; preds = %bb20
  %7 = icmp ult i32 %0, 34
  br i1 %7, label %bb38, label %bb39

bb38:                                             ; preds = %bb36
  br label %bb41

bb41:                                             ; preds = %bb42, %bb38
  %8 = phi i32 [ 0, %bb38 ], [ %8, %bb42 ]
  %9 = icmp ult i32 %8, 0
  br i1 %9, label %bb42, label %bb43

bb42:                                             ; preds = %bb41
  %10 = and i32 %6, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  br label %bb41

bb43:                                             ; preds = %bb41
  br label %bb40

bb39:                                             ; preds = %bb36
  br label %bb44

bb44:                                             ; preds = %bb45, %bb39
  %14 = phi i32 [ 0, %bb39 ], [ %20, %bb45 ]
  %15 = icmp ult i32 %14, 0
  br i1 %15, label %bb45, label %bb46

bb45:                                             ; preds = %bb44
  %16 = and i32 %0, 255
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = add i32 %14, 1
  br label %bb44

bb46:                                             ; preds = %bb44
  br label %bb40

bb40:                                             ; preds = %bb46, %bb43
  br label %bb35

bb37:                                             ; preds = %bb20
  %21 = zext i32 %6 to i64
  %22 = fcmp olt float 0.000000e+00, -1.750000e+00
  %23 = select i1 %22, float 0.000000e+00, float 0.000000e+00
  %24 = icmp ult i32 %0, 34
  br i1 %24, label %bb47, label %bb48

bb47:                                             ; preds = %bb37
  %25 = add i32 %1, 3
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %26
  store i32 0, ptr addrspace(3) %27, align 4
  %28 = fadd float 0.000000e+00, 6.500000e+00
  %29 = urem i32 0, 48
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %30
  br label %bb50

bb50:                                             ; preds = %bb51, %bb47
  %32 = phi i32 [ 0, %bb47 ], [ %40, %bb51 ]
  %33 = phi i32 [ 38, %bb47 ], [ %39, %bb51 ]
  br i1 false, label %bb51, label %bb52

bb51:                                             ; preds = %bb50
  %34 = and i32 %6, 255
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4
  %38 = icmp eq i32 %0, %32
  %39 = select i1 %38, i32 0, i32 0
  %40 = add i32 %32, 1
  br label %bb50

bb52:                                             ; preds = %bb50
  br label %bb49

bb48:                                             ; preds = %bb37
  %41 = add i32 %1, 3
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %42
  store i32 0, ptr addrspace(3) %43, align 4
  %44 = fmul float 0.000000e+00, 6.500000e+00
  %45 = and i32 0, 7
  br label %bb53

bb53:                                             ; preds = %bb54, %bb48
  %46 = phi i32 [ 0, %bb48 ], [ %55, %bb54 ]
  %47 = phi i32 [ 38, %bb48 ], [ %54, %bb54 ]
  %48 = icmp ult i32 %46, %45
  br i1 %48, label %bb54, label %bb55

bb54:                                             ; preds = %bb53
  %49 = and i32 %0, 255
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %50
  %52 = load i32, ptr addrspace(1) %51, align 4
  %53 = icmp eq i32 0, %46
  %54 = select i1 %53, i32 %46, i32 %6
  %55 = add i32 %46, 1
  br label %bb53

bb55:                                             ; preds = %bb53
  br label %bb49

bb49:                                             ; preds = %bb55, %bb52
  %56 = phi i32 [ %33, %bb52 ], [ %47, %bb55 ]
  %57 = phi i32 [ 0, %bb52 ], [ %47, %bb55 ]
  br label %bb35

bb34:                                             ; preds = %bb20
  %58 = urem i32 %6, 48
  %59 = zext i32 %58 to i64
  br label %bb56

bb56:                                             ; preds = %bb34
  br label %bb59

bb59:                                             ; preds = %bb56
  br label %bb61

bb61:                                             ; preds = %bb59
  br label %bb58

bb58:                                             ; preds = %bb61
  br label %bb35

bb35:                                             ; preds = %bb58, %bb49, %bb40
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
