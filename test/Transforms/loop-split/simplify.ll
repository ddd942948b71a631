; clang's -O3 output often enters a loop straight from a block with two
; successors (no preheader) and leaves it into a block also reached from
; outside: the rewrite makes the preheader and the dedicated exit block it
; needs, and only when it splits (a declined loop is left exactly as it
; was).
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks=loop-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes='loop-split<no-ptxas>' %s -S -o %t.declined.ll -pass-remarks-missed=loop-split 2>&1 | FileCheck --check-prefix=DECLINED %s
; RUN: %opt -passes=verify %s -S -o %t.orig.ll
; RUN: diff %t.orig.ll %t.declined.ll

; REMARK: remark: {{.*}}loop %ns.loop split into 2 loops
; DECLINED: remark: {{.*}}loop %ns.loop not split: occupancy would not rise: 100.00% with {{[0-9]+}} registers is limited by warps, not registers

; CHECK-LABEL: define ptx_kernel void @twoentries(
; CHECK: ns.loop.ls.ph:
; CHECK-NEXT: %i.ph = phi i64 [ 4, %other ], [ 0, %go ]
; CHECK-NEXT: br label %ns.loop.ls0
; CHECK: ns.loop.ls0:
; CHECK: store i32 1,
; CHECK-NOT: store i32 2,
; CHECK: br i1 %c.ls0, label %ns.loop.ls0, label %loop-split.mid0
; CHECK: ns.loop:
; CHECK-NEXT: %i = phi i64 [ %i.next, %ns.loop ], [ %i.ph, %loop-split.mid0 ]
; CHECK-NOT: store i32 1,
; CHECK: store i32 2,
; CHECK: br i1 %c, label %ns.loop, label %exit.ls.exit
; CHECK: exit.ls.exit:
; CHECK-NEXT: br label %exit
; CHECK: exit:
; CHECK-NEXT: phi i64 [ 0, %entry ], [ 1, %exit.ls.exit ]

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @twoentries(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, i1 %s, i1 %skip) {
entry:
  br i1 %skip, label %exit, label %go
go:
  br i1 %s, label %ns.loop, label %other
other:
  br label %ns.loop
ns.loop:
  %i = phi i64 [ 0, %go ], [ 4, %other ], [ %i.next, %ns.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %ns.loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ 1, %ns.loop ]
  store i64 %r, ptr addrspace(1) %o1
  ret void
}
