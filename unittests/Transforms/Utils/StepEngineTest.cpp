//===- StepEngineTest.cpp - Tests for the shared step engine --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The step engine repeats rounds to a fixpoint or its bound, keeps the
/// dominator trees right across steps, emits the skipped decisions of the
/// final round only at a fixpoint (at the bound, one StepLimit remark
/// instead), and emits transformed decisions as records.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/StepEngine.h"

#include "../../Support/NVPTXTestBase.h"

#include "lockstep/Support/DecisionRecord.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

namespace {

// Two divergent diamonds in a row, on the thread index.
const char *TwoDiamonds = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %t1, label %f1
t1:
  store i32 1, ptr addrspace(1) %p
  br label %j1
f1:
  store i32 2, ptr addrspace(1) %p
  br label %j1
j1:
  %d = icmp ult i32 %tid, 3
  br i1 %d, label %t2, label %f2
t2:
  store i32 3, ptr addrspace(1) %p
  br label %j2
f2:
  store i32 4, ptr addrspace(1) %p
  br label %j2
j2:
  ret void
}
)IR";

class StepEngineTest : public NVPTXTestBase {
protected:
  std::vector<DecisionRecord> Records;

  /// A step: the branch of \p BB always goes to its first successor; the
  /// other side is deleted through the engine's tracker.
  static bool takeFirst(BasicBlock &BB, StepEngine &E) {
    auto *BI = cast<BranchInst>(BB.getTerminator());
    BasicBlock *Dead = BI->getSuccessor(1);
    BranchInst::Create(BI->getSuccessor(0), BI->getIterator());
    BI->eraseFromParent();
    E.cfg().deleteBlock(Dead);
    return true;
  }

  static unsigned countConditional(Function &F) {
    unsigned N = 0;
    for (BasicBlock &BB : F)
      if (auto *BI = dyn_cast<BranchInst>(BB.getTerminator()))
        N += BI->isConditional();
    return N;
  }
};

TEST_F(StepEngineTest, StepsToFixpointWithTreesUpToDate) {
  Function &F = parse(TwoDiamonds);
  DecisionCollector Collect(Ctx, "step-test", Records);
  StepEngine E(F, FAM, "step-test");
  unsigned Rounds = 0;
  bool Changed = E.run(10, [&] {
    ++Rounds;
    for (BasicBlock &BB : F)
      if (auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
          BI && BI->isConditional())
        return takeFirst(BB, E);
    return false;
  });
  EXPECT_TRUE(Changed);
  EXPECT_EQ(Rounds, 3u); // Two steps, then the round that finds none.
  EXPECT_EQ(countConditional(F), 0u);
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(E.cfg().verify(OS)) << Msg;
  EXPECT_FALSE(verifyFunction(F, &errs()));
  EXPECT_TRUE(Records.empty());
}

TEST_F(StepEngineTest, SkippedDecisionsOfTheFinalRoundAtFixpoint) {
  Function &F = parse(TwoDiamonds);
  DecisionCollector Collect(Ctx, "step-test", Records);
  StepEngine E(F, FAM, "step-test");
  unsigned Offered = 0;
  bool Changed = E.runOnDivergentBranches(10, [&](BasicBlock &BB) {
    ++Offered;
    E.skip(BB.getTerminator(), "NotTested", "test-skip",
           "skipped " + BB.getName(), Offered);
    return false;
  });
  EXPECT_FALSE(Changed);
  EXPECT_EQ(Offered, 2u); // One round over both divergent branches.
  ASSERT_EQ(Records.size(), 2u);
  EXPECT_EQ(Records[0].Region, "%entry");
  EXPECT_EQ(Records[1].Region, "%j1");
  for (const DecisionRecord &R : Records) {
    EXPECT_EQ(R.Pass, "step-test");
    EXPECT_FALSE(R.Transformed);
    EXPECT_EQ(R.Reason, "test-skip");
    EXPECT_EQ(R.RemarkName, "NotTested");
  }
  EXPECT_EQ(Records[0].Message, "skipped entry");
  EXPECT_EQ(Records[1].EstimatedGain, std::optional<double>(2));
}

/// Skips the branch of %entry, transforms the one of %j1 while it is there.
static bool skipEntryTakeJ1(BasicBlock &BB, StepEngine &E) {
  if (BB.getName() == "entry") {
    E.skip(BB.getTerminator(), "NotTested", "test-skip", "skipped");
    return false;
  }
  auto *BI = cast<BranchInst>(BB.getTerminator());
  BasicBlock *Dead = BI->getSuccessor(1);
  BranchInst::Create(BI->getSuccessor(0), BI->getIterator());
  BI->eraseFromParent();
  E.cfg().deleteBlock(Dead);
  return true;
}

TEST_F(StepEngineTest, IterationBoundDropsSkippedDecisions) {
  Function &F = parse(TwoDiamonds);
  DecisionCollector Collect(Ctx, "step-test", Records);
  {
    StepEngine E(F, FAM, "step-test");
    // The bound is hit by the round that made the step: its skip of %entry
    // described the IR before that step and is dropped. One StepLimit
    // record on the function says why.
    EXPECT_TRUE(E.runOnDivergentBranches(
        1, [&](BasicBlock &BB) { return skipEntryTakeJ1(BB, E); }));
  }
  ASSERT_EQ(Records.size(), 1u);
  EXPECT_EQ(Records[0].RemarkName, "StepLimit");
  EXPECT_EQ(Records[0].Reason, decision::StepLimitReason);
  EXPECT_FALSE(Records[0].Transformed);
  EXPECT_EQ(Records[0].Message,
            "stopped after 1 transformations (the pass's step limit): "
            "branches left, if any, were not examined and have no remark");
  StepEngine E(F, FAM, "step-test");
  // Now %j1 is gone: the next run reaches its fixpoint and reports %entry,
  // with no second StepLimit.
  EXPECT_FALSE(E.runOnDivergentBranches(
      5, [&](BasicBlock &BB) { return skipEntryTakeJ1(BB, E); }));
  ASSERT_EQ(Records.size(), 2u);
  EXPECT_EQ(Records[1].Region, "%entry");
  EXPECT_NE(Records[1].Reason, decision::StepLimitReason);
}

TEST_F(StepEngineTest, TransformedDecisionRecord) {
  Function &F = parse(TwoDiamonds);
  DecisionCollector Collect(Ctx, "step-test", Records);
  StepEngine E(F, FAM, "step-test");
  BasicBlock &Entry = F.getEntryBlock();
  OptimizationRemark Rem("step-test", "Done", Entry.getTerminator());
  E.transformed(Rem, Entry, "done-it", 1.5,
                [](OptimizationRemark &R) { R << "did it"; });
  ASSERT_EQ(Records.size(), 1u);
  EXPECT_TRUE(Records[0].Transformed);
  EXPECT_EQ(Records[0].Reason, "done-it");
  EXPECT_EQ(Records[0].Message, "did it");
  EXPECT_EQ(Records[0].EstimatedGain, std::optional<double>(1.5));
  EXPECT_EQ(Records[0].Block, &Entry);
}

// Prose only remarks show may be skipped exactly when no remark of the pass
// can be emitted.
TEST_F(StepEngineTest, RemarksWantedOnlyWhenEnabled) {
  Function &F = parse(TwoDiamonds);
  {
    StepEngine E(F, FAM, "step-test");
    EXPECT_FALSE(E.remarksWanted());
  }
  DecisionCollector Collect(Ctx, "step-test", Records);
  StepEngine E(F, FAM, "step-test");
  EXPECT_TRUE(E.remarksWanted());
}

} // namespace
