; Root cause of lockstep-fuzz seed 505730 (test/lockstep-fuzz/regressions/
; loop-meld-its-deadlock.ll), reduced: LLVM's CallSiteSplitting (part of
; -O3) splits the call @f(%s, %t) on the branch %t != 0 and copies the
; shfl.sync before it into both predecessors, so lane 0 shuffles at one
; instruction and lanes 1-31 at another. PTX allows that on sm_70 and later
; (a shfl.sync meets any shfl.sync with the same qualifiers and mask), and
; lockstep-sim's its model must run it like the original: every lane t
; gets lane t ^ 2's tid, out[t] = t ^ 2 (formerly a false deadlock).
; REQUIRES: lockstep-sim
; RUN: %opt -passes=callsite-splitting -S %s -o %t.split.ll
; RUN: FileCheck %s --check-prefix=SPLIT < %t.split.ll
; SPLIT-COUNT-2: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1,
; RUN: rm -rf %t.b && %lockstep-sim %t.split.ll --launch %S/../Inputs/one-warp-out32.json --model its --dump-buffers %t.b | FileCheck %s
; RUN: %python %S/../Inputs/bufcheck.py %t.b out i "i ^ 2"
; RUN: rm -rf %t.o && %lockstep-sim %s --launch %S/../Inputs/one-warp-out32.json --model its --dump-buffers %t.o
; RUN: %python %S/../Inputs/bufcheck.py %t.o out i "i ^ 2"
; CHECK: warp_instructions
; CHECK-NOT: fault

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define internal i32 @f(i32 %s, i32 %t) noinline {
  ret i32 %s
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ne i32 %t, 0
  br i1 %c, label %nz, label %join

nz:
  br label %join

join:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t, i32 2, i32 31)
  %r = call i32 @f(i32 %s, i32 %t)
  %i = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p
  ret void
}
