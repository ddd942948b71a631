; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A divergent three-way switch (the SB4 shape): Def. 5 extended to switches,
; one path per distinct successor. Cases 0 and 2 share a successor.

; CHECK: divergent-region: function=three_way entry=%entry exit=%join terminator=switch successors=4 meldable subgraphs=1,1,1 best=block-block(0:0,1:0) profitability=0.5000
; CHECK-NOT: divergent-region

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @three_way(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = urem i32 %tid, 4
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  switch i32 %m, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %a ]
a:
  %x = shl i32 %tid, 1
  store i32 %x, ptr addrspace(1) %p
  br label %join
b:
  %y = shl i32 %tid, 2
  store i32 %y, ptr addrspace(1) %p
  br label %join
d:
  %z = shl i32 %tid, 3
  store i32 %z, ptr addrspace(1) %p
  br label %join
join:
  ret void
}
