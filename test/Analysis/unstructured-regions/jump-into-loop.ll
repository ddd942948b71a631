; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Figure 6(b) of the paper: if (c1 == 1) goto L1; for (i = 0; i < N; i++)
; { S1; L1: S2; } S3; The loop b3,b4,b5 is entered at b3 and at b5: it is an
; irreducible cycle, so both entering edges are unstructured (Definition 1,
; second condition); the exit b3->b6 is not (b3 post-dominates the loop).
; The trip count depends on where a lane entered (i starts at tid on the
; jump), so b3 diverges too.

; CHECK: unstructured-regions: function=jump_in edges=2 regions=1
; CHECK-NEXT: unstructured-edge: function=jump_in from=%b1 to=%b5 kind=into-loop
; CHECK-NEXT: unstructured-edge: function=jump_in from=%b2 to=%b3 kind=into-loop
; CHECK-NEXT: unstructured-region: function=jump_in id=0 entry=%b1 exit=%b6 parent=- blocks=%b2,%b5,%b3,%b4 divergent=yes divergent-branches=%b1,%b3 edges=%b1->%b5,%b2->%b3

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @jump_in(ptr addrspace(1) %g, i32 %n) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp eq i32 %tid, 1
  br i1 %c1, label %b5, label %b2
b2:
  br label %b3
b3:
  %i = phi i32 [ 0, %b2 ], [ %i.next, %b5 ]
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %b4, label %b6
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b5
b5:
  %j = phi i32 [ %tid, %b1 ], [ %i, %b4 ]
  store i32 2, ptr addrspace(1) %g
  %i.next = add i32 %j, 1
  br label %b3
b6:
  store i32 3, ptr addrspace(1) %g
  ret void
}
