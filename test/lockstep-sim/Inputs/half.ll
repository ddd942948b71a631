; ModuleID = 'half.cu'
source_filename = "half.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @half_ops(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %9) #2, !srcloc !13
  %11 = getelementptr inbounds nuw float, ptr %1, i64 %7
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %12) #2, !srcloc !13
  %14 = shl nuw nsw i32 %6, 3
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i16, ptr %2, i64 %15
  store i16 %10, ptr %16, align 2, !tbaa !14
  %17 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !16
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 2
  store i16 %17, ptr %18, align 2, !tbaa !14
  %19 = tail call i16 asm "{sub.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !17
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 4
  store i16 %19, ptr %20, align 2, !tbaa !14
  %21 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !18
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 6
  store i16 %21, ptr %22, align 2, !tbaa !14
  %23 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %10, i16 %13, i16 %10) #2, !srcloc !19
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store i16 %23, ptr %24, align 2, !tbaa !14
  %25 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !20
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 10
  store i16 %25, ptr %26, align 2, !tbaa !14
  %27 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %13) #2, !srcloc !21
  %28 = getelementptr inbounds nuw i8, ptr %16, i64 12
  store i16 %27, ptr %28, align 2, !tbaa !14
  %29 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %10, i16 %13) #2, !srcloc !22
  %30 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %13, i16 %13) #2, !srcloc !22
  %31 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %29, i32 %30) #2, !srcloc !23
  %32 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %31) #2, !srcloc !24
  %33 = getelementptr inbounds nuw i8, ptr %16, i64 14
  store i16 %32, ptr %33, align 2, !tbaa !14
  %34 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %9) #2, !srcloc !25
  %35 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %12) #2, !srcloc !25
  %36 = shl nuw nsw i32 %6, 2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i16, ptr %3, i64 %37
  store i16 %34, ptr %38, align 2, !tbaa !14
  %39 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %34, i16 %35) #2, !srcloc !26
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 2
  store i16 %39, ptr %40, align 2, !tbaa !14
  %41 = tail call i16 asm "{ mul.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %34, i16 %35) #2, !srcloc !27
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 4
  store i16 %41, ptr %42, align 2, !tbaa !14
  %43 = tail call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %34, i16 %35, i16 %34) #2, !srcloc !28
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 6
  store i16 %43, ptr %44, align 2, !tbaa !14
  %45 = getelementptr inbounds nuw i32, ptr %4, i64 %37
  %46 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !29
  %47 = icmp ne i16 %46, 0
  %48 = zext i1 %47 to i32
  store i32 %48, ptr %45, align 4, !tbaa !6
  %49 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %10, i16 %13) #2, !srcloc !30
  %50 = icmp ne i16 %49, 0
  %51 = zext i1 %50 to i32
  %52 = getelementptr inbounds nuw i8, ptr %45, i64 4
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = tail call noundef i32 asm "cvt.rni.s32.f16 $0, $1;", "=r,h"(i16 %10) #2, !srcloc !31
  %54 = getelementptr inbounds nuw i8, ptr %45, i64 8
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %10) #2, !srcloc !32
  %56 = fmul contract float %55, 4.096000e+03
  %57 = fptosi float %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr %45, i64 12
  store i32 %57, ptr %58, align 4, !tbaa !6
  ret void
}

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
!12 = !{!"float", !8, i64 0}
!13 = !{i64 2156335962}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{i64 2157712873, i64 2157712900}
!17 = !{i64 2157728041, i64 2157728068}
!18 = !{i64 2157743209, i64 2157743236}
!19 = !{i64 2157836283, i64 2157836335}
!20 = !{i64 2156865364, i64 2156865391}
!21 = !{i64 2157989076, i64 2157989094}
!22 = !{i64 2156802929}
!23 = !{i64 2157605636, i64 2157605665}
!24 = !{i64 2156790787, i64 2156790821, i64 2156790858}
!25 = !{i64 2158419225}
!26 = !{i64 2160606520}
!27 = !{i64 2160635072}
!28 = !{i64 10794249, i64 10794277}
!29 = !{i64 2157428306, i64 2157428344, i64 2157428397}
!30 = !{i64 2157447003, i64 2157447041, i64 2157447094}
!31 = !{i64 8691600}
!32 = !{i64 2156391933}
