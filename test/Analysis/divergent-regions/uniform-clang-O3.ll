; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | count 0
;
; Every branch of this kernel depends only on kernel arguments: uniform, so
; nothing is reported. From clang++-22 -O3 --cuda-device-only of:
;   __global__ void scale(float *out, const float *in, int n, int mode) {
;     for (int i = 0; i < n; ++i) {
;       if (mode == 1) out[i] = in[i] * 2.0f; else out[i] = in[i] + 1.0f;
;     }
;   }
source_filename = "uniform.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5scalePfPKfii(ptr noundef writeonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = icmp eq i32 %3, 1
  %8 = and i32 %2, 7
  %9 = icmp ult i32 %2, 8
  br i1 %9, label %14, label %10

10:                                               ; preds = %6
  %11 = and i32 %2, 2147483640
  br label %31

12:                                               ; preds = %31
  %13 = icmp eq i32 %8, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %12, %6
  %15 = phi i32 [ 0, %6 ], [ %97, %12 ]
  %16 = icmp ne i32 %8, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i32 [ %15, %14 ], [ %27, %17 ]
  %19 = phi i32 [ 0, %14 ], [ %28, %17 ]
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %24 = fmul contract float %22, 2.000000e+00
  %25 = fadd contract float %22, 1.000000e+00
  %26 = select i1 %7, float %24, float %25
  store float %26, ptr %23, align 4, !tbaa !11
  %27 = add nuw nsw i32 %18, 1
  %28 = add i32 %19, 1
  %29 = icmp eq i32 %28, %8
  br i1 %29, label %30, label %17, !llvm.loop !13

30:                                               ; preds = %12, %17, %4
  ret void

31:                                               ; preds = %31, %10
  %32 = phi i32 [ 0, %10 ], [ %97, %31 ]
  %33 = phi i32 [ 0, %10 ], [ %98, %31 ]
  %34 = zext nneg i32 %32 to i64
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %34
  %38 = fmul contract float %36, 2.000000e+00
  %39 = fadd contract float %36, 1.000000e+00
  %40 = select i1 %7, float %38, float %39
  store float %40, ptr %37, align 4, !tbaa !11
  %41 = or disjoint i32 %32, 1
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %46 = fmul contract float %44, 2.000000e+00
  %47 = fadd contract float %44, 1.000000e+00
  %48 = select i1 %7, float %46, float %47
  store float %48, ptr %45, align 4, !tbaa !11
  %49 = or disjoint i32 %32, 2
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %54 = fmul contract float %52, 2.000000e+00
  %55 = fadd contract float %52, 1.000000e+00
  %56 = select i1 %7, float %54, float %55
  store float %56, ptr %53, align 4, !tbaa !11
  %57 = or disjoint i32 %32, 3
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw float, ptr %0, i64 %58
  %62 = fmul contract float %60, 2.000000e+00
  %63 = fadd contract float %60, 1.000000e+00
  %64 = select i1 %7, float %62, float %63
  store float %64, ptr %61, align 4, !tbaa !11
  %65 = or disjoint i32 %32, 4
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %70 = fmul contract float %68, 2.000000e+00
  %71 = fadd contract float %68, 1.000000e+00
  %72 = select i1 %7, float %70, float %71
  store float %72, ptr %69, align 4, !tbaa !11
  %73 = or disjoint i32 %32, 5
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %78 = fmul contract float %76, 2.000000e+00
  %79 = fadd contract float %76, 1.000000e+00
  %80 = select i1 %7, float %78, float %79
  store float %80, ptr %77, align 4, !tbaa !11
  %81 = or disjoint i32 %32, 6
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %86 = fmul contract float %84, 2.000000e+00
  %87 = fadd contract float %84, 1.000000e+00
  %88 = select i1 %7, float %86, float %87
  store float %88, ptr %85, align 4, !tbaa !11
  %89 = or disjoint i32 %32, 7
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw float, ptr %1, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = getelementptr inbounds nuw float, ptr %0, i64 %90
  %94 = fmul contract float %92, 2.000000e+00
  %95 = fadd contract float %92, 1.000000e+00
  %96 = select i1 %7, float %94, float %95
  store float %96, ptr %93, align 4, !tbaa !11
  %97 = add nuw nsw i32 %32, 8
  %98 = add i32 %33, 8
  %99 = icmp eq i32 %98, %11
  br i1 %99, label %12, label %31, !llvm.loop !15
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
