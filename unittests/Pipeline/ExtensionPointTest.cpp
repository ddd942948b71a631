//===- ExtensionPointTest.cpp - Tests of pipeline placement ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Pipeline placement (ExtensionPoint.h): the point names, the error for an
/// unknown one, where in LLVM 22's -O3 pipeline each point puts the passes
/// relative to the two unrollers (loop-unroll-full in the function
/// simplification pipeline, loop-unroll in the optimization pipeline), and
/// GPUPassContext::runOptimizationPipeline.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Plugin/ExtensionPoint.h"
#include "lockstep/Pipeline/GPUPipeline.h"
#include "lockstep/Plugin/Registration.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

class ExtensionPointTest : public testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<TargetMachine> TM;

  void SetUp() override {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    Expected<std::unique_ptr<TargetMachine>> Created =
        createGPUTargetMachine(Triple("nvptx64-nvidia-cuda"), "sm_90");
    ASSERT_TRUE(bool(Created));
    TM = std::move(*Created);
  }

  /// The -O3 pipeline with \p Passes requested at \p Point, as text with
  /// class names.
  std::string pipeline(StringRef Passes, StringRef Point) {
    PassBuilder PB(TM.get());
    registerLockstepPasses(PB);
    PlacementRequest Request{Passes.str(), Point.str()};
    registerLockstepPlacement(PB, [Request] { return Request; });
    ModulePassManager MPM =
        PB.buildPerModuleDefaultPipeline(OptimizationLevel::O3);
    std::string Text;
    raw_string_ostream OS(Text);
    MPM.printPipeline(OS, [](StringRef Name) { return Name; });
    return Text;
  }
};

size_t count(StringRef Text, StringRef What) { return Text.count(What); }

/// Where \p What first appears in \p Text; fails the test if nowhere.
size_t at(StringRef Text, StringRef What) {
  size_t Pos = Text.find(What);
  EXPECT_NE(Pos, StringRef::npos) << What.str() << " not in the pipeline";
  return Pos;
}

TEST_F(ExtensionPointTest, NamesRoundTrip) {
  for (StringRef Name :
       {"peephole", "scalar-optimizer-late", "vectorizer-start",
        "vectorizer-end", "optimizer-last"}) {
    Expected<ExtensionPoint> EP = parseExtensionPoint(Name);
    ASSERT_TRUE(bool(EP)) << Name.str();
    EXPECT_EQ(extensionPointName(*EP), Name);
  }
  EXPECT_EQ(extensionPointName(defaultExtensionPoint()), "vectorizer-start");
  Expected<ExtensionPoint> Bad = parseExtensionPoint("loop-end");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "unknown extension point 'loop-end'; known points: " +
                extensionPointNames());
}

TEST_F(ExtensionPointTest, PointsSitWhereTheirNamesSay) {
  // Class names in the printed pipeline: LoopFullUnrollPass is the early
  // full unroller, LoopUnrollPass the runtime one.
  std::string Start = pipeline("cf-meld", "vectorizer-start");
  ASSERT_EQ(count(Start, "DeviceFunctionPass"), 1u);
  size_t At = at(Start, "DeviceFunctionPass");
  EXPECT_LT(at(Start, "LoopFullUnrollPass"), At);
  EXPECT_GT(at(Start, "LoopUnrollPass"), At);
  EXPECT_GT(at(Start, "LoopVectorizePass"), At);

  std::string End = pipeline("cf-meld", "vectorizer-end");
  ASSERT_EQ(count(End, "DeviceFunctionPass"), 1u);
  EXPECT_LT(at(End, "LoopVectorizePass"), at(End, "DeviceFunctionPass"));

  std::string Peephole = pipeline("cf-meld", "peephole");
  EXPECT_EQ(count(Peephole, "DeviceFunctionPass"), 4u);
  EXPECT_LT(at(Peephole, "DeviceFunctionPass"),
            at(Peephole, "LoopFullUnrollPass"));

  std::string Late = pipeline("cf-meld", "scalar-optimizer-late");
  ASSERT_EQ(count(Late, "DeviceFunctionPass"), 1u);
  EXPECT_GT(at(Late, "DeviceFunctionPass"), at(Late, "LoopFullUnrollPass"));

  std::string Last = pipeline("cf-meld", "optimizer-last");
  EXPECT_EQ(count(Last, "DeviceFunctionPass"), 0u);
  ASSERT_EQ(count(Last, "DeviceModulePass"), 1u);
  EXPECT_GT(at(Last, "DeviceModulePass"), at(Last, "LoopUnrollPass"));

  // The default point is vectorizer-start.
  EXPECT_EQ(pipeline("cf-meld", ""), Start);
}

TEST_F(ExtensionPointTest, NoPassesNoWrapper) {
  std::string Text = pipeline("", "vectorizer-start");
  EXPECT_EQ(count(Text, "DeviceFunctionPass"), 0u);
  EXPECT_EQ(count(Text, "DeviceModulePass"), 0u);
}

TEST_F(ExtensionPointTest, BadPointIsReportedAtOptimizerLastOnly) {
  // The pass that diagnoses the bad name sits at the one point every -O3
  // pipeline has; no other point adds anything.
  std::string Text = pipeline("cf-meld", "loop-end");
  EXPECT_EQ(count(Text, "DeviceFunctionPass"), 0u);
  EXPECT_EQ(count(Text, "DeviceModulePass"), 1u);
}

// Twin loops with data-dependent trip counts on the two sides of a
// divergent branch, as clang emits them before its passes run.
const char *const TwinLoopsIR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %A, ptr addrspace(1) %Len, ptr addrspace(1) %Out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  %lp = getelementptr inbounds i32, ptr addrspace(1) %Len, i32 %tid
  %n = load i32, ptr addrspace(1) %lp, align 4
  %lp2 = getelementptr inbounds i32, ptr addrspace(1) %Len, i32 %odd
  %n2 = load i32, ptr addrspace(1) %lp2, align 4
  br i1 %c, label %h1, label %h2
h1:
  %i1 = phi i32 [ 0, %entry ], [ %i1n, %b1 ]
  %a1 = phi i32 [ %tid, %entry ], [ %a1n, %b1 ]
  %c1 = icmp slt i32 %i1, %n
  br i1 %c1, label %b1, label %join
b1:
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %A, i32 %i1
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %m1 = mul i32 %a1, 3
  %a1n = add i32 %m1, %v1
  %i1n = add nsw i32 %i1, 1
  br label %h1
h2:
  %i2 = phi i32 [ 0, %entry ], [ %i2n, %b2 ]
  %a2 = phi i32 [ %tid, %entry ], [ %a2n, %b2 ]
  %c2 = icmp slt i32 %i2, %n2
  br i1 %c2, label %b2, label %join
b2:
  %j2 = add i32 %i2, 5
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %A, i32 %j2
  %v2 = load i32, ptr addrspace(1) %p2, align 4
  %x2 = xor i32 %a2, %v2
  %a2n = add i32 %x2, %i2
  %i2n = add nsw i32 %i2, 1
  br label %h2
join:
  %r = phi i32 [ %a1, %h1 ], [ %a2, %h2 ]
  %op = getelementptr inbounds i32, ptr addrspace(1) %Out, i32 %tid
  store i32 %r, ptr addrspace(1) %op, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "target-cpu"="sm_90" }
)IR";

/// Top-level loops of \p M's function k.
unsigned countLoops(Module &M) {
  Function &F = *M.getFunction("k");
  DominatorTree DT(F);
  LoopInfo LI(DT);
  return std::distance(LI.begin(), LI.end());
}

/// Blocks whose terminator carries \p Kind metadata.
unsigned countTagged(Module &M, StringRef Kind) {
  unsigned N = 0;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      N += BB.getTerminator() && BB.getTerminator()->getMetadata(Kind);
  return N;
}

TEST_F(ExtensionPointTest, RunOptimizationPipelineMeldsBeforeUnrolling) {
  SMDiagnostic Err;
  std::unique_ptr<Module> Plain = parseAssemblyString(TwinLoopsIR, Err, Ctx);
  ASSERT_TRUE(Plain) << Err.getMessage().str();
  std::unique_ptr<Module> Placed = parseAssemblyString(TwinLoopsIR, Err, Ctx);
  std::unique_ptr<GPUPassContext> PC = GPUPassContext::create(*TM);

  // A bad list is an error before anything runs.
  Error E = PC->runOptimizationPipeline(*Placed, "no-such-pass",
                                        ExtensionPoint::VectorizerStart);
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("unknown Lockstep pass"),
            std::string::npos);

  ASSERT_FALSE(bool(PC->runOptimizationPipeline(
      *Plain, "", ExtensionPoint::VectorizerStart)));
  ASSERT_FALSE(bool(PC->runOptimizationPipeline(
      *Placed, "cf-meld", ExtensionPoint::VectorizerStart)));
  // Plain -O3 runtime-unrolls both loops (a loop and a remainder each:
  // 4); melded first, one loop is left, which the unroller leaves alone.
  EXPECT_EQ(countTagged(*Plain, "lockstep.melded"), 0u);
  EXPECT_GT(countTagged(*Placed, "lockstep.melded"), 0u);
  EXPECT_EQ(countLoops(*Plain), 4u);
  EXPECT_EQ(countLoops(*Placed), 1u);
}

} // namespace
