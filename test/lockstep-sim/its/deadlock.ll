; Lanes 0-15 wait at barrier 0 for lanes 16-31, which wait at barrier 1 for
; lanes 0-15: neither barrier can complete. Under its this is a deadlock
; fault naming the barrier and the block (exit 1), not a hang; under ipdom
; the barrier calls are no-ops and the kernel finishes.
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=ITS
; RUN: %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model ipdom | FileCheck %s --check-prefix=IPDOM
; ITS: lockstep-sim: fault: kernel 'k' block (0,0,0) thread (0,0,0): deadlock: convergence barrier 0 waited at in block %low can never complete (waiting lanes 0xffff, missing lanes 0xffff0000) at 'call void @__lockstep_barrier_wait(i32 0)' in 'k'
; ITS: exit=1
; IPDOM: warp_instructions
; IPDOM-NOT: fault

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @__lockstep_barrier_join(i32)
declare void @__lockstep_barrier_wait(i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @__lockstep_barrier_join(i32 0)
  call void @__lockstep_barrier_join(i32 1)
  %c = icmp ult i32 %t, 16
  br i1 %c, label %low, label %high

low:
  call void @__lockstep_barrier_wait(i32 0)
  br label %done

high:
  call void @__lockstep_barrier_wait(i32 1)
  br label %done

done:
  ret void
}
