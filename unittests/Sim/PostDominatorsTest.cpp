//===- PostDominatorsTest.cpp - Reconvergence points on decoded CFGs ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// immediatePostDominators on hand-built decoded CFGs: a diamond, a loop
/// with a divergent exit, paths that return separately (virtual exit), and
/// a switch whose default is unreachable (the join still post-dominates).
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/PostDominators.h"
#include "ModelTestUtil.h"

using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

using V = std::vector<int32_t>;

TEST(PostDominators, Diamond) {
  EXPECT_EQ(immediatePostDominators(makeFunction({{1, 2}, {3}, {3}, {}})),
            V({3, 3, 3, -1}));
}

TEST(PostDominators, LoopExit) {
  // 0 -> 1; 1 -> {1, 2}; 2 returns.
  EXPECT_EQ(immediatePostDominators(makeFunction({{1}, {1, 2}, {}})),
            V({1, 2, -1}));
}

TEST(PostDominators, SeparateReturnsMeetAtTheVirtualExit) {
  EXPECT_EQ(immediatePostDominators(makeFunction({{1, 2}, {}, {}})),
            V({-1, -1, -1}));
}

TEST(PostDominators, UnreachableDefaultDoesNotBreakTheJoin) {
  // switch 0 -> {1 (default, unreachable), 2, 3}; 2, 3 -> 4 (returns).
  DecodedFunction F = makeFunction({{1, 2, 3}, {}, {4}, {4}, {}});
  F.Insts[19].Opcode = Op::Unreachable;
  EXPECT_EQ(immediatePostDominators(F), V({4, -1, 4, 4, -1}));
  EXPECT_EQ(blockSuccessors(F, 0).size(), 3u);
}

} // namespace
