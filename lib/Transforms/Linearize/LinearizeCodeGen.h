//===- LinearizeCodeGen.h - Guard chain to IR -------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes a planned GuardChain into the IR (Algorithm 1's guard blocks,
/// guard assignments and back-edge guards) and repairs SSA; see
/// GuardedLinearization.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZECODEGEN_H
#define LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZECODEGEN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/ValueHandle.h"

namespace llvm {
class BasicBlock;
class Instruction;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;

namespace linearize {
class GuardChain;

struct EmitStats {
  unsigned GuardBlocks = 0; ///< Guard and back-edge guard blocks created.
  unsigned Slots = 0;       ///< Values carried through memory for SSA repair.
  unsigned Folded = 0;      ///< Guard blocks O4 removed or merged.
  unsigned FoldedTests = 0; ///< Guard tests O4 turned into predicate phis.
};

/// Rewrites the region of \p C (planned and optimized) at \p Level. Never
/// fails: every check is done by the plan.
EmitStats emitLinearization(const GuardChain &C, CFGUpdateTracker &CFG,
                            unsigned Level);

/// O3 and O4 after SSA construction, up to \p Level: folds the tests of
/// \p Created that became constant, removes dead guard blocks and merges a
/// guard block into its single predecessor when that is a region block.
/// Returns how many blocks went away.
unsigned foldLinearizedBlocks(llvm::ArrayRef<llvm::BasicBlock *> Created,
                              CFGUpdateTracker &CFG, unsigned Level);

/// O4 after SSA construction: each guard test of \p Tests whose guard web
/// holds only constants, selects and phis becomes the web's i1 image
/// (GuardTestFolding.cpp); the guard values no test reads any more are
/// deleted. Returns how many tests were folded.
unsigned foldGuardTests(llvm::ArrayRef<llvm::WeakVH> Tests);

/// True for a branch cfg-linearize created (a guard test); such blocks
/// are never part of a region linearized again.
bool isLinearizeGuard(const llvm::Instruction *I);

} // namespace linearize
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZECODEGEN_H
