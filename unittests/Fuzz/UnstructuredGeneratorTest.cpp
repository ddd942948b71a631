//===- UnstructuredGeneratorTest.cpp - Generator features of issue 14 -----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each generator feature of issues 13 and 14, enabled alone: the kernels
/// verify, run in lockstep-sim (the oracle can simulate the original), and
/// contain the intended CFG shape: unstructured edges of the expected kind
/// (the unstructured-regions analysis), an irreducible cycle (CycleInfo),
/// one device function called on both sides of a branch, branches on
/// blockIdx/blockDim, several returns, a two-block launch. Also the parser
/// of --gen-weights.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/UnstructuredRegions.h"
#include "lockstep/Fuzz/KernelGenerator.h"
#include "lockstep/Fuzz/Oracle.h"
#include "lockstep/Sim/LaunchSpec.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Verifier.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

constexpr uint64_t Seeds = 12;

FeatureWeights none() {
  FeatureWeights W;
  W.ShortCircuit = W.LoopExit = W.Goto = W.LoopEntry = W.Irreducible = 0;
  W.EarlyReturn = W.SideCalls = W.BlockBranch = W.MultiBlock = 0;
  return W;
}

/// A property of one generated kernel function.
using Shape = std::function<bool(Function &, FunctionAnalysisManager &)>;

class UnstructuredGeneratorTest : public NVPTXTestBase {
protected:
  void SetUp() override {
    NVPTXTestBase::SetUp();
    FAM.registerPass([] { return UnstructuredRegionsAnalysis(); });
  }

  /// Generates kernels 1..Seeds with only \p W's features; each verifies and
  /// simulates; returns for how many \p Has holds.
  unsigned countWith(const FeatureWeights &W, const Shape &Has,
                     std::string *Spec1 = nullptr) {
    unsigned Count = 0;
    for (uint64_t Seed = 1; Seed <= Seeds; ++Seed) {
      LLVMContext C;
      GeneratorOptions Opts;
      Opts.Features = W;
      GeneratedKernel K = generateKernel(C, TM->createDataLayout(), Seed, Opts);
      std::string Err;
      raw_string_ostream OS(Err);
      EXPECT_FALSE(verifyModule(*K.M, &OS)) << "seed " << Seed << ": " << Err;
      auto Spec = sim::parseLaunchSpec(K.SpecJSON, "");
      EXPECT_TRUE(bool(Spec)) << toString(Spec.takeError());
      if (!Spec)
        continue;
      if (Spec1 && Seed == 1)
        *Spec1 = K.SpecJSON;
      Outcome O = checkIsolated(*K.M, *Spec, *TM, "tail-merge", 30);
      EXPECT_NE(O.V, Verdict::BadOriginal) << "seed " << Seed << O.Detail;
      EXPECT_FALSE(isFinding(O.V)) << "seed " << Seed << ": " << O.Detail;
      FAM.clear();
      Count += Has(*K.M->getFunction(KernelName), FAM);
    }
    return Count;
  }
};

Shape hasEdge(UnstructuredEdgeKind Kind) {
  return [Kind](Function &F, FunctionAnalysisManager &FAM) {
    for (const UnstructuredEdge &E :
         FAM.getResult<UnstructuredRegionsAnalysis>(F).Edges)
      if (E.Kind == Kind)
        return true;
    return false;
  };
}

bool hasIrreducibleCycle(Function &F, FunctionAnalysisManager &FAM) {
  for (const auto *C : FAM.getResult<CycleAnalysis>(F).toplevel_cycles())
    for (const auto *D : depth_first(C))
      if (!D->isReducible())
        return true;
  return false;
}

/// Two calls of one device function in blocks neither of which dominates
/// the other: the two sides of a branch.
bool hasSideCalls(Function &F, FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  std::vector<CallInst *> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (CI->getCalledFunction() && !CI->getCalledFunction()->isIntrinsic())
        Calls.push_back(CI);
  for (CallInst *A : Calls)
    for (CallInst *B : Calls)
      if (A != B && A->getCalledFunction() == B->getCalledFunction() &&
          !DT.dominates(A->getParent(), B->getParent()) &&
          !DT.dominates(B->getParent(), A->getParent()))
        return true;
  return false;
}

/// A conditional branch on a compare of a block-uniform special register.
bool hasBlockBranch(Function &F, FunctionAnalysisManager &) {
  auto IsSreg = [](Value *V) {
    if (auto *And = dyn_cast<BinaryOperator>(V))
      V = And->getOperand(0);
    auto *II = dyn_cast<IntrinsicInst>(V);
    return II &&
           (II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_ctaid_x ||
            II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_ntid_x ||
            II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_nctaid_x);
  };
  for (BasicBlock &BB : F)
    if (auto *Br = dyn_cast<BranchInst>(BB.getTerminator()))
      if (Br->isConditional())
        if (auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition()))
          if (IsSreg(Cmp->getOperand(0)))
            return true;
  return false;
}

bool hasSeveralReturns(Function &F, FunctionAnalysisManager &) {
  unsigned Rets = 0;
  for (BasicBlock &BB : F)
    Rets += isa<ReturnInst>(BB.getTerminator());
  return Rets > 1;
}

TEST_F(UnstructuredGeneratorTest, ShortCircuitChainsCrossEdges) {
  FeatureWeights W = none();
  W.ShortCircuit = 200;
  EXPECT_GE(countWith(W, hasEdge(UnstructuredEdgeKind::Crossing)), Seeds / 2);
  // Without the feature (and the existing two-test && of IfAnd), fewer.
  EXPECT_LT(countWith(none(), hasEdge(UnstructuredEdgeKind::Crossing)),
            countWith(W, hasEdge(UnstructuredEdgeKind::Crossing)));
}

TEST_F(UnstructuredGeneratorTest, LoopExitsLeaveLoops) {
  FeatureWeights W = none();
  W.LoopExit = 100;
  EXPECT_GE(countWith(W, hasEdge(UnstructuredEdgeKind::OutOfLoop)), 3u);
  EXPECT_EQ(countWith(none(), hasEdge(UnstructuredEdgeKind::OutOfLoop)), 0u);
}

TEST_F(UnstructuredGeneratorTest, GotosLeaveLoops) {
  FeatureWeights W = none();
  W.Goto = 200;
  EXPECT_GE(countWith(W, hasEdge(UnstructuredEdgeKind::OutOfLoop)), Seeds / 2);
}

TEST_F(UnstructuredGeneratorTest, JumpsIntoLoopBodies) {
  FeatureWeights W = none();
  W.LoopEntry = 200;
  EXPECT_GE(countWith(W, hasEdge(UnstructuredEdgeKind::IntoLoop)), Seeds / 2);
  EXPECT_GE(countWith(W, hasIrreducibleCycle), Seeds / 2);
  EXPECT_EQ(countWith(none(), hasIrreducibleCycle), 0u);
}

TEST_F(UnstructuredGeneratorTest, TwoEntryLoops) {
  FeatureWeights W = none();
  W.Irreducible = 200;
  EXPECT_GE(countWith(W, hasIrreducibleCycle), Seeds / 2);
}

TEST_F(UnstructuredGeneratorTest, SideCalls) {
  FeatureWeights W = none();
  W.SideCalls = 200;
  EXPECT_GE(countWith(W, hasSideCalls), Seeds / 2);
}

TEST_F(UnstructuredGeneratorTest, BlockUniformBranchesAndTwoBlocks) {
  FeatureWeights W = none();
  W.BlockBranch = 200;
  W.MultiBlock = 100;
  std::string Spec;
  EXPECT_GE(countWith(W, hasBlockBranch, &Spec), Seeds / 2);
  EXPECT_NE(Spec.find("\"grid\": [2, 1, 1]"), std::string::npos) << Spec;
  EXPECT_EQ(countWith(none(), hasBlockBranch, &Spec), 0u);
  EXPECT_NE(Spec.find("\"grid\": [1, 1, 1]"), std::string::npos) << Spec;
}

TEST_F(UnstructuredGeneratorTest, EarlyReturns) {
  FeatureWeights W = none();
  W.EarlyReturn = 200;
  EXPECT_GE(countWith(W, hasSeveralReturns), Seeds / 2);
  EXPECT_EQ(countWith(none(), hasSeveralReturns), 0u);
}

TEST(FeatureWeightsTest, Parse) {
  FeatureWeights W;
  EXPECT_FALSE(bool(parseFeatureWeights("goto=0, irreducible=9", W)));
  EXPECT_EQ(W.Goto, 0u);
  EXPECT_EQ(W.Irreducible, 9u);
  EXPECT_FALSE(bool(parseFeatureWeights("", W)));
  for (const char *Bad : {"gotoo=1", "goto", "goto=x", "loop-exit=101",
                          "multi-block=-1", "goto=1,=2"}) {
    Error E = parseFeatureWeights(Bad, W);
    EXPECT_TRUE(bool(E)) << Bad;
    consumeError(std::move(E));
  }
}

} // namespace
