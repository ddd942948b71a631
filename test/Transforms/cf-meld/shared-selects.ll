; Shared selects: both sides run the same six operations, one side on (a, b)
; and the other on (c, d). Each aligned pair alone would pay two selects
; for one int-unit instruction, so DARM's per-pair scoring leaves them
; unaligned (-lockstep-align-shared-selects=false); but the code generator
; makes one select per distinct operand pair and reuses it, so two selects
; serve all six pairs, and the alignment knows it (InstructionAlignment.cpp,
; alignSharingSelects). The no-loss rule's figures count each select once
; (MeldEstimate.cpp).
; RUN: %opt -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes=cf-meld -lockstep-align-shared-selects=false -S %s -pass-remarks=cf-meld -pass-remarks-missed=cf-meld 2>%t.off | FileCheck --check-prefix=OFF %s
; RUN: FileCheck --check-prefix=REMARK-OFF %s < %t.off

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; REMARK: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, 2 selects inserted, 14 instructions aligned, 0 unaligned)
; REMARK-OFF: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, 3 selects inserted, 5 instructions aligned, 18 unaligned)

; CHECK-LABEL: define ptx_kernel void @six
; CHECK: %[[SA:.*]] = select i1 %odd, i32 %a, i32 %c
; CHECK-NEXT: %[[SB:.*]] = select i1 %odd, i32 %b, i32 %d
; CHECK-NEXT: add i32 %[[SA]], %[[SB]]
; CHECK-NEXT: getelementptr
; CHECK-NEXT: store
; CHECK-NEXT: sub i32 %[[SA]], %[[SB]]
; CHECK-NEXT: xor i32 %[[SA]], %[[SB]]
; CHECK-NEXT: and i32 %[[SA]], %[[SB]]
; CHECK-NEXT: or i32 %[[SA]], %[[SB]]
; CHECK-NEXT: shl i32 %[[SA]], %[[SB]]
; CHECK-NOT: select
; CHECK: ret void

; Off, the six operations stay one per side (guarded).
; OFF-LABEL: define ptx_kernel void @six
; OFF-DAG: sub i32 %a, %b
; OFF-DAG: sub i32 %c, %d

define ptx_kernel void @six(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c, i32 %d) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %t, 1
  %odd = icmp eq i32 %bit, 1
  %t64 = zext i32 %t to i64
  br i1 %odd, label %A, label %B
A:
  %a1 = add i32 %a, %b
  %pa1 = getelementptr i32, ptr addrspace(1) %p, i64 %t64
  store i32 %a1, ptr addrspace(1) %pa1, align 4
  %a2 = sub i32 %a, %b
  %a3 = xor i32 %a, %b
  %a4 = and i32 %a, %b
  %a5 = or i32 %a, %b
  %a6 = shl i32 %a, %b
  %x1 = xor i32 %a2, %a3
  %x2 = xor i32 %a4, %a5
  %x3 = xor i32 %x1, %x2
  %x4 = xor i32 %x3, %a6
  %pa2 = getelementptr i32, ptr addrspace(1) %pa1, i64 64
  store i32 %x4, ptr addrspace(1) %pa2, align 4
  br label %X
B:
  %b1 = add i32 %c, %d
  %pb1 = getelementptr i32, ptr addrspace(1) %p, i64 %t64
  store i32 %b1, ptr addrspace(1) %pb1, align 4
  %b2 = sub i32 %c, %d
  %b3 = xor i32 %c, %d
  %b4 = and i32 %c, %d
  %b5 = or i32 %c, %d
  %b6 = shl i32 %c, %d
  %y1 = xor i32 %b2, %b3
  %y2 = xor i32 %b4, %b5
  %y3 = xor i32 %y1, %y2
  %y4 = xor i32 %y3, %b6
  %pb2 = getelementptr i32, ptr addrspace(1) %pb1, i64 64
  store i32 %y4, ptr addrspace(1) %pb2, align 4
  br label %X
X:
  ret void
}

; A guarded run (side A's division, too long to run on every lane) splits
; the melded block: the pairs after it reuse the selects made before it (the
; block before the guard dominates the one after).
; CHECK-LABEL: define ptx_kernel void @guarded
; CHECK: %[[GA:.*]] = select i1 %odd, i32 %a, i32 %c
; CHECK-NEXT: %[[GB:.*]] = select i1 %odd, i32 %b, i32 %d
; CHECK-NEXT: add i32 %[[GA]], %[[GB]]
; CHECK: udiv
; CHECK: meld.A.B.join:
; CHECK: select i1 %odd, i32 %{{.*}}, i32 %{{.*}}
; CHECK-NEXT: store
; CHECK-NEXT: sub i32 %[[GA]], %[[GB]]
; CHECK-NOT: select
; CHECK: shl i32 %[[GA]], %[[GB]]
; CHECK-NOT: select
; CHECK: ret void

define ptx_kernel void @guarded(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %t, 1
  %odd = icmp eq i32 %bit, 1
  %t64 = zext i32 %t to i64
  br i1 %odd, label %A, label %B
A:
  %a1 = add i32 %a, %b
  %pa1 = getelementptr i32, ptr addrspace(1) %p, i64 %t64
  %q = udiv i32 %a1, %e
  store i32 %q, ptr addrspace(1) %pa1, align 4
  %a2 = sub i32 %a, %b
  %a3 = xor i32 %a, %b
  %a4 = and i32 %a, %b
  %a5 = or i32 %a, %b
  %a6 = shl i32 %a, %b
  %x1 = xor i32 %a2, %a3
  %x2 = xor i32 %a4, %a5
  %x3 = xor i32 %x1, %x2
  %x4 = xor i32 %x3, %a6
  %pa2 = getelementptr i32, ptr addrspace(1) %pa1, i64 64
  store i32 %x4, ptr addrspace(1) %pa2, align 4
  br label %X
B:
  %b1 = add i32 %c, %d
  %pb1 = getelementptr i32, ptr addrspace(1) %p, i64 %t64
  store i32 %b1, ptr addrspace(1) %pb1, align 4
  %b2 = sub i32 %c, %d
  %b3 = xor i32 %c, %d
  %b4 = and i32 %c, %d
  %b5 = or i32 %c, %d
  %b6 = shl i32 %c, %d
  %y1 = xor i32 %b2, %b3
  %y2 = xor i32 %b4, %b5
  %y3 = xor i32 %y1, %y2
  %y4 = xor i32 %y3, %b6
  %pb2 = getelementptr i32, ptr addrspace(1) %pb1, i64 64
  store i32 %y4, ptr addrspace(1) %pb2, align 4
  br label %X
X:
  ret void
}
