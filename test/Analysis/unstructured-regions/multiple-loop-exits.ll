; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A search loop with two exits to different blocks (found / not found) that
; join later: each exit edge leaves from a block that does not post-dominate
; the whole loop. One region from the preheader to the join, blocks in
; reverse post-order (the DFS reaches notfound last).

; CHECK: unstructured-regions: function=search edges=2 regions=1
; CHECK-NEXT: unstructured-edge: function=search from=%head to=%notfound kind=out-of-loop
; CHECK-NEXT: unstructured-edge: function=search from=%body to=%found kind=out-of-loop
; CHECK-NEXT: unstructured-region: function=search id=0 entry=%entry exit=%join parent=- blocks=%head,%notfound,%body,%latch,%found divergent=yes divergent-branches=%body edges=%head->%notfound,%body->%found

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @search(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %notfound
body:
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %hit = icmp eq i32 %v, %tid
  br i1 %hit, label %found, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
found:
  br label %join
notfound:
  br label %join
join:
  %r = phi i32 [ %i, %found ], [ -1, %notfound ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}
