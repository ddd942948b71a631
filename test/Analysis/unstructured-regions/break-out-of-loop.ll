; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Figure 5 of the paper: for (i = 0; i < N; i++) { S1; if (c1 == 1) goto L1;
; S2; } S3; L1: S4; with c1 lane-dependent. Both loop exits leave from a
; block that does not post-dominate the rest of the loop (Definition 1,
; third condition). The region must hold the loop header b2: its latch b4
; re-enters it, so the CIDOM moves up to b1; the CIPDOM is b6 (L1). Blocks
; are in reverse post-order (DFS on first successors: b1 b2 b3 b6 exit, then
; b4, then b5).

; CHECK: unstructured-regions: function=break_out edges=2 regions=1
; CHECK-NEXT: unstructured-edge: function=break_out from=%b2 to=%b5 kind=out-of-loop
; CHECK-NEXT: unstructured-edge: function=break_out from=%b3 to=%b6 kind=out-of-loop
; CHECK-NEXT: unstructured-region: function=break_out id=0 entry=%b1 exit=%b6 parent=- blocks=%b2,%b5,%b3,%b4 divergent=yes divergent-branches=%b3 edges=%b2->%b5,%b3->%b6
; CHECK-NOT: structured-subregion

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @break_out(ptr addrspace(1) %g, i32 %n) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b2
b2:
  %i = phi i32 [ 0, %b1 ], [ %i.next, %b4 ]
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %b3, label %b5
b3:
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %c1 = icmp eq i32 %v, %tid
  br i1 %c1, label %b6, label %b4
b4:
  store i32 %tid, ptr addrspace(1) %p
  %i.next = add i32 %i, 1
  br label %b2
b5:
  store i32 3, ptr addrspace(1) %g
  br label %b6
b6:
  store i32 4, ptr addrspace(1) %g
  br label %exit
exit:
  ret void
}
