; Melded code keeps debug locations: an instruction that stands for two
; source lines gets LLVM's merged location (line 0 in the common scope when
; the lines differ, the line itself when they agree); a select inserted for
; differing operands takes the location of the instruction that uses it; a
; melded branch merges the two branches' locations. Unaligned instructions
; keep their own lines, and the guard branch in front of them takes the line
; of the first one. The function still verifies (calls in a function
; with debug info need a location).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -cf-meld-speculate-limit=0 -S %s | FileCheck %s

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.sqrt.f32(float)

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) !dbg !5 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %odd = and i32 %tid, 1, !dbg !8
  %c = icmp eq i32 %odd, 0, !dbg !8
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid, !dbg !8
  br i1 %c, label %then, label %else, !dbg !8

then:
  %x = load float, ptr addrspace(1) %p, align 4, !dbg !10
  %m = fmul float %x, 2.0, !dbg !11
  %s = call float @llvm.sqrt.f32(float %m), !dbg !12
  store float %s, ptr addrspace(1) %p, align 4, !dbg !13
  br label %join, !dbg !14

else:
  %y = load float, ptr addrspace(1) %p, align 4, !dbg !20
  %n = fmul float %y, 3.0, !dbg !21
  %t = call float @llvm.sqrt.f32(float %n), !dbg !22
  %u = fdiv float %t, %n, !dbg !23
  store float %u, ptr addrspace(1) %p, align 4, !dbg !13
  br label %join, !dbg !24

join:
  ret void, !dbg !25
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: [[LD:%.*]] = load float, ptr addrspace(1) %p, align 4, !dbg [[MERGED:![0-9]+]]
; CHECK: [[SEL:%.*]] = select i1 %c, float 2.000000e+00, float 3.000000e+00, !dbg [[MERGED]]
; CHECK: fmul float [[LD]], [[SEL]], !dbg [[MERGED]]
; CHECK: call float @llvm.sqrt.f32({{.*}}), !dbg [[MERGED]]
; CHECK: br i1 %c, label %{{.*}}, label %meld.guard.b, !dbg [[LINE23:![0-9]+]], !lockstep.meld.guard
; CHECK: meld.guard.b:
; CHECK-NEXT: fdiv float {{.*}}, !dbg [[LINE23]]
; CHECK: store float {{.*}}, !dbg [[LINE40:![0-9]+]]
; CHECK-NOT: br i1 %c, label %then, label %else
; CHECK: ret void, !dbg
; CHECK-DAG: [[MERGED]] = !DILocation(line: 0, scope: [[SCOPE:![0-9]+]])
; CHECK-DAG: [[LINE23]] = !DILocation(line: 23, column: 3, scope: [[SCOPE]])
; CHECK-DAG: [[LINE40]] = !DILocation(line: 40, column: 3, scope: [[SCOPE]])

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "lockstep test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!10 = !DILocation(line: 10, column: 3, scope: !5)
!11 = !DILocation(line: 11, column: 3, scope: !5)
!12 = !DILocation(line: 12, column: 3, scope: !5)
!13 = !DILocation(line: 40, column: 3, scope: !5)
!14 = !DILocation(line: 14, column: 3, scope: !5)
!20 = !DILocation(line: 20, column: 3, scope: !5)
!21 = !DILocation(line: 21, column: 3, scope: !5)
!22 = !DILocation(line: 22, column: 3, scope: !5)
!23 = !DILocation(line: 23, column: 3, scope: !5)
!24 = !DILocation(line: 24, column: 3, scope: !5)
!25 = !DILocation(line: 30, column: 3, scope: !5)
