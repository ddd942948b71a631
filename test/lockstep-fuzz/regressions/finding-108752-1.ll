; lockstep-fuzz finding: kernel seed 108752, cf-meld: verifier-failure: Instruction does not dominate all uses! (428 -> 44 instructions)
; reproduce: lockstep-fuzz --check finding-108752-1.ll --launch finding-108752-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-108752-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; cf-meld bug, same class as finding-106164-1, smaller: two loops in
; different cases of a divergent switch are melded (region-region,
; meld.meld.bb29.bb35.meld.bb50.bb59); then the melded loop header is
; duplicated over and over (".path1" copies without predecessors) and
; phis in meld.meld.bb30.bb36.meld.bb51.bb60 use themselves
; ("%19 = phi i1 [ poison, %bb24 ], [ %19, %meld.meld.bb30... ]"):
; "Instruction does not dominate all uses!".
; ModuleID = 'fuzz-108752'
source_filename = "fuzz-108752"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb21:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = mul i32 27, %0
  switch i32 %0, label %bb22 [
    i32 2, label %bb24
    i32 1, label %bb25
  ]

bb24:                                             ; preds = %bb21
  %2 = icmp uge i32 0, %1
  br i1 %2, label %bb26, label %bb27

bb26:                                             ; preds = %bb24
  br label %bb29

bb29:                                             ; preds = %bb30, %bb26
  %3 = phi i32 [ 0, %bb26 ], [ %3, %bb30 ]
  br i1 false, label %bb30, label %bb31

bb30:                                             ; preds = %bb29
  %4 = urem i32 26, 1
  br label %bb29

bb31:                                             ; preds = %bb29
  br label %bb28

bb27:                                             ; preds = %bb24
  br label %bb35

bb35:                                             ; preds = %bb36, %bb27
  %5 = phi i32 [ 0, %bb27 ], [ %8, %bb36 ]
  %6 = icmp ult i32 %5, %1
  br i1 %6, label %bb36, label %bb37

bb36:                                             ; preds = %bb35
  %7 = urem i32 26, 1
  %8 = add i32 %5, 1
  br label %bb35

bb37:                                             ; preds = %bb35
  br label %bb28

bb28:                                             ; preds = %bb37, %bb31
  br label %bb23

bb25:                                             ; preds = %bb21
  %9 = sub i32 -4, -4
  br label %bb23

bb22:                                             ; preds = %bb21
  %10 = icmp uge i32 0, %1
  br i1 %10, label %bb47, label %bb48

bb47:                                             ; preds = %bb22
  %11 = icmp sge i32 -5, 15
  br label %bb50

bb50:                                             ; preds = %bb51, %bb47
  %12 = phi i32 [ 0, %bb47 ], [ %12, %bb51 ]
  %13 = icmp ult i32 %12, 0
  br i1 %13, label %bb51, label %bb52

bb51:                                             ; preds = %bb50
  %14 = urem i32 26, 1
  br label %bb50

bb52:                                             ; preds = %bb50
  br label %bb49

bb48:                                             ; preds = %bb22
  br label %bb59

bb59:                                             ; preds = %bb60, %bb48
  %15 = phi i32 [ 0, %bb48 ], [ %18, %bb60 ]
  %16 = icmp ult i32 %15, %1
  br i1 %16, label %bb60, label %bb61

bb60:                                             ; preds = %bb59
  %17 = urem i32 26, 1
  %18 = add i32 %15, 1
  br label %bb59

bb61:                                             ; preds = %bb59
  br label %bb49

bb49:                                             ; preds = %bb61, %bb52
  br label %bb23

bb23:                                             ; preds = %bb49, %bb25, %bb28
  %19 = call i32 @llvm.nvvm.activemask()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
