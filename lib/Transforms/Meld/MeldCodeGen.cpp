//===- MeldCodeGen.cpp - Melding two SESE subgraphs (Algorithm 2) ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Code generation of DARM Section IV-D (Algorithm 2): the corresponding
/// block pairs of two SESE subgraphs are linearized in pre-order, their
/// instructions aligned, aligned pairs cloned once with selects on the
/// divergent condition where the operands differ, unaligned runs placed in
/// guarded blocks (Section IV-E), phis copied (or merged, PhiMerging.h),
/// and the exit branches melded through two new blocks so that phis after
/// the subgraphs still know which side a lane came from. Beyond DARM: a
/// select of two constants or arguments used in a loop is made once before
/// it, a branch pair may correspond with swapped successors
/// (MirroredBranches.h) and compares may be read offset (OperandPairs.h):
///
///        E                         E
///       / \                      /   \ .
///     PA   PB                  PA     PB
///     |     |                  |       |
///    SA     SB       ==>    entry.a  entry.b
///     |     |                   \     /
///   NextA  NextB               melded SA|SB (guards inside)
///                                  |
///                              meld.exit: br C
///                                /     \ .
///                           exit.a     exit.b
///                             |          |
///                           NextA      NextB
///
/// Everything is checked before the first change (checkMeldable); after the
/// change the SSA form is repaired (Fig. 5) and the result cleaned up.
///
//===----------------------------------------------------------------------===//

#include "MeldCodeGen.h"
#include "AlignmentMemo.h"
#include "MeldCleanup.h"
#include "OperandPairs.h"
#include "PhiMerging.h"
#include "RepairSSA.h"

#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/Unpredication.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

// These apply to the code generation of every melding pass (cf-meld,
// branch-fusion, tail-merge), hence the neutral names; the old cf-meld-*
// spellings stay as aliases so existing scripts keep working.
static cl::opt<bool>
    NoCleanup("lockstep-meld-no-cleanup", cl::Hidden,
              cl::desc("Skip the post-optimizations after melding (for "
                       "debugging; applies to every melding pass)"),
              cl::cat(getLockstepCategory()));
static cl::alias NoCleanupAlias("cf-meld-no-cleanup", cl::Hidden,
                                cl::desc("Alias for -lockstep-meld-no-cleanup"),
                                cl::aliasopt(NoCleanup));

static cl::opt<unsigned> SpeculateLimit(
    "lockstep-meld-speculate-limit", cl::init(12),
    cl::desc("Unaligned runs of both sides whose instructions cannot trap, "
             "touch memory or call, and whose latencies sum to at most this, "
             "are executed by all lanes instead of being guarded (0: always "
             "guard). Applies to every melding pass"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> SpeculateByModel(
    "lockstep-meld-speculate-model", cl::init(true),
    cl::desc("Above -lockstep-meld-speculate-limit, run a speculable "
             "unaligned run for every lane when the guard branches it saves "
             "a split warp outweigh what a warp on one side pays, at the "
             "meld's split rate (every such run at rate 1). Applies to every "
             "melding pass"),
    cl::cat(getLockstepCategory()));
static cl::opt<unsigned> SpeculateMax(
    "lockstep-meld-speculate-max", cl::init(32),
    cl::desc("With -lockstep-meld-speculate-model: the most latency one "
             "side's part of an unaligned run may have to be run by every "
             "lane (a warp on the other side pays it)"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> HoistSelects(
    "lockstep-meld-hoist-selects", cl::init(true),
    cl::desc("Make a select of two constants or arguments used in a loop "
             "once, in the region entry, instead of at its use (applies to "
             "every melding pass)"),
    cl::cat(getLockstepCategory()));
bool meld::hoistLoopInvariantSelects() { return HoistSelects; }

static cl::alias
    SpeculateLimitAlias("cf-meld-speculate-limit",
                        cl::desc("Alias for -lockstep-meld-speculate-limit"),
                        cl::aliasopt(SpeculateLimit));

/// True when an unaligned instruction may run for every lane of a melded
/// block instead of under a guard: it cannot trap, touch memory or call.
bool meld::isSpeculable(const Instruction &I) {
  return isSafeToSpeculativelyExecute(&I) && !I.mayReadOrWriteMemory() &&
         !isa<CallBase>(I);
}

/// Whether an unaligned run between two aligned pairs, every instruction of
/// it speculable, whose two sides' parts have latencies \p LatA and \p LatB,
/// runs for every lane instead of under a guard. A split warp issues both
/// parts either way, and a guard adds a branch on the condition and one
/// back per non-empty part; a warp on one side saves those two branches
/// but issues the other side's part. So, at split rate \p Rate, speculate
/// when the expected branches saved outweigh the other part (at rate 1,
/// always), and always at or below -lockstep-meld-speculate-limit (0:
/// never). The
/// rate is an estimate: where it is wrong, a warp that does not split pays
/// the other part for nothing, so that part is bounded
/// (-lockstep-meld-speculate-max, 32 cycles: four times the two guard
/// branches such a warp would otherwise pay).
bool meld::speculateRun(int64_t LatA, int64_t LatB, double Rate) {
  if (SpeculateLimit == 0) // Always guard.
    return false;
  if (LatA + LatB <= int64_t(SpeculateLimit))
    return true;
  if (!SpeculateByModel || std::max(LatA, LatB) > int64_t(SpeculateMax))
    return false;
  const double Br = SIMTCostModel::latency(InstClass::Branch);
  double Split = Br * (1 + (LatA > 0) + (LatB > 0));
  return Rate * Split + (1 - Rate) * 2 * Br >
         (1 - Rate) * double(std::max(LatA, LatB));
}

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Checks one side: branches only, single entry edge, exits only to Next, no
/// convergent, token or EH instructions, no address-taken blocks.
static Error checkSide(ArrayRef<BasicBlock *> Blocks, BasicBlock *Next,
                       const BasicBlock *RegionEntry) {
  SmallPtrSet<const BasicBlock *, 16> Set(Blocks.begin(), Blocks.end());
  if (Set.size() != Blocks.size() || Set.count(Next) || Set.count(RegionEntry))
    return fail("malformed subgraph");
  for (BasicBlock *BB : Blocks) {
    if (BB->hasAddressTaken() || BB->isEHPad())
      return fail("block address taken or EH pad");
    if (!isa<BranchInst>(BB->getTerminator()))
      return fail("subgraph block does not end in a branch");
    for (BasicBlock *S : successors(BB))
      if (!Set.count(S) && S != Next)
        return fail("subgraph has more than one exit");
    unsigned Outside = 0;
    for (BasicBlock *P : predecessors(BB)) {
      if (Set.count(P))
        continue;
      ++Outside;
      if (!isa<BranchInst>(P->getTerminator()) &&
          !isa<SwitchInst>(P->getTerminator()))
        return fail("subgraph entered from an unsupported terminator");
    }
    if (BB == Blocks.front() ? Outside == 0 : Outside != 0)
      return fail("subgraph is not single-entry");
    for (Instruction &I : *BB) {
      if (I.getType()->isTokenTy())
        return fail("token value in subgraph");
      if (auto *CB = dyn_cast<CallBase>(&I); CB && mayNeedConvergence(*CB))
        return fail("convergent operation");
    }
  }
  return Error::success();
}

Error meld::checkMeldable(const MeldRequest &R) {
  if (R.Pairs.empty() || !R.Cond || !R.RegionEntry || !R.NextA || !R.NextB)
    return fail("empty meld request");
  if ((!R.Unreached.empty() && R.Unreached.size() != R.Pairs.size()) ||
      (!R.Swapped.empty() && R.Swapped.size() != R.Pairs.size()))
    return fail("malformed meld request");
  for (auto [NoA, NoB] : R.Unreached)
    if (NoA && NoB)
      return fail("a block pair that no lane reaches");
  SmallVector<BasicBlock *, 8> A, B;
  DenseMap<BasicBlock *, unsigned> IdxA, IdxB;
  for (auto [BA, BB] : R.Pairs) {
    IdxA[BA] = A.size(), IdxB[BB] = B.size();
    A.push_back(BA), B.push_back(BB);
  }
  if (Error E = checkSide(A, R.NextA, R.RegionEntry))
    return E;
  if (Error E = checkSide(B, R.NextB, R.RegionEntry))
    return E;
  for (BasicBlock *BA : A)
    if (IdxB.count(BA))
      return fail("subgraphs overlap");
  // The pairing must be an isomorphism preserving successor order (reversed
  // in B for a swapped pair).
  for (auto [K, P] : enumerate(R.Pairs)) {
    auto *TA = cast<BranchInst>(P.first->getTerminator());
    auto *TB = cast<BranchInst>(P.second->getTerminator());
    if (TA->getNumSuccessors() != TB->getNumSuccessors() ||
        (isSwapped(R, K) && !TA->isConditional()))
      return fail("subgraphs are not isomorphic");
    for (unsigned S = 0, E = TA->getNumSuccessors(); S != E; ++S) {
      BasicBlock *SA = TA->getSuccessor(S);
      BasicBlock *SB = TB->getSuccessor(isSwapped(R, K) ? 1 - S : S);
      bool ExitA = SA == R.NextA, ExitB = SB == R.NextB;
      if (ExitA != ExitB || (!ExitA && IdxA.lookup(SA) != IdxB.lookup(SB)))
        return fail("subgraphs are not isomorphic");
    }
  }
  return Error::success();
}

/// Per pair of \p R: whether its A block lies on a cycle of side A's
/// subgraph (a loop inside the meld).
SmallVector<bool, 8> meld::cyclicPairs(const MeldRequest &R) {
  SmallVector<bool, 8> Cyclic(R.Pairs.size(), false);
  SmallPtrSet<BasicBlock *, 16> InA;
  for (auto [BA, BB] : R.Pairs)
    InA.insert(BA);
  for (auto [K, P] : enumerate(R.Pairs)) {
    SmallVector<BasicBlock *, 8> Work(successors(P.first));
    SmallPtrSet<BasicBlock *, 16> Seen;
    while (!Work.empty() && !Cyclic[K]) {
      BasicBlock *BB = Work.pop_back_val();
      if (!InA.count(BB) || !Seen.insert(BB).second)
        continue;
      Cyclic[K] = BB == P.first;
      append_range(Work, successors(BB));
    }
  }
  return Cyclic;
}

namespace {
/// A clone of an aligned pair (both set) or of an unaligned instruction.
struct CloneRecord {
  Instruction *New;
  Instruction *A, *B;
  unsigned Pair;
};

class SubgraphMelder {
  const MeldRequest &R;
  CFGUpdateTracker &CFG;
  LLVMContext &Ctx;
  Function &F;
  DenseMap<Value *, Value *> MapA, MapB;
  DenseMap<std::pair<Value *, Value *>, SelectInst *> Selects;
  DenseMap<BasicBlock *, unsigned> PairOfA, PairOfB;
  SmallVector<BasicBlock *, 8> Head, Tail;
  /// The blocks that hold pair K's aligned clones, Head[K] to Tail[K]
  /// (guarded runs between them): block -> (K, position in the chain). Each
  /// dominates the later ones of its pair.
  DenseMap<BasicBlock *, std::pair<unsigned, unsigned>> ChainPos;
  SmallVector<CloneRecord, 32> Clones;
  /// B values whose A counterpart became the same clone (earlier pairs).
  MeldedValues Known;
  SmallVector<std::pair<PHINode *, PHINode *>, 8> PhisA, PhisB;
  /// Phi pairs that become one phi (PhiMerging.h): A's phi to B's, and the
  /// merged phis with their two originals.
  DenseMap<PHINode *, PHINode *> MergeOfA;
  SmallVector<std::tuple<PHINode *, PHINode *, PHINode *>, 8> MergedPhis;
  /// `not Cond`, made on first use (swapped branch pairs).
  Value *NotCond = nullptr;
  BasicBlock *EntryA = nullptr, *EntryB = nullptr, *Exit = nullptr,
             *ExitA = nullptr, *ExitB = nullptr;
  MeldStats Stats;

  Value *mapA(Value *V) const { return MapA.lookup(V) ?: V; }
  /// Whether side A's, side B's lanes never reach pair \p K.
  std::pair<bool, bool> unreached(unsigned K) const {
    return K < R.Unreached.size() ? R.Unreached[K]
                                  : std::make_pair(false, false);
  }
  Value *mapB(Value *V) const { return MapB.lookup(V) ?: V; }
  /// Pairs whose blocks lie on a cycle inside the subgraph (a loop).
  SmallVector<bool, 8> Cyclic;
  Value *meldOperands(Value *A, Value *B, Instruction *InsertBefore,
                      bool InLoop = false);
  bool dominatesInChain(const Instruction *Def, const Instruction *Use) const;

  void emitPair(unsigned K);
  void copyPhis(unsigned K);
  void fillMergedPhi(PHINode *NP, PHINode *PA, PHINode *PB);
  Instruction *hoistPoint(Value *A, Value *B) const;
  SelectInst *existingSelect(Value *A, Value *B) const;
  Value *notCond();
  Value *branchCondition(unsigned K, BranchInst *BI);
  void createFrame();
  void setOperands();
  void emitTerminator(unsigned K);
  void fillPhis(ArrayRef<std::pair<PHINode *, PHINode *>> Phis, bool SideA);
  void rewireEntry(BasicBlock *Entry, BasicBlock *NewEntry);
  void rewireExitPhis(BasicBlock *Next, bool SideA);
  void mergeSharedExit();
  void replaceOutsideUses(bool SideA);
  void deleteOriginals();

public:
  SubgraphMelder(const MeldRequest &R, CFGUpdateTracker &CFG)
      : R(R), CFG(CFG), Ctx(R.RegionEntry->getContext()),
        F(*R.RegionEntry->getParent()) {}
  MeldStats run();
};
} // namespace

SmallVector<Instruction *, 32> meld::blockBody(BasicBlock *BB) {
  SmallVector<Instruction *, 32> Out;
  for (Instruction &I : *BB)
    if (!isa<PHINode>(I) && !I.isTerminator())
      Out.push_back(&I);
  return Out;
}

void SubgraphMelder::copyPhis(unsigned K) {
  auto [BA, BB] = R.Pairs[K];
  SmallPtrSet<PHINode *, 8> MergedB;
  for (PHINode &P : BA->phis()) {
    PHINode *PB = MergeOfA.lookup(&P);
    if (!PB)
      continue;
    PHINode *NP =
        PHINode::Create(P.getType(), P.getNumIncomingValues() + 1, P.getName());
    NP->insertInto(Head[K], Head[K]->end());
    MapA[&P] = MapB[PB] = NP;
    MergedPhis.push_back({NP, &P, PB});
    MergedB.insert(PB);
    ++Stats.MergedPhis;
  }
  for (auto [Orig, Map, Out] :
       {std::make_tuple(BA, &MapA, &PhisA), std::make_tuple(BB, &MapB, &PhisB)})
    for (PHINode &P : Orig->phis()) {
      if (MergeOfA.count(&P) || MergedB.count(&P))
        continue;
      PHINode *NP = PHINode::Create(P.getType(), P.getNumIncomingValues() + 1,
                                    P.getName());
      NP->insertInto(Head[K], Head[K]->end());
      (*Map)[&P] = NP;
      Out->push_back({NP, &P});
    }
}

/// A merged phi takes A's value on A's entry edge, B's on B's, and on an
/// edge inside the subgraph a select of the two (none when they are one
/// value): it equals A's phi for A's lanes and B's for B's.
void SubgraphMelder::fillMergedPhi(PHINode *NP, PHINode *PA, PHINode *PB) {
  for (unsigned I = 0, E = PA->getNumIncomingValues(); I != E; ++I) {
    BasicBlock *In = PA->getIncomingBlock(I);
    Value *VA = mapA(PA->getIncomingValue(I));
    auto It = PairOfA.find(In);
    if (It == PairOfA.end()) {
      NP->addIncoming(VA, EntryA);
      continue;
    }
    unsigned K = It->second;
    Value *VB = mapB(PB->getIncomingValueForBlock(R.Pairs[K].second));
    NP->addIncoming(meldOperands(VA, VB, Tail[K]->getTerminator(), Cyclic[K]),
                    Tail[K]);
  }
  for (unsigned I = 0, E = PB->getNumIncomingValues(); I != E; ++I)
    if (!PairOfB.count(PB->getIncomingBlock(I)))
      NP->addIncoming(mapB(PB->getIncomingValue(I)), EntryB);
}

/// Pass 1 for one block pair: clone aligned pairs and unaligned runs.
void SubgraphMelder::emitPair(unsigned K) {
  auto [BA, BB] = R.Pairs[K];
  SmallVector<Instruction *, 32> IA = blockBody(BA), IB = blockBody(BB);
  Alignment Al = alignThrough(R.Alignments, IA, IB, Known);
  BasicBlock *Cur = Head[K];
  unsigned Pos = 0;
  ChainPos[Cur] = {K, Pos++};
  SmallVector<Instruction *, 8> RunA, RunB;
  int64_t LatA = 0, LatB = 0;
  bool Speculable = true;
  // Not a structured binding: C++17 lambdas cannot capture those.
  bool NoLanesA, NoLanesB;
  std::tie(NoLanesA, NoLanesB) = unreached(K);
  auto Flush = [&] {
    if (RunA.empty() && RunB.empty())
      return;
    // A run of the only side that reaches this block needs no guard.
    bool OneSided = (NoLanesA && RunA.empty()) || (NoLanesB && RunB.empty());
    if (OneSided || (Speculable && speculateRun(LatA, LatB, R.SpeculateRate))) {
      for (Instruction *I : concat<Instruction *>(RunA, RunB))
        I->insertInto(Cur, Cur->end());
      if (!OneSided)
        Stats.Speculated += RunA.size() + RunB.size();
    } else {
      unsigned NewBlocks = 0;
      Cur = emitGuardedRuns(Cur, R.Cond, RunA, RunB, NewBlocks);
      ChainPos[Cur] = {K, Pos++};
      Stats.GuardedBlocks += NewBlocks;
    }
    RunA.clear(), RunB.clear();
    LatA = LatB = 0, Speculable = true;
  };
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind == AlignKind::Match) {
      Flush();
      Instruction *A = IA[S.IndexA], *B = IB[S.IndexB];
      Instruction *New = cloneMelded(*A, *B);
      Stats.Equivalent += !isSameOperation(*A, *B);
      New->dropUnknownNonDebugMetadata();
      // One instruction now stands for two source lines.
      New->applyMergedLocation(A->getDebugLoc(), B->getDebugLoc());
      New->setName(A->getName());
      New->insertInto(Cur, Cur->end());
      MapA[A] = MapB[B] = New;
      Known[B] = A;
      Clones.push_back({New, A, B, K});
      ++Stats.Aligned;
      if (const auto *CB = dyn_cast<CallBase>(A);
          CB && !isa<IntrinsicInst>(CB) && !CB->isInlineAsm())
        ++Stats.SharedCalls;
      continue;
    }
    bool IsA = S.Kind == AlignKind::GapA;
    Instruction *Orig = IsA ? IA[S.IndexA] : IB[S.IndexB];
    Instruction *New = Orig->clone();
    New->setName(Orig->getName());
    (IsA ? MapA : MapB)[Orig] = New;
    (IsA ? RunA : RunB).push_back(New);
    (IsA ? LatA : LatB) += SIMTCostModel::latency(*Orig);
    Speculable &= isSpeculable(*Orig);
    Clones.push_back({New, IsA ? Orig : nullptr, IsA ? nullptr : Orig, K});
    ++Stats.Unaligned;
  }
  Flush();
  Tail[K] = Cur;
}

void SubgraphMelder::createFrame() {
  auto Make = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, &F, R.NextA);
  };
  EntryA = Make("meld.entry.a");
  EntryB = Make("meld.entry.b");
  Exit = Make("meld.exit");
  ExitA = Make("meld.exit.a");
  ExitB = Make("meld.exit.b");
  BranchInst::Create(Head[0], EntryA);
  BranchInst::Create(Head[0], EntryB);
  BranchInst::Create(ExitA, ExitB, R.Cond, Exit);
  BranchInst::Create(R.NextA, ExitA);
  BranchInst::Create(R.NextB, ExitB);
}

/// Where a select of \p A and \p B used in a loop goes when neither is an
/// instruction (constants, arguments), so that it runs once and not once per
/// iteration, and is shared by every use: the end of the first block pair
/// when that is not in a loop (where LICM would put it: it dominates the
/// whole meld and runs only when the meld does), else the end of the region
/// entry. Null when the select stays at its use.
Instruction *SubgraphMelder::hoistPoint(Value *A, Value *B) const {
  if (!hoistLoopInvariantSelects() || isa<Instruction>(A) ||
      isa<Instruction>(B))
    return nullptr;
  if (!Cyclic[0] && Tail[0]->getTerminator())
    return Tail[0]->getTerminator();
  Instruction *Term = R.RegionEntry->getTerminator();
  auto *CondI = dyn_cast<Instruction>(R.Cond);
  if (CondI && CondI->getParent() != R.RegionEntry &&
      !is_contained(Term->operands(), R.Cond))
    return nullptr;
  return Term;
}

/// A select of \p A and \p B on the condition that the program computes
/// already in the region entry or a block above it that only leads there
/// (e.g. `left ? 1 : -1` before the branch on `left`).
SelectInst *SubgraphMelder::existingSelect(Value *A, Value *B) const {
  if (!R.Cond->hasUseList()) // A constant condition (all-divergent mode).
    return nullptr;
  SmallPtrSet<BasicBlock *, 8> Above;
  for (BasicBlock *BB = R.RegionEntry; BB && Above.size() < 8;
       BB = BB->getSinglePredecessor())
    if (!Above.insert(BB).second)
      break;
  for (User *U : R.Cond->users()) {
    auto *S = dyn_cast<SelectInst>(U);
    if (S && S->getCondition() == R.Cond && S->getTrueValue() == A &&
        S->getFalseValue() == B && Above.count(S->getParent()))
      return S;
  }
  return nullptr;
}

/// Whether \p Def comes before \p Use in one block, or sits in an earlier
/// block of the same pair's chain (ChainPos), which dominates Use's.
bool SubgraphMelder::dominatesInChain(const Instruction *Def,
                                      const Instruction *Use) const {
  if (Def->getParent() == Use->getParent())
    return Def->comesBefore(Use);
  auto D = ChainPos.find(Def->getParent()), U = ChainPos.find(Use->getParent());
  return D != ChainPos.end() && U != ChainPos.end() &&
         D->second.first == U->second.first &&
         D->second.second < U->second.second;
}

Value *SubgraphMelder::meldOperands(Value *A, Value *B,
                                    Instruction *InsertBefore, bool InLoop) {
  if (A == B)
    return A;
  Instruction *Hoist = InLoop ? hoistPoint(A, B) : nullptr;
  if (Hoist)
    InsertBefore = Hoist;
  // Reuse an identical select made earlier in the same block, or in an
  // earlier block of the pair's chain (MeldEstimate counts it once).
  SelectInst *&Prev = Selects[{A, B}];
  if (Prev && (Hoist ? Prev->getParent() == InsertBefore->getParent()
                     : dominatesInChain(Prev, InsertBefore)))
    return Prev;
  if (Hoist)
    if (SelectInst *Old = existingSelect(A, B)) {
      Prev = Old;
      return Old;
    }
  ++Stats.Selects;
  Prev =
      SelectInst::Create(R.Cond, A, B, "meld.sel", InsertBefore->getIterator());
  Prev->setDebugLoc(InsertBefore->getDebugLoc());
  return Prev;
}

/// Pass 2: operands of clones, through the operand maps.
void SubgraphMelder::setOperands() {
  for (CloneRecord &C : Clones) {
    if (!C.A || !C.B) {
      for (unsigned K = 0, E = C.New->getNumOperands(); K != E; ++K)
        C.New->setOperand(K, C.A ? mapA(C.A->getOperand(K))
                                 : mapB(C.B->getOperand(K)));
      continue;
    }
    Instruction *OffsetAdd;
    for (auto [K, Ops] :
         enumerate(meldedOperands(*C.A, *C.B, Known, &OffsetAdd)))
      C.New->setOperand(K, meldOperands(mapA(Ops.first), mapB(Ops.second),
                                        C.New, Cyclic[C.Pair]));
    // The compare now reads the add: it must not be poison where the
    // original compare did not depend on it.
    if (OffsetAdd)
      if (auto *Add = dyn_cast<Instruction>(mapA(mapB(OffsetAdd))))
        Add->dropPoisonGeneratingFlags();
  }
}

void SubgraphMelder::emitTerminator(unsigned K) {
  auto *TA = cast<BranchInst>(R.Pairs[K].first->getTerminator());
  auto *TB = cast<BranchInst>(R.Pairs[K].second->getTerminator());
  auto Target = [&](unsigned S) {
    BasicBlock *Succ = TA->getSuccessor(S);
    return Succ == R.NextA ? Exit : Head[PairOfA.lookup(Succ)];
  };
  BranchInst *BI;
  if (TA->isUnconditional())
    BI = BranchInst::Create(Target(0), Tail[K]);
  else
    BI = BranchInst::Create(Target(0), Target(1),
                            PoisonValue::get(TA->getCondition()->getType()),
                            Tail[K]);
  markMelded(BI);
  BI->applyMergedLocation(TA->getDebugLoc(), TB->getDebugLoc());
  if (BI->isUnconditional())
    return;
  BI->setCondition(branchCondition(K, BI));
}

Value *SubgraphMelder::notCond() {
  if (NotCond)
    return NotCond;
  auto *CondI = dyn_cast<Instruction>(R.Cond);
  BasicBlock::iterator At = !CondI ? R.RegionEntry->getFirstInsertionPt()
                            : isa<PHINode>(CondI)
                                ? CondI->getParent()->getFirstInsertionPt()
                                : std::next(CondI->getIterator());
  NotCond = BinaryOperator::CreateNot(R.Cond, "meld.not", At);
  return NotCond;
}

/// The condition of pair \p K's melded branch \p BI: A's condition for A's
/// lanes, B's (negated when the pair is swapped) for B's.
Value *SubgraphMelder::branchCondition(unsigned K, BranchInst *BI) {
  auto *TA = cast<BranchInst>(R.Pairs[K].first->getTerminator());
  auto *TB = cast<BranchInst>(R.Pairs[K].second->getTerminator());
  Value *CA = mapA(TA->getCondition()), *CB = mapB(TB->getCondition());
  // Only one side's lanes reach an unreached side's pair: no select.
  auto [NoLanesA, NoLanesB] = unreached(K);
  if (!isSwapped(R, K)) {
    if (NoLanesA)
      CA = CB;
    else if (NoLanesB)
      CB = CA;
    return meldOperands(CA, CB, BI, Cyclic[K]);
  }
  if (NoLanesB)
    return CA;
  // One condition for both sides: `C xor not Cond` is C for A's lanes and
  // its negation for B's.
  if (CA == CB && !NoLanesA) {
    return BinaryOperator::CreateXor(CA, notCond(), "meld.mirror",
                                     BI->getIterator());
  }
  Value *NotB = BinaryOperator::CreateNot(CB, "meld.not", BI->getIterator());
  return NoLanesA ? NotB : meldOperands(CA, NotB, BI, Cyclic[K]);
}

void SubgraphMelder::fillPhis(ArrayRef<std::pair<PHINode *, PHINode *>> Phis,
                              bool SideA) {
  auto &PairOf = SideA ? PairOfA : PairOfB;
  BasicBlock *MyEntry = SideA ? EntryA : EntryB;
  BasicBlock *OtherEntry = SideA ? EntryB : EntryA;
  for (auto [NP, P] : Phis) {
    for (unsigned I = 0, E = P->getNumIncomingValues(); I != E; ++I) {
      BasicBlock *In = P->getIncomingBlock(I);
      auto It = PairOf.find(In);
      BasicBlock *NewIn = It == PairOf.end() ? MyEntry : Tail[It->second];
      Value *V = P->getIncomingValue(I);
      NP->addIncoming(SideA ? mapA(V) : mapB(V), NewIn);
    }
    if (NP->getParent() == Head[0])
      NP->addIncoming(PoisonValue::get(NP->getType()), OtherEntry);
  }
}

void SubgraphMelder::rewireEntry(BasicBlock *Entry, BasicBlock *NewEntry) {
  for (BasicBlock *P : predecessors(Entry)) {
    if (PairOfA.count(P) || PairOfB.count(P))
      continue;
    P->getTerminator()->replaceSuccessorWith(Entry, NewEntry);
    return;
  }
}

/// Phis of \p Next that receive values from this side's subgraph now receive
/// them from exit.a / exit.b, through a phi in meld.exit when several
/// subgraph blocks branch to \p Next.
void SubgraphMelder::rewireExitPhis(BasicBlock *Next, bool SideA) {
  auto &PairOf = SideA ? PairOfA : PairOfB;
  BasicBlock *SideExit = SideA ? ExitA : ExitB;
  for (PHINode &P : Next->phis()) {
    SmallVector<unsigned, 4> Idx;
    for (unsigned I = 0, E = P.getNumIncomingValues(); I != E; ++I)
      if (PairOf.count(P.getIncomingBlock(I)))
        Idx.push_back(I);
    if (Idx.empty())
      continue;
    auto Map = [&](Value *V) { return SideA ? mapA(V) : mapB(V); };
    Value *NewV = Map(P.getIncomingValue(Idx.front()));
    bool Same = all_of(
        Idx, [&](unsigned I) { return Map(P.getIncomingValue(I)) == NewV; });
    if (!Same) {
      PHINode *XP = PHINode::Create(P.getType(), 4, P.getName() + ".meld");
      XP->insertInto(Exit, Exit->begin());
      for (BasicBlock *Pred : predecessors(Exit)) {
        BasicBlock *Orig = nullptr;
        for (auto &[BB, K] : PairOf)
          if (Tail[K] == Pred)
            Orig = BB;
        int OI = Orig ? P.getBasicBlockIndex(Orig) : -1;
        XP->addIncoming(OI >= 0 ? Map(P.getIncomingValue(OI))
                                : PoisonValue::get(P.getType()),
                        Pred);
      }
      NewV = XP;
    }
    for (unsigned I : reverse(Idx))
      P.removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
    P.addIncoming(NewV, SideExit);
  }
}

/// When both sides continue at the same block, the exit needs no branch:
/// its phis take a select on the condition instead (a post-optimization of
/// the two-block exit of Section IV-D).
void SubgraphMelder::mergeSharedExit() {
  if (R.NextA != R.NextB)
    return;
  Instruction *Term = Exit->getTerminator();
  for (PHINode &P : R.NextA->phis()) {
    Value *VA = P.getIncomingValueForBlock(ExitA);
    Value *VB = P.getIncomingValueForBlock(ExitB);
    P.removeIncomingValue(ExitA, /*DeletePHIIfEmpty=*/false);
    P.removeIncomingValue(ExitB, /*DeletePHIIfEmpty=*/false);
    P.addIncoming(meldOperands(VA, VB, Term), Exit);
  }
  BranchInst::Create(R.NextA, Term->getIterator());
  Term->eraseFromParent();
  CFG.deleteBlock(ExitA);
  CFG.deleteBlock(ExitB);
}

void SubgraphMelder::replaceOutsideUses(bool SideA) {
  auto &PairOf = SideA ? PairOfA : PairOfB;
  auto &Map = SideA ? MapA : MapB;
  for (auto &[BB, K] : PairOf)
    for (Instruction &I : *BB) {
      Value *New = Map.lookup(&I);
      if (!New)
        continue;
      I.replaceUsesWithIf(New, [&](Use &U) {
        auto *UI = cast<Instruction>(U.getUser());
        return !PairOfA.count(UI->getParent()) &&
               !PairOfB.count(UI->getParent());
      });
    }
}

void SubgraphMelder::deleteOriginals() {
  SmallVector<BasicBlock *, 16> Dead;
  for (auto [BA, BB] : R.Pairs)
    Dead.push_back(BA), Dead.push_back(BB);
  for (BasicBlock *BB : Dead) {
    BB->getTerminator()->eraseFromParent();
    new UnreachableInst(Ctx, BB);
  }
  for (BasicBlock *BB : Dead)
    for (Instruction &I : *BB)
      I.replaceAllUsesWith(PoisonValue::get(I.getType()));
  DeleteDeadBlocks(Dead, CFG.deleter());
}

/// Region simplification (Def. 4): an entry reached by several edges from
/// outside the subgraph (e.g. the exits of a preceding if-then) gets a new
/// block in front of it, so that it has a single entry edge.
static void simplifyEntry(BasicBlock *Entry,
                          const DenseMap<BasicBlock *, unsigned> &Inside) {
  SmallVector<BasicBlock *, 4> Outside;
  for (BasicBlock *P : predecessors(Entry))
    if (!Inside.count(P) && !is_contained(Outside, P))
      Outside.push_back(P);
  unsigned Edges = 0;
  for (BasicBlock *P : predecessors(Entry))
    Edges += !Inside.count(P);
  if (Edges > 1)
    SplitBlockPredecessors(Entry, Outside, ".meld.pre");
}

/// "meld.<a>.<b>", or just "meld" for unnamed blocks.
static std::string blockName(const BasicBlock *A, const BasicBlock *B) {
  if (!A->hasName() && !B->hasName())
    return "meld";
  return ("meld." + A->getName() + "." + B->getName()).str();
}

MeldStats SubgraphMelder::run() {
  unsigned N = R.Pairs.size();
  for (unsigned K = 0; K != N; ++K)
    PairOfA[R.Pairs[K].first] = PairOfB[R.Pairs[K].second] = K;
  Cyclic = cyclicPairs(R);
  simplifyEntry(R.Pairs[0].first, PairOfA);
  simplifyEntry(R.Pairs[0].second, PairOfB);
  Stats.BlockPairs = N;
  for (unsigned K = 0; K != N; ++K)
    Stats.MirroredBranches += isSwapped(R, K);
  Head.resize(N), Tail.resize(N);
  for (const PhiMerge &M : planPhiMerges(R)) {
    MergeOfA[M.A] = M.B;
    Known[M.B] = M.A;
  }
  for (unsigned K = 0; K != N; ++K) {
    auto [BA, BB] = R.Pairs[K];
    Head[K] = BasicBlock::Create(Ctx, blockName(BA, BB), &F, BA);
  }
  for (unsigned K = 0; K != N; ++K) {
    copyPhis(K);
    emitPair(K);
  }
  createFrame();
  // Terminators first: hoisted selects go before the first pair's.
  for (unsigned K = 0; K != N; ++K)
    emitTerminator(K);
  setOperands();
  for (auto [NP, PA, PB] : MergedPhis)
    fillMergedPhi(NP, PA, PB);
  fillPhis(PhisA, /*SideA=*/true);
  fillPhis(PhisB, /*SideA=*/false);
  rewireEntry(R.Pairs[0].first, EntryA);
  rewireEntry(R.Pairs[0].second, EntryB);
  rewireExitPhis(R.NextA, /*SideA=*/true);
  rewireExitPhis(R.NextB, /*SideA=*/false);
  mergeSharedExit();
  replaceOutsideUses(/*SideA=*/true);
  replaceOutsideUses(/*SideA=*/false);
  deleteOriginals();
  return Stats;
}

Expected<MeldStats> meld::meldSubgraphs(const MeldRequest &R,
                                        CFGUpdateTracker &CFG) {
  if (Error E = checkMeldable(R))
    return E;
  BasicBlock *Entry = R.RegionEntry;
  Function &F = *Entry->getParent();
  MeldStats Stats = SubgraphMelder(R, CFG).run();
  SmallVector<BasicBlock *, 32> Region = repairSSA(F, Entry, CFG);
  if (!NoCleanup)
    postOptimize(F, Region, CFG);
  return Stats;
}
