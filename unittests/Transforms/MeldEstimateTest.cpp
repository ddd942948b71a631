//===- MeldEstimateTest.cpp - The no-loss figures of estimateMeld ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// estimateMeld's dependency-chain figures for the no-loss rule
/// (NoLossModel.h): a melded block that branches on a select of the two
/// sides' conditions puts that select on every warp's chain, recurrence or
/// not, and a branch weighs its issue interval on the chain. Every expected
/// figure is derived from SIMTCostModel. Also the issue-slot figures and
/// how a speculated unaligned run changes the issue figures.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/MeldCodeGen.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

// The compare-exchange step of a bitonic sort: each side compares the same
// two values with its own predicate and branches on it.
const char *Step = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(3) %p, ptr addrspace(3) %q, i32 %kk) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %t, %kk
  %up = icmp eq i32 %and, 0
  %x = load i32, ptr addrspace(3) %p, align 4
  %y = load i32, ptr addrspace(3) %q, align 4
  br i1 %up, label %A, label %B
A:
  %gt = icmp sgt i32 %x, %y
  br i1 %gt, label %S, label %X
B:
  %lt = icmp slt i32 %x, %y
  br i1 %lt, label %S, label %X
C:
  br i1 %up, label %S, label %X
S:
  store i32 %y, ptr addrspace(3) %p, align 4
  br label %X
X:
  ret void
}
)IR";

BasicBlock *block(Function &F, StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return &BB;
  return nullptr;
}

class MeldEstimateTest : public ::testing::Test {
protected:
  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(Step, Err, Ctx);
    ASSERT_TRUE(M);
    F = M->getFunction("k");
    ASSERT_FALSE(verifyFunction(*F, &errs()));
    DT.recalculate(*F);
    LI.analyze(DT);
  }
  MeldRequest request(StringRef A, StringRef B) {
    MeldRequest R;
    R.RegionEntry = &F->getEntryBlock();
    R.Pairs.push_back({block(*F, A), block(*F, B)});
    R.NextA = R.NextB = block(*F, "X");
    return R;
  }
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  DominatorTree DT;
  LoopInfo LI;
};

const int64_t Cmp = SIMTCostModel::latency(InstClass::IntAlu);
const int64_t Sel = SIMTCostModel::latency(InstClass::Select);
const int64_t BrIssue = SIMTCostModel::issueInterval(InstClass::Branch);

TEST_F(MeldEstimateTest, ConditionSelectIsOnEveryWarpsChain) {
  MeldEstimate E = estimateMeld(request("A", "B"), &LI);
  // No loop around the region: no recurrence, yet the select the melded
  // branch waits for lengthens the chain of a warp that does not split.
  EXPECT_FALSE(E.Recurrence);
  EXPECT_EQ(E.BranchSelectChain, Sel);
  EXPECT_EQ(E.ChainA, Cmp + BrIssue);
  EXPECT_EQ(E.ChainB, Cmp + BrIssue);
  EXPECT_EQ(E.ChainMelded, Cmp + Sel + BrIssue);
  // Issue: the two branches become one, paying the select; the compares
  // stay unaligned, and being cheap and safe they run unguarded (2 * Cmp is
  // under the speculation limit): the gap openings alignment's score
  // charged are not paid, and a warp on one side runs the other compare.
  BasicBlock *A = block(*F, "A"), *B = block(*F, "B");
  Alignment Al = alignInstructions(blockBody(A), blockBody(B));
  EXPECT_EQ(Al.Matches, 0u);
  EXPECT_EQ(Al.Score,
            -2 * 2 * int64_t(SIMTCostModel::latency(InstClass::Branch)));
  EXPECT_EQ(E.Gain, SIMTCostModel::latency(InstClass::Branch) - Sel);
  EXPECT_EQ(E.Overhead, Cmp + Sel);
  // The same in issue slots.
  const int64_t SelSlot = SIMTCostModel::issueInterval(InstClass::Select);
  EXPECT_EQ(E.SlotSaved, BrIssue - SelSlot);
  EXPECT_EQ(E.SlotOverhead,
            SIMTCostModel::issueInterval(InstClass::IntAlu) + SelSlot);

  MeldGainModel Half = E.model(0.5);
  EXPECT_EQ(Half.ChainSaved, 2 * (Cmp + BrIssue) - (Cmp + Sel + BrIssue));
  EXPECT_EQ(Half.ChainOverhead, Sel);
  // Saved chain Cmp + BrIssue - Sel against Sel paid: at r = 1/2 the meld
  // gains on the chain only when Cmp + BrIssue > 2 Sel.
  EXPECT_EQ(Half.chainGain() > 0, Cmp + BrIssue > 2 * Sel);
}

TEST_F(MeldEstimateTest, SharedConditionNeedsNoSelect) {
  // C branches on the region's own condition: the same value on both sides
  // (A paired with itself stands for a pair whose conditions aligned).
  MeldEstimate E = estimateMeld(request("C", "C"), &LI);
  EXPECT_EQ(E.BranchSelectChain, 0);
  EXPECT_EQ(E.model(0.5).ChainOverhead, 0);
  EXPECT_EQ(E.ChainMelded, BrIssue);
  // One terminator instead of two, nothing else: one branch slot saved.
  EXPECT_EQ(E.SlotSaved, BrIssue);
  EXPECT_EQ(E.SlotOverhead, 0);
}

// Two sides running the same four operations on different operands, (a, b)
// and (c, d): the melded block makes two selects, shared by the four pairs
// (SubgraphMelder::meldOperands), and the estimate charges those two only.
TEST(MeldEstimateSharedSelects, EachSelectCountsOnce) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i1 %cond, i32 %a, i32 %b, i32 %c, i32 %d, ptr addrspace(1) %p) {
entry:
  br i1 %cond, label %A, label %B
A:
  %a1 = add i32 %a, %b
  %a2 = sub i32 %a, %b
  %a3 = xor i32 %a, %b
  %a4 = and i32 %a, %b
  br label %X
B:
  %b1 = add i32 %c, %d
  %b2 = sub i32 %c, %d
  %b3 = xor i32 %c, %d
  %b4 = and i32 %c, %d
  br label %X
X:
  ret void
}
)IR",
                                                  Err, Ctx);
  ASSERT_TRUE(M);
  Function &F = *M->getFunction("k");
  MeldRequest R;
  R.RegionEntry = &F.getEntryBlock();
  R.Pairs.push_back({block(F, "A"), block(F, "B")});
  R.NextA = R.NextB = block(F, "X");
  Alignment Al =
      alignInstructions(blockBody(block(F, "A")), blockBody(block(F, "B")));
  ASSERT_EQ(Al.Matches, 4u);
  MeldEstimate E = estimateMeld(R, nullptr);
  const int64_t Alu = SIMTCostModel::latency(InstClass::IntAlu);
  const int64_t Br = SIMTCostModel::latency(InstClass::Branch);
  // Four pairs issue once, the terminators become one, two selects.
  EXPECT_EQ(E.Gain, 4 * Alu + Br - 2 * Sel);
  EXPECT_EQ(E.Overhead, 2 * Sel);
  const int64_t SelSlot = SIMTCostModel::issueInterval(InstClass::Select);
  const int64_t AluSlot = SIMTCostModel::issueInterval(InstClass::IntAlu);
  EXPECT_EQ(E.SlotSaved, 4 * AluSlot + BrIssue - 2 * SelSlot);
  EXPECT_EQ(E.SlotOverhead, 2 * SelSlot);
}

} // namespace
