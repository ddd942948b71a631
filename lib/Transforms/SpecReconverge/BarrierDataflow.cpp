//===- BarrierDataflow.cpp - Convergence barrier dataflow -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Joined-barrier (forward) and barrier-liveness (backward) analyses of
/// Damani et al., CGO'20, Section 4.2.1 (Equations 1 and 2), solved by
/// round-robin iteration in reverse post-order (forward) and post-order
/// (backward) until no set changes. Sets only grow, so the iteration ends
/// after at most 16 x |blocks| changes.
///
//===----------------------------------------------------------------------===//

#include "BarrierDataflow.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace lockstep::specrec;

static constexpr StringLiteral BarrierPrefix = "__lockstep_barrier_";

bool lockstep::specrec::isBarrierFunctionCall(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  return F && F->getName().starts_with(BarrierPrefix);
}

std::optional<BarrierCall>
lockstep::specrec::asBarrierCall(const Instruction &I) {
  if (!isBarrierFunctionCall(I))
    return std::nullopt;
  const auto &CI = cast<CallInst>(I);
  std::optional<BarrierOp> Op =
      StringSwitch<std::optional<BarrierOp>>(
          CI.getCalledFunction()->getName().drop_front(BarrierPrefix.size()))
          .Case("join", BarrierOp::Join)
          .Case("wait", BarrierOp::Wait)
          .Case("cancel", BarrierOp::Cancel)
          .Case("rejoin", BarrierOp::Rejoin)
          .Case("wait_soft", BarrierOp::WaitSoft)
          .Default(std::nullopt);
  if (!Op || CI.arg_size() < 1)
    return std::nullopt;
  const auto *Id = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  if (!Id || Id->getValue().uge(NumBarriers))
    return std::nullopt;
  return BarrierCall{*Op, unsigned(Id->getZExtValue())};
}

static StringRef opName(BarrierOp Op) {
  switch (Op) {
  case BarrierOp::Join:
    return "join";
  case BarrierOp::Wait:
    return "wait";
  case BarrierOp::Cancel:
    return "cancel";
  case BarrierOp::Rejoin:
    return "rejoin";
  case BarrierOp::WaitSoft:
    return "wait_soft";
  }
  return "";
}

CallInst *lockstep::specrec::createBarrierCall(BarrierOp Op, unsigned Id,
                                               Instruction *Pos,
                                               unsigned Threshold) {
  Module &M = *Pos->getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Type *, 2> Params = {I32};
  SmallVector<Value *, 2> Args = {ConstantInt::get(I32, Id)};
  if (Op == BarrierOp::WaitSoft) {
    Params.push_back(I32);
    Args.push_back(ConstantInt::get(I32, Threshold));
  }
  FunctionCallee Callee = M.getOrInsertFunction(
      (BarrierPrefix + opName(Op)).str(),
      FunctionType::get(Type::getVoidTy(Ctx), Params, false));
  CallInst *CI = CallInst::Create(Callee, Args, "", Pos->getIterator());
  CI->setDebugLoc(Pos->getDebugLoc());
  return CI;
}

BarrierSet lockstep::specrec::usedBarriers(const Function &F) {
  BarrierSet S = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (std::optional<BarrierCall> B = asBarrierCall(I))
        S |= BarrierSet(1u << B->Id);
  return S;
}

/// Joined transfer of one instruction.
static BarrierSet joinedStep(BarrierSet S, const Instruction &I) {
  std::optional<BarrierCall> B = asBarrierCall(I);
  if (!B)
    return S;
  BarrierSet Bit = BarrierSet(1u << B->Id);
  if (B->Op == BarrierOp::Join || B->Op == BarrierOp::Rejoin)
    return S | Bit;
  return S & ~Bit;
}

/// Live transfer of one instruction (backward).
static BarrierSet liveStep(BarrierSet S, const Instruction &I) {
  std::optional<BarrierCall> B = asBarrierCall(I);
  if (!B)
    return S;
  BarrierSet Bit = BarrierSet(1u << B->Id);
  if (B->Op == BarrierOp::Wait || B->Op == BarrierOp::WaitSoft)
    return S | Bit;
  return S & ~Bit;
}

BarrierDataflow::BarrierDataflow(Function &F) {
  for (BasicBlock &BB : F)
    Blocks[&BB];
  solveJoined(F);
  solveLive(F);
}

void BarrierDataflow::solveJoined(Function &F) {
  ReversePostOrderTraversal<Function *> RPO(&F);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : RPO) {
      Sets &S = Blocks[BB];
      BarrierSet In = 0;
      for (BasicBlock *P : predecessors(BB))
        In |= Blocks[P].JoinedOut;
      BarrierSet Out = In;
      for (const Instruction &I : *BB)
        Out = joinedStep(Out, I);
      Changed |= In != S.JoinedIn || Out != S.JoinedOut;
      S.JoinedIn = In;
      S.JoinedOut = Out;
    }
  }
}

void BarrierDataflow::solveLive(Function &F) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : post_order(&F)) {
      Sets &S = Blocks[BB];
      BarrierSet Out = 0;
      for (BasicBlock *Succ : successors(BB))
        Out |= Blocks[Succ].LiveIn;
      BarrierSet In = Out;
      for (const Instruction &I : reverse(*BB))
        In = liveStep(In, I);
      Changed |= In != S.LiveIn || Out != S.LiveOut;
      S.LiveIn = In;
      S.LiveOut = Out;
    }
  }
}

BarrierSet BarrierDataflow::joinedIn(const BasicBlock *BB) const {
  return Blocks.lookup(BB).JoinedIn;
}

BarrierSet BarrierDataflow::liveIn(const BasicBlock *BB) const {
  return Blocks.lookup(BB).LiveIn;
}

BarrierSet BarrierDataflow::liveOut(const BasicBlock *BB) const {
  return Blocks.lookup(BB).LiveOut;
}

BarrierSet BarrierDataflow::liveAfter(const Instruction &I) const {
  const BasicBlock *BB = I.getParent();
  BarrierSet S = liveOut(BB);
  for (const Instruction &J : reverse(*BB)) {
    if (&J == &I)
      return S;
    S = liveStep(S, J);
  }
  return S;
}
