; 32-bit pointers of amdgcn (p3:32 LDS, p5:32 private) stored to memory,
; loaded back, and through ptrtoint/inttoptr: the simulator restores the
; space tag of the address (lib/Sim/Decoder.cpp, retagNarrowPointer).
; out[t] = tile[(t+1)%64] twice + t from a private slot.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && %lockstep-sim %s --launch %S/Inputs/amdgcn-narrow.json --dump-buffers %t --json | FileCheck %s
; RUN: %python %S/Inputs/bufcheck.py %t out i "2 * ((i + 1) % 64) + i"
; RUN: rm -rf %t.its && %lockstep-sim %s --launch %S/Inputs/amdgcn-narrow.json --dump-buffers %t.its --model its > /dev/null
; RUN: %python %S/Inputs/bufcheck.py %t.its out i "2 * ((i + 1) % 64) + i"
; CHECK: "fault": null
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [64 x i32] undef, align 4
@ptrs = internal addrspace(3) global [64 x ptr addrspace(3)] undef, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %e = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  store i32 %t, ptr addrspace(3) %e
  %n = add i32 %t, 1
  %m = and i32 %n, 63
  %e2 = getelementptr i32, ptr addrspace(3) @tile, i32 %m
  %slot = getelementptr ptr addrspace(3), ptr addrspace(3) @ptrs, i32 %t
  store ptr addrspace(3) %e2, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %p = load ptr addrspace(3), ptr addrspace(3) %slot
  %v = load i32, ptr addrspace(3) %p
  %i = ptrtoint ptr addrspace(3) %p to i32
  %q = inttoptr i32 %i to ptr addrspace(3)
  %w = load i32, ptr addrspace(3) %q
  %s0 = add i32 %v, %w
  %arr = alloca [4 x i32], align 4, addrspace(5)
  %pa = alloca ptr addrspace(5), align 4, addrspace(5)
  %e5 = getelementptr i32, ptr addrspace(5) %arr, i32 2
  store i32 %t, ptr addrspace(5) %e5
  store ptr addrspace(5) %e5, ptr addrspace(5) %pa
  %q5 = load ptr addrspace(5), ptr addrspace(5) %pa
  %v5 = load i32, ptr addrspace(5) %q5
  %s = add i32 %s0, %v5
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { "target-cpu"="gfx90a" }
