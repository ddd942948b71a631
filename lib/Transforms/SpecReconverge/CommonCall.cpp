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

#include "StackSlots.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/CFG.h"
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
                                                          StringRef Name) {
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
      if (Callee && After && !Callee->isDeclaration() &&
          namesFunction(*Callee, Name) &&
          (Calls.empty() || Calls[0]->getCalledFunction() == Callee))
        Calls.push_back(CI);
    }
  return Calls;
}

CallInst *lockstep::specrec::funnelCalls(ArrayRef<CallInst *> Calls,
                                         CFGUpdateTracker &CFG) {
  Function &F = *Calls[0]->getFunction();
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
  SwitchInst *Sw = nullptr;
  for (unsigned K = 0; K < N; ++K) {
    CallInst *CI = Calls[K];
    BasicBlock *BB = CI->getParent();
    BasicBlock *After = BB->splitBasicBlock(CI->getNextNode(), "spec.after");
    for (unsigned A = 0; A < Args.size(); ++A)
      cast<PHINode>(Args[A])->addIncoming(CI->getArgOperand(A), BB);
    Site->addIncoming(B.getInt32(K), BB);
    if (!Sw)
      Sw = B.CreateSwitch(Site, After, N - 1);
    else
      Sw->addCase(B.getInt32(K), After);
    CI->replaceAllUsesWith(New);
    BB->getTerminator()->eraseFromParent();
    CI->eraseFromParent();
    BranchInst::Create(C, BB);
  }
  promoteSlots(Slots, CFG);
  return New;
}
