//===- WarpIntrinsicsTest.cpp - Warp-level intrinsics ---------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Votes and ballots inside divergent code (they see only active lanes),
/// segmented shuffles (width < 32) with the predicate output, redux and
/// match, special registers for a 2-D block, and integer/float corner cases
/// of arithmetic and conversions.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

const std::string OneWarpOut = outSpec(32, 128);

TEST(WarpIntrinsics, VotesSeeOnlyActiveLanes) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %in, label %join
in:
  %big = icmp ugt i32 %t, 20
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %big)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %big)
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %c)
  %az = zext i1 %any to i32
  %lz = zext i1 %all to i32
  %s1 = shl i32 %lz, 1
  %f = or i32 %az, %s1
  br label %join
join:
  %bv = phi i32 [ %b, %in ], [ 0, %entry ]
  %fv = phi i32 [ %f, %in ], [ 0, %entry ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %bv, ptr %p
  %t2 = add i32 %t, 32
  %q = getelementptr i32, ptr %out, i32 %t2
  store i32 %fv, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  uint32_t OddBig = 0;
  for (int T = 21; T < 32; ++T)
    if (T & 1)
      OddBig |= 1u << T;
  for (int T = 0; T < 32; ++T) {
    EXPECT_EQ(uint32_t(Out[T]), (T & 1) ? OddBig : 0u);
    EXPECT_EQ(Out[32 + T], (T & 1) ? 3 : 0);
  }
}

TEST(WarpIntrinsics, SegmentedShuffleReduxMatch) {
  // __shfl_down_sync(v, 1, width 8): c = (32 - 8) << 8 | 31 = 0x181f;
  // lanes at the end of a segment keep their own value (pred false).
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %t, 10
  %s = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 1, i32 6175)
  %sv = extractvalue { i32, i1 } %s, 0
  %sp = extractvalue { i32, i1 } %s, 1
  %spz = zext i1 %sp to i32
  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 3, i32 6175)
  %k = and i32 %t, 3
  %m = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %k)
  %mx = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  %p0 = getelementptr i32, ptr %out, i32 %t
  store i32 %sv, ptr %p0
  %i1 = add i32 %t, 32
  %p1 = getelementptr i32, ptr %out, i32 %i1
  store i32 %spz, ptr %p1
  %i2 = add i32 %t, 64
  %p2 = getelementptr i32, ptr %out, i32 %i2
  store i32 %x, ptr %p2
  %i3 = add i32 %t, 96
  %p3 = getelementptr i32, ptr %out, i32 %i3
  %mm = add i32 %m, %mx
  store i32 %mm, ptr %p3
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
)IR",
           OneWarpOut);
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T) {
    bool Last = T % 8 == 7;
    EXPECT_EQ(Out[T], Last ? 10 * T : 10 * (T + 1)) << T;
    EXPECT_EQ(Out[32 + T], Last ? 0 : 1) << T;
    EXPECT_EQ(Out[64 + T], 10 * ((T & ~7) + 3)) << T;
    EXPECT_EQ(uint32_t(Out[96 + T]) - 310u, 0x11111111u << (T & 3)) << T;
  }
}

TEST(WarpIntrinsics, SpecialRegistersIn2DBlock) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %row = mul i32 %y, %nx
  %i = add i32 %row, %x
  %w100 = mul i32 %w, 100
  %v = add i32 %w100, %l
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
)IR",
           R"({"kernel": "k", "block": [12, 5],
               "args": [{"name": "out", "buffer": "i32", "count": 60}]})");
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int I = 0; I < 60; ++I)
    EXPECT_EQ(Out[I], (I / 32) * 100 + I % 32);
  EXPECT_EQ(R.stats().Warps, 2u);
}

TEST(WarpIntrinsics, ArithmeticCornerCases) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %a = fptosi float 0x41F0000000000000 to i32
  %b = fptosi float 0x7FF8000000000000 to i32
  %c = sdiv i32 -7, 2
  %d = srem i32 -7, 2
  %e = ashr i32 -16, 2
  %f = lshr i32 -16, 28
  %g = trunc i64 4294967298 to i32
  %h = sext i8 -1 to i32
  %fl = uitofp i32 -1 to float
  %fi = bitcast float %fl to i32
  %dd = fadd double 0x3FF0000000000000, 0x3CB0000000000000
  %di = fcmp ogt double %dd, 1.0
  %dz = zext i1 %di to i32
  %v = insertelement <2 x i32> <i32 5, i32 6>, i32 9, i32 1
  %v1 = extractelement <2 x i32> %v, i32 1
  %p = getelementptr i32, ptr %out, i32 0
  store i32 %a, ptr %p
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %b, ptr %p1
  %p2 = getelementptr i32, ptr %out, i32 2
  store i32 %c, ptr %p2
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %d, ptr %p3
  %p4 = getelementptr i32, ptr %out, i32 4
  store i32 %e, ptr %p4
  %p5 = getelementptr i32, ptr %out, i32 5
  store i32 %f, ptr %p5
  %p6 = getelementptr i32, ptr %out, i32 6
  store i32 %g, ptr %p6
  %p7 = getelementptr i32, ptr %out, i32 7
  store i32 %h, ptr %p7
  %p8 = getelementptr i32, ptr %out, i32 8
  store i32 %fi, ptr %p8
  %p9 = getelementptr i32, ptr %out, i32 9
  store i32 %dz, ptr %p9
  %p10 = getelementptr i32, ptr %out, i32 10
  store i32 %v1, ptr %p10
  ret void
}
)IR",
           outSpec(1, 11));
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  EXPECT_EQ(Out[0], INT32_MAX); // Saturating (poison in IR).
  EXPECT_EQ(Out[1], 0);         // NaN -> 0.
  EXPECT_EQ(Out[2], -3);
  EXPECT_EQ(Out[3], -1);
  EXPECT_EQ(Out[4], -4);
  EXPECT_EQ(Out[5], 15);
  EXPECT_EQ(Out[6], 2);
  EXPECT_EQ(Out[7], -1);
  EXPECT_EQ(Out[8], 0x4f800000); // 4294967296.0f
  EXPECT_EQ(Out[9], 1);
  EXPECT_EQ(Out[10], 9);
}

TEST(WarpIntrinsics, VectorReductionsAndVariableIndices) {
  // i8 elements wrap; smin reads them signed; fminimum propagates NaN where
  // fmin (minnum) skips it; a variable index out of range extracts 0 and
  // inserts nothing.
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t8 = trunc i32 %t to i8
  %b = insertelement <4 x i8> <i8 100, i8 100, i8 -3, i8 0>, i8 %t8, i32 3
  %s = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %b)
  %sz = zext i8 %s to i32
  %m = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %b)
  %ms = sext i8 %m to i32
  %f = call float @llvm.vector.reduce.fmin.v2f32(<2 x float> <float 0x7FF8000000000000, float 2.0>)
  %fi = bitcast float %f to i32
  %g = call float @llvm.vector.reduce.fminimum.v2f32(<2 x float> <float 0x7FF8000000000000, float 2.0>)
  %gi = bitcast float %g to i32
  %oob = add i32 %t, 2
  %w = insertelement <2 x i32> <i32 5, i32 6>, i32 9, i32 %oob
  %w0 = extractelement <2 x i32> %w, i32 0
  %w1 = extractelement <2 x i32> %w, i32 %t
  %x = extractelement <2 x i32> %w, i32 %oob
  %p0 = getelementptr i32, ptr %out, i32 0
  store i32 %sz, ptr %p0
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %ms, ptr %p1
  %p2 = getelementptr i32, ptr %out, i32 2
  store i32 %fi, ptr %p2
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %gi, ptr %p3
  %p4 = getelementptr i32, ptr %out, i32 4
  store i32 %w0, ptr %p4
  %p5 = getelementptr i32, ptr %out, i32 5
  store i32 %w1, ptr %p5
  %p6 = getelementptr i32, ptr %out, i32 6
  store i32 %x, ptr %p6
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.smin.v4i8(<4 x i8>)
declare float @llvm.vector.reduce.fmin.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fminimum.v2f32(<2 x float>)
)IR",
           outSpec(1, 7));
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  EXPECT_EQ(Out[0], (100 + 100 - 3) & 0xff); // Lane 0 inserts 0: 197.
  EXPECT_EQ(Out[1], -3);
  EXPECT_EQ(Out[2], 0x40000000); // 2.0f
  EXPECT_EQ(Out[3], 0x7FC00000); // NaN
  EXPECT_EQ(Out[4], 5);
  EXPECT_EQ(Out[5], 5);
  EXPECT_EQ(Out[6], 0);
}

} // namespace
