//===- UniformVersioning.cpp - Version a region on a warp vote ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See UniformVersioning.h.
///
//===----------------------------------------------------------------------===//

#include "UniformVersioning.h"

#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace lockstep;

static cl::opt<unsigned> MaxInstsOpt(
    "cf-meld-version-max-insts", cl::init(160),
    cl::desc("Largest region (instructions) cf-meld versions on a warp vote "
             "so that warps whose branch does not split skip the meld"),
    cl::cat(getLockstepCategory()));

/// The blocks of the region of \p Br: reachable from its successors without
/// passing \p Exit, in discovery order.
static SmallSetVector<BasicBlock *, 16> regionBlocks(const BranchInst &Br,
                                                     const BasicBlock *Exit) {
  SmallSetVector<BasicBlock *, 16> Blocks;
  SmallVector<BasicBlock *, 16> Work;
  for (unsigned K = 0, N = Br.getNumSuccessors(); K < N; ++K)
    Work.push_back(Br.getSuccessor(K));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB == Exit || !Blocks.insert(BB))
      continue;
    append_range(Work, successors(BB));
  }
  return Blocks;
}

/// True when \p F controls convergence with tokens (`convergencectrl`
/// bundles): the vote would be an uncontrolled convergent call among
/// controlled ones, which the verifier rejects.
static bool usesConvergenceTokens(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (CB->getOperandBundle(LLVMContext::OB_convergencectrl))
          return true;
  return false;
}

std::string meld::whyNotVersionable(const BranchInst &Br,
                                    const BasicBlock *Exit,
                                    const DominatorTree &DT) {
  const BasicBlock *Entry = Br.getParent();
  if (!Br.isConditional())
    return "the branch is not conditional";
  const Triple &T = Entry->getModule()->getTargetTriple();
  if (!T.isNVPTX() && !T.isAMDGCN())
    return "no warp vote on this target (NVPTX and AMDGPU only)";
  if (!Exit)
    return "the region has no exit";
  if (usesConvergenceTokens(*Entry->getParent()))
    return "the function controls convergence with tokens";
  if (isVoteGuardedBranch(*Entry) || isVoteDispatch(*Entry))
    return "the branch is part of a region already versioned on a vote";
  unsigned Insts = 0;
  SmallSetVector<BasicBlock *, 16> Blocks = regionBlocks(Br, Exit);
  for (BasicBlock *BB : Blocks) {
    // Every edge into the region comes from the branch (an unreachable
    // block's edge too: the copy's phis would name a block that is not
    // their predecessor).
    if (BB == Entry || !DT.dominates(Entry, BB) ||
        any_of(predecessors(BB), [&](const BasicBlock *P) {
          return P != Entry && !Blocks.contains(P);
        }))
      return "a block of the region is entered from outside it";
    if (isa<ReturnInst>(BB->getTerminator()) ||
        BB->getTerminator()->getNumSuccessors() == 0)
      return "a path of the region leaves the function";
    if (BB->hasAddressTaken() || BB->isEHPad())
      return "a block of the region is an address or landing pad";
    for (const BasicBlock *Succ : successors(BB))
      if (Succ != Exit && DT.dominates(Succ, BB))
        return "the region has a loop";
    for (const Instruction &I : *BB) {
      ++Insts;
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (mayNeedConvergence(*CB) || CB->cannotDuplicate() ||
            !isa<CallInst>(CB))
          return "the region has a call that cannot be copied";
    }
  }
  if (Insts > MaxInstsOpt)
    return formatv("the region has {0} instructions (more than "
                   "-cf-meld-version-max-insts={1})",
                   Insts, unsigned(MaxInstsOpt))
        .str();
  return "";
}

/// Adds, to every phi of \p Exit, the copy of each incoming edge from the
/// region.
static void addExitIncoming(BasicBlock *Exit,
                            const SmallSetVector<BasicBlock *, 16> &Blocks,
                            ValueToValueMapTy &VMap) {
  for (PHINode &Phi : Exit->phis()) {
    unsigned N = Phi.getNumIncomingValues();
    for (unsigned K = 0; K < N; ++K) {
      BasicBlock *In = Phi.getIncomingBlock(K);
      if (!Blocks.contains(In))
        continue;
      Value *V = Phi.getIncomingValue(K);
      if (Value *Mapped = VMap.lookup(V))
        V = Mapped;
      Phi.addIncoming(V, cast<BasicBlock>(VMap[In]));
    }
  }
}

/// True in every lane when the active lanes of the warp agree on \p C:
/// `vote.uni.sync(activemask(), C)` on NVPTX; on AMDGPU (a wave of 32 or 64
/// lanes; a 64-bit ballot holds either) no active lane or every one holds
/// C, `ballot(C) == 0 || ballot(C) == ballot(true)`.
static Value *warpAgrees(IRBuilder<> &B, Value *C) {
  if (B.GetInsertBlock()->getModule()->getTargetTriple().isNVPTX()) {
    Value *Mask = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {}, {}, nullptr,
                                    "meld.active");
    return B.CreateIntrinsic(Intrinsic::nvvm_vote_uni_sync, {}, {Mask, C},
                             nullptr, "meld.agree");
  }
  Type *I64 = B.getInt64Ty();
  Value *Of = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {I64}, {C}, nullptr,
                                "meld.ballot");
  Value *Exec = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {I64},
                                  {B.getTrue()}, nullptr, "meld.active");
  Value *None = B.CreateICmpEQ(Of, ConstantInt::get(I64, 0), "meld.none");
  Value *All = B.CreateICmpEQ(Of, Exec, "meld.all");
  return B.CreateOr(None, All, "meld.agree");
}

BasicBlock *meld::versionOnWarpVote(BranchInst &Br, BasicBlock *Exit) {
  BasicBlock *Entry = Br.getParent();
  BasicBlock *Split = SplitBlock(Entry, &Br, /*DTU=*/(DomTreeUpdater *)nullptr,
                                 nullptr, nullptr, Entry->getName() + ".split");
  SmallSetVector<BasicBlock *, 16> Blocks = regionBlocks(Br, Exit);
  Blocks.insert(Split);
  // The copy: the original code, for warps that agree.
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 16> Copies;
  Function &F = *Entry->getParent();
  for (BasicBlock *BB : Blocks) {
    BasicBlock *C = CloneBasicBlock(BB, VMap, ".uniform", &F);
    VMap[BB] = C;
    Copies.push_back(C);
  }
  remapInstructionsInBlocks(Copies, VMap);
  // No block of the region dominates the exit, its entry's nearest
  // post-dominator, so the region's values reach past it only through the
  // exit's phis.
  addExitIncoming(Exit, Blocks, VMap);
  // The dispatch: agree -> copy, split -> the region the meld rewrites.
  Entry->getTerminator()->eraseFromParent();
  IRBuilder<> B(Entry);
  B.SetCurrentDebugLocation(Br.getDebugLoc());
  Value *Agree = warpAgrees(B, Br.getCondition());
  B.CreateCondBr(Agree, cast<BasicBlock>(VMap[Split]), Split);
  return Split;
}
