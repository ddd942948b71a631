//===- ReducerTest.cpp - Tests of the lockstep-fuzz delta reducer ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reducer shrinks a generated kernel while a predicate holds, keeps it
/// valid, and never touches barriers.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/Reducer.h"
#include "lockstep/Fuzz/KernelGenerator.h"
#include "lockstep/Fuzz/Oracle.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

unsigned countOpcode(const Module &M, unsigned Opcode) {
  unsigned N = 0;
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      N += I.getOpcode() == Opcode;
  return N;
}

unsigned barriers(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (CI->getCalledFunction() &&
            CI->getCalledFunction()->getName().contains("barrier"))
          ++N;
  return N;
}

TEST(ReducerTest, ShrinksWhilePredicateHolds) {
  auto TM = createNVPTXMachine();
  ASSERT_TRUE(bool(TM));
  LLVMContext Ctx;
  GeneratedKernel K = generateKernel(Ctx, (*TM)->createDataLayout(), 21);
  unsigned Before = countInstructions(*K.M);
  unsigned Barriers = barriers(*K.M);
  // "The finding": the kernel still has a switch or a multiplication.
  auto Holds = [](Module &M) {
    return countOpcode(M, Instruction::Switch) +
               countOpcode(M, Instruction::Mul) >
           0;
  };
  ASSERT_TRUE(Holds(*K.M));
  ReduceStats S = reduceKernel(K.M, Holds, 2000);
  EXPECT_FALSE(verifyModule(*K.M, &errs()));
  EXPECT_TRUE(Holds(*K.M));
  EXPECT_GT(S.Accepted, 0u);
  EXPECT_LT(countInstructions(*K.M), Before / 2);
  EXPECT_EQ(barriers(*K.M), Barriers);
}

} // namespace
