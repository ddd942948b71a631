; A fully covered switch whose default is `unreachable` (clang -O3 and
; simplifycfg emit these): the lanes must still reconverge at the join, so
; the barrier there is reached by whole warps and activemask is full.
; (lockstep-fuzz finding sim-unreachable-default; reconvergence points are
; post-dominators over blocks that can reach a return.)
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --dump-buffers %t | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "-1"
; The counts hold under independent thread scheduling too (implicit
; barriers at the immediate post-dominators, lib/Sim/ITSModel.h):
; RUN: %lockstep-sim %s --launch %S/Inputs/one-warp-out32.json --json --model its | FileCheck %s
; CHECK-DAG: "fault": null
; CHECK-DAG: "divergent_branches": 1,
; CHECK-DAG: "max_simt_stack_depth": 5,
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = and i32 %tid, 3
  switch i32 %r, label %dead [ i32 0, label %c0
                               i32 1, label %c1
                               i32 2, label %c2
                               i32 3, label %c3 ]
c0:
  br label %join
c1:
  br label %join
c2:
  br label %join
c3:
  br label %join
dead:
  unreachable
join:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %m = call i32 @llvm.nvvm.activemask()
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %m, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.activemask()
