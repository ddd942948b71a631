//===- BranchFusion.cpp - Branch fusion baseline --------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The branch-fusion baseline of the DARM evaluation (Coutinho et al.; DARM
/// Section V): only divergent diamonds, one block per side and a common
/// successor, are fused, with the instruction alignment and code generation
/// of cf-meld (so unaligned instructions are unpredicated, never executed by
/// the other side's lanes).
///
/// Decision records (lockstep/Support/DecisionRecord.h), Reason codes:
/// transformed: fused; skipped: not-diamond, not-meldable, below-min-score,
/// never-diverged, one-lane, no-loss, codegen-failed. EstimatedGain is the
/// instruction alignment score (cycles saved by the aligned pairs,
/// InstructionAlignment.h).
///
/// The same never-slower rules as cf-meld (NoLossModel.h): branches the
/// divergence profile saw never split are skipped (by the step engine), so
/// are one-lane conditions, and a diamond is fused only when the expected
/// gain at the branch's split rate passes the no-loss rule.
///
///        E: br %c                 E
///       /        \                |
///     T: ...    F: ...   ==>    T|F: melded, guarded runs
///       \        /                |
///          X                      X
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/BranchFusion.h"

#include "AlignmentMemo.h"
#include "MeldCodeGen.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/NoLossModel.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/Diamond.h"
#include "lockstep/Transforms/Utils/PassParameters.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#define DEBUG_TYPE "branch-fusion"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumFused, "Divergent diamonds fused");
STATISTIC(NumSelects, "Selects inserted by branch fusion");
STATISTIC(NumAligned, "Instruction pairs aligned and fused");
STATISTIC(NumUnaligned, "Unaligned instructions placed in guarded blocks");
STATISTIC(NumNoLoss, "Diamonds skipped by the no-loss rule");

static cl::opt<int> MinScoreOpt(
    "branch-fusion-min-score", cl::init(1),
    cl::desc("Minimum alignment score (cycles saved) to fuse a diamond"),
    cl::cat(getLockstepCategory()));

Expected<BranchFusionOptions>
lockstep::parseBranchFusionOptions(StringRef Params) {
  BranchFusionOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .integer("min-score", O.MinScore, INT_MIN, INT_MAX)
                    .parse(Params))
    return E;
  return O;
}

/// One step on the divergent branch ending \p BB: fuse its diamond when the
/// alignment saves at least \p MinScore cycles.
static bool fuseDiamond(BasicBlock &BB, StepEngine &E, int MinScore) {
  Instruction *Term = BB.getTerminator();
  std::string Why;
  std::optional<Diamond> D = matchDiamond(BB, Why);
  if (!D) {
    E.skip(Term, "NotFused", "not-diamond", Why);
    return false;
  }
  // The diamond's alignment, computed once for the gate, the estimate and
  // the fusion.
  AlignmentMemo Alignments;
  MeldRequest Req;
  Req.Alignments = &Alignments;
  Req.Cond = D->Branch->getCondition();
  Req.RegionEntry = &BB;
  Req.Pairs.push_back({D->Then, D->Else});
  Req.NextA = Req.NextB = D->Join;
  if (Error Err = checkMeldable(Req)) {
    E.skip(Term, "NotFused", "not-meldable", toString(std::move(Err)));
    return false;
  }
  const Alignment &Al =
      Alignments.align(blockBody(D->Then), blockBody(D->Else), MeldedValues());
  if (Al.Matches == 0 || Al.SharedScore < MinScore) {
    E.skip(Term, "NotFused", "below-min-score",
           "alignment score " + std::to_string(Al.SharedScore) + " below " +
               std::to_string(MinScore),
           Al.SharedScore);
    return false;
  }
  auto &U = E.analyses().getResult<LockstepUniformityAnalysis>(*BB.getParent());
  SplitRate SR = expectedSplitRate(*Term, E.profileOf(Term), U);
  if (skipOneLane() && SR.Source == SplitSource::OneLane) {
    ++NumNoLoss;
    E.skip(Term, "NotFused", "one-lane",
           "one-lane condition: only threads whose index equals a uniform "
           "value take the rare side, so few warps split and fusing gains "
           "nothing in the others");
    return false;
  }
  auto &LI = E.analyses().getResult<LoopAnalysis>(*BB.getParent());
  Req.SplitRate = SR.Rate;
  Req.SpeculateRate = speculationRate(*Term, SR, LI, U);
  MeldGainModel Model = estimateMeld(Req, &LI).model(SR.Rate);
  Model.Source = SR.Source;
  if (!Model.passes()) {
    ++NumNoLoss;
    E.skip(Term, "NotFused", "no-loss",
           "no-loss rule: " + Model.describe() + ": " + Model.failure(),
           Model.issueGain());
    return false;
  }
  OptimizationRemark Rem(DEBUG_TYPE, "Fused", Term->getDebugLoc(), &BB);
  Expected<MeldStats> S = meldSubgraphs(Req, E.cfg());
  if (!S) {
    E.skip(Term, "NotFused", "codegen-failed", toString(S.takeError()));
    return false;
  }
  ++NumFused;
  NumSelects += S->Selects, NumAligned += S->Aligned;
  NumUnaligned += S->Unaligned;
  E.transformed(Rem, BB, "fused", Al.SharedScore, [&](OptimizationRemark &Rem) {
    Rem << "fused divergent diamond (" << ore::NV("Selects", S->Selects)
        << " selects inserted, " << ore::NV("Aligned", S->Aligned)
        << " instructions aligned, " << ore::NV("Unaligned", S->Unaligned)
        << " unaligned)";
  });
  return true;
}

PreservedAnalyses BranchFusionPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  int MinScore = Opts.MinScore.value_or(MinScoreOpt);
  StepEngine E(F, FAM, DEBUG_TYPE);
  bool Changed = E.runOnDivergentBranches(
      /*MaxSteps=*/1024,
      [&](BasicBlock &BB) { return fuseDiamond(BB, E, MinScore); });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
