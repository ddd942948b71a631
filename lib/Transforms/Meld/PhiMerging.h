//===- PhiMerging.h - One phi for two sides' corresponding phis -*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which phis of a melded block pair become one phi (a post-optimization
/// beyond DARM Section IV-D, which copies each side's phis): the merged phi
/// takes each side's value on that side's entry edge and a select of the two
/// on an edge inside the subgraph, so every aligned instruction that reads
/// the two phis needs no select. Used by the code generator and by the
/// estimate alike (MeldCodeGen.h).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_PHIMERGING_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_PHIMERGING_H

#include "MeldCodeGen.h"

namespace llvm {
class PHINode;
} // namespace llvm

namespace lockstep {
namespace meld {

/// A phi of side A and one of side B, in the same block pair, to merge, and
/// the number of subgraph edges on which their incoming values differ (each
/// a select at the end of the predecessor).
struct PhiMerge {
  llvm::PHINode *A = nullptr, *B = nullptr;
  unsigned EdgeSelects = 0;
};

/// Plans the phi merges of \p R. A pair is merged when the selects its
/// edges need are no more than those it saves: operand selects of aligned
/// instructions that read the two phis at the same position, and the edge
/// selects of other merged phis fed by the two. Pairs are chosen greedily per
/// block pair, then dropped until every kept pair pays (a merged phi fed by
/// another merged phi counts that edge as one value).
llvm::SmallVector<PhiMerge, 8> planPhiMerges(const MeldRequest &R);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_PHIMERGING_H
