; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (16,0,0): out-of-bounds shared access at byte offset 64 (shared size 64)
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x i32] undef, align 4

define ptx_kernel void @k() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [16 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
