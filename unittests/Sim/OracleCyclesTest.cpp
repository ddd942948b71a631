//===- OracleCyclesTest.cpp - Perfect-meld oracle cycles ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Metrics::OracleCycles through runKernel: equal to cycles without
/// divergence, common + max(a, b) for a divergent diamond whose cycles are
/// common + a + b, nested diamonds, a nested branch sharing its join (the
/// replaced SIMT entry), divergent returns, a divergent loop, a device
/// call, and the sum over warps. Each kernel takes its split points as
/// scalar arguments, so the uniform runs (every lane on one path) measure
/// each path's cycles: the oracle of a divergent run is the max of them.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

#include <algorithm>
#include <initializer_list>

using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

const uint64_t Alu = SIMTCostModel::latency(InstClass::IntAlu);
const uint64_t Br = SIMTCostModel::latency(InstClass::Branch);

class OracleCycles : public ::testing::Test {
protected:
  /// Runs @k(ptr %out, i32 %n, i32 %m) on one block of \p Block threads.
  Metrics run(llvm::StringRef IR, int N, int M = 0, unsigned Block = 32) {
    std::string Scalars =
        (llvm::Twine(R"(, {"name": "n", "scalar": "i32", "value": )") +
         llvm::Twine(N) + R"(}, {"name": "m", "scalar": "i32", "value": )" +
         llvm::Twine(M) + "}")
            .str();
    SimRun R(IR, outSpec(Block, Block, Scalars));
    EXPECT_TRUE(ranClean(R));
    if (!R.Result)
      return {};
    const Metrics &S = R.stats();
    EXPECT_LE(S.OracleCycles, S.Cycles);
    if (S.DivergentBranches == 0) {
      EXPECT_EQ(S.OracleCycles, S.Cycles);
    }
    return S;
  }
};

// then = 3 adds + br, else = 1 add + br; the rest is common.
const char *Diamond = R"IR(
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %else
then:
  %a1 = add i32 %t, 1
  %a2 = add i32 %a1, 2
  %a3 = add i32 %a2, 3
  br label %join
else:
  %b1 = add i32 %t, 7
  br label %join
join:
  %v = phi i32 [ %a3, %then ], [ %b1, %else ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  call void @llvm.nvvm.barrier0()
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
)IR";

TEST_F(OracleCycles, EqualsCyclesWithoutDivergence) {
  for (int N : {0, 32}) {
    Metrics S = run(Diamond, N);
    EXPECT_EQ(S.DivergentBranches, 0u);
    EXPECT_GT(S.Cycles, 0u);
    EXPECT_EQ(S.OracleCycles, S.Cycles);
  }
}

TEST_F(OracleCycles, DiamondCostsCommonPlusMaxOfSides) {
  const uint64_t A = 3 * Alu + Br, B = Alu + Br;
  Metrics Then = run(Diamond, 32), Else = run(Diamond, 0);
  uint64_t Common = Then.Cycles - A;
  ASSERT_EQ(Else.Cycles - B, Common);
  Metrics Div = run(Diamond, 16);
  EXPECT_EQ(Div.DivergentBranches, 1u);
  EXPECT_EQ(Div.Cycles, Common + A + B);
  EXPECT_EQ(Div.OracleCycles, Common + std::max(A, B));
}

// then: 1 add, inner split (a1: 1 add, a2: 4 adds), aj: 1 add; else: 3 adds.
const char *Nested = R"IR(
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %a, label %b
a:
  %x = add i32 %t, 1
  %d = icmp ult i32 %t, %m
  br i1 %d, label %a1, label %a2
a1:
  %y1 = add i32 %x, 1
  br label %aj
a2:
  %z1 = add i32 %x, 1
  %z2 = add i32 %z1, 1
  %z3 = add i32 %z2, 1
  %z4 = add i32 %z3, 1
  br label %aj
aj:
  %w = phi i32 [ %y1, %a1 ], [ %z4, %a2 ]
  %w1 = add i32 %w, 1
  br label %j
b:
  %b1 = add i32 %t, 2
  %b2 = add i32 %b1, 2
  %b3 = add i32 %b2, 2
  br label %j
j:
  %v = phi i32 [ %w1, %aj ], [ %b3, %b ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

TEST_F(OracleCycles, NestedDiamondsTakeTheLongestPath) {
  const uint64_t A = 2 * Alu + Br, A1 = Alu + Br, A2 = 4 * Alu + Br,
                 AJ = Alu + Br, B = 3 * Alu + Br;
  uint64_t Common = run(Nested, 0).Cycles - B;
  uint64_t PathA1 = run(Nested, 32, 32).Cycles;
  uint64_t PathA2 = run(Nested, 32, 0).Cycles;
  EXPECT_EQ(PathA1, Common + A + A1 + AJ);
  EXPECT_EQ(PathA2, Common + A + A2 + AJ);
  Metrics Div = run(Nested, 16, 8);
  EXPECT_EQ(Div.DivergentBranches, 2u);
  EXPECT_EQ(Div.Cycles, Common + A + A1 + A2 + AJ + B);
  EXPECT_EQ(Div.OracleCycles, Common + std::max(A + std::max(A1, A2) + AJ, B));
  // Every split of the warp: the bound is the longest path taken.
  for (int N : {0, 5, 8, 16, 31, 32})
    for (int M : {0, 3, 8, 20, 32}) {
      Metrics S = run(Nested, N, M);
      uint64_t Longest = 0;
      if (N < 32)
        Longest = Common + B;
      if (N > 0 && M > 0)
        Longest = std::max(Longest, PathA1);
      if (N > M)
        Longest = std::max(Longest, PathA2);
      EXPECT_EQ(S.OracleCycles, Longest) << "n=" << N << " m=" << M;
    }
}

// a's branch reconverges at j, a's own reconvergence block: the model
// replaces a's entry by bb's, which must still carry a's cycles.
const char *SharedJoin = R"IR(
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %a, label %e
a:
  %x = add i32 %t, 1
  %d = icmp ult i32 %t, %m
  br i1 %d, label %bb, label %j
bb:
  %y1 = add i32 %x, 1
  %y2 = add i32 %y1, 1
  %y3 = add i32 %y2, 1
  br label %j
e:
  %e1 = add i32 %t, 1
  %e2 = add i32 %e1, 1
  %e3 = add i32 %e2, 1
  %e4 = add i32 %e3, 1
  %e5 = add i32 %e4, 1
  br label %j
j:
  %v = phi i32 [ %x, %a ], [ %y3, %bb ], [ %e5, %e ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

TEST_F(OracleCycles, ReplacedEntryKeepsItsPrefix) {
  const uint64_t A = 2 * Alu + Br, BB = 3 * Alu + Br, E = 5 * Alu + Br;
  // A + BB > E > BB: without the carried prefix the bound would be E.
  ASSERT_GT(A + BB, E);
  ASSERT_GT(E, BB);
  uint64_t Common = run(SharedJoin, 0).Cycles - E;
  Metrics Div = run(SharedJoin, 16, 8);
  EXPECT_EQ(Div.DivergentBranches, 2u);
  EXPECT_EQ(Div.Cycles, Common + A + BB + E);
  EXPECT_EQ(Div.OracleCycles, Common + A + BB);
  // Lanes 0-7 run a then bb, lanes 8-15 only a: one chain, no meld gain.
  Metrics Chain = run(SharedJoin, 32, 8);
  EXPECT_EQ(Chain.DivergentBranches, 1u);
  EXPECT_EQ(Chain.OracleCycles, Chain.Cycles);
}

const char *Returns = R"IR(
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %t, ptr %p
  %c = icmp ult i32 %t, %n
  br i1 %c, label %r1, label %r2
r1:
  %a = add i32 %t, 1
  ret void
r2:
  %b1 = add i32 %t, 1
  %b2 = add i32 %b1, 1
  %b3 = add i32 %b2, 1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

TEST_F(OracleCycles, DivergentReturnsCostTheLongestPath) {
  uint64_t R1 = run(Returns, 32).Cycles, R2 = run(Returns, 0).Cycles;
  Metrics Div = run(Returns, 16);
  EXPECT_EQ(Div.DivergentBranches, 1u);
  EXPECT_EQ(Div.OracleCycles, std::max(R1, R2));
  uint64_t Common = R1 - (Alu + Br); // r1 is an add and a ret.
  EXPECT_EQ(Div.Cycles, R1 + R2 - Common);
}

TEST_F(OracleCycles, DivergentLoopCostsItsLongestTripCount) {
  // Lane t runs min(t, n) iterations; the exiting lanes do no work, so
  // the bound is the cycles themselves.
  const char *Loop = R"IR(
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lt = icmp ult i32 %t, %n
  %trip = select i1 %lt, i32 %t, i32 %n
  %z = icmp eq i32 %trip, 0
  br i1 %z, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %trip
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";
  Metrics Div = run(Loop, 32);
  EXPECT_GT(Div.DivergentBranches, 1u);
  EXPECT_EQ(Div.OracleCycles, Div.Cycles);
}

TEST_F(OracleCycles, CalleeBoundIsChargedToTheCall) {
  const char *Call = R"IR(
define internal i32 @f(i32 %x, i32 %n) noinline {
entry:
  %c = icmp ult i32 %x, %n
  br i1 %c, label %small, label %big
small:
  ret i32 100
big:
  %y = mul i32 %x, 2
  %y2 = add i32 %y, 2
  ret i32 %y2
}
define ptx_kernel void @k(ptr %out, i32 %n, i32 %m) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @f(i32 %t, i32 %n)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";
  uint64_t Small = run(Call, 32).Cycles, Big = run(Call, 0).Cycles;
  Metrics Div = run(Call, 16);
  EXPECT_EQ(Div.DivergentBranches, 1u);
  EXPECT_LT(Div.OracleCycles, Div.Cycles);
  EXPECT_EQ(Div.OracleCycles, std::max(Small, Big));
}

TEST_F(OracleCycles, WarpsAreSummedLikeCycles) {
  // Two warps with a barrier: warp 0 splits at n = 16, warp 1 (threads
  // 32-63) runs the else side only, like a one-warp run with n = 0.
  Metrics Split = run(Diamond, 16), Else = run(Diamond, 0);
  Metrics Two = run(Diamond, 16, 0, 64);
  EXPECT_EQ(Two.Warps, 2u);
  EXPECT_EQ(Two.Cycles, Split.Cycles + Else.Cycles);
  EXPECT_EQ(Two.OracleCycles, Split.OracleCycles + Else.OracleCycles);
}

} // namespace
