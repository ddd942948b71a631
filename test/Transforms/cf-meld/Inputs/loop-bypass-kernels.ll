; Kernels of the bypass tests of loop melding (loop-meld-bypass.ll,
; diff/loop-meld-bypass.test): loops of different shapes on the two sides of
; a divergent branch, where some lanes of a side never enter their side's
; loop (per-lane trip counts from the input, 0 included).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; Both sides guard a rotated loop with a zero-trip test (clang's shape of
; `for (k = 0; k < n; ++k)`); the guards lead to the join, whose phi takes
; each side's value before the loop. Side A's loop has 2 blocks (an exit
; test in its header), side B's 1.
define ptx_kernel void @guards(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x0 = load i32, ptr addrspace(1) %pg, align 4
  %len = and i32 %x0, 7
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %A, label %B

A:
  %a.any = icmp ne i32 %len, 0
  br i1 %a.any, label %A.ph, label %J
A.ph:
  %a0 = mul i32 %x0, 5
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A.ph ], [ %i.n, %A.b ]
  %s = phi i32 [ %a0, %A.ph ], [ %s.n, %A.b ]
  %ia = mul i32 %i, 3
  %ma = and i32 %ia, 63
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %ma
  %va = load i32, ptr addrspace(1) %pa, align 4
  %sa = mul i32 %s, 3
  %s.n = add i32 %sa, %va
  %i.n = add i32 %i, 1
  %a.more = icmp ult i32 %i.n, %len
  br i1 %a.more, label %A.b, label %A.exit
A.b:
  br label %A.h
A.exit:
  br label %J

B:
  %nb = lshr i32 %x0, 4
  %nb3 = and i32 %nb, 3
  %b.any = icmp ne i32 %nb3, 0
  br i1 %b.any, label %B.h, label %J
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
  %b.more = icmp ult i32 %j.n, %nb3
  br i1 %b.more, label %B.h, label %B.exit
B.exit:
  br label %J

J:
  %r = phi i32 [ 11, %A ], [ %s.n, %A.exit ], [ %x0, %B ], [ %t.n, %B.exit ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; What -O3 makes of a runtime-unrolled loop: side A's loop is unrolled by 2
; behind a zero-trip guard, with a path from its preheader straight to the
; remainder (trip count 1) and a remainder block after it: two bypass edges
; with different targets, and values defined before the loop (%a.rem) used
; after it. Side B is a guarded rotated loop.
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
  %b.pos = icmp sgt i32 %len, 3
  br i1 %b.pos, label %B.body, label %J
B.body:
  %kb = phi i32 [ 0, %B ], [ %kb.n, %B.body ]
  %accb = phi i32 [ %acc0, %B ], [ %accb.n, %B.body ]
  %ib = mul i32 %kb, 3
  %mb = and i32 %ib, 63
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %tb = mul i32 %accb, 3
  %accb.1 = add i32 %tb, %vb
  %ib2 = mul i32 %vb, 3
  %mb2 = and i32 %ib2, 63
  %pb2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb2
  %vb2 = load i32, ptr addrspace(1) %pb2, align 4
  %tb2 = mul i32 %accb.1, 3
  %accb.n = add i32 %tb2, %vb2
  %kb.n = add i32 %kb, 1
  %b.done = icmp eq i32 %kb.n, %nb
  br i1 %b.done, label %B.exit, label %B.body
B.exit:
  br label %J

J:
  %r = phi i32 [ %accA, %A.exit ], [ %accb.n, %B.exit ], [ 3, %B ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; Side A leaves the kernel early on its bypass path (a store and a return
; before the loop), side B has no guard: one bypass edge, to a block that
; returns.
define ptx_kernel void @early_return(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %pg = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x0 = load i32, ptr addrspace(1) %pg, align 4
  %len = and i32 %x0, 15
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %A, label %B

A:
  %neg = icmp slt i32 %x0, 1024
  br i1 %neg, label %A.ret, label %A.ph
A.ret:
  %e = sub i32 0, %len
  store i32 %e, ptr addrspace(1) %po, align 4
  ret void
A.ph:
  br label %A.h
A.h:
  %i = phi i32 [ 0, %A.ph ], [ %i.n, %A.h ]
  %s = phi i32 [ %x0, %A.ph ], [ %s.n, %A.h ]
  %ia = mul i32 %i, 3
  %ma = and i32 %ia, 63
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %ma
  %va = load i32, ptr addrspace(1) %pa, align 4
  %sa = mul i32 %s, 3
  %s.n = add i32 %sa, %va
  %i.n = add i32 %i, 1
  %a.more = icmp ule i32 %i.n, %len
  br i1 %a.more, label %A.h, label %A.exit
A.exit:
  br label %J

B:
  %nb = add i32 %len, 3
  br label %B.h
B.h:
  %j = phi i32 [ 0, %B ], [ %j.n, %B.b ]
  %t = phi i32 [ %x0, %B ], [ %t.n, %B.b ]
  %ib = mul i32 %j, 3
  %mb = and i32 %ib, 63
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %mb
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %tb = mul i32 %t, 3
  %t.n = add i32 %tb, %vb
  %j.n = add i32 %j, 1
  %b.more = icmp ult i32 %j.n, %nb
  br i1 %b.more, label %B.b, label %B.exit
B.b:
  br label %B.h
B.exit:
  br label %J

J:
  %r = phi i32 [ %s.n, %A.exit ], [ %t.n, %B.exit ]
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
