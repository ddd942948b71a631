//===- ConvergentOps.cpp - Operations that see how lanes are grouped ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Classifies calls for spec-reconverge's safety checks (ConvergentOps.h):
/// NVVM intrinsics by name (the CTA barriers are llvm.nvvm.barrier* and
/// llvm.nvvm.bar.sync, everything else convergent is warp-level), inline
/// assembly by its text (the PTX warp instructions lockstep-sim runs, and
/// the special registers %lanemask_*), and defined callees by their bodies.
///
//===----------------------------------------------------------------------===//

#include "ConvergentOps.h"

#include "BarrierDataflow.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

static ConvergentKind classifyAsm(const InlineAsm &IA) {
  StringRef S = IA.getAsmString();
  for (StringRef W : {"activemask", "vote", "shfl", "match", "redux",
                      "bar.warp", "lanemask", "elect"})
    if (S.contains(W))
      return ConvergentKind::WarpLevel;
  for (StringRef B : {"bar.sync", "barrier", "bar.red", "bar.arrive"})
    if (S.contains(B))
      return ConvergentKind::BlockBarrier;
  return ConvergentKind::None;
}

ConvergentKind lockstep::specrec::classifyCall(const CallBase &CB) {
  if (isBarrierFunctionCall(CB))
    return ConvergentKind::LockstepBarrier;
  if (const auto *IA = dyn_cast<InlineAsm>(CB.getCalledOperand()))
    return classifyAsm(*IA);
  const Function *Callee = CB.getCalledFunction();
  if (!CB.isConvergent())
    return ConvergentKind::None;
  if (!Callee || !Callee->isIntrinsic())
    return Callee && !Callee->isDeclaration() ? ConvergentKind::None
                                              : ConvergentKind::WarpLevel;
  StringRef N = Callee->getName();
  if (N.starts_with("llvm.nvvm.bar.warp"))
    return ConvergentKind::WarpLevel;
  if (N.starts_with("llvm.nvvm.barrier") || N.starts_with("llvm.nvvm.bar.sync"))
    return ConvergentKind::BlockBarrier;
  return ConvergentKind::WarpLevel;
}

namespace {
/// One walk over blocks and, transitively, the functions they call.
class Scan {
public:
  /// \p Refused: whether the scan stops at a call of this kind.
  explicit Scan(function_ref<bool(ConvergentKind)> Refused)
      : Refused(Refused) {}
  std::string blocks(ArrayRef<BasicBlock *> Blocks) {
    for (BasicBlock *BB : Blocks)
      for (Instruction &I : *BB)
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          std::string Why = call(*CB);
          if (!Why.empty())
            return Why;
        }
    return "";
  }

private:
  std::string call(const CallBase &CB);
  function_ref<bool(ConvergentKind)> Refused;
  DenseSet<const Function *> Visited;
};
} // namespace

static std::string describe(const CallBase &CB, ConvergentKind K) {
  const Function *Callee = CB.getCalledFunction();
  if (K == ConvergentKind::LockstepBarrier)
    return "holds convergence barrier operations already";
  if (CB.isInlineAsm())
    return "holds inline assembly that " +
           std::string(K == ConvergentKind::BlockBarrier
                           ? "waits at a block barrier"
                           : "reads or needs the warp's lanes");
  if (!Callee)
    return "holds an indirect convergent call";
  if (Callee->isIntrinsic())
    return ("holds the convergent operation '" + Callee->getName() + "'").str();
  return ("calls the external convergent function '" + Callee->getName() + "'")
      .str();
}

std::string Scan::call(const CallBase &CB) {
  ConvergentKind K = classifyCall(CB);
  if (Refused(K))
    return describe(CB, K);
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || Callee->isDeclaration() || !Visited.insert(Callee).second)
    return "";
  for (const Instruction &I : instructions(*Callee))
    if (const auto *Inner = dyn_cast<CallBase>(&I)) {
      std::string Why = call(*Inner);
      if (!Why.empty())
        return Why;
    }
  return "";
}

std::string lockstep::specrec::unsafeReason(ArrayRef<BasicBlock *> Region) {
  return Scan([](ConvergentKind K) { return K != ConvergentKind::None; })
      .blocks(Region);
}

std::string
lockstep::specrec::regroupedUnsafeReason(ArrayRef<BasicBlock *> Blocks) {
  return Scan([](ConvergentKind K) {
           return K == ConvergentKind::WarpLevel ||
                  K == ConvergentKind::BlockBarrier;
         })
      .blocks(Blocks);
}

SmallVector<BasicBlock *, 16>
lockstep::specrec::blocksAfterRegion(ArrayRef<BasicBlock *> Region,
                                     const BasicBlock *Join) {
  DenseSet<const BasicBlock *> In(Region.begin(), Region.end());
  SmallVector<BasicBlock *, 16> Work, Out;
  for (BasicBlock *BB : Region)
    append_range(Work, successors(BB));
  DenseSet<const BasicBlock *> Seen;
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (In.contains(BB) || BB == Join || !Seen.insert(BB).second)
      continue;
    Out.push_back(BB);
    append_range(Work, successors(BB));
  }
  return Out;
}
