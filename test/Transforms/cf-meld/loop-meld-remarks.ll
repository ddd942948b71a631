; Loop melding's skip reasons that loop-meld-skips.ll does not reach, each
; with its missed remark (LoopMeld) and decision reason code, and the IR
; left exactly as it was (nothing else in these kernels melds either):
; - loop-entries: side A's loop is entered from two blocks of its side (no
;   single loop predecessor to redirect into the fused header);
; - loop-terminator: side A's loop leaves or goes round from a switch, or
;   from a `br` whose two edges both go to the header (fusion redirects
;   exit and back edges of `br`s only);
; - loop-below-threshold: the bodies align (the induction increments, and
;   the exit compares with one differing operand) but save 4 cycles per
;   iteration, not more than the fused loop's overhead of 12 (two branches
;   and a select), so the pair is not even tried on a clone.
; loop-unbounded (a loop with no exit) is not reachable from a region cf-meld
; gets to: lanes in such a loop never reach the region's exit, so the
; divergent-regions analysis already declines the region (no immediate
; post-dominator, or one side post-dominates the other); @no_exit checks
; that a side loop without an exit gets that remark and no LoopMeld one.
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='cf-meld<loops>' -pass-remarks-output=%t.yaml -S %s -o %t.after.ll
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: FileCheck %s --check-prefix=NOUNB < %t.yaml
; RUN: %opt -S %s -o %t.before.ll
; RUN: diff %t.before.ll %t.after.ll
; RUN: %opt -passes='cf-meld<no-loops>' -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF

; CHECK-DAG: remark: {{.*}}loops not melded: first side: the loop is entered from several blocks{{$}}
; CHECK-DAG: remark: {{.*}}loops not melded: first side: an exit or back edge leaves from a switch or a branch with both edges to one target{{$}}
; CHECK-DAG: remark: {{.*}}loops not melded: second side: an exit or back edge leaves from a switch or a branch with both edges to one target{{$}}
; CHECK-DAG: remark: {{.*}}loops not melded: the aligned instructions save 4 cycles per iteration, not more than the fused loop's overhead 12 (2 instructions align, of 28 cycles){{$}}
; CHECK-DAG: remark: {{.*}}not meldable: no immediate post-dominator (a path leaves the function){{$}}

; YAML:      Name: LoopMeld
; YAML-NEXT: Function: two_entries
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'loops not melded: first side: the loop is entered from several blocks'
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: loop-entries
; YAML:      Name: LoopMeld
; YAML-NEXT: Function: switch_latch
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'loops not melded: first side: an exit or back edge leaves from a switch or a branch with both edges to one target'
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: loop-terminator
; YAML:      Name: LoopMeld
; YAML-NEXT: Function: same_target
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'loops not melded: second side: an exit or back edge leaves from a switch or a branch with both edges to one target'
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: loop-terminator
; YAML:      Name: LoopMeld
; YAML-NEXT: Function: below
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'loops not melded: the aligned instructions save 4 cycles per iteration, not more than the fused loop''s overhead 12 (2 instructions align, of 28 cycles)'
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: loop-below-threshold
; YAML-NEXT:   - EstimatedGain: '-0.286'
; YAML:      Function: no_exit
; YAML:        - String: 'not meldable: no immediate post-dominator (a path leaves the function)'
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: not-meldable
; NOUNB-NOT: loop-unbounded
; NOUNB-NOT: the loop has no exit

; OFF-NOT: loops not melded

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Side A's header has two predecessors outside the loop: %A and %A.pre2.
define ptx_kernel void @two_entries(ptr addrspace(1) %in, i32 %n, i1 %u) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br i1 %u, label %A.h, label %A.pre2
A.pre2:
  store i32 0, ptr addrspace(1) %in, align 4
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ 1, %A.pre2 ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %v2 = add i32 %v, 1
  store i32 %v2, ptr addrspace(1) %p, align 4
  %i.n = add i32 %i, 1
  %d = icmp uge i32 %i.n, %tid
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
  %e = icmp eq i32 %j.n, %n
  br i1 %e, label %B.x, label %B.h
B.x:
  br label %J
J:
  ret void
}

; Side A's loop exits and goes round from a switch.
define ptx_kernel void @switch_latch(ptr addrspace(1) %in, i32 %n) {
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
  switch i32 %i.n, label %A.h [
    i32 16, label %A.x
  ]
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
  %e = icmp eq i32 %j.n, %n
  br i1 %e, label %B.x, label %B.h
B.x:
  br label %J
J:
  ret void
}

; Side B's latch is a conditional `br` with both edges to the header.
define ptx_kernel void @same_target(ptr addrspace(1) %in, i32 %n, i1 %u) {
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
  %d = icmp uge i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %q, align 4
  %wz = icmp eq i32 %w, 0
  br i1 %wz, label %B.x, label %B.b
B.b:
  %w2 = add i32 %w, 2
  store i32 %w2, ptr addrspace(1) %q, align 4
  %j.n = add i32 %j, 1
  br i1 %u, label %B.h, label %B.h
B.x:
  br label %J
J:
  ret void
}

; The increments align (4 cycles saved) and so do the exit compares (one
; differing operand: a select, 4 cycles, eats the 4 saved): 4 <= 12.
define ptx_kernel void @below(ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %i.n = add i32 %i, 1
  %d = icmp uge i32 %i.n, %tid
  br i1 %d, label %A.x, label %A.h
A.x:
  br label %J
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %j.n = add i32 %j, 1
  br label %B.b
B.b:
  %e = icmp uge i32 %j.n, %n
  br i1 %e, label %B.x, label %B.h
B.x:
  br label %J
J:
  %r = phi i32 [ %i.n, %A.x ], [ %j.n, %B.x ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

; Side A's loop has no exit (loop-unbounded in LoopMeld): the region is
; already not meldable, and no LoopMeld remark is given.
define ptx_kernel void @no_exit(ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %i.n = add i32 %i, 1
  br label %A.h
B:
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  store i32 %j, ptr addrspace(1) %q, align 4
  br label %B.b
B.b:
  %j.n = add i32 %j, 1
  %e = icmp uge i32 %j.n, %tid
  br i1 %e, label %J, label %B.h
J:
  ret void
}
