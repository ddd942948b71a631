//===- ReconvergenceTest.cpp - IPDOMModel in isolation --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Drives the ipdom model directly on a hand-built block table, checking
/// the stack after each divergent branch, pop at the reconvergence block,
/// loop-exit entry replacement and retirement of returned lanes.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/Reconvergence.h"
#include "gtest/gtest.h"

using namespace lockstep::sim;

namespace {

/// Blocks 0..N-1 with FirstInst = 10 * index and the given ipdoms.
DecodedFunction makeFunction(std::initializer_list<int32_t> IPDoms) {
  DecodedFunction F;
  uint32_t I = 0;
  for (int32_t P : IPDoms) {
    DecodedBlock B;
    B.FirstInst = 10 * I++;
    B.IPDom = P;
    F.Blocks.push_back(B);
  }
  return F;
}

TEST(IPDOMModel, DiamondPushesAndPops) {
  // 0 -> {1, 2} -> 3
  DecodedFunction F = makeFunction({3, 3, 3, -1});
  auto M = createReconvergenceModel("ipdom");
  ASSERT_TRUE(M);
  SimtStack S;
  M->enter(S, F, 0xff);
  BranchTarget T[] = {{1, 0x0f}, {2, 0xf0}};
  EXPECT_TRUE(M->branch(S, F, 0, T));
  ASSERT_EQ(S.Entries.size(), 3u);
  EXPECT_EQ(M->current(S)->Block, 1);
  EXPECT_EQ(M->current(S)->Mask, 0x0fu);
  BranchTarget J[] = {{3, 0x0f}};
  EXPECT_FALSE(M->branch(S, F, 1, J)); // reaches 3: pop
  EXPECT_EQ(M->current(S)->Block, 2);
  BranchTarget J2[] = {{3, 0xf0}};
  M->branch(S, F, 2, J2);
  ASSERT_EQ(S.Entries.size(), 1u);
  EXPECT_EQ(M->current(S)->Block, 3);
  EXPECT_EQ(M->current(S)->Mask, 0xffu);
  EXPECT_EQ(M->current(S)->PC, 30u);
}

TEST(IPDOMModel, LoopExitReplacesEntry) {
  // 0 -> 1 (loop: 1 -> {1, 2}) -> 2
  DecodedFunction F = makeFunction({1, 2, -1});
  auto M = createReconvergenceModel("ipdom");
  SimtStack S;
  M->enter(S, F, 0xf);
  BranchTarget E[] = {{1, 0xf}};
  M->branch(S, F, 0, E);
  for (LaneMask Stay : {0xeu, 0xcu, 0x8u}) {
    LaneMask Cur = M->current(S)->Mask;
    BranchTarget T[] = {{1, Stay}, {2, Cur & ~Stay}};
    EXPECT_TRUE(M->branch(S, F, 1, T));
    EXPECT_EQ(S.Entries.size(), 2u); // bounded: no growth per iteration
    EXPECT_EQ(M->current(S)->Mask, Stay);
  }
  BranchTarget Last[] = {{2, 0x8}};
  EXPECT_FALSE(M->branch(S, F, 1, Last));
  EXPECT_EQ(M->current(S)->Block, 2);
  EXPECT_EQ(M->current(S)->Mask, 0xfu);
}

TEST(IPDOMModel, RetireRemovesLanesEverywhere) {
  // 0 -> {1 (returns), 2 (returns)}: ipdom is the virtual exit.
  DecodedFunction F = makeFunction({-1, -1, -1});
  auto M = createReconvergenceModel("ipdom");
  SimtStack S;
  M->enter(S, F, 0x3);
  BranchTarget T[] = {{1, 0x1}, {2, 0x2}};
  M->branch(S, F, 0, T);
  M->retire(S, 0x1);
  ASSERT_NE(M->current(S), nullptr);
  EXPECT_EQ(M->current(S)->Block, 2);
  M->retire(S, 0x2);
  EXPECT_EQ(M->current(S), nullptr);
  EXPECT_FALSE(createReconvergenceModel("its"));
}

} // namespace
