//===- SubgraphAlignment.h - Which subgraph pairs to meld -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Subgraph alignment (DARM Def. 7): an order-preserving set of meldable
/// subgraph pairs of two paths, maximizing the summed MP_S, or CFM's greedy
/// choice of the single most profitable pair.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_SUBGRAPHALIGNMENT_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_SUBGRAPHALIGNMENT_H

#include "lockstep/Analysis/DivergentRegions.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace lockstep {
namespace meld {

struct SubgraphAlignmentResult {
  /// Chosen pairs in path order, each at or above the threshold.
  llvm::SmallVector<SubgraphPair, 4> Pairs;
  /// Best MP_S of any meldable pair (for the below-threshold remark).
  double BestProfitability = 0.0;
};

/// Optimal (Needleman-Wunsch over subgraph sequences, no gap cost) or, with
/// \p Greedy, CFM's single most profitable pair, ties broken towards the
/// pair that comes first on both paths.
SubgraphAlignmentResult alignSubgraphs(llvm::ArrayRef<SESESubgraph> A,
                                       llvm::ArrayRef<SESESubgraph> B,
                                       double Threshold, bool Greedy);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_SUBGRAPHALIGNMENT_H
