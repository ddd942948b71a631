; Kernels of the loop-melding tests (loop-meld.ll, loop-meld-skips.ll,
; diff/loop-meld.ll): two loops of different shapes on the two sides of a
; divergent branch, with per-lane trip counts taken from the input.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @ext(i32)

; Side A's loop is unrolled by 2 (its trip count 2 * (len + 1) is even and
; at least 2, so no remainder and no guard), side B's is rolled, with
; another trip count (len + 2). Same per-iteration work. Live-out: the
; accumulator of each side.
define ptx_kernel void @unroll2(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %acc0 = load i32, ptr addrspace(1) %pg, align 4
  %len = and i32 %acc0, 15
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %A, label %B

A:
  %na = add i32 %len, 1
  br label %A.body
A.body:
  %k = phi i32 [ 0, %A ], [ %k.2, %A.body ]
  %acc = phi i32 [ %acc0, %A ], [ %acc.2, %A.body ]
  %i1 = mul i32 %k, 3
  %m1 = and i32 %i1, 63
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %m1
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %t1 = mul i32 %acc, 3
  %acc.1 = add i32 %t1, %v1
  %k.1 = add i32 %k, 1
  %i2 = mul i32 %k.1, 3
  %m2 = and i32 %i2, 63
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %m2
  %v2 = load i32, ptr addrspace(1) %p2, align 4
  %t2 = mul i32 %acc.1, 3
  %acc.2 = add i32 %t2, %v2
  %k.2 = add i32 %k, 2
  %h.2 = lshr i32 %k.2, 1
  %a.done = icmp eq i32 %h.2, %na
  br i1 %a.done, label %A.exit, label %A.body
A.exit:
  br label %J

B:
  %nb = add i32 %len, 2
  br label %B.body
B.body:
  %kb = phi i32 [ 0, %B ], [ %kb.n, %B.body ]
  %accb = phi i32 [ %acc0, %B ], [ %accb.n, %B.body ]
  %ib = mul i32 %kb, 3
  %mb = and i32 %ib, 63
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %tb = mul i32 %accb, 3
  %accb.n = add i32 %tb, %vb
  %kb.n = add i32 %kb, 1
  %b.done = icmp eq i32 %kb.n, %nb
  br i1 %b.done, label %B.exit, label %B.body
B.exit:
  br label %J

J:
  %r = phi i32 [ %acc.2, %A.exit ], [ %accb.n, %B.exit ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; Side A is runtime-unrolled by 2 with a remainder block and a zero-trip
; guard (what -O3 makes of it); side B is a plain rotated loop. Lanes of
; side A can bypass the unrolled loop, so fusing would not make the sides
; reconverge before it: loop melding declines (loop-bypass).
define ptx_kernel void @remainder(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %acc0 = load i32, ptr addrspace(1) %pg, align 4
  %len = and i32 %acc0, 15
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %A, label %B

A:
  %a.pos = icmp sgt i32 %len, 0
  br i1 %a.pos, label %A.ph, label %A.exit
A.ph:
  %a.rem = and i32 %len, 1
  %a.one = icmp eq i32 %len, 1
  br i1 %a.one, label %A.unr, label %A.ph.new
A.ph.new:
  %a.niter0 = and i32 %len, -2
  br label %A.body
A.body:
  %k = phi i32 [ 0, %A.ph.new ], [ %k.2, %A.body ]
  %acc = phi i32 [ %acc0, %A.ph.new ], [ %acc.2, %A.body ]
  %ni = phi i32 [ %a.niter0, %A.ph.new ], [ %ni.next, %A.body ]
  %i1 = mul i32 %k, 3
  %m1 = and i32 %i1, 63
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %m1
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %t1 = mul i32 %acc, 3
  %acc.1 = add i32 %t1, %v1
  %k.1 = add i32 %k, 1
  %i2 = mul i32 %k.1, 3
  %m2 = and i32 %i2, 63
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %m2
  %v2 = load i32, ptr addrspace(1) %p2, align 4
  %t2 = mul i32 %acc.1, 3
  %acc.2 = add i32 %t2, %v2
  %k.2 = add i32 %k, 2
  %ni.next = sub i32 %ni, 2
  %a.done = icmp eq i32 %ni.next, 0
  br i1 %a.done, label %A.unr, label %A.body
A.unr:
  %acc.u = phi i32 [ %acc0, %A.ph ], [ %acc.2, %A.body ]
  %k.u = phi i32 [ 0, %A.ph ], [ %k.2, %A.body ]
  %a.has = icmp ne i32 %a.rem, 0
  br i1 %a.has, label %A.last, label %A.exit
A.last:
  %i3 = mul i32 %k.u, 3
  %m3 = and i32 %i3, 63
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %m3
  %v3 = load i32, ptr addrspace(1) %p3, align 4
  %t3 = mul i32 %acc.u, 3
  %acc.3 = add i32 %t3, %v3
  br label %A.exit
A.exit:
  %accA = phi i32 [ %acc0, %A ], [ %acc.u, %A.unr ], [ %acc.3, %A.last ]
  br label %J

B:
  %nb = add i32 %len, 2
  br label %B.body
B.body:
  %kb = phi i32 [ 0, %B ], [ %kb.n, %B.body ]
  %accb = phi i32 [ %acc0, %B ], [ %accb.n, %B.body ]
  %ib = mul i32 %kb, 11
  %mb = and i32 %ib, 63
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %xb = xor i32 %accb, %vb
  %accb.n = add i32 %xb, %kb
  %kb.n = add i32 %kb, 1
  %b.done = icmp eq i32 %kb.n, %nb
  br i1 %b.done, label %B.exit, label %B.body
B.exit:
  br label %J

J:
  %r = phi i32 [ %accA, %A.exit ], [ %accb.n, %B.exit ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; Different block counts: side A's body holds an if-then (3 blocks, exit in
; the header), side B's is one block. Both sides' loop values are used
; after the join (live-outs of each side, and a value defined before the
; loop on side A used after it).
define ptx_kernel void @blocks(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x0 = load i32, ptr addrspace(1) %pg, align 4
  %c = icmp slt i32 %x0, 0
  br i1 %c, label %A, label %B

A:
  %na = and i32 %x0, 7
  %sa = mul i32 %x0, 5
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.latch ]
  %s = phi i32 [ %sa, %A ], [ %s.n, %A.latch ]
  %more = icmp ult i32 %i, %na
  br i1 %more, label %A.body, label %A.exit
A.body:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %neg = icmp slt i32 %va, 0
  br i1 %neg, label %A.then, label %A.latch
A.then:
  %vneg = sub i32 0, %va
  br label %A.latch
A.latch:
  %v = phi i32 [ %va, %A.body ], [ %vneg, %A.then ]
  %s.n = add i32 %s, %v
  %i.n = add i32 %i, 1
  br label %A.h
A.exit:
  %sA = phi i32 [ %s, %A.h ]
  br label %J

B:
  %nb = and i32 %x0, 3
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.h ]
  %t = phi i32 [ 1, %B ], [ %t.n, %B.h ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %t.n = add i32 %t, %vb
  %j.n = add i32 %j, 1
  %bmore = icmp ule i32 %j.n, %nb
  br i1 %bmore, label %B.h, label %B.exit
B.exit:
  br label %J

J:
  %r = phi i32 [ %sA, %A.exit ], [ %t.n, %B.exit ]
  %q = phi i32 [ %sa, %A.exit ], [ %j.n, %B.exit ]
  %sum = add i32 %r, %q
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %sum, ptr addrspace(1) %po, align 4
  ret void
}

; The same loop in the source on both sides with different trip counts
; (len and len + 2), compiled differently: side A's as a while loop (exit
; test in the header, 2 blocks), side B's as a rotated do-while (1 block;
; its trip count is at least 2). Live-outs: each side's accumulator, and
; side A's counter.
define ptx_kernel void @sametrip(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x0 = load i32, ptr addrspace(1) %pg, align 4
  %len = and i32 %x0, 15
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %A, label %B

A:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.b ]
  %s = phi i32 [ %x0, %A ], [ %s.n, %A.b ]
  %a.more = icmp slt i32 %i, %len
  br i1 %a.more, label %A.b, label %A.exit
A.b:
  %ia = mul i32 %i, 3
  %ma = and i32 %ia, 63
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %ma
  %va = load i32, ptr addrspace(1) %pa, align 4
  %sa = mul i32 %s, 3
  %s.n = add i32 %sa, %va
  %i.n = add i32 %i, 1
  br label %A.h
A.exit:
  %sA = add i32 %s, %i
  br label %J

B:
  %nb = add i32 %len, 2
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.h ]
  %t = phi i32 [ %x0, %B ], [ %t.n, %B.h ]
  %ib = mul i32 %j, 3
  %mb = and i32 %ib, 63
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %tb = mul i32 %t, 3
  %t.n = add i32 %tb, %vb
  %j.n = add i32 %j, 1
  %b.more = icmp slt i32 %j.n, %nb
  br i1 %b.more, label %B.h, label %B.exit
B.exit:
  br label %J

J:
  %r = phi i32 [ %sA, %A.exit ], [ %t.n, %B.exit ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; A loop on one side only: nothing to pair, no crash, no loop remark.
define ptx_kernel void @oneside(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x0 = load i32, ptr addrspace(1) %pg, align 4
  %c = icmp slt i32 %x0, 0
  br i1 %c, label %A, label %B
A:
  %na = and i32 %x0, 7
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A ], [ %i.n, %A.h ]
  %s = phi i32 [ %x0, %A ], [ %s.n, %A.h ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %s.n = add i32 %s, %va
  %i.n = add i32 %i, 1
  %more = icmp ult i32 %i.n, %na
  br i1 %more, label %A.h, label %A.exit
A.exit:
  br label %J
B:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %t = mul i32 %vb, 3
  br label %J
J:
  %r = phi i32 [ %s.n, %A.exit ], [ %t, %B ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
