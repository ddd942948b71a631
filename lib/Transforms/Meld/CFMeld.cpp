//===- CFMeld.cpp - Divergence-aware control-flow melding (DARM) ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cf-meld` pass driver, DARM Algorithm 1 (CGO'22 Section IV-G): find a
/// meldable divergent region (divergent per UniformityInfo, Def. 5), align
/// the subgraph sequences of two of its paths (Def. 7, MP_S), meld the most
/// profitable pair above the threshold (Algorithm 2, MeldCodeGen.cpp),
/// bring the dominator trees up to date incrementally (CFGUpdateTracker),
/// recompute uniformity and the regions, and repeat up to a bound. Regions are
/// visited bottom-up (last in the function first), so inner if/else regions
/// meld before the regions around them and the outer meld sees their result.
/// Regions left alone get one missed remark each, saying why.
///
/// Decision records (lockstep/Support/DecisionRecord.h), Reason codes:
/// transformed: melded-region-region, melded-block-region, melded-block-block;
/// skipped: not-meldable, convergent, shared-blocks, no-meldable-pair,
/// below-threshold, never-diverged, one-lane, no-loss, no-alignment (no
/// instruction pair of any subgraph pair aligns profitably), unsupported; loop
/// melding (LoopMeld.h, -cf-meld-loops): melded-loops, and loop-irreducible,
/// loop-convergent, loop-unbounded, loop-multiple-exits, loop-entries,
/// loop-terminator, loop-bypass (a bypass path the fused loop cannot take),
/// loop-never-ran (a divergence profile saw one of the loops never run),
/// loop-no-match, loop-below-threshold, loop-no-loss and
/// loop-bodies-unmelded (the trial on a fused clone: the next round would
/// not meld the fused bodies, by the no-loss rule or otherwise).
/// EstimatedGain is MP_S of the melded pair (DARM Section IV-C), or for
/// below-threshold the best MP_S found (times the measured split rate).
///
/// Never slower (issue 13 item 7, lockstep/Analysis/NoLossModel.h): a branch
/// the divergence profile (-lockstep-profile) saw never split a warp is
/// skipped (never-diverged); a one-lane condition (`tid == c`) is skipped
/// without a profile (one-lane); a measured split rate r scales MP_S before
/// the threshold; and a pair is melded only when the expected gain per
/// execution at r passes the no-loss rule in issue cycles and on the
/// dependency chain (no-loss); the rule judges block-block pairs, and
/// region-region and block-region pairs without loops, whose estimate is
/// reliable (NoLossModel.h; a block-region pair on a trial replication in a
/// clone of the function, since replication changes the IR before the
/// melded blocks are known); pairs with loops are judged by MP_S, unless
/// the rule refuses both their block pairs inside loops (per iteration) and
/// the others, when no trip count could make the meld pay.
///
/// A pair the no-loss rule refuses that passes versioned on a warp vote
/// (NoLossModel.h) is melded in a region versioned first
/// (UniformVersioning.h): warps whose lanes agree on the branch run a copy
/// of the original region (remark "...; versioned on a warp vote";
/// `-cf-meld-version-on-vote=never|refused|always`).
///
/// cf-meld and branch-fusion on the same branch (issue 13 item 7): both
/// apply only to a diamond (one block per side, a common successor), where
/// branch-fusion's candidate is cf-meld's block-block pair of the same two
/// blocks, melded by the same code generation and judged by the same no-loss
/// model. The one difference is the gate before the model: cf-meld wants
/// MP_B >= threshold, branch-fusion an alignment that saves cycles. So a
/// diamond below the threshold is still melded when branch-fusion would fuse
/// it (the alignment saves cycles and the no-loss rule passes; remark
/// "melded ... below threshold ... as branch-fusion"), and cf-meld on a
/// diamond is never behind branch-fusion by the model
/// (`-cf-meld-diamond-rule=false`: DARM's threshold alone).
///
///      E: br %c (divergent)               E
///      /          \                       |
///    C: if-then   D: if-then     ==>    C|D: if-then (melded)
///      \          /                       |
///          G                              G
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/CFMeld.h"

#include "AlignmentMemo.h"
#include "LoopMeld.h"
#include "MeldCodeGen.h"
#include "MirroredBranches.h"
#include "RegionReplication.h"
#include "RepairSSA.h"
#include "SubgraphAlignment.h"
#include "UniformVersioning.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/MeldProfitability.h"
#include "lockstep/Analysis/NoLossModel.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Support/SourceLocations.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/DuplicateSharedBlocks.h"
#include "lockstep/Transforms/Utils/PassParameters.h"
#include "lockstep/Transforms/Utils/StepEngine.h"
#include "lockstep/Transforms/Utils/Unpredication.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "cf-meld"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumRegionRegion, "Region-region subgraph pairs melded");
STATISTIC(NumBlockRegion, "Block-region subgraph pairs melded");
STATISTIC(NumBlockBlock, "Block-block subgraph pairs melded");
STATISTIC(NumSelects, "Selects inserted by melding");
STATISTIC(NumAligned, "Instruction pairs aligned and melded");
STATISTIC(NumEquivalent, "Aligned pairs of equivalent operations (an `or "
                         "disjoint` with an `add`, a `zext nneg` with a "
                         "`sext`, an `icmp samesign ult` with an `icmp slt`, "
                         "...)");
STATISTIC(NumUnaligned, "Unaligned instructions placed in guarded blocks");
STATISTIC(NumNoLoss, "Regions skipped by the no-loss rule");
STATISTIC(NumVersioned, "Melds versioned on a warp vote (warps whose branch "
                        "does not split run the original code)");

static cl::opt<double, false, BoundedParser<double, 0, 1>> ThresholdOpt(
    "cf-meld-threshold", cl::init(0.2),
    cl::desc("Minimum subgraph melding profitability MP_S to meld"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool>
    GreedyOpt("cf-meld-greedy", cl::init(false),
              cl::desc("Use CFM's greedy subgraph pairing instead of the "
                       "optimal subgraph alignment"),
              cl::cat(getLockstepCategory()));
static cl::opt<unsigned> MaxIterationsOpt(
    "cf-meld-max-iterations", cl::init(128),
    cl::desc("Maximum melding steps per function (Algorithm 1 fixpoint)"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> DiamondRuleOpt(
    "cf-meld-diamond-rule", cl::init(true),
    cl::desc("Meld a divergent diamond below the threshold when "
             "branch-fusion would fuse it (alignment saves cycles and the "
             "no-loss rule passes)"),
    cl::cat(getLockstepCategory()));
enum class VersionMode { Never, Refused, Always };
static cl::opt<VersionMode> VersionOpt(
    "cf-meld-version-on-vote", cl::init(VersionMode::Refused),
    cl::desc("Version a melded region on a warp vote (NVPTX, AMDGPU), so "
             "that warps whose branch does not split run the original code"),
    cl::values(clEnumValN(VersionMode::Never, "never", "never"),
               clEnumValN(VersionMode::Refused, "refused",
                          "when the no-loss rule refuses the meld and passes "
                          "it versioned (default)"),
               clEnumValN(VersionMode::Always, "always",
                          "every meld of a versionable region, whatever the "
                          "model says (for testing)")),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> RequireGainOpt(
    "cf-meld-require-gain", cl::init(false),
    cl::desc("Also skip pairs whose instruction alignment saves no cycles "
             "(the estimate ignores the divergence removed, so it is off by "
             "default: on LUD it vetoes a meld that pays off)"),
    cl::cat(getLockstepCategory()));

Expected<CFMeldOptions> lockstep::parseCFMeldOptions(StringRef Params) {
  CFMeldOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .number("threshold", O.Threshold, 0, 1)
                    .flag("greedy", O.Greedy)
                    .flag("loops", O.Loops)
                    .integer("max-iterations", O.MaxIterations, 0, UINT_MAX)
                    .parse(Params))
    return E;
  return O;
}

namespace {
class CFMelder {
  StepEngine &E;
  Function &F;
  CFGUpdateTracker &CFG;
  double Threshold;
  bool Greedy;
  /// Whether a diamond below the threshold may be melded by branch-fusion's
  /// gate (off with an explicit threshold: the user's gate is DARM's).
  bool DiamondRule;
  bool Loops; ///< Non-isomorphic loop melding (LoopMeld.h).
  /// Region entries whose shared blocks were already duplicated.
  SmallPtrSet<BasicBlock *, 8> Duplicated;
  /// Region entries whose loops peeling to align was tried for.
  SmallPtrSet<BasicBlock *, 8> PeelTried;
  /// Split rate of the region being processed (NoLossModel.h), and whether
  /// the no-loss rule refused one of its pairs.
  double CurSplitRate = 1.0, CurSpeculateRate = 1.0;
  SplitSource CurSplitSource = SplitSource::Default;
  bool RefusedByNoLoss = false;
  /// The region being processed, and whether the pair being melded is to be
  /// versioned on a warp vote first (UniformVersioning.h).
  const DivergentRegion *CurRegion = nullptr;
  bool VersionRegion = false;
  /// Set while a below-threshold diamond is tried by branch-fusion's gate,
  /// and the cycles its alignment saves (for the remark).
  bool AsBranchFusion = false;
  int64_t FusionGain = 0;
  /// A trial on a clone (LoopMeld.h BodyMeldTrial): melds without remarks
  /// or statistics; Melded says whether a pair melded, LastReason and
  /// LastWhy the last skip.
  bool Trial = false, Melded = false;
  std::string LastReason, LastWhy;
  /// In a trial: why the inner loops of the fused bodies did not fuse.
  std::string InnerLoopWhy;

  enum class Outcome { Skipped, Changed };
  Outcome processRegion(const DivergentRegion &R);
  std::optional<Outcome> meldDiamondBelowThreshold(const DivergentRegion &R,
                                                   double Best,
                                                   std::string &Why);
  bool ownedByPath(const DivergentRegion &R, unsigned P, const SESESubgraph &S);
  Outcome meldPair(const DivergentRegion &R, unsigned PA, unsigned PB,
                   const SubgraphPair &P, std::string &Why);
  bool loopPairsCannotGain(const MeldRequest &Req);
  bool passesEstimate(const MeldEstimate &Est, const MeldRequest &Req,
                      MeldKind Kind, bool LoopFree, std::string &Why);
  bool versionable(MeldKind Kind);
  /// \p M versioned on this target's vote (AMDGPU: ballots).
  MeldGainModel versioned(const MeldGainModel &M) const {
    return M.versioned(F.getParent()->getTargetTriple().isAMDGCN());
  }
  std::optional<MeldEstimate> trialBlockRegion(const SESESubgraph &A,
                                               const SESESubgraph &B,
                                               MeldRequest &Trial,
                                               std::string &Why);
  std::string trialBodyMeld(Function &C, BasicBlock *Header,
                            std::string &Reason);
  void miss(const DivergentRegion &R, const char *Name, StringRef Reason,
            const Twine &Msg, std::optional<double> Gain = std::nullopt) {
    LastReason = Reason.str(), LastWhy = Msg.str();
    E.skip(R.Branch, Name, Reason, Msg, Gain);
  }

public:
  CFMelder(StepEngine &E, double Threshold, bool Greedy, bool DiamondRule,
           bool Loops)
      : E(E), F(E.function()), CFG(E.cfg()), Threshold(Threshold),
        Greedy(Greedy), DiamondRule(DiamondRule), Loops(Loops) {}
  /// One round of Algorithm 1: meld in the last region that can be melded.
  bool round();
};
} // namespace

/// The condition that is true exactly for the lanes on path \p PA of \p R
/// (a conditional branch's own condition, or a comparison built before a
/// switch). Null when \p PA is the switch's default path.
static Value *pathPredicate(const DivergentRegion &R, unsigned PA) {
  BasicBlock *Target = R.Paths[PA].front().Entry;
  if (auto *BI = dyn_cast<BranchInst>(R.Branch))
    return PA == 0 ? BI->getCondition() : nullptr;
  auto *SI = cast<SwitchInst>(R.Branch);
  if (SI->getDefaultDest() == Target)
    return nullptr;
  IRBuilder<> B(SI);
  Value *Pred = nullptr;
  for (auto Case : SI->cases())
    if (Case.getCaseSuccessor() == Target) {
      Value *Eq =
          B.CreateICmpEQ(SI->getCondition(), Case.getCaseValue(), "meld.case");
      Pred = Pred ? B.CreateOr(Pred, Eq, "meld.case") : Eq;
    }
  return Pred;
}

static void swapSides(MeldRequest &Req) {
  for (auto &P : Req.Pairs)
    std::swap(P.first, P.second);
  for (auto &U : Req.Unreached)
    std::swap(U.first, U.second);
  std::swap(Req.NextA, Req.NextB);
}

/// ": a call of @f at file:line" for the first operation of \p S that may
/// need convergence (the remark names it: an assert() on one side, say), or
/// empty when it has no call.
static std::string describeConvergentOp(const SESESubgraph &S) {
  for (BasicBlock *BB : S.Blocks)
    for (Instruction &I : *BB) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || !mayNeedConvergence(*CB))
        continue;
      std::string Out = ": ";
      if (CB->isInlineAsm())
        Out += "inline assembly";
      else if (const Function *G = CB->getCalledFunction())
        Out += ("a call of @" + G->getName()).str();
      else
        Out += "an indirect call";
      // The line in the kernel's own code (assert() is a wrapper header's
      // inline function).
      const DILocation *Loc = callerLocation(CB->getDebugLoc().get());
      if (Loc && Loc->getLine())
        Out += formatv(" at {0}:{1}", Loc->getFilename(), Loc->getLine()).str();
      return Out;
    }
  return "";
}

/// Block-region melding: replicates the region for the block's side (Fig. 2
/// case 2). Changes the IR only once everything else is known to work.
static bool replicate(const SESESubgraph &A, const SESESubgraph &B,
                      MeldRequest &Req, std::string &Why) {
  bool BlockIsA = A.isSingleBlock();
  const SESESubgraph &Blk = BlockIsA ? A : B, &Reg = BlockIsA ? B : A;
  BasicBlock *Block = Blk.Entry;
  BasicBlock *Position = bestReplicationPosition(*Block, Reg);
  BasicBlock *Pred = Block->getSinglePredecessor();
  if (!Pred || !Position || !isa<BranchInst>(Block->getTerminator()) ||
      alignInstructions(blockBody(Block), blockBody(Position)).Matches == 0) {
    Why = "block-region pair: no profitable position for the block";
    return false;
  }
  FoldSingleEntryPHINodes(Block);
  Expected<MeldRequest> R =
      replicateRegion(Block, Blk.Next, Reg.Blocks, Reg.Next, Position);
  if (!R) {
    Why = toString(R.takeError());
    return false;
  }
  Req.Pairs = R->Pairs;
  Req.NextA = R->NextA, Req.NextB = R->NextB;
  Req.Unreached = R->Unreached;
  if (!BlockIsA)
    swapSides(Req);
  return true;
}

/// Fills \p Req with the block pairs of subgraph pair \p P, or says why not.
static bool pairBlocks(const SESESubgraph &A, const SESESubgraph &B,
                       MeldKind Kind, MeldRequest &Req, std::string &Why) {
  Req.NextA = A.Next, Req.NextB = B.Next;
  switch (Kind) {
  case MeldKind::BlockBlock:
    Req.Pairs.push_back({A.Entry, B.Entry});
    return true;
  case MeldKind::RegionRegion:
    if (matchMirrored(A, B, Req.Pairs, Req.Swapped, Req.Alignments))
      return true;
    Req.Swapped.clear();
    if (matchIsomorphic(A, B, Req.Pairs))
      return true;
    Why = "subgraphs are not isomorphic";
    return false;
  case MeldKind::BlockRegion:
    return replicate(A, B, Req, Why);
  case MeldKind::None:
    break;
  }
  Why = "subgraphs are not meldable";
  return false;
}

/// True when only the lanes of path \p P enter \p S: every block of \p S is
/// dominated by the path's first block, which only the branch enters. A
/// block shared with another path (e.g. the join left by an earlier meld of
/// two switch cases) would let other lanes run a side's code with the wrong
/// predicate.
bool CFMelder::ownedByPath(const DivergentRegion &R, unsigned P,
                           const SESESubgraph &S) {
  // Asked before the round's step: nothing to commit.
  const DominatorTree &DT = CFG.committedDomTree();
  BasicBlock *Start = R.Paths[P].front().Entry;
  return all_of(S.Blocks,
                [&](BasicBlock *BB) { return DT.dominates(Start, BB); });
}

/// When both sides call the same device function and the calls cannot be
/// shared (the callee may be convergent), says why, for the remarks.
static std::string unsharedCallNote(const MeldRequest &Req) {
  SmallPtrSet<const Function *, 4> CalledByA;
  for (const auto &[A, B] : Req.Pairs)
    for (const Instruction &I : *A)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *G = CB->getCalledFunction(); G && !G->isIntrinsic())
          CalledByA.insert(G);
  for (const auto &[A, B] : Req.Pairs)
    for (const Instruction &I : *B) {
      const auto *CB = dyn_cast<CallBase>(&I);
      const Function *G = CB ? CB->getCalledFunction() : nullptr;
      if (!G || !CalledByA.count(G))
        continue;
      std::string Why = whyCalleeMayBeConvergent(*G);
      if (!Why.empty())
        return ("calls of @" + G->getName() + " not shared: " + Why).str();
    }
  return "";
}

CFMelder::Outcome CFMelder::meldPair(const DivergentRegion &R, unsigned PA,
                                     unsigned PB, const SubgraphPair &P,
                                     std::string &Why) {
  const SESESubgraph &A = R.Paths[PA][P.IndexA], &B = R.Paths[PB][P.IndexB];
  VersionRegion = false; // Set by this pair's estimate, if at all.
  if (!ownedByPath(R, PA, A) || !ownedByPath(R, PB, B)) {
    Why = "a subgraph is also entered from another path of the region";
    return Outcome::Skipped;
  }
  // The pair's alignments, computed once for the estimate and the meld.
  AlignmentMemo Alignments;
  MeldRequest Req;
  Req.Alignments = &Alignments;
  Req.RegionEntry = R.Entry;
  Req.Cond = R.Branch->getOperand(0); // Checked below, replaced after.
  Req.SplitRate = CurSplitRate;
  Req.SpeculateRate = CurSpeculateRate;
  // A loop-free block-region pair is judged on a trial replication, so that
  // a refused meld leaves no replica behind.
  if (P.Kind == MeldKind::BlockRegion && !A.HasLoop && !B.HasLoop) {
    MeldRequest Trial;
    Trial.SplitRate = CurSplitRate;
    Trial.SpeculateRate = CurSpeculateRate;
    std::optional<MeldEstimate> Est = trialBlockRegion(A, B, Trial, Why);
    if (!Est ||
        !passesEstimate(*Est, Trial, P.Kind, !A.HasLoop && !B.HasLoop, Why))
      return Outcome::Skipped;
  }
  if (!pairBlocks(A, B, P.Kind, Req, Why))
    return Outcome::Skipped;
  // A replicated region is already in the IR: from here on, failing still
  // means the function changed (correctly: constant branches).
  bool Replicated = P.Kind == MeldKind::BlockRegion;
  if (Error E = checkMeldable(Req)) {
    Why = toString(std::move(E));
    if (!Replicated)
      return Outcome::Skipped;
    // Keep the replica (valid control flow) but give the block's values
    // phis where the replica's dead paths bypass it.
    repairSSA(F, R.Entry, CFG);
    return Outcome::Changed;
  }
  if (!Replicated &&
      !passesEstimate(
          estimateMeld(Req, &E.analyses().getResult<LoopAnalysis>(F)), Req,
          P.Kind, !A.HasLoop && !B.HasLoop, Why))
    return Outcome::Skipped;
  // Only a pair whose own estimate chose it, on a region still versionable
  // (block-region pairs, replicated above, never are).
  bool Versioned = VersionRegion && !Trial && P.Kind != MeldKind::BlockRegion;
  if (Versioned) // Warps whose branch does not split skip the meld.
    Req.RegionEntry = versionOnWarpVote(*cast<BranchInst>(R.Branch), R.Exit);
  Req.Cond = pathPredicate(R, PA);
  if (!Req.Cond) {
    Req.Cond = pathPredicate(R, PB);
    swapSides(Req);
  }
  // A trial (loop melding's, on a clone) needs only the decision: the meld
  // itself can no longer fail (meldSubgraphs fails only where checkMeldable
  // did above), so the clone is not melded.
  if (Trial) {
    Melded = true;
    return Outcome::Changed;
  }
  OptimizationRemark Rem(DEBUG_TYPE, "Melded", R.Branch->getDebugLoc(),
                         R.Entry);
  std::string CallNote = unsharedCallNote(Req);
  Expected<MeldStats> S = meldSubgraphs(Req, CFG);
  if (!S) {
    Why = toString(S.takeError());
    if (!Replicated && !Versioned)
      return Outcome::Skipped;
    repairSSA(F, R.Entry, CFG);
    return Outcome::Changed;
  }
  NumVersioned += Versioned;
  ++(P.Kind == MeldKind::RegionRegion  ? NumRegionRegion
     : P.Kind == MeldKind::BlockRegion ? NumBlockRegion
                                       : NumBlockBlock);
  NumSelects += S->Selects, NumAligned += S->Aligned;
  NumEquivalent += S->Equivalent;
  NumUnaligned += S->Unaligned;
  std::string Reason = ("melded-" + meldKindName(P.Kind)).str();
  E.transformed(
      Rem, *R.Entry, Reason, P.Profitability, [&](OptimizationRemark &Rem) {
        Rem << "melded " << ore::NV("Kind", meldKindName(P.Kind))
            << " subgraphs (profitability "
            << ore::NV("Profitability",
                       formatv("{0:F2}", P.Profitability).str())
            << ", " << ore::NV("BlockPairs", S->BlockPairs) << " block pairs, "
            << ore::NV("Selects", S->Selects) << " selects inserted, "
            << ore::NV("Aligned", S->Aligned) << " instructions aligned, "
            << ore::NV("Unaligned", S->Unaligned);
        // Common calls: one call with selected arguments for both sides.
        if (S->SharedCalls)
          Rem << " unaligned, " << ore::NV("SharedCalls", S->SharedCalls)
              << " device-function calls shared)";
        else
          Rem << " unaligned)";
        if (S->MergedPhis || S->MirroredBranches)
          Rem << "; " << ore::NV("MergedPhis", S->MergedPhis)
              << " phi pairs merged, "
              << ore::NV("MirroredBranches", S->MirroredBranches)
              << " branch pairs mirrored";
        if (S->Equivalent)
          Rem << "; " << ore::NV("Equivalent", S->Equivalent)
              << " pairs of equivalent operations";
        if (!CallNote.empty())
          Rem << "; " << ore::NV("UnsharedCalls", CallNote);
        if (Versioned)
          Rem << "; " << ore::NV("Versioned", "versioned on a warp vote")
              << ": warps that agree on the branch (split rate "
              << ore::NV("SplitRate", formatv("{0:F2}", CurSplitRate).str())
              << ") run the original code";
        if (AsBranchFusion)
          Rem << "; chose branch-fusion over cf-meld's threshold: below "
              << ore::NV("Threshold", formatv("{0:F2}", Threshold).str())
              << ", but the diamond's alignment saves "
              << ore::NV("FusionGain", FusionGain)
              << " cycles and passes the no-loss rule";
      });
  return Outcome::Changed;
}

/// Why a pair is refused when alignment pairs no instructions: none has a
/// partner of the same opcode and types whose differing operands cost less
/// in selects than the instruction saves.
static constexpr const char *NoAlignmentWhy =
    "no instructions align (no pair of the same opcode and types saves more "
    "than the selects its differing operands need)";

/// The instruction-alignment gate and the no-loss rule on \p Est, the
/// estimate of melding \p Req (a pair of kind \p Kind; \p LoopFree when
/// neither subgraph has a loop). Region pairs with loops keep MP_S (the
/// static estimate ignores trip counts and misses what melding loops saves,
/// LUD) unless loopPairsCannotGain.
bool CFMelder::passesEstimate(const MeldEstimate &Est, const MeldRequest &Req,
                              MeldKind Kind, bool LoopFree, std::string &Why) {
  VersionRegion = false;
  if (Est.Matches == 0) {
    Why = NoAlignmentWhy;
    if (std::string Note = unsharedCallNote(Req); !Note.empty())
      Why += " (" + Note + ")";
    return false;
  }
  if ((RequireGainOpt || AsBranchFusion) && Est.Gain <= 0) {
    Why = "alignment saves no cycles (estimated gain " +
          std::to_string(Est.Gain) + ")";
    return false;
  }
  FusionGain = Est.Gain;
  MeldGainModel Model = Est.model(CurSplitRate);
  Model.Source = CurSplitSource;
  Model.PairsRegions = Kind != MeldKind::BlockBlock;
  bool Judged = Kind == MeldKind::BlockBlock || LoopFree;
  if (!Judged && loopPairsCannotGain(Req)) {
    Why = "no-loss rule: the block pairs inside the regions' loops lose "
          "issue cycles per iteration, and so do the others: no trip count "
          "makes the meld pay";
    RefusedByNoLoss = true;
    return false;
  }
  if (VersionOpt == VersionMode::Always && versionable(Kind))
    VersionRegion = true;
  if (Judged && !Model.passes() && VersionOpt != VersionMode::Never &&
      (VersionRegion || (versioned(Model).passes() && versionable(Kind)))) {
    VersionRegion = true;
    return true;
  }
  if (Judged && !Model.passes()) {
    // The model's figures only ever reach a remark.
    Why = "no-loss rule: " +
          (E.remarksWanted() ? Model.describe() : std::string("refused"));
    if (Kind == MeldKind::BlockRegion)
      Why += " (block-region pair, estimated on a trial replication)";
    if (E.remarksWanted())
      Why += ": " + Model.failure();
    // Below a split rate of 1, say what versioning would give.
    if (E.remarksWanted() && VersionOpt != VersionMode::Never &&
        Kind != MeldKind::BlockRegion && CurSplitRate < 1) {
      MeldGainModel V = versioned(Model);
      if (!V.passes())
        Why += "; " + V.describe() + ": " + V.failure();
    }
    RefusedByNoLoss = true;
    return false;
  }
  return true;
}

/// True when the region of a pair of kind \p Kind can be versioned on a
/// warp vote (UniformVersioning.h). Not for block-region pairs, whose
/// replication changes the region first.
bool CFMelder::versionable(MeldKind Kind) {
  if (Kind == MeldKind::BlockRegion || !CurRegion)
    return false;
  auto *Br = dyn_cast<BranchInst>(CurRegion->Branch);
  return Br && whyNotVersionable(*Br, CurRegion->Exit, CFG.committedDomTree())
                   .empty();
}

/// For a region pair with loops, whose estimate ignores trip counts: true
/// when the no-loss rule refuses both the block pairs inside the regions'
/// loops (per iteration) and the other pairs, each estimated alone. Then
/// the meld loses whatever the trip counts: two small loops whose bodies
/// align one instruction, melded into one loop with an if/else body, ran
/// 10-16% more cycles than -O3.
bool CFMelder::loopPairsCannotGain(const MeldRequest &Req) {
  const LoopInfo &LI = E.analyses().getResult<LoopAnalysis>(F);
  const Loop *Outer = LI.getLoopFor(Req.RegionEntry);
  MeldRequest Parts[2] = {Req, Req}; // In a loop of the regions; the rest.
  for (MeldRequest &P : Parts) {
    P.Pairs.clear();
    P.Unreached.clear();
    P.Swapped.clear();
  }
  for (auto [K, Pair] : enumerate(Req.Pairs)) {
    MeldRequest &P = Parts[LI.getLoopFor(Pair.first) == Outer];
    P.Pairs.push_back(Pair);
    if (!Req.Unreached.empty())
      P.Unreached.push_back(Req.Unreached[K]);
    if (!Req.Swapped.empty())
      P.Swapped.push_back(Req.Swapped[K]);
  }
  if (Parts[0].Pairs.empty())
    return false;
  for (MeldRequest &P : Parts) {
    if (P.Pairs.empty())
      continue;
    MeldGainModel M = estimateMeld(P, &LI).model(CurSplitRate);
    M.Source = CurSplitSource;
    M.PairsRegions = true;
    if (M.passes())
      return false;
  }
  return true;
}

/// Estimates the block-region meld of \p A and \p B on a clone of the
/// function: region replication changes the IR before the melded blocks are
/// known, and a meld the no-loss rule refuses must leave nothing behind.
/// The trial's request (blocks of the clone) goes to \p Trial, for the
/// estimate only; nullopt (and \p Why) when replication fails.
std::optional<MeldEstimate> CFMelder::trialBlockRegion(const SESESubgraph &A,
                                                       const SESESubgraph &B,
                                                       MeldRequest &Trial,
                                                       std::string &Why) {
  ValueToValueMapTy VMap;
  Function *C = CloneFunction(&F, VMap);
  auto Map = [&](const SESESubgraph &S) {
    SESESubgraph M = S;
    M.Entry = cast<BasicBlock>(VMap[S.Entry]);
    M.Next = cast<BasicBlock>(VMap[S.Next]);
    for (BasicBlock *&BB : M.Blocks)
      BB = cast<BasicBlock>(VMap[BB]);
    for (BasicBlock *&BB : M.Shared)
      BB = cast<BasicBlock>(VMap[BB]);
    return M;
  };
  std::optional<MeldEstimate> Est;
  AlignmentMemo Alignments; // Of the clone's blocks: freed with them.
  Trial.Alignments = &Alignments;
  if (replicate(Map(A), Map(B), Trial, Why)) {
    DominatorTree DT(*C);
    LoopInfo LI(DT);
    Est = estimateMeld(Trial, &LI);
  }
  // The estimate is all that is kept: the clone goes, and with it the
  // blocks the trial request names.
  C->eraseFromParent();
  Trial.Pairs.clear();
  Trial.Alignments = nullptr;
  return Est;
}

/// Blocks an earlier meld made common to two paths of a switch are shared
/// on purpose: duplicating them would undo that meld (and loop headers are
/// beyond duplicateSharedBlocks). Pairs that involve them are refused by
/// ownedByPath instead; the other pairs of the region can still meld.
static bool sharesMeldedBlocks(const DivergentRegion &R) {
  for (const auto &Path : R.Paths)
    for (const SESESubgraph &S : Path)
      for (BasicBlock *BB : S.Shared)
        if (isMeldedBlock(*BB) || S.HasLoop)
          return true;
  return false;
}

CFMelder::Outcome CFMelder::processRegion(const DivergentRegion &R) {
  if (isGuardBranch(R.Branch) || E.skipNeverDiverged(R.Branch))
    return Outcome::Skipped;
  auto &U = E.analyses().getResult<LockstepUniformityAnalysis>(F);
  SplitRate SR = expectedSplitRate(*R.Branch, E.profileOf(R.Branch), U);
  if (skipOneLane() && SR.Source == SplitSource::OneLane) {
    ++NumNoLoss;
    miss(R, "OneLane", "one-lane",
         "one-lane condition: only threads whose index equals a uniform "
         "value take the rare side, so few warps split and melding gains "
         "nothing in the others");
    return Outcome::Skipped;
  }
  CurSplitRate = SR.Rate;
  CurSpeculateRate = speculationRate(
      *R.Branch, SR, E.analyses().getResult<LoopAnalysis>(F), U);
  CurSplitSource = SR.Source;
  RefusedByNoLoss = false;
  CurRegion = &R;
  if (!R.Meldable) {
    miss(R, "NotMeldable", "not-meldable", "not meldable: " + R.Reason);
    return Outcome::Skipped;
  }
  if (const SESESubgraph *S = R.convergentSubgraph()) {
    miss(R, "Convergent", "convergent",
         "region contains a convergent operation" + describeConvergentOp(*S));
    return Outcome::Skipped;
  }
  if (R.hasSharedBlocks() && !sharesMeldedBlocks(R)) {
    // Once per region entry, so duplication and melding cannot alternate.
    if (Duplicated.insert(R.Entry).second && duplicateSharedBlocks(R))
      return Outcome::Changed;
    miss(R, "SharedBlocks", "shared-blocks",
         "blocks shared by both sides cannot be duplicated");
    return Outcome::Skipped;
  }
  // Loops of different shapes on both paths: one loop, the bodies meld in
  // the next rounds (LoopMeld.h).
  auto BodyTrial = [&](Function &C, BasicBlock *H, std::string &Reason) {
    return trialBodyMeld(C, H, Reason);
  };
  if (Loops && meldRegionLoops(E, R, BodyTrial, Trial, &InnerLoopWhy) ==
                   LoopMeldOutcome::Changed) {
    // Nested loops: the inner pair fused only because its own trial melded
    // its bodies, so the outer trial counts that as a meld.
    Melded |= Trial;
    return Outcome::Changed;
  }
  unsigned PA = 0, PB = 1;
  if (R.Paths.size() > 2 && R.Best.Kind != MeldKind::None)
    PA = R.Best.PathA, PB = R.Best.PathB;
  // A measured split rate scales MP_S: a region that splits a warp in a
  // fraction r of its executions saves r times what DARM's model says.
  double Scale = SR.Source == SplitSource::Profile ? SR.Rate : 1.0;
  double Effective = Scale > 0 ? Threshold / Scale : 2.0;
  SubgraphAlignmentResult AR =
      alignSubgraphs(R.Paths[PA], R.Paths[PB], Effective, Greedy);
  if (AR.Pairs.empty() && R.Best.Kind == MeldKind::None) {
    miss(R, "NoMeldablePair", "no-meldable-pair",
         "no meldable subgraph pair (Def. 6): the paths' subgraphs are "
         "neither blocks nor isomorphic regions");
    return Outcome::Skipped;
  }
  std::string FusionWhy;
  if (AR.Pairs.empty())
    if (std::optional<Outcome> O =
            meldDiamondBelowThreshold(R, AR.BestProfitability, FusionWhy))
      return *O;
  if (!FusionWhy.empty())
    FusionWhy = "; nor as branch-fusion: " + FusionWhy;
  if (AR.Pairs.empty() && Scale < 1.0) {
    miss(R, "BelowThreshold", "below-threshold",
         formatv("below threshold {0:F2} at measured split rate {1:F2} "
                 "(best {2:F2} x {1:F2} = {3:F2}){4}",
                 Threshold, Scale, AR.BestProfitability,
                 AR.BestProfitability * Scale, FusionWhy),
         AR.BestProfitability * Scale);
    return Outcome::Skipped;
  }
  if (AR.Pairs.empty()) {
    miss(R, "BelowThreshold", "below-threshold",
         formatv("below threshold {0:F2} (best {1:F2}){2}", Threshold,
                 AR.BestProfitability, FusionWhy),
         AR.BestProfitability);
    return Outcome::Skipped;
  }
  SmallVector<SubgraphPair, 4> Order(AR.Pairs.begin(), AR.Pairs.end());
  llvm::stable_sort(Order, [](const SubgraphPair &X, const SubgraphPair &Y) {
    return X.Profitability > Y.Profitability;
  });
  std::string FirstWhy;
  bool NothingAligns = true;
  for (const SubgraphPair &P : Order) {
    std::string Why;
    if (meldPair(R, PA, PB, P, Why) == Outcome::Changed)
      return Outcome::Changed;
    if (FirstWhy.empty())
      FirstWhy = Why;
    NothingAligns &= StringRef(Why).starts_with(NoAlignmentWhy);
  }
  if (RefusedByNoLoss) {
    ++NumNoLoss;
    miss(R, "NoLoss", "no-loss", "not melded: " + FirstWhy);
    return Outcome::Skipped;
  }
  if (NothingAligns) { // A cost decision, not a shape the pass cannot meld.
    miss(R, "NoAlignment", "no-alignment", "not melded: " + FirstWhy);
    return Outcome::Skipped;
  }
  miss(R, "Unsupported", "unsupported", "not melded: " + FirstWhy);
  return Outcome::Skipped;
}

/// Loop melding's trial (LoopMeld.h BodyMeldTrial): processes the region of
/// the fused bodies in the clone \p C as the next round would (same
/// threshold, rules and no-loss model; loop melding off), melding in the
/// clone but emitting nothing.
std::string CFMelder::trialBodyMeld(Function &C, BasicBlock *Header,
                                    std::string &Reason) {
  StepEngine TE(C, E.analyses(), DEBUG_TYPE);
  CFMelder M(TE, Threshold, Greedy, DiamondRule, Loops);
  M.Trial = true;
  auto &Info = E.analyses().getResult<DivergentRegionsAnalysis>(C);
  for (const DivergentRegion &R : Info.Regions) {
    if (R.Entry != Header)
      continue;
    if (M.processRegion(R) == Outcome::Changed && M.Melded)
      return "";
    Reason = M.LastReason;
    std::string Why = M.LastWhy.empty() ? "no pair melds" : M.LastWhy;
    if (!M.InnerLoopWhy.empty())
      Why += " (inner " + M.InnerLoopWhy + ")";
    return Why;
  }
  Reason = "not-meldable";
  return "the fused bodies form no divergent region";
}

/// A two-way region whose paths are one block each, joining at one block:
/// the diamond branch-fusion fuses. Below the threshold it is melded when
/// branch-fusion's gate (alignment saves cycles) and the no-loss rule pass;
/// nullopt when the region is no such diamond or the meld is refused (then
/// \p Why says why).
std::optional<CFMelder::Outcome>
CFMelder::meldDiamondBelowThreshold(const DivergentRegion &R, double Best,
                                    std::string &Why) {
  if (!DiamondRule || R.Paths.size() != 2 || R.Paths[0].size() != 1 ||
      R.Paths[1].size() != 1)
    return std::nullopt;
  const SESESubgraph &A = R.Paths[0][0], &B = R.Paths[1][0];
  if (!A.isSingleBlock() || !B.isSingleBlock() || A.Next != B.Next)
    return std::nullopt;
  SubgraphPair P;
  P.Kind = MeldKind::BlockBlock;
  P.Profitability = Best;
  AsBranchFusion = true;
  Outcome O = meldPair(R, 0, 1, P, Why);
  AsBranchFusion = false;
  if (O == Outcome::Changed)
    return O;
  return std::nullopt;
}

bool CFMelder::round() {
  auto &Info = E.analyses().getResult<DivergentRegionsAnalysis>(F);
  auto BodyTrial = [&](Function &C, BasicBlock *H, std::string &Reason) {
    return trialBodyMeld(C, H, Reason);
  };
  for (const DivergentRegion &R : reverse(Info.Regions)) {
    if (processRegion(R) == Outcome::Changed)
      return true;
    // Nothing melds as it is: peeling one side's loop so both loops run the
    // same iterations may let the region meld (LoopPeelAlign.cpp). Tried
    // once per region entry: the trial clones the function.
    if (Loops && PeelTried.insert(R.Entry).second &&
        peelToAlignLoops(E, R, BodyTrial) == LoopMeldOutcome::Changed)
      return true;
  }
  return false;
}

PreservedAnalyses CFMeldPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  StepEngine E(F, FAM, DEBUG_TYPE);
  bool ExplicitThreshold =
      Opts.Threshold.has_value() || ThresholdOpt.getNumOccurrences() > 0;
  CFMelder M(E, Opts.Threshold.value_or(ThresholdOpt),
             Opts.Greedy.value_or(GreedyOpt),
             DiamondRuleOpt && !ExplicitThreshold,
             Opts.Loops.value_or(loopMeldEnabled()));
  if (!E.run(Opts.MaxIterations.value_or(MaxIterationsOpt),
             [&] { return M.round(); }))
    return PreservedAnalyses::all();
  return treesPreserved();
}
