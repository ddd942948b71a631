//===- CFGUpdateTrackerTest.cpp - Tests for incremental tree upkeep -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Hand-made edges, new blocks, deferred deletions and LLVM utilities given
/// the tracker's deleter all end in trees equal to freshly computed ones; a
/// change the tracker did not see is caught by verify(); repeated successors
/// (switch cases) are no change. committedDomTree() does not look for edits
/// (no edit: the tree as it is; an edit: still the old tree) and, with
/// -lockstep-verify-steps, turns an edit it should have seen into a failing
/// verify(). stepDomTree() updates the dominator tree only; the next commit
/// recalculates the post-dominator tree.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "../../Support/NVPTXTestBase.h"

#include "lockstep/Support/Options.h"

#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace lockstep;

namespace {

class CFGUpdateTrackerTest : public NVPTXTestBase {};

// A diamond A -> {B, C} -> D followed by a straight line D -> E -> X.
const char *Diamond = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i1 %c, ptr addrspace(1) %p) {
A:
  br i1 %c, label %B, label %C
B:
  store i32 1, ptr addrspace(1) %p
  br label %D
C:
  store i32 2, ptr addrspace(1) %p
  br label %D
D:
  br label %E
E:
  store i32 3, ptr addrspace(1) %p
  br label %X
X:
  ret void
}
)IR";

TEST_F(CFGUpdateTrackerTest, FollowsEditsAndDeletions) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *A = block(F, "A"), *B = block(F, "B"), *C = block(F, "C"),
             *D = block(F, "D"), *E = block(F, "E");

  // Route A's false edge through a new block N that skips C: C is dead.
  BasicBlock *N = BasicBlock::Create(Ctx, "N", &F, D);
  BranchInst::Create(D, N);
  A->getTerminator()->replaceSuccessorWith(C, N);
  C->getTerminator()->eraseFromParent();
  new UnreachableInst(Ctx, C);
  CFG.deleteBlock(C);
  EXPECT_TRUE(CFG.isDeleted(C));
  // E merges into D through the deleter: deferred as well.
  EXPECT_TRUE(MergeBlockIntoPredecessor(E, CFG.deleter()));
  EXPECT_TRUE(CFG.isDeleted(E));

  EXPECT_GT(CFG.commit(), 0u);
  EXPECT_EQ(block(F, "C"), nullptr); // Freed at the commit.
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  EXPECT_FALSE(PDT.compare(PostDominatorTree(F)));
  EXPECT_EQ(DT.getNode(D)->getIDom()->getBlock(), A);
  EXPECT_EQ(PDT.getNode(B)->getIDom()->getBlock(), D);
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
  EXPECT_EQ(CFG.commit(), 0u); // Nothing new.
}

TEST_F(CFGUpdateTrackerTest, VerifyCatchesAnUnseenChange) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  // The trees are computed before the edit, the tracker's snapshot after it:
  // the edit A -> C becoming A -> D is invisible to the tracker.
  BasicBlock *A = block(F, "A"), *C = block(F, "C"), *D = block(F, "D");
  A->getTerminator()->replaceSuccessorWith(C, D);
  CFGUpdateTracker CFG(F, DT, PDT);
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_FALSE(CFG.verify(OS));
  EXPECT_NE(Msg.find("out of date"), std::string::npos) << Msg;
  // Leave the function as the trees expect so the destructor's commit is a
  // no-op on a consistent state.
  A->getTerminator()->replaceSuccessorWith(D, C);
}

// commit() compares each block's distinct successors, in order, with the
// snapshot without building sets: repeated switch targets are no change,
// while a new target or a dropped one is.
const char *Switch = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %p) {
A:
  switch i32 %v, label %B [ i32 1, label %B
                            i32 2, label %C
                            i32 3, label %B ]
B:
  store i32 1, ptr addrspace(1) %p
  br label %X
C:
  store i32 2, ptr addrspace(1) %p
  br label %X
X:
  ret void
}
)IR";

TEST_F(CFGUpdateTrackerTest, RepeatedSuccessorsAreNoChange) {
  Function &F = parse(Switch);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  auto *SI = cast<SwitchInst>(block(F, "A")->getTerminator());
  BasicBlock *B = block(F, "B"), *C = block(F, "C"), *X = block(F, "X");
  // One more case to B, one fewer: the distinct successors stay B, C.
  auto *Ty = cast<IntegerType>(SI->getCondition()->getType());
  SI->addCase(ConstantInt::get(Ty, 4), B);
  SI->removeCase(SI->findCaseValue(ConstantInt::get(Ty, 3)));
  EXPECT_EQ(CFG.commit(), 0u);
  // Case 2 to X: C is no longer a successor, X is one.
  SI->findCaseValue(
        ConstantInt::get(cast<IntegerType>(SI->getCondition()->getType()), 2))
      ->setSuccessor(X);
  EXPECT_EQ(CFG.commit(), 2u);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  EXPECT_FALSE(PDT.compare(PostDominatorTree(F)));
  // Back to C, then the default to C and every B case to C: B is gone.
  SI->findCaseValue(
        ConstantInt::get(cast<IntegerType>(SI->getCondition()->getType()), 2))
      ->setSuccessor(C);
  EXPECT_EQ(CFG.commit(), 2u);
  SI->setDefaultDest(C);
  for (auto Case : SI->cases())
    Case.setSuccessor(C);
  EXPECT_EQ(CFG.commit(), 1u);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  EXPECT_FALSE(PDT.compare(PostDominatorTree(F)));
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
}

TEST_F(CFGUpdateTrackerTest, CommittedTreeWithoutEditsIsCurrent) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *A = block(F, "A"), *D = block(F, "D");
  // No edit since the last commit: the tree equals a fresh one.
  const DominatorTree &T = CFG.committedDomTree();
  EXPECT_EQ(&T, &DT);
  EXPECT_FALSE(T.compare(DominatorTree(F)));
  EXPECT_EQ(T.getNode(D)->getIDom()->getBlock(), A);
  EXPECT_EQ(CFG.commit(), 0u);
}

TEST_F(CFGUpdateTrackerTest, CommittedTreeDoesNotLookForEdits) {
  bool Verify = verifyEachStep();
  setVerifyEachStep(false);
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *A = block(F, "A"), *C = block(F, "C"), *D = block(F, "D");
  // A -> C becomes A -> D: the committed tree still has D below A through
  // the diamond only, since nothing scanned the function.
  A->getTerminator()->replaceSuccessorWith(C, D);
  const DominatorTree &T = CFG.committedDomTree();
  EXPECT_TRUE(T.compare(DominatorTree(F)));
  // The next commit finds the edit (A -> D in, A -> C out) and is current.
  EXPECT_EQ(CFG.commit(), 2u);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg; // A commit came before verify().
  A->getTerminator()->replaceSuccessorWith(D, C);
  setVerifyEachStep(Verify);
}

TEST_F(CFGUpdateTrackerTest, VerifyCatchesAnEditBeforeACommittedQuery) {
  bool Verify = verifyEachStep();
  setVerifyEachStep(true);
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *A = block(F, "A"), *C = block(F, "C"), *D = block(F, "D");
  A->getTerminator()->replaceSuccessorWith(C, D);
  // Checked: the query commits, so the answer is current, and the misuse
  // (an edit the caller said there was none of) fails verify() once.
  EXPECT_FALSE(CFG.committedDomTree().compare(DominatorTree(F)));
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_FALSE(CFG.verify(OS));
  EXPECT_NE(Msg.find("uncommitted CFG edit"), std::string::npos) << Msg;
  Msg.clear();
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
  // No edit: no complaint.
  CFG.committedDomTree();
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
  setVerifyEachStep(Verify);
}

// The snapshot follows the changed blocks: after one commit only the
// changed block's successors are re-read, and a later edit of an untouched
// block, a new block and a freed block are all still seen.
TEST_F(CFGUpdateTrackerTest, SnapshotFollowsSuccessiveCommits) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *B = block(F, "B"), *C = block(F, "C"), *D = block(F, "D"),
             *E = block(F, "E");
  B->getTerminator()->setSuccessor(0, E); // B -> E: D below C only.
  EXPECT_EQ(CFG.commit(), 2u);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  BasicBlock *N = BasicBlock::Create(Ctx, "N", &F, D);
  BranchInst::Create(D, N);
  C->getTerminator()->setSuccessor(0, N); // C -> N -> D.
  EXPECT_EQ(CFG.commit(), 3u);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  EXPECT_FALSE(PDT.compare(PostDominatorTree(F)));
  // N merges into C through the deleter: freed at the commit.
  EXPECT_TRUE(MergeBlockIntoPredecessor(N, CFG.deleter()));
  EXPECT_GT(CFG.commit(), 0u);
  EXPECT_EQ(block(F, "N"), nullptr);
  EXPECT_EQ(CFG.commit(), 0u);
  EXPECT_EQ(DT.getNode(D)->getIDom()->getBlock(), C);
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
}

// stepDomTree(): the dominator tree follows (deleted blocks are freed), the
// post-dominator tree waits for the next commit, which recalculates it.
TEST_F(CFGUpdateTrackerTest, StepDomTreeLeavesPostDomTreeToCommit) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CFGUpdateTracker CFG(F, DT, PDT);
  BasicBlock *A = block(F, "A"), *B = block(F, "B"), *D = block(F, "D"),
             *E = block(F, "E");
  // B -> E: E's immediate dominator becomes A, B's post-dominator E.
  B->getTerminator()->setSuccessor(0, E);
  DominatorTree &T = CFG.stepDomTree();
  EXPECT_EQ(&T, &DT);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  EXPECT_EQ(DT.getNode(E)->getIDom()->getBlock(), A);
  EXPECT_TRUE(PDT.compare(PostDominatorTree(F))); // Behind.
  // Back to B -> D, and E merges into D: stepDomTree frees it at once.
  B->getTerminator()->setSuccessor(0, D);
  EXPECT_TRUE(MergeBlockIntoPredecessor(E, CFG.deleter()));
  CFG.stepDomTree();
  EXPECT_EQ(block(F, "E"), nullptr);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  // No edit since: the commit still brings the post-dominator tree back.
  EXPECT_EQ(CFG.commit(), 0u);
  EXPECT_FALSE(PDT.compare(PostDominatorTree(F)));
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
}

// Without a post-dominator tree the dominator tree is kept all the same.
TEST_F(CFGUpdateTrackerTest, DominatorTreeAlone) {
  Function &F = parse(Diamond);
  DominatorTree DT(F);
  CFGUpdateTracker CFG(F, DT);
  BasicBlock *B = block(F, "B"), *D = block(F, "D"), *E = block(F, "E");
  B->getTerminator()->setSuccessor(0, E);
  CFG.stepDomTree();
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  B->getTerminator()->setSuccessor(0, D);
  EXPECT_TRUE(MergeBlockIntoPredecessor(E, CFG.deleter()));
  EXPECT_GT(CFG.commit(), 0u);
  EXPECT_EQ(block(F, "E"), nullptr);
  EXPECT_FALSE(DT.compare(DominatorTree(F)));
  std::string Msg;
  raw_string_ostream OS(Msg);
  EXPECT_TRUE(CFG.verify(OS)) << Msg;
}

} // namespace
