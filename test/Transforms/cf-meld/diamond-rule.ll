; cf-meld and branch-fusion on the same diamond (issue 13 item 7): both
; meld the diamond's two blocks with the same code generation and no-loss
; model; cf-meld's gate is DARM's threshold on MP_B, branch-fusion's an
; alignment that saves cycles. Below the default threshold cf-meld takes
; branch-fusion's choice when the model says it gains, and says so.
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -pass-remarks-missed=cf-meld -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=RULE
; RUN: FileCheck %s --check-prefix=MELDED < %t.ll
; RUN: %opt -passes=branch-fusion -pass-remarks=branch-fusion -pass-remarks-missed=branch-fusion -disable-output %s 2>&1 | FileCheck %s --check-prefix=BF
; Off, or with an explicit threshold (the user's gate), DARM's threshold alone.
; RUN: %opt -passes=cf-meld -cf-meld-diamond-rule=false -pass-remarks-missed=cf-meld -S %s -o %t.off.ll 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: FileCheck %s --check-prefix=KEPT < %t.off.ll
; RUN: %opt -passes='cf-meld<threshold=0.2>' -pass-remarks-missed=cf-meld -S %s -o %t.thr.ll 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: FileCheck %s --check-prefix=KEPT < %t.thr.ll
;
; RULE-DAG: remark: {{.*}}melded block-block subgraphs (profitability 0.17, 1 block pairs, 1 selects inserted, 2 instructions aligned, 14 unaligned); chose branch-fusion over cf-meld's threshold: below 0.20, but the diamond's alignment saves {{[1-9][0-9]*}} cycles and passes the no-loss rule
; RULE-DAG: remark: {{.*}}below threshold 0.20 (best 0.01); nor as branch-fusion: no instructions align
; MELDED-LABEL: define void @k(
; MELDED: br i1 %c, label %meld.guard.a, label %meld.guard.b
; MELDED: %meld.sel = select i1 %c
; MELDED-NEXT: fmul float %meld.sel
; MELDED-NEXT: store float
; MELDED-NOT: store float
; MELDED-LABEL: define void @nogain(
; MELDED: br i1 %c, label %A, label %B
; BF-DAG: remark: {{.*}}fused divergent diamond
; BF-DAG: remark: {{.*}}alignment score -{{[0-9]+}} below 1
; OFF-DAG: remark: {{.*}}below threshold 0.20 (best 0.17){{$}}
; OFF-DAG: remark: {{.*}}below threshold 0.20 (best 0.01){{$}}
; KEPT-LABEL: define void @k(
; KEPT: br i1 %c, label %A, label %B

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %a, i32 %tid
  %v = load float, ptr addrspace(1) %p, align 4
  %c = fcmp olt float %v, %f
  br i1 %c, label %A, label %B
A:
  %a1 = fdiv float %v, %f
  %a2 = fdiv float %a1, 3.0
  %a3 = call float @llvm.sqrt.f32(float %a2)
  %a5 = fdiv float %a3, %v
  %a6 = fdiv float %a5, %f
  %a7 = fdiv float %a6, %v
  %a8 = fdiv float %a7, %f
  %a4 = fmul float %a8, 2.0
  store float %a4, ptr addrspace(1) %b, align 4
  br label %X
B:
  %b1 = frem float %v, %f
  %b2 = call float @llvm.exp2.f32(float %b1)
  %b3 = call float @llvm.log2.f32(float %b2)
  %b5 = frem float %b3, %v
  %b6 = frem float %b5, %f
  %b7 = frem float %b6, %v
  %b8 = frem float %b7, %f
  %b4 = fmul float %b8, 2.0
  store float %b4, ptr addrspace(1) %b, align 4
  br label %X
X:
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)

; The only aligned pair needs two selects: the alignment saves no cycles.
define void @nogain(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %x, i32 %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %a1 = sdiv i32 %tid, %x
  %a2 = sdiv i32 %a1, %y
  %a3 = add i32 %a2, %x
  br label %X
B:
  %b1 = urem i32 %tid, %y
  %b2 = urem i32 %b1, %x
  %b3 = add i32 %y, %b2
  br label %X
X:
  %r = phi i32 [ %a3, %A ], [ %b3, %B ]
  store i32 %r, ptr addrspace(1) %b, align 4
  ret void
}
