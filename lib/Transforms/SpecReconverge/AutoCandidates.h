//===- AutoCandidates.h - Automatic speculative reconvergence ---*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The automatic mode of spec-reconverge (Damani et al., CGO'20, Section
/// 4.5): iteration-delay (IterationDelay.cpp), loop-merge (LoopMerge.cpp)
/// and common-call (CommonCall.cpp) candidates with the cost model they
/// share. Costs are SIMTCostModel latencies per loop iteration:
///   common   what running the code together saves,
///   rest     what the prolog and epilog, made divergent, add,
///   barrier  the barrier operations (wait, rejoin and the deconfliction
///            join/wait/cancel: 5 branch-class issues per round).
/// Estimated gain = common x share / (rest + barrier); a candidate is taken
/// when the gain reaches the minimum ratio (-spec-reconverge-min-ratio) and
/// the condition varies across iterations (a loop-invariant divergent
/// condition sends each lane the same way every iteration: nothing to
/// collect).
///
/// Iteration delay (IterationDelay.cpp), a side of C cycles in a loop whose
/// rest costs R, each lane taking the side with probability p per
/// iteration (k = pW of a W-lane warp; 4 lanes assumed, or the share the
/// divergence profile measured): the warp runs the side in
/// q = 1 - (1 - p)^W of the iterations before; after, once per round, and
/// a round with a hard barrier lasts until the last lane arrives, H(W)/p
/// iterations (the maximum of W geometric arrivals), while the lanes that
/// waited early fall behind the others, so the prolog/epilog runs
/// 1 + H(W)/2 times as often (3.0 for 32 lanes; the simulator measured 2.7
/// to 4.2 on hashed conditions). A soft barrier of T lanes releases every
/// T arrivals: it collects T/W of the saving and leaves about W/T groups,
/// each running the prolog/epilog on its own. So
///   common = (q - p / H(W)) x C x (T/W),  rest = (S - 1) x R,
///   barrier = S x 5 issues, S = 1 + H(W)/2 (hard) or W/T (soft).
/// Conditions with a regular period (lane t takes it every 8th iteration)
/// keep rounds shorter than this and are declined where they would gain.
/// A branch the divergence profile saw never split a warp is skipped.
///
/// Loop merge (LoopMerge.cpp) weighs what merging saves against what the
/// merged rounds add, from assumed or profiled trip counts; its share is
/// T/W for a soft barrier of T lanes (share()).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H

#include "BarrierInsertion.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace llvm {
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
} // namespace llvm

namespace lockstep {
struct BranchStats;
} // namespace lockstep

namespace lockstep::specrec {

/// A candidate the cost model looked at, taken or not.
struct AutoCandidate {
  SpecRegion Region;
  llvm::Instruction *At = nullptr;  ///< Where the decision is reported.
  const llvm::Loop *Nest = nullptr; ///< Outermost loop it changes.
  bool Profitable = false;
  std::string Reason; ///< Decision reason code.
  std::string Why;    ///< Prose.
  std::string Callee; ///< Common call: the function called on both sides.
};

struct AutoCosts {
  double Common = 0, Rest = 0, Barrier = 0;
  /// A soft barrier of SoftLanes (0: a hard one) in a warp of WarpLanes
  /// (loop merge; iteration delay weighs the threshold in its own terms).
  unsigned SoftLanes = 0, WarpLanes = 32;
  /// The prose of the costs; "" for "common code C cycles per iteration
  /// vs prolog/epilog R + barriers X".
  std::string Summary;
  /// share of the file comment: SoftLanes / WarpLanes, 1 when hard.
  double share() const {
    return SoftLanes && SoftLanes < WarpLanes ? double(SoftLanes) / WarpLanes
                                              : 1;
  }
  double gain() const { return Common * share() / (Rest + Barrier); }
};

/// The options the automatic model weighs besides the code's costs.
struct AutoParams {
  double MinRatio = 2;
  unsigned Threshold = 0; ///< Soft barrier threshold in lanes; 0: hard.
  unsigned Lanes = 32;    ///< Lanes of the target's warp.
  /// The divergence profile of a branch (StepEngine::profileOf), if any.
  llvm::function_ref<const BranchStats *(const llvm::Instruction *)> ProfileOf;
};

/// Per-iteration barrier cost (see the file comment).
double barrierCostPerIteration();

/// Fills in Profitable, Reason, Why and the region's gain from \p C.
void decide(AutoCandidate &A, const AutoCosts &C, double MinRatio);

void findIterationDelay(llvm::LoopInfo &LI, const llvm::DominatorTree &DT,
                        const LockstepUniformity &U, const AutoParams &P,
                        llvm::SmallVectorImpl<AutoCandidate> &Out);

void findLoopMerge(llvm::LoopInfo &LI, const LockstepUniformity &U,
                   const AutoParams &P,
                   llvm::SmallVectorImpl<AutoCandidate> &Out);

/// Common calls (CommonCall.cpp): a divergent two-way branch each of whose
/// sides calls the same defined function; common = the callee's latency,
/// rest = 0, barrier = the funnel's join, wait, switch and cancel. The
/// funnel waits for both sides' lanes whatever the threshold: share 1.
void findCommonCalls(llvm::Function &F, const llvm::DominatorTree &DT,
                     const LockstepUniformity &U, const AutoParams &P,
                     llvm::SmallVectorImpl<AutoCandidate> &Out);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H
