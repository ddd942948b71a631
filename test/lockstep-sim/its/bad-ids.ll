; Convergence barrier calls need constant ids in [0, 16) and a constant soft
; threshold in [1, 64]: anything else is a one-line error (exit 2) under
; every model, before the kernel runs.
; REQUIRES: lockstep-sim
; RUN: sed 's/@ID@/16/; s/@THR@/1/' %s > %t.range.ll
; RUN: sh -c '%lockstep-sim %t.range.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=RANGE
; RANGE: lockstep-sim: error: '__lockstep_barrier_join' in function 'k': barrier id must be a constant in [0, 16)
; RANGE-NEXT: exit=2
; RUN: sed 's/@ID@/%%t/; s/@THR@/1/' %s > %t.var.ll
; RUN: sh -c '%lockstep-sim %t.var.ll --launch %S/../Inputs/one-warp-out32.json --model ipdom; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=VAR
; VAR: lockstep-sim: error: '__lockstep_barrier_join' in function 'k': barrier id must be a constant in [0, 16)
; VAR-NEXT: exit=2
; RUN: sed 's/@ID@/3/; s/@THR@/0/' %s > %t.thr.ll
; RUN: sh -c '%lockstep-sim %t.thr.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=THR
; THR: lockstep-sim: error: '__lockstep_barrier_wait_soft' in function 'k': soft barrier threshold must be a constant in [1, 64]
; THR-NEXT: exit=2
; RUN: sed 's/@ID@/3/; s/@THR@/1/; s/(i32 3, i32 1)/(i32 3)/; s/declare void @__lockstep_barrier_wait_soft(i32, i32)/declare void @__lockstep_barrier_wait_soft(i32)/' %s > %t.args.ll
; RUN: sh -c '%lockstep-sim %t.args.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=ARGS
; ARGS: lockstep-sim: error: '__lockstep_barrier_wait_soft' in function 'k': expects 2 i32 argument(s)
; ARGS-NEXT: exit=2

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @__lockstep_barrier_join(i32)
declare void @__lockstep_barrier_wait_soft(i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @__lockstep_barrier_join(i32 @ID@)
  call void @__lockstep_barrier_wait_soft(i32 3, i32 @THR@)
  ret void
}
