; lockstep-fuzz finding: kernel seed 157527, cf-meld: verifier-failure: Instruction does not dominate all uses! (390 -> 56 instructions)
; reproduce: lockstep-fuzz --check finding-157527-1.ll --launch finding-157527-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; (-lockstep-no-loss=false: the no-loss rule declines a loop-free region pair
; of this kernel; the finding is about how a meld is done, not whether.)
; RUN: %lockstep-fuzz --check %s --launch %S/finding-157527-1.json --passes cf-meld -lockstep-no-loss=false \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 3 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-3: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-157527'
source_filename = "fuzz-157527"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb11

bb11:                                             ; preds = %bb9
  br label %bb15

bb15:                                             ; preds = %bb11
  br label %bb13

bb13:                                             ; preds = %bb15
  br label %bb19

bb19:                                             ; preds = %bb13
  switch i32 %0, label %bb25 [
    i32 0, label %bb27
    i32 2, label %bb28
  ]

bb27:                                             ; preds = %bb19
  br label %bb29

bb29:                                             ; preds = %bb27
  br label %bb30

bb30:                                             ; preds = %bb29
  br label %bb26

bb28:                                             ; preds = %bb19
  %2 = add i32 %1, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %3
  store i32 0, ptr addrspace(1) %4, align 4
  %5 = and i32 0, 7
  br label %bb42

bb42:                                             ; preds = %bb28
  %6 = icmp ult i32 0, %5
  br label %bb44

bb44:                                             ; preds = %bb42
  br label %bb26

bb25:                                             ; preds = %bb19
  br i1 false, label %bb45, label %bb47

bb45:                                             ; preds = %bb25
  br i1 false, label %bb46, label %bb47

bb46:                                             ; preds = %bb45
  br label %bb49

bb49:                                             ; preds = %bb46
  br label %bb50

bb50:                                             ; preds = %bb49
  br label %bb48

bb47:                                             ; preds = %bb45, %bb25
  br label %bb51

bb51:                                             ; preds = %bb47
  br label %bb52

bb52:                                             ; preds = %bb51
  br label %bb48

bb48:                                             ; preds = %bb52, %bb50
  %7 = phi i32 [ 0, %bb50 ], [ 0, %bb52 ]
  br i1 false, label %bb53, label %bb54

bb53:                                             ; preds = %bb48
  switch i32 %0, label %bb56 [
    i32 3, label %bb58
    i32 2, label %bb59
    i32 1, label %bb60
  ]

bb58:                                             ; preds = %bb53
  %8 = zext i32 %1 to i64
  br label %bb57

bb59:                                             ; preds = %bb53
  %9 = add i32 %1, 2
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %10
  store i32 %7, ptr addrspace(1) %11, align 4
  br label %bb57

bb60:                                             ; preds = %bb53
  %12 = add i32 %1, 2
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %13
  store i32 %7, ptr addrspace(1) %14, align 4
  br label %bb57

bb56:                                             ; preds = %bb53
  %15 = add i32 %1, 2
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %16
  store i32 %7, ptr addrspace(1) %17, align 4
  br label %bb57

bb57:                                             ; preds = %bb56, %bb60, %bb59, %bb58
  br label %bb55

bb54:                                             ; preds = %bb48
  br label %bb55

bb55:                                             ; preds = %bb54, %bb57
  br label %bb26

bb26:                                             ; preds = %bb55, %bb44, %bb30
  br label %bb61

bb61:                                             ; preds = %bb26
  br label %bb64

bb64:                                             ; preds = %bb61
  br label %bb65

bb65:                                             ; preds = %bb64
  br label %bb63

bb63:                                             ; preds = %bb65
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
