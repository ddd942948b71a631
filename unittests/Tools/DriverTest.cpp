//===- DriverTest.cpp - Unit tests of the lockstep driver helpers ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tests of tools/lockstep/Driver.h: error messages, function lookup by
/// demangled name, tables, GPU checks, loading IR files, and the pass
/// context whose TargetMachine lets UniformityInfo see divergence.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::driver;

namespace {

const char *const DiamondIR = R"IR(
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @_Z7diamondPi(ptr addrspace(1) %A) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
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

define void @helper() {
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

class DriverTest : public testing::Test {
protected:
  LLVMContext Ctx;

  void SetUp() override {
    InitializeAllTargetInfos();
    InitializeAllTargets();
    InitializeAllTargetMCs();
    installDiagnosticHandler(Ctx);
  }

  std::unique_ptr<Module> parse(StringRef IR) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    return M;
  }

  /// Write \p Text to a temporary file with \p Suffix; removed by the caller.
  std::string writeTemp(StringRef Suffix, StringRef Text) {
    SmallString<128> Path;
    EXPECT_FALSE(sys::fs::createTemporaryFile("driver-test", Suffix, Path));
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    OS << Text;
    return std::string(Path);
  }
};

TEST_F(DriverTest, InputErrorIsWhatThenFix) {
  Error E = inputError("no such thing", "do this instead");
  EXPECT_EQ(toString(std::move(E)), "no such thing; do this instead");
}

TEST_F(DriverTest, FindsFunctionsBySymbolAndDemangledName) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  for (StringRef Name : {"_Z7diamondPi", "diamond", "diamond(int*)"}) {
    Expected<Function *> F = findFunction(*M, Name);
    ASSERT_TRUE(bool(F)) << toString(F.takeError());
    EXPECT_EQ((*F)->getName(), "_Z7diamondPi");
  }
  Expected<Function *> Missing = findFunction(*M, "nope");
  ASSERT_FALSE(bool(Missing));
  EXPECT_EQ(toString(Missing.takeError()),
            "no function 'nope' in '<string>'; choose one of: _Z7diamondPi, "
            "helper");
  // Declarations are not choices.
  Expected<Function *> Decl = findFunction(*M, "llvm.nvvm.read.ptx.sreg.tid.x");
  ASSERT_FALSE(bool(Decl));
  consumeError(Decl.takeError());
}

TEST_F(DriverTest, TablesAlignColumns) {
  std::string Out;
  raw_string_ostream OS(Out);
  printTable(OS, {{"a", "bb", "c"}, {"ccc", "d", "long last column"}}, 1);
  EXPECT_EQ(Out, " a    bb  c\n ccc  d   long last column\n");
}

TEST_F(DriverTest, OnlyGPUModulesPass) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  EXPECT_FALSE(bool(requireGPUModule(*M, "test")));
  M->setTargetTriple(Triple("amdgcn-amd-amdhsa"));
  EXPECT_FALSE(bool(requireGPUModule(*M, "test")));
  M->setTargetTriple(Triple("x86_64-pc-linux-gnu"));
  Error E = requireGPUModule(*M, "test");
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("test needs a GPU module"),
            std::string::npos);
}

TEST_F(DriverTest, LoadsAndVerifiesIRFiles) {
  std::string Good = writeTemp("ll", DiamondIR);
  FileRemover RemoveGood(Good);
  Expected<std::unique_ptr<Module>> M = loadKernel(Good, Ctx);
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  EXPECT_TRUE((*M)->getFunction("_Z7diamondPi"));

  std::string Bad = writeTemp(
      "ll", "define i32 @f() {\n  %a = add i32 %b, 1\n  %b = add i32 1, 1\n"
            "  ret i32 %a\n}\n");
  FileRemover RemoveBad(Bad);
  Expected<std::unique_ptr<Module>> Invalid = loadKernel(Bad, Ctx);
  ASSERT_FALSE(bool(Invalid));
  EXPECT_NE(toString(Invalid.takeError()).find("invalid IR in"),
            std::string::npos);

  Expected<std::unique_ptr<Module>> Missing =
      loadKernel("/nonexistent/kernel.ll", Ctx);
  ASSERT_FALSE(bool(Missing));
  EXPECT_EQ(toString(Missing.takeError()),
            "cannot open '/nonexistent/kernel.ll': no such file; check the "
            "path of the kernel");
}

TEST_F(DriverTest, PassContextSeesDivergence) {
  // Without the NVPTX TargetMachine, UniformityInfo would call every branch
  // uniform; the context must supply the GPU's TTI.
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  Function &F = *M->getFunction("_Z7diamondPi");
  UniformityInfo &UI =
      (*PC)->functionAnalyses().getResult<UniformityInfoAnalysis>(F);
  EXPECT_TRUE(UI.hasDivergentTerminator(F.getEntryBlock()));
  EXPECT_EQ((*PC)->targetMachine().getTargetCPU(), "sm_90");
}

TEST_F(DriverTest, PassContextRunsPassesAndRejectsUnknownOnes) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  Error Unknown = (*PC)->runPasses(*M, "no-such-pass");
  ASSERT_TRUE(bool(Unknown));
  EXPECT_NE(toString(std::move(Unknown)).find("'no-such-pass'"),
            std::string::npos);
  ASSERT_FALSE(bool((*PC)->runPasses(*M, "cf-meld")));
  EXPECT_FALSE(verifyModule(*M, &errs()));
  // The diamond is melded: no divergent branch is left.
  Function &F = *M->getFunction("_Z7diamondPi");
  UniformityInfo &UI =
      (*PC)->functionAnalyses().getResult<UniformityInfoAnalysis>(F);
  for (BasicBlock &BB : F)
    EXPECT_FALSE(UI.hasDivergentTerminator(BB)) << BB.getName().str();
}

TEST_F(DriverTest, CollectsRemarksOfOnePass) {
  std::unique_ptr<Module> M = parse(DiamondIR);
  ASSERT_TRUE(M);
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*M);
  ASSERT_TRUE(bool(PC)) << toString(PC.takeError());
  std::vector<CollectedRemark> Remarks;
  {
    RemarkCollection Collect(Ctx, "cf-meld", Remarks);
    ASSERT_FALSE(bool((*PC)->runPasses(*M, "cf-meld")));
  }
  ASSERT_EQ(Remarks.size(), 1u);
  EXPECT_EQ(Remarks[0].Kind, CollectedRemark::Passed);
  EXPECT_EQ(Remarks[0].Pass, "cf-meld");
  EXPECT_NE(Remarks[0].Message.find("melded block-block"), std::string::npos);
  EXPECT_EQ(StringRef(Remarks[0].Location).split(' ').first, "_Z7diamondPi");
}

} // namespace
