; Differential test of the path-pairing cases: a divergent switch (paths
; melded two at a time), a three-way else-if chain (the SB4 shape, which
; needs region replication for its last meld), a block-region pair, and a
; block melded with an if-then region holding a loop (the block goes to the
; region's entry, outside the loop; the replica's constant branch skips the
; loop).
; Identical outputs on several random inputs, and fewer cycles (the bodies
; are too small for the warp-instruction count to drop: selects and guards
; cost about what the shared memory operations save in issue slots).
; REQUIRES: lockstep-sim
; RUN: %opt -passes=cf-meld %s -S -o %t.meld.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: rm -rf %t && mkdir -p %t
; RUN: for k in sw chain3 blockregion blockloop; do for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/$k/" %S/Inputs/abc.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$k-$s --json > %t/b-$k-$s.json && %lockstep-sim %t.meld.ll --launch %t/l.json --dump-buffers %t/a-$k-$s --json > %t/a-$k-$s.json && for buf in a b c; do cmp %t/b-$k-$s/$buf.bin %t/a-$k-$s/$buf.bin || exit 1; done || exit 1; done; done
; RUN: for k in sw chain3 blockregion blockloop; do %python %S/Inputs/fewer.py %t/b-$k-1.json %t/a-$k-1.json cycles || exit 1; done

; REMARK-DAG: melded block-block
; REMARK-DAG: melded block-region

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @sw(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %sel = and i32 %tid, 3
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  switch i32 %sel, label %D [
    i32 0, label %S0
    i32 1, label %S1
  ]
S0:
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %pa, align 4
  br label %X
S1:
  %y = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %y, 3.0
  store float %y2, ptr addrspace(1) %pb, align 4
  br label %X
D:
  %z = load float, ptr addrspace(1) %pc, align 4
  %z2 = fmul float %z, 4.0
  store float %z2, ptr addrspace(1) %pc, align 4
  br label %X
X:
  ret void
}

define ptx_kernel void @chain3(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %sel = urem i32 %tid, 3
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  %c0 = icmp eq i32 %sel, 0
  br i1 %c0, label %S0, label %E1
E1:
  %c1 = icmp eq i32 %sel, 1
  br i1 %c1, label %S1, label %D
S0:
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fadd float %x, 2.0
  store float %x2, ptr addrspace(1) %pa, align 4
  br label %X
S1:
  %y = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %y, 3.0
  store float %y2, ptr addrspace(1) %pb, align 4
  br label %X
D:
  %z = load float, ptr addrspace(1) %pc, align 4
  %z2 = fmul float %z, 4.0
  %z3 = fsub float %z2, %z
  store float %z3, ptr addrspace(1) %pc, align 4
  br label %X
X:
  ret void
}

define ptx_kernel void @blockregion(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %cnd = icmp ult i32 %tid, 40
  %po = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  br i1 %cnd, label %A, label %R1
A:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %po, align 4
  br label %X
R1:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %y = load float, ptr addrspace(1) %pb, align 4
  %p = fcmp ogt float %y, 0.0
  br i1 %p, label %R2, label %R3
R2:
  %pb2 = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %z = load float, ptr addrspace(1) %pb2, align 4
  %z2 = fmul float %z, 3.0
  store float %z2, ptr addrspace(1) %po, align 4
  br label %R3
R3:
  %q = phi float [ %y, %R1 ], [ %z2, %R2 ]
  br label %X
X:
  %r = phi float [ %x2, %A ], [ %q, %R3 ]
  %pr = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  store float %r, ptr addrspace(1) %pr, align 4
  ret void
}

define ptx_kernel void @blockloop(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %cnd = icmp ult i32 %tid, 24
  %n = and i32 %tid, 3
  %po = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  br i1 %cnd, label %A, label %L0
A:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  %x3 = fadd float %x2, 1.0
  store float %x3, ptr addrspace(1) %po, align 4
  br label %X
L0:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %y = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %y, 3.0
  %y3 = fadd float %y2, 1.0
  store float %y3, ptr addrspace(1) %po, align 4
  %pos = fcmp ogt float %y, 0.0
  br i1 %pos, label %L, label %LX
L:
  %i = phi i32 [ 0, %L0 ], [ %i1, %L ]
  %acc = phi float [ %y3, %L0 ], [ %acc2, %L ]
  %acc2 = fadd float %acc, 0.5
  store float %acc2, ptr addrspace(1) %po, align 4
  %i1 = add i32 %i, 1
  %done = icmp ugt i32 %i1, %n
  br i1 %done, label %LX, label %L
LX:
  %q = phi float [ %y3, %L0 ], [ %acc2, %L ]
  br label %X
X:
  %r = phi float [ %x3, %A ], [ %q, %LX ]
  %pr = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  store float %r, ptr addrspace(1) %pr, align 4
  ret void
}
