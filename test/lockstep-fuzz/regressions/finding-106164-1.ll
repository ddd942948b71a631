; lockstep-fuzz finding: kernel seed 106164, cf-meld: verifier-failure: Instruction does not dominate all uses! (592 -> 81 instructions)
; reproduce: lockstep-fuzz --check finding-106164-1.ll --launch finding-106164-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-106164-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 4 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-4: remark: {{.*}}melded {{.*}}subgraphs
; cf-meld bug (shared-block duplication inside a melded region):
; processRegion duplicates the shared blocks of a region again and again
; (blocks named meld.meld.bb77.bb86.meld.bb95.bb104.path2.path2.... with
; 100+ ".path2" suffixes, until the iteration bound), and the copies get
; phis whose incoming value from meld.meld.bb78.bb87.meld.bb96.bb105 is the
; phi itself ("%1499 = phi i1 [ %1499, %meld.meld.bb78... ]"): "Instruction
; does not dominate all uses!". lockstep-fuzz --check ... --dump-transformed
; out.ll writes the invalid result.
; ModuleID = 'fuzz-106164'
source_filename = "fuzz-106164"
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
bb5:
  ret i32 15
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb14:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = call i32 @llvm.nvvm.activemask()
  %3 = call i32 @llvm.nvvm.activemask()
  switch i32 %2, label %bb48 [
    i32 2, label %bb50
    i32 1, label %bb51
    i32 3, label %bb52
  ]

bb50:                                             ; preds = %bb14
  br i1 false, label %bb53, label %bb54

bb53:                                             ; preds = %bb50
  br label %bb59

bb59:                                             ; preds = %bb60, %bb53
  %4 = phi i32 [ 0, %bb53 ], [ %4, %bb60 ]
  br i1 false, label %bb60, label %bb61

bb60:                                             ; preds = %bb59
  br label %bb59

bb61:                                             ; preds = %bb59
  br label %bb55

bb54:                                             ; preds = %bb50
  br label %bb68

bb68:                                             ; preds = %bb69, %bb54
  %5 = phi i32 [ 0, %bb54 ], [ %5, %bb69 ]
  br i1 false, label %bb69, label %bb70

bb69:                                             ; preds = %bb68
  br label %bb68

bb70:                                             ; preds = %bb68
  br label %bb55

bb55:                                             ; preds = %bb70, %bb61
  %6 = fcmp olt float 0.000000e+00, 0.000000e+00
  br label %bb49

bb51:                                             ; preds = %bb14
  %7 = icmp ne i32 %2, -6
  br i1 %7, label %bb71, label %bb72

bb71:                                             ; preds = %bb51
  br label %bb77

bb77:                                             ; preds = %bb78, %bb71
  %8 = phi i32 [ 0, %bb71 ], [ %8, %bb78 ]
  %9 = icmp ult i32 %8, %0
  br i1 %9, label %bb78, label %bb79

bb78:                                             ; preds = %bb77
  %10 = add i32 %1, 1
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  br label %bb77

bb79:                                             ; preds = %bb77
  br label %bb73

bb72:                                             ; preds = %bb51
  br label %bb86

bb86:                                             ; preds = %bb87, %bb72
  %14 = phi i32 [ 0, %bb72 ], [ %14, %bb87 ]
  %15 = icmp ult i32 %14, 0
  br i1 %15, label %bb87, label %bb88

bb87:                                             ; preds = %bb86
  %16 = add i32 %1, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  br label %bb86

bb88:                                             ; preds = %bb86
  br label %bb73

bb73:                                             ; preds = %bb88, %bb79
  %20 = add i32 %1, 0
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %21
  br label %bb49

bb52:                                             ; preds = %bb14
  %23 = icmp ne i32 %2, -6
  br i1 %23, label %bb89, label %bb90

bb89:                                             ; preds = %bb52
  br label %bb95

bb95:                                             ; preds = %bb96, %bb89
  %24 = phi i32 [ 0, %bb89 ], [ %24, %bb96 ]
  %25 = phi i32 [ 27, %bb89 ], [ 0, %bb96 ]
  br i1 false, label %bb96, label %bb97

bb96:                                             ; preds = %bb95
  %26 = add i32 %1, 1
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  br label %bb95

bb97:                                             ; preds = %bb95
  br label %bb91

bb90:                                             ; preds = %bb52
  br i1 false, label %bb101, label %bb102

bb101:                                            ; preds = %bb90
  br label %bb103

bb102:                                            ; preds = %bb90
  br label %bb103

bb103:                                            ; preds = %bb102, %bb101
  %30 = and i32 0, 7
  br label %bb104

bb104:                                            ; preds = %bb105, %bb103
  %31 = phi i32 [ 0, %bb103 ], [ %31, %bb105 ]
  %32 = phi i32 [ 27, %bb103 ], [ 0, %bb105 ]
  %33 = icmp ult i32 %31, %30
  br i1 %33, label %bb105, label %bb106

bb105:                                            ; preds = %bb104
  %34 = add i32 %1, 1
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4
  br label %bb104

bb106:                                            ; preds = %bb104
  br label %bb91

bb91:                                             ; preds = %bb106, %bb97
  %38 = add i32 %1, 0
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %39
  br label %bb49

bb48:                                             ; preds = %bb14
  %41 = zext i32 %1 to i64
  br label %bb49

bb49:                                             ; preds = %bb48, %bb91, %bb73, %bb55
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
