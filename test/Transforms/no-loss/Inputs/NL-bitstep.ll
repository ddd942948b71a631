; ModuleID = 'NL-bitstep.cu'
source_filename = "NL-bitstep.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nl_bitstep(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, %3
  %7 = add i32 %6, %4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = icmp samesign ult i32 %3, 2
  br i1 %13, label %14, label %17

14:                                               ; preds = %24, %2
  %15 = load i32, ptr %12, align 4, !tbaa !6
  %16 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %15, ptr %16, align 4, !tbaa !6
  ret void

17:                                               ; preds = %24, %2
  %18 = phi i32 [ %25, %24 ], [ 2, %2 ]
  %19 = ashr exact i32 %18, 1
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = and i32 %18, %4
  %23 = icmp eq i32 %22, 0
  br label %27

24:                                               ; preds = %41, %17
  %25 = shl i32 %18, 1
  %26 = icmp sgt i32 %25, %3
  br i1 %26, label %14, label %17, !llvm.loop !11

27:                                               ; preds = %41, %21
  %28 = phi i32 [ %19, %21 ], [ %42, %41 ]
  %29 = xor i32 %28, %4
  %30 = icmp sgt i32 %29, %4
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load i32, ptr %12, align 4, !tbaa !6
  %33 = zext nneg i32 %29 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br i1 %23, label %36, label %38

36:                                               ; preds = %31
  %37 = icmp sgt i32 %32, %35
  br i1 %37, label %40, label %41

38:                                               ; preds = %31
  %39 = icmp slt i32 %32, %35
  br i1 %39, label %40, label %41

40:                                               ; preds = %38, %36
  store i32 %35, ptr %12, align 4, !tbaa !6
  store i32 %32, ptr %34, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %40, %38, %36, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = lshr i32 %28, 1
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %24, label %27, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
