//===- LoopPeelAlignTest.cpp - Peeling loops so both sides' ranges agree --===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// alignByPeeling (LoopMeld.h, LoopPeelAlign.cpp) on pairs of loops: which
/// loop it peels, how many iterations, from which end, and the IR it leaves
/// (valid, trees up to date, the guard the peel decides folded); and the
/// pairs it declines, with why.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/LoopMeld.h"

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

/// A kernel whose two sides each run loop AH / BH (rotated, exiting when the
/// induction variable reaches the end, as clang -O3 leaves them); START_A,
/// START_B, END_A, END_B and STEP_B are replaced per test. B's body holds a
/// guard on its induction variable, `j == 0`, like LUD's zero-trip guard.
const char *Template = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  br label %AH
AH:
  %i = phi i32 [ START_A, %A ], [ %i.n, %AH ]
  %sa = phi i32 [ 0, %A ], [ %sa.n, %AH ]
  %sa.n = add i32 %sa, %i
  %i.n = add nsw i32 %i, 1
  %ia = icmp ne i32 %i.n, END_A
  br i1 %ia, label %AH, label %AX
AX:
  br label %J
B:
  br label %BH
BH:
  %j = phi i32 [ START_B, %B ], [ %j.n, %BL ]
  %sb = phi i32 [ 0, %B ], [ %sb.n, %BL ]
  %first = icmp eq i32 %j, 0
  br i1 %first, label %BL, label %BG
BG:
  %sq = mul i32 %j, %j
  br label %BL
BL:
  %v = phi i32 [ 7, %BH ], [ %sq, %BG ]
  %sb.n = add i32 %sb, %v
  %j.n = add nsw i32 %j, STEP_B
  %ib = icmp ne i32 %j.n, END_B
  br i1 %ib, label %BH, label %BX
BX:
  br label %J
J:
  %r = phi i32 [ %sa.n, %AX ], [ %sb.n, %BX ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
)IR";

class LoopPeelAlignTest : public NVPTXTestBase {
protected:
  /// Parses the template with the given bounds and runs alignByPeeling on
  /// loops AH and BH, through a tracker of both trees.
  std::optional<AlignmentPeel> peel(StringRef StartA, StringRef EndA,
                                    StringRef StartB, StringRef EndB,
                                    StringRef StepB = "1") {
    std::string IR = Template;
    for (auto [Key, Value] :
         {std::pair<StringRef, StringRef>{"START_A", StartA},
          {"END_A", EndA},
          {"START_B", StartB},
          {"END_B", EndB},
          {"STEP_B", StepB}})
      for (size_t At; (At = IR.find(Key.str())) != std::string::npos;)
        IR.replace(At, Key.size(), Value.str());
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M);
    if (!M)
      return std::nullopt;
    F = M->getFunction("k");
    DominatorTree DT(*F);
    PostDominatorTree PDT(*F);
    TargetLibraryInfoImpl TLII(M->getTargetTriple());
    TargetLibraryInfo TLI(TLII);
    TargetTransformInfo TTI(M->getDataLayout());
    std::optional<AlignmentPeel> P;
    {
      CFGUpdateTracker CFG(*F, DT, PDT);
      P = alignByPeeling(*F, block(*F, "AH"), block(*F, "BH"), TLI, TTI, CFG,
                         Why);
      CFG.commit();
      EXPECT_TRUE(CFG.verify(errs()));
    }
    EXPECT_FALSE(verifyFunction(*F, &errs()));
    return P;
  }
  Function *F = nullptr;
  std::string Why;
};

TEST_F(LoopPeelAlignTest, PeelsTheFirstIterationOfTheLoopThatStartsEarlier) {
  std::optional<AlignmentPeel> P = peel("1", "16", "0", "16");
  ASSERT_TRUE(P) << Why;
  EXPECT_EQ(P->Side, 1u);
  EXPECT_EQ(P->Count, 1u);
  EXPECT_FALSE(P->Last);
  EXPECT_EQ(P->Header, block(*F, "BH"));
  // The remaining loop starts at 1, like A's, and its guard j == 0 folded:
  // the guarded block is the only way through the body now.
  DominatorTree DT(*F);
  LoopInfo LI(DT);
  Loop *LB = LI.getLoopFor(block(*F, "BH"));
  ASSERT_TRUE(LB);
  PHINode *J = &*block(*F, "BH")->phis().begin();
  for (BasicBlock *Pred : predecessors(block(*F, "BH")))
    if (!LB->contains(Pred)) {
      auto *Start = dyn_cast<ConstantInt>(J->getIncomingValueForBlock(Pred));
      ASSERT_TRUE(Start);
      EXPECT_EQ(Start->getZExtValue(), 1u);
    }
  for (BasicBlock *BB : LB->blocks())
    for (Instruction &I : *BB)
      if (auto *C = dyn_cast<ICmpInst>(&I)) {
        EXPECT_NE(C->getOperand(1),
                  ConstantInt::get(C->getType()->getContext(), APInt(32, 0)))
            << "the guard j == 0 is still in the loop";
      }
}

TEST_F(LoopPeelAlignTest, PeelsTheFirstSidesLoopWhenItStartsEarlier) {
  std::optional<AlignmentPeel> P = peel("0", "16", "2", "16");
  ASSERT_TRUE(P) << Why;
  EXPECT_EQ(P->Side, 0u);
  EXPECT_EQ(P->Count, 2u);
  EXPECT_FALSE(P->Last);
}

TEST_F(LoopPeelAlignTest, PeelsTheLastIterationOfTheLoopThatEndsLater) {
  std::optional<AlignmentPeel> P = peel("0", "12", "0", "11");
  ASSERT_TRUE(P) << Why;
  EXPECT_EQ(P->Side, 0u);
  EXPECT_EQ(P->Count, 1u);
  EXPECT_TRUE(P->Last);
  // A's loop now runs 11 iterations, then one more outside it.
  DominatorTree DT(*F);
  LoopInfo LI(DT);
  Loop *LA = LI.getLoopFor(block(*F, "AH"));
  ASSERT_TRUE(LA);
  auto *Exit = cast<ICmpInst>(
      cast<BranchInst>(LA->getLoopLatch()->getTerminator())->getCondition());
  EXPECT_EQ(cast<ConstantInt>(Exit->getOperand(1))->getZExtValue(), 11u);
}

TEST_F(LoopPeelAlignTest, PeelsOneLastIterationAtMost) {
  // LLVM's peeler gets the exit values wrong for more.
  EXPECT_FALSE(peel("0", "12", "0", "10"));
  EXPECT_NE(Why.find("peeler cannot"), std::string::npos) << Why;
}

TEST_F(LoopPeelAlignTest, DeclinesRangesThreeIterationsApart) {
  EXPECT_FALSE(peel("3", "%n", "0", "%n"));
  EXPECT_NE(Why.find("not 1 to 2 iterations apart"), std::string::npos) << Why;
}

TEST_F(LoopPeelAlignTest, DeclinesLoopsThatStepDifferently) {
  EXPECT_FALSE(peel("1", "%n", "0", "%n", "2"));
  EXPECT_NE(Why.find("do not step alike"), std::string::npos) << Why;
}

TEST_F(LoopPeelAlignTest, DeclinesRangesApartAtBothEnds) {
  EXPECT_FALSE(peel("1", "12", "0", "10"));
  EXPECT_NE(Why.find("iterations apart"), std::string::npos) << Why;
}

TEST_F(LoopPeelAlignTest, PeelsWhenTheEndIsOnlyKnownAtRunTime) {
  std::optional<AlignmentPeel> P = peel("1", "%n", "0", "%n");
  ASSERT_TRUE(P) << Why;
  EXPECT_EQ(P->Side, 1u);
  EXPECT_EQ(P->Count, 1u);
}

TEST_F(LoopPeelAlignTest, DeclinesRangesThatAreTheSame) {
  EXPECT_FALSE(peel("0", "%n", "0", "%n"));
  EXPECT_NE(Why.find("iterations apart"), std::string::npos) << Why;
}

} // namespace
