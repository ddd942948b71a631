; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Figure 1 of the paper: if ((c1 || c2) && c3) S1; else S2; S3; with the
; conditions on threadIdx. Edges b2->b3, b2->b5 and b3->b5 cross (Definition
; 1, first condition); all three have the one region from b1 to b6 holding
; b2..b5 (Algorithm 2), listed in reverse post-order (the DFS takes the first
; successor first: b1 b3 b4 b6, then b5, then b2, so RPO is b1 b2 b3 b5 b4 b6).
; No block of it starts a structured sub-region.

; CHECK: unstructured-regions: function=short_circuit edges=3 regions=1
; CHECK-NEXT: unstructured-edge: function=short_circuit from=%b2 to=%b3 kind=crossing
; CHECK-NEXT: unstructured-edge: function=short_circuit from=%b2 to=%b5 kind=crossing
; CHECK-NEXT: unstructured-edge: function=short_circuit from=%b3 to=%b5 kind=crossing
; CHECK-NEXT: unstructured-region: function=short_circuit id=0 entry=%b1 exit=%b6 parent=- blocks=%b2,%b3,%b5,%b4 divergent=yes divergent-branches=%b1,%b2,%b3 edges=%b2->%b3,%b2->%b5,%b3->%b5
; CHECK-NOT: structured-subregion

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @short_circuit(ptr addrspace(1) %g) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b6
b5:
  store i32 2, ptr addrspace(1) %g
  br label %b6
b6:
  ret void
}
