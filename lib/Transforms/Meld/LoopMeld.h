//===- LoopMeld.h - Melding loops of different shapes -----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal interface of non-isomorphic loop melding in cf-meld (issue 13
/// item 2, beyond DARM Section IV, which melds only isomorphic regions):
/// the two loops on the two paths of a divergent branch become one loop
/// that runs while any lane of either side continues, with a divergent
/// branch inside on the region's condition over the two bodies. The bodies
/// form an ordinary divergent if/else region inside the fused loop, which
/// the next cf-meld rounds align and meld block by block with the existing
/// subgraph/instruction alignment (guarded unaligned parts included).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace llvm {
class BasicBlock;
class Loop;
class LoopInfo;
class Value;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
class StepEngine;
struct DivergentRegion;
namespace meld {

/// Whether -cf-meld-loops is on (off by default: see LoopMeld.cpp; the
/// default of the pass parameter
/// `cf-meld<loops>` / `cf-meld<no-loops>`).
bool loopMeldEnabled();

/// The blocks of one side's loop, kept as plain data because fusion edits the
/// CFG without updating LoopInfo. Preheader is the single block outside the
/// loop that enters Header; Exit the single block the loop leaves to.
struct LoopShape {
  llvm::BasicBlock *Header = nullptr;
  llvm::BasicBlock *Preheader = nullptr;
  llvm::BasicBlock *Exit = nullptr;
  llvm::SmallVector<llvm::BasicBlock *, 8> Blocks; ///< Header first.
};

/// Why \p L cannot take part in loop melding (convergent operations, calls
/// that may be convergent, no or several exit blocks, several entries, exit
/// or back edges from other terminators than `br`), or empty when it can.
/// Sets \p Reason to the decision record's reason code.
std::string whyNotMeldable(const llvm::Loop &L, std::string &Reason);

/// The shape of \p L, without changing the IR (Preheader and Exit may still
/// need normalizeShape()).
LoopShape shapeOf(const llvm::Loop &L);

/// What fusing two loops and melding their bodies is expected to give, per
/// iteration in which both sides have lanes, from instruction alignment of
/// the two bodies (InstructionAlignment.h) and SIMTCostModel latencies:
/// Saved is the latency of the matched pairs minus the selects their
/// differing operands need; Overhead the fused loop's own work (the branch
/// on the side in the header, the continuation phi's select and the latch
/// branch). Profitability is (Saved - Overhead) / (LatencyA + LatencyB), the
/// loop counterpart of MP_S, compared with the cf-meld threshold.
struct LoopMeldEstimate {
  unsigned Matches = 0;
  int64_t Saved = 0;
  int64_t Overhead = 0;
  unsigned LatencyA = 0, LatencyB = 0;
  double profitability() const;
};
LoopMeldEstimate estimateLoopMeld(const LoopShape &A, const LoopShape &B);

/// Gives \p S a preheader and an exit block of its own (splitting edges), so
/// that fusion can redirect them. \p RegionEntry is the divergent branch's
/// block, which may not serve as a side's preheader.
void normalizeShape(LoopShape &S, llvm::BasicBlock *RegionEntry);

/// Fuses loop \p A (run by the lanes where \p CondA is true) with loop \p B
/// (the other lanes): a new header with both loops' header phis branches on
/// \p CondA to the two bodies; every back edge and exit edge goes to a new
/// latch whose phi says whether the lane continues; the loop leaves to a
/// block that branches on \p CondA to the two original exits. Both shapes
/// must be normalized. Values that no longer dominate their uses are
/// repaired afterwards with repairSSA (RepairSSA.h) from \p RegionEntry.
void fuseLoops(llvm::Value *CondA, const LoopShape &A, const LoopShape &B,
               llvm::BasicBlock *RegionEntry, CFGUpdateTracker &CFG);

/// What CFMeld does with a region whose paths both hold a loop.
enum class LoopMeldOutcome { NotApplicable, Skipped, Changed };

/// The cf-meld hook: when both paths of the two-way divergent region \p R
/// hold a loop and the loops' subgraphs are not isomorphic (those meld as
/// region-region pairs), fuses them if safe and profitable at
/// \p Threshold. Every decision is a remark (Melded... / LoopMeld...) and a
/// statistic.
///
/// With the no-loss rule on (NoLossModel.h), fusion pays only through the
/// meld of the two bodies in the next round: when both bodies are single
/// blocks (a block-block pair, which the rule judges) their estimate
/// (MeldCodeGen.h estimateMeld, on the fused bodies) must pass the rule at
/// \p SplitRate. Bodies of several blocks meld as block-region or
/// region-region pairs, which the rule does not judge: MP_S alone decides,
/// as for cf-meld's region pairs with loops.
LoopMeldOutcome meldRegionLoops(StepEngine &E, const DivergentRegion &R,
                                double Threshold, double SplitRate);

/// Why the no-loss rule refuses fusing \p A and \p B (see meldRegionLoops),
/// or empty when it passes or is off. Single-block bodies are judged on a
/// fused clone of the function (erased again), so the estimate is the one
/// the next round computes. The shapes need not be normalized.
std::string whyNoLoss(const LoopShape &A, const LoopShape &B,
                      llvm::Value *CondA, llvm::BasicBlock *RegionEntry,
                      double SplitRate);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H
