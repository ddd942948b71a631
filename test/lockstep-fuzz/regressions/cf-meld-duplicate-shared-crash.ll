; lockstep-fuzz finding: kernel seed 7116 (loop-melding campaign of session
; 7: seeds 5001-10000, --gen-weights twin-loops=60), cf-meld at
; optimizer-last and vectorizer-start: crash (signal 11) in
; duplicateSharedBlocks. Fixed: PathCloner::repairUses walked the shared
; blocks while SSAUpdater inserted phis into them (a shared block in a
; loop), and looked up the copy of such a phi, which has none; the
; (original, copy) pairs are now taken before any rewriting.
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-duplicate-shared-crash.json --models ipdom,its --passes 'cf-meld<no-loops>@optimizer-last,cf-meld@optimizer-last,cf-meld@vectorizer-start' | FileCheck %s
; CHECK: @optimizer-last: ok (transformed)
; CHECK: @optimizer-last: ok (transformed)
; CHECK: @vectorizer-start: ok (transformed)
; ModuleID = 'fuzz-7116'
source_filename = "fuzz-7116"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

declare i32 @llvm.smax.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = mul i32 %1, 48
  %3 = add i32 %2, %0
  %4 = mul i32 %3, 4
  %5 = zext i32 %3 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4
  %8 = zext i32 %0 to i64
  %9 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = zext i32 %0 to i64
  %12 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %11
  store i32 %7, ptr addrspace(3) %12, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @shx, i64 20), align 4
  %14 = icmp ult i32 %13, %0
  br i1 %14, label %bb17, label %bb18

bb17:                                             ; preds = %bb2
  %15 = icmp ugt i32 %7, 18
  br i1 %15, label %bb22, label %bb23

bb22:                                             ; preds = %bb17
  ret void

bb23:                                             ; preds = %bb17
  %16 = icmp eq i32 19, %0
  %17 = select i1 %16, i32 %0, i32 %u
  br label %bb19

bb18:                                             ; preds = %bb2
  %18 = icmp ugt i32 %7, 18
  br i1 %18, label %bb24, label %bb25

bb24:                                             ; preds = %bb18
  %19 = add i32 %4, 1
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %20
  store i32 37, ptr addrspace(1) %21, align 4
  ret void

bb25:                                             ; preds = %bb18
  %22 = icmp eq i32 19, %0
  %23 = select i1 %22, i32 %0, i32 %u
  br label %bb19

bb19:                                             ; preds = %bb25, %bb23
  %24 = phi i32 [ %17, %bb23 ], [ %23, %bb25 ]
  %25 = icmp ule i32 16, %13
  br i1 %25, label %bb30, label %bb31

bb30:                                             ; preds = %bb19
  %26 = and i32 %0, 255
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = icmp eq i32 %29, 12
  br i1 %30, label %bb42, label %bb43

bb42:                                             ; preds = %bb30
  br label %bb44

bb43:                                             ; preds = %bb30
  %31 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 3
  %32 = atomicrmw add ptr addrspace(1) %31, i32 %24 monotonic, align 4
  br label %bb44

bb44:                                             ; preds = %bb43, %bb42
  %33 = phi i32 [ -4, %bb42 ], [ 34, %bb43 ]
  %34 = add i32 %4, 0
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %35
  store i32 %33, ptr addrspace(1) %36, align 4
  br label %bb32

bb31:                                             ; preds = %bb19
  br label %bb32

bb32:                                             ; preds = %bb31, %bb44
  br label %bb102

bb102:                                            ; preds = %bb103, %bb32
  %37 = phi i32 [ 0, %bb32 ], [ %41, %bb103 ]
  %38 = phi i32 [ %24, %bb32 ], [ %40, %bb103 ]
  %39 = icmp ult i32 %37, %0
  br i1 %39, label %bb103, label %bb104

bb103:                                            ; preds = %bb102
  %40 = add i32 %38, %37
  %41 = add i32 %37, 1
  br label %bb102

bb104:                                            ; preds = %bb102
  %42 = icmp uge i32 %38, 12
  br i1 %42, label %bb105, label %bb106

bb105:                                            ; preds = %bb104
  br label %bb106

bb106:                                            ; preds = %bb105, %bb104
  %43 = phi float [ 0.000000e+00, %bb105 ], [ %10, %bb104 ]
  %44 = zext i32 %4 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %44
  store float %43, ptr addrspace(1) %45, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
