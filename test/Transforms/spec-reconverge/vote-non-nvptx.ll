; spec-reconverge<lower=vote> lowers with NVPTX warp votes (activemask,
; vote.ballot.sync, 32-bit masks), which no other target can select: on an
; amdgcn module it declines with a remark instead of putting NVVM
; intrinsics into the kernel (llc then failed with "Cannot select:
; intrinsic %llvm.nvvm.vote.ballot.sync"). The same loop on nvptx64 is
; lowered with votes.
; RUN: %opt -passes='spec-reconverge<auto;lower=vote;min-ratio=0>' -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: sed 's/amdgcn-amd-amdhsa/nvptx64-nvidia-cuda/;s/amdgpu_kernel/ptx_kernel/;s/llvm.amdgcn.workitem.id.x/llvm.nvvm.read.ptx.sreg.tid.x/g' %s \
; RUN:   | %opt -passes='spec-reconverge<auto;lower=vote;min-ratio=0>' -S | FileCheck %s --check-prefix=NVPTX
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT: llvm.nvvm
; REMARK: remark: <unknown>:0:0: vote lowering: the warp votes are NVPTX intrinsics, and the target is 'amdgcn-amd-amdhsa'
; NVPTX: call i32 @llvm.nvvm.vote.ballot.sync

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
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
  br label %latch
latch:
  %acc.next = phi float [ %e7, %then ], [ %acc, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %acc.next, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
