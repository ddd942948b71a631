//===- LoopBypass.cpp - Lanes that bypass a melded loop -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loop melding of bypassable loops (issue 13 item 2; LoopMeld.h). After
/// -O3 a side's loop is usually guarded: a zero-trip test before it, or the
/// path of a runtime-unrolled loop that goes straight to the remainder. Lanes
/// taking such a path never reach the loop, so the two sides would not
/// reconverge before a fused loop. Here every such bypass edge P -> T is
/// routed through the fused loop instead: the lane enters a gate block in
/// front of the fused header with a per-lane flag "this lane runs the loop"
/// (false on a bypass edge) and a route number (which bypass edge it came
/// by); the gate sends lanes whose flag is false straight to the loop's exit
/// block, where the exit branch on the side is followed, per side, by a
/// dispatch on the route to each bypass target T (through a landing block
/// that takes over P's entries in T's phis: live-outs on the bypass path keep
/// the bypass values).
///
///     A: br %g, PA, T                A: br %g, PA, BP
///     PA: br HA                      PA: br G          BP: br G
///     HA: loop ... XA        ==>     G: %run = phi [true, PA], [false, BP]
///     T: phi [v, A], ...                %route = phi [0, PA], [1, BP]
///                                       br %run, MH, MX
///                                    MH .. fused loop .. ML -> MH | MX
///                                    MX: br %c, DA, XB
///                                    DA: br %run, XA, LT    LT: br T
///                                    T: phi [v, LT], ...
///
/// Each lane still runs exactly its own blocks in its own order, plus the
/// new ones (which hold only control flow and phis); values defined before
/// the loop and used after a bypass target are routed by repairSSA. All
/// lanes of the region now pass the gate, so the two sides reconverge there.
///
//===----------------------------------------------------------------------===//

#include "LoopMeld.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

/// The blocks of the side starting at \p Start from which its lanes can
/// still reach the loop's preheader: dominated by \p Start (so inside the
/// side), the preheader included; empty when the loop is entered straight
/// from the region entry.
static SmallPtrSet<BasicBlock *, 16> blocksBeforeLoop(const LoopShape &S,
                                                      BasicBlock *Start,
                                                      const DominatorTree &DT) {
  SmallPtrSet<BasicBlock *, 16> Before;
  if (!S.Preheader || !DT.dominates(Start, S.Preheader))
    return Before;
  SmallVector<BasicBlock *, 16> Work = {S.Preheader};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!DT.dominates(Start, BB) || !Before.insert(BB).second)
      continue;
    if (BB != Start)
      append_range(Work, predecessors(BB));
  }
  return Before;
}

std::string meld::findBypass(LoopShape &S, BasicBlock *Start,
                             const DominatorTree &DT) {
  S.Bypass.clear();
  SmallPtrSet<BasicBlock *, 16> Before = blocksBeforeLoop(S, Start, DT);
  for (BasicBlock *BB : Before) {
    for (BasicBlock *T : successors(BB)) {
      if (T == S.Header || Before.count(T))
        continue;
      if (!isa<BranchInst>(BB->getTerminator()))
        return "a branch around the loop leaves from a switch";
      S.Bypass.push_back({BB, T});
    }
  }
  // A deterministic order (the route numbers), whatever the set's.
  llvm::sort(S.Bypass, [&](const auto &X, const auto &Y) {
    return X.first->getNumber() != Y.first->getNumber()
               ? X.first->getNumber() < Y.first->getNumber()
               : X.second->getNumber() < Y.second->getNumber();
  });
  return "";
}

namespace {
/// The gate's per-lane values.
struct Gate {
  BasicBlock *Block;
  PHINode *Run, *Route;
};
} // namespace

/// Splits every bypass edge P -> T of \p S into P -> BP -> \p G and records
/// the new entry (flag false, route k + 1). T keeps P's phi entries until
/// dispatch() moves them to T's landing block.
static void enterGate(const LoopShape &S, Gate &G) {
  LLVMContext &Ctx = G.Block->getContext();
  for (auto [K, Edge] : enumerate(S.Bypass)) {
    auto [P, T] = Edge;
    auto *BP = BasicBlock::Create(Ctx, "loopmeld.bypass", G.Block->getParent(),
                                  G.Block);
    BranchInst::Create(G.Block, BP);
    cast<BranchInst>(P->getTerminator())->replaceSuccessorWith(T, BP);
    for (PHINode &X : G.Block->phis())
      X.addIncoming(&X == G.Run     ? ConstantInt::getFalse(Ctx)
                    : &X == G.Route ? ConstantInt::get(X.getType(), K + 1)
                                    : PoisonValue::get(X.getType()),
                    BP);
  }
}

/// The block that sends the lanes of a side with bypass edges from the
/// fused loop's exit to \p Exit (lanes that ran the loop) or to the target
/// of the edge they came by, through a landing block each.
static BasicBlock *dispatch(const LoopShape &S, BasicBlock *Exit,
                            BasicBlock *MX, const Gate &G) {
  LLVMContext &Ctx = MX->getContext();
  Function *F = MX->getParent();
  auto *D = BasicBlock::Create(Ctx, "loopmeld.dispatch", F, Exit);
  Exit->replacePhiUsesWith(MX, D);
  SmallVector<BasicBlock *, 4> Landings;
  for (auto [P, T] : S.Bypass) {
    auto *L = BasicBlock::Create(Ctx, "loopmeld.land", F, T);
    BranchInst::Create(T, L);
    T->replacePhiUsesWith(P, L);
    Landings.push_back(L);
  }
  if (Landings.size() == 1) {
    BranchInst::Create(Exit, Landings.front(), G.Run, D);
    return D;
  }
  SwitchInst *SI = SwitchInst::Create(G.Route, Exit, Landings.size(), D);
  for (auto [K, L] : enumerate(Landings))
    SI->addCase(ConstantInt::get(cast<IntegerType>(G.Route->getType()), K + 1),
                L);
  return D;
}

void meld::addBypassGate(const LoopShape &A, const LoopShape &B, BasicBlock *MH,
                         BasicBlock *MX) {
  if (A.Bypass.empty() && B.Bypass.empty())
    return;
  LLVMContext &Ctx = MH->getContext();
  BasicBlock *GB =
      SplitBlockPredecessors(MH, {A.Preheader, B.Preheader}, ".gate",
                             static_cast<DomTreeUpdater *>(nullptr));
  GB->setName("loopmeld.gate");
  Gate G{GB, nullptr, nullptr};
  G.Run = PHINode::Create(Type::getInt1Ty(Ctx), 4, "loopmeld.run",
                          GB->getFirstNonPHIIt());
  G.Route = PHINode::Create(Type::getInt32Ty(Ctx), 4, "loopmeld.route",
                            GB->getFirstNonPHIIt());
  for (BasicBlock *Pre : {A.Preheader, B.Preheader}) {
    G.Run->addIncoming(ConstantInt::getTrue(Ctx), Pre);
    G.Route->addIncoming(ConstantInt::get(Type::getInt32Ty(Ctx), 0), Pre);
  }
  enterGate(A, G);
  enterGate(B, G);
  GB->getTerminator()->eraseFromParent();
  BranchInst::Create(MH, MX, G.Run, GB);
  auto *XB = cast<BranchInst>(MX->getTerminator());
  if (!A.Bypass.empty())
    XB->setSuccessor(0, dispatch(A, A.Exit, MX, G));
  if (!B.Bypass.empty())
    XB->setSuccessor(1, dispatch(B, B.Exit, MX, G));
}
