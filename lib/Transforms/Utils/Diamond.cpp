//===- Diamond.cpp - The divergent diamond below a branch -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The diamond matcher shared by the branch-level passes (see Diamond.h).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/Diamond.h"

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;

std::optional<Diamond> lockstep::matchDiamond(BasicBlock &Head,
                                              std::string &Why) {
  auto *BI = dyn_cast<BranchInst>(Head.getTerminator());
  if (!BI || !BI->isConditional()) {
    Why = "not a conditional branch";
    return std::nullopt;
  }
  BasicBlock *T = BI->getSuccessor(0), *F = BI->getSuccessor(1);
  auto *TT = dyn_cast<BranchInst>(T->getTerminator());
  auto *FT = dyn_cast<BranchInst>(F->getTerminator());
  if (T == F || !T->getSinglePredecessor() || !F->getSinglePredecessor() ||
      !TT || !FT || !TT->isUnconditional() || !FT->isUnconditional() ||
      TT->getSuccessor(0) != FT->getSuccessor(0) || TT->getSuccessor(0) == T ||
      TT->getSuccessor(0) == F) {
    Why = "not a diamond (one block per side, common successor)";
    return std::nullopt;
  }
  return Diamond{BI, T, F, TT->getSuccessor(0)};
}
