//===- BlockNamesTest.cpp - Tests for block names -------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Blocks are named as the printed IR names them, with or without a
/// ModuleSlotTracker; and only GPU triples make a GPU module.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/GPUModule.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

TEST(BlockNamesTest, AsInPrintedIR) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"IR(
define void @f(i1 %c) {
  br i1 %c, label %named, label %1
1:
  ret void
named:
  ret void
}
)IR",
                                                  Err, Ctx);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("f");
  ModuleSlotTracker MST(M.get());
  MST.incorporateFunction(F);
  auto It = F.begin();
  EXPECT_EQ(blockName(&*It), "%0");
  EXPECT_EQ(blockName(*It, MST), "%0");
  EXPECT_EQ(blockName(*++It, MST), "%1");
  EXPECT_EQ(blockName(&*It), "%1");
  EXPECT_EQ(blockName(*++It, MST), "%named");
  EXPECT_EQ(blockName(&*It), "%named");
}

TEST(GPUModuleTest, OnlyGPUTriples) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  for (const char *T :
       {"nvptx64-nvidia-cuda", "nvptx-nvidia-cuda", "amdgcn-amd-amdhsa"}) {
    M.setTargetTriple(Triple(T));
    EXPECT_TRUE(isGPUModule(M)) << T;
  }
  for (const char *T : {"x86_64-pc-linux-gnu", "spirv64", ""}) {
    M.setTargetTriple(Triple(T));
    EXPECT_FALSE(isGPUModule(M)) << T;
  }
}

} // namespace
