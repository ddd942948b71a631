//===- SpecReconverge.cpp - Speculative reconvergence ---------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `spec-reconverge` pass (Damani et al., "Speculative Reconvergence
/// for Improved SIMT Efficiency", CGO'20). Each step turns one prediction
/// region into convergence barriers (BarrierInsertion.cpp):
///   - annotated regions: a `lockstep.predict` / `lockstep.reconverge`
///     marker pair with the same label (llvm.annotation calls from
///     runtime/cuda/lockstep_reconverge.h, Section 4.1); the markers of a
///     transformed region are removed, those of a skipped one stay (they
///     cost nothing and say nothing to the simulator);
///   - with `auto` (Section 4.5): loop-merge candidates, then
///     iteration-delay candidates, then common calls, each judged by the
///     cost model of AutoCandidates.h, at most one region per loop nest.
/// Regions holding convergent operations (__syncthreads, warp syncs,
/// shuffles, votes, barriers already placed, external convergent calls)
/// are skipped with a remark: the barriers could make those wait for lanes
/// that wait at the label. So are regions whose lanes, after leaving the
/// region and before meeting again at its exit barrier (or up to the
/// kernel's end when an exit path returns), run a warp-level operation or
/// a __syncthreads (ConvergentOps.h): they would run it in the groups the
/// barriers (or the vote lowering's scheduler loop) left them in. And so
/// are regions that lanes can enter from several sides (regionEntry): the
/// exit barrier could not be joined by all of them.
///
///   - a `lockstep.predict.call:<function>` marker (LOCKSTEP_PREDICT_CALL,
///     Section 4.4): the calls of that function after it are funnelled into
///     one call site, the label (CommonCall.cpp);
///   - with `lower=vote`, iteration delay and loop merge become warp votes
///     instead of barriers (VoteLowering.cpp).
///
/// Decision records, Reason codes: transformed: annotated, common-call,
/// iteration-delay, loop-merge; skipped: bad-annotation, label-unreachable,
/// marker-unreachable,
/// convergent-op, predict-bypassed, convergent-after, no-barrier, vote-shape,
/// single-call-site, unprofitable, invariant-condition, no-preheader,
/// no-outer-loop, nest-taken, never-diverged. EstimatedGain: the cost model's
/// ratio (automatic mode).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/SpecReconverge/SpecReconverge.h"

#include "AutoCandidates.h"
#include "BarrierInsertion.h"
#include "CommonCall.h"
#include "ConvergentOps.h"
#include "VoteLowering.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/PassParameters.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

#define DEBUG_TYPE "spec-reconverge"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

STATISTIC(NumAnnotated, "Annotated prediction regions synchronized");
STATISTIC(NumIterationDelay, "Iteration-delay regions found and synchronized");
STATISTIC(NumLoopMerge, "Loop-merge regions found and synchronized");
STATISTIC(NumCancels, "CancelBarrier operations inserted");
STATISTIC(NumRejoins, "RejoinBarrier operations inserted");
STATISTIC(NumDeconflicted, "Post-dominator barriers deconflicted");
STATISTIC(NumVote, "Regions lowered with warp votes");
STATISTIC(NumCommonCall, "Common calls funnelled into one call site");

static cl::opt<bool>
    AutoOpt("spec-reconverge-auto", cl::init(false),
            cl::desc("Find iteration-delay and loop-merge regions without "
                     "annotations"),
            cl::cat(getLockstepCategory()));

static cl::opt<unsigned, false, BoundedParser<unsigned, 0, 64>> ThresholdOpt(
    "spec-reconverge-threshold", cl::init(0),
    cl::desc("Soft barrier threshold in lanes (0: wait for every lane)"),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> DynamicDeconflictOpt(
    "spec-reconverge-dynamic-deconflict", cl::init(false),
    cl::desc("Make conflicting post-dominator barriers explicit and cancel "
             "them at the label instead of dropping them"),
    cl::cat(getLockstepCategory()));

static cl::opt<bool>
    VoteOpt("spec-reconverge-vote", cl::init(false),
            cl::desc("Lower with warp votes (runs under post-dominator "
                     "reconvergence) instead of convergence barriers"),
            cl::cat(getLockstepCategory()));

static cl::opt<double, false, BoundedParser<double, 0, 1000000000>> MinRatioOpt(
    "spec-reconverge-min-ratio", cl::init(2.0),
    cl::desc("Automatic mode: minimum common-code cost over prolog/epilog "
             "and barrier cost"),
    cl::cat(getLockstepCategory()));

Expected<SpecReconvergeOptions>
lockstep::parseSpecReconvergeOptions(StringRef Params) {
  SpecReconvergeOptions O;
  // `lower=barriers|vote` is the one parameter with a word for a value.
  SmallVector<StringRef, 4> Parts, Rest;
  Params.split(Parts, ';', -1, false);
  for (StringRef P : Parts) {
    if (!P.consume_front("lower=")) {
      Rest.push_back(P);
      continue;
    }
    if (P != "vote" && P != "barriers")
      return createStringError(inconvertibleErrorCode(),
                               "invalid spec-reconverge lower '" + P +
                                   "' (expected barriers or vote)");
    O.Vote = P == "vote";
  }
  std::string Others = join(Rest, ";");
  if (Error E = PassParameters(DEBUG_TYPE)
                    .flag("auto", O.Auto)
                    .integer("threshold", O.Threshold, 1, 64)
                    .flag("dynamic-deconflict", O.DynamicDeconflict)
                    .number("min-ratio", O.MinRatio, 0, 1e9)
                    .parse(Others))
    return E;
  return O;
}

namespace {

/// The label markers of one function, by label.
struct Markers {
  SmallVector<CallInst *, 1> Predict, Reconverge;
  /// `lockstep.predict.call:<function>` (the common-call variant).
  SmallVector<std::pair<CallInst *, StringRef>, 1> PredictCall;
};

/// "lockstep.predict" / "lockstep.reconverge" for an annotation call.
StringRef markerKind(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || II->getIntrinsicID() != Intrinsic::annotation)
    return "";
  StringRef S;
  if (!getConstantStringInfo(II->getArgOperand(1)->stripPointerCasts(), S))
    return "";
  bool Known = S == "lockstep.predict" || S == "lockstep.reconverge" ||
               S.starts_with("lockstep.predict.call:");
  return Known ? S : "";
}

/// The markers of \p F by label; markers whose label is no constant go to
/// \p Unlabelled.
MapVector<int64_t, Markers>
collectMarkers(Function &F, SmallVectorImpl<CallInst *> &Unlabelled) {
  MapVector<int64_t, Markers> Out;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      StringRef K = markerKind(I);
      if (K.empty())
        continue;
      auto *Label = dyn_cast<ConstantInt>(I.getOperand(0));
      if (!Label) {
        Unlabelled.push_back(cast<CallInst>(&I));
        continue;
      }
      Markers &M = Out[Label->getSExtValue()];
      auto *CI = cast<CallInst>(&I);
      if (K.consume_front("lockstep.predict.call:"))
        M.PredictCall.push_back({CI, K});
      else
        (K == "lockstep.predict" ? M.Predict : M.Reconverge).push_back(CI);
    }
  return Out;
}

class SpecReconverger {
public:
  SpecReconverger(StepEngine &E, const SpecReconvergeOptions &O) : E(E) {
    Opts.Threshold = O.Threshold.value_or(ThresholdOpt);
    Opts.DynamicDeconflict = O.DynamicDeconflict.value_or(DynamicDeconflictOpt);
    Auto = O.Auto.value_or(AutoOpt);
    Vote = O.Vote.value_or(VoteOpt);
    Opts.MinRatio = O.MinRatio.value_or(MinRatioOpt);
  }
  /// One step: synchronizes one region.
  bool round();

private:
  bool annotated(int64_t Label, const Markers &M);
  /// \p Predict is a LOCKSTEP_PREDICT_CALL marker (removed once done) or,
  /// in automatic mode, the divergent branch.
  bool commonCall(Instruction *Predict, StringRef Name, bool Marker = true);
  bool automatic();
  /// Checks and synchronizes \p R; \p At is where skips are reported.
  bool synchronize(const SpecRegion &R, Instruction *At);
  /// Refuses (with a remark at \p At) a region that lanes can enter
  /// without passing its prediction or one entry block (regionEntry).
  bool checkEntered(const SpecRegion &R,
                    llvm::ArrayRef<llvm::BasicBlock *> Blocks,
                    const llvm::DominatorTree &DT, llvm::Instruction *At);
  /// Refuses (with a remark at \p At) a region whose lanes, while still
  /// regrouped after leaving it, run an operation that would notice.
  bool checkAfter(llvm::ArrayRef<llvm::BasicBlock *> Blocks,
                  const llvm::PostDominatorTree &PDT, llvm::Instruction *At);
  bool lowerVote(const SpecRegion &R, Instruction *At, OptimizationRemark &Rem,
                 const llvm::BasicBlock &Region);

  StepEngine &E;
  InsertionOptions Opts;
  bool Auto = false, Vote = false;
};

} // namespace

bool SpecReconverger::round() {
  SmallVector<CallInst *, 2> Unlabelled;
  for (auto &[Label, M] : collectMarkers(E.function(), Unlabelled))
    if (annotated(Label, M))
      return true;
  for (CallInst *CI : Unlabelled)
    E.skip(CI, "BadAnnotation", "bad-annotation",
           "a LOCKSTEP_PREDICT or LOCKSTEP_RECONVERGE marker whose label is "
           "not a constant integer is ignored (labels pair the markers)");
  return Auto && automatic();
}

bool SpecReconverger::annotated(int64_t Label, const Markers &M) {
  if (M.PredictCall.size() == 1 && M.Predict.empty() && M.Reconverge.empty())
    return commonCall(M.PredictCall[0].first, M.PredictCall[0].second);
  if (M.Predict.size() != 1 || M.Reconverge.size() != 1 ||
      !M.PredictCall.empty()) {
    // Several LOCKSTEP_PREDICT_CALLs of one label have no other marker.
    Instruction *At = !M.Predict.empty()      ? M.Predict[0]
                      : !M.Reconverge.empty() ? M.Reconverge[0]
                                              : M.PredictCall[0].first;
    std::string Calls =
        M.PredictCall.empty()
            ? ""
            : " (and " + std::to_string(M.PredictCall.size()) +
                  " LOCKSTEP_PREDICT_CALL, which must be alone)";
    E.skip(At, "BadAnnotation", "bad-annotation",
           "label " + Twine(Label) +
               " needs one LOCKSTEP_PREDICT and one "
               "LOCKSTEP_RECONVERGE in the function, has " +
               Twine(M.Predict.size()) + " and " + Twine(M.Reconverge.size()) +
               Calls);
    return false;
  }
  SpecRegion R;
  R.Predict = M.Predict[0];
  R.Label = M.Reconverge[0];
  R.Kind = "annotated";
  if (!synchronize(R, R.Label))
    return false;
  R.Predict->eraseFromParent();
  R.Label->eraseFromParent();
  ++NumAnnotated;
  return true;
}

bool SpecReconverger::commonCall(Instruction *Predict, StringRef Name,
                                 bool Marker) {
  bool Undefined = false;
  SmallVector<CallInst *, 4> Calls = commonCalls(Predict, Name, &Undefined);
  if (Calls.size() < 2 && Undefined) {
    E.skip(Predict, "NotReconverged", "no-body",
           "common call: '" + Name +
               "' has no body in the module, so its operations cannot be "
               "checked for convergence");
    return false;
  }
  if (Calls.size() < 2) {
    E.skip(Predict, "NotReconverged", "single-call-site",
           "common call: " + Twine(Calls.size()) + " call(s) of '" + Name +
               "' after the prediction, need two or more");
    return false;
  }
  if (Vote) {
    E.skip(Predict, "NotReconverged", "vote-shape",
           "common call: the vote lowering covers iteration delay and loop "
           "merge only");
    return false;
  }
  // Check before changing anything: the callee, and everything reachable
  // from the prediction, since the funnel moves post-dominators (and so the
  // lanes an activemask or a warp sync there sees) outside the region too.
  SmallVector<BasicBlock *, 32> Check(
      llvm::make_pointer_range(*Calls[0]->getCalledFunction()));
  SmallPtrSet<BasicBlock *, 32> Seen;
  SmallVector<BasicBlock *, 16> Work = {Predict->getParent()};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!Seen.insert(BB).second)
      continue;
    Check.push_back(BB);
    append_range(Work, successors(BB));
  }
  std::string Why = unsafeReason(Check);
  if (!Why.empty()) {
    E.skip(Predict, "NotReconverged", "convergent-op",
           "common call: the code after the prediction or the callee " + Why);
    return false;
  }
  SpecRegion R{Predict, funnelCalls(Calls, E.cfg()), "common-call"};
  E.finishStep();
  synchronize(R, Predict);
  if (Marker)
    Predict->eraseFromParent();
  ++NumCommonCall;
  return true;
}

/// The block a decision is recorded at: the divergent branch whose
/// reconvergence the region changes (the branch into the label's block, or
/// the latch of the loop it heads), else the label's block.
static BasicBlock &decisionBlock(BasicBlock &Label, const LoopInfo &LI) {
  BasicBlock *Pred = Label.getSinglePredecessor();
  if (Pred && Pred->getTerminator()->getNumSuccessors() > 1)
    return *Pred;
  Loop *L = LI.getLoopFor(&Label);
  if (L && L->getHeader() == &Label && L->getLoopLatch() &&
      L->getLoopLatch()->getTerminator()->getNumSuccessors() > 1)
    return *L->getLoopLatch();
  return Label;
}

bool SpecReconverger::synchronize(const SpecRegion &R, Instruction *At) {
  Function &F = E.function();
  FunctionAnalysisManager &FAM = E.analyses();
  BasicBlock &Region =
      decisionBlock(*R.Label->getParent(), FAM.getResult<LoopAnalysis>(F));
  if (At == R.Label) // Annotated: report at the branch, not the marker.
    At = Region.getTerminator();
  SmallSetVector<BasicBlock *, 16> Blocks = regionBlocks(R);
  if (Blocks.empty()) {
    E.skip(At, "NotReconverged", "label-unreachable",
           "the reconvergence label cannot be reached from the prediction");
    return false;
  }
  std::string Why = unsafeReason(Blocks.getArrayRef());
  if (!Why.empty()) {
    E.skip(At, "NotReconverged", "convergent-op", "the region " + Why);
    return false;
  }
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  if (!DT.isReachableFromEntry(R.Predict->getParent()) ||
      !DT.isReachableFromEntry(R.Label->getParent())) {
    E.skip(At, "NotReconverged", "marker-unreachable",
           "the prediction or the reconvergence label is in a block the "
           "function's entry cannot reach");
    return false;
  }
  if (!checkEntered(R, Blocks.getArrayRef(), DT, At))
    return false;
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  if (!checkAfter(Blocks.getArrayRef(), PDT, At))
    return false;
  OptimizationRemark Rem(DEBUG_TYPE, "Reconverged", R.Label->getDebugLoc(),
                         &Region);
  if (Vote)
    return lowerVote(R, At, Rem, Region);
  Expected<InsertionResult> Res =
      insertBarriers(R, Blocks.getArrayRef(), Opts, DT, PDT, U);
  if (!Res) {
    E.skip(At, "NotReconverged", "no-barrier", toString(Res.takeError()));
    return false;
  }
  NumCancels += Res->Cancels;
  NumRejoins += Res->Rejoins;
  NumDeconflicted += Res->Deconflicted;
  std::optional<double> Gain;
  if (R.Kind == "iteration-delay" || R.Kind == "loop-merge")
    Gain = R.Gain;
  E.transformed(Rem, Region, R.Kind, Gain, [&](auto &Rem) {
    Rem << R.Kind << ": threads reconverge at "
        << blockName(R.Label->getParent()) << " on barrier "
        << ore::NV("Barrier", Res->Barrier) << " ("
        << ore::NV("Blocks", Blocks.size()) << " blocks, "
        << ore::NV("Rejoins", Res->Rejoins) << " rejoin, "
        << ore::NV("Cancels", Res->Cancels) << " cancel, "
        << (Res->ExitBarrier ? "exit barrier, " : "no exit barrier, ")
        << ore::NV("Enclosing", Res->Enclosing) << " enclosing, "
        << ore::NV("Conflicts", Res->Conflicts) << " conflict(s), "
        << (Opts.DynamicDeconflict ? "dynamic" : "static") << " deconfliction"
        << (Opts.Threshold ? ", soft barrier of " +
                                 std::to_string(Opts.Threshold) + " lanes"
                           : std::string())
        << ")";
  });
  return true;
}

bool SpecReconverger::checkEntered(const SpecRegion &R,
                                   ArrayRef<BasicBlock *> Blocks,
                                   const DominatorTree &DT, Instruction *At) {
  // The barrier insertion joins the exit barrier at the region's entry; the
  // vote lowering needs the prediction itself to come first.
  BasicBlock *PB = R.Predict->getParent();
  BasicBlock *Entry = regionEntry(R, Blocks, DT);
  if (Entry == PB || (Entry && !Vote))
    return true;
  auto Bypass =
      find_if(Blocks, [&](BasicBlock *BB) { return !DT.dominates(PB, BB); });
  E.skip(At, "NotReconverged", "predict-bypassed",
         "lanes can reach " + blockName(*Bypass) +
             " in the region without passing the prediction in " +
             blockName(PB) +
             (Entry ? std::string(" (the vote lowering needs it first)")
                    : " or one other block of the region first") +
             ": they would not all join its barriers");
  return false;
}

bool SpecReconverger::checkAfter(ArrayRef<BasicBlock *> Blocks,
                                 const PostDominatorTree &PDT,
                                 Instruction *At) {
  BasicBlock *Join = exitJoinBlock(Blocks, PDT);
  std::string Why = regroupedUnsafeReason(blocksAfterRegion(Blocks, Join));
  if (Why.empty())
    return true;
  E.skip(At, "NotReconverged", "convergent-after",
         "the region is followed by code that " + Why + ", run before " +
             (Join ? "the lanes meet again at " + blockName(Join)
                   : std::string("the lanes meet again (an exit path "
                                 "returns)")) +
             ": it would see the lanes regrouped");
  return false;
}

bool SpecReconverger::lowerVote(const SpecRegion &R, Instruction *At,
                                OptimizationRemark &Rem,
                                const BasicBlock &Region) {
  Function &F = E.function();
  // The votes are NVPTX intrinsics (activemask, vote.ballot.sync, 32-bit
  // masks): no other target can select them.
  if (const Triple &T = F.getParent()->getTargetTriple(); !T.isNVPTX()) {
    E.skip(At, "NotReconverged", "vote-target",
           "vote lowering: the warp votes are NVPTX intrinsics, and the "
           "target is '" +
               T.str() + "'");
    return false;
  }
  auto &LI = E.analyses().getResult<LoopAnalysis>(F);
  const BasicBlock *Label = R.Label->getParent();
  Expected<VoteResult> Res =
      lowerWithVotes(R.Label, Opts.Threshold, LI, E.cfg());
  if (!Res) {
    E.skip(At, "NotReconverged", "vote-shape",
           "vote lowering: " + toString(Res.takeError()));
    return false;
  }
  ++NumVote;
  std::optional<double> Gain;
  if (R.Kind == "iteration-delay" || R.Kind == "loop-merge")
    Gain = R.Gain;
  E.transformed(Rem, Region, R.Kind, Gain, [&](auto &Rem) {
    Rem << R.Kind << ": " << Res->Kind << " lowered with warp votes at "
        << blockName(Label)
        << (Opts.Threshold ? " (at least " + std::to_string(Opts.Threshold) +
                                 " lanes per round)"
                           : std::string(" (all lanes in the loop)"));
  });
  return true;
}

/// A loop nest spec-reconverge already changed: it holds barrier operations
/// or the vote lowering's ballot.
static bool nestTaken(const Loop &Nest) {
  return any_of(Nest.blocks(), [](BasicBlock *BB) {
    return any_of(*BB, [](Instruction &I) {
      auto *II = dyn_cast<IntrinsicInst>(&I);
      return asBarrierCall(I) ||
             (II && II->getIntrinsicID() == Intrinsic::nvvm_vote_ballot_sync);
    });
  });
}

bool SpecReconverger::automatic() {
  Function &F = E.function();
  FunctionAnalysisManager &FAM = E.analyses();
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto ProfileOf = [&](const Instruction *Term) { return E.profileOf(Term); };
  AutoParams P;
  P.MinRatio = Opts.MinRatio;
  P.Threshold = Opts.Threshold;
  P.Lanes = SIMTCostModel::lanesPerWarp(F);
  P.ProfileOf = ProfileOf;
  SmallVector<AutoCandidate, 8> Cands;
  findLoopMerge(LI, U, P, Cands);
  findIterationDelay(LI, DT, U, P, Cands);
  findCommonCalls(F, DT, U, P, Cands);
  for (AutoCandidate &A : Cands) {
    if (A.Profitable && A.Nest && nestTaken(*A.Nest)) {
      A.Profitable = false;
      A.Reason = "nest-taken";
      A.Why = "the loop nest already has a speculative reconvergence region";
    }
    if (!A.Profitable) {
      E.skip(A.At, "NotReconverged", A.Reason, A.Region.Kind + ": " + A.Why,
             A.Region.Predict ? std::optional<double>(A.Region.Gain)
                              : std::nullopt);
      continue;
    }
    if (A.Region.Kind == "common-call") {
      if (commonCall(A.At, A.Callee, /*Marker=*/false))
        return true;
      continue;
    }
    if (!synchronize(A.Region, A.At))
      continue;
    ++(A.Region.Kind == "loop-merge" ? NumLoopMerge : NumIterationDelay);
    return true;
  }
  return false;
}

PreservedAnalyses SpecReconvergePass::run(Function &F,
                                          FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  StepEngine E(F, FAM, DEBUG_TYPE);
  SpecReconverger SR(E, Opts);
  bool Changed = E.run(/*MaxSteps=*/32, [&] { return SR.round(); });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
