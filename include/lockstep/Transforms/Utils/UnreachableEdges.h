//===- UnreachableEdges.h - Fold edges into dead ends -----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Edges into dead ends, folded away before the Lockstep passes look for
/// divergent regions.
///
/// A dead end is a block from which every path reaches `unreachable`
/// without a side effect on the way: a switch default that clang proved
/// unreachable (`switch (x & 3)` with all four cases, an exhaustive switch
/// with `default: __builtin_unreachable()`), or a branch into such a block.
/// Taking an edge into one is undefined behaviour, so a well-defined run
/// never does. LLVM's post-dominator tree still makes every dead end an exit
/// of the function, so a divergent branch whose region holds one has no
/// immediate post-dominator: no reconvergence point, and no pass could
/// transform it. (lockstep-sim's reconvergence, like the hardware's, already
/// ignores paths that only reach `unreachable`.)
///
/// Folding removes the edge: a switch's dead cases go; a dead default
/// becomes the live destination with the most cases (those cases go); a
/// conditional branch with one dead successor becomes unconditional. Blocks
/// left without predecessors are deleted. A block ending in a trap or an
/// assertion failure (`__assertfail`, `llvm.trap`) is not a dead end: the
/// call is a side effect, and the path stays.
///
/// A fold that no transformation used is undone (restoreFold): the covered
/// switch's unreachable default is what lets the backend emit a jump table
/// without a range check, and a pass that changes nothing must leave the
/// code as it was.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_UNREACHABLEEDGES_H
#define LOCKSTEP_TRANSFORMS_UTILS_UNREACHABLEEDGES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/ValueHandle.h"

#include <string>

namespace llvm {
class BasicBlock;
class OptimizationRemarkEmitter;
class DominatorTree;
class DomTreeUpdater;
class Function;
class Instruction;
} // namespace llvm

namespace lockstep {

class LockstepUniformity;

/// The dead ends of a function, computed once (a block is one when it ends
/// in `unreachable`, or branches only to dead ends, and none of its
/// instructions has a side effect; loops never are).
class DeadEnds {
public:
  explicit DeadEnds(const llvm::Function &F);
  bool contains(const llvm::BasicBlock *BB) const { return Set.contains(BB); }
  bool empty() const { return Set.empty(); }
  /// True when \p Term (not in a dead end) has a successor that is one.
  bool hasEdgeInto(const llvm::Instruction &Term) const;

private:
  llvm::SmallPtrSet<const llvm::BasicBlock *, 8> Set;
};

/// One folded terminator: what the remark says, and what restoreFold needs.
struct FoldedTerminator {
  /// The terminator after folding (a new branch when a conditional branch
  /// or a switch without live cases became unconditional); null when it is
  /// gone.
  llvm::WeakVH Term;
  unsigned EdgesRemoved = 0;
  /// The switch default's new destination, or null; and its name at the
  /// fold (for the remark, emitted after the passes' steps).
  llvm::WeakVH NewDefault;
  std::string NewDefaultName;
  llvm::DebugLoc Loc;

  // The terminator as it was: its condition and successors in order (a
  // null handle for a dead end), its branch weights, and the name and
  // place of the (first) dead end, which restoreFold rebuilds as a lone
  // `unreachable`.
  llvm::WeakVH Condition;
  llvm::SmallVector<llvm::WeakVH, 4> SuccessorsBefore;
  /// Case values of a switch, in case order (SuccessorsBefore[0] is the
  /// default, [I + 1] case I's destination).
  llvm::SmallVector<llvm::WeakVH, 4> CaseValues;
  llvm::MDNode *Weights = nullptr;
  std::string DeadName;
  llvm::WeakVH DeadNext;
  /// The folded terminator's condition and successors right after the fold:
  /// restoreFold undoes only a fold whose terminator is still exactly so.
  llvm::SmallVector<llvm::WeakVH, 4> SuccessorsAfter;
  llvm::WeakVH ConditionAfter;
};

/// Removes the edges of \p Term into dead ends of \p DE; \p Term's block
/// must not be one. Deleted blocks go through \p DTU (which may be lazy).
FoldedTerminator foldEdgesIntoDeadEnds(llvm::Instruction &Term,
                                       const DeadEnds &DE,
                                       llvm::DomTreeUpdater &DTU);

/// Folds the edges into dead ends of every branch and switch of \p F that
/// is, or is reached from, a divergent branch per \p U (what the step
/// engine does before its first round, and `lockstep report` before it
/// lists the regions). \p DT must be up to date on entry; the caller
/// brings the trees up to date afterwards.
llvm::SmallVector<FoldedTerminator, 2> foldUnreachableEdgesBelowDivergence(
    llvm::Function &F, const llvm::DominatorTree &DT,
    const LockstepUniformity &U, llvm::DomTreeUpdater &DTU);

/// Puts back the edges \p Fold removed, when its terminator is still as the
/// fold left it (same block, condition and successors: no transformation
/// touched it); the dead end comes back as a lone `unreachable`. Returns
/// whether it did. Otherwise deletes the fold's condition if nothing uses
/// it any more.
bool restoreFold(FoldedTerminator &Fold);

/// One remark per folded terminator, under \p PassName
/// (UnreachableEdgesFolded).
void emitFoldRemarks(llvm::OptimizationRemarkEmitter &ORE, const char *PassName,
                     const llvm::Function &F,
                     llvm::ArrayRef<FoldedTerminator> Folds);

/// `fold-unreachable-edges`: the folding alone, as every Lockstep pass does
/// it first (for `lockstep report`, and to look at it with opt).
struct FoldUnreachableEdgesPass
    : llvm::PassInfoMixin<FoldUnreachableEdgesPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_UNREACHABLEEDGES_H
