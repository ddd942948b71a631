//===- AutoCandidatesTest.cpp - spec-reconverge's automatic model ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The share of loop merge's saving a barrier collects (AutoCandidates.h):
/// 1 for a hard barrier, T/W for a soft barrier of T lanes in a W-lane
/// warp; and decide()'s verdict and prose with it.
///
//===----------------------------------------------------------------------===//

#include "../../../lib/Transforms/SpecReconverge/AutoCandidates.h"

#include "gtest/gtest.h"

using namespace lockstep::specrec;

namespace {

AutoCosts costs(unsigned Soft, unsigned Warp) {
  AutoCosts C;
  C.Common = 480;
  C.Rest = 20;
  C.Barrier = 20;
  C.SoftLanes = Soft;
  C.WarpLanes = Warp;
  return C;
}

TEST(AutoCandidates, SoftBarrierShare) {
  EXPECT_DOUBLE_EQ(costs(0, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(4, 32).share(), 0.125);
  EXPECT_DOUBLE_EQ(costs(16, 64).share(), 0.25);
  // A threshold of the whole warp or more is the hard barrier.
  EXPECT_DOUBLE_EQ(costs(32, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(64, 32).share(), 1);
  EXPECT_DOUBLE_EQ(costs(0, 32).gain(), 12);
  EXPECT_DOUBLE_EQ(costs(8, 32).gain(), 3);
}

TEST(AutoCandidates, DecideExplainsTheShare) {
  AutoCandidate A;
  A.Region.Kind = "loop-merge";
  decide(A, costs(0, 32), 2);
  EXPECT_TRUE(A.Profitable);
  EXPECT_EQ(A.Reason, "loop-merge");
  EXPECT_EQ(A.Why, "common code 480 cycles per iteration vs prolog/epilog 20 "
                   "+ barriers 20");

  decide(A, costs(4, 32), 2);
  EXPECT_FALSE(A.Profitable);
  EXPECT_EQ(A.Reason, "unprofitable");
  EXPECT_DOUBLE_EQ(A.Region.Gain, 1.5);
  EXPECT_EQ(A.Why, "common code 480 cycles per iteration x 0.125 (a soft "
                   "barrier of 4 of 32 lanes) vs prolog/epilog 20 + barriers "
                   "20: below the minimum ratio");
}

} // namespace
