//===- OperandPairs.cpp - Operands of an aligned pair, as melded ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The operand pairs of an aligned instruction pair, with the offset-compare
/// rewrite for mirrored loop exits (see OperandPairs.h): `icmp eq Y, C`
/// on one side, where the other side's compare reads the counterpart of
/// `Y + D` (an add of that side with a constant D), is melded as
/// `icmp eq (Y + D), C + D`. Both are equal in wrapping arithmetic; the add
/// loses its nuw/nsw flags, since the compare now depends on it.
///
//===----------------------------------------------------------------------===//

#include "OperandPairs.h"

#include "lockstep/Support/Options.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace lockstep;
using namespace lockstep::meld;

static cl::opt<bool> OffsetCompares(
    "lockstep-meld-offset-compares", cl::init(true),
    cl::desc("Meld `icmp eq/ne Y, C` with a compare of the other side's "
             "counterpart of `Y + D` as `icmp eq/ne (Y + D), C + D` (mirrored "
             "loop exits); applies to every melding pass"),
    cl::cat(getLockstepCategory()));

/// The add `Y + D` (D a constant) among \p Y's users that \p IsTarget
/// accepts, with D.
static Instruction *
findOffsetAdd(Value *Y, function_ref<bool(Value *)> IsTarget, const APInt *&D) {
  // Constants (ConstantData) keep no use list in LLVM 22.
  if (!Y->hasUseList())
    return nullptr;
  for (User *U : Y->users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (I && match(I, m_Add(m_Specific(Y), m_APInt(D))) && IsTarget(I))
      return I;
  }
  return nullptr;
}

/// When \p Cmp is `icmp eq/ne Y, C` and \p IsTarget accepts an add
/// `Y + D` (the add that alignment makes one with the other side's compared
/// value), that add and the constant C + D.
static std::pair<Instruction *, Constant *>
offsetCompare(ICmpInst &Cmp, function_ref<bool(Value *)> IsTarget) {
  const APInt *C, *D = nullptr;
  if (!Cmp.isEquality() || !match(Cmp.getOperand(1), m_APInt(C)))
    return {nullptr, nullptr};
  Instruction *Add = findOffsetAdd(Cmp.getOperand(0), IsTarget, D);
  if (!Add)
    return {nullptr, nullptr};
  return {Add, ConstantInt::get(Cmp.getOperand(1)->getType(), *C + *D)};
}

SmallVector<std::pair<Value *, Value *>, 4>
meld::meldedOperands(Instruction &A, Instruction &B, const MeldedValues &Known,
                     Instruction **OffsetAdd) {
  SmallVector<std::pair<Value *, Value *>, 4> Ops;
  for (unsigned K = 0, N = A.getNumOperands(); K != N; ++K)
    Ops.push_back({A.getOperand(K), B.getOperand(K)});
  if (OffsetAdd)
    *OffsetAdd = nullptr;
  auto *CA = dyn_cast<ICmpInst>(&A);
  auto *CB = dyn_cast<ICmpInst>(&B);
  if (!OffsetCompares || !CA || !CB)
    return Ops;
  Value *LA = CA->getOperand(0), *LB = CB->getOperand(0);
  if (LA == LB || Known.lookup(LB) == LA)
    return Ops; // One value already.
  // B's `Y + D` aligned with A's compared value, or A's with B's.
  if (auto [Add, C] =
          offsetCompare(*CB, [&](Value *V) { return Known.lookup(V) == LA; });
      Add) {
    Ops[0].second = Add, Ops[1].second = C;
    if (OffsetAdd)
      *OffsetAdd = Add;
  } else if (auto [Add, C] = offsetCompare(
                 *CA, [&](Value *V) { return Known.lookup(LB) == V; });
             Add) {
    Ops[0].first = Add, Ops[1].first = C;
    if (OffsetAdd)
      *OffsetAdd = Add;
  }
  return Ops;
}
