//===- MeldFixpoint.cpp - Step loop shared by the melding passes ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Between two steps only UniformityInfo and the analyses built on it are
/// recomputed; the dominator and post-dominator trees follow the CFG through
/// CFGUpdateTracker (LLVM's incremental updater).
///
//===----------------------------------------------------------------------===//

#include "MeldFixpoint.h"

#include "MeldCodeGen.h"

#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

PreservedAnalyses meld::treesPreserved() {
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<PostDominatorTreeAnalysis>();
  return PA;
}

void meld::finishStep(Function &F, FunctionAnalysisManager &FAM,
                      CFGUpdateTracker &CFG, const char *PassName) {
  CFG.commit();
  if (verifyEachStep()) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    if (verifyFunction(F, &OS) || !CFG.verify(OS))
      F.getContext().emitError(Twine(PassName) + ": step check failed in '" +
                               F.getName() +
                               "': " + StringRef(Msg).split('\n').first);
  }
  FAM.invalidate(F, treesPreserved());
}

bool meld::runBranchFixpoint(Function &F, FunctionAnalysisManager &FAM,
                             const char *PassName, const char *RemarkName,
                             unsigned MaxSteps, BranchStepFn Step) {
  CFGUpdateTracker CFG(F, FAM.getResult<DominatorTreeAnalysis>(F),
                       FAM.getResult<PostDominatorTreeAnalysis>(F));
  SmallVector<std::pair<Instruction *, std::string>, 4> Missed;
  bool Changed = false;
  for (unsigned It = 0; It < MaxSteps; ++It) {
    Missed.clear();
    auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
    bool Stepped = false;
    for (BasicBlock &BB : F) {
      Instruction *Term = BB.getTerminator();
      if (!Term || Term->getNumSuccessors() != 2 || isGuardBranch(Term) ||
          !UI.hasDivergentTerminator(BB))
        continue;
      std::string Why;
      if ((Stepped = Step(BB, CFG, Why)))
        break;
      if (!Why.empty())
        Missed.push_back({Term, std::move(Why)});
    }
    if (!Stepped)
      break;
    Changed = true;
    finishStep(F, FAM, CFG, PassName);
  }
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  for (auto &[Term, Why] : Missed)
    ORE.emit([&] {
      return OptimizationRemarkMissed(PassName, RemarkName, Term) << Why;
    });
  return Changed;
}
