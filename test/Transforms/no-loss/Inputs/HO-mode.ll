; ModuleID = 'HO-mode.cu'
source_filename = "HO-mode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ho_mode(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %2, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp sgt i32 %4, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %5
  %16 = getelementptr inbounds i32, ptr %3, i64 %11
  %17 = load i32, ptr %16, align 4, !tbaa !6
  br label %58

18:                                               ; preds = %5
  %19 = mul i32 %4, %6
  %20 = getelementptr inbounds i32, ptr %3, i64 %11
  %21 = and i32 %4, 1
  %22 = icmp eq i32 %4, 1
  br i1 %22, label %27, label %23

23:                                               ; preds = %18
  %24 = and i32 %4, 2147483646
  br label %63

25:                                               ; preds = %115
  %26 = icmp eq i32 %21, 0
  br i1 %26, label %58, label %27

27:                                               ; preds = %25, %18
  %28 = phi i32 [ %13, %18 ], [ %121, %25 ]
  %29 = phi i32 [ 0, %18 ], [ %122, %25 ]
  %30 = icmp ne i32 %21, 0
  tail call void @llvm.assume(i1 %30)
  %31 = add i32 %29, %19
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = mul nuw nsw i32 %29, 7
  %36 = add nsw i32 %35, %10
  %37 = and i32 %36, 1023
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %2, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp eq i32 %34, 0
  %42 = load i32, ptr %20, align 4, !tbaa !6
  br i1 %41, label %47, label %43

43:                                               ; preds = %27
  %44 = mul nsw i32 %28, 5
  %45 = sub nsw i32 %44, %40
  %46 = sub nsw i32 %42, %45
  br label %51

47:                                               ; preds = %27
  %48 = mul nsw i32 %28, 3
  %49 = add nsw i32 %40, %48
  %50 = add nsw i32 %42, %49
  br label %51

51:                                               ; preds = %47, %43
  %52 = phi i32 [ %46, %43 ], [ %50, %47 ]
  %53 = phi i32 [ %45, %43 ], [ %49, %47 ]
  store i32 %52, ptr %20, align 4, !tbaa !6
  %54 = load i32, ptr %1, align 4, !tbaa !6
  %55 = icmp eq i32 %54, 0
  %56 = tail call i32 @llvm.smin.i32(i32 %53, i32 1000)
  %57 = select i1 %55, i32 %53, i32 %56
  br label %58

58:                                               ; preds = %51, %25, %15
  %59 = phi i32 [ %17, %15 ], [ %116, %25 ], [ %52, %51 ]
  %60 = phi i32 [ %13, %15 ], [ %121, %25 ], [ %57, %51 ]
  %61 = getelementptr inbounds i32, ptr %3, i64 %11
  %62 = add nsw i32 %59, %60
  store i32 %62, ptr %61, align 4, !tbaa !6
  ret void

63:                                               ; preds = %115, %23
  %64 = phi i32 [ %13, %23 ], [ %121, %115 ]
  %65 = phi i32 [ 0, %23 ], [ %122, %115 ]
  %66 = phi i32 [ 0, %23 ], [ %123, %115 ]
  %67 = add i32 %65, %19
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = mul nuw nsw i32 %65, 7
  %72 = add nsw i32 %71, %10
  %73 = and i32 %72, 1023
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %2, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = icmp eq i32 %70, 0
  %78 = load i32, ptr %20, align 4, !tbaa !6
  br i1 %77, label %79, label %83

79:                                               ; preds = %63
  %80 = mul nsw i32 %64, 3
  %81 = add nsw i32 %76, %80
  %82 = add nsw i32 %78, %81
  br label %87

83:                                               ; preds = %63
  %84 = mul nsw i32 %64, 5
  %85 = sub nsw i32 %84, %76
  %86 = sub nsw i32 %78, %85
  br label %87

87:                                               ; preds = %83, %79
  %88 = phi i32 [ %86, %83 ], [ %82, %79 ]
  %89 = phi i32 [ %85, %83 ], [ %81, %79 ]
  store i32 %88, ptr %20, align 4, !tbaa !6
  %90 = load i32, ptr %1, align 4, !tbaa !6
  %91 = icmp eq i32 %90, 0
  %92 = tail call i32 @llvm.smin.i32(i32 %89, i32 1000)
  %93 = select i1 %91, i32 %89, i32 %92
  %94 = or disjoint i32 %65, 1
  %95 = add i32 %94, %19
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds nuw i32, ptr %0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = mul nuw nsw i32 %94, 7
  %100 = add nsw i32 %99, %10
  %101 = and i32 %100, 1023
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds nuw i32, ptr %2, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = icmp eq i32 %98, 0
  %106 = load i32, ptr %20, align 4, !tbaa !6
  br i1 %105, label %111, label %107

107:                                              ; preds = %87
  %108 = mul nsw i32 %93, 5
  %109 = sub nsw i32 %108, %104
  %110 = sub nsw i32 %106, %109
  br label %115

111:                                              ; preds = %87
  %112 = mul nsw i32 %93, 3
  %113 = add nsw i32 %104, %112
  %114 = add nsw i32 %106, %113
  br label %115

115:                                              ; preds = %111, %107
  %116 = phi i32 [ %110, %107 ], [ %114, %111 ]
  %117 = phi i32 [ %109, %107 ], [ %113, %111 ]
  store i32 %116, ptr %20, align 4, !tbaa !6
  %118 = load i32, ptr %1, align 4, !tbaa !6
  %119 = icmp eq i32 %118, 0
  %120 = tail call i32 @llvm.smin.i32(i32 %117, i32 1000)
  %121 = select i1 %119, i32 %117, i32 %120
  %122 = add nuw nsw i32 %65, 2
  %123 = add i32 %66, 2
  %124 = icmp eq i32 %123, %24
  br i1 %124, label %25, label %63, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
