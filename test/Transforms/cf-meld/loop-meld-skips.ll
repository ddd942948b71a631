; Loop melding (cf-meld<loops>) refuses what it cannot prove keeps each
; lane's behaviour, or cannot gain from, and says why in a missed remark
; (LoopMeld) with a decision reason code: a call that may be convergent in
; a loop (the region-level check only sees calls marked convergent), a
; loop with two exit blocks, bodies with nothing to align, irreducible
; control flow in the function, a side whose lanes bypass their loop by
; a switch (bypasses through `br` go through the fused loop with a per-lane
; flag: loop-meld-bypass.ll), and fused bodies that the next round would
; not meld (Inputs/loop-meld-kernels.ll @blocks: the no-loss rule refuses
; the block-region meld of the 4-block body with the 1-block one on the
; fused clone, so the loops stay apart). On by default.
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-missed=cf-meld -disable-output %S/Inputs/loop-meld-kernels.ll 2>&1 | FileCheck %s --check-prefix=BODIES
; RUN: %opt -passes='cf-meld<no-loops>' -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK-DAG: remark: {{.*}}loops not melded: first side: call of @ext: {{.*}}
; CHECK-DAG: remark: {{.*}}loops not melded: second side: the loop leaves to 2 different blocks
; CHECK-DAG: remark: {{.*}}loops not melded: no instructions of the bodies align
; CHECK-DAG: remark: {{.*}}loops not melded: the function has irreducible control flow
; CHECK-DAG: remark: {{.*}}loops not melded: first side: its lanes can bypass the loop, but not by a path the fused loop can take: a branch around the loop leaves from a switch
; BODIES: remark: {{.*}}loops not melded: the fused bodies would not meld: not melded: no-loss rule: expected gain {{.*}} (block-region pair, estimated on a trial replication)
; OFF-NOT: loops not melded
; YAML-DAG: - Reason: loop-convergent
; YAML-DAG: - Reason: loop-multiple-exits
; YAML-DAG: - Reason: loop-no-match
; YAML-DAG: - Reason: loop-irreducible
; YAML-DAG: - Reason: loop-bypass

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(i32)

define ptx_kernel void @maybe_convergent(ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  call void @ext(i32 %v)
  %i.n = add i32 %i, 1
  %d = icmp eq i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %q, align 4
  %wz = icmp eq i32 %w, 0
  br i1 %wz, label %B.x, label %B.b
B.b:
  store i32 %j, ptr addrspace(1) %q, align 4
  %j.n = add i32 %j, 1
  %e = icmp eq i32 %j.n, %n
  br i1 %e, label %B.x, label %B.h
B.x:
  br label %J
J:
  ret void
}

define ptx_kernel void @two_exits(ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %v2 = add i32 %v, 1
  store i32 %v2, ptr addrspace(1) %p, align 4
  %i.n = add i32 %i, 1
  %d = icmp eq i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %q, align 4
  %wz = icmp eq i32 %w, 0
  br i1 %wz, label %B.x1, label %B.b
B.b:
  %w2 = add i32 %w, 2
  store i32 %w2, ptr addrspace(1) %q, align 4
  %j.n = add i32 %j, 1
  %e = icmp eq i32 %j.n, %n
  br i1 %e, label %B.x2, label %B.h
B.x1:
  store i32 1, ptr addrspace(1) %in, align 4
  br label %J
B.x2:
  store i32 2, ptr addrspace(1) %in, align 4
  br label %J
J:
  ret void
}

define ptx_kernel void @nothing_aligns(ptr addrspace(1) %in, ptr addrspace(3) %sh, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %x = phi float [ 1.0, %A ], [ %x.n, %A.h ]
  %x.n = fmul float %x, 3.0
  %d = fcmp ogt float %x.n, 100.0
  br i1 %d, label %A.x, label %A.h
A.x:
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  store float %x.n, ptr addrspace(1) %pa, align 4
  br label %J
B:
  br label %B.h
B.h:
  %y = phi double [ 1.0, %B ], [ %y.n, %B.b ]
  %yz = fcmp oeq double %y, 0.0
  br i1 %yz, label %B.x, label %B.b
B.b:
  %y.n = fdiv double %y, 7.0
  %e = fcmp olt double %y.n, 0.001
  br i1 %e, label %B.x, label %B.h
B.x:
  %y.f = phi double [ %y, %B.h ], [ %y.n, %B.b ]
  %pb = getelementptr inbounds double, ptr addrspace(3) %sh, i32 %tid
  store double %y.f, ptr addrspace(3) %pb, align 8
  br label %J
J:
  ret void
}

; Twin loops, and elsewhere in the function a cycle with two entries.
define ptx_kernel void @irreducible(ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %v2 = add i32 %v, 1
  store i32 %v2, ptr addrspace(1) %p, align 4
  %i.n = add i32 %i, 1
  %d = icmp eq i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %q, align 4
  %wz = icmp eq i32 %w, 0
  br i1 %wz, label %B.x, label %B.b
B.b:
  %w2 = add i32 %w, 2
  store i32 %w2, ptr addrspace(1) %q, align 4
  %j.n = add i32 %j, 1
  br label %B.h
B.x:
  br label %J
J:
  %u = icmp eq i32 %n, 3
  br i1 %u, label %I1, label %I2
I1:
  %k1 = phi i32 [ 0, %J ], [ %k2, %I2 ]
  %k1n = add i32 %k1, 1
  %e1 = icmp ult i32 %k1n, %n
  br i1 %e1, label %I2, label %X
I2:
  %k2 = phi i32 [ 5, %J ], [ %k1n, %I1 ]
  %e2 = icmp ult i32 %k2, 9
  br i1 %e2, label %I1, label %X
X:
  ret void
}

; Side A's zero-trip guard is a switch (the bypass is not routed).
define ptx_kernel void @switch_guard(ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  switch i32 %tid, label %A.h [
    i32 0, label %J
    i32 1, label %J
  ]
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %v2 = add i32 %v, 1
  store i32 %v2, ptr addrspace(1) %p, align 4
  %i.n = add i32 %i, 1
  %d = icmp eq i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %q, align 4
  %w2 = add i32 %w, 1
  store i32 %w2, ptr addrspace(1) %q, align 4
  br label %B.b
B.b:
  %j.n = add i32 %j, 1
  %e = icmp eq i32 %j.n, %n
  br i1 %e, label %B.x, label %B.h
B.x:
  br label %J
J:
  ret void
}
