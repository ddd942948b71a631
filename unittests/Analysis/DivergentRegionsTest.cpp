//===- DivergentRegionsTest.cpp - Unit tests for divergent regions --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs the divergent-regions analysis with NVPTX's TargetTransformInfo (so
/// UniformityInfo sees divergence) on small kernels and checks Def. 5, the
/// SESE decomposition, Def. 6 and the profitability figures.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Support/GPUModule.h"

using namespace llvm;
using namespace lockstep;

namespace {

class DivergentRegionsTest : public NVPTXTestBase {
protected:
  const DivergentRegionInfo &analyze(StringRef IR) {
    return regions(parse(IR));
  }
};

const char *Header = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
)IR";

std::string kernel(StringRef Body) { return std::string(Header) + Body.str(); }

// The bitonic-sort shape of DARM Fig. 4: each side is an if-then region
// holding two shared-memory stores.
TEST_F(DivergentRegionsTest, BitonicShapeIsRegionRegion) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(3) %s, i32 %k) {
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
  br i1 %lt, label %E, label %X1
E:
  store i32 %b, ptr addrspace(3) %p
  store i32 %a, ptr addrspace(3) %s
  br label %X1
X1:
  br label %G
D:
  %gt = icmp sgt i32 %b, %a
  br i1 %gt, label %F, label %X2
F:
  store i32 %b, ptr addrspace(3) %p
  store i32 %a, ptr addrspace(3) %s
  br label %X2
X2:
  br label %G
G:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 3u); // %B, %C and %D are all divergent.
  const DivergentRegion &R = Info.Regions[0];
  EXPECT_EQ(R.Entry->getName(), "B");
  EXPECT_EQ(R.Exit->getName(), "G");
  EXPECT_TRUE(R.Meldable) << R.Reason;
  ASSERT_EQ(R.Paths.size(), 2u);
  // [%C, %E] is a region entered at %C; [%X1] is a single block.
  ASSERT_EQ(R.Paths[0].size(), 2u);
  EXPECT_EQ(R.Paths[0][0].Blocks.size(), 2u);
  EXPECT_TRUE(R.Paths[0][1].isSingleBlock());
  EXPECT_EQ(R.Best.Kind, MeldKind::RegionRegion);
  EXPECT_GT(R.Best.Profitability, 0.4);
  EXPECT_LE(R.Best.Profitability, 0.5);
  // The inner if-then regions are divergent but not meldable: %X1
  // post-dominates %E.
  EXPECT_FALSE(Info.Regions[1].Meldable);
  EXPECT_NE(Info.Regions[1].Reason.find("post-dominates"), std::string::npos);
}

TEST_F(DivergentRegionsTest, UniformBranchIsNotReported) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 4
  br i1 %c, label %T, label %F
T:
  store i32 1, ptr addrspace(1) %g
  br label %X
F:
  store i32 2, ptr addrspace(1) %g
  br label %X
X:
  ret void
})IR"));
  EXPECT_TRUE(Info.Regions.empty());
}

TEST_F(DivergentRegionsTest, ThreeWaySwitchAndIdenticalBlocks) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = urem i32 %tid, 3
  switch i32 %m, label %D [ i32 0, label %A
                            i32 1, label %B ]
A:
  store i32 %tid, ptr addrspace(1) %g
  br label %X
B:
  store i32 %tid, ptr addrspace(1) %g
  br label %X
D:
  store i32 %tid, ptr addrspace(1) %g
  br label %X
X:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  const DivergentRegion &R = Info.Regions[0];
  EXPECT_TRUE(R.Meldable) << R.Reason;
  EXPECT_EQ(R.Paths.size(), 3u);
  EXPECT_EQ(R.Best.Kind, MeldKind::BlockBlock);
  EXPECT_DOUBLE_EQ(R.Best.Profitability, 0.5); // identical blocks
}

TEST_F(DivergentRegionsTest, LoopsOnBothSidesAreIsomorphic) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  %i = phi i32 [ 0, %entry ], [ %i1, %T ]
  store i32 %i, ptr addrspace(1) %g
  %i1 = add i32 %i, 1
  %tc = icmp slt i32 %i1, %n
  br i1 %tc, label %T, label %TX
TX:
  br label %X
F:
  %j = phi i32 [ 0, %entry ], [ %j1, %F ]
  store i32 %j, ptr addrspace(1) %g
  %j1 = add i32 %j, 2
  %fc = icmp slt i32 %j1, %n
  br i1 %fc, label %F, label %FX
FX:
  br label %X
X:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  const DivergentRegion &R = Info.Regions[0];
  ASSERT_TRUE(R.Meldable) << R.Reason;
  EXPECT_TRUE(R.Paths[0][0].HasLoop);
  EXPECT_EQ(R.Best.Kind, MeldKind::RegionRegion);
  EXPECT_GT(R.Best.Profitability, 0.3);
}

TEST_F(DivergentRegionsTest, IfThenIsNotMeldable) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %X
T:
  store i32 %tid, ptr addrspace(1) %g
  br label %X
X:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  EXPECT_FALSE(Info.Regions[0].Meldable);
  EXPECT_EQ(Info.Regions[0].Best.Kind, MeldKind::None);
}

// Reasons name unnamed blocks by their printed numbers (counted once per
// analysis run: unnamed arguments, blocks and non-void instructions in
// order), the same as printing the block would.
TEST_F(DivergentRegionsTest, ReasonsNameUnnamedBlocksAsPrinted) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = add i32 %tid, %0
  %c = icmp ult i32 %2, 16
  br i1 %c, label %3, label %4
3:
  store i32 %tid, ptr addrspace(1) %g
  br label %4
4:
  %5 = xor i32 %tid, 1
  %d = icmp ult i32 %5, 8
  br i1 %d, label %6, label %7
6:
  store i32 0, ptr addrspace(1) %g
  br label %7
7:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 2u);
  for (const DivergentRegion &R : Info.Regions) {
    BasicBlock *T = R.Branch->getSuccessor(0), *X = R.Branch->getSuccessor(1);
    std::string TN, XN;
    raw_string_ostream TO(TN), XO(XN);
    T->printAsOperand(TO, false);
    X->printAsOperand(XO, false);
    EXPECT_EQ(R.Reason, "successor " + XN + " post-dominates successor " + TN);
  }
  EXPECT_EQ(Info.Regions[1].Reason, "successor %7 post-dominates successor %6");
}

TEST_F(DivergentRegionsTest, ConvergentSideHasNoMeldablePair) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %T, label %F
T:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 1, ptr addrspace(1) %g
  br label %X
F:
  store i32 2, ptr addrspace(1) %g
  br label %X
X:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  EXPECT_TRUE(Info.Regions[0].Meldable);
  EXPECT_TRUE(Info.Regions[0].Paths[0][0].HasConvergent);
  EXPECT_EQ(Info.Regions[0].convergentSubgraph(), &Info.Regions[0].Paths[0][0]);
  EXPECT_EQ(Info.Regions[0].Best.Kind, MeldKind::None);
}

TEST_F(DivergentRegionsTest, BlockAgainstRegionUsesReplication) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %R
A:
  %a = mul i32 %tid, %v
  store i32 %a, ptr addrspace(1) %g
  br label %X
R:
  %rc = icmp eq i32 %v, 0
  br i1 %rc, label %R1, label %R2
R1:
  %b = mul i32 %tid, 7
  store i32 %b, ptr addrspace(1) %g
  br label %X
R2:
  br label %X
X:
  ret void
})IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  const DivergentRegion &R = Info.Regions[0];
  ASSERT_TRUE(R.Meldable) << R.Reason;
  EXPECT_EQ(R.Best.Kind, MeldKind::BlockRegion);
  EXPECT_GT(R.Best.Profitability, 0.0);
}

// A branch that splits threadIdx.x at a multiple of the warp size is
// divergent per thread but uniform in every warp of a one-dimensional block:
// melding it would remove no divergence. At 16 it splits warps.
TEST_F(DivergentRegionsTest, WarpAlignedSplitIsNotMeldable) {
  auto Diamond = [](StringRef Bound) {
    return kernel((R"IR(
define ptx_kernel void @k(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, )IR" +
                   Bound + R"IR(
  br i1 %c, label %T, label %F
T:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %xa = mul i32 %va, 3
  store i32 %xa, ptr addrspace(3) %pa
  br label %X
F:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %xb = mul i32 %vb, 3
  store i32 %xb, ptr addrspace(3) %pb
  br label %X
X:
  ret void
})IR")
                      .str());
  };
  {
    const auto &Info = analyze(Diamond("64"));
    ASSERT_EQ(Info.Regions.size(), 1u);
    EXPECT_TRUE(Info.Regions[0].WarpUniform);
    EXPECT_FALSE(Info.Regions[0].Meldable);
    EXPECT_TRUE(Info.Regions[0].Paths.empty());
  }
  {
    const auto &Info = analyze(Diamond("16"));
    ASSERT_EQ(Info.Regions.size(), 1u);
    EXPECT_FALSE(Info.Regions[0].WarpUniform);
    EXPECT_TRUE(Info.Regions[0].Meldable) << Info.Regions[0].Reason;
  }
}

TEST_F(DivergentRegionsTest, NonGPUTripleReportsNothing) {
  Function &F = parse(R"IR(
target triple = "x86_64-unknown-linux-gnu"
define void @k(i1 %c) {
entry:
  br i1 %c, label %T, label %F
T:
  br label %X
F:
  br label %X
X:
  ret void
})IR");
  EXPECT_FALSE(isGPUModule(*M));
  EXPECT_TRUE(regions(F).Regions.empty());
}

} // namespace
