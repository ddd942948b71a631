; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Each side starts directly at a loop header (no preheader; clang -O3's LUD
; perimeter kernel at tile 16). The header's post-dominator is the latch
; inside the loop, so a segment cut there would re-enter the header through
; the back edge and the paths would seem to overlap. The whole loop is one
; subgraph: each path has one subgraph, and the two are isomorphic.

; CHECK: divergent-region: function=k entry=%entry exit=%join terminator=br successors=2 meldable subgraphs=1,1 best=region-region(0:0,1:0)
; CHECK-NOT: overlap

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %th, label %fh
th:
  %i = phi i32 [ 0, %entry ], [ %i1, %tl ]
  %ti = and i32 %i, 1
  %todd = icmp eq i32 %ti, 0
  br i1 %todd, label %tb, label %tl
tb:
  %pi = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  store i32 %i, ptr addrspace(1) %pi
  br label %tl
tl:
  %i1 = add i32 %i, 1
  %tc = icmp slt i32 %i1, %n
  br i1 %tc, label %th, label %join
fh:
  %j = phi i32 [ 0, %entry ], [ %j1, %fl ]
  %fj = and i32 %j, 1
  %fodd = icmp eq i32 %fj, 0
  br i1 %fodd, label %fb, label %fl
fb:
  %pj = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  store i32 %j, ptr addrspace(1) %pj
  br label %fl
fl:
  %j1 = add i32 %j, 1
  %fc = icmp slt i32 %j1, %n
  br i1 %fc, label %fh, label %join
join:
  ret void
}
