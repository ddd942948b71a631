//===- RepairSSA.cpp - SSA repair after melding ---------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pre-processing step of DARM Section IV-F (Fig. 5): after melding, a
/// definition on one side may no longer dominate its uses (a value of the true
/// path used after the melded subgraph, or a value from an unpredicated block).
/// Instead of predicting these cases before the change, repairSSA finds every
/// such use afterwards and routes it through phis built by SSAUpdater, with
/// poison on the paths that never executed the definition (the `undef` of Fig.
/// 5):
///
///     T: %a = ...                     T: %a = ...
///     [melded]           ==>          [melded]: %m = phi [%a, T], [poison, F]
///     T': use %a                      T': use %m
///
//===----------------------------------------------------------------------===//

#include "RepairSSA.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

static void repairValue(Instruction &I, ArrayRef<Use *> Bad,
                        BasicBlock *RegionEntry) {
  SSAUpdater SSA;
  SSA.Initialize(I.getType(), I.getName());
  SSA.AddAvailableValue(RegionEntry, PoisonValue::get(I.getType()));
  SSA.AddAvailableValue(I.getParent(), &I);
  for (Use *U : Bad)
    SSA.RewriteUse(*U);
}

SmallVector<BasicBlock *, 32>
meld::repairSSA(Function &F, BasicBlock *RegionEntry, CFGUpdateTracker &CFG) {
  // The post-dominator tree is not needed before the step ends.
  const DominatorTree &DT = CFG.stepDomTree();
  SmallVector<BasicBlock *, 32> Region = {RegionEntry};
  SmallVector<std::pair<Instruction *, SmallVector<Use *, 4>>, 16> Work;
  for (BasicBlock &BB : F) {
    if (!DT.dominates(RegionEntry, &BB))
      continue;
    if (&BB == RegionEntry)
      continue;
    Region.push_back(&BB);
    for (Instruction &I : BB) {
      SmallVector<Use *, 4> Bad;
      for (Use &U : I.uses())
        if (!DT.dominates(&I, U))
          Bad.push_back(&U);
      if (!Bad.empty())
        Work.push_back({&I, std::move(Bad)});
    }
  }
  for (auto &[I, Bad] : Work)
    repairValue(*I, Bad, RegionEntry);
  return Region;
}
