//===- RegionReplication.h - Region replication -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Region replication (DARM Fig. 2 case 2), which turns a block-region
/// subgraph pair into block pairs that meldSubgraphs can meld.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_REGIONREPLICATION_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_REGIONREPLICATION_H

#include "MeldCodeGen.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {

/// Region replication (Fig. 2 case 2): replicates the CFG of \p Region
/// (pre-order, entry first, leaving to \p RegionNext) for the side of
/// \p Block (a single-block subgraph leaving to \p BlockNext), with
/// \p Block at the position of \p Position and constant branch conditions
/// that lead through it. Returns the block pairs (block side first) to meld;
/// Cond and RegionEntry are left for the caller. Fails before any change
/// when no simple path runs through \p Position.
llvm::Expected<MeldRequest>
replicateRegion(llvm::BasicBlock *Block, llvm::BasicBlock *BlockNext,
                llvm::ArrayRef<llvm::BasicBlock *> Region,
                llvm::BasicBlock *RegionNext, llvm::BasicBlock *Position);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_REGIONREPLICATION_H
