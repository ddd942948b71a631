//===- CFGUpdateTracker.h - Incremental dominator tree upkeep ---*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Keeps a function's DominatorTree and PostDominatorTree up to date across
/// the CFG edits of one melding step without recomputing them: the step edits
/// the CFG freely (hand-made branches, LLVM's BasicBlockUtils and Local
/// helpers), and commit() hands the net edge changes since the previous
/// commit to DominatorTree::applyUpdates, LLVM's incremental (SemiNCA batch)
/// updater, for both trees.
///
/// Deleted blocks must outlive the trees' knowledge of them, so a step never
/// frees a block itself: it calls deleteBlock(), or passes deleter() to an
/// LLVM utility that takes a DomTreeUpdater (MergeBlockIntoPredecessor,
/// DeleteDeadBlocks, ...). That updater has no trees and only defers the
/// deletion; commit() removes the blocks from the trees, then frees them.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_CFGUPDATETRACKER_H
#define LOCKSTEP_TRANSFORMS_UTILS_CFGUPDATETRACKER_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/DomTreeUpdater.h"

namespace llvm {
class BasicBlock;
class DominatorTree;
class Function;
class PostDominatorTree;
class raw_ostream;
} // namespace llvm

namespace lockstep {

class CFGUpdateTracker {
public:
  /// \p DT and \p PDT must be up to date for \p F now.
  CFGUpdateTracker(llvm::Function &F, llvm::DominatorTree &DT,
                   llvm::PostDominatorTree &PDT);
  /// Keeps \p DT alone up to date: for work on a scratch copy of a function
  /// that needs no post-dominator tree.
  CFGUpdateTracker(llvm::Function &F, llvm::DominatorTree &DT);
  CFGUpdateTracker(const CFGUpdateTracker &) = delete;
  CFGUpdateTracker &operator=(const CFGUpdateTracker &) = delete;
  ~CFGUpdateTracker() { commit(); }

  /// For LLVM utilities that take a DomTreeUpdater: defers their block
  /// deletions to the next commit and ignores their edge updates (commit
  /// finds every edge change by itself).
  llvm::DomTreeUpdater *deleter() { return &Deleter; }

  /// Deletes \p BB, which must have no predecessors left, at the next commit.
  /// Its instructions are dropped now (uses become poison).
  void deleteBlock(llvm::BasicBlock *BB);

  /// True when \p BB awaits deletion (it is still in the function, empty but
  /// for an `unreachable`).
  bool isDeleted(llvm::BasicBlock *BB) const {
    return Deleter.isBBPendingDeletion(BB);
  }

  /// Applies the edge changes since the last commit to both trees, then frees
  /// the deleted blocks. Returns the number of edge updates applied.
  unsigned commit();

  /// The dominator tree, committed first.
  llvm::DominatorTree &domTree();

  /// The dominator tree, brought up to date like by commit() (deleted blocks
  /// are freed), while the post-dominator tree is left behind and
  /// recalculated once at the next commit(): for a step that needs only the
  /// dominator tree until it ends (melding's SSA repair and cleanup), one
  /// post-dominator tree per step instead of an update per batch of edits
  /// (LLVM recalculates on all but the smallest batches anyway). Until that
  /// commit nothing may ask the post-dominator tree.
  llvm::DominatorTree &stepDomTree();

  /// The dominator tree as of the last commit, without looking for edits
  /// (commit() scans the function): for queries by a caller that has not
  /// changed the CFG since the last commit, e.g. a round looking at its
  /// candidates before it makes its step. Under -lockstep-verify-steps it
  /// commits anyway, and when that finds an edit the next verify() fails.
  const llvm::DominatorTree &committedDomTree();

  /// Compares both trees with freshly computed ones; prints the first
  /// difference to \p OS and returns false when they disagree.
  bool verify(llvm::raw_ostream &OS);

private:
  void snapshot();
  /// commit() (\p WithPDT) or stepDomTree().
  CFGUpdateTracker(llvm::Function &F, llvm::DominatorTree &DT,
                   llvm::PostDominatorTree *PDT);
  unsigned update(bool WithPDT);

  llvm::Function &F;
  llvm::DominatorTree &DT;
  llvm::PostDominatorTree *PDT; ///< Null: the dominator tree alone.
  llvm::DomTreeUpdater Deleter;
  /// Set when committedDomTree() found an uncommitted edit (verify mode).
  bool StaleQuery = false;
  /// Set by stepDomTree() when it left an edit out of the post-dominator
  /// tree: the next commit() recalculates it.
  bool PDTBehind = false;
  /// Distinct successors of every block at the last commit.
  llvm::DenseMap<llvm::BasicBlock *, llvm::SmallVector<llvm::BasicBlock *, 2>>
      Succs;
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_CFGUPDATETRACKER_H
