; The soft-barrier terms of spec-reconverge<auto> use the lanes of the
; kernel's own warp: on amdgcn the wavefront size, 64 for gfx90a and 32 for
; gfx1100 (SIMTCostModel::lanesPerWarp, the simulator's rule). The same
; loop with threshold=16 collects 16/64 of a wave64 and leaves 4 groups
; (declined) but 16/32 of a wave32 with 2 groups (taken).
; REQUIRES: amdgpu
; RUN: %opt -passes='spec-reconverge<auto;threshold=16>' -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem

; CHECK-LABEL: define amdgpu_kernel void @wave64(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define amdgpu_kernel void @wave32(
; CHECK: then:
; CHECK-NEXT: call void @__lockstep_barrier_wait_soft(i32 0, i32 16)
; REMARK: remark: <unknown>:0:0: iteration-delay: common code 944 cycles, taken by 0.062 of the lanes per iteration (assumed: 4 lanes), {{.*}} (x 0.250: a soft barrier of 16 of 64 lanes): {{.*}} run 4.00 times as often {{.*}}: below the minimum ratio
; REMARK-NOT: of 32 lanes{{.*}}below the minimum ratio

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wave64(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = uitofp i32 %t to float
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e0 = fadd float %acc, 1.0
  %e1 = fdiv float %e0, %x
  %e2 = fdiv float %e1, %x
  %e3 = fdiv float %e2, %x
  %e4 = fdiv float %e3, %x
  %e5 = fdiv float %e4, %x
  %e6 = fdiv float %e5, %x
  %e7 = fdiv float %e6, %x
  %e8 = fdiv float %e7, %x
  %e9 = fdiv float %e8, %x
  %e10 = fdiv float %e9, %x
  %e11 = fdiv float %e10, %x
  %e12 = fdiv float %e11, %x
  %e13 = fdiv float %e12, %x
  %e14 = fdiv float %e13, %x
  %e15 = fdiv float %e14, %x
  %e16 = fdiv float %e15, %x
  %e17 = fdiv float %e16, %x
  %e18 = fdiv float %e17, %x
  %e19 = fdiv float %e18, %x
  %e20 = fdiv float %e19, %x
  %e21 = fdiv float %e20, %x
  %e22 = fdiv float %e21, %x
  %e23 = fdiv float %e22, %x
  %e24 = fdiv float %e23, %x
  br label %latch
latch:
  %acc.next = phi float [ %acc, %loop ], [ %e24, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @wave32(ptr addrspace(1) %out, i32 %n) #1 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %x = uitofp i32 %t to float
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %latch ]
  %s = add i32 %i, %t
  %m = and i32 %s, 7
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %latch
then:
  %e0 = fadd float %acc, 1.0
  %e1 = fdiv float %e0, %x
  %e2 = fdiv float %e1, %x
  %e3 = fdiv float %e2, %x
  %e4 = fdiv float %e3, %x
  %e5 = fdiv float %e4, %x
  %e6 = fdiv float %e5, %x
  %e7 = fdiv float %e6, %x
  %e8 = fdiv float %e7, %x
  %e9 = fdiv float %e8, %x
  %e10 = fdiv float %e9, %x
  %e11 = fdiv float %e10, %x
  %e12 = fdiv float %e11, %x
  %e13 = fdiv float %e12, %x
  %e14 = fdiv float %e13, %x
  %e15 = fdiv float %e14, %x
  %e16 = fdiv float %e15, %x
  %e17 = fdiv float %e16, %x
  %e18 = fdiv float %e17, %x
  %e19 = fdiv float %e18, %x
  %e20 = fdiv float %e19, %x
  %e21 = fdiv float %e20, %x
  %e22 = fdiv float %e21, %x
  %e23 = fdiv float %e22, %x
  %e24 = fdiv float %e23, %x
  br label %latch
latch:
  %acc.next = phi float [ %acc, %loop ], [ %e24, %then ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %slot
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" }
