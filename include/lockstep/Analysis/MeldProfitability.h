//===- MeldProfitability.h - MP_B and MP_S of DARM --------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// DARM's melding profitability (Section IV-C): MP_B of two blocks, MP_S of
/// two subgraphs, and Def. 6 for a subgraph pair. The divergent-regions
/// analysis ranks pairs with it; cf-meld's subgraph alignment and region
/// replication use the same definitions, so the analysis' estimate and the
/// transform agree (for block-region pairs, MP_S is defined by where region
/// replication places the block: bestReplicationPosition).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_MELDPROFITABILITY_H
#define LOCKSTEP_ANALYSIS_MELDPROFITABILITY_H

#include "lockstep/Analysis/DivergentRegions.h"

#include "llvm/ADT/ArrayRef.h"

#include <utility>

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {

/// MP_B(b1, b2) of DARM Section IV-C: the latency of opcode-frequency
/// overlap over lat(b1) + lat(b2). In [0, 0.5].
double blockMeldProfitability(const llvm::BasicBlock &A,
                              const llvm::BasicBlock &B);

/// Where region replication places \p Block in \p Region: the block with
/// the highest MP_B (the first on ties) among those on no cycle inside the
/// region; a block placed in a loop body would pay its selects on every
/// iteration for one execution saved. Null when every block is on a loop.
/// \p Profitability, when given, receives that MP_B.
llvm::BasicBlock *bestReplicationPosition(const llvm::BasicBlock &Block,
                                          const SESESubgraph &Region,
                                          double *Profitability = nullptr);

/// MP_S(S1, S2) for corresponding block pairs (b1, b2).
double subgraphMeldProfitability(
    llvm::ArrayRef<
        std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>>
        Corresponding);

/// Def. 6 and MP_S for one pair of subgraphs. For block-region pairs the
/// block is matched against the region's most profitable block.
SubgraphPair evaluatePair(const SESESubgraph &A, const SESESubgraph &B);

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_MELDPROFITABILITY_H
