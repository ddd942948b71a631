; ModuleID = 'NL-guard.cu'
source_filename = "NL-guard.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8nl_guardE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ8nl_guardE1z = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nl_guard(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = zext nneg i32 %4 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8nl_guardE1s to ptr), i64 %12
  store i32 %11, ptr %13, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %3
  %16 = icmp eq i32 %4, 0
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8nl_guardE1z to ptr), i64 %12
  %18 = getelementptr inbounds i32, ptr %1, i64 %9
  br label %24

19:                                               ; preds = %40, %3
  %20 = load i32, ptr %13, align 4, !tbaa !6
  %21 = getelementptr inbounds i32, ptr %1, i64 %9
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = add nsw i32 %22, %20
  store i32 %23, ptr %21, align 4, !tbaa !6
  ret void

24:                                               ; preds = %15, %40
  %25 = phi i32 [ 0, %15 ], [ %44, %40 ]
  br i1 %16, label %26, label %33

26:                                               ; preds = %24
  %27 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8nl_guardE1s to ptr), align 4, !tbaa !6
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8nl_guardE1s to ptr), i64 4), align 4, !tbaa !6
  %29 = mul nsw i32 %27, 3
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr addrspacecast (ptr addrspace(3) @_ZZ8nl_guardE1z to ptr), align 4, !tbaa !6
  %31 = mul nsw i32 %28, 5
  %32 = sub nsw i32 %31, %27
  br label %40

33:                                               ; preds = %24
  %34 = load i32, ptr %13, align 4, !tbaa !6
  %35 = load i32, ptr %10, align 4, !tbaa !6
  %36 = mul nsw i32 %34, 7
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %17, align 4, !tbaa !6
  %38 = mul nsw i32 %35, 9
  %39 = sub nsw i32 %38, %34
  br label %40

40:                                               ; preds = %33, %26
  %41 = phi i32 [ %39, %33 ], [ %32, %26 ]
  store i32 %41, ptr %18, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = load i32, ptr %17, align 4, !tbaa !6
  %43 = and i32 %42, 65535
  store i32 %43, ptr %13, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = add nuw nsw i32 %25, 1
  %45 = icmp eq i32 %44, %2
  br i1 %45, label %19, label %24, !llvm.loop !11
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
