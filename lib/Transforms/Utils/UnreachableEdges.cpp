//===- UnreachableEdges.cpp - Fold edges into dead ends -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Dead ends and the folding of the edges into them (see the header).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/UnreachableEdges.h"

#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace lockstep;

#define DEBUG_TYPE "lockstep-unreachable-edges"
STATISTIC(NumEdgesFolded, "Edges into blocks that only reach unreachable, "
                          "folded away");

static cl::opt<bool> FoldUnreachableOpt(
    "lockstep-fold-unreachable-edges", cl::init(true),
    cl::desc("Before a Lockstep pass looks for divergent regions, remove the "
             "edges into blocks that only reach unreachable (a switch "
             "default clang proved unreachable) below a divergent branch, "
             "so the region has a reconvergence point (UnreachableEdges.h)"),
    cl::cat(getLockstepCategory()));

/// True when no instruction of \p BB but its terminator has a side effect.
static bool isQuiet(const BasicBlock &BB) {
  return all_of(BB, [](const Instruction &I) {
    return I.isTerminator() || !I.mayHaveSideEffects();
  });
}

DeadEnds::DeadEnds(const Function &F) {
  SmallVector<const BasicBlock *, 8> Work;
  for (const BasicBlock &BB : F)
    if (isa_and_nonnull<UnreachableInst>(BB.getTerminator()) && isQuiet(BB)) {
      Set.insert(&BB);
      Work.push_back(&BB);
    }
  // A block joins when every successor is a dead end (a loop never does:
  // its blocks wait for each other).
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    for (const BasicBlock *P : predecessors(BB)) {
      if (Set.contains(P) || !P->getTerminator() || !isQuiet(*P) ||
          !all_of(successors(P),
                  [&](const BasicBlock *S) { return Set.contains(S); }))
        continue;
      Set.insert(P);
      Work.push_back(P);
    }
  }
}

bool DeadEnds::hasEdgeInto(const Instruction &Term) const {
  return any_of(successors(&Term),
                [&](const BasicBlock *S) { return contains(S); });
}

/// Deletes \p Orphans (dead ends without predecessors now) and the dead
/// ends below them that only they entered.
static void deleteOrphans(SmallSetVector<BasicBlock *, 4> Orphans,
                          DomTreeUpdater &DTU) {
  for (unsigned I = 0; I < Orphans.size(); ++I)
    for (BasicBlock *S : successors(Orphans[I]))
      if (all_of(predecessors(S),
                 [&](BasicBlock *P) { return Orphans.contains(P); }))
        Orphans.insert(S);
  DeleteDeadBlocks(Orphans.getArrayRef(), &DTU);
}

/// The folds fill \p R's Term, EdgesRemoved and NewDefault.
static void foldBranch(BranchInst &BI, const DeadEnds &DE,
                       SmallSetVector<BasicBlock *, 4> &Cut,
                       FoldedTerminator &R) {
  BasicBlock *BB = BI.getParent();
  BasicBlock *Dead = BI.getSuccessor(0), *Live = BI.getSuccessor(1);
  if (!DE.contains(Dead))
    std::swap(Dead, Live);
  Dead->removePredecessor(BB, /*KeepOneInputPHIs=*/true);
  Cut.insert(Dead);
  auto *New = BranchInst::Create(Live, BI.getIterator());
  New->setDebugLoc(BI.getDebugLoc());
  // The condition stays for restoreFold, which deletes it if unused.
  BI.eraseFromParent();
  R.Term = New;
  R.EdgesRemoved = 1;
}

/// The live destination of \p SI's cases that the most cases go to (the
/// first such in case order on a tie).
static BasicBlock *mostCommonLiveCase(SwitchInst &SI, const DeadEnds &DE) {
  MapVector<BasicBlock *, unsigned> Count;
  for (const auto &Case : SI.cases())
    if (!DE.contains(Case.getCaseSuccessor()))
      ++Count[Case.getCaseSuccessor()];
  BasicBlock *Best = nullptr;
  unsigned Most = 0;
  for (const auto &[BB, N] : Count)
    if (N > Most)
      Best = BB, Most = N;
  return Best;
}

static void foldSwitch(SwitchInst &SI, const DeadEnds &DE,
                       SmallSetVector<BasicBlock *, 4> &Cut,
                       FoldedTerminator &R) {
  BasicBlock *BB = SI.getParent();
  unsigned Removed = 0;
  BasicBlock *NewDefault = nullptr;
  {
    SwitchInstProfUpdateWrapper W(SI);
    BasicBlock *OldDefault = SI.getDefaultDest();
    if (DE.contains(OldDefault))
      NewDefault = mostCommonLiveCase(SI, DE);
    // The default's weight gathers those of the cases it takes over.
    std::optional<uint64_t> DefaultWeight;
    if (auto DW = W.getSuccessorWeight(0); NewDefault && DW)
      DefaultWeight = *DW;
    bool KeptOneEdge = false;
    for (auto It = SI.case_begin(); It != SI.case_end();) {
      BasicBlock *D = It->getCaseSuccessor();
      bool ToDead = DE.contains(D);
      if (!ToDead && D != NewDefault) {
        ++It;
        continue;
      }
      if (DefaultWeight && D == NewDefault)
        if (auto CW = W.getSuccessorWeight(It->getSuccessorIndex()))
          *DefaultWeight += *CW;
      // The default keeps one of NewDefault's edges: its phis lose one
      // entry per case but one.
      if (ToDead || KeptOneEdge)
        D->removePredecessor(BB, /*KeepOneInputPHIs=*/true);
      KeptOneEdge |= D == NewDefault;
      if (ToDead)
        Cut.insert(D), ++Removed;
      It = W.removeCase(It);
    }
    if (NewDefault) {
      OldDefault->removePredecessor(BB, /*KeepOneInputPHIs=*/true);
      Cut.insert(OldDefault);
      SI.setDefaultDest(NewDefault);
      ++Removed;
      if (DefaultWeight)
        W.setSuccessorWeight(
            0, uint32_t(std::min<uint64_t>(*DefaultWeight, UINT32_MAX)));
    }
  }
  R.EdgesRemoved = Removed;
  R.NewDefault = NewDefault;
  R.Term = &SI;
  if (SI.getNumCases() > 0)
    return;
  auto *New = BranchInst::Create(SI.getDefaultDest(), SI.getIterator());
  New->setDebugLoc(SI.getDebugLoc());
  SI.eraseFromParent();
  R.Term = New;
}

/// The condition of a branch or switch (null for an unconditional branch).
static Value *conditionOf(const Instruction &T) {
  if (const auto *BI = dyn_cast<BranchInst>(&T))
    return BI->isConditional() ? BI->getCondition() : nullptr;
  return cast<SwitchInst>(T).getCondition();
}

/// \p Term's condition, successors (in switch order: default, then the
/// cases), case values and weights before the fold, and its first dead end.
static FoldedTerminator recordTerminator(Instruction &Term,
                                         const DeadEnds &DE) {
  FoldedTerminator R;
  R.Loc = Term.getDebugLoc();
  R.Condition = conditionOf(Term);
  R.Weights = Term.getMetadata(LLVMContext::MD_prof);
  auto Record = [&](BasicBlock *S) {
    if (!DE.contains(S)) {
      R.SuccessorsBefore.emplace_back(S);
      return;
    }
    R.SuccessorsBefore.emplace_back();
    if (R.DeadName.empty()) {
      R.DeadName = S->getName().str();
      R.DeadNext = S->getNextNode();
    }
  };
  if (auto *SI = dyn_cast<SwitchInst>(&Term)) {
    Record(SI->getDefaultDest());
    for (auto &Case : SI->cases()) {
      Record(Case.getCaseSuccessor());
      R.CaseValues.emplace_back(Case.getCaseValue());
    }
  } else {
    for (BasicBlock *S : successors(&Term))
      Record(S);
  }
  return R;
}

/// What restoreFold compares with: the folded terminator's condition and
/// successors.
static void recordFolded(FoldedTerminator &R) {
  auto *T = cast<Instruction>(R.Term);
  R.ConditionAfter = conditionOf(*T);
  for (BasicBlock *S : successors(T))
    R.SuccessorsAfter.emplace_back(S);
}

FoldedTerminator lockstep::foldEdgesIntoDeadEnds(Instruction &Term,
                                                 const DeadEnds &DE,
                                                 DomTreeUpdater &DTU) {
  // Only an edge with a live alternative can go.
  if (DE.contains(Term.getParent()) || !DE.hasEdgeInto(Term) ||
      all_of(successors(&Term),
             [&](const BasicBlock *S) { return DE.contains(S); })) {
    FoldedTerminator None;
    None.Term = &Term;
    return None;
  }
  SmallSetVector<BasicBlock *, 4> Cut;
  FoldedTerminator R = recordTerminator(Term, DE);
  if (auto *BI = dyn_cast<BranchInst>(&Term))
    foldBranch(*BI, DE, Cut, R);
  else if (auto *SI = dyn_cast<SwitchInst>(&Term))
    foldSwitch(*SI, DE, Cut, R);
  NumEdgesFolded += R.EdgesRemoved;
  if (R.NewDefault)
    R.NewDefaultName = blockName(cast<BasicBlock>(R.NewDefault));
  recordFolded(R);
  SmallSetVector<BasicBlock *, 4> Orphans;
  for (BasicBlock *BB : Cut)
    if (pred_empty(BB))
      Orphans.insert(BB);
  if (!Orphans.empty())
    deleteOrphans(std::move(Orphans), DTU);
  return R;
}

/// The blocks a divergent branch of \p F reaches (its own block included):
/// those whose dead-end edges can leave a divergent region without a
/// post-dominator, also around a loop whose divergent exit is at its bottom.
static SmallPtrSet<const BasicBlock *, 16>
reachedByDivergence(const Function &F, const LockstepUniformity &U) {
  SmallPtrSet<const BasicBlock *, 16> Reached;
  SmallVector<const BasicBlock *, 16> Work;
  for (const BasicBlock &BB : F)
    if (U.hasDivergentTerminator(BB) && Reached.insert(&BB).second)
      Work.push_back(&BB);
  while (!Work.empty())
    for (const BasicBlock *S : successors(Work.pop_back_val()))
      if (Reached.insert(S).second)
        Work.push_back(S);
  return Reached;
}

SmallVector<FoldedTerminator, 2> lockstep::foldUnreachableEdgesBelowDivergence(
    Function &F, const DominatorTree &DT, const LockstepUniformity &U,
    DomTreeUpdater &DTU) {
  SmallVector<FoldedTerminator, 2> Folded;
  if (!FoldUnreachableOpt)
    return Folded;
  DeadEnds DE(F);
  if (DE.empty())
    return Folded;
  SmallPtrSet<const BasicBlock *, 16> Reached = reachedByDivergence(F, U);
  SmallVector<Instruction *, 4> Terms;
  for (BasicBlock &BB : F) {
    Instruction *T = BB.getTerminator();
    if (T && (isa<BranchInst>(T) || isa<SwitchInst>(T)) && !DE.contains(&BB) &&
        DE.hasEdgeInto(*T) && DT.isReachableFromEntry(&BB) &&
        Reached.contains(&BB))
      Terms.push_back(T);
  }
  // Folding deletes dead ends only, never a block of Terms.
  for (Instruction *T : Terms)
    if (FoldedTerminator R = foldEdgesIntoDeadEnds(*T, DE, DTU); R.EdgesRemoved)
      Folded.push_back(R);
  return Folded;
}

/// True when \p T still has the condition and successors the fold left.
static bool isAsFolded(const FoldedTerminator &Fold, const Instruction &T) {
  if (conditionOf(T) != Fold.ConditionAfter ||
      T.getNumSuccessors() != Fold.SuccessorsAfter.size())
    return false;
  for (unsigned I = 0; I < T.getNumSuccessors(); ++I)
    if (T.getSuccessor(I) != Fold.SuccessorsAfter[I])
      return false;
  if (any_of(Fold.SuccessorsBefore, [](const WeakVH &S) {
        return S && !cast<BasicBlock>(S)->getParent();
      }))
    return false;
  // A branch's old condition must still be computed in its block (or be an
  // argument or constant) to dominate it again.
  if (isa<BranchInst>(T)) {
    auto *C = dyn_cast_or_null<Instruction>(Fold.Condition);
    if (!Fold.Condition || (C && C->getParent() != T.getParent()))
      return false;
  }
  return all_of(Fold.CaseValues, [](const WeakVH &V) { return bool(V); });
}

/// Adds phi entries for the edges from \p From that \p Then has beyond
/// \p Now, per destination (a case restored to the block the default
/// stood for).
static void addEdgeEntries(BasicBlock *From,
                           const DenseMap<BasicBlock *, unsigned> &Now,
                           const DenseMap<BasicBlock *, unsigned> &Then) {
  for (const auto &[Dest, N] : Then) {
    unsigned Had = Now.lookup(Dest);
    for (PHINode &PN : Dest->phis()) {
      Value *V = PN.getIncomingValueForBlock(From);
      for (unsigned K = Had; K < N; ++K)
        PN.addIncoming(V, From);
    }
  }
}

bool lockstep::restoreFold(FoldedTerminator &Fold) {
  auto *T = dyn_cast_or_null<Instruction>(Fold.Term);
  if (!T || !T->getParent() || !isAsFolded(Fold, *T)) {
    if (auto *C = dyn_cast_or_null<Instruction>(Fold.Condition))
      RecursivelyDeleteTriviallyDeadInstructions(C);
    return false;
  }
  BasicBlock *From = T->getParent();
  Function *F = From->getParent();
  LLVMContext &Ctx = F->getContext();
  auto *Next = dyn_cast_or_null<BasicBlock>(Fold.DeadNext);
  if (Next && Next->getParent() != F)
    Next = nullptr;
  BasicBlock *Dead = BasicBlock::Create(Ctx, Fold.DeadName, F, Next);
  new UnreachableInst(Ctx, Dead);
  auto Dest = [&](unsigned I) {
    const WeakVH &S = Fold.SuccessorsBefore[I];
    return S ? cast<BasicBlock>(S) : Dead;
  };
  DenseMap<BasicBlock *, unsigned> Now, Then;
  for (BasicBlock *S : successors(T))
    ++Now[S];
  for (unsigned I = 0; I < Fold.SuccessorsBefore.size(); ++I)
    ++Then[Dest(I)];
  Instruction *Restored = T;
  if (auto *SI = dyn_cast<SwitchInst>(T)) {
    while (SI->getNumCases())
      SI->removeCase(SI->case_begin());
    SI->setDefaultDest(Dest(0));
    for (unsigned I = 0; I < Fold.CaseValues.size(); ++I)
      SI->addCase(cast<ConstantInt>(Fold.CaseValues[I]), Dest(I + 1));
  } else {
    Restored =
        BranchInst::Create(Dest(0), Dest(1), Fold.Condition, T->getIterator());
    Restored->setDebugLoc(T->getDebugLoc());
    T->eraseFromParent();
  }
  addEdgeEntries(From, Now, Then);
  Restored->setMetadata(LLVMContext::MD_prof, Fold.Weights);
  Fold.Term = Restored;
  return true;
}

void lockstep::emitFoldRemarks(OptimizationRemarkEmitter &ORE,
                               const char *PassName, const Function &F,
                               ArrayRef<FoldedTerminator> Folds) {
  for (const FoldedTerminator &R : Folds)
    ORE.emit([&] {
      auto *T = dyn_cast_or_null<Instruction>(R.Term);
      OptimizationRemark Rem =
          T ? OptimizationRemark(PassName, "UnreachableEdgesFolded", T)
            : OptimizationRemark(PassName, "UnreachableEdgesFolded", R.Loc,
                                 &F.getEntryBlock());
      Rem << "removed " << ore::NV("Edges", R.EdgesRemoved)
          << " edge(s) into blocks that only reach unreachable (undefined "
             "behaviour if taken), so the divergent region around them "
             "reconverges";
      if (!R.NewDefaultName.empty())
        Rem << "; the switch default is now " << R.NewDefaultName;
      return Rem;
    });
}

PreservedAnalyses FoldUnreachableEdgesPass::run(Function &F,
                                                FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  DomTreeUpdater DTU(static_cast<DominatorTree *>(nullptr),
                     DomTreeUpdater::UpdateStrategy::Eager);
  auto Folds = foldUnreachableEdgesBelowDivergence(
      F, FAM.getResult<DominatorTreeAnalysis>(F),
      FAM.getResult<LockstepUniformityAnalysis>(F), DTU);
  if (Folds.empty())
    return PreservedAnalyses::all();
  for (FoldedTerminator &Fold : Folds)
    if (auto *C = dyn_cast_or_null<Instruction>(Fold.Condition);
        C && isa_and_nonnull<BranchInst>(Fold.Term))
      RecursivelyDeleteTriviallyDeadInstructions(C);
  emitFoldRemarks(FAM.getResult<OptimizationRemarkEmitterAnalysis>(F),
                  "fold-unreachable-edges", F, Folds);
  return PreservedAnalyses::none();
}
