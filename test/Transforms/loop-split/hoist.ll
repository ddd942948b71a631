; The reduction of the first group's accumulators (x0 + x1) moves into the
; block between the loops, so that only its result stays live through the
; second loop; the reduction of the second group's and everything that
; needs it stay after the loops, and so does the store.
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @sums(
; CHECK: loop-split.mid0:
; CHECK-DAG: %x0.next.ls = phi i32
; CHECK-DAG: %x1.next.ls = phi i32
; CHECK: %sx = add i32 %x0.next.ls, %x1.next.ls
; CHECK-NEXT: br label %loop
; CHECK: exit:
; CHECK-NEXT: %sy = add i32 %y0.next, %y1.next
; CHECK-NEXT: %r = mul i32 %sx, %sy
; CHECK-NEXT: store i32 %r,

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sums(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x0 = phi i32 [ 0, %entry ], [ %x0.next, %loop ]
  %x1 = phi i32 [ 1, %entry ], [ %x1.next, %loop ]
  %y0 = phi i32 [ 0, %entry ], [ %y0.next, %loop ]
  %y1 = phi i32 [ 7, %entry ], [ %y1.next, %loop ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa
  %x0.next = add i32 %x0, %va
  %x1.next = xor i32 %x1, %x0.next
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb
  %y0.next = mul i32 %y0, %vb
  %y1.next = add i32 %y1, %y0.next
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  %sx = add i32 %x0.next, %x1.next
  %sy = add i32 %y0.next, %y1.next
  %r = mul i32 %sx, %sy
  store i32 %r, ptr addrspace(1) %out
  ret void
}
