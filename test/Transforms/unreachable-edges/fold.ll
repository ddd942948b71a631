; Every Lockstep pass first removes the edges into blocks that only reach
; `unreachable` below a divergent branch (UnreachableEdges.h): a covered
; switch's unreachable default would otherwise leave the region without an
; immediate post-dominator. fold-unreachable-edges runs the fold alone; a
; trap, a uniform switch outside any divergent region and a switch without a
; live successor keep their edges. A pass that transforms nothing puts every
; fold back (tail-merge with an unreachable min-length): the covered switch
; keeps its unreachable default, which spares the backend a range check.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=fold-unreachable-edges -S %s -pass-remarks=fold-unreachable-edges 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='tail-merge<min-length=1000>' -lockstep-verify-steps -S %s -pass-remarks=tail-merge 2>%t.restored.rem | FileCheck --check-prefix=RESTORED %s
; RUN: count 0 < %t.restored.rem
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='tail-merge<min-length=1000>' -lockstep-fold-unreachable-edges=false -S %s | FileCheck --check-prefix=OFF %s

; REMARK: remark: <unknown>:0:0: removed 2 edge(s) into blocks that only reach unreachable (undefined behaviour if taken), so the divergent region around them reconverges; the switch default is now %B
; REMARK-NEXT: remark: <unknown>:0:0: removed 1 edge(s) into blocks that only reach unreachable (undefined behaviour if taken), so the divergent region around them reconverges{{$}}
; REMARK-NEXT: remark: <unknown>:0:0: removed 1 edge(s) into blocks that only reach unreachable (undefined behaviour if taken), so the divergent region around them reconverges; the switch default is now %M0
; REMARK-NEXT: remark: <unknown>:0:0: removed 1 edge(s) into blocks that only reach unreachable (undefined behaviour if taken), so the divergent region around them reconverges; the switch default is now %M0
; REMARK-NOT: remark

; Put back as it was: the cases in their order, B's phi with an entry per
; edge, the weights; a dead chain comes back as a lone unreachable.
; RESTORED-LABEL: define ptx_kernel void @covered(
; RESTORED:       switch i32 %sel, label %U [
; RESTORED-NEXT:    i32 0, label %A
; RESTORED-NEXT:    i32 1, label %B
; RESTORED-NEXT:    i32 2, label %B
; RESTORED-NEXT:    i32 3, label %C
; RESTORED-NEXT:    i32 4, label %U
; RESTORED-NEXT:  ], !prof ![[W0:[0-9]+]]
; RESTORED:       B:
; RESTORED-NEXT:    %vb = phi i32 [ 7, %entry ], [ 7, %entry ]
; RESTORED:       U:
; RESTORED-NEXT:    unreachable
; RESTORED-LABEL: define ptx_kernel void @branch_chain(
; RESTORED:         br i1 %bad, label %D1, label %J
; RESTORED:       D1:
; RESTORED-NEXT:    unreachable
; RESTORED-LABEL: define ptx_kernel void @uniform_inside(
; RESTORED:         switch i32 %m, label %U [
; RESTORED-LABEL: define ptx_kernel void @loop_bottom_exit(
; RESTORED:         switch i32 %m, label %U [
; RESTORED:       ![[W0]] = !{!"branch_weights", i32 5, i32 10, i32 20, i32 25, i32 40, i32 1}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()

; The default becomes B, the destination of two cases: B's phi keeps one
; entry for %entry, the dead case 4 goes, and the default's weight gathers
; B's two cases.
; CHECK-LABEL: define ptx_kernel void @covered(
; CHECK:       switch i32 %sel, label %B [
; CHECK-NEXT:    i32 0, label %A
; CHECK-NEXT:    i32 3, label %C
; CHECK-NEXT:  ], !prof ![[W:[0-9]+]]
; CHECK-NOT:   unreachable
; CHECK:       B:
; CHECK-NEXT:    %vb = phi i32 [ 7, %entry ]
; CHECK:       X:
; CHECK-NEXT:    %r = phi i32 [ %va, %A ], [ %vb, %B ], [ %vc, %C ]
; OFF-LABEL:   define ptx_kernel void @covered(
; OFF:         switch i32 %sel, label %U [
; OFF:         U:
; OFF-NEXT:      unreachable
define ptx_kernel void @covered(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sel = and i32 %tid, 3
  switch i32 %sel, label %U [
    i32 0, label %A
    i32 1, label %B
    i32 2, label %B
    i32 3, label %C
    i32 4, label %U
  ], !prof !0
A:
  %va = add i32 %tid, 1
  br label %X
B:
  %vb = phi i32 [ 7, %entry ], [ 7, %entry ]
  br label %X
C:
  %vc = mul i32 %tid, 5
  br label %X
U:
  unreachable
X:
  %r = phi i32 [ %va, %A ], [ %vb, %B ], [ %vc, %C ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; A conditional branch into a chain of side-effect-free blocks ending in
; unreachable becomes unconditional; the chain is deleted.
; CHECK-LABEL: define ptx_kernel void @branch_chain(
; CHECK:       T:
; CHECK-NEXT:    br label %J
; CHECK-NOT:   D1:
; CHECK-NOT:   D2:
define ptx_kernel void @branch_chain(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %T, label %J
T:
  %bad = icmp eq i32 %n, 0
  br i1 %bad, label %D1, label %J
D1:
  %x = add i32 %n, 1
  br label %D2
D2:
  unreachable
J:
  store i32 %tid, ptr addrspace(1) %out
  ret void
}

; Below the divergent branch, a uniform switch's default is folded too:
; the outer region needs it. On a tie the first case's block is the default.
; CHECK-LABEL: define ptx_kernel void @uniform_inside(
; CHECK:       switch i32 %m, label %M0 [
; CHECK-NEXT:    i32 1, label %M1
; CHECK-NEXT:  ]
define ptx_kernel void @uniform_inside(ptr addrspace(1) %out, i32 %mode) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %T, label %J
T:
  %m = and i32 %mode, 1
  switch i32 %m, label %U [
    i32 0, label %M0
    i32 1, label %M1
  ]
M0:
  br label %J
M1:
  br label %J
U:
  unreachable
J:
  store i32 %tid, ptr addrspace(1) %out
  ret void
}

; A loop whose divergent exit is at its bottom reaches the switch at its top
; again: the switch is folded though no divergent branch dominates it.
; CHECK-LABEL: define ptx_kernel void @loop_bottom_exit(
; CHECK:       switch i32 %m, label %M0 [
; CHECK-NEXT:    i32 1, label %M1
; CHECK-NEXT:  ]
define ptx_kernel void @loop_bottom_exit(ptr addrspace(1) %out, i32 %mode) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %L ]
  %m = and i32 %mode, 1
  switch i32 %m, label %U [
    i32 0, label %M0
    i32 1, label %M1
  ]
M0:
  br label %L
M1:
  br label %L
U:
  unreachable
L:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %tid
  br i1 %c, label %H, label %X
X:
  store i32 %i1, ptr addrspace(1) %out
  ret void
}

; Not dead ends: a trap (an assertion failure) is a side effect.
; CHECK-LABEL: define ptx_kernel void @trap(
; CHECK:       switch i32 %sel, label %Trap [
define ptx_kernel void @trap(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sel = and i32 %tid, 1
  switch i32 %sel, label %Trap [
    i32 0, label %A
    i32 1, label %X
  ]
A:
  store i32 1, ptr addrspace(1) %out
  br label %X
Trap:
  call void @llvm.trap()
  unreachable
X:
  ret void
}

; No divergent branch at or above the switch: left as clang made it.
; CHECK-LABEL: define ptx_kernel void @uniform_only(
; CHECK:       switch i32 %m, label %U [
define ptx_kernel void @uniform_only(ptr addrspace(1) %out, i32 %mode) {
entry:
  %m = and i32 %mode, 1
  switch i32 %m, label %U [
    i32 0, label %M0
    i32 1, label %M1
  ]
M0:
  store i32 0, ptr addrspace(1) %out
  br label %X
M1:
  store i32 1, ptr addrspace(1) %out
  br label %X
U:
  unreachable
X:
  ret void
}

; A block whose every successor is a dead end keeps its edges (its store is
; a side effect, so it is no dead end itself, and no edge is live).
; CHECK-LABEL: define ptx_kernel void @no_live_successor(
; CHECK:       br i1 %c2, label %U1, label %U2
define ptx_kernel void @no_live_successor(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %T, label %J
T:
  store i32 %n, ptr addrspace(1) %out
  %c2 = icmp eq i32 %n, 3
  br i1 %c2, label %U1, label %U2
U1:
  unreachable
U2:
  unreachable
J:
  ret void
}

; CHECK: ![[W]] = !{!"branch_weights", i32 50, i32 10, i32 40}
!0 = !{!"branch_weights", i32 5, i32 10, i32 20, i32 25, i32 40, i32 1}
