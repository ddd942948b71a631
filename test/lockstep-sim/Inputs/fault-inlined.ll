; A kernel whose out-of-bounds store was inlined from a header function
; (line 42 of wrapper.h, called at line 7 of user.cu): fault-inlined.test.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %tid, 1000
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !10
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "user.cu", directory: "/src")
!2 = !DIFile(filename: "wrapper.h", directory: "/inc")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 40, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 7, column: 3, scope: !5)
!10 = !DILocation(line: 42, column: 5, scope: !8, inlinedAt: !9)
