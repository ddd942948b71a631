//===- GuardTestFolding.cpp - Guard tests become predicate phis -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Part of O4 (Anantpur & Govindarajan, Section 4.2: "clean-up"), after SSA
/// construction. The guard variable reaches each guard test through phis
/// from the guard assignments, which are constants (a unit's only
/// successor) or selects of constants on the unit's branch condition. A
/// test `g == id` or `g <= id` of such a web is the same web with every
/// leaf compared: a phi of i1 per phi of the web, and per assignment the
/// branch condition itself (or a constant). The test then costs no compare
/// where it runs, and once every test of the web is folded the guard
/// variable and its selects are dead and go away: each guard block keeps
/// only its branch, on a predicate the units computed anyway (what
/// StructurizeCFG's flow blocks branch on).
///
/// \code
///   B8: %n = select i1 %c, i32 1, i32 9        B8: br label %Back
///       br label %Back                 ==>
///   Back: %g = phi [%n, %B8], [2, %B4]         Back: %a = phi i1 [%c, %B8],
///         %t = icmp ule i32 %g, 8                              [true, %B4]
///         br i1 %t, ...                              br i1 %a, ...
/// \endcode
///
/// A test whose web holds anything else (an undefined value, a load) is
/// left as it is; so is a test whose image keeps more phis than
/// -cfg-linearize-fold-phis allows. Of the test and its inverse (for a test
/// that only branches, with the successors swapped) the image that issues
/// fewer instructions is taken: `select c, 8, 3 == 3` is `!c`, and the
/// branch on it a branch on c with its successors swapped. On an edge out
/// of a block that branches on c, c is a constant. No value changes: each
/// folded test computes, on every path, the compare of the value the guard
/// variable would have had.
///
//===----------------------------------------------------------------------===//

#include "LinearizeCodeGen.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

static cl::opt<int, false, BoundedParser<int, -1, 1000000>> MaxPhisOpt(
    "cfg-linearize-fold-phis", cl::init(64),
    cl::desc("Fold a guard test into predicates only when its image keeps at "
             "most N phis (-1: any; 0: only tests of a guard assignment in "
             "the same block). Each phi is a predicate copy per edge in "
             "machine code, which the simulator does not count"),
    cl::cat(getLockstepCategory()));

namespace {
/// The i1 image of one test's guard web: `V pred K` for every value V of
/// the web, built bottom-up; Failed when a leaf is not a constant.
class TestImage {
public:
  TestImage(CmpInst::Predicate Pred, const ConstantInt *K,
            SmallSetVector<Instruction *, 32> &Web)
      : Pred(Pred), K(K), Web(Web) {}

  Value *of(Value *V);
  void discard();
  /// Removes the image's phis whose incoming values are all one value.
  void simplify();
  unsigned numPhis() const;
  bool Failed = false;
  SmallVector<Instruction *, 16> Created;

private:
  Value *ofSelect(SelectInst *S);
  Value *ofPhi(PHINode *P);

  CmpInst::Predicate Pred;
  const ConstantInt *K;
  SmallSetVector<Instruction *, 32> &Web;
  DenseMap<Value *, Value *> Memo;
};
} // namespace

/// \p V without our negations: (X, true) for `xor X, true`.
static std::pair<Value *, bool> stripNot(Value *V) {
  bool Neg = false;
  Value *X;
  while (match(V, PatternMatch::m_Not(PatternMatch::m_Value(X))))
    V = X, Neg = !Neg;
  return {V, Neg};
}

/// The value of the predicate \p V on the edge \p From -> \p To: a
/// constant when \p From branches on V (or its negation) and only one of
/// its successors is \p To; else \p V.
static Value *onEdge(Value *V, BasicBlock *From, BasicBlock *To) {
  auto *Br = dyn_cast<BranchInst>(From->getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return V;
  auto [C, CNeg] = stripNot(Br->getCondition());
  auto [X, XNeg] = stripNot(V);
  if (C != X)
    return V;
  bool Taken = Br->getSuccessor(0) == To;
  return ConstantInt::getBool(V->getContext(), (Taken != CNeg) != XNeg);
}

Value *TestImage::of(Value *V) {
  if (Failed)
    return nullptr;
  if (auto It = Memo.find(V); It != Memo.end())
    return It->second;
  if (auto *C = dyn_cast<ConstantInt>(V))
    return ConstantInt::getBool(
        V->getContext(), ICmpInst::compare(C->getValue(), K->getValue(), Pred));
  if (auto *S = dyn_cast<SelectInst>(V))
    return ofSelect(S);
  if (auto *P = dyn_cast<PHINode>(V))
    return ofPhi(P);
  Failed = true;
  return nullptr;
}

Value *TestImage::ofSelect(SelectInst *S) {
  Value *T = of(S->getTrueValue()), *F = of(S->getFalseValue());
  if (Failed)
    return nullptr;
  Web.insert(S);
  Value *R;
  auto *CT = dyn_cast<ConstantInt>(T), *CF = dyn_cast<ConstantInt>(F);
  if (T == F) {
    R = T;
  } else if (CT && CF && CT->isOne()) {
    R = S->getCondition();
  } else {
    Instruction *I;
    if (CT && CF)
      I = BinaryOperator::CreateNot(S->getCondition(), "lin.not");
    else
      I = SelectInst::Create(S->getCondition(), T, F, "lin.sel");
    I->insertAfter(S->getIterator());
    Created.push_back(I);
    R = I;
  }
  Memo[S] = R;
  return R;
}

Value *TestImage::ofPhi(PHINode *P) {
  Web.insert(P);
  PHINode *N =
      PHINode::Create(Type::getInt1Ty(P->getContext()),
                      P->getNumIncomingValues(), "lin.pred", P->getIterator());
  Created.push_back(N);
  Memo[P] = N;
  for (unsigned I = 0; I < P->getNumIncomingValues(); ++I) {
    Value *In = of(P->getIncomingValue(I));
    if (Failed)
      return nullptr;
    N->addIncoming(onEdge(In, P->getIncomingBlock(I), P->getParent()),
                   P->getIncomingBlock(I));
  }
  return N;
}

void TestImage::discard() {
  for (Instruction *I : Created)
    I->dropAllReferences();
  for (Instruction *I : Created)
    I->eraseFromParent();
  Created.clear();
}

/// Simplifies the phis of \p Insts to a fixpoint: an incoming predicate
/// that its block branches on is a constant on the edge (the block's branch
/// may have been folded after the phi was built), and a phi whose incoming
/// values are all one value is that value. Erased phis leave \p Insts.
static void simplifyImagePhis(SmallVectorImpl<Instruction *> &Insts) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Instruction *&I : Insts) {
      auto *P = dyn_cast_or_null<PHINode>(I);
      if (!P)
        continue;
      for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
        Value *In = P->getIncomingValue(K);
        Value *Known = onEdge(In, P->getIncomingBlock(K), P->getParent());
        if (Known != In)
          P->setIncomingValue(K, Known), Changed = true;
      }
      Value *V = P->hasConstantValue();
      if (!V || isa<UndefValue>(V))
        continue;
      P->replaceAllUsesWith(V);
      P->eraseFromParent();
      I = nullptr;
      Changed = true;
    }
  }
  erase(Insts, nullptr);
}

void TestImage::simplify() { simplifyImagePhis(Created); }

unsigned TestImage::numPhis() const {
  return count_if(Created, [](Instruction *I) { return isa<PHINode>(I); });
}

/// Deletes the instructions of \p Web that nothing outside it uses.
static void deleteDeadWeb(const SmallSetVector<Instruction *, 32> &Web) {
  SmallPtrSet<Instruction *, 32> Live;
  SmallVector<Instruction *, 32> Work;
  for (Instruction *I : Web)
    if (any_of(I->users(),
               [&](User *U) { return !Web.contains(cast<Instruction>(U)); }))
      Live.insert(I), Work.push_back(I);
  while (!Work.empty())
    for (Value *Op : Work.pop_back_val()->operands())
      if (auto *I = dyn_cast<Instruction>(Op))
        if (Web.contains(I) && Live.insert(I).second)
          Work.push_back(I);
  SmallVector<Instruction *, 32> Dead;
  for (Instruction *I : Web)
    if (!Live.count(I))
      Dead.push_back(I);
  // Their operands outside the web (the branch conditions of the guard
  // assignments) may die with them.
  SmallVector<WeakTrackingVH, 16> Operands;
  for (Instruction *I : Dead)
    for (Value *Op : I->operands())
      if (isa<Instruction>(Op) && !Web.contains(cast<Instruction>(Op)))
        Operands.push_back(Op);
  for (Instruction *I : Dead)
    I->dropAllReferences();
  for (Instruction *I : Dead)
    I->eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Operands);
}

/// Erases instructions that only use each other.
static void eraseAll(ArrayRef<Instruction *> Insts) {
  for (Instruction *I : Insts)
    I->dropAllReferences();
  for (Instruction *I : Insts)
    I->eraseFromParent();
}

namespace {
/// A built image: its value and the instructions it added.
struct Image {
  Value *Result = nullptr;
  SmallVector<Instruction *, 16> Created;
  /// Instructions that issue (the phis do not).
  unsigned cost() const {
    return count_if(Created, [](Instruction *I) { return !isa<PHINode>(I); });
  }
};
} // namespace

/// The simplified image of `Op Pred K`; no result (and nothing added) when
/// the web holds another value or the image needs too many phis.
static Image buildImage(CmpInst::Predicate Pred, const ConstantInt *K,
                        Value *Op, SmallSetVector<Instruction *, 32> &Web) {
  TestImage TI(Pred, K, Web);
  WeakTrackingVH R = TI.of(Op);
  if (!TI.Failed)
    TI.simplify();
  if (TI.Failed || (MaxPhisOpt >= 0 && (int)TI.numPhis() > MaxPhisOpt)) {
    TI.discard();
    return {};
  }
  return {R, TI.Created};
}

/// Replaces the test \p T by \p Im; \p Inverted: Im is the image of the
/// inverse test and T's users are branches, whose successors swap. A
/// negation feeding only branches also becomes swapped successors.
static void replaceTest(ICmpInst *T, const Image &Im, bool Inverted) {
  auto [X, Neg] = stripNot(Im.Result);
  bool OnlyBranches = all_of(T->users(), [](User *U) {
    return isa<BranchInst>(U) && cast<BranchInst>(U)->isConditional();
  });
  if (OnlyBranches && (Neg != Inverted)) {
    for (User *U : make_early_inc_range(T->users())) {
      auto *Br = cast<BranchInst>(U);
      Br->setCondition(X);
      Br->swapSuccessors();
    }
  }
  T->replaceAllUsesWith(Inverted ? X : Im.Result);
  T->eraseFromParent();
}

/// Folds \p T into the image of the test or of its inverse (for branches
/// only), whichever issues fewer instructions; false when neither exists.
static bool foldTest(ICmpInst *T, SmallSetVector<Instruction *, 32> &Web,
                     SmallVectorImpl<Instruction *> &Created) {
  auto *K = dyn_cast<ConstantInt>(T->getOperand(1));
  if (!K)
    return false;
  Image Pos = buildImage(T->getPredicate(), K, T->getOperand(0), Web);
  Image Inv;
  if (all_of(T->users(), [](User *U) {
        return isa<BranchInst>(U) && cast<BranchInst>(U)->isConditional();
      }))
    Inv = buildImage(T->getInversePredicate(), K, T->getOperand(0), Web);
  bool UseInv = Inv.Result && (!Pos.Result || Inv.cost() < Pos.cost());
  eraseAll(UseInv ? Pos.Created : Inv.Created);
  const Image &Im = UseInv ? Inv : Pos;
  if (!Im.Result)
    return false;
  replaceTest(T, Im, UseInv);
  append_range(Created, Im.Created);
  return true;
}

unsigned linearize::foldGuardTests(ArrayRef<WeakVH> Tests) {
  // The guard web (phis and selects of the guard variable) and the images:
  // whatever of them is left unused at the end is deleted.
  SmallSetVector<Instruction *, 32> Web;
  SmallVector<Instruction *, 32> Created;
  unsigned Folded = 0;
  for (const WeakVH &VH : Tests)
    if (auto *T = dyn_cast_or_null<ICmpInst>(VH))
      Folded += foldTest(T, Web, Created);
  // The branches of the blocks are final now: edges tell more.
  simplifyImagePhis(Created);
  SmallSetVector<BasicBlock *, 16> PhiBlocks;
  for (Instruction *I : Created) {
    Web.insert(I);
    if (isa<PHINode>(I))
      PhiBlocks.insert(I->getParent());
  }
  // Two tests of one web often have equal images in a block (phis of the
  // same constants): one is enough.
  for (BasicBlock *BB : PhiBlocks)
    for (PHINode &P : make_early_inc_range(BB->phis()))
      if (Web.contains(&P))
        for (PHINode &Q : BB->phis())
          if (&Q != &P && Q.isIdenticalTo(&P)) {
            P.replaceAllUsesWith(&Q);
            Web.remove(&P);
            P.eraseFromParent();
            break;
          }
  deleteDeadWeb(Web);
  return Folded;
}
