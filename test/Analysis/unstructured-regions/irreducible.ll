; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Figure 6(c) of the paper: b1 branches to b2 and b3, which branch to each
; other and to the exit. No block of the cycle {b2, b3} dominates the other:
; the edges into it from b1 are into-loop, b2->b3 and b3->b2 cross
; (Definition 1, first condition, which is tested first), the exits leave
; from blocks that do not post-dominate the cycle.

; CHECK: unstructured-regions: function=irreducible edges=6 regions=1
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b1 to=%b2 kind=into-loop
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b1 to=%b3 kind=into-loop
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b2 to=%b3 kind=crossing
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b2 to=%exit kind=out-of-loop
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b3 to=%b2 kind=crossing
; CHECK-NEXT: unstructured-edge: function=irreducible from=%b3 to=%exit kind=out-of-loop
; CHECK-NEXT: unstructured-region: function=irreducible id=0 entry=%b1 exit=%exit parent=- blocks=%b2,%b3 divergent=yes divergent-branches=%b1,%b2,%b3 edges=%b1->%b2,%b1->%b3,%b2->%b3,%b2->%exit,%b3->%b2,%b3->%exit

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @irreducible(ptr addrspace(1) %g) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 8
  br i1 %c1, label %b2, label %b3
b2:
  %x2 = phi i32 [ 0, %b1 ], [ %x3.next, %b3 ]
  %x2.next = add i32 %x2, 1
  %c2 = icmp ult i32 %x2.next, %tid
  br i1 %c2, label %b3, label %exit
b3:
  %x3 = phi i32 [ 5, %b1 ], [ %x2.next, %b2 ]
  %x3.next = add i32 %x3, 2
  %c3 = icmp ult i32 %x3.next, %tid
  br i1 %c3, label %b2, label %exit
exit:
  %r = phi i32 [ %x2.next, %b2 ], [ %x3.next, %b3 ]
  store i32 %r, ptr addrspace(1) %g
  ret void
}
