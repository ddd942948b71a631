//===- PhiMerging.cpp - One phi for two sides' corresponding phis ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Phi merging for melded block pairs (beyond DARM Section IV-D). DARM
/// copies both sides' phis into the melded block, so an aligned instruction
/// that reads A's phi on one side and B's on the other needs a select, every
/// time the block runs. Two loops that step alike from different starts
/// (a merge from the front and one from the back) pay such a select for
/// every induction variable and every iteration:
///
///   hdr:  %ia = phi [0, %pre], [%ia.next, %latch]
///         %ib = phi [%m1, %pre], [%ib.next, %latch]
///         %s  = select %c, %ia, %ib          ; per iteration
///         %v  = load (gep %p, %s)
/// becomes
///   pre:  %s0 = select %c, 0, %m1            ; once
///   hdr:  %i  = phi [%s0, %pre], [%i.next, %latch]
///         %v  = load (gep %p, %i)
///
/// The merged phi equals A's phi for A's lanes and B's for B's: on a side's
/// entry edge it takes that side's value, on an edge inside the subgraph a
/// select of the two (none when alignment makes them one value, or when they
/// are two phis merged themselves).
///
//===----------------------------------------------------------------------===//

#include "PhiMerging.h"

#include "AlignmentMemo.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "lockstep/Support/Options.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

static cl::opt<bool> MergePhis(
    "lockstep-meld-merge-phis", cl::init(true),
    cl::desc("Merge a phi of each side of a melded block pair into one phi "
             "when that saves selects (applies to every melding pass)"),
    cl::cat(getLockstepCategory()));

namespace {
class PhiMergePlanner {
  const MeldRequest &R;
  DenseMap<const BasicBlock *, unsigned> PairOfA;
  MeldedValues Known;
  /// Per (A phi, B phi): aligned instructions that read them at the same
  /// operand position (a select each).
  DenseMap<std::pair<const Value *, const Value *>, unsigned> OperandUses;
  /// A's phi to B's, in a deterministic order.
  MapVector<const PHINode *, PHINode *> Cand;

  void alignAll();
  /// B's incoming value for the edge A's phi receives from \p InA, or null.
  Value *incomingB(const PHINode *PB, const BasicBlock *InA) const;
  bool sameValue(const Value *VA, const Value *VB) const;
  unsigned edgeSelects(const PHINode *PA, const PHINode *PB, bool &Valid) const;
  unsigned feeds(const PHINode *PA, const PHINode *PB) const;
  void chooseCandidates();
  bool dropUnpaid();

public:
  explicit PhiMergePlanner(const MeldRequest &R) : R(R) {}
  SmallVector<PhiMerge, 8> run();
};
} // namespace

void PhiMergePlanner::alignAll() {
  for (auto [K, P] : enumerate(R.Pairs)) {
    PairOfA[P.first] = K;
    SmallVector<Instruction *, 32> IA = blockBody(P.first),
                                   IB = blockBody(P.second);
    Alignment Al = alignThrough(R.Alignments, IA, IB, Known);
    for (const AlignStep &S : Al.Steps) {
      if (S.Kind != AlignKind::Match)
        continue;
      Instruction *A = IA[S.IndexA], *B = IB[S.IndexB];
      Known[B] = A;
      for (unsigned Op = 0, E = A->getNumOperands(); Op != E; ++Op) {
        auto Key = std::make_pair<const Value *, const Value *>(
            A->getOperand(Op), B->getOperand(Op));
        if (isa<PHINode>(Key.first) && isa<PHINode>(Key.second))
          ++OperandUses[Key];
      }
    }
  }
}

Value *PhiMergePlanner::incomingB(const PHINode *PB,
                                  const BasicBlock *InA) const {
  auto It = PairOfA.find(InA);
  if (It == PairOfA.end())
    return nullptr;
  int Idx = PB->getBasicBlockIndex(R.Pairs[It->second].second);
  return Idx < 0 ? nullptr : PB->getIncomingValue(Idx);
}

bool PhiMergePlanner::sameValue(const Value *VA, const Value *VB) const {
  if (VA == VB || Known.lookup(VB) == VA)
    return true;
  const auto *PA = dyn_cast<PHINode>(VA);
  return PA && Cand.lookup(PA) == VB;
}

/// The edges inside the subgraph on which \p PA and \p PB receive different
/// values; \p Valid false when some edge has no counterpart in B.
unsigned PhiMergePlanner::edgeSelects(const PHINode *PA, const PHINode *PB,
                                      bool &Valid) const {
  unsigned N = 0;
  Valid = true;
  for (unsigned I = 0, E = PA->getNumIncomingValues(); I != E; ++I) {
    const BasicBlock *In = PA->getIncomingBlock(I);
    if (!PairOfA.count(In))
      continue; // An entry edge: each side's own value, no select.
    Value *VB = incomingB(PB, In);
    if (!VB) {
      Valid = false;
      return N;
    }
    N += !sameValue(PA->getIncomingValue(I), VB);
  }
  return N;
}

/// Edges of other candidates that receive \p PA and \p PB: one value, no
/// select, when the two are merged.
unsigned PhiMergePlanner::feeds(const PHINode *PA, const PHINode *PB) const {
  unsigned N = 0;
  for (auto [QA, QB] : Cand)
    for (unsigned I = 0, E = QA->getNumIncomingValues(); I != E; ++I)
      N += QA->getIncomingValue(I) == PA &&
           incomingB(QB, QA->getIncomingBlock(I)) == PB;
  return N;
}

/// Greedily pairs each phi of A with the free phi of B of the same type that
/// most aligned instructions read beside it, or that most edges feed with
/// values alignment makes one (optimistically counting two phis as one).
void PhiMergePlanner::chooseCandidates() {
  for (auto [BA, BB] : R.Pairs) {
    SmallPtrSet<PHINode *, 8> Taken;
    for (PHINode &PA : BA->phis()) {
      PHINode *Best = nullptr;
      unsigned BestScore = 0;
      for (PHINode &PB : BB->phis()) {
        if (PB.getType() != PA.getType() || Taken.count(&PB))
          continue;
        unsigned Score = 2 * OperandUses.lookup({&PA, &PB});
        for (unsigned I = 0, E = PA.getNumIncomingValues(); I != E; ++I) {
          Value *VA = PA.getIncomingValue(I);
          Value *VB = incomingB(&PB, PA.getIncomingBlock(I));
          Score += VB && (sameValue(VA, VB) ||
                          (isa<PHINode>(VA) && isa<PHINode>(VB)));
        }
        if (Score > BestScore)
          Best = &PB, BestScore = Score;
      }
      if (Best) {
        Cand[&PA] = Best;
        Taken.insert(Best);
      }
    }
  }
}

/// Drops one candidate whose edge selects outnumber what it saves; true when
/// it dropped one.
bool PhiMergePlanner::dropUnpaid() {
  for (auto [PA, PB] : Cand) {
    bool Valid;
    unsigned Cost = edgeSelects(PA, PB, Valid);
    if (Valid && Cost <= OperandUses.lookup({PA, PB}) + feeds(PA, PB))
      continue;
    Cand.erase(Cand.find(PA));
    return true;
  }
  return false;
}

SmallVector<PhiMerge, 8> PhiMergePlanner::run() {
  alignAll();
  chooseCandidates();
  while (dropUnpaid())
    ;
  SmallVector<PhiMerge, 8> Out;
  for (auto [BA, BB] : R.Pairs)
    for (PHINode &PA : BA->phis())
      if (PHINode *PB = Cand.lookup(&PA)) {
        bool Valid;
        Out.push_back({&PA, PB, edgeSelects(&PA, PB, Valid)});
      }
  return Out;
}

SmallVector<PhiMerge, 8> meld::planPhiMerges(const MeldRequest &R) {
  if (!MergePhis)
    return {};
  return PhiMergePlanner(R).run();
}
