; lockstep-fuzz finding (kernel seed 17000121 at vectorizer-start,
; --gen-weights twin-loops=100,offset-twins=100 --cf-meld-peel-force): after
; peeling two iterations, removing an empty block left a phi without an
; entry for one of its predecessors (-lockstep-verify-steps: "PHINode should
; have one entry for each predecessor"). Fixed: empty blocks are bypassed only
; where no predecessor already reaches the successor (bypassEmptyBlock), and
; a peeled clone that does not verify leaves the function alone.
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-peel-empty-block.json --passes cf-meld@vectorizer-start --cf-meld-peel-force --models ipdom,its | FileCheck %s
; CHECK: cf-meld@vectorizer-start: ok (transformed)
; ModuleID = 'fuzz-17000121'
source_filename = "fuzz-17000121"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb16:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = and i32 %0, 31
  %6 = icmp ugt i32 %4, 35
  br i1 %6, label %bb17, label %bb18

bb17:                                             ; preds = %bb16
  %7 = and i32 %4, 7
  br label %bb20

bb20:                                             ; preds = %bb21, %bb17
  %8 = phi i32 [ 1, %bb17 ], [ %15, %bb21 ]
  %9 = phi i32 [ %5, %bb17 ], [ %14, %bb21 ]
  %10 = icmp ult i32 %8, %7
  br i1 %10, label %bb21, label %bb22

bb21:                                             ; preds = %bb20
  %11 = add i32 %1, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12
  store i32 %9, ptr addrspace(1) %13, align 4
  %14 = sdiv i32 %9, 32
  %15 = add i32 %8, 1
  br label %bb20

bb22:                                             ; preds = %bb20
  br label %bb19

bb18:                                             ; preds = %bb16
  %16 = and i32 %4, 7
  br label %bb23

bb23:                                             ; preds = %bb38, %bb18
  %17 = phi i32 [ 0, %bb18 ], [ %33, %bb38 ]
  %18 = phi i32 [ 40, %bb18 ], [ %32, %bb38 ]
  %19 = icmp ult i32 %17, %16
  br i1 %19, label %bb24, label %bb25

bb24:                                             ; preds = %bb23
  br label %bb36

bb36:                                             ; preds = %bb37, %bb24
  %20 = phi i32 [ 0, %bb24 ], [ %30, %bb37 ]
  %21 = phi i32 [ 5, %bb24 ], [ %26, %bb37 ]
  %22 = icmp ult i32 %20, %0
  br i1 %22, label %bb37, label %bb38

bb37:                                             ; preds = %bb36
  %23 = and i32 %20, 255
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  %27 = add i32 %1, 0
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %28
  store float 9.750000e+00, ptr addrspace(1) %29, align 4
  %30 = add i32 %20, 1
  br label %bb36

bb38:                                             ; preds = %bb36
  %31 = icmp ult i32 %21, %18
  %32 = select i1 %31, i32 %18, i32 26
  %33 = add i32 %17, 1
  br label %bb23

bb25:                                             ; preds = %bb23
  br label %bb19

bb19:                                             ; preds = %bb25, %bb22
  %34 = phi i32 [ %9, %bb22 ], [ %18, %bb25 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = sitofp i32 %34 to float
  %36 = zext i32 %1 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %36
  store float %35, ptr addrspace(1) %37, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
