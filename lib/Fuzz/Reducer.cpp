//===- Reducer.cpp - Delta reduction of failing kernels -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small delta reducer for lockstep-fuzz findings (see Reducer.h). Each
/// candidate is a clone of the current kernel; positions are counted in the
/// clone with the same deterministic walk as in the original, so "the k-th
/// removable instruction" means the same instruction in both.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/Reducer.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace lockstep::fuzz;

namespace {

/// Barriers keep the kernel race-free; activemask feeds the masks of warp
/// operations, which must stay the lanes that are really active.
bool isPinnedCall(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI || !CI->getCalledFunction())
    return false;
  StringRef Name = CI->getCalledFunction()->getName();
  return Name.contains("barrier") || Name.contains("activemask");
}

/// Values that flow into an address: changing them could make an access
/// out of bounds or make two lanes write the same element.
SmallPtrSet<const Value *, 32> addressFeeding(Module &M) {
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 32> Work;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (isa<GetElementPtrInst>(I))
        for (const Value *Op : I.operands())
          Work.push_back(Op);
  while (!Work.empty()) {
    const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Seen.insert(I).second)
      continue;
    // A mask or remainder by a constant keeps any input in bounds (the
    // generator uses them for read-only and exchange accesses).
    if ((I->getOpcode() == Instruction::And ||
         I->getOpcode() == Instruction::URem) &&
        isa<ConstantInt>(I->getOperand(1)))
      continue;
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return Seen;
}

/// The instructions the reducer may delete, in a deterministic order.
std::vector<Instruction *> removable(Module &M) {
  SmallPtrSet<const Value *, 32> Addr = addressFeeding(M);
  std::vector<Instruction *> L;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      bool Dead = I.use_empty() && !I.mayHaveSideEffects() &&
                  !I.isTerminator() && !isPinnedCall(I);
      if (Dead) {
        L.push_back(&I);
        continue;
      }
      if (I.isTerminator() || isa<PHINode>(I) || isa<AllocaInst>(I) ||
          isa<GetElementPtrInst>(I) || I.getType()->isPointerTy() ||
          isPinnedCall(I) || Addr.count(&I))
        continue;
      L.push_back(&I);
    }
  return L;
}

/// Conditional branches and switches, in order.
std::vector<Instruction *> conditionalTerminators(Module &M) {
  std::vector<Instruction *> L;
  for (Function &F : M)
    for (BasicBlock &BB : F) {
      Instruction *T = BB.getTerminator();
      if ((isa<BranchInst>(T) && cast<BranchInst>(T)->isConditional()) ||
          isa<SwitchInst>(T))
        L.push_back(T);
    }
  return L;
}

void deleteInstruction(Instruction *I) {
  if (!I->getType()->isVoidTy()) {
    Value *Repl = Constant::getNullValue(I->getType());
    for (Value *Op : I->operands())
      if (Op->getType() == I->getType() && Op != I && !isa<BasicBlock>(Op)) {
        Repl = Op;
        break;
      }
    I->replaceAllUsesWith(Repl);
  }
  I->eraseFromParent();
}

/// Makes \p T always go to its successor \p Succ.
void foldTerminator(Instruction *T, unsigned Succ) {
  LLVMContext &Ctx = T->getContext();
  if (auto *Br = dyn_cast<BranchInst>(T)) {
    Br->setCondition(ConstantInt::getBool(Ctx, Succ == 0));
  } else {
    auto *SW = cast<SwitchInst>(T);
    auto *Ty = cast<IntegerType>(SW->getCondition()->getType());
    uint64_t V = 0;
    if (Succ == 0) { // Default: a value no case has.
      while (SW->findCaseValue(ConstantInt::get(Ty, V)) != SW->case_default())
        ++V;
    } else {
      for (auto Case : SW->cases())
        if (Case.getSuccessorIndex() == Succ)
          V = Case.getCaseValue()->getZExtValue();
    }
    SW->setCondition(ConstantInt::get(Ty, V));
  }
  Function *F = T->getFunction();
  ConstantFoldTerminator(T->getParent(), /*DeleteDeadConditions=*/true);
  removeUnreachableBlocks(*F);
}

/// Folds instructions whose operands are all constants, then branches on
/// constants.
void foldConstants(Function &F) {
  const DataLayout &DL = F.getDataLayout();
  for (BasicBlock &BB : F)
    for (Instruction &I : make_early_inc_range(BB))
      if (!isa<PHINode>(I) && !I.mayHaveSideEffects())
        if (Constant *C = ConstantFoldInstruction(&I, DL)) {
          I.replaceAllUsesWith(C);
          I.eraseFromParent();
        }
  for (BasicBlock &BB : F)
    ConstantFoldTerminator(&BB, /*DeleteDeadConditions=*/true);
}

/// Unreachable blocks, dead instructions and uncalled functions.
void removeDead(Module &M) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    removeUnreachableBlocks(F);
    SmallVector<WeakTrackingVH, 32> Dead;
    for (Instruction &I : instructions(F))
      if (isInstructionTriviallyDead(&I))
        Dead.push_back(&I);
    RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  }
  for (Function &F : make_early_inc_range(M))
    if (F.hasLocalLinkage() && F.use_empty())
      F.eraseFromParent();
}

/// Merges single-predecessor, single-successor block chains.
void mergeBlocks(Module &M) {
  for (Function &F : M) {
    SmallVector<WeakTrackingVH, 16> Blocks;
    for (BasicBlock &BB : F)
      if (!BB.isEntryBlock())
        Blocks.push_back(&BB);
    for (WeakTrackingVH &VH : Blocks)
      if (auto *BB = dyn_cast_or_null<BasicBlock>(VH))
        MergeBlockIntoPredecessor(BB);
  }
}

class Reducer {
public:
  Reducer(std::unique_ptr<Module> &M, function_ref<bool(Module &)> StillFails,
          unsigned MaxTests)
      : M(M), StillFails(StillFails), MaxTests(MaxTests) {}

  ReduceStats run() {
    for (unsigned Round = 0; Round < 8 && budget(); ++Round) {
      unsigned Before = Stats.Accepted;
      simplify();
      foldBranches();
      removeInstructions();
      if (Stats.Accepted == Before)
        break;
    }
    return Stats;
  }

private:
  std::unique_ptr<Module> &M;
  function_ref<bool(Module &)> StillFails;
  unsigned MaxTests;
  ReduceStats Stats;

  bool budget() const { return Stats.Tests < MaxTests; }

  /// Applies \p Edit to a clone; keeps the clone when it verifies and the
  /// finding persists.
  bool attempt(function_ref<bool(Module &)> Edit) {
    std::unique_ptr<Module> C = CloneModule(*M);
    if (!Edit(*C))
      return false;
    static bool Debug = getenv("LOCKSTEP_FUZZ_DEBUG_REDUCE");
    if (verifyModule(*C, Debug ? &errs() : nullptr)) {
      if (Debug)
        errs() << "reduce: candidate does not verify\n";
      return false;
    }
    ++Stats.Tests;
    if (!StillFails(*C)) {
      if (Debug)
        errs() << "reduce: finding gone\n";
      return false;
    }
    if (Debug)
      errs() << "reduce: accepted, " << countInstructions(*C) << "\n";
    M = std::move(C);
    ++Stats.Accepted;
    return true;
  }

  /// Structural clean-ups, each kept only when the finding survives it:
  /// some findings need an empty block or a foldable constant.
  void simplify() {
    if (budget())
      attempt([](Module &C) {
        removeDead(C);
        return true;
      });
    if (budget())
      attempt([](Module &C) {
        for (Function &F : C)
          if (!F.isDeclaration())
            foldConstants(F);
        return true;
      });
    if (budget())
      attempt([](Module &C) {
        mergeBlocks(C);
        return true;
      });
  }

  void foldBranches() {
    for (size_t K = 0; budget() && K < conditionalTerminators(*M).size();) {
      unsigned NumSucc = conditionalTerminators(*M)[K]->getNumSuccessors();
      bool Done = false;
      for (unsigned S = 0; S < NumSucc && !Done && budget(); ++S)
        Done = attempt([&](Module &C) {
          std::vector<Instruction *> Ts = conditionalTerminators(C);
          if (K >= Ts.size())
            return false;
          foldTerminator(Ts[K], S);
          return true;
        });
      if (!Done)
        ++K;
    }
  }

  void removeInstructions() {
    size_t N = removable(*M).size();
    for (size_t Chunk = std::max<size_t>(N / 2, 1); budget(); Chunk /= 2) {
      for (size_t Start = 0; budget() && Start < removable(*M).size();) {
        bool Done = attempt([&](Module &C) {
          std::vector<Instruction *> L = removable(C);
          if (Start >= L.size())
            return false;
          size_t End = std::min(L.size(), Start + Chunk);
          for (size_t I = End; I > Start; --I)
            deleteInstruction(L[I - 1]);
          return true;
        });
        if (!Done)
          Start += Chunk;
      }
      if (Chunk == 1)
        break;
    }
  }
};

} // namespace

ReduceStats
lockstep::fuzz::reduceKernel(std::unique_ptr<Module> &M,
                             function_ref<bool(Module &)> StillFails,
                             unsigned MaxTests) {
  return Reducer(M, StillFails, MaxTests).run();
}

unsigned lockstep::fuzz::countInstructions(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    N += F.getInstructionCount();
  return N;
}
