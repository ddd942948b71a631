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
/// Cost model, per outer iteration of one lane, with B the inner body's
/// latency, R the prolog and epilog's, X the barrier operations' per inner
/// iteration, W the warp's lanes, t the mean inner iterations per entry and
/// m the warp's longest (the baseline runs m inner iterations per outer
/// one, the merged loop about t):
///   saved = (m - t) x B
///   added = t x (X + p x R) - R,   p = 1 - (1 - 1/t)^W
/// p is the share of merged rounds in which some lane of the warp leaves
/// the inner loop and so runs the epilog and the next prolog beside the
/// others: with t = 16 and 32 lanes it is 0.87, so a cheap body under a
/// costly prolog/epilog loses (the rounds pay R nearly every time).
/// Without a profile t = 8 and m = 2t (trip counts spread evenly up to
/// twice their mean). With a profile (-lockstep-profile) that has lane_max
/// (DivergenceProfile.h), the whole profiled run is costed instead: the
/// warps ran the inner header's branch E times and their busiest lanes
/// L times (the rounds a merged warp needs at least: merging cannot help
/// when the same lanes run long every outer iteration), so
///   saved = (E - L) x B
///   added = L x X + (rounds in which some lane leaves - outer rounds) x R
/// with the leaving rounds of n lane exits spread over L rounds
/// L x (1 - (1 - 1/L)^n) per warp, and the outer rounds the outer latch's
/// executions. A profile without lane_max (written before it existed) is
/// treated as none. The estimated gain is saved x share / added
/// (AutoCandidates.h; share for soft barriers).
///
//===----------------------------------------------------------------------===//

#include "AutoCandidates.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

/// A data-dependent trip count is unknown statically (Section 4.5: static
/// analysis cannot predict it); without a profile the inner loop runs this
/// many iterations per entry on average (t), twice that for the warp (m).
static constexpr double AssumedInnerTrips = 8;

/// The lanes that leave \p L through its exiting branches in the profile;
/// none when one of them has no profile.
static std::optional<uint64_t> lanesLeaving(const Loop &L,
                                            const AutoParams &P) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  uint64_t Left = 0;
  for (BasicBlock *BB : Exiting) {
    const Instruction *T = BB->getTerminator();
    const BranchStats *S = P.ProfileOf(T);
    if (!S || S->SuccessorLanes.size() != T->getNumSuccessors())
      return std::nullopt;
    for (unsigned I = 0, E = T->getNumSuccessors(); I != E; ++I)
      if (!L.contains(T->getSuccessor(I)))
        Left += S->SuccessorLanes[I];
  }
  return Left;
}

/// Fills \p C from the whole profiled run when the profile has lane_max
/// for \p Inner's header (file comment); false otherwise.
static bool profiledRunCosts(AutoCosts &C, const Loop &Inner, const Loop &Outer,
                             double Body, double Rest, const AutoParams &P) {
  if (!P.ProfileOf)
    return false;
  const BranchStats *H = P.ProfileOf(Inner.getHeader()->getTerminator());
  std::optional<uint64_t> Left = lanesLeaving(Inner, P);
  if (!H || !H->LaneMax || !*H->LaneMax || !H->Warps || !Left || !*Left)
    return false;
  double Warps = double(H->Warps), Busiest = double(*H->LaneMax);
  double PerWarp = Busiest / Warps, ExitsPerWarp = double(*Left) / Warps;
  double LeaveRounds =
      Warps * PerWarp *
      (PerWarp > 1 ? 1 - std::pow(1 - 1 / PerWarp, ExitsPerWarp) : 1);
  double OuterRounds = ExitsPerWarp / P.Lanes * Warps;
  if (BasicBlock *Latch = Outer.getLoopLatch())
    if (const BranchStats *O = P.ProfileOf(Latch->getTerminator()))
      OuterRounds = double(O->Executions);
  C.Common = (double(H->Executions) - Busiest) * Body;
  C.Rest = std::max(0.0, LeaveRounds - OuterRounds) * Rest;
  C.Barrier = Busiest * barrierCostPerIteration();
  C.Summary =
      formatv("inner loop {0} cycles per iteration; in the profile its warps "
              "ran it {1} times and their busiest lanes {2}: costs "
              "prolog/epilog {3} cycles in {4:f0} more rounds + barriers {5}, "
              "saves {6} cycles",
              int(Body), H->Executions, *H->LaneMax, int(Rest),
              std::max(0.0, LeaveRounds - OuterRounds), int(C.Barrier),
              int(C.Common))
          .str();
  return true;
}

/// Fills \p C from the latencies and the assumed trip counts (file
/// comment).
static void loopMergeCosts(AutoCosts &C, double Body, double Rest,
                           unsigned Lanes) {
  const double Mean = AssumedInnerTrips, WarpMax = 2 * AssumedInnerTrips;
  double Leave = 1 - std::pow(1 - 1 / Mean, Lanes);
  C.Common = (WarpMax - Mean) * Body;
  C.Rest = std::max(0.0, Mean * Leave * Rest - Rest);
  C.Barrier = Mean * barrierCostPerIteration();
  C.Summary = formatv("inner loop {0} cycles per iteration, {1:f1} "
                      "iterations per entry and {2:f1} for the warp (assumed): "
                      "costs prolog/epilog {3} cycles in {4:f2} of the "
                      "merged rounds + barriers {5}, saves {6} cycles per "
                      "outer iteration",
                      int(Body), Mean, WarpMax, int(Rest), Leave,
                      int(C.Barrier), int(C.Common))
                  .str();
}

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
    double Rest = loopLatency(*Outer) - InnerCost;
    if (!profiledRunCosts(C, *Inner, *Outer, InnerCost, Rest, P))
      loopMergeCosts(C, InnerCost, Rest, P.Lanes);
    C.SoftLanes = P.Threshold;
    C.WarpLanes = P.Lanes;
    decide(A, C, P.MinRatio);
    Out.push_back(A);
  }
}
