//===- MeldCodeGenTest.cpp - cf-meld, branch-fusion, tail-merge on IR -----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs the melding passes on small kernels with NVPTX's divergence and
/// checks the shape of the result and that it verifies.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Transforms/Meld/BranchFusion.h"
#include "lockstep/Transforms/Meld/CFMeld.h"
#include "lockstep/Transforms/Meld/TailMerge.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;

namespace {

class MeldCodeGenTest : public NVPTXTestBase {
protected:
  template <typename PassT> bool runPass(Function &F, PassT P) {
    PreservedAnalyses PA = P.run(F, FAM);
    EXPECT_FALSE(verifyFunction(F, &errs()));
    return !PA.areAllPreserved();
  }
  static unsigned count(Function &F, unsigned Opcode) {
    unsigned N = 0;
    for (Instruction &I : instructions(F))
      N += I.getOpcode() == Opcode;
    return N;
  }
};

const char *Bitonic = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %j, i32 %kk) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ixj = xor i32 %i, %j
  %and = and i32 %i, %kk
  %up = icmp eq i32 %and, 0
  %pi = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pj = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ixj
  br i1 %up, label %C, label %D
C:
  %x1 = load i32, ptr addrspace(1) %pi, align 4
  %y1 = load i32, ptr addrspace(1) %pj, align 4
  %gt = icmp sgt i32 %x1, %y1
  br i1 %gt, label %E, label %X1
E:
  store i32 %y1, ptr addrspace(1) %pi, align 4
  store i32 %x1, ptr addrspace(1) %pj, align 4
  br label %X1
X1:
  br label %G
D:
  %x2 = load i32, ptr addrspace(1) %pi, align 4
  %y2 = load i32, ptr addrspace(1) %pj, align 4
  %lt = icmp slt i32 %x2, %y2
  br i1 %lt, label %F, label %X2
F:
  store i32 %y2, ptr addrspace(1) %pi, align 4
  store i32 %x2, ptr addrspace(1) %pj, align 4
  br label %X2
X2:
  br label %G
G:
  ret void
}
)IR";

TEST_F(MeldCodeGenTest, BitonicRegionRegion) {
  Function &F = parse(Bitonic);
  EXPECT_EQ(count(F, Instruction::Load), 4u);
  EXPECT_TRUE(runPass(F, CFMeldPass()));
  EXPECT_EQ(count(F, Instruction::Load), 2u);
  EXPECT_EQ(count(F, Instruction::Store), 2u);
  // The two sides melded completely: the divergent branch on %up is gone
  // (no guard needed), and the one conditional branch left is the melded
  // compare, chosen per lane by a select on %up.
  SmallVector<BranchInst *, 2> CondBranches;
  for (Instruction &I : instructions(F))
    if (auto *BI = dyn_cast<BranchInst>(&I); BI && BI->isConditional())
      CondBranches.push_back(BI);
  ASSERT_EQ(CondBranches.size(), 1u);
  auto *Sel = dyn_cast<SelectInst>(CondBranches[0]->getCondition());
  ASSERT_TRUE(Sel);
  EXPECT_EQ(Sel->getCondition()->getName(), "up");
  EXPECT_FALSE(CondBranches[0]->getMetadata("lockstep.meld.guard"));
  EXPECT_TRUE(CondBranches[0]->getMetadata("lockstep.melded"));
}

TEST_F(MeldCodeGenTest, ThresholdParameterBlocksMelding) {
  Function &F = parse(Bitonic);
  auto Opts = parseCFMeldOptions("threshold=0.9");
  ASSERT_TRUE(bool(Opts));
  EXPECT_FALSE(runPass(F, CFMeldPass(*Opts)));
  EXPECT_FALSE(bool(parseCFMeldOptions("threshold=abc")));
  consumeError(parseCFMeldOptions("threshold=abc").takeError());
}

const char *Diamond = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  %m = fmul float %v, 2.0
  store float %m, ptr addrspace(1) %b, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %b, align 4
  %d = fdiv float %y, %v
  %m2 = fmul float %v, 2.0
  store float %m2, ptr addrspace(1) %b, align 4
  br label %X
X:
  %r = phi float [ %x, %T ], [ %d, %F ]
  store float %r, ptr addrspace(1) %a, align 4
  ret void
}
)IR";

TEST_F(MeldCodeGenTest, BranchFusionUnpredicatesTheDivision) {
  Function &F = parse(Diamond);
  EXPECT_TRUE(runPass(F, BranchFusionPass()));
  // The fdiv only the F side ran sits behind a guard branch.
  for (Instruction &I : instructions(F))
    if (I.getOpcode() == Instruction::FDiv) {
      BasicBlock *Pred = I.getParent()->getSinglePredecessor();
      ASSERT_TRUE(Pred);
      EXPECT_TRUE(Pred->getTerminator()->getMetadata("lockstep.meld.guard"));
    }
  EXPECT_EQ(count(F, Instruction::Load), 1u);
}

TEST_F(MeldCodeGenTest, TailMergeSinksIdenticalTail) {
  Function &F = parse(Diamond);
  EXPECT_TRUE(runPass(F, TailMergePass()));
  EXPECT_EQ(count(F, Instruction::FMul), 1u);
  EXPECT_EQ(count(F, Instruction::Load), 2u);
}

TEST_F(MeldCodeGenTest, UniformBranchUntouched) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, i1 %u) {
entry:
  br i1 %u, label %T, label %F
T:
  store float 1.0, ptr addrspace(1) %a, align 4
  br label %X
F:
  store float 2.0, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
)IR");
  EXPECT_FALSE(runPass(F, CFMeldPass()));
  EXPECT_FALSE(runPass(F, BranchFusionPass()));
  EXPECT_FALSE(runPass(F, TailMergePass()));
}

} // namespace
