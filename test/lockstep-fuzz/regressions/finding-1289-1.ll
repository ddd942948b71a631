; lockstep-fuzz finding: kernel seed 1289, cf-meld: mismatch: buffer 'fout' differs at element 36 (f32): -1.75 before, 0.00 after (834 -> 138 instructions)
; reproduce: lockstep-fuzz --check finding-1289-1.ll --launch finding-1289-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-1289-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 4 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-4: remark: {{.*}}melded {{.*}}subgraphs
; Status: passes with cf-meld as of 2026-11-22 06:00 (bottom-up region order,
; no-gain pairs skipped); kept as a regression test. Diagnosis when found:
; cf-meld bug (switch melding, as finding-2604-1): a lane of one switch
; case gets the other melded case's value (0.0) in fout; the finding
; disappears when dead instructions are removed, so keep them.
; ModuleID = 'fuzz-1289'
source_filename = "fuzz-1289"
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
bb1:
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb5

bb5:                                              ; preds = %bb2
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb4

bb4:                                              ; preds = %bb6
  br label %bb10

bb10:                                             ; preds = %bb4
  br label %bb12

bb12:                                             ; preds = %bb10
  br label %bb13

bb13:                                             ; preds = %bb12
  br label %bb15

bb15:                                             ; preds = %bb13
  br label %bb16

bb16:                                             ; preds = %bb17, %bb15
  %2 = phi i32 [ 0, %bb15 ], [ %2, %bb17 ]
  br label %bb17

bb17:                                             ; preds = %bb16
  br label %bb16
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb19:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb21

bb21:                                             ; preds = %bb19
  %5 = call i32 @llvm.nvvm.activemask()
  br label %bb22

bb22:                                             ; preds = %bb21
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb25

bb25:                                             ; preds = %bb23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb26

bb26:                                             ; preds = %bb25
  br label %bb27

bb27:                                             ; preds = %bb26
  br label %bb33

bb33:                                             ; preds = %bb27
  switch i32 %4, label %bb35 [
    i32 2, label %bb37
    i32 1, label %bb38
    i32 0, label %bb39
  ]

bb37:                                             ; preds = %bb33
  %6 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 5
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = and i32 %5, 3
  switch i32 %8, label %bb40 [
    i32 3, label %bb42
    i32 1, label %bb43
    i32 2, label %bb44
  ]

bb42:                                             ; preds = %bb37
  %9 = add i32 %1, 0
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %10
  store float 3.750000e+00, ptr addrspace(1) %11, align 4
  %12 = xor i32 %0, 0
  br label %bb41

bb43:                                             ; preds = %bb37
  %13 = add i32 %1, 0
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %14
  store float 3.750000e+00, ptr addrspace(1) %15, align 4
  %16 = add i32 %0, 0
  br label %bb41

bb44:                                             ; preds = %bb37
  %17 = fdiv float %7, 0.000000e+00
  br label %bb41

bb40:                                             ; preds = %bb37
  %18 = and i32 0, %4
  br label %bb41

bb41:                                             ; preds = %bb40, %bb44, %bb43, %bb42
  %19 = add i32 %1, 0
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %20
  store float 0.000000e+00, ptr addrspace(1) %21, align 4
  br i1 false, label %bb45, label %bb46

bb45:                                             ; preds = %bb41
  br label %bb47

bb46:                                             ; preds = %bb41
  %22 = and i32 %5, 255
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = and i32 %0, 255
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  br label %bb47

bb47:                                             ; preds = %bb46, %bb45
  %30 = phi float [ -1.750000e+00, %bb45 ], [ -1.750000e+00, %bb46 ]
  br label %bb36

bb38:                                             ; preds = %bb33
  br label %bb48

bb48:                                             ; preds = %bb38
  %31 = and i32 0, %4
  br label %bb49

bb49:                                             ; preds = %bb48
  %32 = add i32 %1, 0
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %33
  store float 0.000000e+00, ptr addrspace(1) %34, align 4
  %35 = icmp sgt i32 %5, 23
  br i1 %35, label %bb53, label %bb54

bb53:                                             ; preds = %bb49
  %36 = and i32 %5, 255
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = and i32 %0, 255
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  br label %bb55

bb54:                                             ; preds = %bb49
  %44 = and i32 %5, 255
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = and i32 %0, 255
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4
  br label %bb55

bb55:                                             ; preds = %bb54, %bb53
  %52 = phi float [ -1.750000e+00, %bb53 ], [ -1.750000e+00, %bb54 ]
  br label %bb36

bb39:                                             ; preds = %bb33
  br label %bb56

bb56:                                             ; preds = %bb39
  %53 = call i32 @llvm.smax.i32(i32 -8, i32 %0)
  br label %bb58

bb58:                                             ; preds = %bb56
  br label %bb59

bb59:                                             ; preds = %bb58
  br label %bb62

bb62:                                             ; preds = %bb59
  br label %bb63

bb63:                                             ; preds = %bb62
  br label %bb61

bb61:                                             ; preds = %bb63
  br label %bb36

bb35:                                             ; preds = %bb33
  %54 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 5
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = and i32 %5, 3
  switch i32 %56, label %bb66 [
    i32 3, label %bb68
    i32 1, label %bb69
    i32 2, label %bb70
  ]

bb68:                                             ; preds = %bb35
  %57 = add i32 %1, 0
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %58
  store float 3.750000e+00, ptr addrspace(1) %59, align 4
  %60 = xor i32 %0, 0
  br label %bb67

bb69:                                             ; preds = %bb35
  %61 = add i32 %1, 0
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %62
  store float 3.750000e+00, ptr addrspace(1) %63, align 4
  %64 = add i32 %0, 0
  br label %bb67

bb70:                                             ; preds = %bb35
  %65 = fdiv float %55, 0.000000e+00
  br label %bb67

bb66:                                             ; preds = %bb35
  %66 = and i32 0, %4
  br label %bb67

bb67:                                             ; preds = %bb66, %bb70, %bb69, %bb68
  %67 = phi float [ %55, %bb68 ], [ %55, %bb69 ], [ %65, %bb70 ], [ %55, %bb66 ]
  %68 = add i32 %1, 0
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %69
  store float 0.000000e+00, ptr addrspace(1) %70, align 4
  br label %bb36

bb36:                                             ; preds = %bb67, %bb61, %bb55, %bb47
  %71 = phi float [ %30, %bb47 ], [ %52, %bb55 ], [ 0.000000e+00, %bb61 ], [ %67, %bb67 ]
  br label %bb71

bb71:                                             ; preds = %bb36
  br label %bb73

bb73:                                             ; preds = %bb71
  br label %bb32

bb32:                                             ; preds = %bb73
  %72 = zext i32 %1 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %72
  store float %71, ptr addrspace(1) %73, align 4
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
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
