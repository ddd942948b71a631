; branch-fusion fuses a divergent diamond (one block per side, common
; successor) with cf-meld's alignment and code generation, and reports it.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=branch-fusion -lockstep-verify-steps -S %s -pass-remarks=branch-fusion -pass-remarks-missed=branch-fusion 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}fused divergent diamond (2 selects inserted, 3 instructions aligned, 0 unaligned)
; REMARK: remark: {{.*}}not a diamond (one block per side, common successor)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @diamond(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  store float %x, ptr addrspace(1) %b, align 4
  br label %X
F:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %y = load float, ptr addrspace(1) %pb, align 4
  store float %y, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; Not a diamond: the then-side is itself a region.
define void @notdiamond(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  %p = fcmp ogt float %x, 0.0
  br i1 %p, label %T2, label %X
T2:
  store float %x, ptr addrspace(1) %b, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %b, align 4
  store float %y, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define void @diamond(
; CHECK: select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: load float
; CHECK: store float
; CHECK-NOT: br i1 %c
; CHECK: ret void
; CHECK-LABEL: define void @notdiamond(
; CHECK: br i1 %c, label %T, label %F
