; ModuleID = 'test/Transforms/cf-meld/diff/Inputs/shared-select.cu'
source_filename = "test/Transforms/cf-meld/diff/Inputs/shared-select.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @shsel(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 !dbg !15 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %8 = mul i32 %6, %7, !dbg !25
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %10 = add i32 %8, %9, !dbg !29
  %11 = icmp slt i32 %10, %4, !dbg !30
  br i1 %11, label %12, label %54, !dbg !30

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !31
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !31
  %15 = load float, ptr %14, align 4, !dbg !31, !tbaa !32
  %16 = and i32 %10, 7, !dbg !34
  %17 = zext nneg i32 %16 to i64, !dbg !35
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %17, !dbg !35
  %19 = load float, ptr %18, align 4, !dbg !35, !tbaa !32
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 32, !dbg !36
  %21 = load float, ptr %20, align 4, !dbg !36, !tbaa !32
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 36, !dbg !37
  %23 = load float, ptr %22, align 4, !dbg !37, !tbaa !32
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 40, !dbg !38
  %25 = load float, ptr %24, align 4, !dbg !38, !tbaa !32
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 44, !dbg !39
  %27 = load float, ptr %26, align 4, !dbg !39, !tbaa !32
  %28 = fcmp contract ogt float %15, 5.000000e-01, !dbg !40
  br i1 %28, label %29, label %39, !dbg !40

29:                                               ; preds = %12
  %30 = tail call noundef float @llvm.fma.f32(float %15, float %19, float %21), !dbg !41
  %31 = fmul contract float %30, 3.000000e+00, !dbg !45
  %32 = getelementptr inbounds float, ptr %3, i64 %13, !dbg !46
  store float %31, ptr %32, align 4, !dbg !47, !tbaa !32
  %33 = tail call noundef float @llvm.fma.f32(float %30, float %19, float %23), !dbg !48
  %34 = tail call noundef float @llvm.fma.f32(float %33, float %19, float %25), !dbg !50
  %35 = add nsw i32 %4, %10, !dbg !52
  %36 = sext i32 %35 to i64, !dbg !53
  %37 = getelementptr inbounds float, ptr %3, i64 %36, !dbg !53
  store float %34, ptr %37, align 4, !dbg !54, !tbaa !32
  %38 = tail call noundef float @llvm.fma.f32(float %34, float %19, float %27), !dbg !55
  br label %51, !dbg !57

39:                                               ; preds = %12
  %40 = fneg contract float %19, !dbg !58
  %41 = tail call noundef float @llvm.fma.f32(float %15, float %40, float %21), !dbg !59
  %42 = tail call noundef float @llvm.fma.f32(float %41, float %40, float %23), !dbg !61
  %43 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %42) #4, !dbg !63
  %44 = getelementptr inbounds float, ptr %3, i64 %13, !dbg !66
  store float %43, ptr %44, align 4, !dbg !67, !tbaa !32
  %45 = tail call noundef float @llvm.fma.f32(float %42, float %40, float %25), !dbg !68
  %46 = tail call noundef float @llvm.fma.f32(float %45, float %40, float %27), !dbg !70
  %47 = fmul contract float %46, %46, !dbg !72
  %48 = add nsw i32 %4, %10, !dbg !73
  %49 = sext i32 %48 to i64, !dbg !74
  %50 = getelementptr inbounds float, ptr %3, i64 %49, !dbg !74
  store float %47, ptr %50, align 4, !dbg !75, !tbaa !32
  br label %51

51:                                               ; preds = %39, %29
  %52 = phi float [ %38, %29 ], [ %46, %39 ], !dbg !76
  %53 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !77
  store float %52, ptr %53, align 4, !dbg !78, !tbaa !32
  br label %54, !dbg !79

54:                                               ; preds = %51, %5
  ret void, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8, !9}
!llvm.errno.tbaa = !{!10}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "test/Transforms/cf-meld/diff/Inputs/shared-select.cu", directory: "/work/main")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "shsel", scope: !7, file: !7, line: 6, type: !16, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 8, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 8, column: 24, scope: !15)
!25 = !DILocation(line: 8, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 8, column: 37, scope: !15)
!29 = !DILocation(line: 8, column: 35, scope: !15)
!30 = !DILocation(line: 9, column: 9, scope: !15)
!31 = !DILocation(line: 11, column: 13, scope: !15)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !12, i64 0}
!34 = !DILocation(line: 12, column: 20, scope: !15)
!35 = !DILocation(line: 12, column: 13, scope: !15)
!36 = !DILocation(line: 13, column: 14, scope: !15)
!37 = !DILocation(line: 13, column: 28, scope: !15)
!38 = !DILocation(line: 13, column: 42, scope: !15)
!39 = !DILocation(line: 13, column: 57, scope: !15)
!40 = !DILocation(line: 15, column: 9, scope: !15)
!41 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "fmaf", scope: !43, file: !43, line: 132, type: !16, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_math.h", directory: "")
!44 = distinct !DILocation(line: 16, column: 9, scope: !15)
!45 = !DILocation(line: 17, column: 16, scope: !15)
!46 = !DILocation(line: 17, column: 5, scope: !15)
!47 = !DILocation(line: 17, column: 12, scope: !15)
!48 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !49)
!49 = distinct !DILocation(line: 18, column: 9, scope: !15)
!50 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !51)
!51 = distinct !DILocation(line: 19, column: 9, scope: !15)
!52 = !DILocation(line: 20, column: 11, scope: !15)
!53 = !DILocation(line: 20, column: 5, scope: !15)
!54 = !DILocation(line: 20, column: 16, scope: !15)
!55 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !56)
!56 = distinct !DILocation(line: 21, column: 9, scope: !15)
!57 = !DILocation(line: 22, column: 3, scope: !15)
!58 = !DILocation(line: 23, column: 16, scope: !15)
!59 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !60)
!60 = distinct !DILocation(line: 24, column: 9, scope: !15)
!61 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !62)
!62 = distinct !DILocation(line: 25, column: 9, scope: !15)
!63 = !DILocation(line: 318, column: 44, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "sqrtf", scope: !43, file: !43, line: 318, type: !16, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = distinct !DILocation(line: 26, column: 14, scope: !15)
!66 = !DILocation(line: 26, column: 5, scope: !15)
!67 = !DILocation(line: 26, column: 12, scope: !15)
!68 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !69)
!69 = distinct !DILocation(line: 27, column: 9, scope: !15)
!70 = !DILocation(line: 133, column: 10, scope: !42, inlinedAt: !71)
!71 = distinct !DILocation(line: 28, column: 9, scope: !15)
!72 = !DILocation(line: 29, column: 20, scope: !15)
!73 = !DILocation(line: 29, column: 11, scope: !15)
!74 = !DILocation(line: 29, column: 5, scope: !15)
!75 = !DILocation(line: 29, column: 16, scope: !15)
!76 = !DILocation(line: 0, scope: !15)
!77 = !DILocation(line: 31, column: 3, scope: !15)
!78 = !DILocation(line: 31, column: 10, scope: !15)
!79 = !DILocation(line: 32, column: 1, scope: !15)
