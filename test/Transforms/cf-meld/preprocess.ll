; DARM Fig. 5 pre-processing: %a is defined on the true path before the
; melded subgraph and used inside and after it. After melding, the
; definition no longer dominates those uses, so they go through a phi that
; is poison (undef in the paper) on the false path.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s | FileCheck %s

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @fig5(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T1, label %F1

T1:
  %a = load i32, ptr addrspace(1) %r, align 4
  %cond = icmp sgt i32 %a, 0
  br i1 %cond, label %T1x, label %T2
T1x:
  store i32 0, ptr addrspace(1) %r, align 4
  br label %T2
T2:
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %p, align 4
  store i32 %a, ptr addrspace(1) %q, align 4
  br label %T3
T3:
  store i32 %a, ptr addrspace(1) %r, align 4
  br label %X

F1:
  %v2 = load float, ptr addrspace(1) %q, align 4
  %w2 = fmul float %v2, 2.0
  store float %w2, ptr addrspace(1) %q, align 4
  store i32 7, ptr addrspace(1) %p, align 4
  br label %X

X:
  ret void
}

; CHECK-LABEL: define void @fig5(
; CHECK: [[MB:meld.T2.F1]]:
; CHECK-NEXT: %[[M:.*]] = phi i32 [ %a, %T1 ], [ %a, %T1x ], [ poison, %entry ]
; CHECK: fmul float
; CHECK: %[[S:.*]] = select i1 %c, i32 %[[M]], i32 7
; CHECK: store i32 %[[S]]
; CHECK: br i1 %c, label %T3, label %X
; CHECK: T3:
; CHECK-NEXT: store i32 %[[M]], ptr addrspace(1) %r
