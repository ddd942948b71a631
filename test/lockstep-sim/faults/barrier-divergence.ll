; Warp 0 and warp 1 wait at different __syncthreads (barrier0 is upgraded to
; barrier.cta.sync.aligned.all by the IR reader): the block deadlocks
; on hardware (undefined behaviour in CUDA); the simulator reports it.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/two-warps.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: fault: kernel 'k' block (0,0,0) thread (32,0,0): barrier divergence: warp 1 waits at a different barrier than warp 0 at 'call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)'
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %a, label %b
a:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
b:
  call void @llvm.nvvm.barrier0()
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier0()
