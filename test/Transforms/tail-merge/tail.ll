; tail-merge sinks the identical instruction sequence that ends both sides of
; a divergent diamond into one block; the different heads stay divergent.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=tail-merge -lockstep-verify-steps -S %s -pass-remarks=tail-merge -pass-remarks-missed=tail-merge 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}merged identical tail of 3 instructions
; REMARK: remark: {{.*}}identical tail of 0 instructions, below 1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @tail(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; The tails differ (different stored values): nothing to merge.
define void @different(ptr addrspace(1) %a, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  store float 1.0, ptr addrspace(1) %a, align 4
  br label %X
F:
  store float 2.0, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define void @tail(
; CHECK: br i1 %c, label %T, label %F
; CHECK: T:
; CHECK-NEXT: load float
; CHECK-NEXT: store float %x, ptr addrspace(1) %p
; CHECK-NEXT: br label %[[TAIL:.*]]
; CHECK: [[TAIL]]:
; CHECK-NEXT: fmul float %v, 2.0
; CHECK-NEXT: fadd float
; CHECK-NEXT: store float
; CHECK-NEXT: ret void
; CHECK: F:
; CHECK-NEXT: fdiv float %v, 3.0
; CHECK-NEXT: store float %y, ptr addrspace(1) %p
; CHECK-NEXT: br label %[[TAIL]]
; CHECK-LABEL: define void @different(
; CHECK: br i1 %c, label %T, label %F
