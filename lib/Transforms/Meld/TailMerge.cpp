//===- TailMerge.cpp - Tail merging baseline ------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The tail-merging (cross-jumping) baseline of the DARM evaluation (CFM
/// Table I): when both sides of a divergent diamond end with the same
/// instruction sequence, the sequence is split off both sides and melded
/// into one block with cf-meld's code generation. Only identical sequences
/// qualify: same operation and operands, or operands that are corresponding
/// instructions of the tail itself, so no select is ever needed.
///
///     T: a; s1; s2        F: b; s1'; s2'          T: a    F: b
///          \                 /           ==>         \    /
///                 X                               tail: s1; s2
///                                                      |
///                                                      X
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/TailMerge.h"

#include "MeldCodeGen.h"
#include "MeldFixpoint.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "tail-merge"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

STATISTIC(NumMerged, "Divergent diamonds whose tails were merged");
STATISTIC(NumTailInstrs, "Instructions merged into common tails");

static cl::opt<unsigned> MinLengthOpt(
    "tail-merge-min-length", cl::init(1),
    cl::desc("Minimum number of identical tail instructions to merge"),
    cl::cat(getLockstepCategory()));

Expected<TailMergeOptions> lockstep::parseTailMergeOptions(StringRef Params) {
  TailMergeOptions O;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    StringRef Text = P;
    unsigned N;
    if (P.consume_front("min-length=") && !P.getAsInteger(10, N)) {
      O.MinLength = N;
      continue;
    }
    return createStringError(inconvertibleErrorCode(),
                             "invalid tail-merge parameter '" + Text +
                                 "' (expected min-length=N)");
  }
  return O;
}

/// Length of the identical instruction sequence ending both bodies.
static unsigned commonTailLength(ArrayRef<Instruction *> A,
                                 ArrayRef<Instruction *> B) {
  // Walk from the front of the candidate tail so operand correspondence is
  // known; try the longest tail first.
  for (unsigned L = std::min(A.size(), B.size()); L > 0; --L) {
    ArrayRef<Instruction *> TA = A.take_back(L), TB = B.take_back(L);
    DenseMap<Value *, Value *> Corr;
    bool Same = true;
    for (unsigned K = 0; K < L && Same; ++K) {
      Instruction *IA = TA[K], *IB = TB[K];
      Same = !isNeverAligned(*IA) && IA->isSameOperationAs(IB) &&
             areCompatible(*IA, *IB);
      for (unsigned O = 0; Same && O < IA->getNumOperands(); ++O) {
        Value *OA = IA->getOperand(O), *OB = IB->getOperand(O);
        Same = OA == OB || Corr.lookup(OA) == OB;
      }
      Corr[IA] = IB;
    }
    if (Same)
      return L;
  }
  return 0;
}

/// The two sides of the diamond below \p BB, or false with \p Why.
static bool diamondSides(BasicBlock &BB, BasicBlock *&T, BasicBlock *&FB,
                         std::string &Why) {
  auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
  if (!BI || !BI->isConditional()) {
    Why = "not a conditional branch";
    return false;
  }
  T = BI->getSuccessor(0), FB = BI->getSuccessor(1);
  auto *TT = dyn_cast<BranchInst>(T->getTerminator());
  auto *FT = dyn_cast<BranchInst>(FB->getTerminator());
  if (T != FB && T->getSinglePredecessor() && FB->getSinglePredecessor() &&
      TT && FT && TT->isUnconditional() && FT->isUnconditional() &&
      TT->getSuccessor(0) == FT->getSuccessor(0) && TT->getSuccessor(0) != T &&
      TT->getSuccessor(0) != FB)
    return true;
  Why = "not a diamond (one block per side, common successor)";
  return false;
}

/// One step on the divergent branch ending \p BB: merge the identical tails
/// of its diamond when they have at least \p MinLength instructions.
static bool mergeTails(BasicBlock &BB, CFGUpdateTracker &CFG,
                       unsigned MinLength, std::string &Why) {
  BasicBlock *T, *FB;
  if (!diamondSides(BB, T, FB, Why))
    return false;
  auto BodyT = blockBody(T), BodyF = blockBody(FB);
  unsigned L = commonTailLength(BodyT, BodyF);
  if (L < MinLength) {
    Why = "identical tail of " + std::to_string(L) + " instructions, below " +
          std::to_string(MinLength);
    return false;
  }
  BasicBlock *X = T->getSingleSuccessor();
  MeldRequest Req;
  Req.Cond = cast<BranchInst>(BB.getTerminator())->getCondition();
  Req.RegionEntry = &BB;
  Req.NextA = Req.NextB = X;
  Req.Pairs.push_back({SplitBlock(T, BodyT[BodyT.size() - L]->getIterator()),
                       SplitBlock(FB, BodyF[BodyF.size() - L]->getIterator())});
  OptimizationRemark Rem(DEBUG_TYPE, "Merged",
                         BB.getTerminator()->getDebugLoc(), &BB);
  Expected<MeldStats> S = meldSubgraphs(Req, CFG);
  if (!S) {
    // Only the two splits happened: a valid, equivalent CFG.
    Why = toString(S.takeError());
    return true;
  }
  ++NumMerged;
  NumTailInstrs += S->Aligned;
  OptimizationRemarkEmitter(BB.getParent()).emit([&] {
    return Rem << "merged identical tail of "
               << ore::NV("Instructions", S->Aligned) << " instructions";
  });
  return true;
}

PreservedAnalyses TailMergePass::run(Function &F,
                                     FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !isGPUModule(*F.getParent()))
    return PreservedAnalyses::all();
  unsigned MinLength = std::max(1u, Opts.MinLength.value_or(MinLengthOpt));
  bool Changed = runBranchFixpoint(
      F, FAM, DEBUG_TYPE, "NotMerged", /*MaxSteps=*/1024,
      [&](BasicBlock &BB, CFGUpdateTracker &CFG, std::string &Why) {
        return mergeTails(BB, CFG, MinLength, Why);
      });
  return Changed ? treesPreserved() : PreservedAnalyses::all();
}
