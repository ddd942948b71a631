//===- MeldCleanup.cpp - Post-optimizations after melding -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The post-processing step of DARM Section IV-F (the pre-processing,
/// SSA repair, is RepairSSA.cpp).
///
/// Post-processing removes what melding leaves behind: phis and selects with
/// identical operands, branches with identical successors, empty forwarding
/// blocks and straight-line block chains, using LLVM's Local and
/// BasicBlockUtils helpers.
///
//===----------------------------------------------------------------------===//

#include "MeldCleanup.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/Unpredication.h"

#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

/// The value a phi always yields: its one incoming value besides itself and
/// poison, provided that value dominates the phi (InstSimplify folds
/// phi(X, poison) to X even when X does not dominate, which is not valid
/// here).
static Value *phiValue(PHINode &P, const DominatorTree &DT) {
  Value *Common = nullptr;
  for (Value *V : P.incoming_values()) {
    if (V == &P || isa<PoisonValue>(V) || V == Common)
      continue;
    if (Common)
      return nullptr;
    Common = V;
  }
  if (!Common)
    return PoisonValue::get(P.getType());
  auto *I = dyn_cast<Instruction>(Common);
  if (I && !DT.dominates(I, &P))
    return nullptr;
  return Common;
}

/// Folds phis and selects with one possible value; true on change.
static bool simplifyValues(Function &F, ArrayRef<WeakVH> Blocks,
                           CFGUpdateTracker &CFG) {
  // postOptimize committed the CFG before each round.
  const DominatorTree &DT = CFG.committedDomTree();
  SimplifyQuery Q(F.getDataLayout(), &DT);
  bool Changed = false;
  for (const WeakVH &H : Blocks) {
    auto *BB = cast_or_null<BasicBlock>(H);
    if (!BB)
      continue;
    for (Instruction &I : make_early_inc_range(*BB)) {
      Value *V = nullptr;
      if (auto *P = dyn_cast<PHINode>(&I))
        V = phiValue(*P, DT);
      else if (isa<SelectInst>(I))
        V = simplifyInstruction(&I, Q);
      else
        continue;
      if (V) {
        I.replaceAllUsesWith(V);
        I.eraseFromParent();
        Changed = true;
      } else if (isInstructionTriviallyDead(&I)) {
        I.eraseFromParent();
        Changed = true;
      }
    }
    if (BB->phis().begin() != BB->phis().end())
      Changed |= EliminateDuplicatePHINodes(BB);
  }
  return Changed;
}

/// A branch whose one side is an empty block forwarding to the other side
/// only tells the phis there where a lane came from: replace them with
/// selects on the branch condition and drop the branch (a triangle; what the
/// two exit blocks of Section IV-D become when one side is empty).
static bool foldTriangle(BasicBlock *BB, CFGUpdateTracker &CFG) {
  auto *BI = dyn_cast<BranchInst>(BB->getTerminator());
  if (!BI || !BI->isConditional())
    return false;
  for (unsigned Empty = 0; Empty < 2; ++Empty) {
    BasicBlock *E = BI->getSuccessor(Empty), *J = BI->getSuccessor(1 - Empty);
    if (E == J || E->size() != 1 || E->getSingleSuccessor() != J ||
        E->getSinglePredecessor() != BB || J->hasNPredecessorsOrMore(3) ||
        !J->hasNPredecessors(2))
      continue;
    for (PHINode &P : make_early_inc_range(J->phis())) {
      Value *VB = P.getIncomingValueForBlock(BB);
      Value *VE = P.getIncomingValueForBlock(E);
      Value *T = Empty == 0 ? VE : VB, *F = Empty == 0 ? VB : VE;
      Value *Sel =
          T == F ? T
                 : SelectInst::Create(BI->getCondition(), T, F,
                                      P.getName() + ".sel", BI->getIterator());
      P.replaceAllUsesWith(Sel);
      P.eraseFromParent();
    }
    BranchInst::Create(J, BI->getIterator());
    BI->eraseFromParent();
    CFG.deleteBlock(E);
    return true;
  }
  return false;
}

/// Blocks.front() (the region entry) is folded but never merged away. No
/// edit here needs the dominator trees, so the CFG is committed once after
/// the last call: a block deleted by an earlier call awaits deletion until
/// then (isDeleted) and is skipped.
static bool simplifyCFGLocally(ArrayRef<WeakVH> Blocks, CFGUpdateTracker &CFG) {
  bool Changed = false;
  for (const WeakVH &H : Blocks) {
    auto *BB = cast_or_null<BasicBlock>(H);
    if (!BB || CFG.isDeleted(BB))
      continue;
    Changed |= ConstantFoldTerminator(BB);
    if (!isGuardBranch(BB->getTerminator()) && foldTriangle(BB, CFG))
      return true;
    if (H == Blocks.front() || BB->isEntryBlock())
      continue;
    auto *BI = dyn_cast<BranchInst>(BB->getTerminator());
    if (BI && BI->isUnconditional() && &*BB->getFirstNonPHIIt() == BI &&
        BI->getSuccessor(0) != BB &&
        TryToSimplifyUncondBranchFromEmptyBlock(BB, CFG.deleter()))
      return true; // BB is gone; restart with fresh handles.
    if (MergeBlockIntoPredecessor(BB, CFG.deleter()))
      return true;
  }
  return Changed;
}

void meld::postOptimize(Function &F, ArrayRef<BasicBlock *> Blocks,
                        CFGUpdateTracker &CFG) {
  // Only the dominator tree is asked here; the post-dominator tree catches
  // up when the step ends (CFGUpdateTracker::stepDomTree).
  SmallVector<WeakVH, 32> Handles(Blocks.begin(), Blocks.end());
  CFG.stepDomTree();
  for (unsigned Round = 0; Round < 64; ++Round) {
    bool Changed = simplifyValues(F, Handles, CFG);
    for (unsigned Step = 0; Step < 256 && simplifyCFGLocally(Handles, CFG);
         ++Step)
      Changed = true;
    CFG.stepDomTree();
    for (const WeakVH &H : Handles)
      if (auto *BB = cast_or_null<BasicBlock>(H);
          BB && BB->getSinglePredecessor())
        Changed |= FoldSingleEntryPHINodes(BB);
    if (!Changed)
      return;
  }
}
