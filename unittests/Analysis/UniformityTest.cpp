//===- UniformityTest.cpp - Unit tests for the uniformity layer -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs the uniformity layer with NVPTX's TargetTransformInfo: each rule of
/// Uniformity.h on the value it refines, its effect on what is computed from
/// the value and on the divergent regions, that LLVM's control-flow
/// divergence is kept, and that the llvm mode answers as UniformityInfo.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/Uniformity.h"

#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace lockstep;

namespace {

class UniformityTest : public NVPTXTestBase {
protected:
  void TearDown() override { setUniformityMode(UniformityMode::Lockstep); }

  const LockstepUniformity &layer(Function &F) {
    return FAM.getResult<LockstepUniformityAnalysis>(F);
  }

  static Value &value(Function &F, StringRef Name) {
    for (Instruction &I : instructions(F))
      if (I.getName() == Name)
        return I;
    for (Argument &A : F.args())
      if (A.getName() == Name)
        return A;
    ADD_FAILURE() << "no value %" << Name.str();
    return *F.arg_begin();
  }
};

const char *IR = R"IR(
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { i32, i32 }
@coef = addrspace(4) externally_initialized global i32 0, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @f(i32)

define ptx_kernel void @k(ptr addrspace(1) %a, ptr byval(%struct.P) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gid = mul i32 %bid, %bdim
  %max = call i32 @llvm.smax.i32(i32 %gid, i32 1)
  %maxt = call i32 @llvm.smax.i32(i32 %tid, i32 1)
  %n = load i32, ptr %p, align 4
  %cp = addrspacecast ptr addrspace(4) @coef to ptr
  %cv = load i32, ptr %cp, align 4
  %call = call i32 @f(i32 %bid)
  %cb = icmp eq i32 %max, %n
  br i1 %cb, label %T, label %J
T:
  br label %J
J:
  %phi = phi i32 [ %cv, %T ], [ %n, %entry ]
  %ct = icmp eq i32 %tid, %phi
  br i1 %ct, label %U, label %X
U:
  store i32 %phi, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
)IR";

TEST_F(UniformityTest, RulesRefineOnlyTheirSources) {
  Function &F = parse(IR);
  EXPECT_EQ(findUniformityRule(value(F, "bid")),
            UniformityRule::BlockUniformRegister);
  EXPECT_EQ(findUniformityRule(value(F, "bdim")),
            UniformityRule::BlockUniformRegister);
  EXPECT_EQ(findUniformityRule(value(F, "tid")), UniformityRule::None);
  EXPECT_EQ(findUniformityRule(value(F, "max")), UniformityRule::PureIntrinsic);
  EXPECT_EQ(findUniformityRule(value(F, "n")),
            UniformityRule::ReadOnlyParamLoad);
  EXPECT_EQ(findUniformityRule(value(F, "cv")), UniformityRule::ConstantLoad);
  EXPECT_EQ(findUniformityRule(value(F, "call")), UniformityRule::None);
  EXPECT_EQ(findUniformityRule(value(F, "a")), UniformityRule::KernelArgument);
}

TEST_F(UniformityTest, LockstepModePropagatesThroughLLVM) {
  Function &F = parse(IR);
  const LockstepUniformity &U = layer(F);
  EXPECT_EQ(U.mode(), UniformityMode::Lockstep);
  for (StringRef Name : {"bid", "bdim", "gid", "max", "n", "cv", "cb", "phi"})
    EXPECT_TRUE(U.isUniform(value(F, Name))) << Name.str();
  for (StringRef Name : {"tid", "maxt", "call", "ct"})
    EXPECT_TRUE(U.isDivergent(value(F, Name))) << Name.str();
  auto Block = [&](StringRef Name) -> BasicBlock & {
    for (BasicBlock &BB : F)
      if (BB.getName() == Name)
        return BB;
    return F.getEntryBlock();
  };
  EXPECT_EQ(U.classifyTerminator(Block("entry")), BranchUniformity::Uniform);
  EXPECT_EQ(U.classifyTerminator(Block("J")), BranchUniformity::Divergent);
  EXPECT_EQ(U.classifyTerminator(Block("X")), BranchUniformity::Uniform);
  // Only the J branch is a divergent region.
  const DivergentRegionInfo &Info = regions(F);
  ASSERT_EQ(Info.Regions.size(), 1u);
  EXPECT_EQ(Info.Regions[0].Entry->getName(), "J");
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

TEST_F(UniformityTest, LLVMModeAnswersAsUniformityInfo) {
  setUniformityMode(UniformityMode::LLVM);
  Function &F = parse(IR);
  const LockstepUniformity &U = layer(F);
  EXPECT_EQ(U.mode(), UniformityMode::LLVM);
  EXPECT_TRUE(U.refinedSources().empty());
  UniformityInfo &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  for (Instruction &I : instructions(F))
    EXPECT_EQ(U.isDivergent(I), UI.isDivergent(static_cast<Value *>(&I)))
        << I.getName().str();
  EXPECT_EQ(regions(F).Regions.size(), 2u);
}

// A divergent join (sync divergence) keeps LLVM's answer: the PHI of two
// uniform values at the join of a threadIdx branch is divergent.
TEST_F(UniformityTest, SyncDivergenceIsKept) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define ptx_kernel void @k() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %T, label %J
T:
  br label %J
J:
  %phi = phi i32 [ %bid, %T ], [ 0, %entry ]
  ret void
}
)IR");
  const LockstepUniformity &U = layer(F);
  EXPECT_TRUE(U.isUniform(value(F, "bid")));
  EXPECT_TRUE(U.isDivergent(value(F, "phi")));
}

// All-divergent mode: every conditional branch and switch, every instruction
// and argument, divergent on an x86 module, which Lockstep then works on.
TEST_F(UniformityTest, AllDivergentModeOnCPUModule) {
  Function &F = parse(R"IR(
target triple = "x86_64-unknown-linux-gnu"
define void @k(i32 %x) {
entry:
  %c = icmp ult i32 %x, 4
  br i1 %c, label %S, label %X
S:
  switch i32 %x, label %X [ i32 1, label %X ]
X:
  ret void
}
)IR");
  // (The fixture's TTI is NVPTX's whatever the triple: the module gate
  // alone keeps divergent-regions off an x86 module.)
  EXPECT_FALSE(lockstepAppliesTo(*M));
  EXPECT_TRUE(regions(F).Regions.empty());
  FAM.clear();

  setUniformityMode(UniformityMode::AllDivergent);
  EXPECT_TRUE(lockstepAppliesTo(*M));
  const LockstepUniformity &U = layer(F);
  EXPECT_EQ(U.mode(), UniformityMode::AllDivergent);
  EXPECT_EQ(uniformityModeName(U.mode()), "all-divergent");
  EXPECT_TRUE(U.refinedSources().empty());
  EXPECT_TRUE(U.isDivergent(value(F, "x")));
  EXPECT_TRUE(U.isDivergent(value(F, "c")));
  for (BasicBlock &BB : F)
    EXPECT_EQ(U.hasDivergentTerminator(BB), BB.getName() != "X")
        << BB.getName().str();
  EXPECT_EQ(regions(F).Regions.size(), 2u);
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

} // namespace
