; Common calls: both sides call the same device function with different
; arguments. When the callee is known not convergent (a definition without
; the convergent attribute, calling nothing that may be), cf-meld aligns the
; two calls into one with selected arguments, run once per warp for both
; sides' lanes. A convergent callee, a callee that calls a barrier, and a
; bare declaration (it may hold a barrier; only nosync says otherwise) keep
; one call per side, and the remark says why. (Those melds align the loads
; and stores around the calls only and save no issue slots: the no-loss
; rule's slot test is off here so that they meld and their remarks show.)
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-no-loss-issue-slots=false -lockstep-verify-steps -S %s -pass-remarks=cf-meld -pass-remarks-missed=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}1 device-function calls shared)
; REMARK-NEXT: remark: {{.*}}region contains a convergent operation
; REMARK-NEXT: remark: {{.*}} unaligned); calls of @syncs not shared: @syncs makes a convergent call
; REMARK-NEXT: remark: {{.*}} unaligned); calls of @ext not shared: @ext is a declaration not marked nosync

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @ext(float, i32)
declare float @ext_nosync(float, i32) nosync

define float @work(float %x, i32 %n) noinline {
  %m = fmul float %x, 3.0
  %c = sitofp i32 %n to float
  %r = fadd float %m, %c
  %s = fmul float %r, %r
  ret float %s
}

define float @conv(float %x, i32 %n) noinline convergent {
  %r = fadd float %x, 1.0
  ret float %r
}

define float @syncs(float %x, i32 %n) noinline {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %r = fadd float %x, 1.0
  ret float %r
}

; CHECK-LABEL: define ptx_kernel void @positive(
; CHECK: %[[N:meld.sel[0-9]*]] = select i1 %c, i32 %n, i32 %n1
; CHECK: call float @work(float %{{[a-z0-9]+}}, i32 %[[N]])
; CHECK-NOT: call float @work(
; CHECK: ret void
define ptx_kernel void @positive(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %p, align 4
  %w = call float @work(float %x, i32 %n)
  store float %w, ptr addrspace(1) %q, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %q, align 4
  %n1 = add i32 %n, 1
  %w2 = call float @work(float %y, i32 %n1)
  store float %w2, ptr addrspace(1) %p, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @convergent_callee(
; CHECK-COUNT-2: call float @conv(
define ptx_kernel void @convergent_callee(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %p, align 4
  %w = call float @conv(float %x, i32 %n)
  store float %w, ptr addrspace(1) %q, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %q, align 4
  %w2 = call float @conv(float %y, i32 %n)
  store float %w2, ptr addrspace(1) %p, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @barrier_inside(
; CHECK-COUNT-2: call float @syncs(
define ptx_kernel void @barrier_inside(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %p, align 4
  %w = call float @syncs(float %x, i32 %n)
  store float %w, ptr addrspace(1) %q, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %q, align 4
  %w2 = call float @syncs(float %y, i32 %n)
  store float %w2, ptr addrspace(1) %p, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @declaration(
; CHECK-COUNT-2: call float @ext(
define ptx_kernel void @declaration(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %q = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %p, align 4
  %w = call float @ext(float %x, i32 %n)
  store float %w, ptr addrspace(1) %q, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %q, align 4
  %w2 = call float @ext(float %y, i32 %n)
  store float %w2, ptr addrspace(1) %p, align 4
  br label %X
X:
  ret void
}
