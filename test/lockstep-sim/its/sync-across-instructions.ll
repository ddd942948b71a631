; Under its, *.sync data exchanges of the same kind and member mask match
; across instructions (PTX ISA, sm_70 and later: a shfl.sync waits until
; every named thread executed "shfl.sync with the same qualifiers and same
; membermask", not the same instruction; CUDA's programming guide calls an
; if/else with a __shfl_xor_sync(0xffffffff, v, 16) on each side valid on
; Volta). LLVM's CallSiteSplitting makes such pairs out of one shuffle
; (lockstep-fuzz seed 505730, test/lockstep-fuzz/regressions/
; loop-meld-its-deadlock.ll). Lanes 0-15 run %low, lanes 16-31 run %high;
; each lane takes its operands from its own instruction:
;   shfl.bfly 16: lane t < 16 reads lane t + 16's value (t + 16) + 1000,
;                 lane t >= 16 reads lane t - 16's value 10 (t - 16);
;   vote.ballot:  odd lanes below 16 and lanes 24-31 vote 1: 0xff00aaaa;
;   redux.add:    sum(t, t < 16) + sum(2 t, 16 <= t < 32) = 120 + 752 = 872.
; out[t] = shfl ^ ballot ^ redux.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its --dump-buffers %t.its | FileCheck %s --check-prefix=ITS
; RUN: %python %S/../Inputs/bufcheck.py %t.its out I "((i + 16 + 1000) if i < 16 else 10 * (i - 16)) ^ 0xff00aaaa ^ 872"
; ITS: warp_instructions
; ITS-NOT: fault
; An exchange of another kind (shfl.idx against shfl.bfly) is not a partner:
; RUN: sed 's/shfl.sync.bfly.i32(i32 -1, i32 %%vh/shfl.sync.idx.i32(i32 -1, i32 %%vh/' %s > %t.idx.ll
; RUN: sh -c '%lockstep-sim %t.idx.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KIND
; KIND: deadlock: warp sync in block %low waits for lanes 0xffffffff that never arrive
; KIND: exit=1
; Neither is one naming other lanes (the mask must be the same):
; RUN: sed 's/vote.ballot.sync(i32 -1, i1 %%ph)/vote.ballot.sync(i32 -2, i1 %%ph)/' %s > %t.mask.ll
; RUN: sh -c '%lockstep-sim %t.mask.ll --launch %S/../Inputs/one-warp-out32.json --model its; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=MASK
; MASK: deadlock: warp sync
; MASK: exit=1

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %low, label %high

low:
  %vl = mul i32 %t, 10
  %sl = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %vl, i32 16, i32 31)
  %odd = and i32 %t, 1
  %pl = icmp ne i32 %odd, 0
  %bl = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %pl)
  %rl = call i32 @llvm.nvvm.redux.sync.add(i32 %t, i32 -1)
  br label %done

high:
  %vh = add i32 %t, 1000
  %sh = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %vh, i32 16, i32 31)
  %ph = icmp uge i32 %t, 24
  %bh = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ph)
  %t2 = shl i32 %t, 1
  %rh = call i32 @llvm.nvvm.redux.sync.add(i32 %t2, i32 -1)
  br label %done

done:
  %s = phi i32 [ %sl, %low ], [ %sh, %high ]
  %b = phi i32 [ %bl, %low ], [ %bh, %high ]
  %r = phi i32 [ %rl, %low ], [ %rh, %high ]
  %x1 = xor i32 %s, %b
  %x = xor i32 %x1, %r
  %i = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %x, ptr addrspace(1) %po
  ret void
}
