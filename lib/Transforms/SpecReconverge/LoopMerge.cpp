//===- LoopMerge.cpp - Loop merge candidates ------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loop merge (Damani et al., CGO'20, Section 3, Figures 2b and 3; automatic
/// detection, Section 4.5): an inner loop with a lane-dependent trip count
/// inside an outer loop (RSBench). Threads that finish their inner loop run
/// the epilog and the next outer prolog and join the inner loop of the
/// threads still in it, so the inner body runs with full warps. The
/// prediction region starts at the outer preheader, the label is the inner
/// loop header.
///
///   opre: ...                     opre: join(b)
///   outer: prolog                 outer: prolog
///   inner: body; br c, inner, E   inner: wait(b); rejoin(b); body; ...
///   E: epilog; br outer, X   ==>  E: epilog; br outer, X
///                                 X: cancel(b)
///
//===----------------------------------------------------------------------===//

#include "AutoCandidates.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

/// A data-dependent trip count is unknown statically (Section 4.5: static
/// analysis cannot predict it); the inner body is weighted by this many
/// iterations per outer iteration.
static constexpr double AssumedInnerTrips = 8;

static double loopLatency(const Loop &L) {
  double Sum = 0;
  for (BasicBlock *BB : L.blocks())
    Sum += SIMTCostModel::blockLatency(*BB);
  return Sum;
}

/// The first exiting block of \p L with a divergent branch, if any.
static BasicBlock *divergentExit(const Loop &L, const LockstepUniformity &U) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  for (BasicBlock *BB : Exiting)
    if (U.hasDivergentTerminator(*BB))
      return BB;
  return nullptr;
}

void lockstep::specrec::findLoopMerge(LoopInfo &LI, const LockstepUniformity &U,
                                      const AutoParams &P,
                                      SmallVectorImpl<AutoCandidate> &Out) {
  for (Loop *Inner : LI.getLoopsInPreorder()) {
    BasicBlock *Exiting = divergentExit(*Inner, U);
    if (!Exiting)
      continue;
    AutoCandidate A;
    A.At = Exiting->getTerminator();
    A.Nest = Inner->getOutermostLoop();
    A.Region.Kind = "loop-merge";
    A.Region.Label = &*Inner->getHeader()->getFirstInsertionPt();
    Loop *Outer = Inner->getParentLoop();
    if (!Outer) {
      A.Reason = "no-outer-loop";
      A.Why = "the loop with a divergent trip count has no enclosing loop "
              "whose iterations could be merged (coarsen the threads)";
      Out.push_back(A);
      continue;
    }
    if (!Outer->getLoopPreheader()) {
      A.Reason = "no-preheader";
      A.Why = "the outer loop has no preheader to start the prediction region";
      Out.push_back(A);
      continue;
    }
    A.Region.Predict = Outer->getLoopPreheader()->getTerminator();
    AutoCosts C;
    double InnerCost = loopLatency(*Inner);
    C.Common = InnerCost * AssumedInnerTrips;
    C.Rest = loopLatency(*Outer) - InnerCost;
    C.Barrier = barrierCostPerIteration();
    C.SoftLanes = P.Threshold;
    C.WarpLanes = P.Lanes;
    decide(A, C, P.MinRatio);
    Out.push_back(A);
  }
}
