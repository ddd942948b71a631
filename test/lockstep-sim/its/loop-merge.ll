; Speculative reconvergence of a loop (Damani et al., CGO'20, Section 4.2):
; lane t runs the common block at iteration t % 4 of a 4-trip loop. The
; lanes join barrier 0 before the loop, wait at the common block, and cancel
; at the exit (Table 1). Under --model its the waiting lanes leave the
; implicit barrier at the loop latch, so the other lanes run on to their
; own iteration: each iteration's 8 lanes issue the wait (4 warp
; instructions), then all 32 lanes meet and run the other 6 instructions of
; %common once: 4 + 6 = 10 warp instructions, 4 x 8 + 6 x 32 = 224 thread
; instructions. Under ipdom the barrier calls are no-ops and %common runs
; once per iteration with 8 lanes: 4 x 7 = 28 warp instructions. Both write
; out[t] = 1000 * t + t % 4. With the soft barrier of threshold 16 (Section
; 4.6) the rest of %common runs as soon as two iteration groups (16 lanes)
; arrived: 4 + 2 x 6 = 16.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its --profile --dump-buffers %t.its > %t.its.txt
; RUN: FileCheck %s --check-prefix=ITS < %t.its.txt
; RUN: %python %S/../Inputs/bufcheck.py %t.its out i "1000 * i + i % 4"
; RUN: %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model ipdom --profile --dump-buffers %t.ipdom | FileCheck %s --check-prefix=IPDOM
; RUN: %python %S/../Inputs/bufcheck.py %t.ipdom out i "1000 * i + i % 4"
; RUN: sed 's/call void @__lockstep_barrier_wait(i32 0)/call void @__lockstep_barrier_wait_soft(i32 0, i32 16)/' %s > %t.soft.ll
; RUN: %lockstep-sim %t.soft.ll --launch %S/../Inputs/one-warp-out32.json --model its --profile --dump-buffers %t.soft | FileCheck %s --check-prefix=SOFT
; RUN: %python %S/../Inputs/bufcheck.py %t.soft out i "1000 * i + i % 4"
; A module that defines the barrier functions (empty stubs for a GPU build)
; behaves the same: the calls are recognised by name.
; RUN: sed 's/^declare void @__lockstep_barrier_wait(i32)/define void @__lockstep_barrier_wait(i32 %%b) {\n  ret void\n}/' %s > %t.stub.ll
; RUN: %lockstep-sim %t.stub.ll --launch %S/../Inputs/one-warp-out32.json --model its --profile | FileCheck %s --check-prefix=ITS
; ITS: k:%common 0 10 224 0.700
; IPDOM: k:%common 0 28 224 0.250
; SOFT: k:%common 0 16 224 0.438

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @__lockstep_barrier_join(i32)
declare void @__lockstep_barrier_wait(i32)
declare void @__lockstep_barrier_wait_soft(i32, i32)
declare void @__lockstep_barrier_cancel(i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mine = and i32 %t, 3
  call void @__lockstep_barrier_join(i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp eq i32 %i, %mine
  br i1 %c, label %common, label %latch

common:
  call void @__lockstep_barrier_wait(i32 0)
  %hi = mul i32 %t, 1000
  %v = add i32 %hi, %i
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %p
  br label %latch

latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 4
  br i1 %more, label %loop, label %exit

exit:
  call void @__lockstep_barrier_cancel(i32 0)
  ret void
}
