//===- LoopPeelAlign.cpp - Peeling loops so both sides' ranges agree ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loop melding's last resort (issue 13 item 2, loops of different shapes):
/// the two sides of a divergent branch run loops over nearly the same
/// induction range, one starting (or ending) K iterations apart, e.g. LUD's
/// triangular solves, `for (i = 1; i < 16; ++i)` against
/// `for (i = 0; i < 16; ++i)`. The extra iterations change the loop's
/// shape: the longer loop's inner loop `for (j = 0; j < i; ++j)` needs a
/// zero-trip guard for i == 0, which the shorter one does not, so the two
/// loop nests are not isomorphic (no region-region meld), and fusing them
/// needs a bypass gate for the guarded inner loop, which -O3's SimplifyCFG
/// threads away after the pass (LoopMeld.cpp).
///
/// Peeling the K extra iterations off the longer loop (LLVM's peelLoop)
/// gives both loops the same induction range; scalar evolution then proves
/// the guard (i != 0 for i in [1, 16)), the peeled copy's own tests fold to
/// constants, and the remaining loop nests are isomorphic. The peeled
/// iterations stay on their side, unaligned.
///
/// When: only for a region that cf-meld skipped otherwise (every other
/// meld, loop melding included, declined it), when both sides' loops have
/// induction variables with the same constant step and the same final
/// value, initial values K steps apart with 1 <= K <= 2 (or the same
/// initial value and final values one step apart: the last iteration is
/// peeled), backedge-taken counts K apart by scalar evolution, and both loops
/// pass loop melding's safety checks (no convergent operations or calls that
/// may be convergent, one exit, reducible). Then a trial on a clone of the
/// function peels and runs the next round's meld of the region (threshold,
/// no-loss rule): only when it melds is the real loop peeled; the next round
/// melds it. Peeling keeps every lane's behaviour (each peeled iteration keeps
/// the loop's exit test), so the decision is one of cost alone.
///
//===----------------------------------------------------------------------===//

#include "LoopMeld.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/SimplifyIndVar.h"

#define DEBUG_TYPE "cf-meld"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumAlignmentPeels,
          "Loops peeled so both sides' loops run the same iterations");

static cl::opt<bool> PeelForceOpt(
    "cf-meld-peel-force", cl::init(false), cl::Hidden,
    cl::desc("Testing aid: peel every pair of loops whose ranges a peel "
             "aligns, whatever the trial of the region's meld says (fuzz "
             "campaigns of the peel itself)"),
    cl::cat(getLockstepCategory()));

/// At most this many iterations are peeled: each is a copy of the loop body
/// that runs unaligned, divergently, on its side.
static constexpr int64_t MaxPeel = 2;

namespace {
/// Scratch analyses of one function, for planning and peeling (the pass's
/// own analyses stay untouched; the step engine brings its trees up to date
/// from the edits afterwards).
struct ScratchAnalyses {
  DominatorTree DT;
  LoopInfo LI;
  AssumptionCache AC;
  ScalarEvolution SE;
  ScratchAnalyses(Function &F, TargetLibraryInfo &TLI)
      : DT(F), LI(DT), AC(F), SE(F, TLI, AC, DT, LI) {}
};
} // namespace

/// The constant value of \p V, when it is one.
static std::optional<APInt> constantOf(Value *V) {
  if (auto *C = dyn_cast_or_null<ConstantInt>(V))
    return C->getValue();
  return std::nullopt;
}

/// How many steps of \p Step make \p Diff, when exactly a whole number.
static std::optional<int64_t> stepsIn(const APInt &Diff, const APInt &Step) {
  if (Diff.getBitWidth() != Step.getBitWidth() || Step.isZero())
    return std::nullopt;
  if (Diff.srem(Step) != 0)
    return std::nullopt;
  APInt Q = Diff.sdiv(Step);
  if (Q.getSignificantBits() > 32)
    return std::nullopt;
  return Q.getSExtValue();
}

/// The peel that gives loops \p LA and \p LB (loop-simplify form) the
/// same induction range, or nullopt with \p Why.
static std::optional<AlignmentPeel>
planPeel(Loop &LA, Loop &LB, ScalarEvolution &SE, std::string &Why) {
  Loop *L[2] = {&LA, &LB};
  std::optional<Loop::LoopBounds> Bounds[2] = {LA.getBounds(SE),
                                               LB.getBounds(SE)};
  if (!Bounds[0] || !Bounds[1]) {
    Why = "a loop has no induction variable with known bounds";
    return std::nullopt;
  }
  std::optional<APInt> StepA = constantOf(Bounds[0]->getStepValue()),
                       StepB = constantOf(Bounds[1]->getStepValue());
  if (!StepA || !StepB || StepA->getBitWidth() != StepB->getBitWidth() ||
      *StepA != *StepB || StepA->isZero() ||
      Bounds[0]->getCanonicalPredicate() !=
          Bounds[1]->getCanonicalPredicate()) {
    Why = "the loops' induction variables do not step alike";
    return std::nullopt;
  }
  AlignmentPeel P;
  // Ends compared by scalar evolution: `n` and `n + 1` are one step apart.
  auto ValueOf = [&](Value &V) { return SE.getSCEV(&V); };
  const SCEV *InitA = ValueOf(Bounds[0]->getInitialIVValue()),
             *InitB = ValueOf(Bounds[1]->getInitialIVValue());
  const SCEV *FinalA = ValueOf(Bounds[0]->getFinalIVValue()),
             *FinalB = ValueOf(Bounds[1]->getFinalIVValue());
  auto StepsBetween = [&](const SCEV *From,
                          const SCEV *To) -> std::optional<int64_t> {
    if (From->getType() != To->getType() ||
        SE.getTypeSizeInBits(From->getType()) != StepA->getBitWidth())
      return std::nullopt;
    auto *D = dyn_cast<SCEVConstant>(SE.getMinusSCEV(To, From));
    if (!D)
      return std::nullopt;
    return stepsIn(D->getAPInt(), *StepA);
  };
  std::optional<int64_t> K;
  if (FinalA == FinalB) {
    K = StepsBetween(InitA, InitB); // A starts K steps before B.
  } else if (InitA == InitB) {
    K = StepsBetween(FinalB, FinalA); // A ends K steps after B.
    P.Last = true;
  }
  if (!K || *K == 0 || std::abs(*K) > MaxPeel) {
    Why = formatv("the loops' induction ranges are not 1 to {0} iterations "
                  "apart at one end",
                  MaxPeel)
              .str();
    return std::nullopt;
  }
  P.Side = *K > 0 ? 0 : 1;
  P.Count = unsigned(std::abs(*K));
  // Scalar evolution must agree that the longer loop runs exactly Count more
  // iterations.
  const SCEV *Long = SE.getBackedgeTakenCount(L[P.Side]);
  const SCEV *Short = SE.getBackedgeTakenCount(L[1 - P.Side]);
  const SCEVConstant *Diff = nullptr;
  if (!isa<SCEVCouldNotCompute>(Long) && !isa<SCEVCouldNotCompute>(Short))
    Diff = dyn_cast<SCEVConstant>(SE.getMinusSCEV(
        Long, SE.getTruncateOrZeroExtend(Short, Long->getType())));
  if (!Diff || Diff->getAPInt() != P.Count) {
    Why = "scalar evolution cannot prove the loops' trip counts apart by the "
          "peeled iterations";
    return std::nullopt;
  }
  // LLVM's peeler takes one last iteration at most (with more, its exit
  // phis go wrong), and only of a loop that runs at least two.
  if (!canPeel(L[P.Side]) ||
      (P.Last && (P.Count != 1 || !canPeelLastIteration(*L[P.Side], SE)))) {
    Why = "LLVM's peeler cannot peel the longer loop";
    return std::nullopt;
  }
  P.Header = L[P.Side]->getHeader();
  return P;
}

/// Sends the predecessors of \p BB, an empty block that only jumps on,
/// straight to its successor, and deletes it; false (nothing changed) when
/// a predecessor branches to it twice or already reaches the successor (a
/// phi there would need two values from one block), or branches by other
/// terminators than br and switch.
static bool bypassEmptyBlock(BasicBlock *BB, CFGUpdateTracker &CFG) {
  auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
  if (!Br || Br->isConditional() || BB->size() != 1 || BB->isEntryBlock() ||
      BB->hasAddressTaken())
    return false;
  BasicBlock *Succ = Br->getSuccessor(0);
  SmallVector<BasicBlock *, 4> Preds(predecessors(BB));
  SmallPtrSet<BasicBlock *, 4> Unique(Preds.begin(), Preds.end());
  if (Succ == BB || Preds.empty() || Unique.size() != Preds.size())
    return false;
  for (BasicBlock *P : Preds)
    if (!isa<BranchInst, SwitchInst>(P->getTerminator()) ||
        is_contained(successors(P), Succ))
      return false;
  for (PHINode &Phi : Succ->phis()) {
    Value *V = Phi.getIncomingValueForBlock(BB);
    Phi.removeIncomingValue(BB, /*DeletePHIIfEmpty=*/false);
    for (BasicBlock *P : Preds)
      Phi.addIncoming(V, P);
  }
  for (BasicBlock *P : Preds)
    P->getTerminator()->replaceSuccessorWith(BB, Succ);
  CFG.deleteBlock(BB);
  return true;
}

/// Folds what the peel made constant in \p Blocks: instructions that
/// simplify (the peeled copy's tests of the initial induction value), then
/// conditional branches on constants, then blocks no longer reachable, then
/// blocks left with one predecessor that only jumps to them (so both loop
/// nests keep one block where the guard was).
static void foldAfterPeel(Function &F, SmallVectorImpl<BasicBlock *> &Blocks,
                          TargetLibraryInfo &TLI, CFGUpdateTracker &CFG) {
  // No dominator tree or assumptions: the CFG changes under the query.
  const SimplifyQuery SQ(F.getDataLayout(), &TLI);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : Blocks) {
      if (CFG.isDeleted(BB))
        continue;
      for (Instruction &I : make_early_inc_range(*BB)) {
        if (isa<PHINode>(I) && I.use_empty())
          continue;
        if (Value *V = simplifyInstruction(&I, SQ); V && V != &I) {
          I.replaceAllUsesWith(V);
          Changed = true;
        }
        if (isInstructionTriviallyDead(&I, &TLI)) {
          I.eraseFromParent();
          Changed = true;
        }
      }
      Changed |= ConstantFoldTerminator(BB, /*DeleteDeadConditions=*/true, &TLI,
                                        CFG.deleter());
    }
    SmallPtrSet<BasicBlock *, 32> Reached;
    for (BasicBlock *BB : depth_first(&F.getEntryBlock()))
      Reached.insert(BB);
    SmallVector<BasicBlock *, 8> Dead;
    for (BasicBlock *BB : Blocks)
      if (!Reached.count(BB) && !CFG.isDeleted(BB))
        Dead.push_back(BB);
    if (!Dead.empty()) {
      DeleteDeadBlocks(Dead, CFG.deleter());
      Changed = true;
    }
  }
  for (BasicBlock *BB : Blocks)
    if (!CFG.isDeleted(BB) && BB->getSinglePredecessor() &&
        BB->getSinglePredecessor() != BB)
      MergeBlockIntoPredecessor(BB, CFG.deleter());
  // The preheaders and exit blocks loop simplification made, once empty,
  // would pair with each other in the subgraph alignment and keep the loop
  // nests apart: their predecessors branch past them again.
  for (BasicBlock *BB : Blocks)
    if (!CFG.isDeleted(BB))
      bypassEmptyBlock(BB, CFG);
}

std::optional<AlignmentPeel>
meld::alignByPeeling(Function &F, BasicBlock *HeaderA, BasicBlock *HeaderB,
                     TargetLibraryInfo &TLI, const TargetTransformInfo &TTI,
                     CFGUpdateTracker &CFG, std::string &Why) {
  // Scratch analyses: loop simplification and peelLoop keep them up to
  // date; the tracker finds the edge changes by itself.
  ScratchAnalyses S(F, TLI);
  Loop *L[2] = {S.LI.getLoopFor(HeaderA), S.LI.getLoopFor(HeaderB)};
  for (unsigned I = 0; I < 2; ++I)
    if (!L[I] || L[I]->getHeader() != (I ? HeaderB : HeaderA)) {
      Why = "no loop";
      return std::nullopt;
    }
  SmallPtrSet<BasicBlock *, 32> Before;
  for (BasicBlock &BB : F)
    Before.insert(&BB);
  // Preheaders and dedicated exits (LUD's loops share theirs), by splitting
  // edges only: simplifyLoop would also merge exiting blocks, erasing
  // blocks behind the tracker's back. One latch is required.
  for (Loop *X : L) {
    if (!X->getLoopLatch()) {
      Why = "a loop has several latches";
      return std::nullopt;
    }
    if (!X->getLoopPreheader())
      InsertPreheaderForLoop(X, &S.DT, &S.LI, /*MSSAU=*/nullptr,
                             /*PreserveLCSSA=*/false);
    formDedicatedExitBlocks(X, &S.DT, &S.LI, /*MSSAU=*/nullptr,
                            /*PreserveLCSSA=*/false);
    if (!X->isLoopSimplifyForm()) {
      Why = "a loop cannot be put in loop-simplify form";
      return std::nullopt;
    }
  }
  S.SE.forgetAllLoops();
  std::optional<AlignmentPeel> P = planPeel(*L[0], *L[1], S.SE, Why);
  if (!P)
    return std::nullopt;
  Loop *Peeled = L[P->Side];
  formLCSSARecursively(*Peeled, S.DT, &S.LI, &S.SE);
  ValueToValueMapTy VMap;
  if (!peelLoop(Peeled, P->Count, P->Last, &S.LI, &S.SE, S.DT, &S.AC,
                /*PreserveLCSSA=*/true, VMap)) {
    Why = "LLVM's peeler declined the loop";
    return std::nullopt;
  }
  // The remaining loop's tests of its induction variable that its new range
  // decides (LUD: the inner loop's zero-trip guard, i == 0).
  SmallVector<WeakTrackingVH, 8> DeadInsts;
  simplifyLoopIVs(Peeled, &S.SE, &S.DT, &S.LI, &TTI, DeadInsts);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(DeadInsts, &TLI);
  // The peeled copies, the blocks loop simplification made, and the loop.
  SmallVector<BasicBlock *, 32> Blocks;
  for (BasicBlock &BB : F)
    if (!Before.count(&BB) || Peeled->contains(&BB))
      Blocks.push_back(&BB);
  foldAfterPeel(F, Blocks, TLI, CFG);
  return P;
}

LoopMeldOutcome meld::peelToAlignLoops(StepEngine &E, const DivergentRegion &R,
                                       BodyMeldTrial Trial) {
  auto *BI = dyn_cast<BranchInst>(R.Branch);
  if (!BI || !R.Meldable || R.Paths.size() != 2 || !R.Exit ||
      R.hasSharedBlocks() || R.convergentSubgraph())
    return LoopMeldOutcome::NotApplicable;
  Function &F = E.function();
  FunctionAnalysisManager &FAM = E.analyses();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  const DominatorTree &DT = E.cfg().committedDomTree();
  Loop *LA = sideLoop(R, 0, LI, DT), *LB = sideLoop(R, 1, LI, DT);
  if (!LA || !LB)
    return LoopMeldOutcome::NotApplicable;
  std::string Reason;
  for (Loop *L : {LA, LB})
    if (!whyNotMeldable(*L, Reason).empty())
      return LoopMeldOutcome::NotApplicable;
  // The trial: peel a clone, and ask the next round's meld of the region.
  ValueToValueMapTy VMap;
  Function *C = CloneFunction(&F, VMap);
  std::optional<AlignmentPeel> Plan;
  std::string Why, TrialReason;
  {
    DominatorTree CDT(*C);
    CFGUpdateTracker CCFG(*C, CDT);
    Plan = alignByPeeling(*C, cast<BasicBlock>(VMap[LA->getHeader()]),
                          cast<BasicBlock>(VMap[LB->getHeader()]),
                          FAM.getResult<TargetLibraryAnalysis>(*C),
                          FAM.getResult<TargetIRAnalysis>(*C), CCFG, Why);
    CCFG.commit();
  }
  // The real peel repeats the clone's step for step: a clone that does not
  // verify (a case the folding above mishandles) keeps the function as it
  // is, and the trial never sees broken IR.
  bool CloneInvalid = Plan && verifyFunction(*C);
  if (Plan && !CloneInvalid)
    Why = Trial(*C, cast<BasicBlock>(VMap[R.Entry]), TrialReason);
  FAM.clear(*C, C->getName());
  C->eraseFromParent();
  if (!Plan) // No two loops K iterations apart: nothing to say.
    return LoopMeldOutcome::NotApplicable;
  const char *SideName = Plan->Side ? "second" : "first";
  const char *End = Plan->Last ? "last" : "first";
  if (CloneInvalid) {
    E.skip(R.Branch, "LoopPeel", "peel-clone-invalid",
           formatv("loops not peeled: peeling the {0} {1} iteration(s) of the "
                   "{2} side's loop would align the loops' ranges, but the "
                   "peeled trial clone does not verify",
                   End, Plan->Count, SideName));
    return LoopMeldOutcome::Skipped;
  }
  if (!Why.empty() && !PeelForceOpt) {
    E.skip(R.Branch, "LoopPeel", "peel-no-meld",
           formatv("loops not peeled: peeling the {0} {1} iteration(s) of the "
                   "{2} side's loop would align the loops' ranges, but the "
                   "region would still not meld: {3}",
                   End, Plan->Count, SideName, Why));
    return LoopMeldOutcome::Skipped;
  }
  OptimizationRemark Rem(DEBUG_TYPE, "PeeledToAlign", R.Branch->getDebugLoc(),
                         R.Entry);
  // The clone peeled, so this cannot fail; if it did, loop simplification
  // may still have split edges, which the step must commit.
  if (!alignByPeeling(F, LA->getHeader(), LB->getHeader(),
                      FAM.getResult<TargetLibraryAnalysis>(F),
                      FAM.getResult<TargetIRAnalysis>(F), E.cfg(), Why))
    return LoopMeldOutcome::Changed;
  ++NumAlignmentPeels;
  E.transformed(Rem, *R.Entry, "peeled-to-align", std::nullopt,
                [&](OptimizationRemark &Rem) {
                  Rem << "peeled the " << End << " "
                      << ore::NV("Peeled", Plan->Count) << " iteration(s) of "
                      << "the " << SideName
                      << " side's loop, so both sides' loops run the same "
                         "iterations; the region melds next";
                });
  return LoopMeldOutcome::Changed;
}
