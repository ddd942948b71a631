; ModuleID = 'test/lockstep-sim/Inputs/cache-ops.cu'
source_filename = "test/lockstep-sim/Inputs/cache-ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @kc(ptr noundef %0, ptr noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef %3, ptr noundef writeonly captures(none) %4, ptr noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %13) #2, !srcloc !11
  %15 = xor i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = tail call contract noundef float asm "ld.global.cg.f32 $0, [$1];", "=f,l"(ptr %17) #2, !srcloc !12
  %19 = fadd contract float %14, %18
  %20 = tail call contract noundef float asm "ld.global.cv.f32 $0, [$1];", "=f,l,~{memory}"(ptr %13) #3, !srcloc !13
  %21 = fadd contract float %19, %20
  %22 = getelementptr inbounds i8, ptr %5, i64 %12
  %23 = tail call i32 asm "ld.global.cs.s8 $0, [$1];", "=r,l"(ptr %22) #2, !srcloc !14
  %24 = trunc i32 %23 to i8
  %25 = sitofp i8 %24 to float
  %26 = fadd contract float %21, %25
  %27 = getelementptr inbounds %struct.float4, ptr %1, i64 %12
  %28 = tail call contract { float, float, float, float } asm "ld.global.cs.v4.f32 {$0,$1,$2,$3}, [$4];", "=f,=f,=f,=f,l"(ptr %27) #2, !srcloc !15
  %29 = extractvalue { float, float, float, float } %28, 0
  %30 = extractvalue { float, float, float, float } %28, 1
  %31 = extractvalue { float, float, float, float } %28, 2
  %32 = extractvalue { float, float, float, float } %28, 3
  %33 = fadd contract float %29, %26
  %34 = fadd contract float %30, %33
  %35 = fadd contract float %31, %34
  %36 = fadd contract float %32, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %12
  store float %36, ptr %37, align 4, !tbaa !16
  %38 = getelementptr inbounds i32, ptr %3, i64 %12
  %39 = fptosi float %26 to i32
  tail call void asm sideeffect "st.global.wt.s32 [$0], $1;", "l,r,~{memory}"(ptr %38, i32 %39) #3, !srcloc !18
  %40 = getelementptr inbounds %struct.float4, ptr %4, i64 %12
  store float %29, ptr %40, align 16, !tbaa !16
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4
  store float %30, ptr %41, align 4, !tbaa !16
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 8
  store float %31, ptr %42, align 8, !tbaa !16
  %43 = getelementptr inbounds nuw i8, ptr %40, i64 12
  store float %32, ptr %43, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }
attributes #3 = { convergent nounwind }

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
!11 = !{i64 2155477632}
!12 = !{i64 2155431032}
!13 = !{i64 2155454432}
!14 = !{i64 2155458572}
!15 = !{i64 2155480226}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{i64 2155482736}
