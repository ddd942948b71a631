//===- MeldProfitability.cpp - MP_B and MP_S of DARM ----------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Melding profitability (DARM Section IV-C) and meldability of subgraph
/// pairs (Def. 6).
///
///   MP_B(b1, b2) = sum_i min(freq(i, b1), freq(i, b2)) * w_i
///                  / (lat(b1) + lat(b2))
///   MP_S(S1, S2) = sum_(b1,b2) MP_B(b1, b2) * (lat(b1) + lat(b2))
///                  / sum_(b1,b2) (lat(b1) + lat(b2))
///
/// Instruction types i are (opcode, SIMTCostModel class) pairs, so a shared
/// load and a global load do not count as meldable; w_i is the class
/// latency. Two identical blocks score 0.5.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/MeldProfitability.h"
#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instruction.h"

#include <algorithm>

using namespace llvm;
using namespace lockstep;

StringRef lockstep::meldKindName(MeldKind K) {
  switch (K) {
  case MeldKind::RegionRegion:
    return "region-region";
  case MeldKind::BlockRegion:
    return "block-region";
  case MeldKind::BlockBlock:
    return "block-block";
  case MeldKind::None:
    break;
  }
  return "none";
}

/// The (opcode, instruction class) key of every instruction of \p BB,
/// sorted, so that equal keys are adjacent (cheaper than a map per block:
/// DivergentRegions and the subgraph alignment ask this of every pair).
static SmallVector<uint64_t, 32> opcodeKeys(const BasicBlock &BB) {
  SmallVector<uint64_t, 32> Keys;
  for (const Instruction &I : BB)
    Keys.push_back(uint64_t(I.getOpcode()) << 32 |
                   static_cast<unsigned>(SIMTCostModel::classify(I)));
  std::sort(Keys.begin(), Keys.end());
  return Keys;
}

/// Length of the run of \p Keys[\p I]'s key starting at \p I.
static size_t runLength(ArrayRef<uint64_t> Keys, size_t I) {
  size_t E = I;
  while (E < Keys.size() && Keys[E] == Keys[I])
    ++E;
  return E - I;
}

double lockstep::blockMeldProfitability(const BasicBlock &A,
                                        const BasicBlock &B) {
  unsigned Total =
      SIMTCostModel::blockLatency(A) + SIMTCostModel::blockLatency(B);
  if (Total == 0)
    return 0.0;
  SmallVector<uint64_t, 32> KA = opcodeKeys(A), KB = opcodeKeys(B);
  // Per key both blocks have: min(count in A, count in B) times its latency.
  uint64_t Saved = 0;
  for (size_t I = 0, J = 0; I < KA.size() && J < KB.size();) {
    if (KA[I] < KB[J]) {
      ++I;
      continue;
    }
    if (KB[J] < KA[I]) {
      ++J;
      continue;
    }
    size_t NA = runLength(KA, I), NB = runLength(KB, J);
    unsigned W = SIMTCostModel::latency(
        static_cast<InstClass>(static_cast<uint8_t>(KA[I])));
    Saved += uint64_t(std::min(NA, NB)) * W;
    I += NA, J += NB;
  }
  return double(Saved) / double(Total);
}

double lockstep::subgraphMeldProfitability(
    ArrayRef<std::pair<const BasicBlock *, const BasicBlock *>> Corresponding) {
  double Weighted = 0.0;
  uint64_t Total = 0;
  for (auto [A, B] : Corresponding) {
    unsigned Lat =
        SIMTCostModel::blockLatency(*A) + SIMTCostModel::blockLatency(*B);
    Weighted += blockMeldProfitability(*A, *B) * Lat;
    Total += Lat;
  }
  return Total ? Weighted / double(Total) : 0.0;
}

/// True when \p BB lies on a cycle made of blocks in \p In.
static bool onCycleWithin(BasicBlock *BB,
                          const SmallPtrSetImpl<BasicBlock *> &In) {
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work(succ_begin(BB), succ_end(BB));
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (X == BB)
      return true;
    if (!In.count(X) || !Seen.insert(X).second)
      continue;
    Work.append(succ_begin(X), succ_end(X));
  }
  return false;
}

BasicBlock *lockstep::bestReplicationPosition(const BasicBlock &Block,
                                              const SESESubgraph &Region,
                                              double *Profitability) {
  SmallPtrSet<BasicBlock *, 16> In(Region.Blocks.begin(), Region.Blocks.end());
  BasicBlock *Best = nullptr;
  double BestP = -1;
  for (BasicBlock *BB : Region.Blocks) {
    if (Region.HasLoop && onCycleWithin(BB, In))
      continue;
    double P = blockMeldProfitability(Block, *BB);
    if (P > BestP)
      BestP = P, Best = BB;
  }
  if (Profitability)
    *Profitability = std::max(BestP, 0.0);
  return Best;
}

/// Block-region (Def. 6 case 2): the block is placed at the position of its
/// most profitable partner in the replicated region (outside the region's
/// loops); every other block of the region pairs with an empty replica.
static double blockRegionProfitability(const SESESubgraph &Block,
                                       const SESESubgraph &Region) {
  const BasicBlock *B = Block.Entry;
  double Best = 0.0;
  BasicBlock *Position = bestReplicationPosition(*B, Region, &Best);
  unsigned BestLat = Best > 0 ? SIMTCostModel::blockLatency(*Position) : 0;
  unsigned Total = SIMTCostModel::blockLatency(*B) + Region.latency();
  if (Total == 0)
    return 0.0;
  return Best * double(SIMTCostModel::blockLatency(*B) + BestLat) /
         double(Total);
}

SubgraphPair lockstep::evaluatePair(const SESESubgraph &A,
                                    const SESESubgraph &B) {
  SubgraphPair P;
  if (A.HasConvergent || B.HasConvergent)
    return P;
  if (A.isSingleBlock() && B.isSingleBlock()) {
    P.Kind = MeldKind::BlockBlock;
    P.Profitability = blockMeldProfitability(*A.Entry, *B.Entry);
    return P;
  }
  if (!A.isSingleBlock() && !B.isSingleBlock()) {
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 16> Map;
    if (!matchIsomorphic(A, B, Map))
      return P;
    SmallVector<std::pair<const BasicBlock *, const BasicBlock *>, 16> CMap(
        Map.begin(), Map.end());
    P.Kind = MeldKind::RegionRegion;
    P.Profitability = subgraphMeldProfitability(CMap);
    return P;
  }
  // Region replication also handles regions with loops: the block goes to a
  // position outside them, and the replica's constant branches leave every
  // loop at its first exit.
  P.Kind = MeldKind::BlockRegion;
  P.Profitability = A.isSingleBlock() ? blockRegionProfitability(A, B)
                                      : blockRegionProfitability(B, A);
  return P;
}
