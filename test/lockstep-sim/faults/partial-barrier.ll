; __syncthreads inside a branch taken by half of the warp.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/two-warps.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: thread (0,0,0): barrier reached by only part of warp 0 (active lanes 0xffff, live lanes 0xffffffff) at 'call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %c = icmp ult i32 %lane, 16
  br i1 %c, label %sync, label %done
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
