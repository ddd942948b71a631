; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=unstructured-edge --implicit-check-not=unstructured-region:
;
; Structured control flow reports no edge and no region, however divergent:
; a diamond, the nested if/else of Figure 3 (and Figure 7), and the nested
; loops with a lane-dependent inner trip count of Figure 8.

; CHECK: unstructured-regions: function=diamond edges=0 regions=0
; CHECK: unstructured-regions: function=nested_ifs edges=0 regions=0
; CHECK: unstructured-regions: function=nested_loops edges=0 regions=0

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @diamond(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %g
  br label %join
else:
  store i32 2, ptr addrspace(1) %g
  br label %join
join:
  ret void
}

; if (c1) { if (c2) { if (c3) S1; else S2; S3; } else S4; S5; } else S6; S7;
define ptx_kernel void @nested_ifs(ptr addrspace(1) %g) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 24
  br i1 %c1, label %b2, label %b3
b2:
  %c2 = icmp ult i32 %tid, 16
  br i1 %c2, label %b4, label %b5
b4:
  %c3 = icmp ult i32 %tid, 8
  br i1 %c3, label %b6, label %b7
b6:
  store i32 1, ptr addrspace(1) %g
  br label %b8
b7:
  store i32 2, ptr addrspace(1) %g
  br label %b8
b8:
  store i32 3, ptr addrspace(1) %g
  br label %b9
b5:
  store i32 4, ptr addrspace(1) %g
  br label %b9
b9:
  store i32 5, ptr addrspace(1) %g
  br label %b10
b3:
  store i32 6, ptr addrspace(1) %g
  br label %b10
b10:
  ret void
}

; for (i = 0; i < 2; i++) { S1; for (j = 0; j < cond; j++) S2; S3; }
define ptx_kernel void @nested_loops(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  store i32 %i, ptr addrspace(1) %g
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.body ]
  %more = icmp slt i32 %j, %tid
  br i1 %more, label %inner.body, label %outer.latch
inner.body:
  store i32 %j, ptr addrspace(1) %g
  %j.next = add i32 %j, 1
  br label %inner
outer.latch:
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, 2
  br i1 %again, label %outer, label %exit
exit:
  ret void
}
