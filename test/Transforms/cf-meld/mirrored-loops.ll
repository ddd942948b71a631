; Mirrored loops (the concurrent merge of PCM): the left lane of a pair merges
; front to back (steps +1, takes x when x <= y), the right lane back to front
; (steps -1, takes x when x > y). Both branch on the same `icmp sgt x, y`
; with swapped successors. cf-meld pairs the take-x blocks with each other
; (the melded branch tests `gt xor not left`), merges each pair of induction
; variables into one phi (each side's start value on its own entry edge),
; hoists the selects of two constants or arguments out of the loop into the
; region entry, and reads the right side's exit test `o == 0` as the
; equivalent `o - 1 == -1` so that both sides compare the melded add. The
; loop keeps no select at all. The last functions must not be mirrored.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; Each piece can be turned off: then the loop selects per iteration again.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-meld-mirror=false -lockstep-meld-merge-phis=false -lockstep-meld-offset-compares=false -S %s | FileCheck --check-prefix=OFF %s

; REMARK: remark: {{.*}}melded region-region subgraphs (profitability {{.*}}, 4 block pairs, 2 selects inserted, 12 instructions aligned, 0 unaligned); 5 phi pairs merged, 1 branch pairs mirrored

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @merge(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %off = mul i32 %g, %m
  %lo = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %off
  %hi = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %off
  %dst = getelementptr inbounds i32, ptr addrspace(1) %c, i32 %off
  %m1 = add nsw i32 %m, -1
  %bit = and i32 %tid, 1
  %left = icmp eq i32 %bit, 0
  br i1 %left, label %L.pre, label %R.pre

L.pre:
  br label %L.hdr
L.hdr:
  %li = phi i32 [ 0, %L.pre ], [ %li.n, %L.latch ]
  %lj = phi i32 [ 0, %L.pre ], [ %lj.n, %L.latch ]
  %lo.i = phi i32 [ 0, %L.pre ], [ %lo.n, %L.latch ]
  %lpx = getelementptr inbounds i32, ptr addrspace(1) %lo, i32 %li
  %lx = load i32, ptr addrspace(1) %lpx, align 4
  %lpy = getelementptr inbounds i32, ptr addrspace(1) %hi, i32 %lj
  %ly = load i32, ptr addrspace(1) %lpy, align 4
  %lpd = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %lo.i
  %lgt = icmp sgt i32 %lx, %ly
  br i1 %lgt, label %L.takey, label %L.takex
L.takey:
  store i32 %ly, ptr addrspace(1) %lpd, align 4
  %lj1 = add nsw i32 %lj, 1
  br label %L.latch
L.takex:
  store i32 %lx, ptr addrspace(1) %lpd, align 4
  %li1 = add nsw i32 %li, 1
  br label %L.latch
L.latch:
  %li.n = phi i32 [ %li, %L.takey ], [ %li1, %L.takex ]
  %lj.n = phi i32 [ %lj1, %L.takey ], [ %lj, %L.takex ]
  %lo.n = add nsw i32 %lo.i, 1
  %ldone = icmp eq i32 %lo.n, %m
  br i1 %ldone, label %join, label %L.hdr

R.pre:
  br label %R.hdr
R.hdr:
  %ri = phi i32 [ %m1, %R.pre ], [ %ri.n, %R.latch ]
  %rj = phi i32 [ %m1, %R.pre ], [ %rj.n, %R.latch ]
  %ro.i = phi i32 [ %m1, %R.pre ], [ %ro.n, %R.latch ]
  %rpx = getelementptr inbounds i32, ptr addrspace(1) %lo, i32 %ri
  %rx = load i32, ptr addrspace(1) %rpx, align 4
  %rpy = getelementptr inbounds i32, ptr addrspace(1) %hi, i32 %rj
  %ry = load i32, ptr addrspace(1) %rpy, align 4
  %rpd = getelementptr inbounds i32, ptr addrspace(1) %dst, i32 %ro.i
  %rgt = icmp sgt i32 %rx, %ry
  br i1 %rgt, label %R.takex, label %R.takey
R.takex:
  store i32 %rx, ptr addrspace(1) %rpd, align 4
  %ri1 = add nsw i32 %ri, -1
  br label %R.latch
R.takey:
  store i32 %ry, ptr addrspace(1) %rpd, align 4
  %rj1 = add nsw i32 %rj, -1
  br label %R.latch
R.latch:
  %ri.n = phi i32 [ %ri1, %R.takex ], [ %ri, %R.takey ]
  %rj.n = phi i32 [ %rj, %R.takex ], [ %rj1, %R.takey ]
  %ro.n = add nsw i32 %ro.i, -1
  %rdone = icmp eq i32 %ro.i, 0
  br i1 %rdone, label %join, label %R.hdr

join:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @merge(
; The step, the exit bound (0 + -1 on the right) and `not left`, in the
; region entry:
; CHECK-DAG: %[[STEP:.*]] = select i1 %left, i32 1, i32 -1
; CHECK-DAG: %[[BOUND:.*]] = select i1 %left, i32 %m, i32 -1
; CHECK-DAG: %[[NOT:.*]] = xor i1 %left, true
; CHECK: br i1 %left,
; Three phis, not six: each side's start value on its own entry edge.
; CHECK: [[HDR:meld[^:]*]]:
; CHECK-NEXT: %[[I:[^ ]+]] = phi i32 [ %m1, %meld.entry.b ], [ %{{.*}}, %{{.*}} ], [ 0, %entry ]
; CHECK-NEXT: %[[J:[^ ]+]] = phi i32 [ %m1, %meld.entry.b ], [ %{{.*}}, %{{.*}} ], [ 0, %entry ]
; CHECK-NEXT: %[[O:[^ ]+]] = phi i32 [ %m1, %meld.entry.b ], [ %{{.*}}, %{{.*}} ], [ 0, %entry ]
; CHECK-NOT: phi
; CHECK-NOT: select
; CHECK: %[[X:[^ ]+]] = load i32
; CHECK-NOT: select
; CHECK: %[[Y:[^ ]+]] = load i32
; CHECK-NOT: select
; CHECK: %[[GT:[^ ]+]] = icmp sgt i32 %[[X]], %[[Y]]
; CHECK-NEXT: %[[MIRROR:.*]] = xor i1 %[[GT]], %[[NOT]]
; CHECK-NEXT: br i1 %[[MIRROR]], label %[[TAKEY:[^,]+]], label %[[TAKEX:[^,]+]]
; CHECK-NOT: select
; CHECK: [[TAKEY]]:
; CHECK-NEXT: store i32 %[[Y]]
; CHECK-NEXT: add nsw i32 %[[J]], %[[STEP]]
; CHECK-NOT: select
; CHECK: [[TAKEX]]:
; CHECK-NEXT: store i32 %[[X]]
; CHECK-NEXT: add nsw i32 %[[I]], %[[STEP]]
; The melded add loses nsw: the right side's exit test now reads it.
; CHECK-NOT: select
; CHECK: %[[ON:[^ ]+]] = add i32 %[[O]], %[[STEP]]
; CHECK-NEXT: %[[DONE:[^ ]+]] = icmp eq i32 %[[ON]], %[[BOUND]]
; CHECK-NEXT: br i1 %[[DONE]], label %{{.*}}, label %[[HDR]]

; OFF-LABEL: define ptx_kernel void @merge(
; OFF: phi i32
; OFF: select i1 %left, i32 %{{.*}}, i32 %{{.*}}
; OFF: load i32
; OFF-NOT: xor i1
; OFF: ret void

; The right side tests `x < y`: not the left side's condition, so the
; successors keep their order (no mirrored branch, the branch selects its
; condition), and the exit tests have different predicates (no offset
; rewrite: the two compares do not even align).
define ptx_kernel void @differing(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %hi = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  %bit = and i32 %tid, 1
  %left = icmp eq i32 %bit, 0
  br i1 %left, label %L.pre, label %R.pre

L.pre:
  br label %L.hdr
L.hdr:
  %li = phi i32 [ 0, %L.pre ], [ %li.n, %L.latch ]
  %lpx = getelementptr inbounds i32, ptr addrspace(1) %lo, i32 %li
  %lx = load i32, ptr addrspace(1) %lpx, align 4
  %lpy = getelementptr inbounds i32, ptr addrspace(1) %hi, i32 %li
  %ly = load i32, ptr addrspace(1) %lpy, align 4
  %lgt = icmp sgt i32 %lx, %ly
  br i1 %lgt, label %L.t, label %L.f
L.t:
  store i32 %lx, ptr addrspace(1) %c, align 4
  br label %L.latch
L.f:
  store i32 %ly, ptr addrspace(1) %c, align 4
  br label %L.latch
L.latch:
  %li.n = add nsw i32 %li, 2
  %ldone = icmp sge i32 %li.n, %m
  br i1 %ldone, label %join, label %L.hdr

R.pre:
  br label %R.hdr
R.hdr:
  %ri = phi i32 [ %m, %R.pre ], [ %ri.n, %R.latch ]
  %rpx = getelementptr inbounds i32, ptr addrspace(1) %lo, i32 %ri
  %rx = load i32, ptr addrspace(1) %rpx, align 4
  %rpy = getelementptr inbounds i32, ptr addrspace(1) %hi, i32 %ri
  %ry = load i32, ptr addrspace(1) %rpy, align 4
  %rlt = icmp slt i32 %rx, %ry
  br i1 %rlt, label %R.t, label %R.f
R.t:
  store i32 %ry, ptr addrspace(1) %c, align 4
  br label %R.latch
R.f:
  store i32 %rx, ptr addrspace(1) %c, align 4
  br label %R.latch
R.latch:
  %ri.n = add nsw i32 %ri, -1
  %rdone = icmp sle i32 %ri, 7
  br i1 %rdone, label %join, label %R.hdr

join:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @differing(
; CHECK-NOT: xor i1
; CHECK: icmp sge i32
; CHECK: icmp sle i32
; CHECK: select i1 %left, i1 %{{.*}}, i1 %{{.*}}
; CHECK-NOT: xor i1
; CHECK: ret void

; The program selects the step itself before the branch (`left ? 1 : -1`):
; the melded loop uses that select instead of making another one.
define ptx_kernel void @reuse(ptr addrspace(1) %a, ptr addrspace(1) %s, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %tid, 1
  %left = icmp eq i32 %bit, 0
  %step = select i1 %left, i32 1, i32 -1
  store i32 %step, ptr addrspace(1) %s, align 4
  br i1 %left, label %L, label %R
L:
  %li = phi i32 [ 0, %entry ], [ %li.n, %L ]
  %lp = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %li
  store i32 %tid, ptr addrspace(1) %lp, align 4
  %li.n = add nsw i32 %li, 1
  %ldone = icmp eq i32 %li.n, %m
  br i1 %ldone, label %join, label %L
R:
  %ri = phi i32 [ %m, %entry ], [ %ri.n, %R ]
  %rp = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ri
  store i32 %tid, ptr addrspace(1) %rp, align 4
  %ri.n = add nsw i32 %ri, -1
  %rdone = icmp eq i32 %ri.n, 0
  br i1 %rdone, label %join, label %R
join:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @reuse(
; CHECK: %step = select i1 %left, i32 1, i32 -1
; CHECK-NOT: select i1 %left, i32 1, i32 -1
; CHECK: add nsw i32 %{{.*}}, %step
; CHECK: ret void
