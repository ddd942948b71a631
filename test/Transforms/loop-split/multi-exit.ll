; A loop with a break: every loop of the split keeps the exit test and the
; break test (control), so each leaves at the same iteration through the
; same edge; the earlier loops' exits all lead to the block between the
; loops, the last loop keeps the original exits.
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks=loop-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}loop %me.loop split into 2 loops

; CHECK-LABEL: define ptx_kernel void @multiexit(
; CHECK: me.loop.ls0:
; CHECK: store i32 1,
; CHECK: br i1 %brk.ls0, label %loop-split.mid0, label %me.latch.ls0
; CHECK: me.latch.ls0:
; CHECK-NOT: store
; CHECK: br i1 %c.ls0, label %me.loop.ls0, label %loop-split.mid0
; CHECK: loop-split.mid0:
; CHECK-NEXT: br label %me.loop
; CHECK: me.loop:
; CHECK-NOT: store i32 1,
; CHECK: br i1 %brk, label %early, label %me.latch
; CHECK: me.latch:
; CHECK: store i32 2,
; CHECK: br i1 %c, label %me.loop, label %exit

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @multiexit(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, i64 %k) {
entry:
  br label %me.loop
me.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %me.latch ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  %brk = icmp eq i64 %i, %k
  br i1 %brk, label %early, label %me.latch
me.latch:
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %me.loop, label %exit
early:
  store i32 3, ptr addrspace(1) %o1
  ret void
exit:
  ret void
}
