; Plain IR with a host triple is simulated like NVPTX IR (documented
; decision: the simulator does not depend on the triple).
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --dump-buffers %t --json | FileCheck %s
; RUN: %python %S/../Inputs/bufcheck.py %t out i "7 * i"
; CHECK: "fault": null
target triple = "x86_64-pc-linux-gnu"

define void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %tid, 7
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
