//===- BranchSplitTest.cpp - Unit tests of branch-split's pieces ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formula (1) of the G80 splitting paper (SplitProfitability.h) against its
/// own definitions and formula (2), and the independence proof
/// (SplitSafety.h) on a kernel that may be split and on variants that must
/// not be.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "../../lib/Transforms/Split/SplitProfitability.h"
#include "../../lib/Transforms/Split/SplitSafety.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BasicAliasAnalysis.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

TEST(SplitFormulaTest, FormulaTwoOfThePaper) {
  // Two sides of equal runtime t, the if-kernel at 100%, the else-kernel at
  // the branched kernel's 67%, no overhead: S = 2t / (t * 0.67 / 1 + t).
  double T = 2.0, Rho = 0.67;
  double S = splitSpeedup(T, {{1.0, 1.0}, {1.0, Rho}}, Rho, 0);
  EXPECT_DOUBLE_EQ(S, 2.0 / (Rho + 1.0));
  EXPECT_GT(S, 1.0);
}

TEST(SplitFormulaTest, SameOccupancyNeverPays) {
  // Nothing gains occupancy: the split kernels cost what the branched one
  // does plus the launch overhead of each.
  double S = splitSpeedup(10, {{4, 0.5}, {6, 0.5}}, 0.5, 1);
  EXPECT_DOUBLE_EQ(S, 10.0 / 12.0);
}

TEST(SplitFormulaTest, OverheadAndBadOccupancy) {
  EXPECT_DOUBLE_EQ(splitSpeedup(8, {{4, 1.0}, {4, 0.5}}, 0.5, 0.5),
                   8.0 / (4 * 0.5 + 4 + 2 * 0.5));
  EXPECT_EQ(splitSpeedup(8, {{4, 0.0}, {4, 0.5}}, 0.5, 0), 0);
  EXPECT_EQ(splitSpeedup(8, {{4, 1.0}}, 0.0, 0), 0);
}

const char *Splittable = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) noalias readonly %m,
                          ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mp = getelementptr i32, ptr addrspace(1) %m, i32 %t
  %v = load i32, ptr addrspace(1) %mp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %t
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %op
  br label %j
b:
  %x = mul i32 %v, %v
  store i32 %x, ptr addrspace(1) %op
  br label %j
j:
  ret void
}
)IR";

class SplitSafetyTest : public NVPTXTestBase {
protected:
  Hazard check(StringRef IR) {
    Function &F = parse(IR);
    auto *Br = cast<BranchInst>(F.getEntryBlock().getTerminator());
    // BasicAA alone: it proves noalias arguments apart.
    TargetLibraryInfoImpl TLII(M->getTargetTriple());
    TargetLibraryInfo TLI(TLII);
    AssumptionCache AC(F);
    DominatorTree DT(F);
    BasicAAResult BAR(M->getDataLayout(), F, TLI, AC, &DT);
    AAResults AA(TLI);
    AA.addAAResult(BAR);
    return checkSplittable(F, *Br, AA);
  }
  std::string with(StringRef From, StringRef To) {
    std::string S = Splittable;
    size_t P = S.find(From.str());
    EXPECT_NE(P, std::string::npos) << From.str();
    return S.replace(P, From.size(), To.str());
  }
};

TEST_F(SplitSafetyTest, IndependentSidesAreSplittable) {
  Hazard H = check(Splittable);
  EXPECT_FALSE(H) << H.Code << ": " << H.Message;
}

TEST_F(SplitSafetyTest, ConditionOnWrittenMemory) {
  // Without noalias the stores to %o may write the mask.
  std::string IR = with("noalias readonly %m", "%m");
  IR.replace(IR.find("noalias %o"), 10, "%o");
  EXPECT_EQ(check(IR).Code, "condition-clobbered");
}

TEST_F(SplitSafetyTest, StoreBeforeTheBranch) {
  EXPECT_EQ(check(with("  %c = icmp", "  store i32 0, ptr addrspace(1) %op\n"
                                      "  %c = icmp"))
                .Code,
            "side-effects-before-branch");
}

TEST_F(SplitSafetyTest, CommunicationOnEitherSide) {
  EXPECT_EQ(check(with("store i32 1, ptr addrspace(1) %op",
                       "%z = atomicrmw add ptr addrspace(1) %op, i32 1 "
                       "monotonic"))
                .Code,
            "atomic");
  EXPECT_EQ(check(with("store i32 1, ptr addrspace(1) %op",
                       "store volatile i32 1, ptr addrspace(1) %op"))
                .Code,
            "volatile");
  EXPECT_EQ(
      check(with("store i32 1, ptr addrspace(1) %op", "fence seq_cst")).Code,
      "fence");
}

} // namespace
