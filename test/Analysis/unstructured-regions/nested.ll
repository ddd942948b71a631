; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A loop with a lane-dependent break (Figure 5) whose body holds a
; short-circuit condition (Figure 1): the short-circuit's region s1..j is
; nested in the loop's region entry..done (regions are nested or disjoint).
; Blocks in reverse post-order (s3 is reached before s2, s5 before s4).

; CHECK: unstructured-regions: function=nested edges=5 regions=2
; CHECK: unstructured-region: function=nested id=0 entry=%entry exit=%done parent=- blocks=%head,%s1,%s2,%s3,%s5,%s4,%j,%latch divergent=yes
; CHECK-SAME: edges=%head->%done,%j->%done
; CHECK-NEXT: unstructured-region: function=nested id=1 entry=%s1 exit=%j parent=0 blocks=%s2,%s3,%s5,%s4 divergent=yes divergent-branches=%s1,%s2,%s3 edges=%s2->%s3,%s2->%s5,%s3->%s5
; CHECK-NOT: structured-subregion

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @nested(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %s1, label %done
s1:
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %s3, label %s2
s2:
  %c2 = icmp eq i32 %tid, %i
  br i1 %c2, label %s3, label %s5
s3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %s4, label %s5
s4:
  store i32 1, ptr addrspace(1) %g
  br label %j
s5:
  store i32 2, ptr addrspace(1) %g
  br label %j
j:
  %v = load i32, ptr addrspace(1) %g
  %brk = icmp eq i32 %v, %tid
  br i1 %brk, label %done, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
done:
  ret void
}
