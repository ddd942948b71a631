; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A loop inside each side (with preheaders, as clang emits them): the sides
; are isomorphic regions containing loops. The loop exits are divergent too
; (lane-dependent trip counts) and are reported on their own.

; CHECK: divergent-region: function=loops entry=%entry exit=%join terminator=br successors=2 meldable subgraphs=3,3 best=region-region(0:1,1:1) profitability=0.{{[1-9][0-9]*}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @loops(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %tpre, label %fpre
tpre:
  br label %tloop
tloop:
  %i = phi i32 [ 0, %tpre ], [ %i1, %tloop ]
  %pi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  store i32 %i, ptr addrspace(1) %pi
  %i1 = add i32 %i, 1
  %tc = icmp slt i32 %i1, %tid
  br i1 %tc, label %tloop, label %texit
texit:
  br label %join
fpre:
  br label %floop
floop:
  %j = phi i32 [ 0, %fpre ], [ %j1, %floop ]
  %pj = getelementptr i32, ptr addrspace(1) %g, i32 %j
  store i32 %tid, ptr addrspace(1) %pj
  %j1 = add i32 %j, 2
  %fc = icmp slt i32 %j1, %n
  br i1 %fc, label %floop, label %fexit
fexit:
  br label %join
join:
  ret void
}
