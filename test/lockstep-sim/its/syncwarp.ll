; Independent thread scheduling makes __syncwarp a real rendezvous: lanes
; 0-15 write sh[t], sync, and read sh[t + 16]; lanes 16-31 write sh[t] =
; 10 t, sync at a different __syncwarp, and read sh[t - 16]. Under its the
; first half waits at its __syncwarp until the named lanes (all 32) wait at
; one too, so every read sees the other half's write:
;   out[t] = 10 (t + 16) for t < 16, t - 16 otherwise.
; Under ipdom the stack runs the first half to completion before the second
; half writes, so lanes 0-15 read the zero-initialised shared memory:
;   out[t] = 0 for t < 16, t - 16 otherwise.
; The waiting lanes keep their implicit barrier: both halves reconverge at
; %done, which runs once with all 32 lanes (3 issued instructions: the phi
; is free).
; RUN: %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its --profile | FileCheck %s --check-prefix=DONE
; DONE: k:%done 0 3 96 1.000
; A shfl.sync naming lanes that never reach it is a deadlock under its.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its --dump-buffers %t.its | FileCheck %s --check-prefix=ITS
; RUN: %python %S/../Inputs/bufcheck.py %t.its out i "10 * (i + 16) if i < 16 else i - 16"
; RUN: %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model ipdom --dump-buffers %t.ipdom
; RUN: %python %S/../Inputs/bufcheck.py %t.ipdom out i "0 if i < 16 else i - 16"
; RUN: sed 's/call void @llvm.nvvm.bar.warp.sync(i32 -1) ; high/%%s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %%t, i32 0, i32 31)/' %s > %t.shfl.ll
; RUN: sh -c '%lockstep-sim %t.shfl.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SHFL
; ITS: warp_instructions
; ITS-NOT: fault
; SHFL: deadlock: warp sync in block %low waits for lanes 0xffffffff that never arrive
; SHFL: exit=1

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] zeroinitializer, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %mine = getelementptr [32 x i32], ptr addrspace(3) @sh, i64 0, i64 %x
  %c = icmp ult i32 %t, 16
  br i1 %c, label %low, label %high

low:
  store i32 %t, ptr addrspace(3) %mine
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %up = add i64 %x, 16
  %pu = getelementptr [32 x i32], ptr addrspace(3) @sh, i64 0, i64 %up
  %vu = load i32, ptr addrspace(3) %pu
  br label %done

high:
  %ten = mul i32 %t, 10
  store i32 %ten, ptr addrspace(3) %mine
  call void @llvm.nvvm.bar.warp.sync(i32 -1) ; high
  %dn = sub i64 %x, 16
  %pd = getelementptr [32 x i32], ptr addrspace(3) @sh, i64 0, i64 %dn
  %vd = load i32, ptr addrspace(3) %pd
  br label %done

done:
  %v = phi i32 [ %vu, %low ], [ %vd, %high ]
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %po
  ret void
}
