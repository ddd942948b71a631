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
/// share. Costs are SIMTCostModel
/// latencies per loop iteration:
///   common   the code threads should run together (the conditional side;
///            the inner loop body times an assumed 8 iterations),
///   rest     the prolog and epilog that speculative reconvergence makes
///            divergent (the rest of the loop),
///   barrier  the barrier operations each iteration adds (wait, rejoin and
///            the deconfliction join/wait/cancel: 5 branch-class issues).
/// Estimated gain = common x share / (rest + barrier); a candidate is taken
/// when the gain reaches the minimum ratio (-spec-reconverge-min-ratio) and
/// the condition varies across iterations (a loop-invariant divergent
/// condition sends each lane the same way every iteration: nothing to
/// collect).
///
/// share is 1 with a hard barrier. A soft barrier of T lanes (`threshold`,
/// Section 4.6) releases the waiting lanes once T of a warp's W wait, so
/// the common code runs again whenever about T lanes take it: with k lanes
/// taking it per iteration it saves common x (1 - k/T) where a hard
/// barrier saves common x (1 - k/W), and nothing once k >= T. Without a
/// profile k is unknown; over k uniform in 1..W the two average W/2 and
/// T^2/(2W) runs saved per W, so share = T/W (a soft barrier of 4 lanes
/// in a 32-lane warp keeps an eighth of the hard barrier's gain).
/// With a divergence profile (-lockstep-profile), an iteration-delay
/// candidate's branch has measured k (lanes to the conditional side per
/// warp execution) and A (active lanes per execution): share =
/// max(0, 1 - k / min(T, A)), A for a hard barrier, and a branch the
/// profile saw never split a warp is skipped.
/// Loop merge fills common, rest and barrier from its own model
/// (LoopMerge.cpp: what merging saves and what the merged rounds add).
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
  /// A soft barrier of SoftLanes (0: a hard one) in a warp of WarpLanes.
  unsigned SoftLanes = 0, WarpLanes = 32;
  /// Measured per warp execution of the branch (divergence profile): lanes
  /// that take the common code, and active lanes; 0 and 0 without one.
  double TakenLanes = 0, ActiveLanes = 0;
  /// The prose of the costs; "" for "common code C cycles per iteration
  /// vs prolog/epilog R + barriers X".
  std::string Summary;
  /// share of the file comment.
  double share() const;
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
