; ModuleID = 'HO-ode.cu'
source_filename = "HO-ode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ho_ode(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds float, ptr %1, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %57, %4
  %17 = phi float [ %12, %4 ], [ %66, %57 ]
  %18 = phi float [ %14, %4 ], [ %58, %57 ]
  store float %17, ptr %11, align 4, !tbaa !11
  store float %18, ptr %13, align 4, !tbaa !11
  ret void

19:                                               ; preds = %4, %57
  %20 = phi i32 [ %67, %57 ], [ 0, %4 ]
  %21 = phi float [ %58, %57 ], [ %14, %4 ]
  %22 = phi float [ %66, %57 ], [ %12, %4 ]
  %23 = fcmp contract olt float %22, -7.000000e+01
  br i1 %23, label %24, label %27

24:                                               ; preds = %19
  %25 = fsub contract float -7.000000e+01, %22
  %26 = fmul contract float %25, 0x3F947AE140000000
  br label %47

27:                                               ; preds = %19
  %28 = fcmp contract olt float %22, -4.000000e+01
  br i1 %28, label %29, label %35

29:                                               ; preds = %27
  %30 = fadd contract float %22, 4.000000e+01
  %31 = fmul contract float %30, 0x3FA99999A0000000
  %32 = fmul float %31, 0x3FF7154760000000
  %33 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %32)
  %34 = fmul contract float %33, 0x3FB99999A0000000
  br label %47

35:                                               ; preds = %27
  %36 = fcmp contract olt float %22, 0.000000e+00
  br i1 %36, label %37, label %42

37:                                               ; preds = %35
  %38 = fmul contract float %22, %22
  %39 = fmul contract float %38, 0x3F50624DE0000000
  %40 = fadd contract float %39, 1.000000e+00
  %41 = fdiv contract float 1.000000e+00, %40
  br label %47

42:                                               ; preds = %35
  %43 = fcmp contract olt float %22, 3.000000e+01
  br i1 %43, label %44, label %47

44:                                               ; preds = %42
  %45 = fmul contract float %22, 0xBFD3333340000000
  %46 = fmul contract float %45, %21
  br label %47

47:                                               ; preds = %42, %29, %44, %37, %24
  %48 = phi float [ %26, %24 ], [ %34, %29 ], [ %41, %37 ], [ %46, %44 ], [ -2.000000e+00, %42 ]
  %49 = fcmp contract ogt float %22, -2.000000e+01
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  %51 = fsub contract float 1.000000e+00, %21
  %52 = fmul contract float %51, 0x3F847AE140000000
  %53 = fadd contract float %21, %52
  br label %57

54:                                               ; preds = %47
  %55 = fmul contract float %21, 0x3F747AE140000000
  %56 = fsub contract float %21, %55
  br label %57

57:                                               ; preds = %54, %50
  %58 = phi float [ %53, %50 ], [ %56, %54 ]
  %59 = fmul contract float %48, 5.000000e-01
  %60 = add nsw i32 %20, %9
  %61 = and i32 %60, 255
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %2, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = fadd contract float %59, %64
  %66 = fadd contract float %22, %65
  %67 = add nuw nsw i32 %20, 1
  %68 = icmp eq i32 %67, %3
  br i1 %68, label %16, label %19, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
