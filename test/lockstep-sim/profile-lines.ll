; --profile shows source lines from debug info: the loop block of a
; lane-dependent loop is where the divergence costs.
; REQUIRES: lockstep-sim
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-noargs.json --profile | FileCheck %s
; CHECK: k:%loop loop.cu:21 16 320 0.625
; CHECK: k:%entry loop.cu:20 3 96 1.000
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() !dbg !5 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %n = and i32 %tid, 3, !dbg !8
  br label %loop, !dbg !8
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i, !dbg !9
  %i1 = add i32 %i, 1, !dbg !9
  %c = icmp ule i32 %i1, %n, !dbg !9
  br i1 %c, label %loop, label %exit, !dbg !9
exit:
  ret void, !dbg !10
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "loop.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 19, type: !6, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 20, column: 3, scope: !5)
!9 = !DILocation(line: 21, column: 3, scope: !5)
!10 = !DILocation(line: 22, column: 3, scope: !5)
