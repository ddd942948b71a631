//===- Unpredication.cpp - Guarded blocks for unaligned runs --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unpredication (DARM Section IV-E, Fig. 3c). Unaligned instructions are
/// never executed by the lanes of the other side: a run of them is placed in
/// a block guarded by the divergent condition. When both sides have a run at
/// the same point, the two guarded blocks form a diamond:
///
///     Cur: ...                    Cur: ...; br C, guard.a, guard.b
///     [A-only run]     ==>        guard.a: A-only run      guard.b: B-only
///     [B-only run]                join: ...
///
/// Values defined in a guarded block reach later users through phis that are
/// poison on the other side; repairSSA (Meld/RepairSSA.cpp) inserts them.
/// The metadata protocol that marks guard branches and melded blocks lives
/// here too, so every pass (and the step engine) can recognise them.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/Unpredication.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;
using namespace lockstep;

static constexpr const char *GuardKind = "lockstep.meld.guard";
static constexpr const char *MeldedKind = "lockstep.melded";

void lockstep::markGuardBranch(BranchInst *BI) {
  BI->setMetadata(GuardKind, MDNode::get(BI->getContext(), {}));
}

void lockstep::markMelded(Instruction *Term) {
  Term->setMetadata(MeldedKind, MDNode::get(Term->getContext(), {}));
}

bool lockstep::isMeldedBlock(const BasicBlock &BB) {
  const Instruction *T = BB.getTerminator();
  return T && (T->getMetadata(MeldedKind) || T->getMetadata(GuardKind));
}

bool lockstep::isGuardBranch(const Instruction *I) {
  return I && I->getMetadata(GuardKind);
}

static BasicBlock *fillGuard(BasicBlock *Before, ArrayRef<Instruction *> Run,
                             const Twine &Name, BasicBlock *Join) {
  if (Run.empty())
    return Join;
  BasicBlock *G =
      BasicBlock::Create(Before->getContext(), Name, Before->getParent(), Join);
  for (Instruction *I : Run)
    I->insertInto(G, G->end());
  BranchInst::Create(Join, G);
  return G;
}

BasicBlock *lockstep::emitGuardedRuns(BasicBlock *Cur, Value *Cond,
                                      ArrayRef<Instruction *> RunA,
                                      ArrayRef<Instruction *> RunB,
                                      unsigned &NewBlocks) {
  LLVMContext &Ctx = Cur->getContext();
  BasicBlock *Join = BasicBlock::Create(Ctx, Cur->getName() + ".join",
                                        Cur->getParent(), Cur->getNextNode());
  BasicBlock *GA = fillGuard(Cur, RunA, "meld.guard.a", Join);
  BasicBlock *GB = fillGuard(Cur, RunB, "meld.guard.b", Join);
  BranchInst *Guard = BranchInst::Create(GA, GB, Cond, Cur);
  markGuardBranch(Guard);
  // The guard stands for the first instruction it guards.
  Guard->setDebugLoc((RunA.empty() ? RunB : RunA).front()->getDebugLoc());
  NewBlocks = 1 + !RunA.empty() + !RunB.empty();
  return Join;
}
