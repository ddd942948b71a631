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

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/Unpredication.h"
#include "lockstep/Transforms/Utils/UnreachableEdges.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

#define DEBUG_TYPE "lockstep-profile"
STATISTIC(NumUnmatchedEntries,
          "Divergence profile entries that matched no branch (ignored)");
STATISTIC(NumNeverDiverged, "Branches skipped: never diverged in profile");

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
          FAM.getResult<PostDominatorTreeAnalysis>(F)) {
  Expected<const DivergenceProfile *> P = getOptionProfile();
  if (!P) {
    ProfileFailed = true;
    F.getContext().emitError(Twine(PassName) + ": " + toString(P.takeError()));
    return;
  }
  // Before the profile is matched to the branches the folding replaces.
  foldUnreachableEdges();
  if (!*P)
    return;
  Profile = std::make_unique<BranchProfileQuery>(**P, F);
  if (unsigned N = Profile->unmatched()) {
    NumUnmatchedEntries += N;
    remarks().emit([&] {
      OptimizationRemarkAnalysis R(PassName, "ProfileUnmatched",
                                   F.getSubprogram(), &F.getEntryBlock());
      R << ore::NV("Entries", N)
        << " divergence profile entries of this function match no branch "
           "(ignored)";
      return R;
    });
  }
}

StepEngine::~StepEngine() = default;

void StepEngine::foldUnreachableEdges() {
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  Folds = foldUnreachableEdgesBelowDivergence(F, CFG.committedDomTree(), U,
                                              *CFG.deleter());
  if (Folds.empty())
    return;
  Folded = true;
  finishStep();
}

void StepEngine::restoreUnusedFolds() {
  SmallVector<FoldedTerminator, 2> Kept;
  bool Restored = false;
  for (FoldedTerminator &Fold : Folds) {
    if (restoreFold(Fold))
      Restored = true;
    else
      Kept.push_back(std::move(Fold));
  }
  Folds.clear();
  emitFoldRemarks(remarks(), PassName, F, Kept);
  if (Restored)
    finishStep();
}

const BranchStats *StepEngine::profileOf(const Instruction *Term) const {
  return Profile ? Profile->lookup(Term) : nullptr;
}

bool StepEngine::skipNeverDiverged(Instruction *Term) {
  const BranchStats *S = profileOf(Term);
  if (!S || !S->neverDiverged())
    return false;
  ++NumNeverDiverged;
  skip(Term, "NeverDiverged", "never-diverged",
       "never diverged in profile (" + Twine(S->Executions) +
           " warp executions, 0 splits)",
       0.0);
  return true;
}

OptimizationRemarkEmitter &StepEngine::remarks() {
  return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
}

bool StepEngine::remarksWanted() {
  return remarks().allowExtraAnalysis(PassName);
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
  if (ProfileFailed)
    return false;
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
  else
    emitStepLimit(MaxSteps);
  Skips.clear();
  restoreUnusedFolds();
  return Changed || Folded;
}

bool StepEngine::runOnDivergentBranches(unsigned MaxSteps,
                                        function_ref<bool(BasicBlock &)> Step) {
  return run(MaxSteps, [&] {
    auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
    for (BasicBlock &BB : F) {
      Instruction *Term = BB.getTerminator();
      if (!Term || Term->getNumSuccessors() != 2 || isGuardBranch(Term) ||
          !U.hasDivergentTerminator(BB) || skipNeverDiverged(Term))
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

void StepEngine::emitStepLimit(unsigned MaxSteps) {
  // The last round's skips described the IR before its step: they are
  // dropped, and this says why the function has no missed remarks.
  remarks().emit([&] {
    OptimizationRemarkMissed R(PassName, "StepLimit",
                               DiagnosticLocation(F.getSubprogram()),
                               &F.getEntryBlock());
    R << "stopped after " << ore::NV("Steps", MaxSteps)
      << " transformations (the pass's step limit): branches left, if any, "
         "were not examined and have no remark";
    appendDecision(R, PassName, F.getEntryBlock(), /*Transformed=*/false,
                   decision::StepLimitReason);
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
