; ModuleID = 'loops.cu'
source_filename = "loops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7collatzj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !11

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5loopsPKjPjS1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call noundef i32 @_Z7collatzj(i32 noundef %11) #4
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %12, ptr %13, align 4, !tbaa !6
  %14 = urem i32 %8, 7
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %3, %43
  %17 = phi i32 [ %47, %43 ], [ 1, %3 ]
  %18 = phi i32 [ %45, %43 ], [ 0, %3 ]
  %19 = phi i32 [ %44, %43 ], [ 0, %3 ]
  %20 = and i32 %17, 7
  %21 = icmp samesign ult i32 %18, 7
  br i1 %21, label %29, label %22

22:                                               ; preds = %16
  %23 = and i32 %17, -8
  br label %48

24:                                               ; preds = %43, %3
  %25 = phi i32 [ 0, %3 ], [ %44, %43 ]
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %9
  store i32 %25, ptr %26, align 4, !tbaa !6
  ret void

27:                                               ; preds = %48
  %28 = icmp eq i32 %20, 0
  br i1 %28, label %43, label %29

29:                                               ; preds = %27, %16
  %30 = phi i32 [ 0, %16 ], [ %83, %27 ]
  %31 = phi i32 [ %19, %16 ], [ %82, %27 ]
  %32 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %32)
  br label %33

33:                                               ; preds = %33, %29
  %34 = phi i32 [ %30, %29 ], [ %40, %33 ]
  %35 = phi i32 [ %31, %29 ], [ %39, %33 ]
  %36 = phi i32 [ 0, %29 ], [ %41, %33 ]
  %37 = xor i32 %34, %18
  %38 = add i32 %35, %8
  %39 = add i32 %38, %37
  %40 = add nuw i32 %34, 1
  %41 = add i32 %36, 1
  %42 = icmp eq i32 %41, %20
  br i1 %42, label %43, label %33, !llvm.loop !13

43:                                               ; preds = %33, %27
  %44 = phi i32 [ %82, %27 ], [ %39, %33 ]
  %45 = add nuw nsw i32 %18, 1
  %46 = icmp samesign ult i32 %45, %14
  %47 = add nuw i32 %17, 1
  br i1 %46, label %16, label %24, !llvm.loop !15

48:                                               ; preds = %48, %22
  %49 = phi i32 [ 0, %22 ], [ %83, %48 ]
  %50 = phi i32 [ %19, %22 ], [ %82, %48 ]
  %51 = phi i32 [ 0, %22 ], [ %84, %48 ]
  %52 = xor i32 %49, %18
  %53 = add i32 %50, %8
  %54 = add i32 %53, %52
  %55 = or disjoint i32 %49, 1
  %56 = xor i32 %55, %18
  %57 = add i32 %54, %8
  %58 = add i32 %57, %56
  %59 = or disjoint i32 %49, 2
  %60 = xor i32 %59, %18
  %61 = add i32 %58, %8
  %62 = add i32 %61, %60
  %63 = or disjoint i32 %49, 3
  %64 = xor i32 %63, %18
  %65 = add i32 %62, %8
  %66 = add i32 %65, %64
  %67 = or disjoint i32 %49, 4
  %68 = xor i32 %67, %18
  %69 = add i32 %66, %8
  %70 = add i32 %69, %68
  %71 = or disjoint i32 %49, 5
  %72 = xor i32 %71, %18
  %73 = add i32 %70, %8
  %74 = add i32 %73, %72
  %75 = or disjoint i32 %49, 6
  %76 = xor i32 %75, %18
  %77 = add i32 %74, %8
  %78 = add i32 %77, %76
  %79 = or disjoint i32 %49, 7
  %80 = xor i32 %79, %18
  %81 = add i32 %78, %8
  %82 = add i32 %81, %80
  %83 = add nuw i32 %49, 8
  %84 = add i32 %51, 8
  %85 = icmp eq i32 %84, %23
  br i1 %85, label %27, label %48, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
