; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A warp shuffle on one side: the region is meldable in shape, but no pair
; with a convergent operation may be melded, so there is no best pair.

; CHECK: divergent-region: function=shuffle_side entry=%entry exit=%join terminator=br successors=2 meldable subgraphs=1,1 best=none profitability=0.0000

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define ptx_kernel void @shuffle_side(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %tid, i32 1, i32 31)
  store i32 %s, ptr addrspace(1) %g
  br label %join
else:
  store i32 %tid, ptr addrspace(1) %g
  br label %join
join:
  ret void
}
