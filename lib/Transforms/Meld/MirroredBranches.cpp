//===- MirroredBranches.cpp - Block pairing with swapped successors -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block pairing of two isomorphic regions where a pair of conditional
/// branches may correspond with B's successors swapped (beyond DARM Def. 5).
/// Two mirrored loops test the same condition and do opposite things on it:
///
///   A: c = icmp sgt x, y          B: c = icmp sgt x, y
///      br c, TakeY, TakeX            br c, TakeX, TakeY
///
/// Pairing by successor order melds TakeY with TakeX (every store and
/// increment selects between x and y, i and j); swapped, TakeX melds with
/// TakeX and the melded branch tests `c xor not Cond` (MeldCodeGen.cpp).
/// The pairing walks both regions from their entries as matchIsomorphic
/// does, aligning each visited block pair (so operands their aligned pairs
/// make one value count as one) and choosing, at each conditional pair, the
/// orientation under which the successors align better.
///
//===----------------------------------------------------------------------===//

#include "MirroredBranches.h"
#include "AlignmentMemo.h"
#include "MeldCodeGen.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "lockstep/Support/Options.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

static cl::opt<bool> MirrorBranches(
    "lockstep-meld-mirror", cl::init(true),
    cl::desc("Let two conditional branches on one condition correspond with "
             "swapped successors when the successors align better so "
             "(mirrored sides); applies to region-region melding"),
    cl::cat(getLockstepCategory()));

namespace {
class MirroredMatcher {
  const SESESubgraph &A, &B;
  SmallPtrSet<BasicBlock *, 16> InA, InB;
  DenseMap<BasicBlock *, BasicBlock *> Fwd, Bwd;
  DenseMap<BasicBlock *, bool> Swap;
  MeldedValues Known;
  AlignmentMemo *Memo;

  BasicBlock *succB(const Instruction *TB, unsigned I, bool Sw) const {
    return TB->getSuccessor(Sw ? TB->getNumSuccessors() - 1 - I : I);
  }
  bool consistent(const Instruction *TA, const Instruction *TB, bool Sw) const;
  int64_t score(BasicBlock *X, BasicBlock *Y) const;
  bool preferSwap(BasicBlock *BA, BasicBlock *BB) const;
  void alignPair(BasicBlock *BA, BasicBlock *BB);

public:
  MirroredMatcher(const SESESubgraph &A, const SESESubgraph &B,
                  AlignmentMemo *Memo)
      : A(A), B(B), InA(A.Blocks.begin(), A.Blocks.end()),
        InB(B.Blocks.begin(), B.Blocks.end()), Memo(Memo) {}
  bool run(SmallVectorImpl<std::pair<BasicBlock *, BasicBlock *>> &Map,
           SmallVectorImpl<bool> &Swapped);
};
} // namespace

/// Whether TA's successors can correspond to TB's (reversed with \p Sw)
/// given the blocks paired so far.
bool MirroredMatcher::consistent(const Instruction *TA, const Instruction *TB,
                                 bool Sw) const {
  unsigned N = TA->getNumSuccessors();
  for (unsigned I = 0; I != N; ++I) {
    BasicBlock *SA = TA->getSuccessor(I), *SB = succB(TB, I, Sw);
    if ((SA == A.Next) != (SB == B.Next))
      return false;
    if (SA == A.Next)
      continue;
    if (!InA.count(SA) || !InB.count(SB))
      return false;
    auto FIt = Fwd.find(SA);
    auto BIt = Bwd.find(SB);
    if ((FIt != Fwd.end() && FIt->second != SB) ||
        (BIt != Bwd.end() && BIt->second != SA))
      return false;
    // Two successors that are one block on one side only.
    for (unsigned J = 0; J != I; ++J)
      if ((TA->getSuccessor(J) == SA) != (succB(TB, J, Sw) == SB))
        return false;
  }
  return true;
}

int64_t MirroredMatcher::score(BasicBlock *X, BasicBlock *Y) const {
  if (X == A.Next || Y == B.Next || Fwd.count(X) || Bwd.count(Y))
    return 0;
  return alignThrough(Memo, blockBody(X), blockBody(Y), Known).SharedScore;
}

/// Swap when both branches test what alignment makes one value and the two
/// successor pairs align better swapped, by more than the xor it costs.
bool MirroredMatcher::preferSwap(BasicBlock *BA, BasicBlock *BB) const {
  auto *TA = dyn_cast<BranchInst>(BA->getTerminator());
  auto *TB = dyn_cast<BranchInst>(BB->getTerminator());
  if (!TA || !TB || !TA->isConditional() || !TB->isConditional())
    return false;
  Value *CA = TA->getCondition(), *CB = TB->getCondition();
  if (CA != CB && Known.lookup(CB) != CA)
    return false;
  BasicBlock *A0 = TA->getSuccessor(0), *A1 = TA->getSuccessor(1);
  BasicBlock *B0 = TB->getSuccessor(0), *B1 = TB->getSuccessor(1);
  int64_t Keep = score(A0, B0) + score(A1, B1);
  int64_t Mirror = score(A0, B1) + score(A1, B0);
  return Mirror > Keep + SIMTCostModel::latency(InstClass::IntAlu);
}

void MirroredMatcher::alignPair(BasicBlock *BA, BasicBlock *BB) {
  SmallVector<Instruction *, 32> IA = blockBody(BA), IB = blockBody(BB);
  Alignment Al = alignThrough(Memo, IA, IB, Known);
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Known[IB[S.IndexB]] = IA[S.IndexA];
}

bool MirroredMatcher::run(
    SmallVectorImpl<std::pair<BasicBlock *, BasicBlock *>> &Map,
    SmallVectorImpl<bool> &Swapped) {
  if (!MirrorBranches || A.Blocks.size() != B.Blocks.size())
    return false;
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 16> Work;
  Fwd[A.Entry] = B.Entry;
  Bwd[B.Entry] = A.Entry;
  Work.push_back({A.Entry, B.Entry});
  while (!Work.empty()) {
    auto [BA, BB] = Work.pop_back_val();
    auto *TA = dyn_cast<BranchInst>(BA->getTerminator());
    auto *TB = dyn_cast<BranchInst>(BB->getTerminator());
    if (!TA || !TB || TA->isConditional() != TB->isConditional())
      return false;
    alignPair(BA, BB);
    bool Sw = preferSwap(BA, BB);
    if (!consistent(TA, TB, Sw)) {
      Sw = !Sw;
      if (!TA->isConditional() || !consistent(TA, TB, Sw))
        return false;
    }
    Swap[BA] = Sw;
    for (unsigned I = 0, E = TA->getNumSuccessors(); I != E; ++I) {
      BasicBlock *SA = TA->getSuccessor(I), *SB = succB(TB, I, Sw);
      if (SA == A.Next || Fwd.count(SA))
        continue;
      Fwd[SA] = SB;
      Bwd[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (Fwd.size() != A.Blocks.size())
    return false;
  Map.clear();
  Swapped.clear();
  for (BasicBlock *BA : A.Blocks) {
    Map.push_back({BA, Fwd.lookup(BA)});
    Swapped.push_back(Swap.lookup(BA));
  }
  return true;
}

bool meld::matchMirrored(
    const SESESubgraph &A, const SESESubgraph &B,
    SmallVectorImpl<std::pair<BasicBlock *, BasicBlock *>> &Map,
    SmallVectorImpl<bool> &Swapped, AlignmentMemo *Memo) {
  return MirroredMatcher(A, B, Memo).run(Map, Swapped);
}
