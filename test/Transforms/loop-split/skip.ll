; Loops loop-split must not split, even forced: each is left alone with a
; missed remark saying why (and the reason code in the YAML record).
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks-missed=loop-split 2>%t.rem | FileCheck --check-prefix=IR %s
; RUN: FileCheck --check-prefix=MISSED %s < %t.rem
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; IR-NOT: loop-split.mid
; IR-NOT: .ls0

; MISSED-DAG: remark: {{.*}}loop %loop not split: the loop's statements form no two independent groups
; MISSED-DAG: remark: {{.*}}loop %bar.loop not split: the loop contains a barrier, a warp operation or another convergent call
; MISSED-DAG: remark: {{.*}}loop %vote.loop not split: the loop contains a barrier, a warp operation or another convergent call
; MISSED-DAG: remark: {{.*}}loop %ns.loop not split: the loop has several latches, or edges into it or out of it that cannot take a preheader or dedicated exit block
; MISSED-DAG: remark: {{.*}}loop %ee.loop not split: a value of an earlier loop leaves the loop through one of several exits
; MISSED-DAG: remark: {{.*}}loop %inf.loop not split: the loop never exits
; MISSED-DAG: remark: {{.*}}loop %ib.loop not split: the loop ends a block with indirectbr
; MISSED-DAG: remark: {{.*}}loop %cse.loop not split: the loop's control flow depends on an instruction with side effects
; MISSED-DAG: remark: {{.*}}loop %nd.loop not split: a value used after the loop is not computed on every path out of it
; MISSED-DAG: remark: {{.*}}loop %outer not split: the loop contains another loop
; MISSED-DAG: remark: {{.*}}loop %uc.loop not split: the loop calls @opaque, whose body is not in the module
; MISSED-DAG: remark: {{.*}}loop %at.loop not split: the loop performs an atomic operation
; MISSED-DAG: remark: {{.*}}loop %mix.loop not split: a value after the loop merges values of two groups
; MISSED-DAG: remark: {{.*}}loop %cw.loop not split: the loop's control flow reads memory the loop writes
; MISSED-DAG: remark: {{.*}}loop %sh.loop not split: the loop's statements form no two independent groups
; MISSED-DAG: remark: {{.*}}loop %vol.loop not split: the loop makes a volatile memory access
; MISSED-DAG: remark: {{.*}}loop %fen.loop not split: the loop executes a memory fence
; MISSED-DAG: remark: {{.*}}loop %asm.loop not split: the loop contains inline assembly
; MISSED-DAG: remark: {{.*}}loop %ind.loop not split: the loop makes an indirect call
; MISSED-DAG: remark: {{.*}}loop %mc.loop not split: the loop calls @writer, which accesses memory

; YAML-DAG: Reason: single-group
; YAML-DAG: Reason: convergent
; YAML-DAG: Reason: not-simplified
; YAML-DAG: Reason: live-out-early-exit
; YAML-DAG: Reason: no-exit
; YAML-DAG: Reason: terminator
; YAML-DAG: Reason: control-side-effects
; YAML-DAG: Reason: live-out-not-dominating
; YAML-DAG: Reason: nested
; YAML-DAG: Reason: unknown-call
; YAML-DAG: Reason: atomic
; YAML-DAG: Reason: live-out-mixes-groups
; YAML-DAG: Reason: control-reads-written-memory
; YAML-DAG: Reason: volatile
; YAML-DAG: Reason: fence
; YAML-DAG: Reason: inline-asm
; YAML-DAG: Reason: indirect-call
; YAML-DAG: Reason: memory-call
; YAML-NOT: Decision: transformed

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @opaque(i32)

; No memory attributes: a call to it may have side effects as far as LLVM
; knows.
define internal i32 @limit(i32 %i) {
  %r = add i32 %i, 3
  ret i32 %r
}

define void @writer(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}

; S1 reads a[i] and S2 writes a[i+1]: S1 of the next iteration reads what
; S2 wrote, a loop-carried dependence between the two statements.
define ptx_kernel void @carried(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %v = load i32, ptr addrspace(1) %pa
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 %v, ptr addrspace(1) %p1
  %i.next = add nuw nsw i64 %i, 1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  %w = load i32, ptr addrspace(1) %p2
  %pa1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i.next
  store i32 %w, ptr addrspace(1) %pa1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @barrier(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %bar.loop
bar.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %bar.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %bar.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @vote(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %vote.loop
vote.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %vote.loop ]
  %m = call i32 @llvm.nvvm.activemask()
  %odd = trunc i64 %i to i1
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %odd)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 %b, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %vote.loop, label %exit
exit:
  ret void
}

; The loop is entered through an indirectbr edge: no preheader can be
; formed.
define ptx_kernel void @notsimplified(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  indirectbr ptr blockaddress(@notsimplified, %ns.loop), [label %ns.loop]
ns.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %ns.loop ]
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

; x.next leaves through the break edge only, and x's group is not the last:
; the loop between the copies could not tell which exit the value is for.
define ptx_kernel void @earlyexit(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o, i64 %k) {
entry:
  br label %ee.loop
ee.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %ee.latch ]
  %x = phi i32 [ 0, %entry ], [ %x.next, %ee.latch ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa
  %x.next = add i32 %x, %va
  %brk = icmp eq i64 %i, %k
  br i1 %brk, label %early, label %ee.latch
ee.latch:
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 5, ptr addrspace(1) %p1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %ee.loop, label %exit
early:
  %x.lcssa = phi i32 [ %x.next, %ee.loop ]
  store i32 %x.lcssa, ptr addrspace(1) %o
  ret void
exit:
  ret void
}

define ptx_kernel void @noexit(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %inf.loop
inf.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %inf.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = and i64 %i, 7
  br label %inf.loop
}

define ptx_kernel void @nested(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %ij = add i64 %i, %j
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %ij
  store i32 1, ptr addrspace(1) %p1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %j
  store i32 2, ptr addrspace(1) %p2
  %j.next = add nuw nsw i64 %j, 1
  %d = icmp ult i64 %j.next, 8
  br i1 %d, label %outer, label %exit
exit:
  ret void
}

define ptx_kernel void @unknowncall(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %uc.loop
uc.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %uc.loop ]
  %t = trunc i64 %i to i32
  %v = call i32 @opaque(i32 %t)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 %v, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %uc.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @atomic(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %at.loop
at.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %at.loop ]
  %old = atomicrmw add ptr addrspace(1) %o1, i32 1 monotonic
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %at.loop, label %exit
exit:
  ret void
}

; The exit phi takes x from the break edge and y from the latch: no single
; loop could provide it.
define ptx_kernel void @mixed(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %o, i64 %k) {
entry:
  br label %mix.loop
mix.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %mix.latch ]
  %x = phi i32 [ 0, %entry ], [ %x.next, %mix.latch ]
  %y = phi i32 [ 0, %entry ], [ %y.next, %mix.latch ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa
  %x.next = add i32 %x, %va
  %brk = icmp eq i64 %i, %k
  br i1 %brk, label %exit, label %mix.latch
mix.latch:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb
  %y.next = mul i32 %y, %vb
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %mix.loop, label %exit
exit:
  %r = phi i32 [ %x.next, %mix.loop ], [ %y.next, %mix.latch ]
  store i32 %r, ptr addrspace(1) %o
  ret void
}

; The trip count is read from memory a statement of the loop writes.
define ptx_kernel void @controlwritten(ptr addrspace(1) noalias %n, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %cw.loop
cw.loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cw.loop ]
  %i64 = zext i32 %i to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i64
  store i32 1, ptr addrspace(1) %p1
  store i32 %i, ptr addrspace(1) %n
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i64
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i32 %i, 1
  %lim = load i32, ptr addrspace(1) %n
  %c = icmp ult i32 %i.next, %lim
  br i1 %c, label %cw.loop, label %exit
exit:
  ret void
}

; Both statements use the same loaded value of a loop-carried sum: one
; group.
define ptx_kernel void @shared(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %sh.loop
sh.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %sh.loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %sh.loop ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %v = load i32, ptr addrspace(1) %pa
  %s.next = add i32 %s, %v
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 %s.next, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 %s, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %sh.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @vol(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %vol.loop
vol.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %vol.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store volatile i32 1, ptr addrspace(1) %p1
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %vol.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @fen(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %fen.loop
fen.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fen.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 1, ptr addrspace(1) %p1
  fence syncscope("block") release
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %fen.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @asm(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %asm.loop
asm.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %asm.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  %v = call i32 asm "mov.u32 $0, 3;", "=r"()
  store i32 %v, ptr addrspace(1) %p1
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %asm.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @ind(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, ptr %fn) {
entry:
  br label %ind.loop
ind.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %ind.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  %v = call i32 %fn(i32 1)
  store i32 %v, ptr addrspace(1) %p1
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %ind.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @mc(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %mc.loop
mc.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %mc.loop ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 1, ptr addrspace(1) %p1
  call void @writer(ptr addrspace(1) %p2)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %mc.loop, label %exit
exit:
  ret void
}


; The trip count comes from a call LLVM cannot prove free of side effects.
define ptx_kernel void @controlcall(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %cse.loop
cse.loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cse.loop ]
  %i64 = zext i32 %i to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i64
  store i32 1, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i64
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i32 %i, 1
  %lim = call i32 @limit(i32 4)
  %c = icmp ult i32 %i.next, %lim
  br i1 %c, label %cse.loop, label %exit
exit:
  ret void
}

; x.next is computed after the break test and used after the loop (on the
; latch exit only): the block between the loops, reached from both exits of
; the first loop, would have no x.next on the break edge.
define ptx_kernel void @notdominating(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, ptr addrspace(1) noalias %o, i64 %k) {
entry:
  br label %nd.loop
nd.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %nd.latch ]
  %x = phi i32 [ 0, %entry ], [ %x.next, %nd.latch ]
  %brk = icmp eq i64 %i, %k
  br i1 %brk, label %early, label %nd.latch
nd.latch:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa
  %x.next = add i32 %x, %va
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 %x.next, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %nd.loop, label %nd.exit
nd.exit:
  store i32 %x.next, ptr addrspace(1) %o
  ret void
early:
  ret void
}

define ptx_kernel void @indirect(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2) {
entry:
  br label %ib.loop
ib.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %ib.latch ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  indirectbr ptr blockaddress(@indirect, %ib.latch), [label %ib.latch]
ib.latch:
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %ib.loop, label %exit
exit:
  ret void
}
