//===- PostDominators.h - Reconvergence points ------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Immediate post-dominators of the blocks of a decoded function, the
/// reconvergence points both reconvergence models use (the ipdom stack pops
/// there; independent thread scheduling places its implicit convergence
/// barriers there). They belong to the reconvergence layer, not to the
/// decoder: PostDominatorCache computes them lazily, once per function, from
/// the decoded CFG (each block's terminator and its edges).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_POSTDOMINATORS_H
#define LOCKSTEP_LIB_SIM_POSTDOMINATORS_H

#include "DecodedIR.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace lockstep::sim {

/// Immediate post-dominator of every block of \p F, -1 for the virtual exit.
/// Computed on the CFG restricted to blocks that can reach a return (Cooper,
/// Harvey and Kennedy, "A Simple, Fast Dominance Algorithm", on the reverse
/// CFG). llvm::PostDominatorTree treats blocks ending in `unreachable` as
/// exits: after a fully covered switch whose default is unreachable (clang
/// -O3 emits these) no join would post-dominate the switch and the lanes
/// would never reconverge (lockstep-fuzz finding sim-unreachable-default).
/// Blocks that cannot reach a return get -1.
std::vector<int32_t> immediatePostDominators(const DecodedFunction &F);

/// Successor blocks of block \p B of \p F (its terminator's edges).
llvm::SmallVector<uint32_t, 4> blockSuccessors(const DecodedFunction &F,
                                               uint32_t B);

/// Post-dominator tables of the functions one model instance runs (one
/// decoded module), computed the first time a function is entered.
class PostDominatorCache {
public:
  const int32_t *get(const DecodedFunction &F) {
    std::vector<int32_t> &T = Tables[&F];
    if (T.size() != F.Blocks.size())
      T = immediatePostDominators(F);
    return T.data();
  }

private:
  llvm::DenseMap<const DecodedFunction *, std::vector<int32_t>> Tables;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_POSTDOMINATORS_H
