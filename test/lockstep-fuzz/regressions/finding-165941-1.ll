; lockstep-fuzz finding: kernel seed 165941, cf-meld: verifier-failure: Instruction does not dominate all uses! (542 -> 48 instructions)
; reproduce: lockstep-fuzz --check finding-165941-1.ll --launch finding-165941-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; (-lockstep-no-loss=false: the no-loss rule declines a loop-free region pair
; of this kernel; the finding is about how a meld is done, not whether.)
; RUN: %lockstep-fuzz --check %s --launch %S/finding-165941-1.json --passes cf-meld -lockstep-no-loss=false \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 1 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-1: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-165941'
source_filename = "fuzz-165941"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb0
  br label %bb2

bb2:                                              ; preds = %bb1
  ret i32 32
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb6:
  br label %bb7

bb7:                                              ; preds = %bb6
  br label %bb9

bb9:                                              ; preds = %bb7
  ret i32 %0
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb10:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb11

bb11:                                             ; preds = %bb10
  br label %bb14

bb14:                                             ; preds = %bb11
  br label %bb16

bb16:                                             ; preds = %bb14
  br label %bb13

bb13:                                             ; preds = %bb16
  switch i32 %0, label %bb20 [
    i32 3, label %bb22
    i32 1, label %bb23
    i32 2, label %bb24
  ]

bb22:                                             ; preds = %bb13
  %1 = and i32 %u, 255
  %2 = zext i32 %1 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  br label %bb25

bb25:                                             ; preds = %bb22
  br label %bb27

bb27:                                             ; preds = %bb25
  br label %bb21

bb23:                                             ; preds = %bb13
  br label %bb28

bb28:                                             ; preds = %bb23
  br label %bb30

bb30:                                             ; preds = %bb28
  br label %bb21

bb24:                                             ; preds = %bb13
  br label %bb31

bb31:                                             ; preds = %bb24
  br label %bb33

bb33:                                             ; preds = %bb31
  br label %bb21

bb20:                                             ; preds = %bb13
  br i1 false, label %bb34, label %bb35

bb34:                                             ; preds = %bb20
  %5 = and i32 0, 255
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %6
  br label %bb35

bb35:                                             ; preds = %bb34, %bb20
  %8 = phi i32 [ 0, %bb34 ], [ 0, %bb20 ]
  br label %bb21

bb21:                                             ; preds = %bb35, %bb33, %bb30, %bb27
  %9 = phi i32 [ %4, %bb27 ], [ 30, %bb30 ], [ 0, %bb33 ], [ %8, %bb35 ]
  br label %bb37

bb37:                                             ; preds = %bb21
  br label %bb40

bb40:                                             ; preds = %bb37
  br label %bb60

bb60:                                             ; preds = %bb40
  br label %bb62

bb62:                                             ; preds = %bb60
  br label %bb63

bb63:                                             ; preds = %bb62
  br label %bb64

bb64:                                             ; preds = %bb63
  %10 = call i32 @llvm.nvvm.activemask()
  br label %bb41

bb41:                                             ; preds = %bb64
  br label %bb65

bb65:                                             ; preds = %bb41
  br label %bb69

bb69:                                             ; preds = %bb65
  br label %bb71

bb71:                                             ; preds = %bb69
  br label %bb67

bb67:                                             ; preds = %bb71
  br label %bb39

bb39:                                             ; preds = %bb67
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
