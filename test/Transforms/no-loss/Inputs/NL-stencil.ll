; ModuleID = 'NL-stencil.cu'
source_filename = "NL-stencil.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10nl_stencilE1a = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ10nl_stencilE1b = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nl_stencil(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %5
  %8 = add i32 %7, %4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10nl_stencilE1a to ptr), i64 %12
  store float %11, ptr %13, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %3
  %16 = icmp eq i32 %4, 0
  %17 = add nsw i32 %5, -1
  %18 = icmp eq i32 %4, %17
  %19 = select i1 %16, i1 true, i1 %18
  %20 = getelementptr i8, ptr %13, i64 -4
  %21 = getelementptr i8, ptr %13, i64 4
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10nl_stencilE1b to ptr), i64 %12
  br label %26

23:                                               ; preds = %39, %3
  %24 = load float, ptr %13, align 4, !tbaa !11
  %25 = getelementptr inbounds float, ptr %1, i64 %9
  store float %24, ptr %25, align 4, !tbaa !11
  ret void

26:                                               ; preds = %15, %39
  %27 = phi i32 [ 0, %15 ], [ %42, %39 ]
  br i1 %19, label %28, label %32

28:                                               ; preds = %26
  %29 = load float, ptr %13, align 4, !tbaa !11
  %30 = fmul contract float %29, 5.000000e-01
  %31 = fadd contract float %30, 1.000000e+00
  br label %39

32:                                               ; preds = %26
  %33 = load float, ptr %20, align 4, !tbaa !11
  %34 = load float, ptr %13, align 4, !tbaa !11
  %35 = fadd contract float %33, %34
  %36 = load float, ptr %21, align 4, !tbaa !11
  %37 = fadd contract float %35, %36
  %38 = fmul contract float %37, 2.500000e-01
  br label %39

39:                                               ; preds = %32, %28
  %40 = phi float [ %38, %32 ], [ %31, %28 ]
  store float %40, ptr %22, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = load float, ptr %22, align 4, !tbaa !11
  store float %41, ptr %13, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = add nuw nsw i32 %27, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %23, label %26, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
