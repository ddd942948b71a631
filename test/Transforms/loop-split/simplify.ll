; clang's -O3 output often enters a loop straight from a block with two
; successors (no preheader): loop-split gives the loop its simplified form
; (LoopSimplify) and splits it.
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks=loop-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}loop %ns.loop split into 2 loops

; CHECK-LABEL: define ptx_kernel void @twoentries(
; CHECK: ns.loop.preheader:
; CHECK-NEXT: %i.ph = phi i64 [ 4, %other ], [ 0, %entry ]
; CHECK-NEXT: br label %ns.loop.ls0
; CHECK: ns.loop.ls0:
; CHECK: store i32 1,
; CHECK-NOT: store i32 2,
; CHECK: br i1 %c.ls0, label %ns.loop.ls0, label %loop-split.mid0
; CHECK: ns.loop:
; CHECK-NEXT: %i = phi i64 [ %i.next, %ns.loop ], [ %i.ph, %loop-split.mid0 ]
; CHECK-NOT: store i32 1,
; CHECK: store i32 2,

target triple = "nvptx64-nvidia-cuda"

; Two edges enter the loop from outside: no preheader.
define ptx_kernel void @twoentries(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, i1 %s) {
entry:
  br i1 %s, label %ns.loop, label %other
other:
  br label %ns.loop
ns.loop:
  %i = phi i64 [ 0, %entry ], [ 4, %other ], [ %i.next, %ns.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %ns.loop, label %exit
exit:
  ret void
}
