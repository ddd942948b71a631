//===- CFGLinearize.cpp - Guarded linearization of unstructured CF --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The cfg-linearize pass (Anantpur & Govindarajan): on the step engine,
/// each round takes the regions of the `unstructured-regions` analysis
/// (outer before inner; plus the regions of the stack-depth and loop-merging
/// applications when asked for), checks that it can linearize the region
/// safely, plans the guard chain (GuardChain.h), optimizes it to the level
/// (LinearizeOptimizations.cpp), asks the cost model
/// (LinearizeProfitability.cpp) and writes it (GuardedLinearization.cpp).
///
/// \code
///   if ((c1 || c2) && c3) S1; else S2;      g = c1 ? 3 : 2
///   (Fig. 1: B3 runs for two lane    ==>   if (g == 2) { g = c2 ? 3 : 5 }
///    groups, B5 for three)                 if (g == 3) { g = c3 ? 4 : 5 }
///                                          if (g == 4) S1;  if (g == 5) S2;
/// \endcode
///
/// Decision records (lockstep/Support/DecisionRecord.h), Region = the
/// region's entry block (its CIDOM). Reason codes: transformed: linearized
/// (the model says it pays), forced (`force`), stack-depth (`max-depth`),
/// loop-merge (`loop-merge`), interleave (`interleave`); skipped: uniform (no
/// divergent branch), no-exit (no common post-dominator: a path returns
/// elsewhere), unsupported (indirectbr, callbr, invoke, convergent operation,
/// token, address-taken or EH block inside), plan-failed (the guard propagation
/// could not prove the chain keeps each thread's blocks), unprofitable.
/// EstimatedGain is the model's gain in cycles per warp (duplicate
/// execution removed minus guard cost).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Linearize/CFGLinearize.h"
#include "lockstep/Analysis/LaneLocalAsm.h"

#include "GuardChain.h"
#include "LinearizeApplications.h"
#include "LinearizeCodeGen.h"
#include "LinearizeProfitability.h"

#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Analysis/UnstructuredRegions.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/PassParameters.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "cfg-linearize"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

STATISTIC(NumLinearized, "Regions linearized");
STATISTIC(NumGuardBlocks, "Guard and back-edge guard blocks created");
STATISTIC(NumBackGuards, "Back-edge guards created");
STATISTIC(NumSlots, "Values repaired through SSA reconstruction");
STATISTIC(NumFolded, "Guard blocks removed by O4");

static cl::opt<unsigned, false, BoundedParser<unsigned, 0, LevelO4>>
    LevelOpt("cfg-linearize-level", cl::init(LevelO4),
             cl::desc("cfg-linearize optimization level 0-4 (paper's Table 4)"),
             cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, -1000000000, 1000000000>>
    ThresholdOpt(
        "cfg-linearize-threshold", cl::init(0.0),
        cl::desc(
            "Minimum estimated gain (cycles per warp) to linearize a region"),
        cl::cat(getLockstepCategory()));
static cl::opt<bool>
    ForceOpt("cfg-linearize-force", cl::init(false),
             cl::desc("Linearize every safe divergent region, profitable or "
                      "not"),
             cl::cat(getLockstepCategory()));
static cl::opt<int, false, BoundedParser<int, -1, 64>> MaxDepthOpt(
    "cfg-linearize-max-depth", cl::init(-1),
    cl::desc("Also linearize divergent branches nested deeper than N "
             "(-1: off)"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> LoopMergeOpt(
    "cfg-linearize-loop-merge", cl::init(false),
    cl::desc("Also linearize loops around a divergent inner loop with one "
             "back-edge guard (loop merging)"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> MergeLoopsOpt(
    "cfg-linearize-merge-loops", cl::init(true),
    cl::desc("Give the loops of a linearized unstructured region one "
             "back-edge guard per outermost loop (lanes leaving an inner "
             "loop do not wait at its exit)"),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> InterleaveOpt(
    "cfg-linearize-interleave", cl::init(false),
    cl::desc("Also linearize outermost divergent branches whose arms both "
             "load, alternating the arms' blocks (branch interleaving)"),
    cl::cat(getLockstepCategory()));

Expected<CFGLinearizeOptions>
lockstep::parseCFGLinearizeOptions(StringRef Params) {
  CFGLinearizeOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .integer("level", O.Level, 0, LevelO4)
                    .number("threshold", O.Threshold, -1e9, 1e9)
                    .flag("force", O.Force)
                    .integer("max-depth", O.MaxDepth, 0, 64)
                    .flag("loop-merge", O.LoopMerge)
                    .flag("merge-loops", O.MergeLoops)
                    .flag("interleave", O.Interleave)
                    .parse(Params))
    return E;
  return O;
}

namespace {
struct Settings {
  unsigned Level;
  double Threshold;
  bool Force;
  std::optional<unsigned> MaxDepth;
  bool LoopMerge;
  bool MergeLoops;
  bool Interleave;
};

/// One candidate of a round: a region and why it is considered.
struct Candidate {
  LinearRegion Region;
  StringRef Why; ///< "linearized", "stack-depth" or "loop-merge".
  bool Divergent = true;
  std::string Problem;
};
} // namespace

/// What in \p R the pass cannot prove it handles; empty when nothing.
static std::string unsupportedReason(const LinearRegion &R) {
  for (BasicBlock *BB : R.Blocks) {
    if (BB->hasAddressTaken())
      return "block %" + BB->getName().str() + " has its address taken";
    if (BB->isEHPad())
      return "block %" + BB->getName().str() + " is an exception pad";
    for (Instruction &I : *BB) {
      if (I.getType()->isTokenTy())
        return "a token value is defined in %" + BB->getName().str();
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        if (isa<InvokeInst, CallBrInst>(CB))
          return std::string(CB->getOpcodeName()) + " in %" +
                 BB->getName().str();
        if (mayNeedConvergence(*CB))
          return "convergent operation in %" + BB->getName().str() +
                 " (lanes must arrive together)";
      }
      if (isa<IndirectBrInst>(I))
        return "indirectbr in %" + BB->getName().str();
    }
  }
  if (R.Blocks.size() > 1000)
    return "region larger than 1000 blocks";
  return "";
}

static bool holdsGuard(const LinearRegion &R) {
  return any_of(R.Blocks,
                [](BasicBlock *BB) {
                  return isLinearizeGuard(BB->getTerminator());
                }) ||
         isLinearizeGuard(R.Entry->getTerminator());
}

static std::vector<Candidate>
candidates(Function &F, FunctionAnalysisManager &FAM, const Settings &S) {
  std::vector<Candidate> Cs;
  const auto &URI = FAM.getResult<UnstructuredRegionsAnalysis>(F);
  for (const UnstructuredRegion &UR : URI.Regions) {
    Candidate C;
    C.Region.Entry = UR.Entry;
    C.Region.Exit = UR.Exit;
    C.Region.Blocks = UR.Blocks;
    C.Region.SubRegions = UR.SubRegions;
    C.Region.MergeLoops = S.MergeLoops;
    C.Why = S.Force ? "forced" : "linearized";
    C.Divergent = UR.isDivergent();
    C.Problem = UR.Problem;
    Cs.push_back(std::move(C));
  }
  if (S.MaxDepth)
    for (LinearRegion &R : deepBranchRegions(F, FAM, *S.MaxDepth))
      Cs.push_back({std::move(R), "stack-depth", true, ""});
  if (S.LoopMerge)
    for (LinearRegion &R : mergeableLoopRegions(F, FAM))
      Cs.push_back({std::move(R), "loop-merge", true, ""});
  if (S.Interleave)
    for (LinearRegion &R : interleavedBranchRegions(F, FAM))
      Cs.push_back({std::move(R), "interleave", true, ""});
  return Cs;
}

/// Records why \p C cannot be linearized safely and returns true; false
/// when it can.
static bool skipUnsafe(StepEngine &E, const Candidate &C) {
  Instruction *Term = C.Region.Entry->getTerminator();
  if (!C.Divergent) {
    E.skip(Term, "NotLinearized", "uniform",
           "region is uniform: no lane group runs a block twice");
    return true;
  }
  if (!C.Region.Exit) {
    E.skip(Term, "NotLinearized", "no-exit",
           "region has no common post-dominator (unify its returns first)");
    return true;
  }
  std::string Problem =
      C.Problem.empty() ? unsupportedReason(C.Region) : C.Problem;
  if (Problem.empty())
    return false;
  E.skip(Term, "NotLinearized", "unsupported", "not linearized: " + Problem);
  return true;
}

/// The model's figures for a remark.
static std::string describe(const LinearizeEstimate &Est) {
  return formatv("removes {0} duplicate cycles and {1} cycles of loop "
                 "serialization ({2} divergent branches reconverging only "
                 "after their loop), guards cost {3}",
                 Est.DuplicateCycles, Est.SerialCycles, Est.SerialBranches,
                 Est.GuardCycles)
      .str();
}

/// The chain of \p R, optimized to \p Level and proved by its check
/// before and after the optimizations.
static Expected<GuardChain> planChain(const LinearRegion &R, unsigned Level) {
  Expected<GuardChain> Chain = GuardChain::build(R);
  if (!Chain)
    return Chain.takeError();
  if (Error Err = Chain->check(Chain->propagate()))
    return Err;
  Chain->optimize(Level);
  if (Error Err = Chain->check(Chain->propagate()))
    return Err;
  return Chain;
}

/// One step: linearizes the first candidate that passes every check.
static bool linearizeRound(StepEngine &E, const Settings &S) {
  auto &UI = E.analyses().getResult<LockstepUniformityAnalysis>(E.function());
  for (Candidate &C : candidates(E.function(), E.analyses(), S)) {
    LinearRegion &R = C.Region;
    Instruction *Term = R.Entry->getTerminator();
    if (holdsGuard(R) || skipUnsafe(E, C))
      continue; // holdsGuard: linearized already, by this or an earlier run.
    Expected<GuardChain> Chain = planChain(R, S.Level);
    if (!Chain) {
      E.skip(Term, "NotLinearized", "plan-failed",
             "not linearized: " + toString(Chain.takeError()));
      continue;
    }
    LinearizeEstimate Est = estimateLinearization(
        *Chain,
        [&](const BasicBlock &BB) { return UI.hasDivergentTerminator(BB); },
        /*TestsFold=*/S.Level >= LevelO4);
    if (C.Why == "linearized" && Est.gain() <= S.Threshold) {
      E.skip(Term, "NotLinearized", "unprofitable",
             "not profitable: " + describe(Est), Est.gain());
      continue;
    }
    OptimizationRemark Rem(DEBUG_TYPE, "Linearized", Term);
    unsigned Units = Chain->numUnits(), Backs = Chain->numBackGuards();
    EmitStats ES = emitLinearization(*Chain, E.cfg(), S.Level);
    ++NumLinearized;
    NumGuardBlocks += ES.GuardBlocks, NumBackGuards += Backs;
    NumSlots += ES.Slots, NumFolded += ES.Folded;
    E.transformed(Rem, *R.Entry, C.Why, Est.gain(), [&](OptimizationRemark &R) {
      R << "linearized region of " << ore::NV("Units", Units) << " units with "
        << ore::NV("Guards", ES.GuardBlocks - ES.Folded) << " guard blocks ("
        << ore::NV("BackGuards", Backs) << " back-edge guards) at level "
        << ore::NV("Level", S.Level) << "; " << describe(Est);
    });
    return true;
  }
  return false;
}

PreservedAnalyses CFGLinearizePass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  Settings S;
  S.Level = Opts.Level.value_or(LevelOpt);
  S.Threshold = Opts.Threshold.value_or(ThresholdOpt);
  S.Force = Opts.Force.value_or(ForceOpt);
  if (Opts.MaxDepth)
    S.MaxDepth = Opts.MaxDepth;
  else if (MaxDepthOpt >= 0)
    S.MaxDepth = MaxDepthOpt;
  S.LoopMerge = Opts.LoopMerge.value_or(LoopMergeOpt);
  S.MergeLoops = Opts.MergeLoops.value_or(MergeLoopsOpt);
  S.Interleave = Opts.Interleave.value_or(InterleaveOpt);
  StepEngine E(F, FAM, DEBUG_TYPE);
  bool Changed = E.run(/*MaxSteps=*/256, [&] { return linearizeRound(E, S); });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
