//===- CommonCall.cpp - Common-call speculative reconvergence -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Section 4.4 of Damani et al., CGO'20 (Figure 2c): both sides of a
/// divergent branch call foo(); the threads should run foo's body together.
/// The paper waits at the callee's entry. lockstep-sim's barriers belong to
/// one frame and release threads at one program point, so here the call
/// sites are funnelled into one call site in the caller, which becomes the
/// reconvergence label of the prediction region (BarrierInsertion.cpp then
/// places join/wait/rejoin/cancel as for any label):
///
///   A: x; foo(a); y            A: x -> spec.call      spec.call:
///   B: u; foo(b); v     ==>    B: u -> spec.call        p = phi [a, A], [b, B]
///                              A': y   B': v            wait(b0); foo(p)
///                                                       switch site: A', B'
///
/// Values crossing the new edges go through stack slots while the CFG is
/// rebuilt (StackSlots.h).
///
//===----------------------------------------------------------------------===//

#include "CommonCall.h"

#include "AutoCandidates.h"
#include "StackSlots.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

static bool namesFunction(const Function &F, StringRef Name) {
  if (F.getName() == Name)
    return true;
  std::string D = demangle(F.getName());
  return StringRef(D).starts_with((Name + "(").str());
}

SmallVector<CallInst *, 4> lockstep::specrec::commonCalls(Instruction *Predict,
                                                          StringRef Name,
                                                          bool *Undefined) {
  BasicBlock *PB = Predict->getParent();
  DenseSet<BasicBlock *> Reach;
  SmallVector<BasicBlock *, 16> Work(successors(PB));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (Reach.insert(BB).second)
      append_range(Work, successors(BB));
  }
  SmallVector<CallInst *, 4> Calls;
  for (BasicBlock &BB : *PB->getParent())
    for (Instruction &I : BB) {
      auto *CI = dyn_cast<CallInst>(&I);
      Function *Callee = CI ? CI->getCalledFunction() : nullptr;
      bool After =
          Reach.contains(&BB) || (&BB == PB && Predict->comesBefore(&I));
      if (!Callee || !After || !namesFunction(*Callee, Name))
        continue;
      if (Callee->isDeclaration()) {
        if (Undefined)
          *Undefined = true;
        continue;
      }
      if (Calls.empty() || Calls[0]->getCalledFunction() == Callee)
        Calls.push_back(CI);
    }
  return Calls;
}

CallInst *lockstep::specrec::funnelCalls(ArrayRef<CallInst *> Calls,
                                         CFGUpdateTracker &CFG) {
  Function &F = *Calls[0]->getFunction();
  // Split first, so that values used across a call site's two halves go
  // through slots too.
  SmallVector<BasicBlock *, 4> Afters;
  for (CallInst *CI : Calls)
    Afters.push_back(
        CI->getParent()->splitBasicBlock(CI->getNextNode(), "spec.after"));
  SmallVector<BasicBlock *, 32> All;
  for (BasicBlock &BB : F)
    All.push_back(&BB);
  SmallVector<AllocaInst *, 32> Slots;
  demoteToSlots(All, {}, Slots);

  BasicBlock *C = BasicBlock::Create(F.getContext(), "spec.call", &F);
  IRBuilder<> B(C);
  unsigned N = Calls.size();
  SmallVector<Value *, 4> Args;
  for (Value *A : Calls[0]->args())
    Args.push_back(B.CreatePHI(A->getType(), N, "spec.arg"));
  PHINode *Site = B.CreatePHI(B.getInt32Ty(), N, "spec.site");
  CallInst *New = B.CreateCall(Calls[0]->getFunctionType(),
                               Calls[0]->getCalledOperand(), Args);
  New->setAttributes(Calls[0]->getAttributes());
  New->setCallingConv(Calls[0]->getCallingConv());
  New->setDebugLoc(Calls[0]->getDebugLoc());
  SwitchInst *Sw = B.CreateSwitch(Site, Afters[0], N - 1);
  for (unsigned K = 0; K < N; ++K) {
    CallInst *CI = Calls[K];
    BasicBlock *BB = CI->getParent();
    for (unsigned A = 0; A < Args.size(); ++A)
      cast<PHINode>(Args[A])->addIncoming(CI->getArgOperand(A), BB);
    Site->addIncoming(B.getInt32(K), BB);
    if (K)
      Sw->addCase(B.getInt32(K), Afters[K]);
    // After demotion the result's only users are its slot stores, right
    // behind the call: they move behind the new call.
    SmallVector<Instruction *, 2> Users;
    for (User *U : CI->users())
      Users.push_back(cast<Instruction>(U));
    for (Instruction *U : Users)
      U->moveBefore(Afters[K]->getFirstInsertionPt());
    CI->replaceAllUsesWith(New);
    BB->getTerminator()->eraseFromParent();
    CI->eraseFromParent();
    BranchInst::Create(C, BB);
  }
  promoteSlots(Slots, CFG);
  return New;
}

/// The defined functions called in blocks dominated by \p Side.
static SmallPtrSet<Function *, 4> calledUnder(Function &F, BasicBlock *Side,
                                              const DominatorTree &DT) {
  SmallPtrSet<Function *, 4> Out;
  for (BasicBlock &BB : F)
    if (DT.dominates(Side, &BB))
      for (Instruction &I : BB)
        if (auto *CI = dyn_cast<CallInst>(&I))
          if (Function *C = CI->getCalledFunction(); C && !C->isDeclaration())
            Out.insert(C);
  return Out;
}

void lockstep::specrec::findCommonCalls(Function &F, const DominatorTree &DT,
                                        const LockstepUniformity &U,
                                        const AutoParams &P,
                                        SmallVectorImpl<AutoCandidate> &Out) {
  for (BasicBlock &D : F) {
    auto *Br = dyn_cast<BranchInst>(D.getTerminator());
    if (!Br || !Br->isConditional() || !U.hasDivergentTerminator(D))
      continue;
    BasicBlock *S0 = Br->getSuccessor(0), *S1 = Br->getSuccessor(1);
    if (S0 == S1 || S0->getSinglePredecessor() != &D ||
        S1->getSinglePredecessor() != &D)
      continue;
    SmallPtrSet<Function *, 4> A = calledUnder(F, S0, DT);
    for (Function *C : calledUnder(F, S1, DT)) {
      if (!A.contains(C))
        continue;
      AutoCandidate Cand;
      Cand.At = Br;
      Cand.Region.Kind = "common-call";
      Cand.Region.Predict = Br;
      Cand.Callee = C->getName().str();
      AutoCosts Costs;
      for (BasicBlock &BB : *C)
        Costs.Common += SIMTCostModel::blockLatency(BB);
      Costs.Barrier = 4.0 * SIMTCostModel::latency(InstClass::Branch);
      decide(Cand, Costs, P.MinRatio);
      Out.push_back(Cand);
    }
  }
}
