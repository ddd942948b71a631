//===- DuplicateSharedBlocksTest.cpp - Tests for shared-tail duplication --===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Shared tails (clang's sunk swap block of bitonic sort) are duplicated per
/// path, after which the region decomposes into disjoint isomorphic
/// subgraphs; phis and values defined in the shared block stay correct. A
/// path start entered by a cross edge (SRAD) gets a copy for the entry's
/// edge.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/DuplicateSharedBlocks.h"

#include "../../Support/NVPTXTestBase.h"

#include "llvm/Support/CommandLine.h"

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

// SRAD's neighbour chain: %E enters %S directly, and %W (the other path)
// enters it too (a cross edge). \p EntryPathFirst orders the branch's
// successors so that the entry's path is the first or the second path.
std::string crossEdge(bool EntryPathFirst) {
  std::string Branch = EntryPathFirst ? "br i1 %c, label %S, label %W"
                                      : "br i1 %n, label %W, label %S";
  return R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %p, i1 %last) {
E:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %tid, 0
  %n = xor i1 %c, true
  )IR" + Branch +
         R"IR(
W:
  %w = load i32, ptr addrspace(1) %p
  br i1 %last, label %X, label %S
S:
  %v = phi i32 [ %w, %W ], [ 7, %E ]
  %q = getelementptr i32, ptr addrspace(1) %p, i32 1
  %e = load i32, ptr addrspace(1) %q
  br label %X
X:
  %r = phi i32 [ %e, %S ], [ 0, %W ]
  %s = phi i32 [ %v, %S ], [ %w, %W ]
  %sum = add i32 %r, %s
  store i32 %sum, ptr addrspace(1) %p
  ret void
})IR";
}

/// Sets -divergent-regions-cross-edges for its lifetime.
class CrossEdgesOn {
  cl::opt<bool> &Opt;

public:
  CrossEdgesOn()
      : Opt(*static_cast<cl::opt<bool> *>(
            cl::getRegisteredOptions()["divergent-regions-cross-edges"])) {
    Opt = true;
  }
  ~CrossEdgesOn() { Opt = false; }
};

/// The one predecessor of the block named \p Name (null if not one).
const BasicBlock *onlyPred(Function &F, StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return BB.getSinglePredecessor();
  return nullptr;
}

TEST_F(DuplicateSharedBlocksTest, CrossEdgeIsNotMeldableByDefault) {
  Function &F = parse(crossEdge(true));
  const DivergentRegion &R = regions(F).Regions.front();
  EXPECT_FALSE(R.Meldable);
  EXPECT_NE(R.Reason.find("a cross edge"), std::string::npos) << R.Reason;
}

TEST_F(DuplicateSharedBlocksTest, CrossEdgeFromTheEntryGetsItsOwnCopy) {
  CrossEdgesOn On;
  for (bool EntryPathFirst : {true, false}) {
    SCOPED_TRACE(EntryPathFirst ? "entry path first" : "entry path second");
    Function &F = parse(crossEdge(EntryPathFirst));
    const DivergentRegion &R = regions(F).Regions.front();
    ASSERT_EQ(R.Entry->getName(), "E");
    ASSERT_TRUE(R.Meldable) << R.Reason;
    ASSERT_TRUE(R.hasSharedBlocks());
    EXPECT_EQ(R.Best.Kind, MeldKind::BlockRegion);
    ASSERT_TRUE(duplicateSharedBlocks(R));
    EXPECT_FALSE(verifyFunction(F, &errs()));
    FAM.invalidate(F, PreservedAnalyses::none());

    // The first path keeps %S; the other path's edge enters the copy.
    const BasicBlock *SPred = onlyPred(F, "S");
    const BasicBlock *CopyPred = onlyPred(F, "S.path1");
    ASSERT_TRUE(SPred && CopyPred);
    EXPECT_EQ(SPred->getName(), EntryPathFirst ? "E" : "W");
    EXPECT_EQ(CopyPred->getName(), EntryPathFirst ? "W" : "E");

    const DivergentRegion &After = regions(F).Regions.front();
    ASSERT_TRUE(After.Meldable) << After.Reason;
    EXPECT_FALSE(After.hasSharedBlocks());
    EXPECT_EQ(After.Best.Kind, MeldKind::BlockRegion);
  }
}

TEST_F(DuplicateSharedBlocksTest, EntryFromOutsideTheRegionIsNotShared) {
  // %S is entered from %O, outside the region of %H: no duplication makes
  // that region simple, and the analysis says so.
  CrossEdgesOn On;
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %p, i1 %u) {
O:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %u, label %H, label %S
H:
  br i1 %c, label %S, label %T
S:
  store i32 1, ptr addrspace(1) %p
  br label %X
T:
  store i32 2, ptr addrspace(1) %p
  br label %X
X:
  ret void
})IR");
  const DivergentRegionInfo &Info = regions(F);
  const DivergentRegion *R = nullptr;
  for (const DivergentRegion &Each : Info.Regions)
    if (Each.Entry->getName() == "H")
      R = &Each;
  ASSERT_TRUE(R);
  EXPECT_FALSE(R->Meldable);
  EXPECT_FALSE(duplicateSharedBlocks(*R));
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
