//===- RepairSSA.h - SSA repair after melding -------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Fig. 5 pre-processing of DARM Section IV-F, done after the CFG
/// change with SSAUpdater.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_REPAIRSSA_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_REPAIRSSA_H

#include "llvm/ADT/SmallVector.h"

namespace llvm {
class BasicBlock;
class Function;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {

/// Pre-processing of Fig. 5, done after the CFG change: every instruction in
/// a block dominated by \p RegionEntry whose uses it no longer dominates is
/// routed through phis (SSAUpdater), undefined (poison) on the paths that
/// never executed it. Returns the blocks dominated by \p RegionEntry.
/// Dominance comes from \p CFG's tree, brought up to date incrementally; the
/// post-dominator tree is left behind until \p CFG's next commit (the end of
/// the step, CFGUpdateTracker::stepDomTree).
llvm::SmallVector<llvm::BasicBlock *, 32>
repairSSA(llvm::Function &F, llvm::BasicBlock *RegionEntry,
          CFGUpdateTracker &CFG);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_REPAIRSSA_H
