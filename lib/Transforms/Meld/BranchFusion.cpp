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
///        E: br %c                 E
///       /        \                |
///     T: ...    F: ...   ==>    T|F: melded, guarded runs
///       \        /                |
///          X                      X
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/BranchFusion.h"

#include "MeldCodeGen.h"
#include "MeldFixpoint.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/ADT/Statistic.h"
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

static cl::opt<int> MinScoreOpt(
    "branch-fusion-min-score", cl::init(1),
    cl::desc("Minimum alignment score (cycles saved) to fuse a diamond"),
    cl::cat(getLockstepCategory()));

Expected<BranchFusionOptions>
lockstep::parseBranchFusionOptions(StringRef Params) {
  BranchFusionOptions O;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    StringRef Text = P;
    int N;
    if (P.consume_front("min-score=") && !P.getAsInteger(10, N)) {
      O.MinScore = N;
      continue;
    }
    return createStringError(inconvertibleErrorCode(),
                             "invalid branch-fusion parameter '" + Text +
                                 "' (expected min-score=N)");
  }
  return O;
}

/// The diamond below \p BB, or an empty request with \p Why set.
static MeldRequest findDiamond(BasicBlock &BB, std::string &Why) {
  MeldRequest Req;
  auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
  if (!BI || !BI->isConditional()) {
    Why = "not a conditional branch";
    return Req;
  }
  BasicBlock *T = BI->getSuccessor(0), *F = BI->getSuccessor(1);
  auto *TT = dyn_cast<BranchInst>(T->getTerminator());
  auto *FT = dyn_cast<BranchInst>(F->getTerminator());
  if (T == F || !T->getSinglePredecessor() || !F->getSinglePredecessor() ||
      !TT || !FT || !TT->isUnconditional() || !FT->isUnconditional() ||
      TT->getSuccessor(0) != FT->getSuccessor(0) || TT->getSuccessor(0) == T ||
      TT->getSuccessor(0) == F) {
    Why = "not a diamond (one block per side, common successor)";
    return Req;
  }
  Req.Cond = BI->getCondition();
  Req.RegionEntry = &BB;
  Req.Pairs.push_back({T, F});
  Req.NextA = Req.NextB = TT->getSuccessor(0);
  return Req;
}

/// One step on the divergent branch ending \p BB: fuse its diamond when the
/// alignment saves at least \p MinScore cycles.
static bool fuseDiamond(BasicBlock &BB, CFGUpdateTracker &CFG, int MinScore,
                        std::string &Why) {
  MeldRequest Req = findDiamond(BB, Why);
  if (Req.Pairs.empty())
    return false;
  if (Error E = checkMeldable(Req)) {
    Why = toString(std::move(E));
    return false;
  }
  auto [T, FB] = Req.Pairs.front();
  Alignment Al = alignInstructions(blockBody(T), blockBody(FB));
  if (Al.Matches == 0 || Al.Score < MinScore) {
    Why = "alignment score " + std::to_string(Al.Score) + " below " +
          std::to_string(MinScore);
    return false;
  }
  Function &F = *BB.getParent();
  OptimizationRemark Rem(DEBUG_TYPE, "Fused", BB.getTerminator()->getDebugLoc(),
                         &BB);
  Expected<MeldStats> S = meldSubgraphs(Req, CFG);
  if (!S) {
    Why = toString(S.takeError());
    return false;
  }
  ++NumFused;
  NumSelects += S->Selects, NumAligned += S->Aligned;
  NumUnaligned += S->Unaligned;
  OptimizationRemarkEmitter(&F).emit([&] {
    return Rem << "fused divergent diamond (" << ore::NV("Selects", S->Selects)
               << " selects inserted, " << ore::NV("Aligned", S->Aligned)
               << " instructions aligned, "
               << ore::NV("Unaligned", S->Unaligned) << " unaligned)";
  });
  return true;
}

PreservedAnalyses BranchFusionPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !isGPUModule(*F.getParent()))
    return PreservedAnalyses::all();
  int MinScore = Opts.MinScore.value_or(MinScoreOpt);
  bool Changed = runBranchFixpoint(
      F, FAM, DEBUG_TYPE, "NotFused", /*MaxSteps=*/1024,
      [&](BasicBlock &BB, CFGUpdateTracker &CFG, std::string &Why) {
        return fuseDiamond(BB, CFG, MinScore, Why);
      });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
