//===- SESESubgraphs.cpp - Ordered SESE subgraphs of a divergent path -----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Splits one path of a divergent region into its ordered single-entry
/// single-exit subgraphs (DARM Defs. 1-3) and matches isomorphic subgraphs
/// (Def. 6, case 1).
///
/// A path from successor S to the region exit X is cut at S's chain of
/// immediate post-dominators S = c0, c1 = ipdom(c0), ..., X. Each segment
/// [ci, ci+1) is a single block (ci branches straight to ci+1) or a region
/// entered only at ci: every block of it is dominated by ci. Because ci+1
/// post-dominates ci, every path out of the segment goes through ci+1, so the
/// segments are ordered by post-dominance as Def. 7 requires.
///
///        E                 segments of the true path:
///       / \                  [C]           single block
///      C   D                 [R, R1, R2]   region entered at R
///      |   |                 exit edge(s) into X
///      R   .
///     / \  .
///    R1 R2 .
///     \ /  .
///      X <-
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Support/BlockNames.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace lockstep;

unsigned SESESubgraph::latency() const {
  unsigned Sum = 0;
  for (const BasicBlock *BB : Blocks)
    Sum += SIMTCostModel::blockLatency(*BB);
  return Sum;
}

static bool hasConvergentOp(const BasicBlock &BB) {
  for (const Instruction &I : BB)
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (mayNeedConvergence(*CB))
        return true;
  return false;
}

namespace {
/// Pre-order walk of one segment [Entry, Next).
struct SegmentWalker {
  const DominatorTree &DT;
  SESESubgraph &S;
  std::string &Reason;
  BasicBlock *RegionEntry;
  SmallPtrSet<BasicBlock *, 16> Visited;
  SmallPtrSet<BasicBlock *, 16> OnStack;

  /// A block the segment entry does not dominate may still belong to the
  /// segment when only other paths of the same region enter it.
  bool admit(BasicBlock *BB) {
    if (DT.dominates(S.Entry, BB))
      return true;
    if (RegionEntry && BB != RegionEntry &&
        DT.properlyDominates(RegionEntry, BB)) {
      S.Shared.push_back(BB);
      return true;
    }
    Reason = "block " + blockName(BB) +
             " is reached from outside the "
             "subgraph entered at " +
             blockName(S.Entry);
    return false;
  }

  bool walk(BasicBlock *BB) {
    if (!admit(BB))
      return false;
    Visited.insert(BB);
    OnStack.insert(BB);
    S.Blocks.push_back(BB);
    S.HasConvergent |= hasConvergentOp(*BB);
    if (succ_empty(BB)) {
      Reason = "block " + blockName(BB) +
               " leaves the function inside the "
               "region";
      return false;
    }
    for (BasicBlock *Succ : successors(BB)) {
      if (Succ == S.Next)
        continue;
      if (OnStack.count(Succ))
        S.HasLoop = true;
      if (Visited.count(Succ))
        continue;
      if (!walk(Succ))
        return false;
    }
    OnStack.erase(BB);
    return true;
  }
};
} // namespace

/// True when \p To is reachable from \p From without passing \p Stop.
static bool reachesAvoiding(BasicBlock *From, BasicBlock *To,
                            BasicBlock *Stop) {
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work = {From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB == To)
      return true;
    if (BB == Stop || !Seen.insert(BB).second)
      continue;
    Work.append(succ_begin(BB), succ_end(BB));
  }
  return false;
}

bool lockstep::decomposePath(BasicBlock *Start, BasicBlock *Exit,
                             const DominatorTree &DT,
                             const PostDominatorTree &PDT,
                             std::vector<SESESubgraph> &Out,
                             std::string &Reason, BasicBlock *RegionEntry) {
  BasicBlock *Cur = Start;
  while (Cur != Exit) {
    DomTreeNode *Node = PDT.getNode(Cur);
    BasicBlock *Next =
        Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    // A loop headed at Cur is one subgraph: its post-dominator inside the
    // loop (the latch) would start a segment that re-enters Cur through the
    // back edge.
    while (Next && Next != Exit && reachesAvoiding(Next, Cur, Exit)) {
      DomTreeNode *N = PDT.getNode(Next);
      Next = N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
    }
    if (!Next) {
      Reason = "no post-dominator below " + blockName(Cur);
      return false;
    }
    SESESubgraph S;
    S.Entry = Cur;
    S.Next = Next;
    SegmentWalker W{DT, S, Reason, RegionEntry, {}, {}};
    if (!W.walk(Cur))
      return false;
    // A back edge into the entry from inside the segment is a loop too.
    for (BasicBlock *Pred : predecessors(Cur))
      if (W.Visited.count(Pred))
        S.HasLoop = true;
    Out.push_back(std::move(S));
    Cur = Next;
  }
  return true;
}

/// Terminators correspond when they have the same kind and successor count;
/// switches also need the same case values in the same order.
static bool sameTerminatorShape(const Instruction *A, const Instruction *B) {
  if (A->getOpcode() != B->getOpcode() ||
      A->getNumSuccessors() != B->getNumSuccessors())
    return false;
  if (const auto *SA = dyn_cast<SwitchInst>(A)) {
    const auto *SB = cast<SwitchInst>(B);
    for (auto [CA, CB] : zip(SA->cases(), SB->cases()))
      if (CA.getCaseValue() != CB.getCaseValue())
        return false;
  }
  if (const auto *BA = dyn_cast<BranchInst>(A))
    return BA->isConditional() == cast<BranchInst>(B)->isConditional();
  return isa<BranchInst>(A) || isa<SwitchInst>(A);
}

bool lockstep::matchIsomorphic(
    const SESESubgraph &A, const SESESubgraph &B,
    SmallVectorImpl<std::pair<BasicBlock *, BasicBlock *>> &Map) {
  if (A.Blocks.size() != B.Blocks.size())
    return false;
  SmallPtrSet<BasicBlock *, 16> InA(A.Blocks.begin(), A.Blocks.end());
  SmallPtrSet<BasicBlock *, 16> InB(B.Blocks.begin(), B.Blocks.end());
  DenseMap<BasicBlock *, BasicBlock *> Fwd, Bwd;
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 16> Work;
  Fwd[A.Entry] = B.Entry;
  Bwd[B.Entry] = A.Entry;
  Work.push_back({A.Entry, B.Entry});
  while (!Work.empty()) {
    auto [BA, BB] = Work.pop_back_val();
    const Instruction *TA = BA->getTerminator(), *TB = BB->getTerminator();
    if (!sameTerminatorShape(TA, TB))
      return false;
    for (unsigned I = 0, E = TA->getNumSuccessors(); I != E; ++I) {
      BasicBlock *SA = TA->getSuccessor(I), *SB = TB->getSuccessor(I);
      if ((SA == A.Next) != (SB == B.Next))
        return false;
      if (SA == A.Next)
        continue;
      if (!InA.count(SA) || !InB.count(SB))
        return false;
      auto FIt = Fwd.find(SA);
      auto BIt = Bwd.find(SB);
      if (FIt != Fwd.end() || BIt != Bwd.end()) {
        if (FIt == Fwd.end() || FIt->second != SB)
          return false;
        continue;
      }
      Fwd[SA] = SB;
      Bwd[SB] = SA;
      Work.push_back({SA, SB});
    }
  }
  if (Fwd.size() != A.Blocks.size())
    return false;
  Map.clear();
  for (BasicBlock *BA : A.Blocks)
    Map.push_back({BA, Fwd.lookup(BA)});
  return true;
}
