; ModuleID = 'test/Transforms/cf-meld/diff/Inputs/half-poly.cu'
source_filename = "test/Transforms/cf-meld/diff/Inputs/half-poly.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @hpoly(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = sext i32 %8 to i64
  br i1 %10, label %25, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  %14 = load i16, ptr %13, align 2, !tbaa !11
  %15 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.500000e-01) #2, !srcloc !13
  %16 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #2, !srcloc !13
  %17 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %14, i16 %15, i16 %16) #2, !srcloc !14
  %18 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float -5.000000e-01) #2, !srcloc !13
  %19 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %17, i16 %14, i16 %18) #2, !srcloc !14
  %20 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #2, !srcloc !13
  %21 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %19, i16 %14, i16 %20) #2, !srcloc !14
  %22 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.250000e-01) #2, !srcloc !13
  %23 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %21, i16 %14, i16 %22) #2, !srcloc !14
  %24 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %23, i16 %23) #2, !srcloc !15
  br label %39

25:                                               ; preds = %3
  %26 = getelementptr %struct.__half, ptr %1, i64 %11
  %27 = getelementptr i8, ptr %26, i64 2
  %28 = load i16, ptr %27, align 2, !tbaa !11
  %29 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.500000e-01) #2, !srcloc !13
  %30 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #2, !srcloc !13
  %31 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %28, i16 %29, i16 %30) #2, !srcloc !14
  %32 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float -5.000000e-01) #2, !srcloc !13
  %33 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %31, i16 %28, i16 %32) #2, !srcloc !14
  %34 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #2, !srcloc !13
  %35 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %33, i16 %28, i16 %34) #2, !srcloc !14
  %36 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.250000e-01) #2, !srcloc !13
  %37 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %35, i16 %28, i16 %36) #2, !srcloc !14
  %38 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %37, i16 %37) #2, !srcloc !15
  br label %39

39:                                               ; preds = %25, %12
  %40 = phi i16 [ %38, %25 ], [ %24, %12 ]
  %41 = getelementptr inbounds %struct.__half, ptr %2, i64 %11
  store i16 %40, ptr %41, align 2, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

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
!12 = !{!"short", !8, i64 0}
!13 = !{i64 2156122053}
!14 = !{i64 2157631143, i64 2157631195}
!15 = !{i64 2157538069, i64 2157538096}
