//===- InstructionAlignment.cpp - Which instructions can be melded --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Instruction compatibility and scoring for instruction alignment (DARM
/// Section IV-C, after Rocha et al.'s function-merging criteria). Every
/// instruction gets a compatibility key: two instructions are compatible iff
/// their keys are equal, so the O(nm) alignment compares integers. The key
/// holds what one melded instruction cannot select per lane: opcode, result
/// and operand types, predicates, callee and attributes, volatility,
/// ordering, sync scope, alignment (unless both accesses are aligned to
/// their size), GEP source type and struct indices,
/// immediate and metadata operands. Poison-generating flags are not in the
/// key: the melded instruction keeps their intersection.
///
/// Equivalent operations: the two sides of a branch often compute the same
/// index, one proven non-negative or disjoint by InstCombine and the other
/// not (`or disjoint` / `add`, `zext nneg` / `sext`, `icmp samesign ult` /
/// `icmp slt`). The flagged form is the plain one wherever its flag holds
/// and poison elsewhere, so the plain one stands for both
/// (`-lockstep-align-equivalent-ops`, on).
///
/// Common calls: two calls of the same device function align (one call with
/// selected arguments, run once per warp by both sides' lanes) only when the
/// callee is known not convergent: a definition without the convergent
/// attribute whose body, with every function it calls, holds no convergent
/// call, no inline asm and no indirect call; a declaration only when it is
/// marked nosync (it cannot synchronize with other threads). A call weighs
/// the call overhead plus its callee's body (each instruction once), so the
/// alignment sees what sharing it saves.
///
/// Shared selects: the code generator makes one select per distinct pair of
/// operands in a block pair and reuses it (MeldCodeGen.cpp), so a pair of
/// values that several instruction pairs select between (a coefficient and
/// its negation feeding a chain of multiply-adds) costs one select, not one
/// per use. The dynamic program charges per use; alignSharingSelects
/// re-aligns with such pairs taken as one value and keeps the alignment that
/// scores higher when each distinct select is charged once
/// (`-lockstep-align-shared-selects`, on).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Analysis/LaneLocalAsm.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

static cl::opt<bool> ShareSelects(
    "lockstep-align-shared-selects", cl::init(true),
    cl::desc("Align instructions knowing that one select serves every "
             "aligned pair that selects between the same two operands "
             "(default on; off: a select per pair, as DARM's scoring)"),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> EquivalentOps(
    "lockstep-align-equivalent-ops", cl::init(true),
    cl::desc("Align an `or disjoint` with an `add`, a `zext nneg` with a "
             "`sext`, a `uitofp nneg` with a `sitofp` and an `icmp samesign "
             "ult` with an `icmp slt` (default on)"),
    cl::cat(getLockstepCategory()));

std::string meld::whyCalleeMayBeConvergent(const Function &Callee) {
  SmallVector<const Function *, 8> Work{&Callee};
  SmallPtrSet<const Function *, 8> Seen{&Callee};
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    std::string Name = ("@" + F->getName()).str();
    if (F->isConvergent())
      return Name + " is convergent";
    if (F->isIntrinsic())
      continue; // Its convergent attribute (checked above) says it all.
    if (F->isDeclaration()) {
      if (!F->hasFnAttribute(Attribute::NoSync))
        return Name + " is a declaration not marked nosync";
      continue;
    }
    for (const Instruction &I : instructions(*F)) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const Function *G = CB->getCalledFunction();
      if (CB->isInlineAsm())
        return Name + " holds inline asm";
      if (!G)
        return Name + " makes an indirect call";
      if (CB->isConvergent())
        return Name + " makes a convergent call";
      if (Seen.insert(G).second)
        Work.push_back(G);
    }
  }
  return "";
}

unsigned meld::alignmentLatency(const Instruction &I) {
  unsigned L = SIMTCostModel::latency(I);
  const auto *CB = dyn_cast<CallBase>(&I);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  if (!Callee || Callee->isIntrinsic() || Callee->isDeclaration())
    return L;
  for (const Instruction &J : instructions(*Callee))
    L += SIMTCostModel::latency(J); // Nested calls: their overhead only.
  return L;
}

bool meld::isNeverAligned(const Instruction &I) {
  if (isa<PHINode>(I) || I.isTerminator() || isa<AllocaInst>(I) ||
      I.isEHPad() || isa<VAArgInst>(I))
    return true;
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    // Per-lane PTX (a __half operation): the same block on both sides runs
    // once with selected operands, as any pure instruction does.
    if (isLaneLocalAsm(*CB) && !CB->hasOperandBundles())
      return false;
    if (CB->isConvergent() || CB->isInlineAsm() || CB->hasOperandBundles() ||
        !CB->getCalledFunction())
      return true;
    if (CB->isLifetimeStartOrEnd())
      return true;
    if (!whyCalleeMayBeConvergent(*CB->getCalledFunction()).empty())
      return true;
    InstClass C = SIMTCostModel::classify(I);
    if (C == InstClass::Barrier || C == InstClass::WarpVote ||
        C == InstClass::WarpShuffle)
      return true;
  }
  return false;
}

/// Appends the bytes of \p P: keys are only compared, never printed, and
/// formatting a pointer in hex was most of the key's cost.
static void putPointer(raw_ostream &OS, const void *P) {
  OS.write(reinterpret_cast<const char *>(&P), sizeof(P));
}

/// The alignment part of a load's or store's key: 0 for a plain access
/// aligned to at least its size (the melded access takes the smaller
/// alignment, still natural, which changes no machine code: a float2's .x
/// at align 8 melds with its .y at align 4), else the alignment itself.
static uint64_t alignmentKey(const Instruction &I, Align A, Type *Ty,
                             bool Atomic) {
  const Module *M = I.getModule();
  if (Atomic || !M || !Ty->isSized())
    return A.value();
  TypeSize Size = M->getDataLayout().getTypeStoreSize(Ty);
  return !Size.isScalable() && A.value() >= Size.getFixedValue() ? 0
                                                                 : A.value();
}

static void addMemoryKey(raw_ostream &OS, const Instruction &I) {
  if (const auto *L = dyn_cast<LoadInst>(&I))
    OS << "|v" << L->isVolatile() << "o" << unsigned(L->getOrdering()) << "s"
       << unsigned(L->getSyncScopeID()) << "a"
       << alignmentKey(I, L->getAlign(), L->getType(), L->isAtomic());
  else if (const auto *S = dyn_cast<StoreInst>(&I))
    OS << "|v" << S->isVolatile() << "o" << unsigned(S->getOrdering()) << "s"
       << unsigned(S->getSyncScopeID()) << "a"
       << alignmentKey(I, S->getAlign(), S->getValueOperand()->getType(),
                       S->isAtomic());
  else if (const auto *R = dyn_cast<AtomicRMWInst>(&I))
    OS << "|v" << R->isVolatile() << "op" << unsigned(R->getOperation()) << "o"
       << unsigned(R->getOrdering()) << "s" << unsigned(R->getSyncScopeID())
       << "a" << R->getAlign().value();
  else if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    OS << "|v" << X->isVolatile() << "w" << X->isWeak() << "o"
       << unsigned(X->getSuccessOrdering()) << "f"
       << unsigned(X->getFailureOrdering()) << "s"
       << unsigned(X->getSyncScopeID()) << "a" << X->getAlign().value();
  else if (const auto *F = dyn_cast<FenceInst>(&I))
    OS << "|o" << unsigned(F->getOrdering()) << "s"
       << unsigned(F->getSyncScopeID());
}

/// Operands that must be identical because no select can produce them.
static bool operandMustMatch(const Instruction &I, unsigned K) {
  const Value *Op = I.getOperand(K);
  Type *T = Op->getType();
  if (T->isMetadataTy() || T->isTokenTy() || T->isLabelTy())
    return true;
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isCallee(&I.getOperandUse(K)))
      return true;
    if (K < CB->arg_size() && CB->paramHasAttr(K, Attribute::ImmArg))
      return true;
  }
  if (isa<SwitchInst>(I) && K > 0)
    return true;
  return false;
}

static void addSpecialKey(raw_ostream &OS, const Instruction &I) {
  // A division by a constant is a multiply-high or a shift in machine code;
  // melded with another divisor it would become a real division (145 cycles
  // instead of 4 for the warps of its side). It aligns only with the same
  // constant.
  if (I.isIntDivRem() && isa<Constant>(I.getOperand(1))) {
    OS << "|dc";
    putPointer(OS, I.getOperand(1));
  }
  if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    OS << "|g";
    putPointer(OS, GEP->getSourceElementType());
    unsigned K = 1;
    for (auto GTI = gep_type_begin(GEP), E = gep_type_end(GEP); GTI != E;
         ++GTI, ++K)
      if (GTI.isStruct()) {
        OS << "|s" << K << ":";
        putPointer(OS, GEP->getOperand(K));
      }
  }
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    OS << "|cc" << CB->getCallingConv() << "ft";
    putPointer(OS, CB->getFunctionType());
    OS << "at";
    putPointer(OS, CB->getAttributes().getRawPointer());
  }
  if (const auto *CI = dyn_cast<CallInst>(&I))
    OS << "|t" << unsigned(CI->getTailCallKind());
  if (const auto *SV = dyn_cast<ShuffleVectorInst>(&I))
    for (int M : SV->getShuffleMask())
      OS << "|m" << M;
  if (const auto *EV = dyn_cast<ExtractValueInst>(&I))
    for (unsigned Idx : EV->indices())
      OS << "|i" << Idx;
  if (const auto *IV = dyn_cast<InsertValueInst>(&I))
    for (unsigned Idx : IV->indices())
      OS << "|i" << Idx;
}

namespace {
/// What one melded instruction computes: an opcode, and a compare's
/// predicate (0 otherwise).
struct Operation {
  unsigned Opcode;
  unsigned Predicate = 0;
  bool operator==(const Operation &O) const {
    return Opcode == O.Opcode && Predicate == O.Predicate;
  }
};
} // namespace

static Operation operationOf(const Instruction &I) {
  if (const auto *C = dyn_cast<CmpInst>(&I))
    return {I.getOpcode(), unsigned(C->getPredicate())};
  return {I.getOpcode()};
}

/// The operation \p I also is by its flags, or nullopt: an `or disjoint`
/// is an `add nuw nsw` (no bit is set in both operands, so nothing carries),
/// a `zext nneg` a `sext` and a `uitofp nneg` a `sitofp` (of a non-negative
/// value), an `icmp samesign ult` an `icmp slt` (operands of one sign order
/// alike either way; likewise ule, ugt, uge). Either form stands for the
/// other where the flag holds, and where it does not the flagged one is
/// poison, so the plain one may replace it.
static std::optional<Operation> equivalentOperation(const Instruction &I) {
  if (!EquivalentOps)
    return std::nullopt;
  if (const auto *PD = dyn_cast<PossiblyDisjointInst>(&I);
      PD && PD->isDisjoint())
    return Operation{Instruction::Add};
  if (const auto *NN = dyn_cast<PossiblyNonNegInst>(&I); NN && NN->hasNonNeg())
    return Operation{I.getOpcode() == Instruction::ZExt ? Instruction::SExt
                                                        : Instruction::SIToFP};
  if (const auto *C = dyn_cast<ICmpInst>(&I);
      C && C->hasSameSign() && C->isUnsigned())
    return Operation{Instruction::ICmp, unsigned(C->getSignedPredicate())};
  return std::nullopt;
}

/// The compatibility key of \p I as an instruction computing \p Op; empty
/// when \p I is never aligned.
static std::string compatibilityKey(const Instruction &I, Operation Op) {
  if (isNeverAligned(I))
    return {};
  std::string Key;
  raw_string_ostream OS(Key);
  OS << Op.Opcode << "|p" << Op.Predicate << "|";
  putPointer(OS, I.getType());
  OS << "|" << I.getNumOperands();
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    OS << "|";
    putPointer(OS, I.getOperand(K)->getType());
    if (operandMustMatch(I, K)) {
      OS << "=";
      putPointer(OS, I.getOperand(K));
    }
  }
  addMemoryKey(OS, I);
  addSpecialKey(OS, I);
  return Key;
}

static std::string compatibilityKey(const Instruction &I) {
  return compatibilityKey(I, operationOf(I));
}

/// \p I's key as its equivalent operation (equivalentOperation), or "".
static std::string equivalentKey(const Instruction &I) {
  std::optional<Operation> Op = equivalentOperation(I);
  return Op ? compatibilityKey(I, *Op) : std::string();
}

bool meld::areCompatible(const Instruction &A, const Instruction &B) {
  std::string KA = compatibilityKey(A), KB = compatibilityKey(B);
  if (KA.empty() || KB.empty())
    return false;
  return KA == KB || equivalentKey(A) == KB || KA == equivalentKey(B);
}

bool meld::isSameOperation(const Instruction &A, const Instruction &B) {
  return operationOf(A) == operationOf(B);
}

Instruction *meld::cloneMelded(const Instruction &A, const Instruction &B) {
  bool Same = isSameOperation(A, B);
  // The flagged form of an equivalent pair becomes the plain one.
  const Instruction &Plain = !Same && equivalentOperation(A) ? B : A;
  const Instruction &Other = &Plain == &A ? B : A;
  Instruction *New = Plain.clone();
  if (Same) {
    New->andIRFlags(&Other);
    if (auto *C = dyn_cast<ICmpInst>(New))
      C->setSameSign(C->hasSameSign() && cast<ICmpInst>(Other).hasSameSign());
    // Naturally aligned accesses of different alignments (alignmentKey).
    if (auto *L = dyn_cast<LoadInst>(New))
      L->setAlignment(
          std::min(L->getAlign(), cast<LoadInst>(Other).getAlign()));
    if (auto *St = dyn_cast<StoreInst>(New))
      St->setAlignment(
          std::min(St->getAlign(), cast<StoreInst>(Other).getAlign()));
    return New;
  }
  // `or disjoint` is `add nuw nsw`, so the add keeps its own flags; the
  // signed casts have none to intersect, and the signed compare has no
  // samesign to keep.
  assert(equivalentOperation(Other) == operationOf(Plain) &&
         "aligned pair of different operations");
  return New;
}

unsigned meld::countDifferingOperands(const Instruction &A,
                                      const Instruction &B) {
  unsigned N = 0;
  for (unsigned K = 0, E = A.getNumOperands(); K != E; ++K)
    N += A.getOperand(K) != B.getOperand(K);
  return N;
}

/// The compatibility class of every instruction of \p A, then of \p B
/// (equal keys, equal classes; -1 for never aligned). Classes are one key
/// each, so an equivalent operation (equivalentOperation) joins one class: an
/// `or disjoint` is in the class of the adds when either list holds an add
/// of its types, else in the class of the `or`s (and a `zext nneg` in that
/// of the `sext`s or of the `zext`s alike). It then no longer aligns with a
/// plain `or`, which the other side seldom holds beside an add.
static std::vector<int> compatibilityClasses(ArrayRef<Instruction *> A,
                                             ArrayRef<Instruction *> B) {
  std::vector<std::string> Keys;
  Keys.reserve(A.size() + B.size());
  StringSet<> Present;
  for (Instruction *I : concat<Instruction *const>(A, B)) {
    Keys.push_back(compatibilityKey(*I));
    Present.insert(Keys.back());
  }
  StringMap<int> Classes;
  std::vector<int> Out;
  Out.reserve(Keys.size());
  for (auto [I, Key] : zip_equal(concat<Instruction *const>(A, B), Keys)) {
    if (Key.empty()) {
      Out.push_back(-1);
      continue;
    }
    if (std::string Eq = equivalentKey(*I); !Eq.empty() && Present.contains(Eq))
      Key = std::move(Eq);
    Out.push_back(Classes.try_emplace(Key, Classes.size()).first->second);
  }
  return Out;
}

/// \p Melded maps a value of B to the value of A it becomes once the pair
/// that defines them is melded: such operands need no select. \p Classes
/// from compatibilityClasses(A, B).
static AlignInput buildInputWith(ArrayRef<Instruction *> A,
                                 ArrayRef<Instruction *> B,
                                 ArrayRef<int> Classes,
                                 const MeldedValues &Melded) {
  AlignInput In;
  In.SelectCost = SIMTCostModel::latency(InstClass::Select);
  In.GapOpen = 2 * SIMTCostModel::latency(InstClass::Branch);
  In.OpBeginA.push_back(0);
  In.OpBeginB.push_back(0);
  SmallVector<const void *, 8> Ops;
  size_t N = 0;
  for (bool ToA : {true, false}) {
    for (Instruction *I : ToA ? A : B) {
      Ops.clear();
      for (const Value *Op : I->operand_values()) {
        const Value *M = ToA ? nullptr : Melded.lookup(Op);
        Ops.push_back(M ? M : Op);
      }
      In.add(ToA, Classes[N++], alignmentLatency(*I), Ops);
    }
  }
  return In;
}

AlignInput meld::buildInput(ArrayRef<Instruction *> A,
                            ArrayRef<Instruction *> B) {
  return buildInputWith(A, B, compatibilityClasses(A, B), MeldedValues());
}

/// Pairs of operands (a of A, b of B, b mapped through \p Melded) that
/// several compatible instruction pairs would select between at the same
/// operand position, so that one select could serve them all: for each such
/// b, the a it pairs with most often. An operand position of a class whose
/// operands take more than a few distinct values is left out (its pairs are
/// mostly different, and counting them would be quadratic).
static MeldedValues sharedSelectCandidates(ArrayRef<Instruction *> A,
                                           ArrayRef<Instruction *> B,
                                           ArrayRef<int> Classes,
                                           const MeldedValues &Melded) {
  constexpr unsigned MaxDistinct = 8;
  using Uses = SmallVector<std::pair<const Value *, unsigned>, 4>;
  // (class, operand position) -> operand -> uses, per side; an empty
  // optional marks a position with too many distinct operands.
  using Slots = DenseMap<std::pair<int, unsigned>, std::optional<Uses>>;
  Slots SA, SB;
  size_t N = 0;
  for (bool ToA : {true, false})
    for (Instruction *I : ToA ? A : B) {
      int Class = Classes[N++];
      if (Class < 0)
        continue;
      for (auto [K, Op] : enumerate(I->operand_values())) {
        const Value *V = ToA ? Op : (Melded.lookup(Op) ?: Op);
        auto [It, New] = (ToA ? SA : SB).try_emplace({Class, K}, Uses());
        std::optional<Uses> &U = It->second;
        if (!U)
          continue;
        auto Found = find_if(*U, [&](const auto &P) { return P.first == V; });
        if (Found != U->end())
          ++Found->second;
        else if (U->size() < MaxDistinct)
          U->push_back({V, 1});
        else
          U.reset();
      }
    }
  DenseMap<std::pair<const Value *, const Value *>, unsigned> Count;
  for (auto &[Slot, UA] : SA) {
    auto It = SB.find(Slot);
    if (!UA || It == SB.end() || !It->second)
      continue;
    for (auto [VA, NA] : *UA)
      for (auto [VB, NB] : *It->second)
        if (VA != VB)
          Count[{VA, VB}] += NA * NB;
  }
  MeldedValues Out;
  DenseMap<const Value *, unsigned> BestCount;
  for (auto [P, C] : Count) {
    unsigned &Best = BestCount[P.second];
    if (C >= 2 && C > Best)
      Best = C, Out[P.second] = P.first;
  }
  return Out;
}

/// The most pairs any alignment of \p A (the first \p SizeA entries of
/// \p Classes) and B can match: per class, the smaller side's count.
static unsigned matchBound(ArrayRef<int> Classes, size_t SizeA) {
  DenseMap<int, std::pair<unsigned, unsigned>> Counts;
  for (auto [K, C] : enumerate(Classes))
    if (C >= 0)
      ++(K < SizeA ? Counts[C].first : Counts[C].second);
  unsigned Bound = 0;
  for (const auto &[C, N] : Counts)
    Bound += std::min(N.first, N.second);
  return Bound;
}

/// \p Known with the pairs \p R melds.
static MeldedValues withMatches(ArrayRef<Instruction *> A,
                                ArrayRef<Instruction *> B, const Alignment &R,
                                const MeldedValues &Known) {
  MeldedValues Melded = Known;
  for (const AlignStep &S : R.Steps)
    if (S.Kind == AlignKind::Match)
      Melded[B[S.IndexB]] = A[S.IndexA];
  return Melded;
}

/// The dynamic program charges a select per differing operand position, but
/// the code generator makes one select per distinct operand pair in a block
/// pair, shared by its later uses. So an operand pair that several
/// compatible instructions select between (a value of one side and its
/// negation on the other, feeding a chain of multiply-adds) may pay off
/// although no single match does. Re-align with those pairs taken as one
/// value, and keep the new alignment when it matches more pairs and scores
/// higher with each distinct select counted once (scoreSharingSelects). The
/// returned alignment's Score is the per-position score, as every alignment's.
static Alignment alignSharingSelects(ArrayRef<Instruction *> A,
                                     ArrayRef<Instruction *> B,
                                     ArrayRef<int> Classes,
                                     const MeldedValues &Known, Alignment R) {
  // Only more matches are kept (below): none are possible when every
  // instruction that could pair already does.
  if (!ShareSelects || R.Matches >= matchBound(Classes, A.size()))
    return R;
  MeldedValues Melded = withMatches(A, B, R, Known);
  MeldedValues Shared = sharedSelectCandidates(A, B, Classes, Melded);
  if (Shared.empty())
    return R;
  for (auto [VB, VA] : Shared)
    Melded.try_emplace(VB, VA);
  Alignment Next = align(buildInputWith(A, B, Classes, Melded));
  // Only more matches justify the new alignment: with as many, it differs
  // in which operands it selects between, and the score cannot see where a
  // select sits on a loop-carried chain (TWU: a select moved onto the
  // accumulator's recurrence, 2.6% more cycles for one select less).
  if (Next.Matches <= R.Matches)
    return R;
  AlignInput Real =
      buildInputWith(A, B, Classes, withMatches(A, B, Next, Known));
  Next.Score = scoreAlignment(Real, Next.Steps);
  Next.SharedScore = scoreSharingSelects(Real, Next.Steps);
  AlignInput Before =
      buildInputWith(A, B, Classes, withMatches(A, B, R, Known));
  if (Next.SharedScore <= scoreSharingSelects(Before, R.Steps))
    return R;
  return Next;
}

/// Operand identity is judged on the IR before melding, where a value of A
/// and its counterpart in B are different values even when the pair that
/// defines them is aligned (and so becomes one value, needing no select).
/// Re-align with the operands of the previous alignment's pairs identified
/// until the number of matches stops growing (identical blocks: the whole
/// def-use chain behind aligned loads aligns on the second round), then
/// once more with shared selects (alignSharingSelects).
Alignment meld::alignInstructions(ArrayRef<Instruction *> A,
                                  ArrayRef<Instruction *> B,
                                  const MeldedValues &Known) {
  std::vector<int> Classes = compatibilityClasses(A, B);
  Alignment R = align(buildInputWith(A, B, Classes, Known));
  for (unsigned Round = 0; Round < 4; ++Round) {
    MeldedValues Melded = withMatches(A, B, R, Known);
    bool Fresh = false;
    // Same input as before unless B uses a value this alignment melds.
    for (const Instruction *I : B)
      for (const Value *V : I->operand_values())
        Fresh |= !Known.count(V) && Melded.count(V);
    if (!Fresh)
      break;
    Alignment Next = align(buildInputWith(A, B, Classes, Melded));
    if (Next.Matches <= R.Matches)
      break;
    R = std::move(Next);
  }
  return alignSharingSelects(A, B, Classes, Known, std::move(R));
}
