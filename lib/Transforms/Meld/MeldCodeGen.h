//===- MeldCodeGen.h - Melding two SESE subgraphs ---------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal interface of the melding code generator (DARM Algorithm 2):
/// what a meld request is, its preconditions, its estimate and the melding
/// itself. Its helpers have their own headers: RegionReplication.h,
/// RepairSSA.h, MeldCleanup.h, and lockstep/Transforms/Utils/Unpredication.h.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H

#include "lockstep/Analysis/NoLossModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Error.h"

#include <algorithm>

namespace llvm {
class BasicBlock;
class LoopInfo;
class BranchInst;
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {
class AlignmentMemo;

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
  /// Per pair (empty: none): whether the two blocks end in conditional
  /// branches that correspond with B's successors swapped (mirrored sides,
  /// MirroredBranches.h). The melded block follows A's successor order and
  /// branches on A's condition for A's lanes and on the negation of B's for
  /// B's lanes.
  llvm::SmallVector<bool, 8> Swapped;
  /// The no-loss model's split rate of the region's branch: unaligned runs
  /// are speculated or guarded by it (MeldCodeGen.cpp, speculateRun).
  double SplitRate = 1.0;
  /// The rate the speculation choice assumes (NoLossModel.h,
  /// speculationRate): SplitRate, or 0 in a loop whose trip count differs
  /// between lanes.
  double SpeculateRate = 1.0;
  /// Where the block pairs' instruction alignments are shared by the
  /// phi-merge planner, the estimate and the code generator (null: each
  /// aligns by itself). Valid while the blocks' instructions do not change
  /// (AlignmentMemo.h); owned by whoever builds the request.
  AlignmentMemo *Alignments = nullptr;
};

struct MeldStats {
  unsigned Selects = 0;
  unsigned MergedPhis = 0; ///< Phi pairs that became one phi (PhiMerging.h).
  /// Branch pairs melded with swapped successors (MirroredBranches.h).
  unsigned MirroredBranches = 0;
  unsigned Aligned = 0;     ///< Matched instruction pairs.
  unsigned SharedCalls = 0; ///< Matched pairs of device-function calls.
  /// Matched pairs of equivalent operations (`or disjoint` with `add`, ...).
  unsigned Equivalent = 0;
  unsigned Unaligned = 0;  ///< Instructions not aligned (either kind below).
  unsigned Speculated = 0; ///< Unaligned, cheap and safe: run by all lanes.
  unsigned GuardedBlocks = 0;
  unsigned BlockPairs = 0;
};

/// Whether pair \p K of \p R corresponds with B's successors swapped.
inline bool isSwapped(const MeldRequest &R, unsigned K) {
  return K < R.Swapped.size() && R.Swapped[K];
}

/// Checks every precondition of meldSubgraphs without changing the IR.
llvm::Error checkMeldable(const MeldRequest &R);

/// The instructions of \p BB that take part in alignment: all but phis and
/// the terminator.
llvm::SmallVector<llvm::Instruction *, 32> blockBody(llvm::BasicBlock *BB);

/// What instruction alignment expects from melding \p R: matched pairs and
/// cycles saved (match latencies and one terminator per block pair, minus
/// operand selects, gap branches and the selects that phis of a shared exit
/// block will need).
///
/// For the no-loss rule (NoLossModel.h) it also estimates what a warp that
/// does not split pays (Overhead: the selects and gap branches) and the
/// dependency chains: ChainA and ChainB are the longest latency paths through
/// each side's blocks (summed over the block pairs), ChainMelded the melded
/// blocks' (the longer side's chain with a select before every aligned
/// instruction whose operands differ, plus a select for the exit phis and
/// one for each melded branch on differing conditions; a branch weighs its
/// issue interval, guard branches cost issue, not chain).
struct MeldEstimate {
  unsigned Matches = 0;
  int64_t Gain = 0;
  int64_t Overhead = 0;
  int64_t ChainA = 0, ChainB = 0, ChainMelded = 0;
  /// Whether a value of the sides feeds a phi of the header of the loop
  /// around the region: only then are the meld's selects on a recurrence,
  /// paid once per iteration one after the other. Elsewhere the SM overlaps
  /// them with other work, and a warp that does not split pays no chain.
  bool Recurrence = true;
  /// Latency of the selects the melded terminators branch on (conditions
  /// that differ): every warp waits for them before it branches, split or
  /// not, so they lengthen its chain even off a recurrence.
  int64_t BranchSelectChain = 0;
  /// Issue slots (SIMTCostModel::issueInterval, the cycles an instruction
  /// holds its pipe) a split warp saves, and those a warp on one side pays
  /// extra (selects, guard branches, the other side's speculated runs).
  int64_t SlotSaved = 0, SlotOverhead = 0;

  /// The no-loss rule's figures at split rate \p SplitRate.
  MeldGainModel model(double SplitRate) const {
    MeldGainModel M;
    M.SplitRate = SplitRate;
    M.IssueSaved = Gain;
    M.IssueOverhead = Overhead;
    M.ChainSaved = ChainA + ChainB - ChainMelded;
    M.ChainOverhead = Recurrence ? std::max(ChainMelded - (ChainA + ChainB) / 2,
                                            BranchSelectChain)
                                 : BranchSelectChain;
    M.SlotSaved = SlotSaved;
    M.SlotOverhead = SlotOverhead;
    return M;
  }
};
/// With \p LI, Recurrence is computed; without, it is assumed.
MeldEstimate estimateMeld(const MeldRequest &R,
                          const llvm::LoopInfo *LI = nullptr);

/// True when an unaligned instruction may run for every lane of a melded
/// block instead of under a guard: it cannot trap, touch memory or call.
bool isSpeculable(const llvm::Instruction &I);

/// Whether an unaligned run of speculable instructions whose two sides'
/// parts have latencies \p LatA and \p LatB runs for every lane instead of
/// under a guard, at split rate \p Rate (MeldCodeGen.cpp).
bool speculateRun(int64_t LatA, int64_t LatB, double Rate);

/// Whether selects of two constants or arguments used in a loop inside a
/// meld are made once, before the loop (-lockstep-meld-hoist-selects).
bool hoistLoopInvariantSelects();

/// Per pair of \p R: whether its A block lies on a cycle of side A's
/// subgraph (a loop inside the meld).
llvm::SmallVector<bool, 8> cyclicPairs(const MeldRequest &R);

/// Melds the two subgraphs (Algorithm 2). Fails without changing the IR when
/// checkMeldable fails. On success the original blocks are deleted (through
/// \p CFG, which keeps the dominator trees up to date).
llvm::Expected<MeldStats> meldSubgraphs(const MeldRequest &R,
                                        CFGUpdateTracker &CFG);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_MELDCODEGEN_H
