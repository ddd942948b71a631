//===- InstructionAlignmentTest.cpp - Alignment engines and rules ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The affine-gap alignment engines of cf-meld against a brute-force search
/// over every alignment of small random sequences (Gotoh is optimal), the
/// linear-memory Myers-Miller engine against the full dynamic program (same
/// optimal score), and the instruction compatibility rules.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

#include <random>

using namespace llvm;
using namespace lockstep::meld;

namespace {

AlignInput randomInput(std::mt19937 &Rng, unsigned N, unsigned M,
                       unsigned Classes) {
  AlignInput In;
  In.SelectCost = 4;
  In.GapOpen = 8;
  std::uniform_int_distribution<int> Class(-1, int(Classes) - 1);
  std::uniform_int_distribution<int> Lat(0, 40), Op(1, 3);
  for (bool ToA : {true, false})
    for (unsigned I = 0; I < (ToA ? N : M); ++I) {
      const void *Ops[2] = {reinterpret_cast<const void *>(uintptr_t(Op(Rng))),
                            reinterpret_cast<const void *>(uintptr_t(Op(Rng)))};
      In.add(ToA, Class(Rng), Lat(Rng), Ops);
    }
  if (In.OpBeginB.empty())
    In.OpBeginB.push_back(0);
  if (In.OpBeginA.empty())
    In.OpBeginA.push_back(0);
  return In;
}

/// Best score over every alignment (exponential; tiny inputs only).
void bruteForce(const AlignInput &In, unsigned I, unsigned J,
                std::vector<AlignStep> &Steps, int64_t &Best) {
  if (I == In.sizeA() && J == In.sizeB()) {
    Best = std::max(Best, scoreAlignment(In, Steps));
    return;
  }
  if (I < In.sizeA() && J < In.sizeB() && In.compatible(I, J)) {
    Steps.push_back({AlignKind::Match, I, J});
    bruteForce(In, I + 1, J + 1, Steps, Best);
    Steps.pop_back();
  }
  if (I < In.sizeA()) {
    Steps.push_back({AlignKind::GapA, I, 0});
    bruteForce(In, I + 1, J, Steps, Best);
    Steps.pop_back();
  }
  if (J < In.sizeB()) {
    Steps.push_back({AlignKind::GapB, 0, J});
    bruteForce(In, I, J + 1, Steps, Best);
    Steps.pop_back();
  }
}

/// Every element appears exactly once, in order.
void expectWellFormed(const AlignInput &In, const Alignment &Al) {
  unsigned NextA = 0, NextB = 0;
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind != AlignKind::GapB)
      EXPECT_EQ(S.IndexA, NextA++);
    if (S.Kind != AlignKind::GapA)
      EXPECT_EQ(S.IndexB, NextB++);
    if (S.Kind == AlignKind::Match)
      EXPECT_TRUE(In.compatible(S.IndexA, S.IndexB));
  }
  EXPECT_EQ(NextA, In.sizeA());
  EXPECT_EQ(NextB, In.sizeB());
}

TEST(InstructionAlignmentTest, GotohMatchesBruteForce) {
  std::mt19937 Rng(42);
  for (unsigned Trial = 0; Trial < 300; ++Trial) {
    AlignInput In = randomInput(Rng, Rng() % 6, Rng() % 6, 3);
    std::vector<AlignStep> Steps;
    int64_t Best = INT64_MIN;
    bruteForce(In, 0, 0, Steps, Best);
    Alignment Full = alignFull(In);
    expectWellFormed(In, Full);
    EXPECT_EQ(Full.Score, Best) << "trial " << Trial;
    EXPECT_EQ(optimalScore(In), Best) << "trial " << Trial;
  }
}

TEST(InstructionAlignmentTest, LinearSpaceEqualsFullDP) {
  std::mt19937 Rng(7);
  for (unsigned Trial = 0; Trial < 300; ++Trial) {
    unsigned N = Rng() % 40, M = Rng() % 40;
    AlignInput In = randomInput(Rng, N, M, 1 + Rng() % 4);
    Alignment Full = alignFull(In), Linear = alignLinearSpace(In);
    expectWellFormed(In, Linear);
    EXPECT_EQ(Linear.Score, Full.Score) << "trial " << Trial;
  }
}

TEST(InstructionAlignmentTest, GapRunCostsOnceWhateverItsLength) {
  // Two identical runs around a long incompatible stretch in A: the optimal
  // alignment pays one gap open for the whole stretch.
  AlignInput In;
  In.SelectCost = 4, In.GapOpen = 8;
  const void *Ops[1] = {nullptr};
  for (int C : {0, 5, 5, 5, 5, 5, 1})
    In.add(true, C == 5 ? -1 : C, 30, Ops);
  for (int C : {0, 1})
    In.add(false, C, 30, Ops);
  Alignment Al = alignFull(In);
  EXPECT_EQ(Al.Matches, 2u);
  EXPECT_EQ(Al.Score, 30 + 30 - 8);
  EXPECT_EQ(alignLinearSpace(In).Score, Al.Score);
}

class CompatibilityTest : public testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;

  std::vector<Instruction *> body(StringRef IR) {
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    std::vector<Instruction *> Out;
    for (Instruction &I : M->getFunction("f")->getEntryBlock())
      if (!I.isTerminator())
        Out.push_back(&I);
    return Out;
  }
};

TEST_F(CompatibilityTest, Rules) {
  auto I = body(R"IR(
declare void @g(i32)
declare void @h(i32)
declare void @conv() convergent
define void @f(ptr addrspace(1) %p, ptr addrspace(3) %s, i32 %a, i32 %b) {
  %add1 = add nsw i32 %a, %b
  %add2 = add i32 %b, %a
  %sub = sub i32 %a, %b
  %lt = icmp slt i32 %a, %b
  %gt = icmp sgt i32 %a, %b
  %l1 = load i32, ptr addrspace(1) %p, align 4
  %l2 = load volatile i32, ptr addrspace(1) %p, align 4
  %l3 = load i32, ptr addrspace(3) %s, align 4
  %l4 = load i32, ptr addrspace(1) %p, align 8
  %l5 = load atomic i32, ptr addrspace(1) %p monotonic, align 4
  call void @g(i32 %a)
  call void @g(i32 %b)
  call void @h(i32 %a)
  call void @conv()
  call void @conv()
  %x = alloca i32
  %y = alloca i32
  ret void
}
)IR");
  auto Named = [&](StringRef N) {
    for (Instruction *X : I)
      if (X->getName() == N)
        return X;
    return (Instruction *)nullptr;
  };
  // Flags that can be intersected do not matter; operands may differ.
  EXPECT_TRUE(areCompatible(*Named("add1"), *Named("add2")));
  EXPECT_EQ(countDifferingOperands(*Named("add1"), *Named("add2")), 2u);
  EXPECT_FALSE(areCompatible(*Named("add1"), *Named("sub")));
  EXPECT_FALSE(areCompatible(*Named("lt"), *Named("gt")));
  // Volatility, address space, alignment and ordering must match.
  EXPECT_FALSE(areCompatible(*Named("l1"), *Named("l2")));
  EXPECT_FALSE(areCompatible(*Named("l1"), *Named("l3")));
  EXPECT_FALSE(areCompatible(*Named("l1"), *Named("l4")));
  EXPECT_FALSE(areCompatible(*Named("l1"), *Named("l5")));
  // Same callee only; convergent calls and allocas never.
  EXPECT_TRUE(areCompatible(*I[10], *I[11]));
  EXPECT_FALSE(areCompatible(*I[10], *I[12]));
  EXPECT_FALSE(areCompatible(*I[13], *I[14]));
  EXPECT_TRUE(isNeverAligned(*I[13]));
  EXPECT_FALSE(areCompatible(*Named("x"), *Named("y")));
}

} // namespace
