; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Regions that cannot be bounded by a common post-dominator are reported
; with exit=none and a problem, never guessed: a return from inside a loop
; next to the normal exit (two returns), a break into a block ending in
; unreachable, and a loop that lanes may never leave. Unreachable blocks
; are ignored. Without a post-dominator the exit is the virtual one, which
; post-dominates every block: the region is everything its entry reaches.

; CHECK: unstructured-regions: function=two_returns edges=2 regions=1
; CHECK: unstructured-region: function=two_returns id=0 entry=%entry exit=none parent=- blocks=%head,%ret2,%body,%latch,%ret1 divergent=yes divergent-branches=%body edges=%head->%ret2,%body->%ret1 problem="no common post-dominator: a path leaves the function through another exit or never leaves a loop"
; CHECK-NOT: structured-subregion

; CHECK: unstructured-regions: function=to_unreachable edges=2 regions=1
; CHECK: unstructured-region: function=to_unreachable id=0 entry=%entry exit=none parent=- blocks=%head,%head.latch,%exit,%trap {{.*}} problem="no common post-dominator

; CHECK: unstructured-regions: function=infinite edges=1 regions=1
; CHECK: unstructured-edge: function=infinite from=%work to=%spin kind=crossing
; CHECK: unstructured-region: function=infinite id=0 entry=%entry exit=none parent=- blocks=%work,%out,%spin {{.*}} problem="no common post-dominator

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @two_returns(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %ret2
body:
  %hit = icmp eq i32 %i, %tid
  br i1 %hit, label %ret1, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
ret1:
  store i32 1, ptr addrspace(1) %g
  ret void
ret2:
  ret void
dead:
  br label %ret1
}

define ptx_kernel void @to_unreachable(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head.latch ]
  %i.next = add i32 %i, 1
  %bad = icmp eq i32 %i, %tid
  br i1 %bad, label %trap, label %head.latch
head.latch:
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %head, label %exit
trap:
  unreachable
exit:
  ret void
}

define ptx_kernel void @infinite(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %spin, label %work
work:
  %v = load i32, ptr addrspace(1) %g
  %w = icmp eq i32 %v, %tid
  br i1 %w, label %spin, label %out
spin:
  store volatile i32 0, ptr addrspace(1) %g
  br label %spin
out:
  ret void
}
