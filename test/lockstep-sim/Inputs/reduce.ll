; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reducePKiPii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %6
  br label %19

13:                                               ; preds = %19, %3
  %14 = phi i32 [ 0, %3 ], [ %25, %19 ]
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = lshr i32 %6, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %28, label %30

19:                                               ; preds = %10, %19
  %20 = phi i32 [ %8, %10 ], [ %26, %19 ]
  %21 = phi i32 [ 0, %10 ], [ %25, %19 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add nsw i32 %24, %21
  %26 = add i32 %20, %12
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %19, label %13, !llvm.loop !11

28:                                               ; preds = %40, %13
  %29 = icmp eq i32 %4, 0
  br i1 %29, label %43, label %47

30:                                               ; preds = %13, %40
  %31 = phi i32 [ %41, %40 ], [ %17, %13 ]
  %32 = icmp samesign ult i32 %4, %31
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = add nuw nsw i32 %31, %4
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = load i32, ptr %16, align 4, !tbaa !6
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %16, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %33, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = lshr i32 %31, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %28, label %30, !llvm.loop !13

43:                                               ; preds = %28
  %44 = zext nneg i32 %5 to i64
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %44
  %46 = load i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !tbaa !6
  store i32 %46, ptr %45, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %43, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!13 = distinct !{!13, !12}
