; DARM Fig. 2 case 2, block-region melding by region replication: the
; region's CFG is replicated for the block's side with constant branch
; conditions leading through the block's best position; the melded branch
; selects between the constant and the region's condition.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}melded block-region subgraphs (profitability 0.39, 2 block pairs
; REMARK: remark: {{.*}}melded block-region subgraphs (profitability 0.38, 2 block pairs, 3 selects inserted, 5 instructions aligned, 5 unaligned)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  br i1 %c, label %A, label %R1
A:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %po, align 4
  br label %X
R1:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %y = load float, ptr addrspace(1) %pb, align 4
  %p = fcmp ogt float %y, 0.0
  br i1 %p, label %R2, label %R3
R2:
  %pb2 = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %z = load float, ptr addrspace(1) %pb2, align 4
  %z2 = fmul float %z, 3.0
  store float %z2, ptr addrspace(1) %po, align 4
  br label %R3
R3:
  %q = phi float [ %y, %R1 ], [ %z2, %R2 ]
  br label %X
X:
  %r = phi float [ %x2, %A ], [ %q, %R3 ]
  store float %r, ptr addrspace(1) %a, align 4
  ret void
}

; The block A melds with R2 (its best partner); R1's replica is empty and
; always branches towards A for A's lanes; R1's own load stays guarded.
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: br i1 %c, label %{{.*}}, label %[[G:meld.guard.b]], !lockstep.meld.guard
; CHECK: [[G]]:
; CHECK: load float, ptr addrspace(1)
; CHECK: fcmp ogt
; CHECK: %[[S:.*]] = select i1 %c, i1 true, i1 %{{.*}}
; CHECK-NEXT: br i1 %[[S]], label %[[M:.*]], label
; CHECK: [[M]]:
; CHECK: select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: load float
; CHECK: fmul float
; CHECK: store float
; CHECK-NOT: load
; CHECK: select i1 %c, float
; CHECK-NEXT: store float
; CHECK-NEXT: ret void

; A region with a loop: the block goes to the region's entry (never into the
; loop, where its selects would run every iteration). The replicated loop is
; off the block's path, so only the region's lanes reach the melded loop: its
; body runs unguarded and its exit branch needs no select.
define ptx_kernel void @loop_region(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cnd = icmp ult i32 %tid, 24
  %n = and i32 %tid, 3
  %po = getelementptr inbounds float, ptr addrspace(1) %c, i32 %tid
  br i1 %cnd, label %A, label %L0
A:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  %x3 = fadd float %x2, 1.0
  store float %x3, ptr addrspace(1) %po, align 4
  br label %X
L0:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
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
  %pr = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  store float %r, ptr addrspace(1) %pr, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @loop_region(
; CHECK: entry:
; CHECK: [[P:%.*]] = select i1 %cnd, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: load float
; CHECK: [[ENTER:%.*]] = select i1 %cnd, i1 false, i1 %{{.*}}
; CHECK: br i1 [[ENTER]], label %[[LOOP:.*]], label %[[EXIT:.*]],
; CHECK: [[LOOP]]:
; CHECK-NOT: br i1 %cnd
; CHECK-NOT: select
; CHECK: [[DONE:%.*]] = icmp ugt i32
; CHECK-NEXT: br i1 [[DONE]], label %[[EXIT]], label %[[LOOP]]
; CHECK: [[EXIT]]:
