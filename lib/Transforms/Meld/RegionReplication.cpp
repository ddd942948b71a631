//===- RegionReplication.cpp - Block-region melding by replication --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Region replication (DARM Section IV-C, Fig. 2 case 2): to meld a single
/// block A with a region M, the control flow of M is replicated for A's side
/// (L'), A is placed at the position of its most profitable partner in M,
/// and the branches of L' get constant conditions so that A's lanes run
/// exactly A: from the entry along a simple path to A's position, then along
/// a simple path to the exit. L' and M are then isomorphic and are melded as
/// region-region; each melded branch selects per lane between L''s constant
/// and M's condition. Values of A reach their users through the SSA repair
/// (phis at the dominance frontiers, poison off the path).
///
///       A          M: R1                  L': R1' --true--> A'(=A)
///       |            /  \         ==>          \                 |
///       X          E    R2                      R2' <------------+
///                   \  /                          |
///                    X                            X
///
//===----------------------------------------------------------------------===//

#include "RegionReplication.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <deque>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

/// A simple path from \p From to \p To through \p In, avoiding \p Avoid
/// (From and To excepted); empty when there is none. BFS, so shortest.
static SmallVector<BasicBlock *, 8>
simplePath(BasicBlock *From, BasicBlock *To,
           const SmallPtrSetImpl<BasicBlock *> &In,
           const DenseSet<BasicBlock *> &Avoid) {
  DenseMap<BasicBlock *, BasicBlock *> Parent;
  std::deque<BasicBlock *> Work = {From};
  Parent[From] = nullptr;
  while (!Work.empty()) {
    BasicBlock *BB = Work.front();
    Work.pop_front();
    if (BB == To)
      break;
    if (BB != From && !In.count(BB))
      continue;
    for (BasicBlock *S : successors(BB))
      if (!Parent.count(S) && (S == To || (In.count(S) && !Avoid.count(S)))) {
        Parent[S] = BB;
        Work.push_back(S);
      }
  }
  SmallVector<BasicBlock *, 8> Path;
  if (!Parent.count(To))
    return Path;
  for (BasicBlock *BB = To; BB; BB = Parent.lookup(BB))
    Path.push_back(BB);
  std::reverse(Path.begin(), Path.end());
  return Path;
}

/// The successor index of \p BB's branch that stays on \p Path.
static unsigned pathSuccessor(BasicBlock *BB, ArrayRef<BasicBlock *> Path) {
  auto It = find(Path, BB);
  if (It == Path.end() || It + 1 == Path.end())
    return 0;
  auto *BI = cast<BranchInst>(BB->getTerminator());
  for (unsigned S = 0; S < BI->getNumSuccessors(); ++S)
    if (BI->getSuccessor(S) == *(It + 1))
      return S;
  return 0;
}

/// Every replica block that exits feeds \p BlockNext's phis: the block's
/// value from the last block of the path, poison from the others (never
/// taken).
static void rewireNextPhis(BasicBlock *Block, BasicBlock *BlockNext,
                           ArrayRef<BasicBlock *> Region,
                           BasicBlock *RegionNext,
                           const DenseMap<BasicBlock *, BasicBlock *> &Copy,
                           BasicBlock *Last) {
  for (PHINode &P : BlockNext->phis()) {
    Value *V = P.getIncomingValueForBlock(Block);
    P.removeIncomingValue(Block, /*DeletePHIIfEmpty=*/false);
    for (BasicBlock *R : Region)
      for (BasicBlock *S : successors(R))
        if (S == RegionNext)
          P.addIncoming(R == Last ? V : PoisonValue::get(P.getType()),
                        Copy.lookup(R));
  }
}

Expected<MeldRequest> meld::replicateRegion(BasicBlock *Block,
                                            BasicBlock *BlockNext,
                                            ArrayRef<BasicBlock *> Region,
                                            BasicBlock *RegionNext,
                                            BasicBlock *Position) {
  SmallPtrSet<BasicBlock *, 16> In(Region.begin(), Region.end());
  for (BasicBlock *BB : Region)
    if (!isa<BranchInst>(BB->getTerminator()))
      return createStringError(inconvertibleErrorCode(),
                               "region block does not end in a branch");
  DenseSet<BasicBlock *> None;
  auto Head = simplePath(Region.front(), Position, In, None);
  DenseSet<BasicBlock *> OnHead(Head.begin(), Head.end());
  OnHead.erase(Position);
  auto TailPath = simplePath(Position, RegionNext, In, OnHead);
  if (Head.empty() || TailPath.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no simple path through the block's position");
  SmallVector<BasicBlock *, 16> Path(Head.begin(), Head.end());
  Path.append(TailPath.begin() + 1, TailPath.end());
  LLVMContext &Ctx = Block->getContext();
  DenseMap<BasicBlock *, BasicBlock *> Copy;
  for (BasicBlock *R : Region)
    Copy[R] = R == Position ? Block
                            : BasicBlock::Create(Ctx, "meld.replica",
                                                 Block->getParent(), Block);
  BasicBlock *Pred = Block->getSinglePredecessor();
  Block->getTerminator()->eraseFromParent();
  for (BasicBlock *R : Region) {
    auto *BI = cast<BranchInst>(R->getTerminator());
    auto Map = [&](BasicBlock *S) {
      return S == RegionNext ? BlockNext : Copy.lookup(S);
    };
    BasicBlock *C = Copy[R];
    if (BI->isUnconditional()) {
      BranchInst::Create(Map(BI->getSuccessor(0)), C);
      continue;
    }
    bool TakeFirst = pathSuccessor(R, Path) == 0;
    BranchInst::Create(Map(BI->getSuccessor(0)), Map(BI->getSuccessor(1)),
                       ConstantInt::getBool(Ctx, TakeFirst), C);
  }
  rewireNextPhis(Block, BlockNext, Region, RegionNext, Copy,
                 Path[Path.size() - 2]);
  if (Copy[Region.front()] != Block)
    Pred->getTerminator()->replaceSuccessorWith(Block, Copy[Region.front()]);
  MeldRequest Req;
  for (BasicBlock *R : Region) {
    Req.Pairs.push_back({Copy[R], R});
    // The constant branches keep the block's lanes on Path.
    Req.Unreached.push_back({!is_contained(Path, R), false});
  }
  Req.NextA = BlockNext;
  Req.NextB = RegionNext;
  return Req;
}
