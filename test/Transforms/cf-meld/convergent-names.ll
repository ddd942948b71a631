; cf-meld's "convergent" remark names the operation that stops it and the
; line in the kernel's own code: here assert() on one side of the branch,
; clang's wrapper-header inline function calling @__assertfail (convergent
; in CUDA), located at the assert's line, not the header's. IR: clang-22
; -O3 -gline-tables-only at vectorizer-start of
;
;   #include <assert.h>
;   extern "C" __global__ void asrt(const int *idx, const float *tab,
;                                   float *out, int n, int tn) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     if (t >= n) return;
;     int i = idx[t];
;     float v;
;     if (i >= tn) {
;       v = tab[i - tn] * -1.f;
;     } else {
;       assert(i >= 0);
;       v = tab[i] + 1.f;
;     }
;     out[t] = v;
;   }
;
; RUN: %opt -passes=cf-meld -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s
; CHECK: remark: asrt.cu:7:9: region contains a convergent operation: a call of @__assertfail at asrt.cu:10

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [7 x i8] c"i >= 0\00", align 1
@.str1 = private unnamed_addr constant [8 x i8] c"asrt.cu\00", align 1
@__PRETTY_FUNCTION__.asrt = private unnamed_addr constant [57 x i8] c"void asrt(const int *, const float *, float *, int, int)\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @asrt(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp slt i32 %10, %3, !dbg !27
  br i1 %11, label %12, label %34, !dbg !27

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !28
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !28
  %15 = load i32, ptr %14, align 4, !dbg !28, !tbaa !8
  %16 = icmp slt i32 %15, %4, !dbg !29
  br i1 %16, label %23, label %17, !dbg !29

17:                                               ; preds = %12
  %18 = sub nsw i32 %15, %4, !dbg !30
  %19 = zext nneg i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds nuw float, ptr %1, i64 %19, !dbg !31
  %21 = load float, ptr %20, align 4, !dbg !31, !tbaa !32
  %22 = fneg contract float %21, !dbg !34
  br label %31, !dbg !35

23:                                               ; preds = %12
  %24 = icmp sgt i32 %15, -1, !dbg !36
  br i1 %24, label %26, label %25, !dbg !37

25:                                               ; preds = %23
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 10, ptr noundef nonnull @__PRETTY_FUNCTION__.asrt, i64 noundef 1) #3, !dbg !38
  br label %26, !dbg !37

26:                                               ; preds = %25, %23
  %27 = sext i32 %15 to i64, !dbg !42
  %28 = getelementptr inbounds float, ptr %1, i64 %27, !dbg !42
  %29 = load float, ptr %28, align 4, !dbg !42, !tbaa !32
  %30 = fadd contract float %29, 1.000000e+00, !dbg !43
  br label %31

31:                                               ; preds = %26, %17
  %32 = phi float [ %22, %17 ], [ %30, %26 ], !dbg !44
  %33 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !45
  store float %32, ptr %33, align 4, !dbg !46, !tbaa !32
  br label %34, !dbg !47

34:                                               ; preds = %31, %5
  ret void, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "asrt.cu", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !DISubprogram(name: "asrt", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 3, column: 11, scope: !12)
!19 = !DILocation(line: 79, column: 27, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 3, column: 24, scope: !12)
!22 = !DILocation(line: 3, column: 22, scope: !12)
!23 = !DILocation(line: 53, column: 27, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 3, column: 37, scope: !12)
!26 = !DILocation(line: 3, column: 35, scope: !12)
!27 = !DILocation(line: 4, column: 9, scope: !12)
!28 = !DILocation(line: 5, column: 11, scope: !12)
!29 = !DILocation(line: 7, column: 9, scope: !12)
!30 = !DILocation(line: 8, column: 15, scope: !12)
!31 = !DILocation(line: 8, column: 9, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !10, i64 0}
!34 = !DILocation(line: 8, column: 21, scope: !12)
!35 = !DILocation(line: 9, column: 3, scope: !12)
!36 = !DILocation(line: 10, column: 14, scope: !12)
!37 = !DILocation(line: 10, column: 5, scope: !12)
!38 = !DILocation(line: 440, column: 3, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__assert_fail", scope: !40, file: !40, line: 437, type: !13, scopeLine: 439, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_runtime_wrapper.h", directory: "")
!41 = distinct !DILocation(line: 10, column: 5, scope: !12)
!42 = !DILocation(line: 11, column: 9, scope: !12)
!43 = !DILocation(line: 11, column: 16, scope: !12)
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 13, column: 3, scope: !12)
!46 = !DILocation(line: 13, column: 10, scope: !12)
!47 = !DILocation(line: 14, column: 1, scope: !12)
