; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Device IR of examples-style bitonic sort (NUM=8) from
; clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O3 -S -emit-llvm.
; clang sinks the swap into one block shared by the if and else sides; the
; region is meldable once that block is duplicated per path.
;
; #define NUM 8
; __global__ void bitonicSort(int *values) {
;   __shared__ int shared[NUM];
;   unsigned int tid = threadIdx.x;
;   shared[tid] = values[tid];
;   __syncthreads();
;   for (unsigned int k = 2; k <= NUM; k *= 2) {
;     for (unsigned int j = k / 2; j > 0; j /= 2) {
;       unsigned int ixj = tid ^ j;
;       if (ixj > tid) {
;         if ((tid & k) == 0) {
;           if (shared[ixj] < shared[tid]) { int t = shared[tid]; shared[tid] = shared[ixj]; shared[ixj] = t; }
;         } else {
;           if (shared[ixj] > shared[tid]) { int t = shared[tid]; shared[tid] = shared[ixj]; shared[ixj] = t; }
;         }
;       }
;       __syncthreads();
;     }
;   }
;   values[tid] = shared[tid];
; }
;
; The guarding if (ixj > tid) has an empty else: not meldable.
; CHECK: divergent-region: function=_Z11bitonicSortPi entry=%1 exit=%81 terminator=br successors=2 not-meldable reason="successor %81 post-dominates successor %69"
; The if ((tid & k) == 0) / else: both sides are if-then regions.
; CHECK: divergent-region: function=_Z11bitonicSortPi entry=%9 exit=%19 terminator=br successors=2 meldable subgraphs=1,1 shared=%18 best=region-region(0:0,1:0) profitability=0.5000
; CHECK: entry=%14 exit=%19 {{.*}} not-meldable reason="successor %19 post-dominates successor %18"
; CHECK: entry=%20 exit=%30 {{.*}} meldable subgraphs=1,1 shared=%29 best=region-region(0:0,1:0) profitability=0.5000
; CHECK-NOT: entry=%0
source_filename = "bitonic8.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11bitonicSortPiE6shared = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11bitonicSortPi(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = xor i32 %2, 1
  %8 = icmp samesign ugt i32 %7, %2
  br i1 %8, label %69, label %81

9:                                                ; preds = %81
  %10 = zext nneg i32 %84 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %83, label %16, label %14

14:                                               ; preds = %9
  %15 = icmp sgt i32 %12, %13
  br i1 %15, label %18, label %19

16:                                               ; preds = %9
  %17 = icmp slt i32 %12, %13
  br i1 %17, label %18, label %19

18:                                               ; preds = %16, %14
  store i32 %12, ptr %6, align 4, !tbaa !6
  store i32 %13, ptr %11, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %18, %16, %14, %81
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %20, label %30

20:                                               ; preds = %19
  %21 = zext nneg i32 %7 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %83, label %27, label %25

25:                                               ; preds = %20
  %26 = icmp sgt i32 %23, %24
  br i1 %26, label %29, label %30

27:                                               ; preds = %20
  %28 = icmp slt i32 %23, %24
  br i1 %28, label %29, label %30

29:                                               ; preds = %27, %25
  store i32 %23, ptr %6, align 4, !tbaa !6
  store i32 %24, ptr %22, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %29, %27, %25, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = and i32 %2, 8
  %32 = icmp eq i32 %31, 0
  %33 = xor i32 %2, 4
  %34 = icmp samesign ugt i32 %33, %2
  br i1 %34, label %35, label %45

35:                                               ; preds = %30
  %36 = zext nneg i32 %33 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %32, label %42, label %40

40:                                               ; preds = %35
  %41 = icmp sgt i32 %38, %39
  br i1 %41, label %44, label %45

42:                                               ; preds = %35
  %43 = icmp slt i32 %38, %39
  br i1 %43, label %44, label %45

44:                                               ; preds = %42, %40
  store i32 %38, ptr %6, align 4, !tbaa !6
  store i32 %39, ptr %37, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %44, %42, %40, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %85, label %46, label %56

46:                                               ; preds = %45
  %47 = zext nneg i32 %84 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %32, label %53, label %51

51:                                               ; preds = %46
  %52 = icmp sgt i32 %49, %50
  br i1 %52, label %55, label %56

53:                                               ; preds = %46
  %54 = icmp slt i32 %49, %50
  br i1 %54, label %55, label %56

55:                                               ; preds = %53, %51
  store i32 %49, ptr %6, align 4, !tbaa !6
  store i32 %50, ptr %48, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %55, %53, %51, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %57, label %67

57:                                               ; preds = %56
  %58 = zext nneg i32 %7 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %32, label %64, label %62

62:                                               ; preds = %57
  %63 = icmp sgt i32 %60, %61
  br i1 %63, label %66, label %67

64:                                               ; preds = %57
  %65 = icmp slt i32 %60, %61
  br i1 %65, label %66, label %67

66:                                               ; preds = %64, %62
  store i32 %60, ptr %6, align 4, !tbaa !6
  store i32 %61, ptr %59, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %66, %64, %62, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %68, ptr %4, align 4, !tbaa !6
  ret void

69:                                               ; preds = %1
  %70 = and i32 %2, 2
  %71 = icmp eq i32 %70, 0
  %72 = zext nneg i32 %7 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortPiE6shared to ptr), i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = load i32, ptr %6, align 4, !tbaa !6
  br i1 %71, label %76, label %78

76:                                               ; preds = %69
  %77 = icmp slt i32 %74, %75
  br i1 %77, label %80, label %81

78:                                               ; preds = %69
  %79 = icmp sgt i32 %74, %75
  br i1 %79, label %80, label %81

80:                                               ; preds = %78, %76
  store i32 %74, ptr %6, align 4, !tbaa !6
  store i32 %75, ptr %73, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %80, %76, %78, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = and i32 %2, 4
  %83 = icmp eq i32 %82, 0
  %84 = xor i32 %2, 2
  %85 = icmp samesign ugt i32 %84, %2
  br i1 %85, label %9, label %19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
