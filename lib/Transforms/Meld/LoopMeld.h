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
/// Lanes that bypass their side's loop (zero-trip guards, remainder paths)
/// go through the fused loop with a per-lane flag (LoopBypass.cpp). Nested
/// loops: the trial of an outer pair may fuse the inner pair inside the
/// fused outer bodies (LoopMeld.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class TargetLibraryInfo;
class TargetTransformInfo;
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
  /// Edges P -> T from the side's blocks before the loop to blocks that do
  /// not lead into it (a zero-trip guard, the remainder path of a
  /// runtime-unrolled loop): lanes taking one bypass the loop (findBypass).
  llvm::SmallVector<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>, 2>
      Bypass;
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

/// Fills \p S.Bypass with the edges along which lanes starting at \p Start
/// (the side's first block, dominating the loop header) leave the side's
/// code before the loop (other loops included) without entering it;
/// returns why they cannot be routed through a fused loop (a switch), or
/// empty. LoopBypass.cpp.
std::string findBypass(LoopShape &S, llvm::BasicBlock *Start,
                       const llvm::DominatorTree &DT);

/// When \p A or \p B has bypass edges, puts a gate in front of the fused
/// header \p MH: every lane of the region enters it, from its side's
/// preheader (it runs the loop) or from a bypass edge (it goes straight to
/// the fused exit \p MX, then to that edge's target, whose phis keep the
/// bypass values). See LoopBypass.cpp. Called by fuseLoops.
void addBypassGate(const LoopShape &A, const LoopShape &B, llvm::BasicBlock *MH,
                   llvm::BasicBlock *MX);

/// Gives \p S a preheader and an exit block of its own (splitting edges), so
/// that fusion can redirect them. \p RegionEntry is the divergent branch's
/// block, which may not serve as a side's preheader.
void normalizeShape(LoopShape &S, llvm::BasicBlock *RegionEntry);

/// Fuses loop \p A (run by the lanes where \p CondA is true) with loop \p B
/// (the other lanes): a new header with both loops' header phis branches on
/// \p CondA to the two bodies; every back edge and exit edge goes to a new
/// latch whose phi says whether the lane continues; the loop leaves to a
/// block that branches on \p CondA to the two original exits. Both shapes
/// must be normalized. Bypass edges (findBypass) go through a gate
/// (addBypassGate). Values that no longer dominate their uses are repaired
/// afterwards with repairSSA (RepairSSA.h) from \p RegionEntry. Returns the
/// fused header (the block branching on \p CondA to the two bodies).
llvm::BasicBlock *fuseLoops(llvm::Value *CondA, const LoopShape &A,
                            const LoopShape &B, llvm::BasicBlock *RegionEntry,
                            CFGUpdateTracker &CFG);

/// What CFMeld does with a region whose paths both hold a loop.
enum class LoopMeldOutcome { NotApplicable, Skipped, Changed };

/// The meld of the fused bodies that pays for a fusion, tried by cf-meld on
/// a fused clone: \p Header is the clone's fused header (the branch on the
/// side over the two bodies). Returns why cf-meld would not meld the bodies
/// in the next round (empty when it melds a pair), and sets \p Reason to
/// the trial's skip reason code (no-loss, below-threshold, ...).
using BodyMeldTrial = llvm::function_ref<std::string(
    llvm::Function &Clone, llvm::BasicBlock *Header, std::string &Reason)>;

/// The cf-meld hook: when both paths of the two-way divergent region \p R
/// hold a loop and the loops' subgraphs are not isomorphic (those meld as
/// region-region pairs), fuses them if safe, if the aligned work saves more
/// per iteration than the fused loop's overhead (estimateLoopMeld), and if
/// the bodies then meld (\p Trial on a fused clone, whyBodiesUnmelded: the
/// next round's meld under cf-meld's threshold and no-loss rule): a fused
/// loop whose bodies stay apart runs both bodies one after the other each
/// iteration, pure cost. Every decision is a remark (Melded... /
/// LoopMeld...) and a statistic.
/// \p InTrial: called inside another pair's trial (nested loops: the
/// outer loops' fused bodies hold the inner loops), so nothing is counted
/// or reported, and inner loops that lanes can bypass are declined (their
/// gate is undone when -O3 runs after the pass). A skip's prose goes to
/// \p SkipWhy when given.
LoopMeldOutcome meldRegionLoops(StepEngine &E, const DivergentRegion &R,
                                BodyMeldTrial Trial, bool InTrial = false,
                                std::string *SkipWhy = nullptr);

/// Fuses \p A and \p B in a clone of their function (erased again, its
/// analyses cleared from \p FAM) and returns what \p Trial says of the
/// clone's fused bodies (see BodyMeldTrial). The module is left unchanged;
/// the shapes need not be normalized.
std::string whyBodiesUnmelded(const LoopShape &A, const LoopShape &B,
                              llvm::Value *CondA, llvm::BasicBlock *RegionEntry,
                              llvm::FunctionAnalysisManager &FAM,
                              BodyMeldTrial Trial, std::string &Reason);

/// The loop on path \p P of \p R: the largest loop of the region's loop
/// level whose header the path's first block dominates, or null.
llvm::Loop *sideLoop(const DivergentRegion &R, unsigned P, llvm::LoopInfo &LI,
                     const llvm::DominatorTree &DT);

/// Peeling to align (LoopPeelAlign.cpp): the iterations to peel off one
/// side's loop so both sides' loops run the same induction range.
struct AlignmentPeel {
  llvm::BasicBlock *Header = nullptr; ///< The longer loop's header.
  unsigned Side = 0;                  ///< Its path in the region.
  unsigned Count = 0;                 ///< Iterations to peel.
  bool Last = false;                  ///< The last ones, not the first.
};
/// Gives the loops headed by \p HeaderA and \p HeaderB the same induction
/// range: puts both in loop-simplify form, finds the peel (same step and
/// one end; the other end 1-2 steps apart, confirmed by scalar evolution),
/// peels with LLVM's peelLoop, then folds the tests the new range decides
/// and the blocks they leave dead or trivial, through \p CFG. Returns the
/// peel, or nullopt with \p Why (the loops may have gained preheaders and
/// exit blocks).
std::optional<AlignmentPeel>
alignByPeeling(llvm::Function &F, llvm::BasicBlock *HeaderA,
               llvm::BasicBlock *HeaderB, llvm::TargetLibraryInfo &TLI,
               const llvm::TargetTransformInfo &TTI, CFGUpdateTracker &CFG,
               std::string &Why);
/// The cf-meld hook for a two-way region it skipped otherwise: when
/// alignByPeeling peels a clone's loops and \p Trial melds the region of
/// the peeled clone (its entry block), peels the real loop (a
/// remark PeeledToAlign; the next round melds the region). A missed remark
/// when the peel would not let the region meld.
LoopMeldOutcome peelToAlignLoops(StepEngine &E, const DivergentRegion &R,
                                 BodyMeldTrial Trial);
} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_LOOPMELD_H
