//===- MeldCleanup.h - Post-optimizations after melding ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The post-optimizations and CFG clean-up of DARM Section IV-F.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCLEANUP_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCLEANUP_H

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class BasicBlock;
class Function;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {

/// Post-optimizations and CFG clean-up restricted to \p Blocks (and blocks
/// merged into them): redundant phis and selects, branches with identical
/// successors, empty forwarding blocks, straight-line chains. Blocks are
/// deleted through \p CFG, whose post-dominator tree is left behind until
/// its next commit (CFGUpdateTracker::stepDomTree).
void postOptimize(llvm::Function &F, llvm::ArrayRef<llvm::BasicBlock *> Blocks,
                  CFGUpdateTracker &CFG);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCLEANUP_H
