; REQUIRES: lockstep-sim
; RUN: not %lockstep-sim %s --launch %S/../Inputs/one-warp-noargs.json 2>&1 | FileCheck %s
; CHECK: thread (4,0,0): reached 'unreachable' at 'unreachable'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %tid, 4
  br i1 %c, label %bad, label %ok
bad:
  unreachable
ok:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
