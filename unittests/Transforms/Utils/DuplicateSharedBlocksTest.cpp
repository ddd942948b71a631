//===- DuplicateSharedBlocksTest.cpp - Tests for shared-tail duplication --===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Shared tails (clang's sunk swap block of bitonic sort) are duplicated per
/// path, after which the region decomposes into disjoint isomorphic
/// subgraphs; phis and values defined in the shared block stay correct.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/DuplicateSharedBlocks.h"

#include "../../Support/NVPTXTestBase.h"

using namespace llvm;
using namespace lockstep;

namespace {

class DuplicateSharedBlocksTest : public NVPTXTestBase {};

// clang -O3's bitonic-sort step: %C and %D share the swap block %S, and %S
// defines a value the exit block uses.
const char *BitonicStep = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(3) %s, i32 %k, ptr addrspace(1) %out) {
B:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %tid, %k
  %c = icmp eq i32 %and, 0
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %tid
  %a = load i32, ptr addrspace(3) %p
  %b = load i32, ptr addrspace(3) %s
  br i1 %c, label %C, label %D
C:
  %lt = icmp slt i32 %b, %a
  br i1 %lt, label %S, label %X
D:
  %gt = icmp sgt i32 %b, %a
  br i1 %gt, label %S, label %X
S:
  %w = phi i32 [ 1, %C ], [ 2, %D ]
  store i32 %b, ptr addrspace(3) %p
  store i32 %a, ptr addrspace(3) %s
  %sum = add i32 %a, %w
  br label %X
X:
  %r = phi i32 [ %sum, %S ], [ 0, %C ], [ 0, %D ]
  %u = add i32 %r, %sum.use
  store i32 %r, ptr addrspace(1) %out
  ret void
}
)IR";

TEST_F(DuplicateSharedBlocksTest, BitonicStepBecomesIsomorphic) {
  // %sum.use is not defined: drop it to keep the module valid.
  std::string IR = BitonicStep;
  IR.replace(IR.find("  %u = add i32 %r, %sum.use\n"),
             strlen("  %u = add i32 %r, %sum.use\n"), "");
  Function &F = parse(IR);
  const DivergentRegionInfo &Before = regions(F);
  ASSERT_FALSE(Before.Regions.empty());
  const DivergentRegion &R = Before.Regions.front();
  ASSERT_TRUE(R.Meldable) << R.Reason;
  ASSERT_TRUE(R.hasSharedBlocks());
  EXPECT_EQ(R.Best.Kind, MeldKind::RegionRegion);

  // R lives in the analysis result, which the invalidation below frees.
  double Profitability = R.Best.Profitability;
  ASSERT_TRUE(duplicateSharedBlocks(R));
  EXPECT_FALSE(verifyFunction(F, &errs()));
  FAM.invalidate(F, PreservedAnalyses::none());

  const DivergentRegion &After = regions(F).Regions.front();
  ASSERT_TRUE(After.Meldable) << After.Reason;
  EXPECT_FALSE(After.hasSharedBlocks());
  EXPECT_EQ(After.Best.Kind, MeldKind::RegionRegion);
  EXPECT_DOUBLE_EQ(After.Best.Profitability, Profitability);

  // The copy of %S keeps only %D's phi entry; %X joins %sum from both.
  BasicBlock *Copy = nullptr;
  for (BasicBlock &BB : F)
    if (BB.getName().starts_with("S.path"))
      Copy = &BB;
  ASSERT_TRUE(Copy);
  auto &W = cast<PHINode>(Copy->front());
  ASSERT_EQ(W.getNumIncomingValues(), 1u);
  EXPECT_EQ(W.getIncomingBlock(0)->getName(), "D");
  BasicBlock *Orig = nullptr;
  for (BasicBlock &BB : F)
    if (BB.getName() == "S")
      Orig = &BB;
  ASSERT_TRUE(Orig);
  EXPECT_EQ(cast<PHINode>(Orig->front()).getNumIncomingValues(), 1u);
  for (BasicBlock &BB : F) {
    if (BB.getName() == "X") {
      EXPECT_EQ(BB.phis().begin()->getNumIncomingValues(), 4u);
    }
  }
}

TEST_F(DuplicateSharedBlocksTest, ValuesUsedBelowTheTailGetAPhi) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {
E:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %t = add i32 %tid, 1
  %tc = icmp eq i32 %t, %v
  br i1 %tc, label %S, label %X
F:
  %f = add i32 %tid, 2
  %fc = icmp eq i32 %f, %v
  br i1 %fc, label %S, label %X
S:
  %m = mul i32 %tid, 3
  br label %X
X:
  %r = phi i32 [ 0, %S ], [ 1, %T ], [ 2, %F ]
  br label %Y
Y:
  store i32 %r, ptr addrspace(1) %out
  ret void
})IR");
  const DivergentRegion &R = regions(F).Regions.front();
  ASSERT_TRUE(R.hasSharedBlocks());
  ASSERT_TRUE(duplicateSharedBlocks(R));
  EXPECT_FALSE(verifyFunction(F, &errs()));
}

TEST_F(DuplicateSharedBlocksTest, RegionWithoutSharingIsUnchanged) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out) {
E:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  store i32 1, ptr addrspace(1) %out
  br label %X
F:
  store i32 2, ptr addrspace(1) %out
  br label %X
X:
  ret void
})IR");
  const DivergentRegion &R = regions(F).Regions.front();
  EXPECT_FALSE(duplicateSharedBlocks(R));
  EXPECT_EQ(F.size(), 4u);
}

} // namespace
