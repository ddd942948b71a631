; clang-22 -O3 device IR of NL-smallloops.cu (lockstep compile --no-cuda-toolkit --no-debug-lines).
; ModuleID = 'NL-smallloops.cu'
source_filename = "NL-smallloops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @k(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = add nsw i32 %8, 1
  %15 = srem i32 %14, %2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = xor i32 %18, %13
  %20 = and i32 %19, 2
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %10
  %23 = sub nsw i32 %13, %18
  %24 = tail call i32 @llvm.abs.i32(i32 %23, i1 true)
  %25 = and i32 %13, 3
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %46, label %27

27:                                               ; preds = %27, %22
  %28 = phi i32 [ %32, %27 ], [ 0, %22 ]
  %29 = phi i32 [ %31, %27 ], [ %24, %22 ]
  %30 = mul nsw i32 %29, 31
  %31 = xor i32 %30, %28
  %32 = add nuw nsw i32 %28, 1
  %33 = icmp eq i32 %32, %25
  br i1 %33, label %46, label %27, !llvm.loop !8

34:                                               ; preds = %10
  %35 = mul nsw i32 %18, 31
  %36 = xor i32 %35, %13
  %37 = and i32 %18, 7
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %46, label %39

39:                                               ; preds = %39, %34
  %40 = phi i32 [ %42, %39 ], [ 0, %34 ]
  %41 = phi i32 [ %44, %39 ], [ %36, %34 ]
  %42 = add nuw nsw i32 %40, 1
  %43 = sub nsw i32 %41, %42
  %44 = tail call i32 @llvm.abs.i32(i32 %43, i1 true)
  %45 = icmp eq i32 %42, %37
  br i1 %45, label %46, label %39, !llvm.loop !10

46:                                               ; preds = %39, %34, %27, %22
  %47 = phi i32 [ %44, %39 ], [ %36, %34 ], [ %24, %22 ], [ %31, %27 ]
  %48 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %47, ptr %48, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %46, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
