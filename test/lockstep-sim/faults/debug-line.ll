; With debug info, the fault names the source line.
; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/out16.json 2>&1 | FileCheck %s
; CHECK: out-of-bounds access to buffer 'data' element 16 (count 16) at 'store i32 %tid, ptr %p, align 4, !dbg !{{[0-9]+}}' in 'k' (kern.cu:12)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %data) !dbg !5 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %p = getelementptr i32, ptr %data, i32 %tid, !dbg !8
  store i32 %tid, ptr %p, align 4, !dbg !9
  ret void, !dbg !9
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kern.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 11, column: 3, scope: !5)
!9 = !DILocation(line: 12, column: 3, scope: !5)
