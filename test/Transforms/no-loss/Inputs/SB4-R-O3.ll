; ModuleID = 'bench/kernels/SB4-R.cu'
source_filename = "bench/kernels/SB4-R.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sb4_r(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !15 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %12 = mul i32 %11, %9, !dbg !29
  %13 = add i32 %12, %10, !dbg !30
  %14 = add nsw i32 %9, -1, !dbg !31
  %15 = zext nneg i32 %9 to i64, !dbg !32
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %15, !dbg !32
  %17 = getelementptr inbounds nuw i32, ptr %16, i64 %15, !dbg !33
  %18 = getelementptr inbounds nuw i32, ptr %17, i64 %15, !dbg !34
  %19 = sext i32 %13 to i64, !dbg !35
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !35
  %21 = load i32, ptr %20, align 4, !dbg !35, !tbaa !10
  %22 = zext nneg i32 %10 to i64, !dbg !36
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %22, !dbg !36
  store i32 %21, ptr %23, align 4, !dbg !37, !tbaa !10
  %24 = getelementptr inbounds i32, ptr %1, i64 %19, !dbg !38
  %25 = load i32, ptr %24, align 4, !dbg !38, !tbaa !10
  %26 = getelementptr inbounds nuw i32, ptr %16, i64 %22, !dbg !39
  store i32 %25, ptr %26, align 4, !dbg !40, !tbaa !10
  %27 = getelementptr inbounds i32, ptr %2, i64 %19, !dbg !41
  %28 = load i32, ptr %27, align 4, !dbg !41, !tbaa !10
  %29 = getelementptr inbounds nuw i32, ptr %17, i64 %22, !dbg !42
  store i32 %28, ptr %29, align 4, !dbg !43, !tbaa !10
  %30 = getelementptr inbounds i32, ptr %3, i64 %19, !dbg !44
  %31 = load i32, ptr %30, align 4, !dbg !44, !tbaa !10
  %32 = getelementptr inbounds nuw i32, ptr %18, i64 %22, !dbg !45
  store i32 %31, ptr %32, align 4, !dbg !46, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !47
  %33 = icmp sgt i32 %6, 0, !dbg !48
  br i1 %33, label %34, label %47, !dbg !49

34:                                               ; preds = %8
  %35 = icmp sgt i32 %7, 0
  %36 = add nuw nsw i32 %10, 1
  br label %37, !dbg !49

37:                                               ; preds = %52, %34
  %38 = phi i32 [ 0, %34 ], [ %53, %52 ]
  br i1 %35, label %39, label %52, !dbg !50

39:                                               ; preds = %37
  %40 = mul nuw nsw i32 %38, 3
  %41 = add nuw nsw i32 %36, %40
  %42 = and i32 %41, %14
  %43 = add nuw nsw i32 %38, %10
  %44 = zext nneg i32 %42 to i64
  %45 = getelementptr inbounds nuw i32, ptr %18, i64 %44
  %46 = getelementptr inbounds nuw i32, ptr %16, i64 %44
  br label %55, !dbg !50

47:                                               ; preds = %52, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %48 = load i32, ptr %23, align 4, !dbg !52, !tbaa !10
  %49 = getelementptr inbounds i32, ptr %4, i64 %19, !dbg !53
  store i32 %48, ptr %49, align 4, !dbg !54, !tbaa !10
  %50 = load i32, ptr %29, align 4, !dbg !55, !tbaa !10
  %51 = getelementptr inbounds i32, ptr %5, i64 %19, !dbg !56
  store i32 %50, ptr %51, align 4, !dbg !57, !tbaa !10
  ret void, !dbg !58

52:                                               ; preds = %95, %37
  %53 = add nuw nsw i32 %38, 1, !dbg !59
  %54 = icmp eq i32 %53, %6, !dbg !48
  br i1 %54, label %47, label %37, !dbg !49, !llvm.loop !60

55:                                               ; preds = %95, %39
  %56 = phi i32 [ 0, %39 ], [ %96, %95 ]
  %57 = add nuw nsw i32 %56, %10, !dbg !64
  %58 = and i32 %57, %14, !dbg !65
  %59 = add nuw nsw i32 %43, %56, !dbg !66
  %60 = and i32 %59, 3, !dbg !67
  %61 = zext nneg i32 %58 to i64, !dbg !68
  switch i32 %60, label %85 [
    i32 0, label %62
    i32 1, label %73
  ], !dbg !69

62:                                               ; preds = %55
  %63 = load i32, ptr %23, align 4, !dbg !70, !tbaa !10
  %64 = getelementptr inbounds nuw i32, ptr %16, i64 %61, !dbg !71
  %65 = load i32, ptr %64, align 4, !dbg !71, !tbaa !10
  %66 = load i32, ptr %46, align 4, !dbg !72, !tbaa !10
  %67 = shl i32 %65, 3, !dbg !73
  %68 = xor i32 %67, %63, !dbg !74
  %69 = mul i32 %66, 7, !dbg !75
  %70 = lshr i32 %65, 1, !dbg !76
  %71 = sub i32 %69, %70, !dbg !77
  %72 = add i32 %71, %68, !dbg !78
  store i32 %72, ptr %23, align 4, !dbg !79, !tbaa !10
  br label %95, !dbg !80

73:                                               ; preds = %55
  %74 = load i32, ptr %29, align 4, !dbg !81, !tbaa !10
  %75 = getelementptr inbounds nuw i32, ptr %18, i64 %61, !dbg !82
  %76 = load i32, ptr %75, align 4, !dbg !82, !tbaa !10
  %77 = load i32, ptr %45, align 4, !dbg !83, !tbaa !10
  %78 = mul i32 %76, %74, !dbg !84
  %79 = or i32 %77, 5, !dbg !85
  %80 = lshr i32 %74, 3, !dbg !86
  %81 = xor i32 %77, 40503, !dbg !87
  %82 = add i32 %78, %80, !dbg !88
  %83 = sub i32 %82, %79, !dbg !89
  %84 = add i32 %83, %81, !dbg !90
  store i32 %84, ptr %29, align 4, !dbg !91, !tbaa !10
  br label %95, !dbg !92

85:                                               ; preds = %55
  %86 = load i32, ptr %23, align 4, !dbg !93, !tbaa !10
  %87 = getelementptr inbounds nuw i32, ptr %18, i64 %61, !dbg !94
  %88 = load i32, ptr %87, align 4, !dbg !94, !tbaa !10
  %89 = load i32, ptr %46, align 4, !dbg !95, !tbaa !10
  %90 = add i32 %88, %86, !dbg !96
  %91 = xor i32 %89, 3, !dbg !97
  %92 = mul i32 %91, %90, !dbg !98
  %93 = shl i32 %86, 1, !dbg !99
  %94 = add i32 %92, %93, !dbg !100
  store i32 %94, ptr %23, align 4, !dbg !101, !tbaa !10
  br label %95

95:                                               ; preds = %85, %73, %62
  %96 = add nuw nsw i32 %56, 1, !dbg !102
  %97 = icmp eq i32 %96, %7, !dbg !103
  br i1 %97, label %52, label %55, !dbg !50, !llvm.loop !104
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "bench/kernels/SB4-R.cu", directory: ".")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "sb4_r", scope: !16, file: !16, line: 8, type: !17, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DIFile(filename: "bench/kernels/SB4-R.cu", directory: ".")
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!22 = distinct !DILocation(line: 13, column: 18, scope: !15)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 17, scope: !15)
!26 = !DILocation(line: 66, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 15, column: 17, scope: !15)
!29 = !DILocation(line: 15, column: 28, scope: !15)
!30 = !DILocation(line: 15, column: 33, scope: !15)
!31 = !DILocation(line: 16, column: 23, scope: !15)
!32 = !DILocation(line: 18, column: 19, scope: !15)
!33 = !DILocation(line: 19, column: 19, scope: !15)
!34 = !DILocation(line: 20, column: 19, scope: !15)
!35 = !DILocation(line: 21, column: 10, scope: !15)
!36 = !DILocation(line: 21, column: 3, scope: !15)
!37 = !DILocation(line: 21, column: 8, scope: !15)
!38 = !DILocation(line: 22, column: 10, scope: !15)
!39 = !DILocation(line: 22, column: 3, scope: !15)
!40 = !DILocation(line: 22, column: 8, scope: !15)
!41 = !DILocation(line: 23, column: 10, scope: !15)
!42 = !DILocation(line: 23, column: 3, scope: !15)
!43 = !DILocation(line: 23, column: 8, scope: !15)
!44 = !DILocation(line: 24, column: 10, scope: !15)
!45 = !DILocation(line: 24, column: 3, scope: !15)
!46 = !DILocation(line: 24, column: 8, scope: !15)
!47 = !DILocation(line: 25, column: 3, scope: !15)
!48 = !DILocation(line: 27, column: 21, scope: !15)
!49 = !DILocation(line: 27, column: 3, scope: !15)
!50 = !DILocation(line: 29, column: 5, scope: !15)
!51 = !DILocation(line: 51, column: 3, scope: !15)
!52 = !DILocation(line: 52, column: 14, scope: !15)
!53 = !DILocation(line: 52, column: 3, scope: !15)
!54 = !DILocation(line: 52, column: 12, scope: !15)
!55 = !DILocation(line: 53, column: 14, scope: !15)
!56 = !DILocation(line: 53, column: 3, scope: !15)
!57 = !DILocation(line: 53, column: 12, scope: !15)
!58 = !DILocation(line: 54, column: 1, scope: !15)
!59 = !DILocation(line: 27, column: 30, scope: !15)
!60 = distinct !{!60, !49, !61, !62, !63}
!61 = !DILocation(line: 50, column: 3, scope: !15)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = !DILocation(line: 30, column: 24, scope: !15)
!65 = !DILocation(line: 30, column: 29, scope: !15)
!66 = !DILocation(line: 32, column: 30, scope: !15)
!67 = !DILocation(line: 32, column: 35, scope: !15)
!68 = !DILocation(line: 0, scope: !15)
!69 = !DILocation(line: 33, column: 15, scope: !15)
!70 = !DILocation(line: 34, column: 22, scope: !15)
!71 = !DILocation(line: 35, column: 22, scope: !15)
!72 = !DILocation(line: 36, column: 22, scope: !15)
!73 = !DILocation(line: 37, column: 24, scope: !15)
!74 = !DILocation(line: 37, column: 19, scope: !15)
!75 = !DILocation(line: 37, column: 35, scope: !15)
!76 = !DILocation(line: 37, column: 45, scope: !15)
!77 = !DILocation(line: 37, column: 31, scope: !15)
!78 = !DILocation(line: 37, column: 40, scope: !15)
!79 = !DILocation(line: 37, column: 14, scope: !15)
!80 = !DILocation(line: 38, column: 7, scope: !15)
!81 = !DILocation(line: 39, column: 22, scope: !15)
!82 = !DILocation(line: 40, column: 22, scope: !15)
!83 = !DILocation(line: 41, column: 22, scope: !15)
!84 = !DILocation(line: 42, column: 18, scope: !15)
!85 = !DILocation(line: 42, column: 27, scope: !15)
!86 = !DILocation(line: 42, column: 38, scope: !15)
!87 = !DILocation(line: 42, column: 49, scope: !15)
!88 = !DILocation(line: 42, column: 22, scope: !15)
!89 = !DILocation(line: 42, column: 33, scope: !15)
!90 = !DILocation(line: 42, column: 44, scope: !15)
!91 = !DILocation(line: 42, column: 14, scope: !15)
!92 = !DILocation(line: 43, column: 7, scope: !15)
!93 = !DILocation(line: 44, column: 22, scope: !15)
!94 = !DILocation(line: 45, column: 22, scope: !15)
!95 = !DILocation(line: 46, column: 22, scope: !15)
!96 = !DILocation(line: 47, column: 19, scope: !15)
!97 = !DILocation(line: 47, column: 29, scope: !15)
!98 = !DILocation(line: 47, column: 24, scope: !15)
!99 = !DILocation(line: 47, column: 40, scope: !15)
!100 = !DILocation(line: 47, column: 35, scope: !15)
!101 = !DILocation(line: 47, column: 14, scope: !15)
!102 = !DILocation(line: 29, column: 32, scope: !15)
!103 = !DILocation(line: 29, column: 23, scope: !15)
!104 = distinct !{!104, !50, !105, !62, !63}
!105 = !DILocation(line: 49, column: 5, scope: !15)
