; Remarks: one Melded remark per melded region and one missed remark per
; region left alone, also as YAML through -pass-remarks-output, each carrying
; its decision record (Pass, Region, Decision, Reason, EstimatedGain).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -o /dev/null -pass-remarks-output=%t.yaml
; RUN: FileCheck %s < %t.yaml

; CHECK: --- !Passed
; CHECK-NEXT: Pass: cf-meld
; CHECK-NEXT: Name: Melded
; CHECK-NEXT: Function: melded
; CHECK: - Kind: region-region
; CHECK: - Profitability: '0.50'
; CHECK: - BlockPairs: '2'
; CHECK: - Selects: '1'
; CHECK: - Aligned: '4'
; CHECK: - Unaligned: '2'
; The decision record (lockstep/Support/DecisionRecord.h) follows the prose.
; CHECK-NEXT: - String: ' unaligned)'
; CHECK-NEXT: - Pass: cf-meld
; CHECK-NEXT: - Region: '%entry'
; CHECK-NEXT: - Decision: transformed
; CHECK-NEXT: - Reason: melded-region-region
; CHECK-NEXT: - EstimatedGain: '0.500'
; CHECK: --- !Missed
; CHECK-NEXT: Pass: cf-meld
; CHECK-NEXT: Name: NotMeldable
; CHECK-NEXT: Function: melded
; CHECK: - Pass: cf-meld
; CHECK-NEXT: - Region: '%entry'
; CHECK-NEXT: - Decision: skipped
; CHECK-NEXT: - Reason: not-meldable
; CHECK-NEXT: ...
; CHECK: --- !Missed
; CHECK-NEXT: Pass: cf-meld
; CHECK-NEXT: Name: Convergent
; CHECK-NEXT: Function: skipped
; CHECK: - Decision: skipped
; CHECK-NEXT: - Reason: convergent

; The record stays out of the printed remark: the prose ends the line.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -o /dev/null -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=PRINTED %s
; PRINTED: remark: {{.*}}, 2 unaligned){{$}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @sync() convergent

define void @melded(ptr addrspace(1) %a, i32 %j, i32 %k) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ixj = xor i32 %i, %j
  %and = and i32 %i, %k
  %up = icmp eq i32 %and, 0
  %pi = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pj = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ixj
  br i1 %up, label %C, label %D
C:
  %x1 = load i32, ptr addrspace(1) %pi, align 4
  %y1 = load i32, ptr addrspace(1) %pj, align 4
  %gt = icmp sgt i32 %x1, %y1
  br i1 %gt, label %E, label %X1
E:
  store i32 %y1, ptr addrspace(1) %pi, align 4
  store i32 %x1, ptr addrspace(1) %pj, align 4
  br label %X1
X1:
  br label %G
D:
  %x2 = load i32, ptr addrspace(1) %pi, align 4
  %y2 = load i32, ptr addrspace(1) %pj, align 4
  %lt = icmp slt i32 %x2, %y2
  br i1 %lt, label %F, label %X2
F:
  store i32 %y2, ptr addrspace(1) %pi, align 4
  store i32 %x2, ptr addrspace(1) %pj, align 4
  br label %X2
X2:
  br label %G
G:
  ret void
}

define void @skipped(ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  store i32 1, ptr addrspace(1) %a, align 4
  call void @sync()
  br label %X
B:
  store i32 2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
