//===- CFGUpdateTracker.cpp - Incremental dominator tree upkeep -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The edge diff between two commits, handed to LLVM's incremental dominator
/// tree updater (see CFGUpdateTracker.h).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

using BlockSet = SmallSetVector<BasicBlock *, 4>;

static BlockSet distinctSuccessors(BasicBlock &BB) {
  BlockSet Out;
  for (BasicBlock *S : successors(&BB))
    Out.insert(S);
  return Out;
}

CFGUpdateTracker::CFGUpdateTracker(Function &F, DominatorTree &DT,
                                   PostDominatorTree &PDT)
    : CFGUpdateTracker(F, DT, &PDT) {}

CFGUpdateTracker::CFGUpdateTracker(Function &F, DominatorTree &DT)
    : CFGUpdateTracker(F, DT, nullptr) {}

CFGUpdateTracker::CFGUpdateTracker(Function &F, DominatorTree &DT,
                                   PostDominatorTree *PDT)
    : F(F), DT(DT), PDT(PDT), Deleter(static_cast<DominatorTree *>(nullptr),
                                      static_cast<PostDominatorTree *>(nullptr),
                                      DomTreeUpdater::UpdateStrategy::Lazy) {
  snapshot();
}

void CFGUpdateTracker::snapshot() {
  Succs.clear();
  for (BasicBlock &BB : F) {
    BlockSet S = distinctSuccessors(BB);
    Succs[&BB].assign(S.begin(), S.end());
  }
}

void CFGUpdateTracker::deleteBlock(BasicBlock *BB) { Deleter.deleteBB(BB); }

/// Whether the distinct successors of \p BB, in order, are \p Old: each
/// successor is the next one of \p Old or a repeat of one already seen.
/// Checked without building a set, since commit() asks it of every block.
static bool sameSuccessors(BasicBlock &BB, ArrayRef<BasicBlock *> Old) {
  size_t Seen = 0;
  for (BasicBlock *S : successors(&BB)) {
    if (Seen < Old.size() && Old[Seen] == S)
      ++Seen;
    else if (!is_contained(Old.take_front(Seen), S))
      return false;
  }
  return Seen == Old.size();
}

/// Appends the updates that turn \p Old into \p Now for the edges from \p BB.
static void diffEdges(BasicBlock *BB, ArrayRef<BasicBlock *> Old,
                      const BlockSet &Now,
                      SmallVectorImpl<DominatorTree::UpdateType> &Updates) {
  SmallPtrSet<BasicBlock *, 8> OldSet(Old.begin(), Old.end());
  for (BasicBlock *S : Now)
    if (!OldSet.count(S))
      Updates.push_back({DominatorTree::Insert, BB, S});
  for (BasicBlock *S : Old)
    if (!Now.contains(S))
      Updates.push_back({DominatorTree::Delete, BB, S});
}

unsigned CFGUpdateTracker::update(bool WithPDT) {
  SmallVector<DominatorTree::UpdateType, 16> Updates;
  SmallVector<BasicBlock *, 8> Changed, Dead;
  for (BasicBlock &BB : F) {
    auto It = Succs.find(&BB);
    ArrayRef<BasicBlock *> Old;
    if (It != Succs.end())
      Old = It->second;
    // The common case: an untouched block.
    if (!sameSuccessors(BB, Old)) {
      diffEdges(&BB, Old, distinctSuccessors(BB), Updates);
      Changed.push_back(&BB);
    }
    if (Deleter.isBBPendingDeletion(&BB))
      Dead.push_back(&BB);
  }
  // The post-dominator tree is behind from the first edit it does not see
  // until it is recalculated (its nodes may name freed blocks meanwhile).
  PDTBehind |= !WithPDT && (!Updates.empty() || !Dead.empty());
  bool UpdatePDT = PDT && !PDTBehind;
  if (!Updates.empty()) {
    DT.applyUpdates(Updates);
    if (UpdatePDT)
      PDT->applyUpdates(Updates);
  }
  // A deleted block has no edges left: unreachable in DT (already dropped
  // there) and an isolated root of PDT.
  for (BasicBlock *BB : Dead) {
    if (DT.getNode(BB))
      DT.eraseNode(BB);
    if (UpdatePDT && PDT->getNode(BB))
      PDT->eraseNode(BB);
  }
  // The snapshot follows the changed blocks only; the deleted ones leave it
  // before they are freed.
  for (BasicBlock *BB : Changed) {
    BlockSet S = distinctSuccessors(*BB);
    Succs[BB].assign(S.begin(), S.end());
  }
  for (BasicBlock *BB : Dead)
    Succs.erase(BB);
  Deleter.flush();
  if (WithPDT && PDTBehind) {
    if (PDT)
      PDT->recalculate(F);
    PDTBehind = false;
  }
  return Updates.size();
}

unsigned CFGUpdateTracker::commit() { return update(/*WithPDT=*/true); }

DominatorTree &CFGUpdateTracker::stepDomTree() {
  update(/*WithPDT=*/false);
  return DT;
}

DominatorTree &CFGUpdateTracker::domTree() {
  commit();
  return DT;
}

const DominatorTree &CFGUpdateTracker::committedDomTree() {
  if (verifyEachStep()) {
    bool Pending = Deleter.hasPendingDeletedBB();
    StaleQuery |= commit() > 0 || Pending;
  }
  return DT;
}

bool CFGUpdateTracker::verify(raw_ostream &OS) {
  commit();
  if (StaleQuery) {
    StaleQuery = false;
    OS << "dominator tree of '" << F.getName()
       << "' queried as committed after an uncommitted CFG edit\n";
    return false;
  }
  DominatorTree FreshDT(F);
  if (DT.compare(FreshDT)) {
    OS << "dominator tree of '" << F.getName()
       << "' is out of date after incremental updates\n";
    return false;
  }
  if (!PDT)
    return true;
  PostDominatorTree FreshPDT(F);
  if (PDT->compare(FreshPDT)) {
    OS << "post-dominator tree of '" << F.getName()
       << "' is out of date after incremental updates\n";
    return false;
  }
  return true;
}
