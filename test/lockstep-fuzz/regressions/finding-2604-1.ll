; lockstep-fuzz finding: kernel seed 2604, cf-meld: mismatch: buffer 'fout' differs at element 0 (f32): 1.25 before, 0.00 after (514 -> 89 instructions)
; reproduce: lockstep-fuzz --check finding-2604-1.ll --launch finding-2604-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-2604-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; Status: passes with cf-meld as of 2026-11-22 06:00 (bottom-up region order,
; no-gain pairs skipped); kept as a regression test. Diagnosis when found:
; cf-meld bug (switch melding): a 4-way divergent switch whose cases are
; melded pairwise (case 2 with default, case 1 with case 3) rebuilds the
; exit phi with selects on "sel == 1" and "sel == 2" only; lanes with
; sel == 3 fall through to the default/case-2 value (poison on their
; edge, 0.0 in lockstep-sim) instead of their own case-3 value.
; ModuleID = 'fuzz-2604'
source_filename = "fuzz-2604"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
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
  %2 = add i32 %1, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [128 x i32], ptr addrspace(3) @shp, i64 0, i64 %3
  %5 = add i32 0, 3
  store i32 %5, ptr addrspace(3) %4, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = call i32 @llvm.nvvm.activemask()
  %7 = add i32 %1, 3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [128 x i32], ptr addrspace(3) @shp, i64 0, i64 %8
  %10 = load i32, ptr addrspace(3) %9, align 4
  %11 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 30
  %12 = load float, ptr addrspace(1) %11, align 4
  switch i32 %10, label %bb28 [
    i32 2, label %bb30
    i32 3, label %bb31
    i32 1, label %bb32
  ]

bb30:                                             ; preds = %bb2
  %13 = icmp sgt i32 0, 24
  br i1 %13, label %bb33, label %bb35

bb33:                                             ; preds = %bb30
  %14 = icmp ule i32 %10, %0
  br i1 %14, label %bb34, label %bb35

bb34:                                             ; preds = %bb33
  br i1 false, label %bb44, label %bb45

bb44:                                             ; preds = %bb34
  br label %bb46

bb45:                                             ; preds = %bb34
  %15 = zext i32 %1 to i64
  br label %bb46

bb46:                                             ; preds = %bb45, %bb44
  %16 = phi float [ 0.000000e+00, %bb44 ], [ 0.000000e+00, %bb45 ]
  br label %bb36

bb35:                                             ; preds = %bb33, %bb30
  %17 = icmp ule i32 -1, 28
  br i1 %17, label %bb47, label %bb48

bb47:                                             ; preds = %bb35
  %18 = zext i32 %1 to i64
  br label %bb48

bb48:                                             ; preds = %bb47, %bb35
  %19 = zext i32 %1 to i64
  br label %bb36

bb36:                                             ; preds = %bb48, %bb46
  %20 = phi float [ %16, %bb46 ], [ %12, %bb48 ]
  %21 = add i32 %1, 1
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %22
  store i32 35, ptr addrspace(1) %23, align 4
  br label %bb29

bb31:                                             ; preds = %bb2
  br i1 false, label %bb60, label %bb61

bb60:                                             ; preds = %bb31
  %24 = fmul float %12, %12
  br label %bb62

bb61:                                             ; preds = %bb31
  %25 = zext i32 %1 to i64
  br label %bb62

bb62:                                             ; preds = %bb61, %bb60
  %26 = phi float [ %24, %bb60 ], [ %12, %bb61 ]
  %27 = add i32 %1, 1
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %28
  store i32 35, ptr addrspace(1) %29, align 4
  br label %bb29

bb32:                                             ; preds = %bb2
  br i1 false, label %bb76, label %bb77

bb76:                                             ; preds = %bb32
  %30 = zext i32 %1 to i64
  br label %bb78

bb77:                                             ; preds = %bb32
  %31 = add i32 %1, 2
  br label %bb78

bb78:                                             ; preds = %bb77, %bb76
  %32 = phi float [ %12, %bb76 ], [ %12, %bb77 ]
  %33 = add i32 %1, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %34
  store i32 35, ptr addrspace(1) %35, align 4
  br label %bb29

bb28:                                             ; preds = %bb2
  %36 = icmp sgt i32 0, 24
  br i1 %36, label %bb79, label %bb81

bb79:                                             ; preds = %bb28
  %37 = icmp ule i32 %10, %0
  br i1 %37, label %bb80, label %bb81

bb80:                                             ; preds = %bb79
  br i1 false, label %bb87, label %bb88

bb87:                                             ; preds = %bb80
  br label %bb89

bb88:                                             ; preds = %bb80
  %38 = zext i32 %1 to i64
  br label %bb89

bb89:                                             ; preds = %bb88, %bb87
  %39 = phi float [ 0.000000e+00, %bb87 ], [ %12, %bb88 ]
  br label %bb82

bb81:                                             ; preds = %bb79, %bb28
  %40 = icmp ule i32 -1, 28
  br i1 %40, label %bb90, label %bb91

bb90:                                             ; preds = %bb81
  %41 = zext i32 %1 to i64
  br label %bb91

bb91:                                             ; preds = %bb90, %bb81
  %42 = zext i32 %1 to i64
  br label %bb82

bb82:                                             ; preds = %bb91, %bb89
  %43 = phi float [ %39, %bb89 ], [ %12, %bb91 ]
  %44 = add i32 %1, 1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %45
  store i32 35, ptr addrspace(1) %46, align 4
  br label %bb29

bb29:                                             ; preds = %bb82, %bb78, %bb62, %bb36
  %47 = phi float [ %20, %bb36 ], [ %26, %bb62 ], [ %32, %bb78 ], [ %43, %bb82 ]
  %48 = zext i32 %1 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %48
  store float %47, ptr addrspace(1) %49, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
