//===- LoopSplitCodeGen.cpp - Rewrite a loop as one loop per group --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// applyLoopSplit (LoopSplitCodeGen.h): which instructions each copy keeps,
/// the copies and the blocks between them, values leaving earlier copies,
/// and the removal of what each copy does not keep.
///
//===----------------------------------------------------------------------===//

#include "LoopSplitCodeGen.h"
#include "LoopSplitPlan.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <memory>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

class Rewriter {
public:
  explicit Rewriter(const LoopSplitPlan &P)
      : P(P), K(P.NumGroups), F(*P.Header->getParent()), Ctx(F.getContext()) {
    LoopBlocks.insert(P.Blocks.begin(), P.Blocks.end());
    for (BasicBlock *BB : P.Blocks)
      for (Instruction &I : *BB)
        Order.push_back(&I);
  }
  std::vector<BasicBlock *> run() {
    formPreheaderAndExits();
    computeKeep();
    makeCopies();
    moveLiveOuts();
    for (unsigned J = 0; J < K; ++J)
      dropOthers(J);
    hoistResults();
    std::vector<BasicBlock *> Headers;
    for (auto &C : Copies)
      Headers.push_back(C[0]);
    Headers.push_back(P.Header);
    return Headers;
  }

private:
  bool inLoop(const Value *V) const {
    const auto *I = dyn_cast<Instruction>(V);
    return I && LoopBlocks.count(I->getParent());
  }
  /// The copy of \p V in loop \p J (the original loop is the last one).
  Value *inCopy(Value *V, unsigned J) {
    if (J + 1 == K || !inLoop(V))
      return V;
    return (*VMaps[J])[V];
  }
  unsigned phiOwner(PHINode &PN) const {
    for (Value *V : PN.incoming_values())
      if (inLoop(V) && P.roleOf(V) >= 0)
        return unsigned(P.roleOf(V));
    return K - 1;
  }
  void formPreheaderAndExits();
  void computeKeep();
  void makeCopies();
  void renewLoopID(Instruction &Latch);
  void moveLiveOuts();
  void dropOthers(unsigned J);
  void hoistResults();

  LoopSplitPlan P; ///< A copy: the preheader and exits may change.
  unsigned K;
  Function &F;
  LLVMContext &Ctx;
  SmallPtrSet<const BasicBlock *, 32> LoopBlocks;
  std::vector<Instruction *> Order;
  std::vector<SmallPtrSet<const Instruction *, 32>> Keep;
  std::vector<std::unique_ptr<ValueToValueMapTy>> VMaps;
  std::vector<std::vector<BasicBlock *>> Copies;
  std::vector<BasicBlock *> Mids;
};

/// A preheader and dedicated exit blocks where the loop lacks them (clang's
/// -O3 output enters a loop from a block with two successors): the plan
/// allows only loops whose edges SplitBlockPredecessors can split.
void Rewriter::formPreheaderAndExits() {
  SmallVector<BasicBlock *, 4> Outside;
  if (!P.Preheader) {
    for (BasicBlock *Pred : predecessors(P.Header))
      if (!LoopBlocks.count(Pred))
        Outside.push_back(Pred);
    P.Preheader = SplitBlockPredecessors(P.Header, Outside, ".ls.ph");
  }
  for (BasicBlock *&E : P.Exits) {
    SmallVector<BasicBlock *, 4> Inside;
    for (BasicBlock *Pred : predecessors(E))
      if (LoopBlocks.count(Pred))
        Inside.push_back(Pred);
    if (Inside.size() == pred_size(E))
      continue;
    BasicBlock *Old = E;
    E = SplitBlockPredecessors(E, Inside, ".ls.exit");
    if (P.Exit == Old)
      P.Exit = E;
  }
}

void Rewriter::computeKeep() {
  Keep.assign(K, {});
  for (Instruction *I : Order) {
    int R = P.roleOf(I);
    if (R == ControlRole)
      for (auto &S : Keep)
        S.insert(I);
    else if (R >= 0)
      Keep[R].insert(I);
    else if (I->use_empty()) // Unused but may fault: keep it once.
      Keep[K - 1].insert(I);
    for (User *U : I->users())
      if (!inLoop(U) &&
          !(isa<PHINode>(U) &&
            is_contained(P.Exits, cast<Instruction>(U)->getParent())))
        Keep[P.ownerOf(I)].insert(I);
  }
  for (BasicBlock *E : P.Exits)
    for (PHINode &PN : E->phis())
      for (Value *V : PN.incoming_values())
        if (inLoop(V))
          Keep[phiOwner(PN)].insert(cast<Instruction>(V));
  for (auto &S : Keep) {
    SmallVector<const Instruction *, 64> Work(S.begin(), S.end());
    while (!Work.empty())
      for (const Value *Op : Work.pop_back_val()->operands())
        if (inLoop(Op) && S.insert(cast<Instruction>(Op)).second)
          Work.push_back(cast<Instruction>(Op));
  }
}

void Rewriter::makeCopies() {
  for (unsigned J = 0; J + 1 < K; ++J) {
    VMaps.push_back(std::make_unique<ValueToValueMapTy>());
    ValueToValueMapTy &VM = *VMaps.back();
    Copies.emplace_back();
    for (BasicBlock *BB : P.Blocks) {
      BasicBlock *NB = CloneBasicBlock(BB, VM, ".ls" + Twine(J), &F);
      NB->moveBefore(P.Header);
      VM[BB] = NB;
      Copies.back().push_back(NB);
    }
    Mids.push_back(
        BasicBlock::Create(Ctx, "loop-split.mid" + Twine(J), &F, P.Header));
  }
  for (unsigned J = 0; J + 1 < K; ++J) {
    ValueToValueMapTy &VM = *VMaps[J];
    for (BasicBlock *E : P.Exits)
      VM[E] = Mids[J];
    VM[P.Preheader] = J ? Mids[J - 1] : P.Preheader;
    SmallVector<BasicBlock *, 32> Blocks(Copies[J].begin(), Copies[J].end());
    remapInstructionsInBlocks(Blocks, VM);
    BranchInst::Create(J + 2 < K ? Copies[J + 1][0] : P.Header, Mids[J]);
    for (BasicBlock *BB : Copies[J])
      renewLoopID(*BB->getTerminator());
  }
  P.Preheader->getTerminator()->replaceUsesOfWith(P.Header, Copies[0][0]);
  for (PHINode &PN : P.Header->phis())
    PN.replaceIncomingBlockWith(P.Preheader, Mids[K - 2]);
}

/// A copied latch gets a loop ID of its own (same properties).
void Rewriter::renewLoopID(Instruction &Latch) {
  MDNode *ID = Latch.getMetadata(LLVMContext::MD_loop);
  if (!ID)
    return;
  SmallVector<Metadata *, 4> Ops = {nullptr};
  Ops.append(ID->op_begin() + 1, ID->op_end());
  MDNode *New = MDNode::getDistinct(Ctx, Ops);
  New->replaceOperandWith(0, New);
  Latch.setMetadata(LLVMContext::MD_loop, New);
}

void Rewriter::moveLiveOuts() {
  // Only a loop with one exit block has exit phis of earlier groups.
  for (PHINode &PN : make_early_inc_range(P.Exits[0]->phis())) {
    unsigned G = phiOwner(PN);
    if (G + 1 == K)
      continue;
    PHINode *NP = PHINode::Create(PN.getType(), PN.getNumIncomingValues(),
                                  PN.getName() + ".ls", Mids[G]->begin());
    for (unsigned I = 0; I < PN.getNumIncomingValues(); ++I)
      NP->addIncoming(inCopy(PN.getIncomingValue(I), G),
                      cast<BasicBlock>((*VMaps[G])[PN.getIncomingBlock(I)]));
    PN.replaceAllUsesWith(NP);
    PN.eraseFromParent();
  }
  for (Instruction *I : Order) {
    unsigned G = P.ownerOf(I);
    if (G + 1 == K || all_of(I->users(), [&](User *U) { return inLoop(U); }))
      continue;
    PHINode *NP = PHINode::Create(I->getType(), 2, I->getName() + ".ls",
                                  Mids[G]->begin());
    for (BasicBlock *Pred : predecessors(Mids[G]))
      NP->addIncoming(inCopy(I, G), Pred);
    for (Use &U : make_early_inc_range(I->uses()))
      if (!inLoop(U.getUser()))
        U.set(NP);
  }
}

void Rewriter::dropOthers(unsigned J) {
  SmallVector<Instruction *, 64> Dead;
  for (Instruction *I : Order)
    if (!Keep[J].count(I))
      Dead.push_back(cast<Instruction>(inCopy(I, J)));
  for (Instruction *I : reverse(Dead)) {
    if (!I->use_empty())
      I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    I->eraseFromParent();
  }
}

/// Pure computations after the loops that only need the results of earlier
/// loops (a reduction of a group's accumulators, say) move into the block
/// after the last loop they need, so that their inputs do not stay live
/// through the later loops. The exit block runs whenever the blocks between
/// the loops run, and only instructions that are safe to speculate move.
void Rewriter::hoistResults() {
  if (!P.Exit)
    return;
  DenseMap<const BasicBlock *, unsigned> MidIndex;
  for (unsigned J = 0; J < Mids.size(); ++J)
    MidIndex[Mids[J]] = J;
  auto Where = [&](Value *V) -> int { // -1: before the loops, -2: too late.
    auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return -1;
    auto It = MidIndex.find(I->getParent());
    if (It != MidIndex.end())
      return int(It->second);
    return I->getParent() == P.Exit || LoopBlocks.count(I->getParent()) ? -2
                                                                        : -1;
  };
  for (Instruction &I : make_early_inc_range(*P.Exit)) {
    if (isa<PHINode>(I) || I.isTerminator() || I.mayReadOrWriteMemory() ||
        !isSafeToSpeculativelyExecute(&I))
      continue;
    int Mid = -1;
    bool TooLate = false;
    for (Value *Op : I.operands()) {
      TooLate |= Where(Op) == -2;
      Mid = std::max(Mid, Where(Op));
    }
    if (!TooLate && Mid >= 0)
      I.moveBefore(Mids[Mid]->getTerminator()->getIterator());
  }
}

} // namespace

std::vector<BasicBlock *>
lockstep::split::applyLoopSplit(const LoopSplitPlan &P) {
  return Rewriter(P).run();
}
