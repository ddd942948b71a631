//===- LinearizeProfitability.h - Is a linearization worth it ---*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The cost model of cfg-linearize (ours; the paper has none and reports
/// slowdowns on 4 of 7 kernels, Table 2). See LinearizeProfitability.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEPROFITABILITY_H
#define LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEPROFITABILITY_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {
namespace linearize {
class GuardChain;

struct LinearizeEstimate {
  /// Cycles of duplicate execution per warp the chain removes (worst case).
  double DuplicateCycles = 0;
  /// Cycles per warp of per-iteration serialization the chain removes:
  /// loops that lane groups run one after the other (see the .cpp).
  double SerialCycles = 0;
  /// Divergent branches inside a loop whose post-dominator is outside it.
  unsigned SerialBranches = 0;
  /// Cycles per warp the guard tests and guard assignments add.
  double GuardCycles = 0;
  double gain() const { return DuplicateCycles + SerialCycles - GuardCycles; }
};

/// Estimates \p C as optimized (call after GuardChain::optimize);
/// \p IsDivergent says whether a block's terminator is divergent;
/// \p TestsFold: the guard tests become predicates (O4, see the .cpp).
LinearizeEstimate estimateLinearization(
    const GuardChain &C,
    llvm::function_ref<bool(const llvm::BasicBlock &)> IsDivergent,
    bool TestsFold);

} // namespace linearize
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEPROFITABILITY_H
