; A barrier bug never hangs the simulator: spec-reconverge's output for
; Figure 4 (with 6 iterations, so lanes take the expensive block once or
; twice) with the cancel at the loop exit deleted leaves the lanes that
; finished waiting at the exit barrier while they still participate in b0,
; and the lanes waiting at L1 wait for them. The correct output runs clean. lockstep-sim --model its faults
; with the barrier and block named (exit 1).
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: sed 's/icmp ult i32 %%i.next, 8/icmp ult i32 %%i.next, 6/' %S/fig4-iteration-delay.ll > %t/six.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -S %t/six.ll -o %t/ok.ll
; RUN: %lockstep-sim %t/ok.ll --launch %S/Inputs/one-warp-out32.json --model its | FileCheck %s --check-prefix=OK
; RUN: grep -v 'call void @__lockstep_barrier_cancel(i32 0)' %t/ok.ll > %t/broken.ll
; RUN: sh -c '%lockstep-sim %t/broken.ll --launch %S/Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: lockstep-sim: fault: kernel 'k' {{.*}}deadlock: convergence barrier {{[0-9]+}} waited at in block %{{BB[0-9]}} can never complete
; CHECK: exit=1
; OK: warp_instructions
; OK-NOT: fault
