//===- BarrierInsertion.h - Speculative reconvergence barriers --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A prediction region (annotated or found by the automatic mode) and the
/// synchronization algorithm of Damani et al., CGO'20, Sections 4.2-4.3
/// that turns it into convergence barriers.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERINSERTION_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERINSERTION_H

#include "BarrierDataflow.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class BasicBlock;
class DominatorTree;
class PostDominatorTree;
} // namespace llvm

namespace lockstep {
class LockstepUniformity;
}

namespace lockstep::specrec {

/// Where threads join (before Predict) and where they reconverge (before
/// Label); how the region was found.
struct SpecRegion {
  llvm::Instruction *Predict = nullptr;
  llvm::Instruction *Label = nullptr;
  llvm::StringRef Kind; ///< "annotated", "iteration-delay", "loop-merge".
  double Gain = 0;      ///< Cost model estimate (automatic mode).
};

/// Blocks reachable from the predict point from which the label can still
/// be reached (Section 4.1: the region ends where no thread can reach the
/// label); empty when the label is unreachable.
llvm::SmallSetVector<llvm::BasicBlock *, 16> regionBlocks(const SpecRegion &R);

/// The block where the lanes leaving \p Region meet again: the nearest
/// common post-dominator of its exit edges' targets, or null when there is
/// none (some exit path returns) or it lies in the region. insertBarriers
/// waits there for every lane of the region (the exit barrier).
llvm::BasicBlock *exitJoinBlock(llvm::ArrayRef<llvm::BasicBlock *> Region,
                                const llvm::PostDominatorTree &PDT);

/// The block every lane entering \p Region passes first: the prediction's
/// block when it dominates the region, else the nearest common dominator
/// of the region when that lies in it (the head of a loop the prediction
/// sits in), else null (lanes could enter the region from several sides).
/// insertBarriers joins the exit barrier there.
llvm::BasicBlock *regionEntry(const SpecRegion &R,
                              llvm::ArrayRef<llvm::BasicBlock *> Region,
                              const llvm::DominatorTree &DT);

struct InsertionOptions {
  unsigned Threshold = 0;         ///< Soft barrier; 0 waits for every lane.
  bool DynamicDeconflict = false; ///< Section 4.3; default static.
  double MinRatio = 2;            ///< Automatic mode's cost-model bar.
};

struct InsertionResult {
  unsigned Barrier = 0;
  unsigned Rejoins = 0, Cancels = 0;
  bool ExitBarrier = false;
  unsigned Enclosing = 0; ///< Enclosing post-dominator barriers made explicit.
  unsigned Conflicts = 0, Deconflicted = 0;
};

/// Inserts join/wait/rejoin/cancel for \p R, an exit barrier at the
/// region's post-dominator and deconfliction of the post-dominator
/// barriers the region conflicts with; fails (changing nothing) when the
/// barrier registers run out.
llvm::Expected<InsertionResult>
insertBarriers(const SpecRegion &R, llvm::ArrayRef<llvm::BasicBlock *> Region,
               const InsertionOptions &Opts, const llvm::DominatorTree &DT,
               const llvm::PostDominatorTree &PDT, const LockstepUniformity &U);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERINSERTION_H
