; ModuleID = 'NL-elseif.cu'
source_filename = "NL-elseif.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @nl_elseif(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp sgt i32 %4, 0
  br i1 %14, label %15, label %54

15:                                               ; preds = %5
  %16 = getelementptr inbounds i32, ptr %2, i64 %11
  %17 = and i32 %4, 1
  %18 = icmp eq i32 %4, 1
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = and i32 %4, 2147483646
  br label %61

21:                                               ; preds = %122
  %22 = icmp eq i32 %17, 0
  br i1 %22, label %54, label %23

23:                                               ; preds = %21, %15
  %24 = phi i32 [ %13, %15 ], [ %124, %21 ]
  %25 = phi i32 [ 0, %15 ], [ %125, %21 ]
  %26 = phi float [ 1.000000e+00, %15 ], [ %123, %21 ]
  %27 = icmp ne i32 %17, 0
  tail call void @llvm.assume(i1 %27)
  %28 = add nsw i32 %25, %10
  %29 = and i32 %28, 255
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  switch i32 %32, label %52 [
    i32 0, label %45
    i32 1, label %41
    i32 2, label %38
    i32 3, label %36
    i32 4, label %33
  ]

33:                                               ; preds = %23
  %34 = fadd contract float %26, -2.500000e-01
  %35 = shl i32 %24, 1
  br label %54

36:                                               ; preds = %23
  store i32 %24, ptr %16, align 4, !tbaa !6
  %37 = xor i32 %24, 85
  br label %54

38:                                               ; preds = %23
  %39 = sdiv i32 %24, 3
  %40 = add nsw i32 %39, 7
  br label %54

41:                                               ; preds = %23
  %42 = fmul contract float %26, 1.500000e+00
  %43 = sitofp i32 %24 to float
  %44 = fadd contract float %42, %43
  br label %54

45:                                               ; preds = %23
  %46 = add nsw i32 %24, %25
  %47 = and i32 %46, 1023
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %1, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = add nsw i32 %50, %24
  br label %54

52:                                               ; preds = %23
  %53 = xor i32 %24, -1
  br label %54

54:                                               ; preds = %21, %52, %45, %41, %38, %36, %33, %5
  %55 = phi float [ 1.000000e+00, %5 ], [ %123, %21 ], [ %26, %45 ], [ %44, %41 ], [ %26, %38 ], [ %26, %36 ], [ %34, %33 ], [ %26, %52 ]
  %56 = phi i32 [ %13, %5 ], [ %124, %21 ], [ %51, %45 ], [ %24, %41 ], [ %40, %38 ], [ %37, %36 ], [ %35, %33 ], [ %53, %52 ]
  %57 = getelementptr inbounds i32, ptr %2, i64 %11
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = add nsw i32 %58, %56
  store i32 %59, ptr %57, align 4, !tbaa !6
  %60 = getelementptr inbounds float, ptr %3, i64 %11
  store float %55, ptr %60, align 4, !tbaa !11
  ret void

61:                                               ; preds = %122, %19
  %62 = phi i32 [ %13, %19 ], [ %124, %122 ]
  %63 = phi i32 [ 0, %19 ], [ %125, %122 ]
  %64 = phi float [ 1.000000e+00, %19 ], [ %123, %122 ]
  %65 = phi i32 [ 0, %19 ], [ %126, %122 ]
  %66 = add nsw i32 %63, %10
  %67 = and i32 %66, 255
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !6
  switch i32 %70, label %90 [
    i32 0, label %71
    i32 1, label %78
    i32 2, label %82
    i32 3, label %85
    i32 4, label %87
  ]

71:                                               ; preds = %61
  %72 = add nsw i32 %62, %63
  %73 = and i32 %72, 1023
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = add nsw i32 %76, %62
  br label %92

78:                                               ; preds = %61
  %79 = fmul contract float %64, 1.500000e+00
  %80 = sitofp i32 %62 to float
  %81 = fadd contract float %79, %80
  br label %92

82:                                               ; preds = %61
  %83 = sdiv i32 %62, 3
  %84 = add nsw i32 %83, 7
  br label %92

85:                                               ; preds = %61
  store i32 %62, ptr %16, align 4, !tbaa !6
  %86 = xor i32 %62, 85
  br label %92

87:                                               ; preds = %61
  %88 = fadd contract float %64, -2.500000e-01
  %89 = shl i32 %62, 1
  br label %92

90:                                               ; preds = %61
  %91 = xor i32 %62, -1
  br label %92

92:                                               ; preds = %78, %85, %90, %87, %82, %71
  %93 = phi float [ %64, %71 ], [ %81, %78 ], [ %64, %82 ], [ %64, %85 ], [ %88, %87 ], [ %64, %90 ]
  %94 = phi i32 [ %77, %71 ], [ %62, %78 ], [ %84, %82 ], [ %86, %85 ], [ %89, %87 ], [ %91, %90 ]
  %95 = or disjoint i32 %63, 1
  %96 = add nsw i32 %95, %10
  %97 = and i32 %96, 255
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i32, ptr %0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  switch i32 %100, label %120 [
    i32 0, label %113
    i32 1, label %109
    i32 2, label %106
    i32 3, label %104
    i32 4, label %101
  ]

101:                                              ; preds = %92
  %102 = fadd contract float %93, -2.500000e-01
  %103 = shl i32 %94, 1
  br label %122

104:                                              ; preds = %92
  store i32 %94, ptr %16, align 4, !tbaa !6
  %105 = xor i32 %94, 85
  br label %122

106:                                              ; preds = %92
  %107 = sdiv i32 %94, 3
  %108 = add nsw i32 %107, 7
  br label %122

109:                                              ; preds = %92
  %110 = fmul contract float %93, 1.500000e+00
  %111 = sitofp i32 %94 to float
  %112 = fadd contract float %110, %111
  br label %122

113:                                              ; preds = %92
  %114 = add nsw i32 %94, %95
  %115 = and i32 %114, 1023
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = add nsw i32 %118, %94
  br label %122

120:                                              ; preds = %92
  %121 = xor i32 %94, -1
  br label %122

122:                                              ; preds = %120, %113, %109, %106, %104, %101
  %123 = phi float [ %93, %113 ], [ %112, %109 ], [ %93, %106 ], [ %93, %104 ], [ %102, %101 ], [ %93, %120 ]
  %124 = phi i32 [ %119, %113 ], [ %94, %109 ], [ %108, %106 ], [ %105, %104 ], [ %103, %101 ], [ %121, %120 ]
  %125 = add nuw nsw i32 %63, 2
  %126 = add i32 %65, 2
  %127 = icmp eq i32 %126, %20
  br i1 %127, label %21, label %61, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
