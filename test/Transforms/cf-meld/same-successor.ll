; A divergent branch or switch whose successors are all one block sends
; every lane to it: no region, nothing to meld. cf-meld aborted on it
; (an empty path in the subgraph alignment; found by a robustness run over
; hand-written IR); the analysis now says why and every pass leaves it.
; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REGIONS
; REGIONS: function=br_same entry=%entry exit=%S {{.*}}not-meldable reason="every successor is %S: the branch sends all lanes to one block"
; REGIONS: function=switch_same entry=%entry exit=%S0 terminator=switch {{.*}}not-meldable reason="every successor is %S0: the branch sends all lanes to one block"
; RUN: %opt -passes=cf-meld -verify-each -S %s -o %t.meld.ll
; RUN: %opt -passes='cf-meld<greedy>' -verify-each -disable-output %s
; RUN: %opt -passes=branch-fusion,tail-merge,cfg-linearize -verify-each -disable-output %s
; RUN: FileCheck %s < %t.meld.ll
; CHECK-LABEL: define ptx_kernel void @br_same(
; CHECK: br i1 %c, label %S, label %S
; CHECK-LABEL: define ptx_kernel void @switch_same(
; CHECK: switch i32 %k, label %S0 [
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @br_same(ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 5
  br i1 %c, label %S, label %S
S:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  store i32 %tid, ptr addrspace(1) %pb, align 4
  br label %J
J:
  ret void
}

; Every case and the default to %S0; %S1 is dead code into the join.
define ptx_kernel void @switch_same(ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = and i32 %tid, 3
  switch i32 %k, label %S0 [ i32 0, label %S0
                             i32 1, label %S0 ]
S0:
  %v0 = add i32 %tid, 1
  br label %J
S1:
  %v1 = add i32 %tid, 2
  br label %J
J:
  %r = phi i32 [ %v0, %S0 ], [ %v1, %S1 ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  store i32 %r, ptr addrspace(1) %pb, align 4
  ret void
}
