; lockstep-fuzz finding: kernel seed 185161, cf-meld: verifier-failure: Instruction does not dominate all uses! (684 -> 67 instructions)
; reproduce: lockstep-fuzz --check finding-185161-1.ll --launch finding-185161-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-185161-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 5 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-5: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-185161'
source_filename = "fuzz-185161"
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
  ret i32 9
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb13:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = call i32 @dev1(i32 0, i32 0)
  switch i32 %2, label %bb67 [
    i32 2, label %bb69
    i32 0, label %bb70
    i32 1, label %bb71
  ]

bb69:                                             ; preds = %bb13
  %3 = icmp ult i32 0, %2
  br label %bb68

bb70:                                             ; preds = %bb13
  %4 = icmp ne i32 %2, 0
  br i1 %4, label %bb89, label %bb90

bb89:                                             ; preds = %bb70
  br label %bb96

bb96:                                             ; preds = %bb97, %bb89
  %5 = phi i32 [ 0, %bb89 ], [ %11, %bb97 ]
  %6 = icmp ult i32 %5, %2
  br i1 %6, label %bb97, label %bb98

bb97:                                             ; preds = %bb96
  %7 = add i32 %1, 3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = add i32 %5, 1
  br label %bb96

bb98:                                             ; preds = %bb96
  %12 = fcmp olt float 0.000000e+00, 0.000000e+00
  br label %bb91

bb90:                                             ; preds = %bb70
  br label %bb103

bb103:                                            ; preds = %bb104, %bb90
  %13 = phi i32 [ 0, %bb90 ], [ %13, %bb104 ]
  br i1 false, label %bb104, label %bb105

bb104:                                            ; preds = %bb103
  %14 = add i32 %1, 3
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  br label %bb103

bb105:                                            ; preds = %bb103
  %18 = fcmp olt float 0.000000e+00, 0.000000e+00
  %19 = select i1 %18, float 0.000000e+00, float 0.000000e+00
  br label %bb91

bb91:                                             ; preds = %bb105, %bb98
  br label %bb68

bb71:                                             ; preds = %bb13
  %20 = fcmp olt float 0.000000e+00, 0.000000e+00
  br label %bb68

bb67:                                             ; preds = %bb13
  %21 = icmp ne i32 %2, 0
  br i1 %21, label %bb123, label %bb124

bb123:                                            ; preds = %bb67
  br label %bb130

bb130:                                            ; preds = %bb131, %bb123
  %22 = phi i32 [ 0, %bb123 ], [ %28, %bb131 ]
  %23 = icmp ult i32 %22, %2
  br i1 %23, label %bb131, label %bb132

bb131:                                            ; preds = %bb130
  %24 = add i32 %1, 3
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = add i32 %22, 1
  br label %bb130

bb132:                                            ; preds = %bb130
  %29 = fcmp olt float 0.000000e+00, 0.000000e+00
  br label %bb125

bb124:                                            ; preds = %bb67
  %30 = and i32 %2, 7
  br label %bb137

bb137:                                            ; preds = %bb138, %bb124
  %31 = phi i32 [ 0, %bb124 ], [ %31, %bb138 ]
  %32 = icmp ult i32 %31, %30
  br i1 %32, label %bb138, label %bb139

bb138:                                            ; preds = %bb137
  %33 = add i32 %1, 3
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  br label %bb137

bb139:                                            ; preds = %bb137
  %37 = fcmp olt float 0.000000e+00, 0.000000e+00
  br label %bb125

bb125:                                            ; preds = %bb139, %bb132
  br label %bb68

bb68:                                             ; preds = %bb125, %bb71, %bb91, %bb69
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
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
