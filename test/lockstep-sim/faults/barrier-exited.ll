; Warp 1 exits before the barrier; warp 0 still passes it: exited threads
; do not count (documented rule, as for bar.sync on sm_70+).
; REQUIRES: lockstep-sim
; RUN: %lockstep-sim %s --launch %S/../Inputs/two-warps.json --json | FileCheck %s
; CHECK: "barriers": 1,
; CHECK: "fault": null
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %a, label %done
a:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
