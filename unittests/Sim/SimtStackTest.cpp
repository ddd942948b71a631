//===- SimtStackTest.cpp - ipdom SIMT stack behaviour ---------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// End-to-end checks of the ipdom reconvergence model through runKernel:
/// nested divergence, loops with lane-dependent trip counts, early return,
/// switch, device-function calls with divergent returns, and a barrier
/// after divergence. Each test checks outputs and hand-counted metrics.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

const std::string OneWarpOut = outSpec(32, 32);

TEST(SimtStack, NestedDivergenceReconverges) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %t, 16
  br i1 %c1, label %a, label %b
a:
  %c2 = icmp ult i32 %t, 8
  br i1 %c2, label %a1, label %a2
a1:
  br label %aj
a2:
  br label %aj
aj:
  %va = phi i32 [ 1, %a1 ], [ 2, %a2 ]
  br label %j
b:
  br label %j
j:
  %v = phi i32 [ %va, %aj ], [ 3, %b ]
  %m = call i32 @llvm.nvvm.activemask()
  %s = add i32 %v, %m
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T) // activemask at j is the full warp again.
    EXPECT_EQ(Out[T], (T < 8 ? 1 : T < 16 ? 2 : 3) + int32_t(0xffffffff));
  EXPECT_EQ(R.stats().DivergentBranches, 2u);
  EXPECT_EQ(R.stats().MaxSimtStackDepth, 5u);
}

TEST(SimtStack, LaneDependentLoopTripCount) {
  // Lane t iterates t times: the warp runs 31 iterations with shrinking
  // masks; every lane sums 0..t-1.
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %t
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], T * (T - 1) / 2);
  // Loop: 4 instructions per iteration; iteration k (1..31) has 32-k lanes.
  uint64_t LoopThreads = 0;
  for (int K = 1; K <= 31; ++K)
    LoopThreads += 4 * (32 - K);
  EXPECT_EQ(R.stats().WarpInstructions, 3u + 4 * 31 + 3);
  EXPECT_EQ(R.stats().ThreadInstructions, 3 * 32 + LoopThreads + 3 * 32);
  EXPECT_EQ(R.stats().MaxSimtStackDepth, 2u);
}

TEST(SimtStack, DivergenceProfileCountsTheBusiestLane) {
  // Two rounds of an inner do-while loop: lane t runs t + 1 iterations in
  // the first and 32 - t in the second, so every lane runs 33 in all while
  // the warp runs 32 + 32. The profile's lane_max is the busiest lane's 33.
  SimOptions Opts;
  Opts.DivergenceProfile = true;
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rev = sub i32 31, %t
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %first = icmp eq i32 %i, 0
  %n = select i1 %first, i32 %t, i32 %rev
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %a = phi i32 [ %acc, %outer ], [ %a1, %inner ]
  %a1 = add i32 %a, 1
  %j1 = add i32 %j, 1
  %more = icmp ule i32 %j1, %n
  br i1 %more, label %inner, label %latch
latch:
  %acc1 = phi i32 [ %a1, %inner ]
  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, 2
  br i1 %again, label %outer, label %exit
exit:
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %acc1, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           OneWarpOut, Opts);
  ASSERT_TRUE(ranClean(R));
  for (int32_t V : R.i32("out"))
    EXPECT_EQ(V, 33);
  const BranchStats *Inner = nullptr;
  for (const BranchRecord &B : R.Result->Divergence.records())
    if (B.Key.Block == "inner")
      Inner = &B.Stats;
  ASSERT_TRUE(Inner);
  EXPECT_EQ(Inner->Executions, 64u);
  EXPECT_EQ(Inner->Lanes, 32u * 33);
  EXPECT_EQ(Inner->Warps, 1u);
  EXPECT_EQ(Inner->LaneMax, std::optional<uint64_t>(33));
}

TEST(SimtStack, EarlyReturnAndSeveralReturns) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  %c = icmp ult i32 %t, 10
  br i1 %c, label %r1, label %more
r1:
  store i32 1, ptr %p
  ret void
more:
  %d = icmp ult i32 %t, 20
  br i1 %d, label %r2, label %r3
r2:
  store i32 2, ptr %p
  ret void
r3:
  %m = call i32 @llvm.nvvm.activemask()
  store i32 %m, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], T < 10 ? 1 : T < 20 ? 2 : int32_t(0xfff00000u));
  EXPECT_EQ(R.stats().DivergentBranches, 2u);
}

TEST(SimtStack, SwitchGroupsLanesByTarget) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = urem i32 %t, 5
  switch i32 %r, label %d [ i32 0, label %c0
                            i32 1, label %c1
                            i32 3, label %c1 ]
c0:
  br label %j
c1:
  br label %j
d:
  br label %j
j:
  %v = phi i32 [ 10, %c0 ], [ 11, %c1 ], [ 12, %d ]
  %m = call i32 @llvm.nvvm.activemask()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], T % 5 == 0 ? 10 : (T % 5 == 1 || T % 5 == 3) ? 11 : 12);
  EXPECT_EQ(R.stats().DivergentBranches, 1u);
  EXPECT_EQ(R.stats().MaxSimtStackDepth, 4u);
  // c0 7 lanes, c1 13 lanes, d 12 lanes: one branch each.
  EXPECT_EQ(R.stats().WarpInstructions, 3u + 3 + 4);
  EXPECT_EQ(R.stats().ThreadInstructions, 3u * 32 + 32 + 4 * 32);
}

TEST(SimtStack, DeviceCallWithDivergentReturns) {
  SimRun R(R"IR(
define internal i32 @f(i32 %x) noinline {
entry:
  %c = icmp ult i32 %x, 4
  br i1 %c, label %small, label %big
small:
  ret i32 100
big:
  %y = mul i32 %x, 2
  ret i32 %y
}
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @f(i32 %t)
  %m = call i32 @llvm.nvvm.activemask()
  %s = add i32 %v, %m
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], (T < 4 ? 100 : 2 * T) - 1);
  EXPECT_EQ(R.stats().Calls, 1u);
}

TEST(SimtStack, BarrierAfterReconvergence) {
  // Two warps exchange values through shared memory across a barrier
  // placed after a divergent region.
  SimRun R(R"IR(
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join
even:
  %d = mul i32 %t, 3
  br label %join
join:
  %v = phi i32 [ %d, %even ], [ %t, %entry ]
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %o = sub i32 63, %t
  %op = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %w = load i32, ptr addrspace(3) %op
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %w, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
)IR",
           outSpec(64, 64));
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 64; ++T) {
    int O = 63 - T;
    EXPECT_EQ(Out[T], O % 2 == 0 ? 3 * O : O);
  }
  EXPECT_EQ(R.stats().Barriers, 2u);
}

TEST(SimtStack, BarrierReductionForms) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 40
  %n = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %c)
  %a = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %c)
  %o = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %c)
  %az = zext i1 %a to i32
  %oz = zext i1 %o to i32
  %a2 = shl i32 %az, 8
  %o2 = shl i32 %oz, 9
  %s1 = or i32 %n, %a2
  %s = or i32 %s1, %o2
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)
)IR",
           outSpec(64, 64));
  ASSERT_TRUE(ranClean(R));
  for (int32_t V : R.i32("out"))
    EXPECT_EQ(V, 40 | (0 << 8) | (1 << 9));
}

TEST(SimtStack, RunsAreDeterministic) {
  // Two launches of the same module give byte-identical buffers and equal
  // metrics (what `lockstep compare` relies on).
  const char *IR = R"IR(
@s = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr %out, ptr %sum) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %old = atomicrmw add ptr %sum, i32 %t monotonic
  %sp = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %old, ptr addrspace(3) %sp
  call void @llvm.nvvm.barrier0()
  %o = xor i32 %t, 1
  %op = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %op
  %w = add i32 %v, %c
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %w, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare void @llvm.nvvm.barrier0()
)IR";
  const char *Spec = R"({"kernel": "k", "grid": 3, "block": 64,
      "args": [{"name": "out", "buffer": "i32", "count": 64},
               {"name": "sum", "buffer": "i32", "count": 1}]})";
  SimRun A(IR, Spec), B(IR, Spec);
  ASSERT_TRUE(A.Result && B.Result) << A.Error << B.Error;
  ASSERT_EQ(A.Result->Buffers.size(), 2u);
  for (size_t I = 0; I < 2; ++I)
    EXPECT_EQ(A.Result->Buffers[I].Bytes, B.Result->Buffers[I].Bytes);
  std::string JA, JB;
  llvm::raw_string_ostream OA(JA), OB(JB);
  OA << A.stats().toJSON();
  OB << B.stats().toJSON();
  EXPECT_EQ(JA, JB);
  EXPECT_EQ(A.i32("sum")[0], 3 * (63 * 64 / 2));
}

} // namespace
