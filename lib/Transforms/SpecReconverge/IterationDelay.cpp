//===- IterationDelay.cpp - Iteration delay candidates --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Iteration delay (Damani et al., CGO'20, Section 3, Figure 2a; automatic
/// detection, Section 4.5): a loop whose body holds a divergent branch with
/// an expensive conditional side. Threads that take the side wait there
/// for the others, which run on to later iterations until they take it
/// too; then the side runs once for all of them. The prediction region
/// starts at the loop preheader, the label is the conditional side's
/// entry.
///
///   pre: ...                    pre: join(b)
///   loop: prolog; br c, T, L    loop: prolog; br c, T, L
///   T:   expensive        ==>   T:   wait(b); rejoin(b); expensive
///   L:   epilog; br loop, X     L:   epilog; br loop, X
///                               X:   cancel(b)
///
//===----------------------------------------------------------------------===//

#include "AutoCandidates.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

double lockstep::specrec::barrierCostPerIteration() {
  return 5.0 * SIMTCostModel::latency(InstClass::Branch);
}

/// How a soft barrier scales loop merge's saving, for decide()'s prose.
static std::string shareText(const AutoCosts &C) {
  if (C.share() >= 1)
    return "";
  return formatv(" x {0:f3} (a soft barrier of {1} of {2} lanes)", C.share(),
                 C.SoftLanes, C.WarpLanes)
      .str();
}

void lockstep::specrec::decide(AutoCandidate &A, const AutoCosts &C,
                               double MinRatio) {
  A.Region.Gain = C.gain();
  std::string Costs = C.Summary.empty()
                          ? "common code " + std::to_string(int(C.Common)) +
                                " cycles per iteration" + shareText(C) +
                                " vs prolog/epilog " +
                                std::to_string(int(C.Rest)) + " + barriers " +
                                std::to_string(int(C.Barrier))
                          : C.Summary + shareText(C);
  A.Profitable = A.Region.Gain >= MinRatio;
  A.Reason = A.Profitable ? A.Region.Kind.str() : "unprofitable";
  A.Why = A.Profitable ? Costs : Costs + ": below the minimum ratio";
}

static double latencyOf(ArrayRef<BasicBlock *> Blocks) {
  double Sum = 0;
  for (BasicBlock *BB : Blocks)
    Sum += SIMTCostModel::blockLatency(*BB);
  return Sum;
}

/// The loop blocks dominated by \p T (the conditional side).
static SmallVector<BasicBlock *, 8> sideBlocks(const Loop &L, BasicBlock *T,
                                               const DominatorTree &DT) {
  SmallVector<BasicBlock *, 8> Side;
  for (BasicBlock *BB : L.blocks())
    if (DT.dominates(T, BB))
      Side.push_back(BB);
  return Side;
}

/// The expensive conditional side of \p D's branch in \p L, if one is.
static BasicBlock *conditionalSide(const Loop &L, BasicBlock *D,
                                   const DominatorTree &DT) {
  BasicBlock *Best = nullptr;
  double BestCost = -1;
  for (BasicBlock *T : successors(D)) {
    if (!L.contains(T) || T == L.getHeader() || T->getSinglePredecessor() != D)
      continue;
    SmallVector<BasicBlock *, 8> Side = sideBlocks(L, T, DT);
    if (any_of(Side, [&](BasicBlock *BB) { return L.isLoopLatch(BB); }))
      continue;
    double Cost = latencyOf(Side);
    if (Cost > BestCost) {
      Best = T;
      BestCost = Cost;
    }
  }
  return Best;
}

/// Fills \p C for an iteration-delay candidate whose conditional side costs
/// \p Common and the rest of whose loop \p Rest, per iteration (the round
/// model of AutoCandidates.h). \p Taken is the measured share of lanes
/// taking the side per execution, if profiled.
static void iterationDelayCosts(AutoCosts &C, double Common, double Rest,
                                std::optional<double> Taken,
                                const AutoParams &P) {
  unsigned W = std::max(1u, P.Lanes);
  bool Soft = P.Threshold && P.Threshold < W;
  double Prob = Taken ? std::clamp(*Taken, 1e-6, 1.0) : 4.0 / W;
  double HW = 0; // H(W): a round lasts until the last of W lanes waits.
  for (unsigned J = 1; J <= W; ++J)
    HW += 1.0 / J;
  double Before = 1 - std::pow(1 - Prob, W);
  double After = std::min(1.0, Prob / HW);
  double Collected = Soft ? double(P.Threshold) / W : 1;
  double Spread = Soft ? double(W) / P.Threshold : 1 + HW / 2;
  C.Common = std::max(0.0, Before - After) * Collected * Common;
  C.Rest = (Spread - 1) * Rest;
  C.Barrier = Spread * barrierCostPerIteration();
  C.Summary = formatv(
      "common code {0} cycles, taken by {1:f3} of the lanes per iteration "
      "({2}), runs in {3:f2} of the iterations and after the transform in "
      "{4:f2}{5}: saves {6} cycles per iteration vs the prolog/epilog's {7} "
      "cycles run {8:f2} times as often ({9} more) + barriers {10}",
      int(Common), Prob, Taken ? "profile" : "assumed: 4 lanes", Before, After,
      Soft ? formatv(" (x {0:f3}: a soft barrier of {1} of {2} lanes)",
                     Collected, P.Threshold, W)
                 .str()
           : std::string(),
      int(C.Common), int(Rest), Spread, int(C.Rest), int(C.Barrier));
}

static void considerBranch(Loop &L, BasicBlock *D, const DominatorTree &DT,
                           const AutoParams &P,
                           SmallVectorImpl<AutoCandidate> &Out) {
  BasicBlock *T = conditionalSide(L, D, DT);
  if (!T)
    return;
  AutoCandidate A;
  A.At = D->getTerminator();
  A.Nest = L.getOutermostLoop();
  A.Region.Kind = "iteration-delay";
  A.Region.Label = &*T->getFirstInsertionPt();
  if (!L.getLoopPreheader()) {
    A.Reason = "no-preheader";
    A.Why = "the loop has no preheader to start the prediction region";
    Out.push_back(A);
    return;
  }
  A.Region.Predict = L.getLoopPreheader()->getTerminator();
  auto *Br = cast<BranchInst>(D->getTerminator());
  if (L.isLoopInvariant(Br->getCondition()) ||
      all_of(cast<Instruction>(Br->getCondition())->operands(),
             [&](Value *V) { return L.isLoopInvariant(V); })) {
    A.Reason = "invariant-condition";
    A.Why = "the divergent condition is loop-invariant: every lane goes the "
            "same way in every iteration";
    Out.push_back(A);
    return;
  }
  std::optional<double> TakenShare;
  if (const BranchStats *S = P.ProfileOf ? P.ProfileOf(Br) : nullptr) {
    if (S->neverDiverged()) {
      A.Reason = "never-diverged";
      A.Why = "the branch never split a warp in the divergence profile (" +
              std::to_string(S->Executions) + " warp executions)";
      Out.push_back(A);
      return;
    }
    unsigned Idx = T == Br->getSuccessor(0) ? 0 : 1;
    if (Idx < S->SuccessorLanes.size() && S->Lanes)
      TakenShare = double(S->SuccessorLanes[Idx]) / double(S->Lanes);
  }
  SmallVector<BasicBlock *, 8> Side = sideBlocks(L, T, DT);
  double Common = latencyOf(Side);
  AutoCosts C;
  iterationDelayCosts(C, Common, latencyOf(L.getBlocks()) - Common, TakenShare,
                      P);
  decide(A, C, P.MinRatio);
  Out.push_back(A);
}

void lockstep::specrec::findIterationDelay(
    LoopInfo &LI, const DominatorTree &DT, const LockstepUniformity &U,
    const AutoParams &P, SmallVectorImpl<AutoCandidate> &Out) {
  for (Loop *L : LI.getLoopsInPreorder())
    for (BasicBlock *D : L->blocks()) {
      auto *Br = dyn_cast<BranchInst>(D->getTerminator());
      if (LI.getLoopFor(D) != L || !Br || !Br->isConditional() ||
          !isa<Instruction>(Br->getCondition()) ||
          !U.hasDivergentTerminator(*D) || L->isLoopExiting(D))
        continue;
      considerBranch(*L, D, DT, P, Out);
    }
}
