//===- SplitSafety.cpp - Can a kernel be split per thread? ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The proof obligations of SplitSafety.h. Reason codes: barrier,
/// warp-intrinsic, convergent, shared-memory, atomic, fence, volatile,
/// inline-asm, unknown-call, indirect-call, global-store (a store whose
/// target is not a kernel argument's memory or the thread's stack),
/// side-effects-before-branch, in-loop, condition-clobbered, not-void.
///
//===----------------------------------------------------------------------===//

#include "SplitSafety.h"

#include "lockstep/Analysis/LaneLocalAsm.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

constexpr unsigned SharedAS = 3;
constexpr unsigned MaxCallDepth = 8;

Hazard hazard(StringRef Code, const Twine &Message) {
  return {Code.str(), Message.str()};
}

/// Barriers, warp intrinsics, atomics and fences by intrinsic name (NVPTX
/// and AMDGPU spell them in many overloads).
Hazard classifyIntrinsic(const Function &Callee) {
  StringRef N = Callee.getName();
  auto Any = [&](std::initializer_list<StringRef> Prefixes) {
    return any_of(Prefixes, [&](StringRef P) { return N.starts_with(P); });
  };
  if (Any({"llvm.nvvm.barrier", "llvm.nvvm.bar.sync", "llvm.amdgcn.s.barrier",
           "llvm.nvvm.cp.async", "llvm.nvvm.mbarrier"}))
    return hazard("barrier", "executes a barrier (" + N + ")");
  if (Any({"llvm.nvvm.vote", "llvm.nvvm.shfl", "llvm.nvvm.match",
           "llvm.nvvm.activemask", "llvm.nvvm.bar.warp.sync", "llvm.nvvm.redux",
           "llvm.amdgcn.ds.swizzle", "llvm.amdgcn.readlane",
           "llvm.amdgcn.ballot"}))
    return hazard("warp-intrinsic", "uses a warp intrinsic (" + N + ")");
  if (N.contains("atomic") || N.contains(".atom."))
    return hazard("atomic", "performs an atomic operation (" + N + ")");
  if (Any({"llvm.nvvm.membar", "llvm.nvvm.fence"}))
    return hazard("fence", "executes a memory fence (" + N + ")");
  if (Callee.isConvergent())
    return hazard("convergent", "calls the convergent intrinsic " + N);
  return {};
}

bool touchesShared(const Instruction &I) {
  auto IsShared = [](const Value *V) {
    if (auto *PT = dyn_cast<PointerType>(V->getType()))
      if (PT->getAddressSpace() == SharedAS)
        return true;
    auto *GV = dyn_cast<GlobalVariable>(V->stripPointerCasts());
    return GV && GV->getAddressSpace() == SharedAS;
  };
  if (IsShared(&I))
    return true;
  return any_of(I.operands(), [&](const Use &U) { return IsShared(U.get()); });
}

/// A store target a launch plan carries from one kernel to the next: a
/// kernel argument's buffer, or the thread's own stack; through phis and
/// selects (clang sinks the stores of both sides into the join block, its
/// address a phi of two arguments' elements), every object it may be.
bool storeTargetCarried(const Instruction &I) {
  std::optional<MemoryLocation> Loc = MemoryLocation::getOrNone(&I);
  const Value *Ptr = Loc ? Loc->Ptr : nullptr;
  if (const auto *MI = dyn_cast<AnyMemIntrinsic>(&I))
    Ptr = MI->getRawDest();
  if (!Ptr)
    return false;
  SmallVector<const Value *, 4> Objs;
  getUnderlyingObjects(Ptr, Objs);
  return !Objs.empty() && all_of(Objs, [](const Value *Obj) {
    return isa<Argument>(Obj) || isa<AllocaInst>(Obj);
  });
}

Hazard findIn(const Function &F, unsigned Depth,
              SmallPtrSetImpl<const Function *> &Seen);

Hazard callHazard(const CallBase &CB, unsigned Depth,
                  SmallPtrSetImpl<const Function *> &Seen) {
  if (CB.isInlineAsm()) // A lane-local block (a __half operation) is a value.
    return isLaneLocalAsm(CB)
               ? Hazard()
               : hazard("inline-asm", "contains inline assembly");
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return hazard("indirect-call", "makes an indirect call");
  if (Callee->isIntrinsic())
    return classifyIntrinsic(*Callee);
  if (CB.isConvergent())
    return hazard("convergent",
                  "makes a convergent call to @" + Callee->getName());
  if (Callee->isDeclaration())
    return hazard("unknown-call", "calls @" + Callee->getName() +
                                      ", whose body is not in the module");
  if (Depth >= MaxCallDepth)
    return hazard("unknown-call", "calls @" + Callee->getName() +
                                      " deeper than the checked depth");
  Hazard H = findIn(*Callee, Depth + 1, Seen);
  if (H)
    H.Message = "calls @" + Callee->getName().str() + ", which " + H.Message;
  return H;
}

Hazard instructionHazard(const Instruction &I, unsigned Depth,
                         SmallPtrSetImpl<const Function *> &Seen) {
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
      (isa<LoadInst>(I) && cast<LoadInst>(I).isAtomic()) ||
      (isa<StoreInst>(I) && cast<StoreInst>(I).isAtomic()))
    return hazard("atomic", "performs an atomic operation");
  if (isa<FenceInst>(I))
    return hazard("fence", "executes a memory fence");
  if (I.isVolatile())
    return hazard("volatile", "makes a volatile memory access");
  if (touchesShared(I))
    return hazard("shared-memory", "accesses shared memory");
  if (const auto *CB = dyn_cast<CallBase>(&I))
    if (Hazard H = callHazard(*CB, Depth, Seen))
      return H;
  if (I.mayWriteToMemory() && !isa<CallBase>(I) && !storeTargetCarried(I))
    return hazard("global-store", "writes memory that is neither a kernel "
                                  "argument's buffer nor the thread's stack");
  return {};
}

Hazard findIn(const Function &F, unsigned Depth,
              SmallPtrSetImpl<const Function *> &Seen) {
  if (!Seen.insert(&F).second)
    return {};
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (Hazard H = instructionHazard(I, Depth, Seen))
        return H;
  return {};
}

/// The blocks some thread runs in both kernels: the branch's own block and
/// every block a thread can reach without passing the branch (before it, or
/// on a path around it, such as a uniform branch that skips the divergent
/// one and joins the code after it), i.e. those the branch's block does not
/// strictly dominate.
Hazard sideEffectsBefore(const Function &F, const BranchInst &Br) {
  SmallPtrSet<const BasicBlock *, 32> After;
  SmallVector<const BasicBlock *, 16> Work(succ_begin(&Br), succ_end(&Br));
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (After.insert(BB).second)
      append_range(Work, successors(BB));
  }
  if (After.count(Br.getParent()))
    return hazard("in-loop", "the branch is inside a loop (a thread could "
                             "take both sides)");
  DominatorTree DT(const_cast<Function &>(F));
  const BasicBlock *Split = Br.getParent();
  for (const BasicBlock &BB : F) {
    if (&BB != Split && DT.dominates(Split, &BB))
      continue;
    for (const Instruction &I : BB)
      if (I.mayWriteToMemory() || I.mayThrow() || !I.willReturn())
        return After.count(&BB)
                   ? hazard("side-effects-around-branch",
                            "code after the branch that a thread can reach "
                            "without passing the branch has side effects "
                            "and would run in both kernels")
                   : hazard("side-effects-before-branch",
                            "code that runs before the branch has side "
                            "effects and would run in both kernels");
  }
  return {};
}

/// Loads the branch condition depends on, through instructions of \p F.
void conditionLoads(const Value *Cond, SmallVectorImpl<const LoadInst *> &Out) {
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 16> Work = {Cond};
  while (!Work.empty()) {
    const auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Seen.insert(I).second)
      continue;
    if (const auto *L = dyn_cast<LoadInst>(I))
      Out.push_back(L);
    append_range(Work, I->operand_values());
  }
}

} // namespace

Hazard lockstep::split::findCommunication(const Function &F) {
  SmallPtrSet<const Function *, 8> Seen;
  return findIn(F, 0, Seen);
}

Hazard lockstep::split::checkSplittable(const Function &F, const BranchInst &Br,
                                        AAResults &AA) {
  if (!F.getReturnType()->isVoidTy())
    return hazard("not-void", "the kernel returns a value");
  if (Hazard H = findCommunication(F))
    return H;
  if (Hazard H = sideEffectsBefore(F, Br))
    return H;
  SmallVector<const LoadInst *, 4> Loads;
  conditionLoads(Br.getCondition(), Loads);
  for (const LoadInst *L : Loads) {
    MemoryLocation Loc = MemoryLocation::get(L);
    for (const BasicBlock &BB : F)
      for (const Instruction &I : BB)
        if (I.mayWriteToMemory() &&
            isModSet(AA.getModRefInfo(&I, std::optional<MemoryLocation>(Loc))))
          return hazard("condition-clobbered",
                        "the condition reads memory the kernel may write, "
                        "so a thread could change sides between the kernels");
  }
  return {};
}
