; The G80 paper's Figure 5: x += p1[i] * p2[i]; y += p3[i] / p4[i] in one
; loop become two loops, the first keeping x's statement, the second y's;
; both loops keep the induction variable and the exit test. x leaves the
; first loop through a phi in the block between the loops.
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks=loop-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; REMARK: remark: {{.*}}loop %loop split into 2 loops: 2 groups of {{[0-9]+}}+{{[0-9]+}} statements
; YAML: Pass: loop-split
; YAML: Region: '%loop'
; YAML: Decision: transformed
; YAML: Reason: forced

; CHECK-LABEL: define ptx_kernel void @figure5(
; CHECK: ph:
; CHECK-NEXT: br label %loop.ls0
; CHECK: loop.ls0:
; CHECK-NEXT: %i.ls0 = phi i32 [ 0, %ph ], [ %i.next.ls0, %loop.ls0 ]
; CHECK-NEXT: %x.ls0 = phi float [ 0.000000e+00, %ph ], [ %x.next.ls0, %loop.ls0 ]
; CHECK-NOT: %y
; CHECK: fmul float
; CHECK-NOT: fdiv
; CHECK: br i1 %c.ls0, label %loop.ls0, label %loop-split.mid0
; CHECK: loop-split.mid0:
; CHECK-NEXT: %x.lcssa.ls = phi float [ %x.next.ls0, %loop.ls0 ]
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %loop-split.mid0 ], [ %i.next, %loop ]
; CHECK-NEXT: %y = phi float [ 0.000000e+00, %loop-split.mid0 ], [ %y.next, %loop ]
; CHECK-NOT: fmul
; CHECK: fdiv float
; CHECK: br i1 %c, label %loop, label %exit
; CHECK: exit:
; CHECK-NEXT: %y.lcssa = phi float [ %y.next, %loop ]
; CHECK: frem float %x.lcssa.ls, %y.lcssa

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @figure5(ptr addrspace(1) noalias %p1, ptr addrspace(1) noalias %p2, ptr addrspace(1) noalias %p3, ptr addrspace(1) noalias %p4, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %ph, label %done

ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %x = phi float [ 0.0, %ph ], [ %x.next, %loop ]
  %y = phi float [ 0.0, %ph ], [ %y.next, %loop ]
  %e = add nsw i32 %i, %t
  %e64 = sext i32 %e to i64
  %a.p = getelementptr inbounds float, ptr addrspace(1) %p1, i64 %e64
  %a = load float, ptr addrspace(1) %a.p
  %b.p = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %e64
  %b = load float, ptr addrspace(1) %b.p
  %ab = fmul float %a, %b
  %x.next = fadd float %x, %ab
  %c.p = getelementptr inbounds float, ptr addrspace(1) %p3, i64 %e64
  %cv = load float, ptr addrspace(1) %c.p
  %d.p = getelementptr inbounds float, ptr addrspace(1) %p4, i64 %e64
  %d = load float, ptr addrspace(1) %d.p
  %cd = fdiv float %cv, %d
  %y.next = fadd float %y, %cd
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %x.lcssa = phi float [ %x.next, %loop ]
  %y.lcssa = phi float [ %y.next, %loop ]
  %r = frem float %x.lcssa, %y.lcssa
  br label %done

done:
  %res = phi float [ 0.0, %entry ], [ %r, %exit ]
  %t64 = zext i32 %t to i64
  %o.p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %res, ptr addrspace(1) %o.p
  ret void
}
