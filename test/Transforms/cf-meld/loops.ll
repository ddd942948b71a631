; Loops inside the sides (region-region melding of isomorphic regions that
; contain a loop): the two loops become one, its trip count and body operands
; selected per lane; loop phis are copied from both sides.
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
; CHECK: [[L:meld.*]]:
; CHECK: phi i32
; CHECK: %[[P:.*]] = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: load float
; CHECK: fmul float
; CHECK: store float
; CHECK: select i1 %c, i32 %n, i32 %m
; CHECK: br i1 %{{.*}}, label %{{.*}}, label %[[L]]
; CHECK: ret void
