//===- CFGLinearizeTest.cpp - Unit tests of cfg-linearize's pieces --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The guard chain of Anantpur & Govindarajan's Algorithm 1 (units in
/// reverse post-order, back-edge guards, nested-or-disjoint loops, loop
/// merging), the guard-value propagation and its proof (check), the O1/O2
/// redirections, and the pass end to end on NVPTX IR (verifier, no
/// unstructured region left).
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "../../lib/Transforms/Linearize/GuardChain.h"
#include "../../lib/Transforms/Linearize/LinearizeProfitability.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/UnstructuredRegions.h"
#include "lockstep/Transforms/Linearize/CFGLinearize.h"

#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

namespace {

// Figure 1: units b2 b3 b5 b4 in reverse post-order, b6 the exit.
const char *Fig1 = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %g) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b6
b5:
  store i32 2, ptr addrspace(1) %g
  br label %b6
b6:
  ret void
}
)IR";

// Two overlapping loops b1..b3 (latch b3) and b2..b4 (latch b4).
const char *Overlap = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %g) {
d:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  br label %b2
b2:
  %v = load i32, ptr addrspace(1) %g
  br label %b3
b3:
  %c3 = icmp eq i32 %v, %tid
  br i1 %c3, label %b1, label %b4
b4:
  %c4 = icmp ugt i32 %v, %tid
  br i1 %c4, label %b2, label %p
p:
  ret void
}
)IR";

// Figure 1 inside a larger region: b6, where every lane group of b1's
// branches meets again, is followed by the region exit p.
const char *Fig1Tail = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %g) {
d:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b6
b5:
  store i32 2, ptr addrspace(1) %g
  br label %b6
b6:
  %v = load i32, ptr addrspace(1) %g
  %w = mul i32 %v, %tid
  store i32 %w, ptr addrspace(1) %g
  br label %p
p:
  ret void
}
)IR";

class CFGLinearizeTest : public NVPTXTestBase {
protected:
  void SetUp() override {
    NVPTXTestBase::SetUp();
    FAM.registerPass([] { return UnstructuredRegionsAnalysis(); });
  }

  /// The first region of the analysis as a LinearRegion.
  LinearRegion firstRegion(Function &F) {
    const auto &Info = FAM.getResult<UnstructuredRegionsAnalysis>(F);
    EXPECT_FALSE(Info.Regions.empty());
    const UnstructuredRegion &UR = Info.Regions.front();
    LinearRegion R;
    R.Entry = UR.Entry, R.Exit = UR.Exit;
    R.Blocks = UR.Blocks;
    R.SubRegions = UR.SubRegions;
    return R;
  }

  /// Blocks strictly between \p D and \p P named in \p Names (in order).
  static LinearRegion manual(Function &F, StringRef D, StringRef P,
                             ArrayRef<StringRef> Names) {
    LinearRegion R;
    R.Entry = block(F, D), R.Exit = block(F, P);
    for (StringRef N : Names)
      R.Blocks.push_back(block(F, N));
    return R;
  }

  static BitVector set(unsigned Size, ArrayRef<unsigned> Values) {
    BitVector B(Size);
    for (unsigned V : Values)
      B.set(V);
    return B;
  }
};

TEST_F(CFGLinearizeTest, Fig1ChainAndPropagation) {
  Function &F = parse(Fig1);
  Expected<GuardChain> C = GuardChain::build(firstRegion(F));
  ASSERT_TRUE(!!C) << toString(C.takeError());
  ASSERT_EQ(C->numUnits(), 4u);
  const char *Order[] = {"b2", "b3", "b5", "b4"};
  for (unsigned U = 0; U < 4; ++U) {
    EXPECT_EQ(C->Units[U].entry()->getName(), Order[U]);
    EXPECT_EQ(C->Units[U].BackTarget, 0u);
  }
  EXPECT_EQ(C->exitId(), 5u);
  // b1 branches to b3 (id 2) or b2 (id 1); b2 to b3 or b5 (id 3).
  EXPECT_EQ(C->EntrySuccIds, (SmallVector<unsigned, 2>{2, 1}));
  EXPECT_EQ(C->Units[0].SuccIds, (SmallVector<unsigned, 2>{2, 3}));
  std::vector<BitVector> In = C->propagate();
  EXPECT_EQ(In[C->guardNode(0)], set(6, {1, 2}));
  EXPECT_EQ(In[C->guardNode(1)], set(6, {2, 3}));
  EXPECT_EQ(In[C->guardNode(2)], set(6, {3, 4}));
  EXPECT_EQ(In[C->guardNode(3)], set(6, {4, 5}));
  EXPECT_EQ(In[C->exitNode()], set(6, {5}));
  EXPECT_FALSE(errorToBool(C->check(In)));
}

TEST_F(CFGLinearizeTest, CheckRejectsAChainThatSkipsABlock) {
  Function &F = parse(Fig1);
  Expected<GuardChain> C = GuardChain::build(firstRegion(F));
  ASSERT_TRUE(!!C);
  // b4 pretending to jump back to b2 without a back-edge guard: value 1
  // would fall out of the region.
  C->Units[3].SuccIds.push_back(1);
  Error E = C->check(C->propagate());
  ASSERT_TRUE(!!E);
  EXPECT_NE(toString(std::move(E)).find("leave the region before %b2"),
            std::string::npos);
}

TEST_F(CFGLinearizeTest, O1JumpsOverGuardsThatCannotMatch) {
  Function &F = parse(Fig1);
  Expected<GuardChain> C0 = GuardChain::build(firstRegion(F));
  Expected<GuardChain> C1 = GuardChain::build(firstRegion(F));
  ASSERT_TRUE(C0 && C1);
  C1->optimize(LevelO1);
  // b5 (unit 2) only assigns 5: at level 0 it falls into b4's guard, at O1
  // it leaves for the exit.
  EXPECT_EQ(C0->Nodes[C0->bodyNode(2)].Succ[0], C0->guardNode(3));
  EXPECT_EQ(C1->Nodes[C1->bodyNode(2)].Succ[0], C1->exitNode());
  EXPECT_FALSE(errorToBool(C1->check(C1->propagate())));
  EXPECT_LE(C1->numGuardTests(), C0->numGuardTests());
}

TEST_F(CFGLinearizeTest, CrossingJumpsRunABlockTwice) {
  Function &F = parse(Fig1);
  Expected<GuardChain> C = GuardChain::build(firstRegion(F));
  ASSERT_TRUE(!!C);
  // Every level-0 guard reconverges at the next guard.
  EXPECT_TRUE(C->reconvergesOnce());
  // b2 (unit 0) jumping past G_b3 to G_b5 nests (G_b2's sides meet at G_b5).
  C->Nodes[C->bodyNode(0)].Succ[0] = C->guardNode(2);
  EXPECT_TRUE(C->reconvergesOnce());
  // b3 jumping past G_b5 and G_b4 crosses it: G_b2's sides now meet only at
  // the exit, and G_b5 (with b5, b4) is reached from both.
  C->Nodes[C->bodyNode(1)].Succ[0] = C->exitNode();
  EXPECT_FALSE(C->reconvergesOnce());
}

TEST_F(CFGLinearizeTest, OptimizedChainsReconvergeOnce) {
  for (const char *IR : {Fig1, Fig1Tail, Overlap}) {
    Function &F = parse(IR);
    LinearRegion R = IR == Overlap
                         ? manual(F, "d", "p", {"b1", "b2", "b3", "b4"})
                         : firstRegion(F);
    for (unsigned Level = LevelO1; Level <= LevelO4; ++Level) {
      Expected<GuardChain> C = GuardChain::build(R);
      ASSERT_TRUE(!!C);
      C->optimize(Level);
      EXPECT_TRUE(C->reconvergesOnce()) << "level " << Level;
      EXPECT_FALSE(errorToBool(C->check(C->propagate())));
    }
  }
}

TEST_F(CFGLinearizeTest, OverlappingLoopsBecomeNested) {
  Function &F = parse(Overlap);
  Expected<GuardChain> C =
      GuardChain::build(manual(F, "d", "p", {"b1", "b2", "b3", "b4"}));
  ASSERT_TRUE(!!C) << toString(C.takeError());
  // b3 -> b1 gives [1, 3]; b4 -> b2 gives [2, 4], which overlaps it, so its
  // target moves up to 1 (Section 3.2).
  EXPECT_EQ(C->Units[2].BackTarget, 1u);
  EXPECT_EQ(C->Units[3].BackTarget, 1u);
  EXPECT_FALSE(errorToBool(C->check(C->propagate())));
}

TEST_F(CFGLinearizeTest, LoopMergingKeepsOnlyTheOuterBackGuard) {
  Function &F = parse(Overlap);
  LinearRegion R = manual(F, "d", "p", {"b1", "b2", "b3", "b4"});
  R.MergeLoops = true;
  Expected<GuardChain> C = GuardChain::build(R);
  ASSERT_TRUE(!!C);
  EXPECT_EQ(C->Units[2].BackTarget, 0u);
  EXPECT_EQ(C->Units[3].BackTarget, 1u);
  EXPECT_FALSE(errorToBool(C->check(C->propagate())));
}

TEST_F(CFGLinearizeTest, RegionLeavingItsBoundsIsRefused) {
  Function &F = parse(Fig1);
  // Without b5 the region's b2 and b3 jump to a block that is neither a
  // unit nor the exit.
  Expected<GuardChain> C =
      GuardChain::build(manual(F, "b1", "b6", {"b2", "b3", "b4"}));
  ASSERT_FALSE(!!C);
  EXPECT_NE(toString(C.takeError()).find("leaves the region"),
            std::string::npos);
}

TEST_F(CFGLinearizeTest, PassLeavesNoUnstructuredRegion) {
  for (unsigned Level = 0; Level <= LevelO4; ++Level) {
    Function &F = parse(Fig1);
    CFGLinearizeOptions O;
    O.Level = Level;
    O.Force = true;
    CFGLinearizePass(O).run(F, FAM);
    EXPECT_FALSE(verifyModule(*M, &errs())) << "level " << Level;
    FAM.clear();
    EXPECT_TRUE(FAM.getResult<UnstructuredRegionsAnalysis>(F).Regions.empty())
        << "level " << Level;
    unsigned Guards = 0;
    for (BasicBlock &BB : F)
      Guards += BB.getName().starts_with("lin.guard.");
    EXPECT_GE(Guards, 2u) << "level " << Level;
  }
}

TEST_F(CFGLinearizeTest, CostModelCountsPathsThroughDivergentBranches) {
  Function &F = parse(Fig1);
  Expected<GuardChain> C = GuardChain::build(firstRegion(F));
  ASSERT_TRUE(!!C);
  C->optimize(LevelO4);
  auto Lat = [&](StringRef Name) {
    return (double)SIMTCostModel::blockLatency(*block(F, Name));
  };
  // Every branch divergent: b3 is reached along 2 paths, b5 along 3 (b1 b2
  // b5, b1 b3 b5, b1 b2 b3 b5), b4 along 2; each extra path counts 1/2.
  LinearizeEstimate All = estimateLinearization(
      *C, [](const BasicBlock &) { return true; }, /*TestsFold=*/false);
  EXPECT_DOUBLE_EQ(All.DuplicateCycles,
                   0.5 * Lat("b3") + 1.0 * Lat("b5") + 0.5 * Lat("b4"));
  double Test = SIMTCostModel::latency(InstClass::IntAlu) +
                SIMTCostModel::latency(InstClass::Branch);
  // Guard tests left at O4: b2's (merged into b1), b3's and b5's; b4's
  // folded. Selects: b1, b2, b3 assign one of two ids.
  EXPECT_DOUBLE_EQ(All.GuardCycles,
                   3 * Test + 3 * SIMTCostModel::latency(InstClass::Select));
  // When O4 folds the tests into predicates, each costs its branch and the
  // selects go away.
  LinearizeEstimate Folded = estimateLinearization(
      *C, [](const BasicBlock &) { return true; }, /*TestsFold=*/true);
  EXPECT_DOUBLE_EQ(Folded.DuplicateCycles, All.DuplicateCycles);
  EXPECT_DOUBLE_EQ(Folded.GuardCycles,
                   3 * SIMTCostModel::latency(InstClass::Branch));
  // Uniform branches send whole warps one way: nothing runs twice.
  LinearizeEstimate None = estimateLinearization(
      *C, [](const BasicBlock &) { return false; }, /*TestsFold=*/false);
  EXPECT_DOUBLE_EQ(None.DuplicateCycles, 0.0);
  EXPECT_LT(None.gain(), 0.0);
}

TEST_F(CFGLinearizeTest, CostModelLetsGroupsMeetAtPostDominators) {
  Function &F = parse(Fig1Tail);
  Expected<GuardChain> C = GuardChain::build(
      manual(F, "d", "p", {"b1", "b2", "b3", "b5", "b4", "b6"}));
  ASSERT_TRUE(!!C) << toString(C.takeError());
  C->optimize(LevelO4);
  auto Lat = [&](StringRef Name) {
    return (double)SIMTCostModel::blockLatency(*block(F, Name));
  };
  // b6 is reached along 5 paths but post-dominates its immediate dominator
  // b1: the groups of b1's, b2's and b3's branches meet there, it runs once.
  LinearizeEstimate All = estimateLinearization(
      *C, [](const BasicBlock &) { return true; }, /*TestsFold=*/true);
  EXPECT_DOUBLE_EQ(All.DuplicateCycles,
                   0.5 * Lat("b3") + 1.0 * Lat("b5") + 0.5 * Lat("b4"));
  EXPECT_DOUBLE_EQ(All.SerialCycles, 0.0);
}

TEST_F(CFGLinearizeTest, ParserAcceptsEveryParameter) {
  Expected<CFGLinearizeOptions> O = parseCFGLinearizeOptions(
      "level=2;threshold=3.5;force;max-depth=1;loop-merge;interleave;"
      "no-merge-loops");
  ASSERT_TRUE(!!O) << toString(O.takeError());
  EXPECT_EQ(O->Level, 2u);
  EXPECT_EQ(O->Threshold, 3.5);
  EXPECT_EQ(O->Force, true);
  EXPECT_EQ(O->MaxDepth, 1u);
  EXPECT_EQ(O->LoopMerge, true);
  EXPECT_EQ(O->Interleave, true);
  EXPECT_EQ(O->MergeLoops, false);
  EXPECT_FALSE(!!parseCFGLinearizeOptions("level=7"));
}

} // namespace
