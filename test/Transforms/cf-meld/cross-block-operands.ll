; Region-region melding (the SB3 shape): values loaded in the melded head
; blocks feed the then-blocks. Once the heads are melded those operands are
; the same value on both sides, so the then-blocks' chains align completely
; (no unaligned instructions, no guards) instead of seeming to need a select
; per use.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s -o %t.ll -pass-remarks=cf-meld 2>&1 | FileCheck %s
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; CHECK: remark: {{.*}}melded region-region subgraphs (profitability 0.50, 2 block pairs, {{[0-9]+}} selects inserted, 11 instructions aligned, 0 unaligned)

; The heads melded: one select per address, one load each, one branch.
; IR-LABEL: define ptx_kernel void @k(
; IR-NOT: lockstep.meld.guard
; IR:      [[PX:%.*]] = select i1 %c, ptr addrspace(1) %pa, ptr addrspace(1) %pb
; IR-NEXT: [[X:%.*]] = load i32, ptr addrspace(1) [[PX]]
; IR-NEXT: [[PY:%.*]] = select i1 %c, ptr addrspace(1) %pb, ptr addrspace(1) %pa
; IR-NEXT: [[Y:%.*]] = load i32, ptr addrspace(1) [[PY]]
; IR-NEXT: [[GT:%.*]] = icmp ugt i32 [[X]], [[Y]]
; IR-NEXT: br i1 [[GT]], label %[[THEN:.*]], label %X
; The then-blocks melded with every operand the melded loads, no select
; until the store's address, and no guard.
; IR:      [[THEN]]:
; IR-NEXT: [[M:%.*]] = mul i32 [[X]], 3
; IR-NEXT: [[E:%.*]] = xor i32 [[Y]], [[X]]
; IR-NEXT: [[S:%.*]] = lshr i32 [[X]], 2
; IR-NEXT: [[P:%.*]] = mul i32 [[Y]], [[X]]
; IR-NEXT: [[D:%.*]] = sub i32 [[M]], [[S]]
; IR-NEXT: [[T:%.*]] = add i32 [[D]], [[E]]
; IR-NEXT: [[U:%.*]] = add i32 [[T]], [[P]]
; IR-NEXT: [[PS:%.*]] = select i1 %c, ptr addrspace(1) %pa, ptr addrspace(1) %pb
; IR-NEXT: store i32 [[U]], ptr addrspace(1) [[PS]]
; IR-NEXT: br label %X
; IR:      X:
; IR-NEXT: ret void

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %gt = icmp ugt i32 %x, %y
  br i1 %gt, label %A1, label %X
A1:
  %m = mul i32 %x, 3
  %e = xor i32 %y, %x
  %s = lshr i32 %x, 2
  %p = mul i32 %y, %x
  %d = sub i32 %m, %s
  %t = add i32 %d, %e
  %u = add i32 %t, %p
  store i32 %u, ptr addrspace(1) %pa, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %pb, align 4
  %y2 = load i32, ptr addrspace(1) %pa, align 4
  %gt2 = icmp ugt i32 %x2, %y2
  br i1 %gt2, label %B1, label %X
B1:
  %m2 = mul i32 %x2, 3
  %e2 = xor i32 %y2, %x2
  %s2 = lshr i32 %x2, 2
  %p2 = mul i32 %y2, %x2
  %d2 = sub i32 %m2, %s2
  %t2 = add i32 %d2, %e2
  %u2 = add i32 %t2, %p2
  store i32 %u2, ptr addrspace(1) %pb, align 4
  br label %X
X:
  ret void
}
