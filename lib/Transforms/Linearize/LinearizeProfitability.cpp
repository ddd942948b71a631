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
///  - cost: every warp crossing the region runs every guard test that O4
///    did not fold, an int compare and a branch each, plus a select for each
///    conditional branch turned into a guard assignment. GuardCycles =
///    tests * (lat(int_alu) + lat(branch)) + selects * lat(select).
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
/// The region is transformed when DuplicateCycles - GuardCycles exceeds the
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

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CycleInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

static cl::opt<unsigned>
    LoopTripsOpt("cfg-linearize-loop-trips", cl::init(4),
                 cl::desc("Assumed iterations of a loop entered from outside a "
                          "linearized region: weight of the guards inside it"),
                 cl::cat(getLockstepCategory()));

/// Per unit, how often its guards run per region entry: LoopTripsOpt when the
/// unit sits in a cycle that does not contain the region entry, else 1.
static std::vector<double> guardWeights(const GuardChain &C) {
  Function &F = *C.Region.Entry->getParent();
  CycleInfo CI;
  CI.compute(F);
  std::vector<double> W(C.numUnits(), 1.0);
  for (unsigned U = 0; U < C.numUnits(); ++U) {
    const Cycle *Cy = CI.getCycle(C.Units[U].entry());
    if (Cy && !Cy->contains(C.Region.Entry))
      W[U] = std::max(1u, LoopTripsOpt.getValue());
  }
  return W;
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
    const GuardChain &C, function_ref<bool(const BasicBlock &)> IsDivergent) {
  unsigned N = C.numUnits();
  std::vector<double> Paths(N + 2, 0.0);
  auto Share = [&](const BasicBlock &BB, size_t NumSuccs) {
    return IsDivergent(BB) || NumSuccs < 2 ? 1.0 : 1.0 / NumSuccs;
  };
  for (unsigned Id : C.EntrySuccIds)
    Paths[Id] += Share(*C.Region.Entry, C.EntrySuccIds.size());
  LinearizeEstimate E;
  std::vector<double> W = guardWeights(C);
  for (unsigned U = 0; U < N; ++U) {
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
      E.GuardCycles += W[U] * SIMTCostModel::latency(InstClass::Select);
  }
  if (C.EntrySuccIds.size() > 1)
    E.GuardCycles += SIMTCostModel::latency(InstClass::Select);
  E.GuardCycles +=
      weightedGuardTests(C, W) * (SIMTCostModel::latency(InstClass::IntAlu) +
                                  SIMTCostModel::latency(InstClass::Branch));
  return E;
}
