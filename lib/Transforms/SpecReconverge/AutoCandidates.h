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
/// Estimated gain = common / (rest + barrier); a candidate is taken when
/// the gain reaches the minimum ratio (-spec-reconverge-min-ratio) and the
/// condition varies across iterations (a loop-invariant divergent
/// condition sends each lane the same way every iteration: nothing to
/// collect).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H

#include "BarrierInsertion.h"

#include "llvm/ADT/SmallVector.h"

#include <string>

namespace llvm {
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
} // namespace llvm

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
  double gain() const { return Common / (Rest + Barrier); }
};

/// Per-iteration barrier cost (see the file comment).
double barrierCostPerIteration();

/// Fills in Profitable, Reason, Why and the region's gain from \p C.
void decide(AutoCandidate &A, const AutoCosts &C, double MinRatio);

void findIterationDelay(llvm::LoopInfo &LI, const llvm::DominatorTree &DT,
                        const LockstepUniformity &U, double MinRatio,
                        llvm::SmallVectorImpl<AutoCandidate> &Out);

void findLoopMerge(llvm::LoopInfo &LI, const LockstepUniformity &U,
                   double MinRatio, llvm::SmallVectorImpl<AutoCandidate> &Out);

/// Common calls (CommonCall.cpp): a divergent two-way branch each of whose
/// sides calls the same defined function; common = the callee's latency,
/// rest = 0, barrier = the funnel's join, wait, switch and cancel.
void findCommonCalls(llvm::Function &F, const llvm::DominatorTree &DT,
                     const LockstepUniformity &U, double MinRatio,
                     llvm::SmallVectorImpl<AutoCandidate> &Out);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_AUTOCANDIDATES_H
