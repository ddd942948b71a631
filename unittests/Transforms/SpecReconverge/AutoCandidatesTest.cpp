//===- AutoCandidatesTest.cpp - spec-reconverge's automatic model ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The share of the common code's saving a barrier collects (AutoCandidates.h):
/// 1 for a hard barrier, T/W for a soft barrier of T lanes in a W-lane warp
/// without a profile, 1 - k / min(T, A) with a measured k of A lanes; and
/// decide()'s verdict and prose with it.
///
//===----------------------------------------------------------------------===//

#include "../../../lib/Transforms/SpecReconverge/AutoCandidates.h"

#include "gtest/gtest.h"

using namespace lockstep::specrec;

namespace {

AutoCosts costs(unsigned Soft, unsigned Warp, double Taken = 0,
                double Active = 0) {
  AutoCosts C;
  C.Common = 480;
  C.Rest = 20;
  C.Barrier = 20;
  C.SoftLanes = Soft;
  C.WarpLanes = Warp;
  C.TakenLanes = Taken;
  C.ActiveLanes = Active;
  return C;
}

TEST(AutoCandidates, ShareWithoutProfile) {
  EXPECT_DOUBLE_EQ(costs(0, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(4, 32).share(), 0.125);
  EXPECT_DOUBLE_EQ(costs(16, 64).share(), 0.25);
  // A threshold of the whole warp or more is the hard barrier.
  EXPECT_DOUBLE_EQ(costs(32, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(64, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(0, 32).gain(), 12);
  EXPECT_DOUBLE_EQ(costs(8, 32).gain(), 3);
}

TEST(AutoCandidates, ShareWithProfile) {
  // 4 of 32 active lanes take the side per warp execution.
  EXPECT_DOUBLE_EQ(costs(0, 32, 4, 32).share(), 0.875);
  EXPECT_DOUBLE_EQ(costs(16, 32, 4, 32).share(), 0.75);
  EXPECT_DOUBLE_EQ(costs(8, 32, 4, 32).share(), 0.5);
  // A soft barrier that releases at k lanes collects nothing, nor one below.
  EXPECT_DOUBLE_EQ(costs(4, 32, 4, 32).share(), 0);
  EXPECT_DOUBLE_EQ(costs(2, 32, 4, 32).share(), 0);
  // Every active lane takes the side: nothing to collect either way.
  EXPECT_DOUBLE_EQ(costs(0, 32, 16, 16).share(), 0);
  // A threshold above the active lanes waits for the active lanes only.
  EXPECT_DOUBLE_EQ(costs(24, 32, 4, 16).share(), 0.75);
}

TEST(AutoCandidates, DecideExplainsTheShare) {
  AutoCandidate A;
  A.Region.Kind = "iteration-delay";
  decide(A, costs(0, 32), 2);
  EXPECT_TRUE(A.Profitable);
  EXPECT_EQ(A.Reason, "iteration-delay");
  EXPECT_EQ(A.Why, "common code 480 cycles per iteration vs prolog/epilog 20 "
                   "+ barriers 20");

  decide(A, costs(4, 32), 2);
  EXPECT_FALSE(A.Profitable);
  EXPECT_EQ(A.Reason, "unprofitable");
  EXPECT_DOUBLE_EQ(A.Region.Gain, 1.5);
  EXPECT_EQ(A.Why, "common code 480 cycles per iteration x 0.125 (a soft "
                   "barrier of 4 of 32 lanes) vs prolog/epilog 20 + barriers "
                   "20: below the minimum ratio");

  decide(A, costs(0, 32, 8, 32), 2);
  EXPECT_TRUE(A.Profitable);
  EXPECT_EQ(A.Why, "common code 480 cycles per iteration x 0.750 (8.0 of 32.0 "
                   "lanes take it per warp execution in the profile, a hard "
                   "barrier) vs prolog/epilog 20 + barriers 20");
}

} // namespace
