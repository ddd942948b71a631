; lockstep-fuzz finding (kernel seed 17000112, --gen-weights
; twin-loops=100,offset-twins=100 --cf-meld-peel-force): cf-meld crashed
; (signal 11) committing a peel: LLVM's simplifyLoop merged the exiting
; blocks of a loop with two exits, erasing a block behind the step's CFG
; tracker. Fixed: LoopPeelAlign.cpp only splits edges (InsertPreheaderForLoop,
; formDedicatedExitBlocks).
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-peel-loop-simplify.json --passes cf-meld --cf-meld-peel-force --models ipdom,its | FileCheck %s
; CHECK: cf-meld: ok (transformed)
; ModuleID = 'fuzz-17000112'
source_filename = "fuzz-17000112"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %0
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb14:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = zext i32 %0 to i64
  %2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %1
  %3 = load i32, ptr addrspace(1) %2, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb18

bb18:                                             ; preds = %bb15
  br label %bb20

bb20:                                             ; preds = %bb18
  br label %bb17

bb17:                                             ; preds = %bb20
  br label %bb24

bb24:                                             ; preds = %bb17
  %4 = icmp ule i32 %3, 20
  br i1 %4, label %bb26, label %bb27

bb26:                                             ; preds = %bb24
  %5 = and i32 %0, 7
  br label %bb29

bb29:                                             ; preds = %bb34, %bb26
  %6 = phi i32 [ 0, %bb26 ], [ %11, %bb34 ]
  %7 = phi i32 [ 37, %bb26 ], [ %10, %bb34 ]
  %8 = icmp ult i32 %6, %5
  br i1 %8, label %bb30, label %bb31

bb30:                                             ; preds = %bb29
  br i1 false, label %bb32, label %bb33

bb32:                                             ; preds = %bb30
  br label %bb34

bb33:                                             ; preds = %bb30
  %9 = zext i32 %0 to i64
  br label %bb34

bb34:                                             ; preds = %bb33, %bb32
  %10 = phi i32 [ 3, %bb33 ], [ %7, %bb32 ]
  %11 = add i32 %6, 1
  br label %bb29

bb31:                                             ; preds = %bb29
  br label %bb28

bb27:                                             ; preds = %bb24
  %12 = and i32 %0, 7
  br label %bb35

bb35:                                             ; preds = %bb39, %bb27
  %13 = phi i32 [ 1, %bb27 ], [ %13, %bb39 ]
  %14 = phi i32 [ 6, %bb27 ], [ %14, %bb39 ]
  %15 = icmp ult i32 %13, %12
  br i1 %15, label %bb36, label %bb37

bb36:                                             ; preds = %bb35
  %16 = icmp sle i32 3, 2
  br i1 %16, label %bb38, label %bb39

bb38:                                             ; preds = %bb36
  br label %bb37

bb39:                                             ; preds = %bb36
  %17 = zext i32 %3 to i64
  br label %bb35

bb37:                                             ; preds = %bb38, %bb35
  br label %bb28

bb28:                                             ; preds = %bb37, %bb31
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
