//===- UnreachableEdgesTest.cpp - Tests for dead-end edge folding ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which blocks are dead ends, and that folding the edges into them leaves
/// valid IR (phi entries per edge, branch weights) and gives the divergent
/// region around them an immediate post-dominator.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/UnreachableEdges.h"

#include "../../Support/NVPTXTestBase.h"

#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

namespace {

class UnreachableEdgesTest : public NVPTXTestBase {
protected:
  SmallVector<FoldedTerminator, 2> fold(Function &F) {
    DomTreeUpdater DTU(static_cast<DominatorTree *>(nullptr),
                       DomTreeUpdater::UpdateStrategy::Eager);
    auto R = foldUnreachableEdgesBelowDivergence(
        F, FAM.getResult<DominatorTreeAnalysis>(F),
        FAM.getResult<LockstepUniformityAnalysis>(F), DTU);
    FAM.invalidate(F, PreservedAnalyses::none());
    return R;
  }
};

const char *Blocks = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %Quiet, label %Loud
Quiet:
  %x = add i32 %n, 1
  br i1 %c, label %U, label %U2
Loud:
  store i32 0, ptr addrspace(1) %out
  br label %U
U:
  unreachable
U2:
  %y = mul i32 %n, 3
  unreachable
Trap:
  call void @llvm.trap()
  unreachable
Loop:
  br label %Loop
}
)IR";

TEST_F(UnreachableEdgesTest, DeadEndsAreQuietPathsToUnreachable) {
  Function &F = parse(Blocks);
  DeadEnds DE(F);
  EXPECT_TRUE(DE.contains(block(F, "U")));
  EXPECT_TRUE(DE.contains(block(F, "U2")));
  EXPECT_TRUE(DE.contains(block(F, "Quiet")));
  EXPECT_FALSE(DE.contains(block(F, "Loud"))) << "a store is a side effect";
  EXPECT_FALSE(DE.contains(block(F, "Trap"))) << "a trap is a side effect";
  EXPECT_FALSE(DE.contains(block(F, "Loop"))) << "a loop never ends";
  EXPECT_FALSE(DE.contains(block(F, "entry")));
  EXPECT_TRUE(DE.hasEdgeInto(*block(F, "entry")->getTerminator()));
  EXPECT_TRUE(DE.hasEdgeInto(*block(F, "Loud")->getTerminator()));
}

// clang -O3's shape for `if (t < n) switch (op[t] & 3) { all four cases }`.
const char *Covered = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %op, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %S, label %R
S:
  %p = getelementptr i32, ptr addrspace(1) %op, i32 %tid
  %v = load i32, ptr addrspace(1) %p
  %sel = and i32 %v, 3
  switch i32 %sel, label %U [
    i32 0, label %A
    i32 1, label %B
    i32 2, label %B
    i32 3, label %A
  ]
A:
  %pa = phi i32 [ 1, %S ], [ 1, %S ]
  br label %J
B:
  %pb = phi i32 [ 2, %S ], [ 2, %S ]
  br label %J
U:
  unreachable
J:
  %r = phi i32 [ %pa, %A ], [ %pb, %B ]
  store i32 %r, ptr addrspace(1) %out
  br label %R
R:
  ret void
}
)IR";

TEST_F(UnreachableEdgesTest, CoveredSwitchGetsAPostDominator) {
  Function &F = parse(Covered);
  for (const DivergentRegion &R : regions(F).Regions)
    EXPECT_EQ(R.Exit, nullptr) << "the unreachable default is an exit";

  auto Folded = fold(F);
  ASSERT_EQ(Folded.size(), 1u);
  EXPECT_EQ(Folded[0].EdgesRemoved, 1u);
  EXPECT_EQ(static_cast<Value *>(Folded[0].NewDefault), block(F, "A"))
      << "first of the tie";
  EXPECT_FALSE(verifyFunction(F, &errs()));
  EXPECT_EQ(block(F, "U"), nullptr) << "the orphaned dead end is deleted";

  auto *SI = cast<SwitchInst>(block(F, "S")->getTerminator());
  EXPECT_EQ(SI->getDefaultDest(), block(F, "A"));
  EXPECT_EQ(SI->getNumCases(), 2u);
  EXPECT_EQ(cast<PHINode>(block(F, "A")->front()).getNumIncomingValues(), 1u);
  EXPECT_EQ(cast<PHINode>(block(F, "B")->front()).getNumIncomingValues(), 2u);

  const DivergentRegionInfo &After = regions(F);
  ASSERT_EQ(After.Regions.size(), 2u);
  EXPECT_EQ(After.Regions[0].Exit, block(F, "R"));
  EXPECT_EQ(After.Regions[1].Exit, block(F, "J"));
  EXPECT_TRUE(After.Regions[1].Meldable) << After.Regions[1].Reason;
}

// A live default and dead cases only (unoptimized IR): the switch becomes a
// branch to the default.
const char *DeadCases = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %tid, label %D [
    i32 0, label %U
    i32 1, label %U
  ]
D:
  store i32 %tid, ptr addrspace(1) %out
  ret void
U:
  unreachable
}
)IR";

TEST_F(UnreachableEdgesTest, SwitchWithOnlyDeadCasesBecomesABranch) {
  Function &F = parse(DeadCases);
  auto Folded = fold(F);
  ASSERT_EQ(Folded.size(), 1u);
  EXPECT_EQ(Folded[0].EdgesRemoved, 2u);
  EXPECT_EQ(static_cast<Value *>(Folded[0].NewDefault), nullptr)
      << "the default was live";
  EXPECT_FALSE(verifyFunction(F, &errs()));
  auto *BI = dyn_cast<BranchInst>(block(F, "entry")->getTerminator());
  ASSERT_NE(BI, nullptr);
  EXPECT_TRUE(BI->isUnconditional());
  EXPECT_EQ(BI, static_cast<Value *>(Folded[0].Term));
  EXPECT_EQ(block(F, "U"), nullptr);
}

// A fold no transformation touched goes back to what clang wrote.
TEST_F(UnreachableEdgesTest, UntouchedFoldIsRestored) {
  Function &F = parse(Covered);
  std::string Before;
  raw_string_ostream OS(Before);
  F.print(OS);
  auto Folded = fold(F);
  ASSERT_EQ(Folded.size(), 1u);
  EXPECT_TRUE(restoreFold(Folded[0]));
  EXPECT_FALSE(verifyFunction(F, &errs()));
  std::string After;
  raw_string_ostream OS2(After);
  F.print(OS2);
  EXPECT_EQ(Before, After);
}

// A fold whose terminator a transformation changed stays.
TEST_F(UnreachableEdgesTest, TouchedFoldStays) {
  Function &F = parse(Covered);
  auto Folded = fold(F);
  ASSERT_EQ(Folded.size(), 1u);
  auto *SI = cast<SwitchInst>(block(F, "S")->getTerminator());
  // A step gave the switch another selector (as melding two switches
  // would): values the old one never took may reach the default now.
  SI->setCondition(ConstantInt::get(Type::getInt32Ty(Ctx), 7));
  EXPECT_FALSE(restoreFold(Folded[0]));
  EXPECT_EQ(block(F, "U"), nullptr);
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

TEST_F(UnreachableEdgesTest, UniformFunctionIsLeftAlone) {
  std::string IR = Covered;
  // No thread index: every branch is uniform in a kernel.
  IR.replace(IR.find("%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"),
             strlen("%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"),
             "%tid = add i32 %n, 0");
  Function &F = parse(IR);
  EXPECT_TRUE(fold(F).empty());
  EXPECT_NE(block(F, "U"), nullptr);
}

} // namespace
