//===- WarpStateTest.cpp - The warp state machine and __syncthreads -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Transitions of WarpState (lib/Sim/WarpState.h) in untimed and timed
/// runs, blockWait's verdict on a block, and __syncthreads arrival and
/// release: the bar.red results (popc, and, or over the arrived lanes'
/// predicates), released warps, and the fault when warps wait at different
/// barriers.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/WarpState.h"
#include "../../lib/Sim/Executor.h"
#include "gtest/gtest.h"

using namespace lockstep::sim;

namespace {

constexpr unsigned WS = 4;

BarrierArrival arrival(const DInst &I, LaneMask M) {
  BarrierArrival A;
  A.Inst = &I;
  A.PC = 7;
  A.Mask = M;
  return A;
}

TEST(WarpStateTest, UntimedBarrierRoundTrip) {
  WarpState S;
  EXPECT_TRUE(S.done()); // An unused warp has nothing to run.
  S.start();
  EXPECT_TRUE(S.ready());
  DInst I;
  S.arrive(arrival(I, 0xF), /*Timed=*/false);
  EXPECT_TRUE(S.atBarrier());
  EXPECT_TRUE(S.waiting());
  EXPECT_EQ(S.barrier().Inst, &I);
  EXPECT_EQ(S.barrier().PC, 7u);
  EXPECT_EQ(S.barrier().Mask, 0xFu);
  S.release();
  EXPECT_TRUE(S.ready()); // No Released step without timing.
  S.finish();
  EXPECT_TRUE(S.done());
  EXPECT_FALSE(S.waiting());
}

TEST(WarpStateTest, TimedBarrierWaitsForIssueAndFetch) {
  WarpState S;
  S.start();
  DInst I;
  S.arrive(arrival(I, 0x3), /*Timed=*/true);
  EXPECT_TRUE(S.arriving());
  EXPECT_FALSE(S.waiting()); // Not issued: the block cannot release yet.
  S.land();
  EXPECT_TRUE(S.atBarrier());
  S.release();
  EXPECT_TRUE(S.released());
  EXPECT_TRUE(S.waiting()); // Until the timing model fetches again.
  EXPECT_FALSE(S.ready());
  S.resume();
  EXPECT_TRUE(S.ready());
}

TEST(WarpStateTest, FailAndVacateFromAnyPhase) {
  WarpState S;
  S.start();
  DInst I;
  S.arrive(arrival(I, 1), false);
  S.fail();
  EXPECT_TRUE(S.faulted());
  EXPECT_FALSE(S.ready() || S.waiting() || S.done());
  S.vacate();
  EXPECT_TRUE(S.done());
  S.start();
  EXPECT_EQ(S.phase(), WarpState::Ready);
}

/// A block of \p N warps of WS lanes with one frame of \p Rows rows.
std::vector<Warp> block(unsigned N, unsigned Rows = 2) {
  std::vector<Warp> Ws(N);
  for (unsigned K = 0; K < N; ++K) {
    Ws[K].Index = K;
    Ws[K].Live = maskBits(WS);
    Ws[K].Frames.emplace_back();
    Ws[K].Frames[0].Regs.assign(size_t(Rows) * WS, 99);
    Ws[K].Depth = 1;
    Ws[K].State.start();
  }
  return Ws;
}

TEST(WarpStateTest, BlockWaitVerdicts) {
  std::vector<Warp> Ws = block(3);
  DInst I;
  EXPECT_EQ(blockWait(Ws), BlockWait::Running);
  Ws[0].State.finish();
  arriveAtBarrier(Ws[1], I, 0, 0, 0xF, nullptr, false);
  EXPECT_EQ(blockWait(Ws), BlockWait::Running); // Warp 2 still runs.
  arriveAtBarrier(Ws[2], I, 0, 0, 0xF, nullptr, true);
  EXPECT_EQ(blockWait(Ws), BlockWait::Running); // Not issued yet.
  Ws[2].State.land();
  EXPECT_EQ(blockWait(Ws), BlockWait::Barrier); // Exited warp 0 not counted.
  Ws[1].State.release();
  Ws[2].State.release();
  EXPECT_EQ(blockWait(Ws), BlockWait::Running); // Warp 1 runs again.
  Ws[1].State.finish();
  EXPECT_EQ(blockWait(Ws), BlockWait::Barrier); // Warp 2 not fetched yet.
  Ws[2].State.resume();
  Ws[2].State.finish();
  EXPECT_EQ(blockWait(Ws), BlockWait::Exited);
}

/// Two warps arrive with predicates \p P0 / \p P1 (one per lane, lanes 0-3)
/// at a barrier with bar.red kind \p Pred; returns the released value.
uint64_t reduce(uint8_t Pred, std::vector<uint64_t> P0,
                std::vector<uint64_t> P1) {
  std::vector<Warp> Ws = block(2);
  DInst I;
  I.Pred = Pred;
  I.Dst = 1;
  arriveAtBarrier(Ws[0], I, 0, 0, 0xF, P0.data(), false);
  arriveAtBarrier(Ws[1], I, 0, 0, 0xF, P1.data(), false);
  FaultInfo F;
  const Warp *FW = nullptr;
  EXPECT_TRUE(releaseBarrier(Ws, WS, F, FW));
  for (const Warp &W : Ws) {
    EXPECT_TRUE(W.State.ready());
    for (unsigned L = 0; L < WS; ++L) {
      EXPECT_EQ(W.Frames[0].Regs[WS + L], W.Frames[0].Regs[WS]);
      EXPECT_EQ(W.Frames[0].Regs[L], 99u); // Other rows untouched.
    }
  }
  return Ws[0].Frames[0].Regs[WS];
}

TEST(WarpStateTest, BarrierReductions) {
  std::vector<uint64_t> Some = {1, 0, 5, 0}, All = {1, 1, 1, 2},
                        None = {0, 0, 0, 0};
  EXPECT_EQ(reduce(1, Some, All), 2u + 4u); // popc: true lanes.
  EXPECT_EQ(reduce(2, Some, All), 0u);      // and
  EXPECT_EQ(reduce(2, All, All), 1u);
  EXPECT_EQ(reduce(3, None, Some), 1u); // or
  EXPECT_EQ(reduce(3, None, None), 0u);
}

TEST(WarpStateTest, ReleaseSkipsExitedAndKeepsTimedWarpsReleased) {
  std::vector<Warp> Ws = block(3);
  DInst I;
  Ws[1].State.finish();
  arriveAtBarrier(Ws[0], I, 0, 0, 0xF, nullptr, true);
  Ws[0].State.land();
  arriveAtBarrier(Ws[2], I, 0, 0, 0xF, nullptr, true);
  Ws[2].State.land();
  FaultInfo F;
  const Warp *FW = nullptr;
  ASSERT_TRUE(releaseBarrier(Ws, WS, F, FW));
  EXPECT_TRUE(Ws[0].State.released());
  EXPECT_TRUE(Ws[1].State.done());
  EXPECT_TRUE(Ws[2].State.released());
  EXPECT_EQ(Ws[0].Frames[0].Regs[WS], 99u); // No result row: nothing written.
}

TEST(WarpStateTest, DifferentBarriersFault) {
  std::vector<Warp> Ws = block(2);
  DInst A, B;
  arriveAtBarrier(Ws[0], A, 0, 3, 0xF, nullptr, false);
  arriveAtBarrier(Ws[1], B, 2, 9, 0xC, nullptr, false);
  FaultInfo F;
  const Warp *FW = nullptr;
  EXPECT_FALSE(releaseBarrier(Ws, WS, F, FW));
  EXPECT_EQ(FW, &Ws[1]);
  EXPECT_EQ(F.Func, 2u);
  EXPECT_EQ(F.Inst, 9u);
  EXPECT_EQ(F.Lane, 2u); // Lowest arrived lane of warp 1.
  EXPECT_NE(F.Message.find("warp 1 waits at a different barrier than warp 0"),
            std::string::npos);
  EXPECT_TRUE(Ws[0].State.atBarrier()); // Nobody released.
}

} // namespace
