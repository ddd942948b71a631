//===- LinearizeProfitability.cpp - Is a linearization worth it -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Per region, from the SIMTCostModel latencies (the simulator's `cycles`):
///
///  - gain: under post-dominator reconvergence a unit reached from the
///    region entry along k distinct forward paths can run up to k times
///    for k lane groups (Section 2.1: in Fig. 1, B5 runs three times). The
///    chain runs it once. Paths split only at divergent branches: a
///    uniform branch sends the whole warp one way, so its successors count
///    1/n of its paths each (two uniform alternatives joining make one
///    path, no duplicate). Without a profile, each extra path is taken by a
///    separate lane group with probability 1/2 (a divergent branch may
///    still send a whole warp one way): DuplicateCycles = sum over units of
///    (min(k, 32) - 1) / 2 * lat(unit), lat the sum of its blocks'
///    latencies (DARM's lat(b)); retreating edges are not counted as paths.
///    Lane groups meet again at immediate post-dominators: a unit whose
///    entry post-dominates its immediate dominator I runs for no more groups
///    than I (every divergent branch between I and the unit reconverges at
///    or before it), so its k is I's, not the sum over its predecessors.
///    (KMP of the bench, a held-out kernel: the second half of the unrolled
///    loop, after the first half's retry loop, counted 3 paths per unit and
///    the model took a loss of 20% of `cycles` for 759 duplicate cycles.)
///  - cost: every warp crossing the region runs every guard test that O4
///    did not fold, an int compare and a branch each, plus a select for each
///    conditional branch turned into a guard assignment. GuardCycles =
///    tests * (lat(int_alu) + lat(branch)) + selects * lat(select). At O4
///    the tests fold into predicates of the units' own branch conditions
///    (GuardTestFolding.cpp): a test then costs its branch and the guard
///    assignments nothing, GuardCycles = tests * lat(branch). (NQB of the
///    bench: 4 tests and 4 selects per iteration of its merged loop before,
///    4 branches after; the model with the compares declined HOT, which
///    the folded chain runs 6% faster in `cycles`.)
///    (On the bitonic sort of the bench, a region with one block on two
///    paths: 1/2 * 60 duplicate cycles against 36 of guards, declined; the
///    worst case, 60 > 36, transformed it and lost 7% of `cycles`.)
///
///  - loops entered from outside the region: a guard test or guard
///    assignment of a unit inside a cycle of the function that does not
///    contain the region entry runs on every iteration of that cycle, while
///    the duplicate execution counted above starts at the region entry and is
///    removed once (a jump into a loop: the two lane groups meet after the
///    first iteration; the guards stay on the loop's path for all of them).
///    Such guard cycles count `cfg-linearize-loop-trips` times (default 4,
///    the assumed iterations of a loop of unknown trip count; on the bench's
///    jump into a loop the model took 1/2 duplicate against guards counted
///    once and lost 13% of `cycles`).
///
///  - per-iteration serialization: a divergent branch inside a cycle C of
///    the region with two successors in C whose immediate post-dominator is
///    outside C (a `continue` next to a `break`, a `goto` out of an inner
///    loop back into the outer one, the second entry of an irreducible loop)
///    never reconverges inside C: each lane group runs the remaining
///    iterations of C on its own stack entry. The chain gives every loop one
///    latch and one exit (LinearizeOptimizations.cpp), so the two groups meet
///    at the back-edge guard on every iteration. Without the chain the
///    groups compound: on every iteration each group meets every such
///    branch of C again and, with probability 1/2 (as above), splits there,
///    so with b such branches the expected number of groups grows by
///    (3/2)^b per iteration, up to the 32 lanes of a warp. Counted in the
///    largest cycle of the region where each branch serializes:
///    SerialCycles = sum over cycles C of lat(C) * sum_{t < trips}
///    (min((3/2)^(b*t), 32) - 1), the extra passes over C, with lat(C) the
///    sum of C's block latencies and trips `cfg-linearize-loop-trips`.
///    (IRR of the bench: the even loop's jump into the odd state; NQB: the
///    `goto next_col` out of the safety loop. Without this term the model
///    saw only 1/2 of a duplicate block against the loop's guards and
///    declined both; with a single extra pass per iteration instead of
///    compounding groups it still declined IRR, which ran 4.9x faster
///    forced.)
///
/// The region is transformed when DuplicateCycles + SerialCycles -
/// GuardCycles exceeds the
/// threshold (default 0). The worst case assumes every divergent branch of
/// the region splits the warp; loops divide both sides alike and are left
/// out. A structured loop with breaks has no duplicate paths: the model
/// declines it unless forced.
///
//===----------------------------------------------------------------------===//

#include "LinearizeProfitability.h"
#include "GuardChain.h"

#include "lockstep/Analysis/SIMTCostModel.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CycleInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

static cl::opt<unsigned, false, BoundedParser<unsigned, 1, 1000000>>
    LoopTripsOpt("cfg-linearize-loop-trips", cl::init(4),
                 cl::desc("Assumed iterations of a loop entered from outside a "
                          "linearized region: weight of the guards inside it"),
                 cl::cat(getLockstepCategory()));

/// Per unit, how often its guards run per region entry: LoopTripsOpt when the
/// unit sits in a cycle that does not contain the region entry, else 1.
static std::vector<double> guardWeights(const GuardChain &C,
                                        const CycleInfo &CI) {
  std::vector<double> W(C.numUnits(), 1.0);
  for (unsigned U = 0; U < C.numUnits(); ++U) {
    const Cycle *Cy = CI.getCycle(C.Units[U].entry());
    if (Cy && !Cy->contains(C.Region.Entry))
      W[U] = std::max(1u, LoopTripsOpt.getValue());
  }
  return W;
}

/// The largest cycle of \p CI inside \p InRegion where \p BB serializes
/// iterations: two of its successors stay in the cycle and its immediate
/// post-dominator does not; null when there is none.
static const Cycle *
serializedCycle(const BasicBlock &BB, const CycleInfo &CI,
                const PostDominatorTree &PDT,
                const SmallPtrSetImpl<const BasicBlock *> &InRegion) {
  const DomTreeNode *Node = PDT.getNode(&BB);
  const DomTreeNode *IDom = Node ? Node->getIDom() : nullptr;
  const BasicBlock *IPDom = IDom ? IDom->getBlock() : nullptr;
  const Cycle *Found = nullptr;
  for (const Cycle *Cy = CI.getCycle(&BB); Cy; Cy = Cy->getParentCycle()) {
    if (!all_of(Cy->blocks(),
                [&](const BasicBlock *B) { return InRegion.count(B); }))
      break;
    SmallPtrSet<const BasicBlock *, 4> Inside;
    for (const BasicBlock *S : successors(&BB))
      if (Cy->contains(S))
        Inside.insert(S);
    if (Inside.size() >= 2 && !(IPDom && Cy->contains(IPDom)))
      Found = Cy;
  }
  return Found;
}

/// Expected extra passes over a cycle with \p Branches serializing branches
/// in \p Trips iterations (file header): sum over t < Trips of
/// min((3/2)^(Branches * t), 32) - 1.
static double extraPasses(unsigned Branches, double Trips) {
  double Extra = 0, Groups = 1;
  double Growth = std::pow(1.5, Branches);
  for (double T = 0; T < Trips; ++T) {
    Extra += Groups - 1;
    Groups = std::min(Groups * Growth, 32.0);
  }
  return Extra;
}

/// SerialCycles of the file header: per-iteration serialization of the
/// region's loops that the chain's single latch and exit remove.
static void addSerialization(const GuardChain &C, const CycleInfo &CI,
                             const PostDominatorTree &PDT,
                             function_ref<bool(const BasicBlock &)> IsDivergent,
                             LinearizeEstimate &E) {
  SmallPtrSet<const BasicBlock *, 32> InRegion(C.Region.Blocks.begin(),
                                               C.Region.Blocks.end());
  MapVector<const Cycle *, unsigned> Branches;
  for (const BasicBlock *BB : C.Region.Blocks)
    if (IsDivergent(*BB))
      if (const Cycle *Cy = serializedCycle(*BB, CI, PDT, InRegion))
        ++Branches[Cy];
  double Trips = std::max(1u, LoopTripsOpt.getValue());
  for (auto [Cy, Count] : Branches) {
    double Lat = 0;
    for (const BasicBlock *BB : Cy->blocks())
      Lat += SIMTCostModel::blockLatency(*BB);
    E.SerialBranches += Count;
    E.SerialCycles += Lat * extraPasses(Count, Trips);
  }
}

/// Per unit, the path id (unit index + 1, 0 for the region entry) whose
/// lane groups it runs for when its entry post-dominates its immediate
/// dominator (file header); -1 when the unit sums its predecessors' paths.
static std::vector<int> reconvergedFrom(const GuardChain &C,
                                        const DominatorTree &DT,
                                        const PostDominatorTree &PDT) {
  DenseMap<const BasicBlock *, int> IdOf;
  IdOf[C.Region.Entry] = 0;
  for (unsigned U = 0; U < C.numUnits(); ++U)
    for (const BasicBlock *BB : C.Units[U].Blocks)
      IdOf[BB] = U + 1;
  std::vector<int> From(C.numUnits(), -1);
  for (unsigned U = 0; U < C.numUnits(); ++U) {
    BasicBlock *H = C.Units[U].entry();
    const DomTreeNode *N = DT.getNode(H);
    const DomTreeNode *I = N ? N->getIDom() : nullptr;
    if (!I || !PDT.dominates(H, I->getBlock()))
      continue;
    auto It = IdOf.find(I->getBlock());
    if (It != IdOf.end() && It->second != int(U + 1))
      From[U] = It->second;
  }
  return From;
}

/// Guard tests (compare + branch) of the optimized chain, each weighted by
/// its unit's guardWeights.
static double weightedGuardTests(const GuardChain &C,
                                 const std::vector<double> &W) {
  double Tests = 0;
  for (int N : C.reachableNodes()) {
    const ChainNode &Node = C.Nodes[N];
    if ((Node.Kind == NodeKind::Guard || Node.Kind == NodeKind::Back) &&
        Node.Always < 0)
      Tests += W[Node.Unit];
  }
  return Tests;
}

LinearizeEstimate linearize::estimateLinearization(
    const GuardChain &C, function_ref<bool(const BasicBlock &)> IsDivergent,
    bool TestsFold) {
  double Branch = SIMTCostModel::latency(InstClass::Branch);
  double TestCost =
      TestsFold ? Branch : SIMTCostModel::latency(InstClass::IntAlu) + Branch;
  double SelectCost =
      TestsFold ? 0.0 : SIMTCostModel::latency(InstClass::Select);
  unsigned N = C.numUnits();
  std::vector<double> Paths(N + 2, 0.0);
  auto Share = [&](const BasicBlock &BB, size_t NumSuccs) {
    return IsDivergent(BB) || NumSuccs < 2 ? 1.0 : 1.0 / NumSuccs;
  };
  for (unsigned Id : C.EntrySuccIds)
    Paths[Id] += Share(*C.Region.Entry, C.EntrySuccIds.size());
  LinearizeEstimate E;
  Function &F = *C.Region.Entry->getParent();
  CycleInfo CI;
  CI.compute(F);
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  std::vector<double> W = guardWeights(C, CI);
  addSerialization(C, CI, PDT, IsDivergent, E);
  std::vector<int> From = reconvergedFrom(C, DT, PDT);
  for (unsigned U = 0; U < N; ++U) {
    if (From[U] >= 0) {
      double Before = From[U] ? Paths[From[U]] : 1.0;
      Paths[U + 1] = std::min(Paths[U + 1], Before);
    }
    double K = std::min(Paths[U + 1], 32.0);
    double Lat = 0;
    for (const BasicBlock *BB : C.Units[U].Blocks)
      Lat += SIMTCostModel::blockLatency(*BB);
    if (K > 1)
      E.DuplicateCycles += (K - 1) / 2 * Lat;
    const Unit &Un = C.Units[U];
    double Out = Paths[U + 1] * Share(*Un.entry(), Un.SuccIds.size());
    for (unsigned Id : Un.SuccIds)
      if (Id > U + 1)
        Paths[Id] += Out;
    if (C.Units[U].SuccIds.size() > 1)
      E.GuardCycles += W[U] * SelectCost;
  }
  if (C.EntrySuccIds.size() > 1)
    E.GuardCycles += SelectCost;
  E.GuardCycles += weightedGuardTests(C, W) * TestCost;
  return E;
}
