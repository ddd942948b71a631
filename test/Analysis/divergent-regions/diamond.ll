; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; An if/else diamond on threadIdx: one single-block subgraph per side; the
; sides hold the same opcodes, so MP_B is 0.5.

; CHECK: divergent-region: function=diamond entry=%entry exit=%join terminator=br successors=2 meldable subgraphs=1,1 best=block-block(0:0,1:0) profitability=0.5000
; CHECK-NOT: divergent-region

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @diamond(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %va = load i32, ptr addrspace(1) %pa
  %ma = mul i32 %va, 3
  store i32 %ma, ptr addrspace(1) %pa
  br label %join
else:
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %tid
  %vb = load i32, ptr addrspace(1) %pb
  %mb = mul i32 %vb, 5
  store i32 %mb, ptr addrspace(1) %pb
  br label %join
join:
  ret void
}
