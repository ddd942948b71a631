; branch-fusion's remarks carry its decision records (Pass, Region,
; Decision, Reason, EstimatedGain = the alignment score) in the YAML of
; -pass-remarks-output: fused, not-diamond and below-min-score.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=branch-fusion -S %s -o /dev/null -pass-remarks-output=%t.yaml
; RUN: FileCheck %s < %t.yaml
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='branch-fusion<min-score=100000>' -S %s -o %t.ll -pass-remarks-output=%t.high.yaml
; RUN: FileCheck --check-prefix=HIGH %s < %t.high.yaml
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; CHECK: --- !Passed
; CHECK-NEXT: Pass: branch-fusion
; CHECK-NEXT: Name: Fused
; CHECK-NEXT: Function: diamond
; CHECK: - Pass: branch-fusion
; CHECK-NEXT: - Region: '%entry'
; CHECK-NEXT: - Decision: transformed
; CHECK-NEXT: - Reason: fused
; CHECK-NEXT: - EstimatedGain: '{{[1-9][0-9]*}}'
; CHECK: --- !Missed
; CHECK-NEXT: Pass: branch-fusion
; CHECK-NEXT: Name: NotFused
; CHECK-NEXT: Function: notdiamond
; CHECK: - Region: '%entry'
; CHECK-NEXT: - Decision: skipped
; CHECK-NEXT: - Reason: not-diamond

; HIGH: Function: diamond
; HIGH: - String: alignment score {{[0-9]+}} below 100000
; HIGH-NEXT: - Pass: branch-fusion
; HIGH-NEXT: - Region: '%entry'
; HIGH-NEXT: - Decision: skipped
; HIGH-NEXT: - Reason: below-min-score
; HIGH-NEXT: - EstimatedGain: '{{[1-9][0-9]*}}'
; IR-LABEL: define void @diamond(
; IR: br i1 %c, label %T, label %F

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @diamond(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  store float %x, ptr addrspace(1) %b, align 4
  br label %X
F:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %y = load float, ptr addrspace(1) %pb, align 4
  store float %y, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; Not a diamond: the then-side is itself a region.
define void @notdiamond(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  %p = fcmp ogt float %x, 0.0
  br i1 %p, label %T2, label %X
T2:
  store float %x, ptr addrspace(1) %b, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %b, align 4
  store float %y, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
