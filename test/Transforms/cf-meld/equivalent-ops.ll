; Equivalent operations: both sides compute an index the same way, but
; InstCombine proved one side's bits disjoint and its value non-negative
; (`or disjoint`, `zext nneg`, `uitofp nneg`, `icmp samesign ult`) and not
; the other's (`add`, `sext`, `sitofp`, `icmp slt`), as in LUD's two
; triangular solves. The flagged form is the plain one wherever its flag
; holds (and poison elsewhere), so the melded instruction is the plain one,
; with the flags both sides hold: the add keeps `nsw` (an `or disjoint`
; carries nothing, so it cannot overflow). A plain `or` is not an add and a
; plain `zext` is not a `sext`: those stay apart.
; -lockstep-align-equivalent-ops=false aligns operations as written.
; RUN: %opt -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes=cf-meld -lockstep-align-equivalent-ops=false -S %s -pass-remarks=cf-meld -pass-remarks-missed=cf-meld 2>%t.off | FileCheck --check-prefix=OFF %s
; RUN: FileCheck --check-prefix=REMARK-OFF %s < %t.off

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; REMARK: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, 1 selects inserted, 9 instructions aligned, 0 unaligned); 4 pairs of equivalent operations
; REMARK-NEXT: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, 1 selects inserted, 3 instructions aligned, 6 unaligned)
; REMARK-OFF: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, {{[0-9]+}} selects inserted, {{[0-9]+}} instructions aligned, {{[0-9]+}} unaligned){{$}}

; CHECK-LABEL: define ptx_kernel void @index
; CHECK: %[[I:.*]] = add nsw i32 %x, %bit
; CHECK-NEXT: %[[E:.*]] = sext i32 %[[I]] to i64
; CHECK-NEXT: %[[F:.*]] = sitofp i32 %[[I]] to float
; CHECK-NEXT: %[[B:.*]] = select i1 %odd, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK-NEXT: %[[P:.*]] = getelementptr float, ptr addrspace(1) %[[B]], i64 %[[E]]
; CHECK-NEXT: %[[V:.*]] = load float, ptr addrspace(1) %[[P]]
; CHECK-NEXT: %[[R:.*]] = fmul float %[[V]], %[[F]]
; CHECK-NEXT: %[[C:.*]] = icmp slt i32 %[[I]], 40
; CHECK-NEXT: select i1 %[[C]], float %[[R]], float 0.0
; CHECK-NOT: or disjoint
; CHECK-NOT: zext nneg
; CHECK-NOT: uitofp
; CHECK-NOT: samesign
; CHECK: ret void

; OFF-LABEL: define ptx_kernel void @index
; OFF-DAG: or disjoint i32 %x, %bit
; OFF-DAG: add nsw i32 %x, %bit
; OFF-DAG: zext nneg i32
; OFF-DAG: sext i32
; OFF-DAG: icmp samesign ult i32 %ia{{[0-9]*}}, 40
; OFF-DAG: icmp slt i32 %ib{{[0-9]*}}, 40

define ptx_kernel void @index(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %t, 1
  %half = lshr i32 %t, 1
  %x = shl i32 %half, 1
  %sel = and i32 %t, 2
  %odd = icmp eq i32 %sel, 0
  %t64 = zext i32 %t to i64
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %t64
  br i1 %odd, label %A, label %B
A:
  %ia = or disjoint i32 %x, %bit
  %ea = zext nneg i32 %ia to i64
  %fa = uitofp nneg i32 %ia to float
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %ea
  %va = load float, ptr addrspace(1) %pa, align 4
  %ra = fmul float %va, %fa
  %ca = icmp samesign ult i32 %ia, 40
  %ka = select i1 %ca, float %ra, float 0.0
  store float %ka, ptr addrspace(1) %pc, align 4
  br label %end
B:
  %ib = add nsw i32 %x, %bit
  %eb = sext i32 %ib to i64
  %fb = sitofp i32 %ib to float
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %eb
  %vb = load float, ptr addrspace(1) %pb, align 4
  %rb = fmul float %vb, %fb
  %cb = icmp slt i32 %ib, 40
  %kb = select i1 %cb, float %rb, float 0.0
  store float %kb, ptr addrspace(1) %pc, align 4
  br label %end
end:
  ret void
}

; Not equivalent: a plain `or` may carry into a bit the add would, and a
; plain `zext` of a negative value is not its `sext`.
; CHECK-LABEL: define ptx_kernel void @plain
; CHECK-DAG: or i32 %x, %y
; CHECK-DAG: add i32 %x, %y
; CHECK-DAG: zext i32 %{{.*}} to i64
; CHECK-DAG: sext i32 %{{.*}} to i64
; CHECK: ret void

define ptx_kernel void @plain(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %t, 62
  %sel = and i32 %t, 1
  %odd = icmp eq i32 %sel, 0
  %t64 = zext i32 %t to i64
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %t64
  br i1 %odd, label %A, label %B
A:
  %ia = or i32 %x, %y
  %ea = zext i32 %ia to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %ea
  %va = load float, ptr addrspace(1) %pa, align 4
  %ra = fmul float %va, 2.0
  store float %ra, ptr addrspace(1) %pc, align 4
  br label %end
B:
  %ib = add i32 %x, %y
  %eb = sext i32 %ib to i64
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %eb
  %vb = load float, ptr addrspace(1) %pb, align 4
  %rb = fmul float %vb, 2.0
  store float %rb, ptr addrspace(1) %pc, align 4
  br label %end
end:
  ret void
}
