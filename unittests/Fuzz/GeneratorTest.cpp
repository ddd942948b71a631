//===- GeneratorTest.cpp - Tests of the lockstep-fuzz kernel generator ----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Generated kernels verify, are ptx_kernels of the nvptx64 triple, come
/// with a launch spec lockstep-sim accepts, are deterministic per seed, and
/// together cover the shapes and operations the fuzzer promises.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/KernelGenerator.h"
#include "lockstep/Fuzz/Oracle.h"
#include "lockstep/Sim/LaunchSpec.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

std::string print(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

class GeneratorTest : public testing::Test {
protected:
  std::unique_ptr<TargetMachine> TM;
  void SetUp() override {
    auto T = createNVPTXMachine();
    ASSERT_TRUE(bool(T)) << toString(T.takeError());
    TM = std::move(*T);
  }
  /// Calls \p Fn on every instruction of the kernels of seeds 1-300 (default
  /// weights), the sample the coverage tests look at.
  void forEachSampled(function_ref<void(Function &, Instruction &)> Fn) {
    for (uint64_t Seed = 1; Seed <= 300; ++Seed) {
      LLVMContext Ctx;
      GeneratedKernel K = gen(Ctx, Seed);
      for (Function &F : *K.M)
        for (Instruction &I : instructions(F))
          Fn(F, I);
    }
  }
  GeneratedKernel gen(LLVMContext &Ctx, uint64_t Seed) {
    return generateKernel(Ctx, TM->createDataLayout(), Seed);
  }
};

TEST_F(GeneratorTest, KernelsVerifyAndSpecsParse) {
  for (uint64_t Seed = 1; Seed <= 150; ++Seed) {
    LLVMContext Ctx;
    GeneratedKernel K = gen(Ctx, Seed);
    std::string Err;
    raw_string_ostream OS(Err);
    EXPECT_FALSE(verifyModule(*K.M, &OS)) << "seed " << Seed << ": " << Err;
    Function *F = K.M->getFunction(KernelName);
    ASSERT_TRUE(F);
    EXPECT_EQ(F->getCallingConv(), CallingConv::PTX_Kernel);
    EXPECT_TRUE(K.M->getTargetTriple().isNVPTX());
    Expected<sim::LaunchSpec> Spec = sim::parseLaunchSpec(K.SpecJSON, "");
    ASSERT_TRUE(bool(Spec)) << toString(Spec.takeError());
    EXPECT_EQ(Spec->Kernel, KernelName);
    EXPECT_EQ(Spec->Args.size(), F->arg_size());
  }
}

TEST_F(GeneratorTest, SameSeedSameKernel) {
  LLVMContext C1, C2;
  GeneratedKernel A = gen(C1, 42), B = gen(C2, 42), D = gen(C2, 43);
  EXPECT_EQ(print(*A.M), print(*B.M));
  EXPECT_EQ(A.SpecJSON, B.SpecJSON);
  EXPECT_NE(print(*A.M), print(*D.M));
}

/// Over a few hundred kernels every promised construct appears.
TEST_F(GeneratorTest, CoversShapesAndOperations) {
  StringSet<> Seen;
  forEachSampled([&](Function &F, Instruction &I) {
    Seen.insert(I.getOpcodeName());
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        Seen.insert(Callee->getName());
    if (isa<ReturnInst>(I) && F.getName() == KernelName &&
        &I != F.back().getTerminator())
      Seen.insert("early-return");
  });
  for (StringRef Want :
       {"switch", "phi", "select", "sdiv", "urem", "fdiv", "atomicrmw", "store",
        "load", "sitofp", "llvm.nvvm.vote.ballot.sync",
        "llvm.nvvm.shfl.sync.idx.i32", "llvm.nvvm.shfl.sync.bfly.i32",
        "llvm.nvvm.barrier.cta.sync.aligned.all", "llvm.nvvm.activemask",
        "dev0", "dev1", "llvm.smax.i32", "early-return"})
    EXPECT_TRUE(Seen.contains(Want)) << Want.str();
}

/// Block-uniform branches (FeatureWeights::BlockBranch, on by default): over
/// a few hundred kernels some branch on a compare of blockIdx.x (directly or
/// as blockIdx.x & 1), of blockDim.x and of gridDim.x.
TEST_F(GeneratorTest, BlockUniformBranches) {
  StringSet<> Seen;
  forEachSampled([&](Function &, Instruction &I) {
    auto *BI = dyn_cast<BranchInst>(&I);
    if (!BI || !BI->isConditional())
      return;
    auto *Cmp = dyn_cast<ICmpInst>(BI->getCondition());
    if (!Cmp)
      return;
    for (Value *Op : Cmp->operands()) {
      if (auto *And = dyn_cast<BinaryOperator>(Op);
          And && And->getOpcode() == Instruction::And)
        Op = And->getOperand(0);
      if (auto *II = dyn_cast<IntrinsicInst>(Op))
        Seen.insert(II->getCalledFunction()->getName());
    }
  });
  for (StringRef Want :
       {"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ntid.x",
        "llvm.nvvm.read.ptx.sreg.nctaid.x"})
    EXPECT_TRUE(Seen.contains(Want)) << Want.str();
}

/// covered-switch kernels verify and hold switches with four cases and an
/// unreachable default; without the weight no kernel has one.
TEST_F(GeneratorTest, CoveredSwitchesOnlyWhenAsked) {
  GeneratorOptions Covered;
  Covered.Features.CoveredSwitch = 60;
  unsigned Found = 0;
  for (uint64_t Seed = 1; Seed <= 40; ++Seed) {
    LLVMContext Ctx;
    GeneratedKernel K =
        generateKernel(Ctx, TM->createDataLayout(), Seed, Covered);
    EXPECT_FALSE(verifyModule(*K.M, &errs())) << "seed " << Seed;
    for (Function &F : *K.M)
      for (Instruction &I : instructions(F))
        if (auto *SI = dyn_cast<SwitchInst>(&I);
            SI && isa<UnreachableInst>(SI->getDefaultDest()->front())) {
          EXPECT_EQ(SI->getNumCases(), 4u);
          ++Found;
        }
    LLVMContext Plain;
    GeneratedKernel P = gen(Plain, Seed);
    for (Function &F : *P.M)
      for (Instruction &I : instructions(F))
        EXPECT_FALSE(isa<UnreachableInst>(I)) << "seed " << Seed;
  }
  EXPECT_GT(Found, 10u);
}

} // namespace
