//===- LaunchPlan.cpp - How to launch kernels that replace one ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes and reads `!lockstep.launch_plans` (schema in LaunchPlan.h).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/LaunchPlan.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace lockstep;

void lockstep::addLaunchPlan(Module &M, Function &Original, StringRef Producer,
                             ArrayRef<Function *> Kernels) {
  LLVMContext &Ctx = M.getContext();
  SmallVector<Metadata *, 4> Ops = {ValueAsMetadata::get(&Original),
                                    MDString::get(Ctx, Producer)};
  for (Function *K : Kernels)
    Ops.push_back(ValueAsMetadata::get(K));
  M.getOrInsertNamedMetadata(LaunchPlansMD)->addOperand(MDNode::get(Ctx, Ops));
}

static const Function *functionOperand(const MDNode &N, unsigned I) {
  if (I >= N.getNumOperands())
    return nullptr;
  auto *V = dyn_cast_or_null<ValueAsMetadata>(N.getOperand(I).get());
  return V ? dyn_cast<Function>(V->getValue()) : nullptr;
}

static Error badPlan(unsigned Index, const Twine &Why) {
  return createStringError(inconvertibleErrorCode(),
                           "!" + Twine(LaunchPlansMD) + " entry " +
                               Twine(Index) + ": " + Why);
}

static Expected<LaunchPlan> readPlan(const MDNode &N, unsigned Index) {
  LaunchPlan P;
  P.Replaces = functionOperand(N, 0);
  auto *Producer =
      N.getNumOperands() > 1 ? dyn_cast<MDString>(N.getOperand(1)) : nullptr;
  if (!P.Replaces || !Producer)
    return badPlan(Index, "expected a kernel and the producing pass's name");
  P.Producer = Producer->getString().str();
  for (unsigned I = 2; I < N.getNumOperands(); ++I) {
    const Function *K = functionOperand(N, I);
    if (!K || K->isDeclaration())
      return badPlan(Index, "operand " + Twine(I) + " is not a kernel");
    if (K->getFunctionType() != P.Replaces->getFunctionType())
      return badPlan(Index, "'" + K->getName() +
                                "' does not take the replaced kernel's "
                                "parameters");
    P.Kernels.push_back(K);
  }
  if (P.Kernels.empty())
    return badPlan(Index, "no kernels to launch");
  return P;
}

Expected<std::optional<LaunchPlan>>
lockstep::findLaunchPlan(const Module &M, const Function &Kernel) {
  const NamedMDNode *Plans = M.getNamedMetadata(LaunchPlansMD);
  if (!Plans)
    return std::nullopt;
  for (unsigned I = 0; I < Plans->getNumOperands(); ++I) {
    const MDNode *N = Plans->getOperand(I);
    if (functionOperand(*N, 0) != &Kernel)
      continue;
    Expected<LaunchPlan> P = readPlan(*N, I);
    if (!P)
      return P.takeError();
    return std::optional<LaunchPlan>(std::move(*P));
  }
  return std::nullopt;
}
