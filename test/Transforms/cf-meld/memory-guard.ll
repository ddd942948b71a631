; Loads, stores and calls that only one side executes are never executed by
; the other side's lanes: they sit in blocks guarded by the divergent
; condition (unpredication), never predicated with selects. Aligned memory
; operations are melded with per-lane addresses.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -lockstep-verify-steps -S %s | FileCheck %s

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @f(float)

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %small, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %A, label %B
A:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  %ps = getelementptr inbounds i32, ptr addrspace(1) %small, i32 %tid
  %only = load i32, ptr addrspace(1) %ps, align 4
  %conv = sitofp i32 %only to float
  %sum = fadd float %x, %conv
  store float %sum, ptr addrspace(1) %pa, align 4
  br label %X
B:
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  %x2 = load float, ptr addrspace(1) %pb, align 4
  %r = call float @f(float %x2)
  %sum2 = fadd float %x2, %r
  store float %sum2, ptr addrspace(1) %pb, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK: %[[P:.*]] = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: %[[G:.*]] = getelementptr inbounds float, ptr addrspace(1) %[[P]], i32 %tid
; CHECK-NEXT: %[[X:.*]] = load float, ptr addrspace(1) %[[G]]
; CHECK-NEXT: br i1 %c, label %[[GA:.*]], label %[[GB:.*]], !lockstep.meld.guard
; The side-specific load of %small runs only for the lanes of side A.
; CHECK: [[GA]]:
; CHECK-NEXT: getelementptr inbounds i32, ptr addrspace(1) %small
; CHECK-NEXT: load i32
; CHECK-NEXT: sitofp
; CHECK-NEXT: br label
; The side-specific call runs only for the lanes of side B.
; CHECK: [[GB]]:
; CHECK-NEXT: call float @f(float %[[X]])
; CHECK-NEXT: br label
; The two fadds share their first operand once the loads are melded, so they
; align too (the second alignment round identifies melded operands).
; CHECK: %[[S:.*]] = select i1 %c, float %{{.*}}, float %{{.*}}
; CHECK-NEXT: fadd float %[[X]], %[[S]]
; CHECK-NOT: load
; CHECK-NOT: call
; CHECK: store float
; CHECK-NOT: store
; CHECK: ret void
