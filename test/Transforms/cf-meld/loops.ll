; Loops inside the sides (region-region melding of isomorphic regions that
; contain a loop): the two loops become one, its trip count and body operands
; selected per lane. The selects of two arguments or constants run once, in
; the region entry, not once per iteration, and the two induction variables,
; which start alike and step alike, become one phi (no select in the loop).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}melded region-region subgraphs

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @loops(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F

T:
  br label %TL
TL:
  %i = phi i32 [ 0, %T ], [ %i.next, %TL ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %x2 = fmul float %x, 2.0
  store float %x2, ptr addrspace(1) %pa, align 4
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %TX, label %TL
TX:
  br label %J

F:
  br label %FL
FL:
  %k = phi i32 [ 0, %F ], [ %k.next, %FL ]
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %k
  %y = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %y, 3.0
  store float %y2, ptr addrspace(1) %pb, align 4
  %k.next = add nuw i32 %k, 1
  %fdone = icmp eq i32 %k.next, %m
  br i1 %fdone, label %FX, label %FL
FX:
  br label %J

J:
  ret void
}

; CHECK-LABEL: define void @loops(
; CHECK-NOT: br i1 %c,
; CHECK: %[[P:.*]] = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: %[[K:.*]] = select i1 %c, float 2.000000e+00, float 3.000000e+00
; CHECK: %[[N:.*]] = select i1 %c, i32 %n, i32 %m
; CHECK: [[L:meld.*]]:
; CHECK-NEXT: %[[I:.*]] = phi i32 [ 0, %entry ], [ %[[NEXT:.*]], %[[L]] ]
; CHECK-NOT: select
; CHECK: getelementptr inbounds float, ptr addrspace(1) %[[P]], i32 %[[I]]
; CHECK: load float
; CHECK: fmul float %{{.*}}, %[[K]]
; CHECK: store float
; CHECK: %[[NEXT]] = add nuw i32 %[[I]], 1
; CHECK: icmp eq i32 %[[NEXT]], %[[N]]
; CHECK: br i1 %{{.*}}, label %{{.*}}, label %[[L]]
; CHECK: ret void
