; A divergent switch: two of its successors' paths are melded at a time,
; under a predicate built from the case values; switches and three-way
; else-if chains (the SB4 shape) both reduce divergence. Inner regions meld
; first (the chain's inner if/else), then the outer branch melds its block
; with the melded one: here everything ends up as straight-line code.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK-COUNT-4: melded block-block subgraphs

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @sw(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sel = and i32 %tid, 3
  switch i32 %sel, label %D [
    i32 0, label %S0
    i32 1, label %S1
  ]
S0:
  %x = load float, ptr addrspace(1) %a, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %a, align 4
  br label %X
S1:
  %y = load float, ptr addrspace(1) %b, align 4
  %y2 = fmul float %y, 3.0
  store float %y2, ptr addrspace(1) %b, align 4
  br label %X
D:
  %z = load float, ptr addrspace(1) %c, align 4
  %z2 = fmul float %z, 4.0
  store float %z2, ptr addrspace(1) %c, align 4
  br label %X
X:
  ret void
}

define void @chain3(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sel = and i32 %tid, 3
  %c0 = icmp eq i32 %sel, 0
  br i1 %c0, label %S0, label %E1
E1:
  %c1 = icmp eq i32 %sel, 1
  br i1 %c1, label %S1, label %D
S0:
  %x = load float, ptr addrspace(1) %a, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %a, align 4
  br label %X
S1:
  %y = load float, ptr addrspace(1) %b, align 4
  %y2 = fmul float %y, 3.0
  store float %y2, ptr addrspace(1) %b, align 4
  br label %X
D:
  %z = load float, ptr addrspace(1) %c, align 4
  %z2 = fmul float %z, 4.0
  store float %z2, ptr addrspace(1) %c, align 4
  br label %X
X:
  ret void
}

; All three paths end up sharing one load and one store; each lane still
; reads and writes its own path's buffer (selects on the path predicates).
; CHECK-LABEL: define void @sw(
; CHECK-NOT: br i1
; CHECK: icmp eq i32 %sel, {{[01]}}
; CHECK: load float
; CHECK-NOT: load float
; CHECK: store float
; CHECK-NOT: store float
; CHECK: ret void
; CHECK-LABEL: define void @chain3(
; CHECK-NOT: br i1
; CHECK: load float
; CHECK-NOT: load float
; CHECK: store float
; CHECK-NOT: store float
; CHECK: ret void
