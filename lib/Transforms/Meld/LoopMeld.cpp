//===- LoopMeld.cpp - Melding loops of different shapes -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Non-isomorphic loop melding (issue 13 item 2). DARM (CGO'22 Section IV)
/// melds only isomorphic SESE regions, so two loops on the two sides of a
/// divergent branch meld only when their bodies have the same shape; after
/// -O3 unrolling (different remainders), or with different block counts,
/// they do not. Here the two loops become one: each lane keeps its own trip
/// count and exits (its continuation is its own side's exit condition), and
/// inside the loop a branch on the region's condition runs side A's body for
/// A's lanes and side B's for B's. The two bodies then form an if/else
/// region that the next cf-meld rounds meld with the existing subgraph and
/// instruction alignment, guarded parts included, so a warp with lanes on
/// both sides runs the aligned parts of both bodies once per iteration.
///
///        E: br %c                        E: br %c
///       /        \                      /        \ (divergent)
///     PA          PB                  PA          PB
///   HA<-+        HB<-+                  \        /
///   body|        body|        ==>   MH: phis; br %c, HA, HB   <----+
///   latch        latch                 HA..A-latch   HB..B-latch   |
///     XA          XB                      \          /             |
///       \        /                    ML: %cont = phi; br %cont ---+
///          J                          MX: br %c, XA, XB
///                                          XA  ->  J  <-  XB
///
/// Each lane runs exactly its own loop's blocks in its own order (plus the
/// new blocks), so per lane nothing changes: a lane reads only its own
/// side's header phis, so the two sides' phis are merged pairwise (same
/// type, in order; unpaired ones get poison from the other preheader), and
/// aligned uses of induction variables and accumulators need no select.
/// Values that no longer dominate their uses (live-outs, pre-loop values
/// used in the body) are routed through phis by repairSSA (SSAUpdater), and
/// the exit phis of each side get their value through a phi in the new
/// latch. Safety: no convergent operations or calls that may be convergent
/// in either loop, reducible control flow, one exit block per loop (an exit
/// at all: a loop without one cannot be bounded per lane), exits and back
/// edges from `br` only; otherwise a missed remark says which.
///
/// Gain: only when the lanes of both sides reach the fused header together.
/// A side whose lanes can bypass their loop (a zero-trip guard, the
/// remainder path of a runtime-unrolled loop) gets a gate in front of the
/// fused loop with a per-lane flag (LoopBypass.cpp), so every lane of the
/// region reconverges there. Values of a loop used after it get exit phis
/// first (LCSSA), and a side's header phis are poison on every latch edge
/// but that side's back edges, so nothing is carried round the fused loop
/// for the other side's lanes (no select per iteration once the bodies
/// meld). The per-iteration estimate must save more than the fused loop's
/// overhead; then fusion must pay through the meld of the fused bodies:
/// cf-meld tries the next round's meld on a fused clone (BodyMeldTrial: its
/// threshold, diamond rule and no-loss rule), and fusion happens only when
/// a pair melds there.
/// On by default (`-cf-meld-loops=false`, `cf-meld<no-loops>` turn it off):
/// on every bench kernel and block size, at both placements, cf-meld with
/// loop melding runs no more `cycles` and `sm_cycles` than without (PCM at
/// optimizer-last 1.00x -> 1.23x, TWB at vectorizer-start 1.00x ->
/// 1.10-1.14x; bench/README.md), and a 100,000-kernel lockstep-fuzz campaign
/// (twin-loops=60, ipdom and its) found nothing. (It was off for a while
/// over fuzz seed 505730, a false its deadlock of -O3 alone: lockstep-sim's
/// its model, test/lockstep-fuzz/regressions/loop-meld-its-deadlock.ll.)
/// The estimate assumes equal trip counts on both sides; the trial's no-loss
/// rule is what keeps a fusion from losing.
///
/// Nested loops: when both outer loops hold an inner loop (LUD's triangular
/// solves), the trial processes the fused outer bodies with loop melding on,
/// so the inner loops fuse there when their own trial melds their bodies,
/// and that counts as the meld that pays for the outer fusion; the real
/// rounds then fuse the outer loops, the inner loops inside the fused outer
/// loop, and meld the inner bodies (test/Transforms/cf-meld/loop-nested.ll).
/// Inner loops that lanes can bypass (a zero-trip guard) are declined in
/// the trial: their gate's flag is a phi of constants that jump threading
/// folds when -O3 runs after the pass, so the outer bodies would no longer
/// reconverge before the inner loop (LUD/16 at vectorizer-start: 1.04x ->
/// 0.94x in cycles). Each trial clones the function once per nesting level.
///
//===----------------------------------------------------------------------===//

#include "LoopMeld.h"

#include "RepairSSA.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/MeldProfitability.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "cf-meld"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumLoopMelds, "Loop pairs of different shapes melded into one loop");
STATISTIC(NumLoopSkips, "Loop pairs not melded (remark LoopMeld*)");

static cl::opt<bool> LoopsOpt(
    "cf-meld-loops", cl::init(true),
    cl::desc("Meld two loops of different shapes on the two sides of a "
             "divergent branch into one loop (issue 13 item 2)"),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> ForceOpt(
    "cf-meld-loops-force", cl::init(false), cl::Hidden,
    cl::desc("Testing aid: with loop melding on, fuse every pair of loops "
             "that is safe to fuse, whatever the estimate and the trial of "
             "the bodies' meld say (fuzz campaigns of the fusion itself)"),
    cl::cat(getLockstepCategory()));

bool meld::loopMeldEnabled() { return LoopsOpt; }

double LoopMeldEstimate::profitability() const {
  unsigned Total = LatencyA + LatencyB;
  if (Total == 0)
    return 0.0;
  return double(Saved - Overhead) / double(Total);
}

/// Why calling \p CB inside a fused loop may be unsafe, or empty.
static std::string whyCallUnsafe(const CallBase &CB) {
  if (mayNeedConvergence(CB))
    return "convergent operation";
  if (CB.isInlineAsm())
    return cast<InlineAsm>(CB.getCalledOperand())->hasSideEffects()
               ? "inline asm with side effects"
               : "";
  const Function *G = CB.getCalledFunction();
  if (!G)
    return "indirect call";
  if (G->isIntrinsic())
    return "";
  std::string Why = whyCalleeMayBeConvergent(*G);
  return Why.empty() ? "" : ("call of @" + G->getName() + ": " + Why).str();
}

/// Whether \p T's exit and back edges can be redirected: a `br` that does
/// not send both of its edges to the header or both to the exit.
static bool redirectable(const Instruction *T, const BasicBlock *Header,
                         const BasicBlock *Exit) {
  const auto *BI = dyn_cast<BranchInst>(T);
  if (!BI)
    return false;
  if (BI->isUnconditional())
    return true;
  return BI->getSuccessor(0) != BI->getSuccessor(1) ||
         (BI->getSuccessor(0) != Header && BI->getSuccessor(0) != Exit);
}

std::string meld::whyNotMeldable(const Loop &L, std::string &Reason) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (std::string Why = whyCallUnsafe(*CB); !Why.empty()) {
          Reason = "loop-convergent";
          return Why;
        }
  SmallVector<BasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  if (Exits.empty()) {
    Reason = "loop-unbounded";
    return "the loop has no exit: its trip count cannot be bounded per lane";
  }
  if (Exits.size() > 1) {
    Reason = "loop-multiple-exits";
    return formatv("the loop leaves to {0} different blocks", Exits.size());
  }
  if (!L.getLoopPredecessor()) {
    Reason = "loop-entries";
    return "the loop is entered from several blocks";
  }
  for (const BasicBlock *BB : L.blocks())
    if (!redirectable(BB->getTerminator(), L.getHeader(), Exits.front())) {
      Reason = "loop-terminator";
      return "an exit or back edge leaves from a switch or a branch "
             "with both edges to one target";
    }
  return "";
}

LoopShape meld::shapeOf(const Loop &L) {
  LoopShape S;
  S.Header = L.getHeader();
  S.Preheader = L.getLoopPredecessor();
  S.Exit = L.getUniqueExitBlock();
  S.Blocks.push_back(S.Header);
  for (BasicBlock *BB : L.blocks())
    if (BB != S.Header)
      S.Blocks.push_back(BB);
  return S;
}

static SmallVector<Instruction *, 64> loopBody(const LoopShape &S) {
  SmallVector<Instruction *, 64> Body;
  for (BasicBlock *BB : S.Blocks)
    for (Instruction &I : *BB)
      if (!isa<PHINode>(I) && !I.isTerminator())
        Body.push_back(&I);
  return Body;
}

/// The header phis of the two sides that fusion merges (mergeHeaderPhis):
/// in order, each of A's with the first of B's not yet taken of its type.
static SmallVector<std::pair<PHINode *, PHINode *>, 8>
pairPhis(ArrayRef<PHINode *> PA, ArrayRef<PHINode *> PB) {
  SmallVector<std::pair<PHINode *, PHINode *>, 8> Pairs;
  SmallPtrSet<PHINode *, 8> Taken;
  for (PHINode *NA : PA) {
    auto It = find_if(PB, [&](PHINode *NB) {
      return !Taken.count(NB) && NB->getType() == NA->getType();
    });
    if (It == PB.end())
      continue;
    Taken.insert(*It);
    Pairs.push_back({NA, *It});
  }
  return Pairs;
}

static SmallVector<PHINode *, 8> phisOf(BasicBlock *BB) {
  SmallVector<PHINode *, 8> Phis;
  for (PHINode &P : BB->phis())
    Phis.push_back(&P);
  return Phis;
}

/// Operand positions of \p A and \p B that differ, modulo \p Known.
static unsigned differing(const Instruction &A, const Instruction &B,
                          const MeldedValues &Known) {
  unsigned N = 0;
  for (unsigned I = 0, E = A.getNumOperands(); I < E; ++I) {
    const Value *VA = A.getOperand(I), *VB = B.getOperand(I);
    auto It = Known.find(VB);
    N += VA != VB && (It == Known.end() || It->second != VA);
  }
  return N;
}

LoopMeldEstimate meld::estimateLoopMeld(const LoopShape &A,
                                        const LoopShape &B) {
  LoopMeldEstimate E;
  for (BasicBlock *BB : A.Blocks)
    E.LatencyA += SIMTCostModel::blockLatency(*BB);
  for (BasicBlock *BB : B.Blocks)
    E.LatencyB += SIMTCostModel::blockLatency(*BB);
  SmallVector<Instruction *, 64> BodyA = loopBody(A), BodyB = loopBody(B);
  MeldedValues Known;
  for (auto [PA, PB] : pairPhis(phisOf(A.Header), phisOf(B.Header)))
    Known[PB] = PA;
  Alignment Al = alignInstructions(BodyA, BodyB, Known);
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Known[BodyB[S.IndexB]] = BodyA[S.IndexA];
  unsigned Sel = SIMTCostModel::latency(InstClass::Select);
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind != AlignKind::Match)
      continue;
    const Instruction &IA = *BodyA[S.IndexA], &IB = *BodyB[S.IndexB];
    ++E.Matches;
    E.Saved += alignmentLatency(IA);
    E.Saved -= int64_t(differing(IA, IB, Known)) * Sel;
  }
  unsigned Br = SIMTCostModel::latency(InstClass::Branch);
  E.Overhead = 2 * Br + Sel;
  return E;
}

/// Gives every value of the loop used after it a phi in the exit block
/// (LCSSA form; the exit has only loop predecessors, and a value whose use
/// outside the loop it dominates dominates every exiting block), so that
/// fusion routes it through the latch with poison from the other side's
/// edges instead of carrying it around the fused loop.
static void formExitPhis(LoopShape &S,
                         const SmallPtrSetImpl<BasicBlock *> &In) {
  for (BasicBlock *BB : S.Blocks)
    for (Instruction &I : *BB) {
      PHINode *Out = nullptr;
      for (Use &U : make_early_inc_range(I.uses())) {
        auto *User = cast<Instruction>(U.getUser());
        auto *UP = dyn_cast<PHINode>(User);
        BasicBlock *At = UP ? UP->getIncomingBlock(U) : User->getParent();
        if (In.count(At) || (UP && UP->getParent() == S.Exit))
          continue;
        if (!Out) {
          Out = PHINode::Create(I.getType(), pred_size(S.Exit),
                                I.getName() + ".lcssa", S.Exit->begin());
          for (BasicBlock *P : predecessors(S.Exit))
            Out->addIncoming(&I, P);
        }
        U.set(Out);
      }
    }
}

void meld::normalizeShape(LoopShape &S, BasicBlock *RegionEntry) {
  BasicBlock *Pre = S.Preheader;
  if (Pre == RegionEntry || !isa<BranchInst>(Pre->getTerminator()) ||
      Pre->getTerminator()->getNumSuccessors() != 1)
    S.Preheader = SplitEdge(Pre, S.Header, nullptr, nullptr, nullptr,
                            S.Header->getName() + ".lmpre");
  SmallPtrSet<BasicBlock *, 16> In(S.Blocks.begin(), S.Blocks.end());
  SmallVector<BasicBlock *, 4> Inside, Outside;
  for (BasicBlock *P : predecessors(S.Exit))
    (In.count(P) ? Inside : Outside).push_back(P);
  if (!Outside.empty())
    S.Exit = SplitBlockPredecessors(S.Exit, Inside, ".lmexit");
  formExitPhis(S, In);
}

namespace {
/// One incoming edge of the fused loop's latch: from block Pred (an original
/// loop block, or a block splitting one of its edges), with the lane's
/// continuation Cont. Orig is the original block whose entries in the
/// header and exit phis hold the values; Back and Leaves say whether the
/// edge replaces a back edge, an exit edge, or both (a latch that exits).
struct LatchEdge {
  BasicBlock *Pred;
  Value *Cont;
  BasicBlock *Orig;
  bool SideA, Back, Leaves;
};
} // namespace

/// Sends every back edge and exit edge of \p S to \p ML, recording them.
static void redirectSide(const LoopShape &S, bool SideA, BasicBlock *ML,
                         SmallVectorImpl<LatchEdge> &Out) {
  LLVMContext &Ctx = ML->getContext();
  for (BasicBlock *BB : S.Blocks) {
    auto *BI = cast<BranchInst>(BB->getTerminator());
    if (BI->isUnconditional()) {
      if (BI->getSuccessor(0) == S.Header) {
        BI->setSuccessor(0, ML);
        Out.push_back({BB, ConstantInt::getTrue(Ctx), BB, SideA, true, false});
      }
      continue;
    }
    BasicBlock *S0 = BI->getSuccessor(0), *S1 = BI->getSuccessor(1);
    if ((S0 == S.Header && S1 == S.Exit) || (S0 == S.Exit && S1 == S.Header)) {
      Value *Cont = BI->getCondition();
      if (S0 == S.Exit)
        Cont =
            BinaryOperator::CreateNot(Cont, "loopmeld.cont", BI->getIterator());
      BranchInst::Create(ML, BI->getIterator());
      BI->eraseFromParent();
      Out.push_back({BB, Cont, BB, SideA, true, true});
      continue;
    }
    for (unsigned I = 0; I < 2; ++I) {
      BasicBlock *Succ = BI->getSuccessor(I);
      if (Succ != S.Header && Succ != S.Exit)
        continue;
      bool Back = Succ == S.Header;
      BasicBlock *N = BasicBlock::Create(
          Ctx, Back ? "loopmeld.back" : "loopmeld.leave", BB->getParent(), ML);
      BranchInst::Create(ML, N);
      BI->setSuccessor(I, N);
      Out.push_back(
          {N, ConstantInt::getBool(Ctx, Back), BB, SideA, Back, !Back});
    }
  }
}

/// Moves the header phis of \p S into \p MH, their next values into phis
/// of \p ML; returns (old, new) pairs for the final replacement.
static void
moveHeaderPhis(const LoopShape &S, bool SideA, BasicBlock *OtherPreheader,
               BasicBlock *MH, BasicBlock *ML, ArrayRef<LatchEdge> Edges,
               SmallVectorImpl<std::pair<PHINode *, PHINode *>> &Moved) {
  for (PHINode &X : S.Header->phis()) {
    PHINode *N = PHINode::Create(X.getType(), 3, X.getName(), MH);
    N->addIncoming(X.getIncomingValueForBlock(S.Preheader), S.Preheader);
    N->addIncoming(PoisonValue::get(X.getType()), OtherPreheader);
    PHINode *Next =
        PHINode::Create(X.getType(), Edges.size(), X.getName() + ".lmnext", ML);
    // Only the lanes that go round again on this side read the phi: on
    // every other edge (exits, the other side's) its value is dead.
    for (const LatchEdge &E : Edges)
      Next->addIncoming(E.SideA == SideA && E.Back
                            ? X.getIncomingValueForBlock(E.Orig)
                            : PoisonValue::get(X.getType()),
                        E.Pred);
    N->addIncoming(Next, ML);
    Moved.push_back({&X, N});
  }
}

/// Gives each exit phi of \p S its value through a phi of \p ML; \p MX
/// becomes the exit's only predecessor.
static void routeExitPhis(const LoopShape &S, bool SideA, BasicBlock *ML,
                          BasicBlock *MX, ArrayRef<LatchEdge> Edges) {
  for (PHINode &Y : S.Exit->phis()) {
    PHINode *Out =
        PHINode::Create(Y.getType(), Edges.size(), Y.getName() + ".lmout", ML);
    for (const LatchEdge &E : Edges)
      Out->addIncoming(E.SideA == SideA && E.Leaves
                           ? Y.getIncomingValueForBlock(E.Orig)
                           : PoisonValue::get(Y.getType()),
                       E.Pred);
    while (Y.getNumIncomingValues())
      Y.removeIncomingValue(Y.getNumIncomingValues() - 1,
                            /*DeletePHIIfEmpty=*/false);
    Y.addIncoming(Out, MX);
  }
}

/// Merges header phis of the two sides pairwise (in order, same type): each
/// lane reads only its own side's phis, so one phi can carry side A's value
/// for A's lanes and side B's for B's. The bodies' instructions that use
/// them (induction variables, accumulators) then have equal operands when
/// they align and need no select.
static void mergeHeaderPhis(ArrayRef<PHINode *> PA, ArrayRef<PHINode *> PB,
                            const LoopShape &A, const LoopShape &B,
                            BasicBlock *ML, ArrayRef<LatchEdge> Edges) {
  for (auto [NA, NB] : pairPhis(PA, PB)) {
    auto *NextA = cast<PHINode>(NA->getIncomingValueForBlock(ML));
    auto *NextB = cast<PHINode>(NB->getIncomingValueForBlock(ML));
    PHINode *M = PHINode::Create(NA->getType(), 3, NA->getName() + ".lm",
                                 NA->getIterator());
    PHINode *MNext =
        PHINode::Create(NA->getType(), Edges.size(), M->getName() + ".next",
                        NextA->getIterator());
    M->addIncoming(NA->getIncomingValueForBlock(A.Preheader), A.Preheader);
    M->addIncoming(NB->getIncomingValueForBlock(B.Preheader), B.Preheader);
    M->addIncoming(MNext, ML);
    for (const LatchEdge &E : Edges)
      MNext->addIncoming(
          (E.SideA ? NextA : NextB)->getIncomingValueForBlock(E.Pred), E.Pred);
    NA->replaceAllUsesWith(M);
    NB->replaceAllUsesWith(M);
    NA->eraseFromParent();
    NB->eraseFromParent();
    NextA->eraseFromParent();
    NextB->eraseFromParent();
  }
}

BasicBlock *meld::fuseLoops(Value *CondA, const LoopShape &A,
                            const LoopShape &B, BasicBlock *RegionEntry,
                            CFGUpdateTracker &CFG) {
  Function &F = *A.Header->getParent();
  LLVMContext &Ctx = F.getContext();
  auto *MH = BasicBlock::Create(Ctx, "loopmeld.header", &F, A.Header);
  auto *ML = BasicBlock::Create(Ctx, "loopmeld.latch", &F, A.Exit);
  auto *MX = BasicBlock::Create(Ctx, "loopmeld.exit", &F, A.Exit);
  SmallVector<LatchEdge, 8> Edges;
  redirectSide(A, /*SideA=*/true, ML, Edges);
  redirectSide(B, /*SideA=*/false, ML, Edges);
  SmallVector<std::pair<PHINode *, PHINode *>, 8> Moved;
  moveHeaderPhis(A, true, B.Preheader, MH, ML, Edges, Moved);
  size_t NumA = Moved.size();
  moveHeaderPhis(B, false, A.Preheader, MH, ML, Edges, Moved);
  PHINode *Cont =
      PHINode::Create(Type::getInt1Ty(Ctx), Edges.size(), "loopmeld.cont", ML);
  for (const LatchEdge &E : Edges)
    Cont->addIncoming(E.Cont, E.Pred);
  routeExitPhis(A, true, ML, MX, Edges);
  routeExitPhis(B, false, ML, MX, Edges);
  BranchInst::Create(A.Header, B.Header, CondA, MH);
  BranchInst::Create(MH, MX, Cont, ML);
  BranchInst::Create(A.Exit, B.Exit, CondA, MX);
  A.Preheader->getTerminator()->replaceSuccessorWith(A.Header, MH);
  B.Preheader->getTerminator()->replaceSuccessorWith(B.Header, MH);
  for (auto [Old, New] : Moved) {
    New->takeName(Old);
    Old->replaceAllUsesWith(New);
  }
  for (auto [Old, New] : Moved)
    Old->eraseFromParent();
  SmallVector<PHINode *, 8> PA, PB;
  for (auto [Old, New] : Moved)
    (PA.size() < NumA ? PA : PB).push_back(New);
  mergeHeaderPhis(PA, PB, A, B, ML, Edges);
  addBypassGate(A, B, MH, MX);
  repairSSA(F, RegionEntry, CFG);
  return MH;
}

/// The largest loop directly inside the region on path \p P (a child of the
/// loop around the region entry, its header dominated by the path's first
/// block), or null.
Loop *meld::sideLoop(const DivergentRegion &R, unsigned P, LoopInfo &LI,
                     const DominatorTree &DT) {
  BasicBlock *Start = R.Paths[P].front().Entry;
  Loop *Parent = LI.getLoopFor(R.Entry);
  ArrayRef<Loop *> Candidates = Parent
                                    ? ArrayRef<Loop *>(Parent->getSubLoops())
                                    : ArrayRef<Loop *>(LI.getTopLevelLoops());
  Loop *Best = nullptr;
  size_t BestSize = 0;
  for (Loop *L : Candidates) {
    if (!DT.dominates(Start, L->getHeader()))
      continue;
    size_t Size = 0;
    for (BasicBlock *BB : L->blocks())
      Size += BB->size();
    if (Size > BestSize)
      Best = L, BestSize = Size;
  }
  return Best;
}

/// True when the subgraphs holding the two loops are isomorphic: those meld
/// as a region-region pair, without a branch per iteration.
static bool isomorphicSides(const DivergentRegion &R, const Loop &LA,
                            const Loop &LB) {
  auto Holding = [](ArrayRef<SESESubgraph> Path,
                    BasicBlock *H) -> const SESESubgraph * {
    for (const SESESubgraph &S : Path)
      if (is_contained(S.Blocks, H))
        return &S;
    return nullptr;
  };
  const SESESubgraph *SA = Holding(R.Paths[0], LA.getHeader());
  const SESESubgraph *SB = Holding(R.Paths[1], LB.getHeader());
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 16> Map;
  return SA && SB && matchIsomorphic(*SA, *SB, Map);
}

namespace {
/// The decision for one region: the two loops, or why there is nothing to
/// do (Reason empty: not applicable, no remark) or why it is skipped.
struct LoopPair {
  Loop *A = nullptr, *B = nullptr;
  LoopShape SA, SB; ///< Their shapes, bypass edges found.
  std::string Reason, Why;
};
} // namespace

static LoopPair findLoopPair(StepEngine &E, const DivergentRegion &R) {
  LoopPair P;
  auto *BI = dyn_cast<BranchInst>(R.Branch);
  if (!BI || R.Paths.size() != 2 || !R.Exit || R.hasSharedBlocks() ||
      R.Paths[0].front().Entry != BI->getSuccessor(0))
    return P;
  Function &F = E.function();
  LoopInfo &LI = E.analyses().getResult<LoopAnalysis>(F);
  // Asked before the round's step: nothing to commit.
  const DominatorTree &DT = E.cfg().committedDomTree();
  Loop *LA = sideLoop(R, 0, LI, DT), *LB = sideLoop(R, 1, LI, DT);
  if (!LA || !LB || isomorphicSides(R, *LA, *LB))
    return P;
  ReversePostOrderTraversal<Function *> RPOT(&F);
  if (containsIrreducibleCFG<const BasicBlock *>(RPOT, LI)) {
    P.Reason = "loop-irreducible";
    P.Why = "the function has irreducible control flow";
    return P;
  }
  for (Loop *L : {LA, LB})
    if (std::string Why = whyNotMeldable(*L, P.Reason); !Why.empty()) {
      P.Why = (L == LA ? "first side: " : "second side: ") + Why;
      return P;
    }
  P.SA = shapeOf(*LA), P.SB = shapeOf(*LB);
  for (unsigned I = 0; I < 2; ++I)
    if (std::string Why =
            findBypass(I ? P.SB : P.SA, R.Paths[I].front().Entry, DT);
        !Why.empty()) {
      P.Reason = "loop-bypass";
      P.Why = std::string(I ? "second" : "first") +
              " side: its lanes can bypass the loop, but not by a path the "
              "fused loop can take: " +
              Why;
      return P;
    }
  P.A = LA, P.B = LB;
  return P;
}

/// \p S with its blocks replaced by their clones in \p VMap.
static LoopShape mapShape(const LoopShape &S, ValueToValueMapTy &VMap) {
  auto Map = [&](BasicBlock *BB) { return cast<BasicBlock>(VMap[BB]); };
  LoopShape C;
  C.Header = Map(S.Header), C.Preheader = Map(S.Preheader);
  C.Exit = Map(S.Exit);
  for (BasicBlock *BB : S.Blocks)
    C.Blocks.push_back(Map(BB));
  for (auto [P, T] : S.Bypass)
    C.Bypass.push_back({Map(P), Map(T)});
  return C;
}

std::string meld::whyBodiesUnmelded(const LoopShape &A, const LoopShape &B,
                                    Value *CondA, BasicBlock *RegionEntry,
                                    FunctionAnalysisManager &FAM,
                                    BodyMeldTrial Trial, std::string &Reason) {
  Function &F = *A.Header->getParent();
  ValueToValueMapTy VMap;
  Function *C = CloneFunction(&F, VMap);
  LoopShape CA = mapShape(A, VMap), CB = mapShape(B, VMap);
  auto *CEntry = cast<BasicBlock>(VMap[RegionEntry]);
  BasicBlock *Header;
  {
    // Scratch trees for the fusion only: the trial asks the analysis
    // manager afresh, and nothing post-dominates here.
    DominatorTree DT(*C);
    CFGUpdateTracker CFG(*C, DT);
    normalizeShape(CA, CEntry);
    normalizeShape(CB, CEntry);
    Header = fuseLoops(VMap[CondA], CA, CB, CEntry, CFG);
  }
  std::string Why = Trial(*C, Header, Reason);
  FAM.clear(*C, C->getName());
  C->eraseFromParent();
  return Why;
}

/// True when the divergence profile holds branches of \p S and none of them
/// ran: the loop never ran in the profiled launch, so fusing it with the
/// other side's overlaps nothing and only adds the fused loop's branches
/// (sinf's and cosf's argument-reduction loops, which small arguments skip).
static bool neverRanInProfile(const StepEngine &E, const LoopShape &S) {
  bool Seen = false;
  for (BasicBlock *BB : S.Blocks)
    if (const BranchStats *St = E.profileOf(BB->getTerminator())) {
      if (St->Executions)
        return false;
      Seen = true;
    }
  return Seen;
}

LoopMeldOutcome meld::meldRegionLoops(StepEngine &E, const DivergentRegion &R,
                                      BodyMeldTrial Trial, bool InTrial,
                                      std::string *SkipWhy) {
  LoopPair P = findLoopPair(E, R);
  auto Skip = [&](StringRef Reason, const Twine &Why,
                  std::optional<double> Gain = std::nullopt) {
    NumLoopSkips += !InTrial;
    if (SkipWhy)
      *SkipWhy = ("loops not melded: " + Why).str();
    E.skip(R.Branch, "LoopMeld", Reason, "loops not melded: " + Why, Gain);
    return LoopMeldOutcome::Skipped;
  };
  if (!P.A)
    return P.Reason.empty() ? LoopMeldOutcome::NotApplicable
                            : Skip(P.Reason, P.Why);
  LoopShape &A = P.SA, &B = P.SB;
  // Inner loops of a fused pair (nested trial): a bypass gate there relies
  // on its per-lane flag, a phi of constants that jump threading folds when
  // -O3 runs after the pass; the outer bodies then no longer reconverge
  // before the inner loop and each side runs it alone, paying the fused
  // outer loop for nothing (LUD/16 at vectorizer-start: 1.04x -> 0.94x).
  if (InTrial && !ForceOpt && (!A.Bypass.empty() || !B.Bypass.empty()))
    return Skip("loop-bypass", "inner loops of fused loops: lanes can bypass "
                               "them, and the gate would be undone");
  for (const LoopShape *S : {&A, &B})
    if (neverRanInProfile(E, *S) && !ForceOpt)
      return Skip("loop-never-ran",
                  Twine("the ") + (S == &A ? "first" : "second") +
                      " side's loop never ran in the divergence profile");
  LoopMeldEstimate Est = estimateLoopMeld(A, B);
  double Prof = Est.profitability();
  if (Est.Matches == 0 && !ForceOpt)
    return Skip("loop-no-match", "no instructions of the bodies align", 0.0);
  // The per-iteration estimate only screens out pairs whose aligned work
  // does not even pay for the fused loop's own branches; the threshold
  // (and the no-loss rule) judge the meld of the fused bodies in the trial
  // below, exactly as the next round will.
  if (Est.Saved <= Est.Overhead && !ForceOpt)
    return Skip("loop-below-threshold",
                formatv("the aligned instructions save {0} cycles per "
                        "iteration, not more than the fused loop's overhead "
                        "{1} ({2} instructions align, of {3} cycles)",
                        Est.Saved, Est.Overhead, Est.Matches,
                        Est.LatencyA + Est.LatencyB),
                Prof);
  Value *Cond = cast<BranchInst>(R.Branch)->getCondition();
  std::string TrialReason;
  if (std::string Why =
          ForceOpt ? ""
                   : whyBodiesUnmelded(A, B, Cond, R.Entry, E.analyses(), Trial,
                                       TrialReason);
      !Why.empty())
    return Skip(TrialReason == "no-loss" ? "loop-no-loss"
                                         : "loop-bodies-unmelded",
                "the fused bodies would not meld: " + Why, Prof);
  OptimizationRemark Rem(DEBUG_TYPE, "MeldedLoops", R.Branch->getDebugLoc(),
                         R.Entry);
  unsigned BlocksA = A.Blocks.size(), BlocksB = B.Blocks.size();
  size_t Bypasses = A.Bypass.size() + B.Bypass.size();
  normalizeShape(A, R.Entry);
  normalizeShape(B, R.Entry);
  fuseLoops(Cond, A, B, R.Entry, E.cfg());
  if (InTrial)
    return LoopMeldOutcome::Changed;
  ++NumLoopMelds;
  E.transformed(
      Rem, *R.Entry, "melded-loops", Prof, [&](OptimizationRemark &Rem) {
        Rem << "melded loops of different shapes into one loop ("
            << ore::NV("BlocksA", BlocksA) << " and "
            << ore::NV("BlocksB", BlocksB) << " blocks, profitability "
            << ore::NV("Profitability", formatv("{0:F2}", Prof).str()) << ", "
            << ore::NV("Aligned", Est.Matches)
            << " body instructions align; the bodies meld next";
        if (Bypasses)
          Rem << "; " << ore::NV("Bypasses", Bypasses)
              << " paths around the loops go through it with a per-lane "
                 "flag";
        Rem << ")";
      });
  return LoopMeldOutcome::Changed;
}
