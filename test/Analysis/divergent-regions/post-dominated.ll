; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Def. 5 condition 2: an if-then, where the join post-dominates the then
; side, is divergent but not meldable. A path that returns early leaves the
; region without a post-dominator.

; CHECK: divergent-region: function=if_then entry=%entry exit=%join terminator=br successors=2 not-meldable reason="successor %join post-dominates successor %then" subgraphs=- best=none profitability=0.0000
; CHECK: divergent-region: function=early_return entry=%entry exit=none terminator=br successors=2 not-meldable reason="no immediate post-dominator (a path leaves the function)"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @if_then(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %then, label %join
then:
  store i32 %tid, ptr addrspace(1) %g
  br label %join
join:
  ret void
}

define ptx_kernel void @early_return(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %then, label %else
then:
  store i32 %tid, ptr addrspace(1) %g
  ret void
else:
  store i32 0, ptr addrspace(1) %g
  unreachable
}
