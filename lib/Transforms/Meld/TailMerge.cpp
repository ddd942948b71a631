//===- TailMerge.cpp - Tail merging baseline ------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The tail-merging (cross-jumping) baseline of the DARM evaluation (CFM
/// Table I): when both sides of a divergent diamond end with the same
/// instruction sequence, the sequence is split off both sides and melded
/// into one block with cf-meld's code generation. Only identical sequences
/// qualify: same operation and operands, or operands that are corresponding
/// instructions of the tail itself, so no select is ever needed.
///
/// Decision records (lockstep/Support/DecisionRecord.h), Reason codes:
/// transformed: merged; skipped: not-diamond, tail-too-short,
/// never-diverged, one-lane, no-loss. EstimatedGain is the length of the
/// identical tail in instructions (each executed once instead of twice by a
/// divergent warp).
///
/// The same never-slower rules as cf-meld (NoLossModel.h). A merged tail
/// needs no select, but each side gains a branch into the tail: a split warp
/// saves the tail's latency minus that branch, any warp pays the branch
/// (issue and chain alike).
///
///     T: a; s1; s2        F: b; s1'; s2'          T: a    F: b
///          \                 /           ==>         \    /
///                 X                               tail: s1; s2
///                                                      |
///                                                      X
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/TailMerge.h"

#include "MeldCodeGen.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/NoLossModel.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/Diamond.h"
#include "lockstep/Transforms/Utils/PassParameters.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "tail-merge"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumMerged, "Divergent diamonds whose tails were merged");
STATISTIC(NumTailInstrs, "Instructions merged into common tails");
STATISTIC(NumNoLoss, "Diamonds skipped by the no-loss rule");

static cl::opt<unsigned> MinLengthOpt(
    "tail-merge-min-length", cl::init(1),
    cl::desc("Minimum number of identical tail instructions to merge"),
    cl::cat(getLockstepCategory()));

Expected<TailMergeOptions> lockstep::parseTailMergeOptions(StringRef Params) {
  TailMergeOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .integer("min-length", O.MinLength, 0, UINT_MAX)
                    .parse(Params))
    return E;
  return O;
}

/// Length of the identical instruction sequence ending both bodies.
static unsigned commonTailLength(ArrayRef<Instruction *> A,
                                 ArrayRef<Instruction *> B) {
  // Walk from the front of the candidate tail so operand correspondence is
  // known; try the longest tail first.
  for (unsigned L = std::min(A.size(), B.size()); L > 0; --L) {
    ArrayRef<Instruction *> TA = A.take_back(L), TB = B.take_back(L);
    DenseMap<Value *, Value *> Corr;
    bool Same = true;
    for (unsigned K = 0; K < L && Same; ++K) {
      Instruction *IA = TA[K], *IB = TB[K];
      Same = !isNeverAligned(*IA) && IA->isSameOperationAs(IB) &&
             areCompatible(*IA, *IB);
      for (unsigned O = 0; Same && O < IA->getNumOperands(); ++O) {
        Value *OA = IA->getOperand(O), *OB = IB->getOperand(O);
        Same = OA == OB || Corr.lookup(OA) == OB;
      }
      Corr[IA] = IB;
    }
    if (Same)
      return L;
  }
  return 0;
}

/// The no-loss figures of merging \p Tail (file comment).
static MeldGainModel tailModel(ArrayRef<Instruction *> Tail, double Rate) {
  int64_t Br = SIMTCostModel::latency(InstClass::Branch), Lat = 0;
  int64_t BrSlot = SIMTCostModel::issueInterval(InstClass::Branch), Slots = 0;
  for (Instruction *I : Tail) {
    Lat += SIMTCostModel::latency(*I);
    Slots += SIMTCostModel::issueInterval(SIMTCostModel::classify(*I));
  }
  MeldGainModel M;
  M.SplitRate = Rate;
  M.IssueSaved = M.ChainSaved = Lat - Br;
  M.IssueOverhead = M.ChainOverhead = Br;
  M.SlotSaved = Slots - BrSlot;
  M.SlotOverhead = BrSlot;
  return M;
}

/// One step on the divergent branch ending \p BB: merge the identical tails
/// of its diamond when they have at least \p MinLength instructions.
/// \p Merged holds the branches merged so far (null once deleted): once its
/// tail is merged, a branch has no identical tail left, and saying so would
/// only repeat its Merged remark as a missed one.
static bool mergeTails(BasicBlock &BB, StepEngine &E, unsigned MinLength,
                       SmallVectorImpl<WeakVH> &Merged) {
  Instruction *Term = BB.getTerminator();
  std::string Why;
  std::optional<Diamond> D = matchDiamond(BB, Why);
  if (!D) {
    E.skip(Term, "NotMerged", "not-diamond", Why);
    return false;
  }
  auto BodyT = blockBody(D->Then), BodyF = blockBody(D->Else);
  unsigned L = commonTailLength(BodyT, BodyF);
  if (L < MinLength) {
    if (any_of(Merged, [&](const WeakVH &V) { return V == Term; }))
      return false;
    E.skip(Term, "NotMerged", "tail-too-short",
           "identical tail of " + std::to_string(L) + " instructions, below " +
               std::to_string(MinLength),
           L);
    return false;
  }
  auto &U = E.analyses().getResult<LockstepUniformityAnalysis>(*BB.getParent());
  SplitRate SR = expectedSplitRate(*Term, E.profileOf(Term), U);
  if (skipOneLane() && SR.Source == SplitSource::OneLane) {
    ++NumNoLoss;
    E.skip(Term, "NotMerged", "one-lane",
           "one-lane condition: only threads whose index equals a uniform "
           "value take the rare side, so few warps split and merging gains "
           "nothing in the others");
    return false;
  }
  MeldGainModel Model =
      tailModel(ArrayRef<Instruction *>(BodyT).take_back(L), SR.Rate);
  Model.Source = SR.Source;
  if (!Model.passes()) {
    ++NumNoLoss;
    E.skip(Term, "NotMerged", "no-loss",
           "no-loss rule: " + Model.describe() + ": " + Model.failure(), L);
    return false;
  }
  MeldRequest Req;
  Req.Cond = D->Branch->getCondition();
  Req.RegionEntry = &BB;
  Req.NextA = Req.NextB = D->Join;
  Req.Pairs.push_back(
      {SplitBlock(D->Then, BodyT[BodyT.size() - L]->getIterator()),
       SplitBlock(D->Else, BodyF[BodyF.size() - L]->getIterator())});
  OptimizationRemark Rem(DEBUG_TYPE, "Merged", Term->getDebugLoc(), &BB);
  Expected<MeldStats> S = meldSubgraphs(Req, E.cfg());
  if (!S) {
    // Only the two splits happened: a valid, equivalent CFG.
    consumeError(S.takeError());
    return true;
  }
  ++NumMerged;
  NumTailInstrs += S->Aligned;
  // The meld replaced Term: the branch the next rounds see is BB's new one.
  Merged.push_back(BB.getTerminator());
  E.transformed(Rem, BB, "merged", L, [&](OptimizationRemark &Rem) {
    Rem << "merged identical tail of " << ore::NV("Instructions", S->Aligned)
        << " instructions";
  });
  return true;
}

PreservedAnalyses TailMergePass::run(Function &F,
                                     FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  unsigned MinLength = std::max(1u, Opts.MinLength.value_or(MinLengthOpt));
  StepEngine E(F, FAM, DEBUG_TYPE);
  SmallVector<WeakVH, 8> Merged;
  bool Changed = E.runOnDivergentBranches(
      /*MaxSteps=*/1024,
      [&](BasicBlock &BB) { return mergeTails(BB, E, MinLength, Merged); });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
