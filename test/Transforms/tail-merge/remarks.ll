; tail-merge's remarks carry its decision records (Pass, Region, Decision,
; Reason, EstimatedGain = the length of the identical tail) in the YAML of
; -pass-remarks-output: merged and tail-too-short.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=tail-merge -S %s -o /dev/null -pass-remarks-output=%t.yaml
; RUN: FileCheck %s < %t.yaml

; CHECK: --- !Passed
; CHECK-NEXT: Pass: tail-merge
; CHECK-NEXT: Name: Merged
; CHECK-NEXT: Function: tail
; CHECK: - Instructions: '3'
; CHECK: - Pass: tail-merge
; CHECK-NEXT: - Region: '%entry'
; CHECK-NEXT: - Decision: transformed
; CHECK-NEXT: - Reason: merged
; CHECK-NEXT: - EstimatedGain: '3'
; After the merge the heads of @tail differ, and nothing is said of it: the
; Merged remark is that branch's decision (it used to be followed by a
; tail-too-short of 0 instructions from the fixpoint round).
; CHECK-NOT: Function: tail
; CHECK: --- !Missed
; CHECK-NEXT: Pass: tail-merge
; CHECK-NEXT: Name: NotMerged
; CHECK-NEXT: Function: different
; CHECK: - Region: '%entry'
; CHECK-NEXT: - Decision: skipped
; CHECK-NEXT: - Reason: tail-too-short
; CHECK-NEXT: - EstimatedGain: '0'

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @tail(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; The tails differ (different stored values): nothing to merge.
define void @different(ptr addrspace(1) %a, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  store float 1.0, ptr addrspace(1) %a, align 4
  br label %X
F:
  store float 2.0, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
