; Registers are counted with ptxas on the NVPTX backend's PTX when ptxas is
; installed. The backend cannot lower llvm.log2.f32 ("no libcall available
; for flog2") and reports it through the LLVMContext, whose default handler
; prints it and exits: lockstep-sim used to stop there with status 1 on a
; valid kernel. The error is now caught and the registers are estimated, in
; lockstep-sim and in the passes that count registers (branch-split).
; REQUIRES: lockstep-sim, ptxas
; RUN: %lockstep-sim %s --launch %S/Inputs/log2.json --json --no-timing 2>&1 | FileCheck %s
; CHECK-NOT: error
; CHECK: "register_source": "estimate"
; RUN: %opt -passes=branch-split -pass-remarks-missed=branch-split -disable-output %s 2>&1 | FileCheck %s --check-prefix=SPLIT
; SPLIT-NOT: error
; SPLIT: (estimated: ptxas could not count them)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %tid to float
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %join
then:
  %l = call float @llvm.log2.f32(float %f)
  br label %join
join:
  %r = phi float [ %l, %then ], [ %f, %entry ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %tid
  store float %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.log2.f32(float)
