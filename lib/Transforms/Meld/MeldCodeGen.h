//===- MeldCodeGen.h - Melding two SESE subgraphs ---------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal interface of the melding code generator (DARM Algorithm 2) and
/// of its helpers: unpredication of unaligned runs (Fig. 3c), SSA repair
/// (the Fig. 5 pre-processing, done after the CFG change with SSAUpdater)
/// and the post-optimizations and CFG clean-up.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Error.h"

#include "lockstep/Transforms/Utils/Unpredication.h"

namespace llvm {
class BasicBlock;
class BranchInst;
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {

/// Two SESE subgraphs to meld. Side A runs for the lanes where Cond is true,
/// side B for those where it is false; no lane runs both.
struct MeldRequest {
  llvm::Value *Cond = nullptr;
  /// Dominates both subgraphs and every block the meld creates (the entry of
  /// the divergent region).
  llvm::BasicBlock *RegionEntry = nullptr;
  /// Corresponding blocks (A, B) in pre-order of A; Pairs[0] are the entries.
  llvm::SmallVector<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>, 8> Pairs;
  llvm::BasicBlock *NextA = nullptr, *NextB = nullptr;
  /// Per pair (empty: none): whether the lanes of side A (first) or side B
  /// (second) never reach its block, like an empty replica off the block's
  /// path in region replication. Only the other side's lanes run the melded
  /// block, so its instructions need no guard there.
  llvm::SmallVector<std::pair<bool, bool>, 8> Unreached;
};

struct MeldStats {
  unsigned Selects = 0;
  unsigned Aligned = 0;    ///< Matched instruction pairs.
  unsigned Unaligned = 0;  ///< Instructions not aligned (either kind below).
  unsigned Speculated = 0; ///< Unaligned, cheap and safe: run by all lanes.
  unsigned GuardedBlocks = 0;
  unsigned BlockPairs = 0;
};

/// Checks every precondition of meldSubgraphs without changing the IR.
llvm::Error checkMeldable(const MeldRequest &R);

/// The instructions of \p BB that take part in alignment: all but phis and
/// the terminator.
llvm::SmallVector<llvm::Instruction *, 32> blockBody(llvm::BasicBlock *BB);

/// What instruction alignment expects from melding \p R: matched pairs and
/// cycles saved (match latencies and one terminator per block pair, minus
/// operand selects, gap branches and the selects that phis of a shared exit
/// block will need).
struct MeldEstimate {
  unsigned Matches = 0;
  int64_t Gain = 0;
};
MeldEstimate estimateMeld(const MeldRequest &R);

/// Melds the two subgraphs (Algorithm 2). Fails without changing the IR when
/// checkMeldable fails. On success the original blocks are deleted (through
/// \p CFG, which keeps the dominator trees up to date).
llvm::Expected<MeldStats> meldSubgraphs(const MeldRequest &R,
                                        CFGUpdateTracker &CFG);

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

/// Pre-processing of Fig. 5, done after the CFG change: every instruction in
/// a block dominated by \p RegionEntry whose uses it no longer dominates is
/// routed through phis (SSAUpdater), undefined (poison) on the paths that
/// never executed it. Returns the blocks dominated by \p RegionEntry.
/// Dominance comes from \p CFG's tree, brought up to date incrementally.
llvm::SmallVector<llvm::BasicBlock *, 32>
repairSSA(llvm::Function &F, llvm::BasicBlock *RegionEntry,
          CFGUpdateTracker &CFG);

/// Post-optimizations and CFG clean-up restricted to \p Blocks (and blocks
/// merged into them): redundant phis and selects, branches with identical
/// successors, empty forwarding blocks, straight-line chains. Blocks are
/// deleted through \p CFG.
void postOptimize(llvm::Function &F, llvm::ArrayRef<llvm::BasicBlock *> Blocks,
                  CFGUpdateTracker &CFG);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H
