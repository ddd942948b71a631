//===- UniformVersioningTest.cpp - Versioning a region on a warp vote -----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// UniformVersioning.h: which regions can be versioned and why not, the
/// shape of a versioned region (a vote, a copy for warps that agree, the
/// exit's phis over both), the uniformity layer's view of its two
/// branches, and the no-loss figures of a versioned meld (NoLossModel.h).
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/UniformVersioning.h"

#include "lockstep/Analysis/NoLossModel.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

// A diamond whose sides compute %v, joined by the exit's phi; a region
// with a barrier, one with a loop, and one with a side entry.
const char *Diamond = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %t, %kk
  %up = icmp eq i32 %and, 0
  br i1 %up, label %A, label %B
A:
  %a = add i32 %t, 1
  br label %X
B:
  %b = mul i32 %t, 3
  br label %X
X:
  %v = phi i32 [ %a, %A ], [ %b, %B ]
  br label %Y
Y:
  %sum = add i32 %v, %t
  store i32 %sum, ptr addrspace(1) %p, align 4
  ret void
}
define ptx_kernel void @barrier(i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp eq i32 %t, %kk
  br i1 %up, label %A, label %X
A:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %X
X:
  ret void
}
define ptx_kernel void @loop(i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp eq i32 %t, %kk
  br i1 %up, label %A, label %X
A:
  %c = icmp eq i32 %t, 3
  br i1 %c, label %A, label %X
X:
  ret void
}
define ptx_kernel void @unreachable(i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp eq i32 %t, %kk
  br i1 %up, label %A, label %X
dead:
  br label %A
A:
  br label %X
X:
  ret void
}
define ptx_kernel void @side(i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp eq i32 %t, %kk
  %w = icmp eq i32 %t, 7
  br i1 %w, label %A, label %pre
pre:
  br i1 %up, label %A, label %X
A:
  br label %X
X:
  ret void
}
)IR";

struct Parsed {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  explicit Parsed(StringRef Text, StringRef Triple = "") {
    SMDiagnostic Err;
    std::string Src = Text.str();
    if (!Triple.empty()) {
      size_t At = Src.find("nvptx64-nvidia-cuda");
      Src.replace(At, strlen("nvptx64-nvidia-cuda"), Triple.str());
    }
    M = parseAssemblyString(Src, Err, Ctx);
    if (!M)
      Err.print("UniformVersioningTest", errs());
  }
  Function &fn(StringRef Name) { return *M->getFunction(Name); }
};

BasicBlock &block(Function &F, StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return BB;
  report_fatal_error("no block");
}

BranchInst &branchOf(Function &F, StringRef Name) {
  return *cast<BranchInst>(block(F, Name).getTerminator());
}

std::string why(Function &F, StringRef Entry, StringRef Exit) {
  DominatorTree DT(F);
  return whyNotVersionable(branchOf(F, Entry), &block(F, Exit), DT);
}

TEST(UniformVersioningTest, WhichRegionsCanBeVersioned) {
  Parsed P(Diamond);
  ASSERT_TRUE(P.M);
  EXPECT_EQ(why(P.fn("k"), "entry", "X"), "");
  EXPECT_EQ(why(P.fn("barrier"), "entry", "X"),
            "the region has a call that cannot be copied");
  EXPECT_EQ(why(P.fn("loop"), "entry", "X"), "the region has a loop");
  EXPECT_EQ(why(P.fn("side"), "pre", "X"),
            "a block of the region is entered from outside it");
  EXPECT_EQ(why(P.fn("unreachable"), "entry", "X"),
            "a block of the region is entered from outside it");
  DominatorTree DT(P.fn("k"));
  EXPECT_EQ(whyNotVersionable(branchOf(P.fn("k"), "entry"), nullptr, DT),
            "the region has no exit");
  Parsed X86(Diamond, "x86_64-unknown-linux-gnu");
  ASSERT_TRUE(X86.M);
  EXPECT_EQ(why(X86.fn("k"), "entry", "X"),
            "no warp vote on this target (NVPTX and AMDGPU only)");
  // A vote without a token among convergence-controlled calls is invalid.
  const char *Tokens = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare token @llvm.experimental.convergence.entry()
define ptx_kernel void @k(i32 %kk) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %up = icmp eq i32 %t, %kk
  br i1 %up, label %A, label %B
A:
  br label %X
B:
  br label %X
X:
  ret void
}
)IR";
  Parsed Tok(Tokens);
  ASSERT_TRUE(Tok.M);
  EXPECT_EQ(why(Tok.fn("k"), "entry", "X"), "");
  // (The entry intrinsic alone carries no bundle; a call with one does.)
  {
    Function &F = Tok.fn("k");
    Instruction *TokI = &block(F, "entry").front();
    auto *Tid = cast<CallInst>(TokI->getNextNode());
    OperandBundleDef Bundle("convergencectrl", TokI);
    CallInst *WithBundle = CallInst::Create(Tid, {Bundle}, Tid->getIterator());
    Tid->replaceAllUsesWith(WithBundle);
    Tid->eraseFromParent();
    EXPECT_EQ(why(F, "entry", "X"),
              "the function controls convergence with tokens");
  }
  Parsed Amd(Diamond, "amdgcn-amd-amdhsa");
  ASSERT_TRUE(Amd.M);
  EXPECT_EQ(why(Amd.fn("k"), "entry", "X"), "");
}

TEST(UniformVersioningTest, VersionedShape) {
  Parsed P(Diamond);
  ASSERT_TRUE(P.M);
  Function &F = P.fn("k");
  BranchInst &Br = branchOf(F, "entry");
  Value *Cond = Br.getCondition();
  BasicBlock *Split = versionOnWarpVote(Br, &block(F, "X"));
  ASSERT_FALSE(verifyFunction(F, &errs()));
  // The branch moved into the split block, which the vote's false edge
  // enters; the true edge enters the copy.
  EXPECT_EQ(Br.getParent(), Split);
  auto *Dispatch = cast<BranchInst>(block(F, "entry").getTerminator());
  auto *Vote = cast<IntrinsicInst>(Dispatch->getCondition());
  EXPECT_EQ(Vote->getIntrinsicID(), Intrinsic::nvvm_vote_uni_sync);
  EXPECT_EQ(Vote->getArgOperand(1), Cond);
  EXPECT_EQ(cast<IntrinsicInst>(Vote->getArgOperand(0))->getIntrinsicID(),
            Intrinsic::nvvm_activemask);
  EXPECT_EQ(Dispatch->getSuccessor(1), Split);
  BasicBlock *Copy = Dispatch->getSuccessor(0);
  EXPECT_EQ(Copy->getName(), "entry.split.uniform");
  EXPECT_TRUE(isVoteGuardedBranch(*Copy));
  EXPECT_TRUE(isVoteDispatch(block(F, "entry")));
  EXPECT_FALSE(isVoteGuardedBranch(*Split));
  EXPECT_FALSE(isVoteDispatch(*Split));
  // The exit's phi takes the copy's values from the copy's blocks.
  auto &Phi = cast<PHINode>(block(F, "X").front());
  ASSERT_EQ(Phi.getNumIncomingValues(), 4u);
  Value *FromA = Phi.getIncomingValueForBlock(&block(F, "A.uniform"));
  EXPECT_EQ(cast<Instruction>(FromA)->getParent()->getName(), "A.uniform");
  // Once versioned, the region is not versioned again.
  DominatorTree DT(F);
  EXPECT_EQ(whyNotVersionable(*cast<BranchInst>(Copy->getTerminator()),
                              &block(F, "X"), DT),
            "the branch is part of a region already versioned on a vote");
}

// On AMDGPU the vote is `ballot(c) == 0 || ballot(c) == ballot(true)`, and
// the uniformity layer recognises that shape as it does vote.uni.sync.
TEST(UniformVersioningTest, BallotsOnAMDGPU) {
  Parsed P(Diamond, "amdgcn-amd-amdhsa");
  ASSERT_TRUE(P.M);
  Function &F = P.fn("k");
  BasicBlock *Split = versionOnWarpVote(branchOf(F, "entry"), &block(F, "X"));
  ASSERT_FALSE(verifyFunction(F, &errs()));
  auto *Dispatch = cast<BranchInst>(block(F, "entry").getTerminator());
  EXPECT_EQ(Dispatch->getSuccessor(1), Split);
  auto *Or = cast<BinaryOperator>(Dispatch->getCondition());
  EXPECT_EQ(Or->getOpcode(), Instruction::Or);
  unsigned Ballots = 0;
  for (Instruction &I : block(F, "entry"))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      Ballots += II->getIntrinsicID() == Intrinsic::amdgcn_ballot;
  EXPECT_EQ(Ballots, 2u);
  EXPECT_TRUE(isVoteGuardedBranch(*Dispatch->getSuccessor(0)));
  EXPECT_TRUE(isVoteDispatch(block(F, "entry")));
  // A ballot of another value than the branch's does not guard it.
  Or->setOperand(0, ConstantInt::getFalse(F.getContext()));
  EXPECT_FALSE(isVoteGuardedBranch(*Dispatch->getSuccessor(0)));
}

TEST(UniformVersioningTest, VersionedGainModel) {
  MeldGainModel M;
  M.SplitRate = 0.5;
  M.IssueSaved = 100, M.IssueOverhead = 120;
  M.ChainSaved = 60, M.ChainOverhead = 80;
  M.SlotSaved = 40, M.SlotOverhead = 50;
  EXPECT_FALSE(M.passes());
  MeldGainModel V = M.versioned();
  EXPECT_TRUE(V.Versioned);
  const int64_t Vote = SIMTCostModel::latency(InstClass::WarpVote);
  const int64_t Br = SIMTCostModel::latency(InstClass::Branch);
  EXPECT_EQ(V.DispatchIssue, 2 * Vote + Br);
  EXPECT_EQ(V.DispatchChain,
            Vote + int64_t(SIMTCostModel::issueInterval(InstClass::Branch)));
  // Every warp pays the dispatch; no warp pays the meld's overhead.
  EXPECT_DOUBLE_EQ(V.issueGain(), 0.5 * 100 - double(V.DispatchIssue));
  EXPECT_DOUBLE_EQ(V.chainGain(), 0.5 * 60 - double(V.DispatchChain));
  EXPECT_DOUBLE_EQ(V.slotGain(), 0.5 * 40 - double(V.DispatchSlot));
  EXPECT_TRUE(V.passes());
  EXPECT_NE(V.describe().find("versioned on a warp vote"), std::string::npos);
  // AMDGPU's dispatch adds three integer operations, two on the chain.
  MeldGainModel A = M.versioned(/*Ballots=*/true);
  const int64_t Alu = SIMTCostModel::latency(InstClass::IntAlu);
  EXPECT_EQ(A.DispatchIssue, V.DispatchIssue + 3 * Alu);
  EXPECT_EQ(A.DispatchChain, V.DispatchChain + 2 * Alu);
  // A split warp must save more than the dispatch costs every warp.
  V.ChainSaved = 2 * V.DispatchChain;
  EXPECT_FALSE(V.passes());
}

} // namespace
