//===- StepEngine.cpp - The fixpoint loop of every Lockstep pass ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Between two steps only the uniformity layer and the analyses built on it are
/// recomputed; the dominator and post-dominator trees follow the CFG through
/// CFGUpdateTracker (LLVM's incremental updater). Semantics in the header.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/StepEngine.h"

#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/Unpredication.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

PreservedAnalyses lockstep::treesPreserved() {
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<PostDominatorTreeAnalysis>();
  return PA;
}

StepEngine::StepEngine(Function &F, FunctionAnalysisManager &FAM,
                       const char *PassName)
    : F(F), FAM(FAM), PassName(PassName),
      CFG(F, FAM.getResult<DominatorTreeAnalysis>(F),
          FAM.getResult<PostDominatorTreeAnalysis>(F)) {}

OptimizationRemarkEmitter &StepEngine::remarks() {
  return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
}

void StepEngine::finishStep() {
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

bool StepEngine::run(unsigned MaxSteps, function_ref<bool()> Round) {
  bool Changed = false, Fixpoint = false;
  for (unsigned It = 0; It < MaxSteps; ++It) {
    Skips.clear();
    if (!Round()) {
      Fixpoint = true;
      break;
    }
    Changed = true;
    finishStep();
  }
  if (Fixpoint)
    emitSkips();
  Skips.clear();
  return Changed;
}

bool StepEngine::runOnDivergentBranches(unsigned MaxSteps,
                                        function_ref<bool(BasicBlock &)> Step) {
  return run(MaxSteps, [&] {
    auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
    for (BasicBlock &BB : F) {
      Instruction *Term = BB.getTerminator();
      if (!Term || Term->getNumSuccessors() != 2 || isGuardBranch(Term) ||
          !U.hasDivergentTerminator(BB))
        continue;
      if (Step(BB))
        return true;
    }
    return false;
  });
}

void StepEngine::skip(Instruction *Branch, StringRef RemarkName,
                      StringRef Reason, const Twine &Prose,
                      std::optional<double> EstimatedGain) {
  Skips.push_back(
      {Branch, RemarkName.str(), Reason.str(), Prose.str(), EstimatedGain});
}

void StepEngine::emitSkips() {
  OptimizationRemarkEmitter &ORE = remarks();
  for (const Skip &S : Skips)
    ORE.emit([&] {
      OptimizationRemarkMissed R(PassName, S.RemarkName, S.Branch);
      R << S.Prose;
      appendDecision(R, PassName, *S.Branch->getParent(), /*Transformed=*/false,
                     S.Reason, S.Gain);
      return R;
    });
}

void StepEngine::transformed(OptimizationRemark &Rem, const BasicBlock &Region,
                             StringRef Reason,
                             std::optional<double> EstimatedGain,
                             function_ref<void(OptimizationRemark &)> Prose) {
  remarks().emit([&] {
    Prose(Rem);
    appendDecision(Rem, PassName, Region, /*Transformed=*/true, Reason,
                   EstimatedGain);
    return Rem;
  });
}
