//===- NVPTXTestBase.h - Fixture with NVPTX analyses ------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A GoogleTest fixture that parses IR and provides a FunctionAnalysisManager
/// whose TargetTransformInfo comes from NVPTX, so that UniformityInfo (and
/// with it every Lockstep analysis) sees divergence as it does in opt with
/// -mtriple=nvptx64-nvidia-cuda.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_UNITTESTS_SUPPORT_NVPTXTESTBASE_H
#define LOCKSTEP_UNITTESTS_SUPPORT_NVPTXTESTBASE_H

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"

namespace lockstep {

class NVPTXTestBase : public testing::Test {
protected:
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  std::unique_ptr<llvm::TargetMachine> TM;
  llvm::FunctionAnalysisManager FAM;

  void SetUp() override {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    std::string Err;
    llvm::Triple T("nvptx64-nvidia-cuda");
    const llvm::Target *Tgt = llvm::TargetRegistry::lookupTarget(T, Err);
    ASSERT_TRUE(Tgt) << Err;
    TM.reset(Tgt->createTargetMachine(T, "sm_90", "", llvm::TargetOptions(),
                                      std::nullopt));
    FAM.registerPass([&] { return TM->getTargetIRAnalysis(); });
    FAM.registerPass([] { return LockstepUniformityAnalysis(); });
    FAM.registerPass([] { return DivergentRegionsAnalysis(); });
    llvm::PassBuilder PB(TM.get());
    PB.registerFunctionAnalyses(FAM);
  }

  /// Parse \p IR into M (replacing any previous module) and verify it.
  llvm::Function &parse(llvm::StringRef IR, llvm::StringRef Name = "k") {
    FAM.clear();
    llvm::SMDiagnostic Err;
    M = llvm::parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    EXPECT_FALSE(llvm::verifyModule(*M, &llvm::errs()));
    return *M->getFunction(Name);
  }

  /// The block of \p F named \p Name, or null.
  static llvm::BasicBlock *block(llvm::Function &F, llvm::StringRef Name) {
    for (llvm::BasicBlock &BB : F)
      if (BB.getName() == Name)
        return &BB;
    return nullptr;
  }

  const DivergentRegionInfo &regions(llvm::Function &F) {
    return FAM.getResult<DivergentRegionsAnalysis>(F);
  }
};

} // namespace lockstep

#endif // LOCKSTEP_UNITTESTS_SUPPORT_NVPTXTESTBASE_H
