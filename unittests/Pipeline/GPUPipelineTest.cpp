//===- GPUPipelineTest.cpp - Tests of the shared pipeline setup -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// GPUPassContext, the pipeline setup of the driver and the fuzz oracle: the
/// CPU choice (--arch, "target-cpu", sm_90), errors for unknown CPUs and
/// non-GPU triples, a borrowed TargetMachine, and the diagnostics protocol
/// of runPasses (the first error diagnostic becomes the returned Error,
/// remarks still reach the context's handler, which is restored after).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Pipeline/GPUPipeline.h"

#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

const char *const DiamondIR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %A) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds i32, ptr addrspace(1) %A, i32 %tid
  br i1 %c, label %then, label %else
then:
  %x = load i32, ptr addrspace(1) %p, align 4
  %x2 = mul i32 %x, 3
  store i32 %x2, ptr addrspace(1) %p, align 4
  br label %exit
else:
  %y = load i32, ptr addrspace(1) %p, align 4
  %y2 = mul i32 %y, 5
  store i32 %y2, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "target-cpu"="sm_80" }
)IR";

/// A test pass that emits a missed remark and, with \p Fail, an error.
struct DiagnosePass : PassInfoMixin<DiagnosePass> {
  bool Fail;
  explicit DiagnosePass(bool Fail) : Fail(Fail) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    F.getContext().diagnose(OptimizationRemarkMissed("diagnose", "Skipped",
                                                     &F.getEntryBlock().front())
                            << "skipped");
    if (Fail)
      F.getContext().emitError("diagnose: broken step");
    return PreservedAnalyses::all();
  }
};

/// Counts the remarks and errors that reach it.
struct CountingHandler : DiagnosticHandler {
  unsigned *Remarks, *Errors;
  CountingHandler(unsigned *R, unsigned *E) : Remarks(R), Errors(E) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    ++*(DI.getSeverity() == DS_Error ? Errors : Remarks);
    return true;
  }
  bool isAnyRemarkEnabled() const override { return true; }
  bool isMissedOptRemarkEnabled(StringRef) const override { return true; }
};

class GPUPipelineTest : public testing::Test {
protected:
  LLVMContext Ctx;

  void SetUp() override {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
  }

  std::unique_ptr<Module> parse(StringRef IR) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    return M;
  }

  static void addDiagnosePasses(PassBuilder &PB) {
    PB.registerPipelineParsingCallback(
        [](StringRef Name, FunctionPassManager &FPM,
           ArrayRef<PassBuilder::PipelineElement>) {
          if (Name != "diagnose" && Name != "diagnose-fail")
            return false;
          FPM.addPass(DiagnosePass(Name == "diagnose-fail"));
          return true;
        });
  }
};

TEST_F(GPUPipelineTest, ChoosesArchThenTargetCPUThenSM90) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  EXPECT_EQ(chooseGPUCPU(*M, "sm_70"), "sm_70");
  EXPECT_EQ(chooseGPUCPU(*M), "sm_80");
  M->getFunction("k")->removeFnAttr("target-cpu");
  EXPECT_EQ(chooseGPUCPU(*M), "sm_90");
  M->setTargetTriple(Triple("amdgcn-amd-amdhsa"));
  EXPECT_EQ(chooseGPUCPU(*M), "");
}

TEST_F(GPUPipelineTest, RejectsUnknownArchAndNonGPUTriples) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(*M, "sm_1");
  ASSERT_FALSE(bool(PC));
  EXPECT_EQ(toString(PC.takeError()),
            "unknown GPU architecture 'sm_1' for nvptx64-nvidia-cuda; use "
            "--arch sm_XY, e.g. sm_80 or sm_90");
  M->setTargetTriple(Triple("x86_64-unknown-linux-gnu"));
  Expected<std::unique_ptr<TargetMachine>> TM = createTargetMachine(*M);
  ASSERT_FALSE(bool(TM));
  EXPECT_NE(toString(TM.takeError()).find("no LLVM target for triple"),
            std::string::npos);
}

TEST_F(GPUPipelineTest, ContextSeesDivergenceAndMelds) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  EXPECT_EQ((*PC)->targetMachine().getTargetCPU(), "sm_80");
  Function &F = *M->getFunction("k");
  FunctionAnalysisManager &FAM = (*PC)->functionAnalyses();
  EXPECT_TRUE(FAM.getResult<UniformityInfoAnalysis>(F).hasDivergentTerminator(
      F.getEntryBlock()));
  ASSERT_FALSE(bool((*PC)->runPasses(*M, "cf-meld")));
  EXPECT_FALSE(verifyModule(*M, &errs()));
  UniformityInfo &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  for (BasicBlock &BB : F)
    EXPECT_FALSE(UI.hasDivergentTerminator(BB)) << BB.getName().str();
}

TEST_F(GPUPipelineTest, BorrowedMachineOutlivesContexts) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<TargetMachine>> TM = createTargetMachine(*M);
  ASSERT_TRUE(bool(TM)) << toString(TM.takeError());
  for (int I = 0; I < 2; ++I) {
    std::unique_ptr<GPUPassContext> PC = GPUPassContext::create(**TM);
    EXPECT_EQ(&PC->targetMachine(), TM->get());
    EXPECT_FALSE(bool(PC->runPasses(*M, "tail-merge")));
  }
  EXPECT_EQ((*TM)->getTargetCPU(), "sm_80");
}

TEST_F(GPUPipelineTest, ErrorDiagnosticBecomesErrorRemarksPassOn) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  unsigned Remarks = 0, Errors = 0;
  Ctx.setDiagnosticHandler(
      std::make_unique<CountingHandler>(&Remarks, &Errors));
  const DiagnosticHandler *Installed = Ctx.getDiagHandlerPtr();
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  addDiagnosePasses((*PC)->passBuilder());

  ASSERT_FALSE(bool((*PC)->runPasses(*M, "diagnose")));
  EXPECT_EQ(Remarks, 1u);
  Error E = (*PC)->runPasses(*M, "diagnose-fail");
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(toString(std::move(E)),
            "the passes 'diagnose-fail' reported an error: diagnose: broken "
            "step; check the pass parameters");
  EXPECT_EQ(Remarks, 2u);
  EXPECT_EQ(Errors, 0u); // Taken by the context, not seen twice.
  EXPECT_EQ(Ctx.getDiagHandlerPtr(), Installed);
}

TEST_F(GPUPipelineTest, UnknownPassIsAnError) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  Error E = (*PC)->runPassesUnverified(*M, "no-such-pass");
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("'no-such-pass'"), std::string::npos);
}

} // namespace
