//===- DuplicateSharedBlocks.h - Per-path copies of shared tails *- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tail duplication inside a divergent region, so that its paths become
/// disjoint SESE subgraphs that can be melded (DARM Def. 4 simplification,
/// extended to the shared tails clang's SimplifyCFG creates).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_DUPLICATESHAREDBLOCKS_H
#define LOCKSTEP_TRANSFORMS_UTILS_DUPLICATESHAREDBLOCKS_H

namespace lockstep {

struct DivergentRegion;

/// Clone the blocks that several paths of \p R share (SESESubgraph::Shared)
/// so that every path but the first owns a private copy; phis of the
/// successors and uses of values defined in the shared blocks are repaired
/// (SSAUpdater). Returns false and changes nothing when the sharing is not of
/// that simple form. Blocks are only added, never deleted, so a
/// CFGUpdateTracker brings the dominator trees up to date afterwards;
/// UniformityInfo must be recomputed.
bool duplicateSharedBlocks(const DivergentRegion &R);

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_DUPLICATESHAREDBLOCKS_H
