//===- ReconvergenceTest.cpp - Reconvergence models in isolation ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Drives each reconvergence model directly on a hand-built CFG, checking
/// the groups after each divergent branch, reconvergence at the immediate
/// post-dominator, loop-exit entry replacement and retirement of returned
/// lanes, and the perfect-meld oracle cycles through each of them. Both
/// models run the same tests: without explicit barriers `its` must schedule
/// exactly like `ipdom` (ITSModel.h). ITSModelTest.cpp covers the barriers.
///
//===----------------------------------------------------------------------===//

#include "ModelTestUtil.h"

using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

class Reconvergence : public ::testing::TestWithParam<const char *> {
protected:
  void SetUp() override {
    M = createReconvergenceModel(GetParam());
    ASSERT_TRUE(M);
    SP = M->createState();
  }
  std::unique_ptr<ReconvergenceModel> M;
  std::unique_ptr<ReconvergenceState> SP;
};

TEST_P(Reconvergence, DiamondPushesAndPops) {
  // 0 -> {1, 2} -> 3
  DecodedFunction F = makeFunction({{1, 2}, {3}, {3}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0xff);
  BranchTarget T[] = {{1, 0x0f}, {2, 0xf0}};
  EXPECT_TRUE(M->branch(S, F, 0, T));
  ASSERT_EQ(M->depth(S), 3u);
  EXPECT_EQ(M->current(S)->Block, 1);
  EXPECT_EQ(M->current(S)->Mask, 0x0fu);
  BranchTarget J[] = {{3, 0x0f}};
  EXPECT_FALSE(M->branch(S, F, 1, J)); // reaches 3: pop
  EXPECT_EQ(M->current(S)->Block, 2);
  BranchTarget J2[] = {{3, 0xf0}};
  M->branch(S, F, 2, J2);
  ASSERT_EQ(M->depth(S), 1u);
  EXPECT_EQ(M->current(S)->Block, 3);
  EXPECT_EQ(M->current(S)->Mask, 0xffu);
  EXPECT_EQ(M->current(S)->PC, 30u);
}

TEST_P(Reconvergence, LoopExitReplacesEntry) {
  // 0 -> 1 (loop: 1 -> {1, 2}) -> 2
  DecodedFunction F = makeFunction({{1}, {1, 2}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0xf);
  BranchTarget E[] = {{1, 0xf}};
  M->branch(S, F, 0, E);
  for (LaneMask Stay : {0xeu, 0xcu, 0x8u}) {
    LaneMask Cur = M->current(S)->Mask;
    BranchTarget T[] = {{1, Stay}, {2, Cur & ~Stay}};
    EXPECT_TRUE(M->branch(S, F, 1, T));
    EXPECT_EQ(M->depth(S), 2u); // bounded: no growth per iteration
    EXPECT_EQ(M->current(S)->Mask, Stay);
  }
  BranchTarget Last[] = {{2, 0x8}};
  EXPECT_FALSE(M->branch(S, F, 1, Last));
  EXPECT_EQ(M->current(S)->Block, 2);
  EXPECT_EQ(M->current(S)->Mask, 0xfu);
}

TEST_P(Reconvergence, RetireRemovesLanesEverywhere) {
  // 0 -> {1 (returns), 2 (returns)}: ipdom is the virtual exit.
  DecodedFunction F = makeFunction({{1, 2}, {}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0x3);
  BranchTarget T[] = {{1, 0x1}, {2, 0x2}};
  M->branch(S, F, 0, T);
  M->retire(S, 0x1);
  ASSERT_NE(M->current(S), nullptr);
  EXPECT_EQ(M->current(S)->Block, 2);
  M->retire(S, 0x2);
  EXPECT_EQ(M->current(S), nullptr);
  EXPECT_FALSE(createReconvergenceModel("bogus"));
}

TEST_P(Reconvergence, OracleChargesMaxOfSides) {
  // 0 (5) -> {1 (10), 2 (3)} -> 3 (1): 5 + max(10, 3) + 1.
  DecodedFunction F = makeFunction({{1, 2}, {3}, {3}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0xff);
  M->charge(S, 5);
  BranchTarget T[] = {{1, 0x0f}, {2, 0xf0}};
  M->branch(S, F, 0, T);
  for (auto [Block, Cost] : {std::pair<uint32_t, uint64_t>{1, 10}, {2, 3}}) {
    EXPECT_EQ(M->current(S)->Block, int32_t(Block));
    M->charge(S, Cost);
    BranchTarget J[] = {{3, M->current(S)->Mask}};
    M->branch(S, F, Block, J);
  }
  EXPECT_EQ(M->oracleCycles(S, 0), 15u); // the D entry, before it runs
  EXPECT_EQ(M->current(S)->Block, 3);
  M->charge(S, 1);
  M->retire(S, 0xff);
  EXPECT_EQ(M->current(S), nullptr);
  EXPECT_EQ(M->oracleCycles(S, 0), 16u);
  EXPECT_EQ(M->oracleCycles(S, 4), 20u); // in-flight cycles are added
}

TEST_P(Reconvergence, OracleReplacedEntryCarriesItsCycles) {
  // 0 -> {1, 2}, 1 -> {2, 3}, 2 -> 3, with ipdom(1) = 3 = the reconvergence
  // block of 1's entry, which is replaced. Cycles: 0: 1, 1: 2, 2: 4 after 1
  // and 5 after 0. Paths: 1+2+4, 1+2, 1+5; without the carried prefix the
  // bound would be 1+5.
  DecodedFunction F = makeFunction({{1, 2}, {2, 3}, {3}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0xf);
  M->charge(S, 1);
  BranchTarget T[] = {{1, 0x3}, {2, 0xc}};
  M->branch(S, F, 0, T);
  M->charge(S, 2); // block 1, lanes 0x3
  BranchTarget T1[] = {{2, 0x1}, {3, 0x2}};
  M->branch(S, F, 1, T1);
  EXPECT_EQ(M->depth(S), 3u); // replaced, not grown
  M->charge(S, 4);            // block 2, lane 0x1
  BranchTarget J[] = {{3, 0x1}};
  M->branch(S, F, 2, J);
  M->charge(S, 5); // block 2 again, lanes 0xc (from 0)
  BranchTarget J2[] = {{3, 0xc}};
  M->branch(S, F, 2, J2);
  EXPECT_EQ(M->current(S)->Mask, 0xfu);
  EXPECT_EQ(M->oracleCycles(S, 0), 1u + 2 + 4);
}

TEST_P(Reconvergence, OracleOfReturnedPathsIsTheLongest) {
  // 0 (2) -> {1 (7, returns), 2 (3, returns)}: 2 + max(7, 3).
  DecodedFunction F = makeFunction({{1, 2}, {}, {}});
  ReconvergenceState &S = *SP;
  M->enter(S, F, 0x3);
  M->charge(S, 2);
  BranchTarget T[] = {{1, 0x1}, {2, 0x2}};
  M->branch(S, F, 0, T);
  M->charge(S, 7);
  M->retire(S, 0x1);
  EXPECT_EQ(M->oracleCycles(S, 0), 9u); // lane 1's path not run yet
  ASSERT_NE(M->current(S), nullptr);
  M->charge(S, 3);
  M->retire(S, 0x2);
  EXPECT_EQ(M->current(S), nullptr);
  EXPECT_EQ(M->oracleCycles(S, 0), 9u);
  M->enter(S, F, 0x3); // a new call starts from zero
  EXPECT_EQ(M->oracleCycles(S, 0), 0u);
}

INSTANTIATE_TEST_SUITE_P(Models, Reconvergence,
                         ::testing::Values("ipdom", "its"));

} // namespace
