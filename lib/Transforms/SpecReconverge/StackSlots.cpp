//===- StackSlots.cpp - Values through stack slots while rebuilding -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// reg2mem over a set of blocks, and mem2reg of the slots it made (see
/// StackSlots.h).
///
//===----------------------------------------------------------------------===//

#include "StackSlots.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;
using namespace lockstep;

void lockstep::specrec::demoteToSlots(ArrayRef<BasicBlock *> Blocks,
                                      ArrayRef<BasicBlock *> PhiBlocks,
                                      SmallVectorImpl<AllocaInst *> &Slots) {
  if (Blocks.empty())
    return;
  Function &F = *Blocks.front()->getParent();
  BasicBlock::iterator At = F.getEntryBlock().begin();
  SmallVector<Instruction *, 32> Regs;
  SmallVector<PHINode *, 16> Phis;
  for (BasicBlock *BB : Blocks)
    for (Instruction &I : *BB) {
      // As reg2mem: escaping values first (phis included), then the phis.
      bool EntryAlloca = isa<AllocaInst>(I) && BB->isEntryBlock();
      if (!EntryAlloca && I.isUsedOutsideOfBlock(BB))
        Regs.push_back(&I);
      if (auto *P = dyn_cast<PHINode>(&I))
        Phis.push_back(P);
    }
  for (BasicBlock *BB : PhiBlocks)
    for (PHINode &P : BB->phis())
      Phis.push_back(&P);
  // Both erase an unused value instead and return null.
  for (Instruction *I : Regs)
    if (AllocaInst *A = DemoteRegToStack(*I, false, At))
      Slots.push_back(A);
  for (PHINode *P : Phis)
    if (AllocaInst *A = DemotePHIToStack(P, At))
      Slots.push_back(A);
}

void lockstep::specrec::promoteSlots(ArrayRef<AllocaInst *> Slots,
                                     CFGUpdateTracker &CFG) {
  CFG.commit();
  if (Slots.empty())
    return;
  PromoteMemToReg(Slots, CFG.domTree());
}
