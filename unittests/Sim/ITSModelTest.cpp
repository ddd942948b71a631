//===- ITSModelTest.cpp - Convergence barriers of the ITS model -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Drives ITSModel directly: join/wait/cancel/rejoin per Table 1 of Damani
/// et al. (CGO'20), the soft barrier's threshold, priority of explicit
/// barriers over implicit post-dominator barriers, warp synchronization and
/// deadlock detection; and checks that ipdom ignores the same operations.
///
//===----------------------------------------------------------------------===//

#include "ModelTestUtil.h"

using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

/// Exchange kinds as the executor encodes them (any distinct nonzero
/// values do).
constexpr uint32_t Shfl = 1, Vote = 2;

class ITSModelTest : public ::testing::Test {
protected:
  void SetUp() override {
    M = createReconvergenceModel("its");
    SP = M->createState();
  }
  ConvergenceGroup &cur() {
    ConvergenceGroup *G = M->current(*SP);
    EXPECT_NE(G, nullptr);
    static ConvergenceGroup None{-2, 0, 0};
    return G ? *G : None;
  }
  void op(BarrierOp O, unsigned Id, uint32_t PC, unsigned Threshold = 0) {
    M->barrier(*SP, F, O, Id, Threshold, PC);
  }
  void br(uint32_t From, std::initializer_list<BranchTarget> T) {
    M->branch(*SP, F, From, T);
  }
  std::unique_ptr<ReconvergenceModel> M;
  std::unique_ptr<ReconvergenceState> SP;
  DecodedFunction F;
};

TEST_F(ITSModelTest, WaitInsideLoopOverridesImplicitBarrier) {
  // Damani's loop: 0 -> 1; 1 -> {2 (common code), 3}; 2 -> 3; 3 -> {1, 4}.
  // join(0) in 0, wait(0) at the start of 2 (PC 20). ipdom(1) = 3.
  F = makeFunction({{1}, {2, 3}, {3}, {1, 4}, {}});
  M->enter(*SP, F, 0x3);
  op(BarrierOp::Join, 0, 0);
  br(0, {{1, 0x3}});
  br(1, {{2, 0x1}, {3, 0x2}}); // Lane 0 takes the common code first.
  EXPECT_EQ(cur().Block, 2);
  op(BarrierOp::Wait, 0, 20); // Lane 1 has not arrived: lane 0 waits and
                              // leaves the implicit barrier at 3.
  EXPECT_EQ(cur().Block, 3);
  EXPECT_EQ(cur().Mask, 0x2u);
  br(3, {{1, 0x2}});
  br(1, {{2, 0x2}}); // Next iteration, lane 1 takes the common code.
  op(BarrierOp::Wait, 0, 20);
  EXPECT_EQ(cur().Block, 2); // Both run the common code together.
  EXPECT_EQ(cur().PC, 21u);
  EXPECT_EQ(cur().Mask, 0x3u);
}

TEST_F(ITSModelTest, CancelReleasesTheWaiters) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  op(BarrierOp::Join, 5, 0);
  br(0, {{1, 0x1}, {2, 0x2}});
  op(BarrierOp::Wait, 5, 10);
  EXPECT_EQ(cur().Block, 2);
  op(BarrierOp::Cancel, 5, 20); // Lane 1 leaves: lane 0 may go on.
  EXPECT_EQ(cur().Block, 1);
  EXPECT_EQ(cur().PC, 11u);
  EXPECT_EQ(cur().Mask, 0x1u);
}

TEST_F(ITSModelTest, WaitClearsAndRejoinRearms) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  op(BarrierOp::Join, 1, 0);
  op(BarrierOp::Wait, 1, 1); // Every participant is here: no wait.
  EXPECT_EQ(cur().Mask, 0x3u);
  br(0, {{1, 0x1}, {2, 0x2}});
  op(BarrierOp::Wait, 1, 10); // Cleared: lanes no longer participate.
  EXPECT_EQ(cur().Block, 1);
  op(BarrierOp::Rejoin, 1, 11);
  op(BarrierOp::Wait, 1, 12); // Lane 0 alone completes it again.
  EXPECT_EQ(cur().Block, 1);
  EXPECT_EQ(cur().PC, 13u);
}

TEST_F(ITSModelTest, SoftBarrierReleasesAtThreshold) {
  // Four lanes split four ways; threshold 2: the first two arrivals go on
  // together, the last two are the next batch.
  F = makeFunction({{1, 2, 3, 4}, {5}, {5}, {5}, {5}, {}});
  M->enter(*SP, F, 0xf);
  op(BarrierOp::Join, 0, 0);
  br(0, {{1, 0x1}, {2, 0x2}, {3, 0x4}, {4, 0x8}});
  op(BarrierOp::WaitSoft, 0, 10, 2);
  EXPECT_EQ(cur().Block, 2);
  op(BarrierOp::WaitSoft, 0, 20, 2);
  EXPECT_EQ(cur().Block, 1); // Released: lanes 0 and 1, resumed in order.
  EXPECT_EQ(cur().Mask, 0x1u);
  M->retire(*SP, 0x1);
  EXPECT_EQ(cur().Block, 2);
  EXPECT_EQ(cur().PC, 21u);
  M->retire(*SP, 0x2);
  EXPECT_EQ(cur().Block, 3); // Lanes 2 and 3 still participate.
  op(BarrierOp::WaitSoft, 0, 30, 2);
  op(BarrierOp::WaitSoft, 0, 40, 2);
  EXPECT_EQ(cur().Block, 3);
  EXPECT_EQ(cur().PC, 31u);
  EXPECT_EQ(cur().Mask, 0x4u);
}

TEST_F(ITSModelTest, SoftBarrierReleasesWhenNobodyElseCanCome) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  op(BarrierOp::Join, 0, 0);
  br(0, {{1, 0x1}, {2, 0x2}});
  op(BarrierOp::WaitSoft, 0, 10, 32);
  EXPECT_EQ(cur().Block, 2);
  M->retire(*SP, 0x2); // The only other participant returns.
  EXPECT_EQ(cur().Block, 1);
  EXPECT_EQ(cur().PC, 11u);
}

TEST_F(ITSModelTest, CrossedWaitsDeadlock) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  op(BarrierOp::Join, 0, 0);
  op(BarrierOp::Join, 1, 1);
  br(0, {{1, 0x1}, {2, 0x2}});
  op(BarrierOp::Wait, 0, 10);
  op(BarrierOp::Wait, 1, 20);
  EXPECT_EQ(M->current(*SP), nullptr);
  DeadlockInfo D;
  ASSERT_TRUE(M->deadlock(*SP, F, D));
  EXPECT_NE(D.Message.find("convergence barrier 0"), std::string::npos);
  EXPECT_NE(D.Message.find("block %1"), std::string::npos);
  EXPECT_EQ(D.PC, 10u);
}

TEST_F(ITSModelTest, WarpSyncWaitsForNamedLanes) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x7);
  br(0, {{1, 0x1}, {2, 0x6}});
  EXPECT_TRUE(
      M->warpSync(*SP, 0x3, 10, WarpSyncAnyInstance)); // Lane 1 is elsewhere.
  EXPECT_EQ(cur().Mask, 0x6u);
  EXPECT_FALSE(
      M->warpSync(*SP, 0x4, 20, WarpSyncAnyInstance)); // Lane 2 is here.
  EXPECT_TRUE(
      M->warpSync(*SP, 0x3, 21, WarpSyncAnyInstance)); // Lane 0 waits: release.
  EXPECT_EQ(cur().Block, 1);
  EXPECT_FALSE(
      M->warpSync(*SP, 0x3, 10, WarpSyncAnyInstance)); // Passes once released.
  M->retire(*SP, 0x1);
  EXPECT_EQ(cur().PC, 21u);
  EXPECT_EQ(cur().Mask, 0x6u);
}

TEST_F(ITSModelTest, WarpSyncKeepsTheImplicitBarrier) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  br(0, {{1, 0x1}, {2, 0x2}});
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 10, WarpSyncAnyInstance));
  EXPECT_TRUE(
      M->warpSync(*SP, 0x3, 20, WarpSyncAnyInstance)); // Both sides met.
  EXPECT_EQ(cur().PC, 10u);
  br(1, {{3, 0x1}}); // Waits at the post-dominator for lane 1.
  EXPECT_EQ(cur().PC, 20u);
  br(2, {{3, 0x2}});
  EXPECT_EQ(cur().Block, 3);
  EXPECT_EQ(cur().Mask, 0x3u);
}

TEST_F(ITSModelTest, ShuffleRunsOnceWithAllNamedLanes) {
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x3);
  br(0, {{3, 0x1}, {1, 0x2}}); // Lane 0 jumps to 3 and waits (ipdom).
  br(1, {{3, 0x2}});           // Reconverged at 3.
  EXPECT_EQ(cur().Mask, 0x3u);
  EXPECT_FALSE(M->warpSync(*SP, 0x3, 30, Shfl));
  M->enter(*SP, F, 0x3);
  br(0, {{1, 0x1}, {2, 0x2}});
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 10, Shfl));
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 20, Vote)); // Another kind.
  EXPECT_EQ(M->current(*SP), nullptr);
  DeadlockInfo D;
  ASSERT_TRUE(M->deadlock(*SP, F, D));
  EXPECT_NE(D.Message.find("warp sync"), std::string::npos);
}

TEST_F(ITSModelTest, ShuffleMatchesAcrossInstructions) {
  // Lanes 0 and 1 wait at two shuffles of the same kind and mask (PTX,
  // sm_70+): released together, one group per instruction; the first to
  // run executes the exchange for both, the other finds it done.
  F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*SP, F, 0x7);
  br(0, {{1, 0x1}, {2, 0x6}});
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 10, Shfl));
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 20, Shfl)); // Lanes 1 and 2: release.
  EXPECT_EQ(cur().PC, 10u);
  EXPECT_EQ(cur().Mask, 0x1u);
  EXPECT_FALSE(M->warpSync(*SP, 0x3, 10, Shfl)); // Passes once released.
  llvm::SmallVector<ConvergenceGroup, 2> Others;
  bool Done = true;
  M->exchangePartners(*SP, 10, Others, Done);
  EXPECT_FALSE(Done);
  ASSERT_EQ(Others.size(), 1u);
  EXPECT_EQ(Others[0].PC, 20u);
  EXPECT_EQ(Others[0].Mask, 0x6u);
  br(1, {{3, 0x1}}); // Waits at the post-dominator.
  EXPECT_EQ(cur().PC, 20u);
  EXPECT_FALSE(M->warpSync(*SP, 0x3, 20, Shfl));
  M->exchangePartners(*SP, 20, Others, Done);
  EXPECT_TRUE(Done);
  EXPECT_TRUE(Others.empty());
  // Named lanes differ: no match across instructions.
  M->enter(*SP, F, 0x3);
  br(0, {{1, 0x1}, {2, 0x2}});
  EXPECT_TRUE(M->warpSync(*SP, 0x3, 10, Shfl));
  EXPECT_TRUE(M->warpSync(*SP, 0x7, 20, Shfl));
  EXPECT_EQ(M->current(*SP), nullptr);
}

TEST(IPDOMModelBarriers, AreNoOps) {
  auto M = createReconvergenceModel("ipdom");
  auto S = M->createState();
  DecodedFunction F = makeFunction({{1, 2}, {3}, {3}, {}});
  M->enter(*S, F, 0x3);
  M->barrier(*S, F, BarrierOp::Join, 0, 0, 0);
  M->branch(*S, F, 0, {{1, 0x1}, {2, 0x2}});
  M->barrier(*S, F, BarrierOp::Wait, 0, 0, 10);
  EXPECT_FALSE(M->warpSync(*S, 0x3, 11, WarpSyncAnyInstance));
  ASSERT_NE(M->current(*S), nullptr);
  EXPECT_EQ(M->current(*S)->Block, 1);
  EXPECT_EQ(M->current(*S)->Mask, 0x1u);
}

} // namespace
