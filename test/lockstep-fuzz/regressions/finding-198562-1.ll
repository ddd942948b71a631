; lockstep-fuzz finding: kernel seed 198562, cf-meld: verifier-failure: Instruction does not dominate all uses! (736 -> 49 instructions)
; reproduce: lockstep-fuzz --check finding-198562-1.ll --launch finding-198562-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; (-lockstep-no-loss=false: the no-loss rule declines a loop-free region pair
; of this kernel; the finding is about how a meld is done, not whether.)
; RUN: %lockstep-fuzz --check %s --launch %S/finding-198562-1.json --passes cf-meld -lockstep-no-loss=false \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 2 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-2: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-198562'
source_filename = "fuzz-198562"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 16
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb4:
  ret i32 %1
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb8:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb9

bb9:                                              ; preds = %bb10, %bb8
  %1 = phi i32 [ 0, %bb8 ], [ %4, %bb10 ]
  %2 = phi i32 [ 5, %bb8 ], [ %2, %bb10 ]
  %3 = icmp ult i32 %1, %0
  br i1 %3, label %bb10, label %bb11

bb10:                                             ; preds = %bb9
  %4 = add i32 %1, 1
  br label %bb9

bb11:                                             ; preds = %bb9
  switch i32 %2, label %bb12 [
    i32 3, label %bb14
    i32 0, label %bb15
    i32 1, label %bb16
  ]

bb14:                                             ; preds = %bb11
  br i1 false, label %bb17, label %bb18

bb17:                                             ; preds = %bb14
  %5 = add i32 %0, 3
  br label %bb18

bb18:                                             ; preds = %bb17, %bb14
  %6 = icmp ugt i32 %0, 10
  br i1 %6, label %bb20, label %bb21

bb20:                                             ; preds = %bb18
  %7 = and i32 %2, 255
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %8
  br label %bb22

bb21:                                             ; preds = %bb18
  br label %bb22

bb22:                                             ; preds = %bb21, %bb20
  %10 = phi i32 [ 0, %bb20 ], [ %0, %bb21 ]
  %11 = sitofp i32 37 to float
  br label %bb13

bb15:                                             ; preds = %bb11
  %12 = and i32 %0, 255
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  br label %bb13

bb16:                                             ; preds = %bb11
  br i1 false, label %bb32, label %bb33

bb32:                                             ; preds = %bb16
  br label %bb34

bb33:                                             ; preds = %bb16
  br label %bb34

bb34:                                             ; preds = %bb33, %bb32
  %16 = phi i32 [ 0, %bb32 ], [ 0, %bb33 ]
  %17 = sitofp i32 37 to float
  br label %bb13

bb12:                                             ; preds = %bb11
  br i1 false, label %bb35, label %bb36

bb35:                                             ; preds = %bb12
  %18 = add i32 %0, 3
  br label %bb36

bb36:                                             ; preds = %bb35, %bb12
  br i1 false, label %bb41, label %bb42

bb41:                                             ; preds = %bb36
  br label %bb43

bb42:                                             ; preds = %bb36
  br label %bb43

bb43:                                             ; preds = %bb42, %bb41
  %19 = phi i32 [ 37, %bb41 ], [ 0, %bb42 ]
  br label %bb13

bb13:                                             ; preds = %bb43, %bb34, %bb15, %bb22
  %20 = phi i32 [ %10, %bb22 ], [ %15, %bb15 ], [ %16, %bb34 ], [ %19, %bb43 ]
  %21 = call i32 @llvm.nvvm.activemask()
  %22 = call i32 @llvm.nvvm.activemask()
  %23 = icmp ne i32 %20, %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
