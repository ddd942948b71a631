//===- MeldEstimate.cpp - What melding two subgraphs saves and costs ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// estimateMeld (MeldCodeGen.h): the figures of DARM's profitability
/// (Section IV-C, alignment score per block pair) and of the no-loss rule
/// (NoLossModel.h: issue, dependency chains, issue slots), following what
/// the code generator (MeldCodeGen.cpp) really emits: operand selects at
/// the instruction, selects of two constants or arguments in a loop hoisted
/// to the region entry once, merged phis (PhiMerging.h) with their edge
/// selects, mirrored branch conditions (MirroredBranches.h) and the
/// offset-compare rewrite (OperandPairs.h).
///
//===----------------------------------------------------------------------===//

#include "AlignmentMemo.h"
#include "MeldCodeGen.h"
#include "OperandPairs.h"
#include "PhiMerging.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

/// Whether an aligned pair with operands \p A and \p B needs a select
/// at the instruction: the operands differ, alignment does not make them one
/// value, and one of them is an instruction (a select of two constants or
/// arguments is hoisted to the region entry, SubgraphMelder::hoistPoint,
/// and counted once, hoistedSelects).
static bool needsOperandSelect(const Value *A, const Value *B,
                               const MeldedValues &Known, bool InLoop) {
  return A != B && Known.lookup(B) != A &&
         (!InLoop || isa<Instruction>(A) || isa<Instruction>(B));
}

/// Selects alignment charged \p Al's aligned pairs (one per operand pair
/// that differs) that the code generator does not make at the instruction:
/// in a loop (\p InLoop) a select of two constants or arguments goes to the
/// region entry, once per distinct pair (collected in \p Hoisted), and the
/// offset-compare rewrite (OperandPairs.h) makes a compared pair one value.
static int64_t
selectsNotAtUse(ArrayRef<Instruction *> IA, ArrayRef<Instruction *> IB,
                const Alignment &Al, const MeldedValues &Known, bool InLoop,
                DenseSet<std::pair<const Value *, const Value *>> &Hoisted) {
  MeldedValues Melded = Known;
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Melded[IB[S.IndexB]] = IA[S.IndexA];
  int64_t N = 0;
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind != AlignKind::Match)
      continue;
    Instruction *A = IA[S.IndexA], *B = IB[S.IndexB];
    for (unsigned K = 0, E = A->getNumOperands(); K != E; ++K)
      N += needsOperandSelect(A->getOperand(K), B->getOperand(K), Melded,
                              /*InLoop=*/false);
    for (auto [VA, VB] : meldedOperands(*A, *B, Melded)) {
      bool AtUse = needsOperandSelect(VA, VB, Melded, InLoop);
      N -= AtUse;
      if (!AtUse && VA != VB && Melded.lookup(VB) != VA)
        Hoisted.insert({VA, VB});
    }
  }
  return N;
}

/// Selects alignment charged \p Al's aligned pairs at the instruction that
/// the code generator shares (one select per distinct operand pair of a
/// block pair, SubgraphMelder::meldOperands): the at-use selects beyond the
/// first of each pair.
static int64_t sharedAtUse(ArrayRef<Instruction *> IA,
                           ArrayRef<Instruction *> IB, const Alignment &Al,
                           const MeldedValues &Known, bool InLoop) {
  MeldedValues Melded = Known;
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Melded[IB[S.IndexB]] = IA[S.IndexA];
  DenseSet<std::pair<const Value *, const Value *>> Made;
  int64_t N = 0;
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      for (auto [VA, VB] : meldedOperands(*IA[S.IndexA], *IB[S.IndexB], Melded))
        N += needsOperandSelect(VA, VB, Melded, InLoop) &&
             !Made.insert({VA, VB}).second;
  return N;
}

/// The longest latency path through \p Body's def-use edges, an
/// instruction weighing its latency (a store nothing) plus \p Extra of it.
static int64_t chainLength(ArrayRef<Instruction *> Body,
                           function_ref<int64_t(unsigned)> Extra) {
  DenseMap<const Instruction *, int64_t> Dist;
  int64_t Longest = 0;
  for (unsigned K = 0; K < Body.size(); ++K) {
    int64_t In = 0;
    for (const Value *Op : Body[K]->operand_values())
      if (auto *OI = dyn_cast<Instruction>(Op))
        In = std::max(In, Dist.lookup(OI));
    // A store writes no register: nothing waits for it (the SM model's
    // scoreboard tracks result rows only).
    InstClass C = SIMTCostModel::classify(*Body[K]);
    int64_t D = In +
                (SIMTCostModel::isStore(C) ? 0 : SIMTCostModel::latency(C)) +
                Extra(K);
    Dist[Body[K]] = D;
    Longest = std::max(Longest, D);
  }
  return Longest;
}

/// Adds the overhead and the chains of one aligned block pair to \p E.
static void addChains(ArrayRef<Instruction *> IA, ArrayRef<Instruction *> IB,
                      const Alignment &Al, const MeldedValues &Known,
                      bool InLoop, MeldEstimate &E) {
  const int64_t Sel = SIMTCostModel::latency(InstClass::Select);
  SmallVector<int64_t, 32> ExtraA(IA.size(), 0), ExtraB(IB.size(), 0);
  int64_t MatchedLatency = 0;
  // Operands defined by this alignment's own pairs become one value too.
  MeldedValues Melded = Known;
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Melded[IB[S.IndexB]] = IA[S.IndexA];
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind != AlignKind::Match)
      continue;
    Instruction *A = IA[S.IndexA], *B = IB[S.IndexB];
    MatchedLatency += alignmentLatency(*A);
    bool Differs = false;
    for (auto [VA, VB] : meldedOperands(*A, *B, Melded))
      Differs |= needsOperandSelect(VA, VB, Melded, InLoop);
    ExtraA[S.IndexA] = ExtraB[S.IndexB] = Differs ? Sel : 0;
  }
  E.Overhead += MatchedLatency - Al.Score;
  // A branch writes no register: what follows it waits for its issue slot
  // (the SM model's control-pipe interval), not for its latency.
  const int64_t BrIssue = SIMTCostModel::issueInterval(InstClass::Branch);
  auto None = [](unsigned) -> int64_t { return 0; };
  int64_t CA = chainLength(IA, None) + BrIssue;
  int64_t CB = chainLength(IB, None) + BrIssue;
  int64_t MA = chainLength(IA, [&](unsigned K) { return ExtraA[K]; });
  int64_t MB = chainLength(IB, [&](unsigned K) { return ExtraB[K]; });
  E.ChainA += CA, E.ChainB += CB;
  // Guard branches around gap runs cost issue slots (Overhead), but no
  // instruction waits for a branch's result: they are not on the chain.
  E.ChainMelded += std::max(MA, MB) + BrIssue;
}

/// Issue slots of \p I: its pipe's issue interval, and for a call of a
/// device function with a body the intervals of the callee's instructions
/// (as alignmentLatency counts the callee's latencies).
static int64_t slotCost(const Instruction &I) {
  int64_t S = SIMTCostModel::issueInterval(SIMTCostModel::classify(I));
  const auto *CB = dyn_cast<CallBase>(&I);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  if (!Callee || Callee->isIntrinsic() || Callee->isDeclaration())
    return S;
  for (const Instruction &J : instructions(*Callee))
    S += SIMTCostModel::issueInterval(SIMTCostModel::classify(J));
  return S;
}

/// Adds the issue slots one aligned block pair saves a split warp and costs
/// a warp on one side to \p E, following the code generator (emitPair): an
/// aligned pair issues once, plus a select per differing operand that every
/// warp issues; an unaligned run between two aligned pairs is either run by
/// every lane (cheap and safe: a warp on one side issues the other side's
/// run too) or guarded (a branch on the condition and one back per side the
/// run holds: a split warp issues all of them, a warp on one side two). In
/// the entry pair (\p EntryPair) a run before the first aligned pair is
/// guarded by the region's own branch, which cleanup lets branch to the
/// guarded blocks directly: no branch on the condition is added.
///
/// Alignment's score charges every run its gap openings (guard branches);
/// for a run the code generator speculates (speculateRun at \p Rate), a
/// split warp pays none and a warp on one side the other side's part
/// instead: Gain and Overhead are corrected here. In a loop (\p InLoop),
/// selects of two constants or arguments are hoisted (countHoistedSelects).
static void addRuns(ArrayRef<Instruction *> IA, ArrayRef<Instruction *> IB,
                    const Alignment &Al, const MeldedValues &Known,
                    bool EntryPair, bool InLoop, double Rate, MeldEstimate &E) {
  const int64_t Sel = SIMTCostModel::issueInterval(InstClass::Select);
  const int64_t Br = SIMTCostModel::issueInterval(InstClass::Branch);
  const int64_t GapOpen = 2 * SIMTCostModel::latency(InstClass::Branch);
  int64_t SlotsA = 0, SlotsB = 0, LatA = 0, LatB = 0, Opens = 0;
  AlignKind Prev = AlignKind::Match;
  bool Speculable = true;
  // Operands defined by this alignment's own pairs become one value too.
  MeldedValues Melded = Known;
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Melded[IB[S.IndexB]] = IA[S.IndexA];
  auto Flush = [&] {
    if (SlotsA || SlotsB || LatA || LatB) {
      if (Speculable && speculateRun(LatA, LatB, Rate)) {
        E.SlotOverhead += std::max(SlotsA, SlotsB);
        E.Gain += Opens * GapOpen;
        E.Overhead += std::max(LatA, LatB) - Opens * GapOpen;
      } else {
        int64_t CondBr = EntryPair ? 0 : Br;
        E.SlotSaved -= CondBr + Br * ((SlotsA > 0) + (SlotsB > 0));
        E.SlotOverhead += CondBr + Br;
      }
    }
    EntryPair = false;
    SlotsA = SlotsB = LatA = LatB = Opens = 0;
    Speculable = true;
  };
  // One select per distinct operand pair (the code generator shares it).
  DenseSet<std::pair<const Value *, const Value *>> Made;
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind == AlignKind::Match) {
      Flush();
      Instruction *A = IA[S.IndexA], *B = IB[S.IndexB];
      int64_t Selects = 0;
      for (auto [VA, VB] : meldedOperands(*A, *B, Melded))
        Selects += needsOperandSelect(VA, VB, Melded, InLoop) &&
                   Made.insert({VA, VB}).second;
      E.SlotSaved += slotCost(*A) - Selects * Sel;
      E.SlotOverhead += Selects * Sel;
      Prev = AlignKind::Match;
      continue;
    }
    Opens += S.Kind != Prev;
    Prev = S.Kind;
    Instruction *I = S.Kind == AlignKind::GapA ? IA[S.IndexA] : IB[S.IndexB];
    bool IsA = S.Kind == AlignKind::GapA;
    (IsA ? SlotsA : SlotsB) += slotCost(*I);
    (IsA ? LatA : LatB) += SIMTCostModel::latency(*I);
    Speculable &= isSpeculable(*I);
  }
  Flush();
  // The two terminators become one: a split warp issues one branch less.
  E.SlotSaved += Br;
}

/// True when the melded block of \p A and \p B branches on a select of
/// their two conditions: both end in conditional branches whose conditions
/// alignment did not make one value.
static bool needsConditionSelect(const BasicBlock &A, const BasicBlock &B,
                                 const MeldedValues &Known) {
  const auto *TA = dyn_cast<BranchInst>(A.getTerminator());
  const auto *TB = dyn_cast<BranchInst>(B.getTerminator());
  if (!TA || !TB || !TA->isConditional() || !TB->isConditional())
    return false;
  Value *CA = TA->getCondition(), *CB = TB->getCondition();
  return CA != CB && Known.lookup(CB) != CA;
}

/// True when a value defined in \p R's blocks, or a phi of its shared exit,
/// reaches a phi of the header of the innermost loop around the region
/// through at most a few users inside that loop.
static bool feedsRecurrence(const MeldRequest &R, const LoopInfo &LI) {
  const Loop *L = LI.getLoopFor(R.RegionEntry);
  if (!L)
    return false;
  SmallVector<std::pair<const Value *, unsigned>, 32> Work;
  SmallPtrSet<const Value *, 32> Seen;
  for (auto [A, B] : R.Pairs)
    for (const BasicBlock *BB : {A, B})
      for (const Instruction &I : *BB)
        Work.push_back({&I, 0});
  if (R.NextA == R.NextB)
    for (const PHINode &P : R.NextA->phis())
      Work.push_back({&P, 0});
  while (!Work.empty()) {
    auto [V, Depth] = Work.pop_back_val();
    if (!Seen.insert(V).second || Depth > 8)
      continue;
    for (const User *U : V->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      if (!I || !L->contains(I))
        continue;
      if (isa<PHINode>(I) && I->getParent() == L->getHeader())
        return true;
      Work.push_back({I, Depth + 1});
    }
  }
  return false;
}

/// A select every warp issues, split or not.
static void addSelectSlot(MeldEstimate &E) {
  const int64_t Sel = SIMTCostModel::issueInterval(InstClass::Select);
  E.SlotSaved -= Sel, E.SlotOverhead += Sel;
}

/// The condition of a swapped pair (SubgraphMelder::branchCondition): one
/// xor when alignment makes the two conditions one value, else a not and a
/// select, issued by every warp and waited for by its branch.
static void addMirroredCondition(const BasicBlock &A, const BasicBlock &B,
                                 const MeldedValues &Known, MeldEstimate &E) {
  Value *CA = cast<BranchInst>(A.getTerminator())->getCondition();
  Value *CB = cast<BranchInst>(B.getTerminator())->getCondition();
  bool Same = CA == CB || Known.lookup(CB) == CA;
  int64_t Lat = SIMTCostModel::latency(InstClass::IntAlu);
  int64_t Slot = SIMTCostModel::issueInterval(InstClass::IntAlu);
  if (!Same) {
    Lat += SIMTCostModel::latency(InstClass::Select);
    Slot += SIMTCostModel::issueInterval(InstClass::Select);
  }
  E.Gain -= Lat, E.Overhead += Lat;
  E.ChainMelded += Lat, E.BranchSelectChain += Lat;
  E.SlotSaved -= Slot, E.SlotOverhead += Slot;
}

MeldEstimate meld::estimateMeld(const MeldRequest &R, const LoopInfo *LI) {
  MeldEstimate E;
  if (LI)
    E.Recurrence = feedsRecurrence(R, *LI);
  SmallPtrSet<BasicBlock *, 16> InA, InB;
  MeldedValues Known;
  DenseSet<std::pair<const Value *, const Value *>> Hoisted;
  int64_t NotAtUse = 0;
  // Merged phis are one value; each edge on which their incoming values
  // differ pays a select at the end of the predecessor.
  for (const PhiMerge &M : planPhiMerges(R)) {
    Known[M.B] = M.A;
    for (unsigned I = 0; I < M.EdgeSelects; ++I) {
      E.Gain -= SIMTCostModel::latency(InstClass::Select);
      E.Overhead += SIMTCostModel::latency(InstClass::Select);
      addSelectSlot(E);
    }
  }
  SmallVector<bool, 8> Cyclic = hoistLoopInvariantSelects()
                                    ? cyclicPairs(R)
                                    : SmallVector<bool, 8>(R.Pairs.size());
  for (auto [K, P] : enumerate(R.Pairs)) {
    auto [BA, BB] = P;
    SmallVector<Instruction *, 32> IA = blockBody(BA), IB = blockBody(BB);
    Alignment Al = alignThrough(R.Alignments, IA, IB, Known);
    NotAtUse += selectsNotAtUse(IA, IB, Al, Known, Cyclic[K], Hoisted);
    NotAtUse += sharedAtUse(IA, IB, Al, Known, Cyclic[K]);
    addChains(IA, IB, Al, Known, Cyclic[K], E);
    addRuns(IA, IB, Al, Known, BA == R.Pairs.front().first, Cyclic[K],
            R.SpeculateRate, E);
    for (const AlignStep &S : Al.Steps)
      if (S.Kind == AlignKind::Match)
        Known[IB[S.IndexB]] = IA[S.IndexA];
    E.Matches += Al.Matches;
    // The two blocks' terminators become one as well.
    E.Gain += Al.Score + SIMTCostModel::latency(InstClass::Branch);
    // ... branching on a select of the two conditions when they differ:
    // issue for every warp, and on every warp's chain, since the branch
    // (and everything after it) waits for the select.
    if (isSwapped(R, K)) {
      addMirroredCondition(*BA, *BB, Known, E);
    } else if (needsConditionSelect(*BA, *BB, Known)) {
      const int64_t Sel = SIMTCostModel::latency(InstClass::Select);
      E.Gain -= Sel, E.Overhead += Sel;
      E.ChainMelded += Sel, E.BranchSelectChain += Sel;
      addSelectSlot(E);
    }
    InA.insert(BA), InB.insert(BB);
  }
  // Selects of two constants or arguments: once, off every chain.
  const int64_t Sel = SIMTCostModel::latency(InstClass::Select);
  E.Gain += (NotAtUse - int64_t(Hoisted.size())) * Sel;
  E.Overhead -= (NotAtUse - int64_t(Hoisted.size())) * Sel;
  for (unsigned I = 0; I < Hoisted.size(); ++I)
    addSelectSlot(E);
  if (R.NextA != R.NextB)
    return E;
  // Each phi of a shared exit that tells the sides apart becomes a select.
  bool ExitSelect = false;
  for (PHINode &P : R.NextA->phis()) {
    Value *VA = nullptr, *VB = nullptr;
    for (unsigned I = 0, N = P.getNumIncomingValues(); I != N; ++I) {
      if (InA.count(P.getIncomingBlock(I)))
        VA = P.getIncomingValue(I);
      if (InB.count(P.getIncomingBlock(I)))
        VB = P.getIncomingValue(I);
    }
    if (VA && VB && VA != VB) {
      E.Gain -= SIMTCostModel::latency(InstClass::Select);
      E.Overhead += SIMTCostModel::latency(InstClass::Select);
      addSelectSlot(E);
      ExitSelect = true;
    }
  }
  if (ExitSelect)
    E.ChainMelded += SIMTCostModel::latency(InstClass::Select);
  return E;
}
