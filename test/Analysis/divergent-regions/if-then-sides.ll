; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; DARM Fig. 4a / Fig. 6a: an if/else whose sides are if-then regions with
; shared-memory swaps. Each side is a region [%C, %E] followed by the block
; %X1; the regions are isomorphic.

; CHECK: divergent-region: function=bitonic_step entry=%B exit=%G terminator=br successors=2 meldable subgraphs=2,2 best=region-region(0:0,1:0) profitability=0.5000
; CHECK: divergent-region: function=bitonic_step entry=%C exit=%X1 {{.*}} not-meldable reason="successor %X1 post-dominates successor %E"
; CHECK: divergent-region: function=bitonic_step entry=%D exit=%X2 {{.*}} not-meldable

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @bitonic_step(ptr addrspace(3) %s, i32 %k) {
B:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %tid, %k
  %c = icmp eq i32 %and, 0
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %tid
  %a = load i32, ptr addrspace(3) %p
  %b = load i32, ptr addrspace(3) %s
  br i1 %c, label %C, label %D
C:
  %lt = icmp slt i32 %b, %a
  br i1 %lt, label %E, label %X1
E:
  store i32 %b, ptr addrspace(3) %p
  store i32 %a, ptr addrspace(3) %s
  br label %X1
X1:
  br label %G
D:
  %gt = icmp sgt i32 %b, %a
  br i1 %gt, label %F, label %X2
F:
  store i32 %b, ptr addrspace(3) %p
  store i32 %a, ptr addrspace(3) %s
  br label %X2
X2:
  br label %G
G:
  ret void
}
