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
/// Both engines are also checked step for step against plain reference
/// implementations written here with whole score matrices (no packing, no
/// vectorised sweeps): the full Gotoh program with its tie-breaking (prefer
/// match, then deletion, then insertion), and the Myers-Miller recursion
/// whose half passes are read off such matrices. The engines must return the
/// very same alignment, not just one of the same score.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <climits>
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
    if (S.Kind != AlignKind::GapB) {
      EXPECT_EQ(S.IndexA, NextA++);
    }
    if (S.Kind != AlignKind::GapA) {
      EXPECT_EQ(S.IndexB, NextB++);
    }
    if (S.Kind == AlignKind::Match) {
      EXPECT_TRUE(In.compatible(S.IndexA, S.IndexB));
    }
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

/// Random input whose classes fix the operand count (as compatibility keys
/// do), with up to five operands, null operands, incompatible elements and
/// small value pools so ties are common.
AlignInput richInput(std::mt19937 &Rng, unsigned N, unsigned M) {
  AlignInput In;
  unsigned Classes = 1 + Rng() % 10, Pool = 1 + Rng() % 5;
  In.SelectCost = Rng() % 6;
  In.GapOpen = Rng() % 12;
  std::vector<unsigned> NumOps(Classes);
  for (unsigned &K : NumOps)
    K = Rng() % 6;
  for (bool ToA : {true, false})
    for (unsigned I = 0; I < (ToA ? N : M); ++I) {
      int Class = int(Rng() % (Classes + 1)) - 1;
      unsigned K = Class >= 0 ? NumOps[Class] : Rng() % 3;
      std::vector<const void *> Ops;
      for (unsigned X = 0; X < K; ++X)
        Ops.push_back(reinterpret_cast<const void *>(uintptr_t(Rng() % Pool)));
      In.add(ToA, Class, int(Rng() % 41), Ops);
    }
  if (In.OpBeginA.empty())
    In.OpBeginA.push_back(0);
  if (In.OpBeginB.empty())
    In.OpBeginB.push_back(0);
  return In;
}

constexpr int64_t RefNegInf = INT_MIN / 4;
using Matrix = std::vector<std::vector<int64_t>>;

/// First maximum of (M, X, Y): 0, 1 or 2.
int refArgMax(int64_t M, int64_t X, int64_t Y) {
  int S = 0;
  int64_t Best = M;
  if (X > Best)
    Best = X, S = 1;
  if (Y > Best)
    S = 2;
  return S;
}

/// Plain full Gotoh: matrices of the best score ending in a match (M), a
/// deletion (X, A[i] alone) or an insertion (Y, B[j] alone), then a
/// traceback that recomputes each choice.
std::vector<AlignStep> referenceGotoh(const AlignInput &In) {
  unsigned N = In.sizeA(), Mb = In.sizeB();
  int64_t G = In.GapOpen;
  Matrix M(N + 1, std::vector<int64_t>(Mb + 1, RefNegInf)), X = M, Y = M;
  M[0][0] = 0;
  for (unsigned I = 0; I <= N; ++I)
    for (unsigned J = 0; J <= Mb; ++J) {
      if (I == 0 && J == 0)
        continue;
      if (I > 0 && J > 0 && In.compatible(I - 1, J - 1))
        M[I][J] =
            std::max({M[I - 1][J - 1], X[I - 1][J - 1], Y[I - 1][J - 1]}) +
            In.matchScore(I - 1, J - 1);
      if (I > 0)
        X[I][J] = std::max({M[I - 1][J] - G, X[I - 1][J], Y[I - 1][J] - G});
      if (J > 0)
        Y[I][J] = std::max({M[I][J - 1] - G, X[I][J - 1] - G, Y[I][J - 1]});
    }
  std::vector<AlignStep> Steps;
  int S = refArgMax(M[N][Mb], X[N][Mb], Y[N][Mb]);
  for (unsigned I = N, J = Mb; I > 0 || J > 0;) {
    if (S == 0) {
      Steps.push_back({AlignKind::Match, I - 1, J - 1});
      --I, --J;
      S = refArgMax(M[I][J], X[I][J], Y[I][J]);
    } else if (S == 1) {
      Steps.push_back({AlignKind::GapA, I - 1, 0});
      --I;
      S = refArgMax(M[I][J] - G, X[I][J], Y[I][J] - G);
    } else {
      Steps.push_back({AlignKind::GapB, 0, J - 1});
      --J;
      S = refArgMax(M[I][J] - G, X[I][J] - G, Y[I][J]);
    }
  }
  std::reverse(Steps.begin(), Steps.end());
  return Steps;
}

/// Plain Myers-Miller: each half pass is the last row of whole matrices
/// (H best, D ending in a deletion) over a window of the input, read
/// backwards for the bottom half; a deletion run down column 0 costs TB.
class ReferenceMyersMiller {
  const AlignInput &In;

  void lastRow(unsigned A0, unsigned NA, unsigned B0, unsigned NB, bool Rev,
               unsigned Rows, int64_t TB, std::vector<int64_t> &HRow,
               std::vector<int64_t> &DRow) const {
    int64_t G = In.GapOpen;
    auto A = [&](unsigned I) { return Rev ? A0 + NA - 1 - I : A0 + I; };
    auto B = [&](unsigned J) { return Rev ? B0 + NB - 1 - J : B0 + J; };
    Matrix H(Rows + 1, std::vector<int64_t>(NB + 1, -G)), D = H, Ins = H;
    H[0][0] = 0;
    for (unsigned J = 0; J <= NB; ++J)
      D[0][J] = RefNegInf;
    for (unsigned I = 1; I <= Rows; ++I) {
      H[I][0] = -TB;
      Ins[I][0] = RefNegInf;
      for (unsigned J = 1; J <= NB; ++J) {
        D[I][J] = std::max(D[I - 1][J], H[I - 1][J] - G);
        Ins[I][J] = std::max(Ins[I][J - 1], H[I][J - 1] - G);
        int64_t Match = RefNegInf;
        if (In.compatible(A(I - 1), B(J - 1)))
          Match = H[I - 1][J - 1] + In.matchScore(A(I - 1), B(J - 1));
        H[I][J] = std::max({D[I][J], Ins[I][J], Match});
      }
    }
    HRow = H[Rows];
    DRow = D[Rows];
    DRow[0] = Rows ? H[Rows][0] : RefNegInf;
  }

  void gapsA(unsigned A0, unsigned N) {
    for (unsigned I = 0; I < N; ++I)
      Out.push_back({AlignKind::GapA, A0 + I, 0});
  }
  void gapsB(unsigned B0, unsigned N) {
    for (unsigned J = 0; J < N; ++J)
      Out.push_back({AlignKind::GapB, 0, B0 + J});
  }

  /// One element of A: its best match (first on ties) or all gaps.
  void single(unsigned A0, unsigned B0, unsigned NB, int64_t TB, int64_t TE) {
    int64_t G = In.GapOpen, Best = -std::min(TB, TE) - G;
    int BestJ = -1;
    for (unsigned J = 0; J < NB; ++J) {
      if (!In.compatible(A0, B0 + J))
        continue;
      int64_t C =
          (J > 0 ? -G : 0) + In.matchScore(A0, B0 + J) + (J + 1 < NB ? -G : 0);
      if (C > Best)
        Best = C, BestJ = int(J);
    }
    if (BestJ < 0) {
      if (TB <= TE)
        gapsA(A0, 1), gapsB(B0, NB);
      else
        gapsB(B0, NB), gapsA(A0, 1);
      return;
    }
    gapsB(B0, unsigned(BestJ));
    Out.push_back({AlignKind::Match, A0, B0 + unsigned(BestJ)});
    gapsB(B0 + BestJ + 1, NB - BestJ - 1);
  }

public:
  std::vector<AlignStep> Out;
  explicit ReferenceMyersMiller(const AlignInput &In) : In(In) {}

  /// Splits A at its middle row where the forward and reverse rows meet best
  /// (first column; a lattice point before a deletion run through it).
  void run(unsigned A0, unsigned NA, unsigned B0, unsigned NB, int64_t TB,
           int64_t TE) {
    if (NB == 0)
      return gapsA(A0, NA);
    if (NA == 0)
      return gapsB(B0, NB);
    if (NA == 1)
      return single(A0, B0, NB, TB, TE);
    int64_t G = In.GapOpen;
    unsigned Mid = NA / 2, BestJ = 0;
    std::vector<int64_t> H, D, RH, RD;
    lastRow(A0, NA, B0, NB, false, Mid, TB, H, D);
    lastRow(A0, NA, B0, NB, true, NA - Mid, TE, RH, RD);
    int64_t Best = H[0] + RH[NB];
    bool Type2 = false;
    for (unsigned J = 0; J <= NB; ++J) {
      if (H[J] + RH[NB - J] > Best)
        Best = H[J] + RH[NB - J], BestJ = J, Type2 = false;
      if (D[J] + RD[NB - J] + G > Best)
        Best = D[J] + RD[NB - J] + G, BestJ = J, Type2 = true;
    }
    if (!Type2) {
      run(A0, Mid, B0, BestJ, TB, G);
      run(A0 + Mid, NA - Mid, B0 + BestJ, NB - BestJ, G, TE);
      return;
    }
    run(A0, Mid - 1, B0, BestJ, TB, 0);
    gapsA(A0 + Mid - 1, 2);
    run(A0 + Mid + 1, NA - Mid - 1, B0 + BestJ, NB - BestJ, 0, TE);
  }
};

/// The steps of \p Al are exactly \p Expected.
void expectSameSteps(const Alignment &Al, ArrayRef<AlignStep> Expected,
                     unsigned Trial) {
  ASSERT_EQ(Al.Steps.size(), Expected.size()) << "trial " << Trial;
  for (size_t K = 0; K < Expected.size(); ++K) {
    const AlignStep &S = Al.Steps[K], &E = Expected[K];
    ASSERT_TRUE(S.Kind == E.Kind && S.IndexA == E.IndexA &&
                S.IndexB == E.IndexB)
        << "trial " << Trial << " step " << K;
  }
}

TEST(InstructionAlignmentTest, FullEqualsReferenceStepForStep) {
  std::mt19937 Rng(2024);
  for (unsigned Trial = 0; Trial < 400; ++Trial) {
    AlignInput In = richInput(Rng, Rng() % 70, Rng() % 70);
    std::vector<AlignStep> Ref = referenceGotoh(In);
    Alignment Full = alignFull(In);
    expectSameSteps(Full, Ref, Trial);
    EXPECT_EQ(Full.Score, scoreAlignment(In, Ref)) << "trial " << Trial;
    EXPECT_EQ(optimalScore(In), Full.Score) << "trial " << Trial;
  }
}

/// Chooses the row kernel of the forward passes: the AVX2 one (when the CPU
/// has it) or the portable one, through the hidden -cf-meld-align-simd.
void setSIMDKernel(bool On) {
  cl::Option *O = cl::getRegisteredOptions().lookup("cf-meld-align-simd");
  ASSERT_NE(O, nullptr);
  *static_cast<cl::opt<bool> *>(O) = On;
}

TEST(InstructionAlignmentTest, LinearSpaceEqualsReferenceStepForStep) {
  std::mt19937 Rng(99);
  for (unsigned Trial = 0; Trial < 300; ++Trial) {
    // Odd trials run the portable kernel, even ones the AVX2 kernel.
    setSIMDKernel(Trial % 2 == 0);
    unsigned N = Rng() % 90, M = Rng() % 90;
    AlignInput In = richInput(Rng, N, M);
    ReferenceMyersMiller Ref(In);
    Ref.run(0, N, 0, M, In.GapOpen, In.GapOpen);
    // A cell limit below n*m sends align() to Myers-Miller.
    uint64_t Cells = uint64_t(N) * M;
    Alignment Linear = align(In, Cells ? Cells - 1 : 0);
    if (Cells)
      expectSameSteps(Linear, Ref.Out, Trial);
    expectSameSteps(alignLinearSpace(In), Ref.Out, Trial);
    expectWellFormed(In, Linear);
    EXPECT_EQ(alignLinearSpace(In).Score,
              scoreAlignment(In, referenceGotoh(In)))
        << "trial " << Trial;
  }
  setSIMDKernel(true);
}

TEST(InstructionAlignmentTest, AboveDefaultCellLimitIsOptimal) {
  // 2,100 x 2,050 exceeds the default 4M-cell limit: align() takes the
  // linear-memory engine and must still find the optimal score.
  std::mt19937 Rng(5);
  AlignInput In = richInput(Rng, 2100, 2050);
  Alignment Al = align(In);
  expectWellFormed(In, Al);
  EXPECT_EQ(Al.Score, alignFull(In).Score);
  EXPECT_EQ(Al.Score, optimalScore(In));
  EXPECT_EQ(Al.Score, scoreAlignment(In, Al.Steps));
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

/// An instruction made outside any block (cloneMelded's result).
using OwnedInst = std::unique_ptr<Instruction, ValueDeleter>;

class CompatibilityTest : public testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;

  std::vector<Instruction *> Body;

  std::vector<Instruction *> body(StringRef IR) {
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    Body.clear();
    for (Instruction &I : M->getFunction("f")->getEntryBlock())
      if (!I.isTerminator())
        Body.push_back(&I);
    return Body;
  }

  /// The instruction of the last body() named \p N.
  Instruction *named(StringRef N) const {
    for (Instruction *X : Body)
      if (X->getName() == N)
        return X;
    ADD_FAILURE() << "no instruction %" << N.str();
    return nullptr;
  }
};

TEST_F(CompatibilityTest, Rules) {
  auto I = body(R"IR(
declare void @g(i32) nosync
declare void @h(i32) nosync
declare void @conv() convergent
declare void @unknown(i32)
define void @d(i32 %v) {
  call void @g(i32 %v)
  ret void
}
define void @dconv(i32 %v) {
  call void @unknown(i32 %v)
  ret void
}
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
  call void @unknown(i32 %a)
  call void @unknown(i32 %b)
  call void @d(i32 %a)
  call void @d(i32 %b)
  call void @dconv(i32 %a)
  call void @dconv(i32 %b)
  %w4 = load i64, ptr addrspace(1) %p, align 4
  %w8 = load i64, ptr addrspace(1) %p, align 8
  %w16 = load i64, ptr addrspace(1) %p, align 16
  %a8 = load atomic i32, ptr addrspace(1) %p monotonic, align 8
  ret void
}
)IR");
  // Flags that can be intersected do not matter; operands may differ.
  EXPECT_TRUE(areCompatible(*named("add1"), *named("add2")));
  EXPECT_EQ(countDifferingOperands(*named("add1"), *named("add2")), 2u);
  EXPECT_FALSE(areCompatible(*named("add1"), *named("sub")));
  EXPECT_FALSE(areCompatible(*named("lt"), *named("gt")));
  // Volatility, address space and ordering must match; alignment too,
  // unless both accesses are aligned to their size (a float2's .x and .y),
  // when the meld takes the smaller one.
  EXPECT_FALSE(areCompatible(*named("l1"), *named("l2")));
  EXPECT_FALSE(areCompatible(*named("l1"), *named("l3")));
  EXPECT_TRUE(areCompatible(*named("l1"), *named("l4")));
  EXPECT_FALSE(areCompatible(*named("l1"), *named("l5")));
  EXPECT_TRUE(areCompatible(*named("w8"), *named("w16")));
  EXPECT_FALSE(areCompatible(*named("w4"), *named("w8")));
  EXPECT_FALSE(areCompatible(*named("l5"), *named("a8")));
  OwnedInst L(cloneMelded(*named("l4"), *named("l1")));
  EXPECT_EQ(cast<LoadInst>(L.get())->getAlign(), Align(4));
  // Same callee only; convergent calls and allocas never.
  EXPECT_TRUE(areCompatible(*I[10], *I[11]));
  EXPECT_FALSE(areCompatible(*I[10], *I[12]));
  EXPECT_FALSE(areCompatible(*I[13], *I[14]));
  EXPECT_TRUE(isNeverAligned(*I[13]));
  EXPECT_FALSE(areCompatible(*named("x"), *named("y")));
  // A declaration not marked nosync may hold a barrier: never aligned. A
  // definition aligns when nothing it calls (transitively) may be
  // convergent; calling such a declaration makes it unknown too.
  EXPECT_TRUE(isNeverAligned(*I[17]));
  EXPECT_FALSE(areCompatible(*I[17], *I[18]));
  EXPECT_TRUE(areCompatible(*I[19], *I[20]));
  EXPECT_TRUE(isNeverAligned(*I[21]));
  EXPECT_FALSE(areCompatible(*I[21], *I[22]));
  // The alignment weighs a defined callee's body with the call.
  const BasicBlock &D = M->getFunction("d")->getEntryBlock();
  EXPECT_EQ(alignmentLatency(*I[19]),
            lockstep::SIMTCostModel::latency(*I[19]) +
                lockstep::SIMTCostModel::latency(D.front()) +
                lockstep::SIMTCostModel::latency(D.back()));
}

} // namespace

// Two identical chains behind loads of different addresses: on the first
// round only the loads align (their results differ as values, so every use
// would seem to need a select); identifying the melded loads aligns the whole
// chain on the second round.
TEST_F(CompatibilityTest, ChainsBehindMeldedValuesAlign) {
  auto I = body(R"IR(
define void @f(ptr addrspace(1) %pa, ptr addrspace(1) %pb) {
  %a0 = load i32, ptr addrspace(1) %pa, align 4
  %a1 = add i32 %a0, %a0
  %a2 = xor i32 %a1, %a0
  %a3 = mul i32 %a2, %a1
  %a4 = sub i32 %a3, %a2
  %a5 = and i32 %a4, %a3
  %a6 = or i32 %a5, %a4
  store i32 %a6, ptr addrspace(1) %pa, align 4
  %b0 = load i32, ptr addrspace(1) %pb, align 4
  %b1 = add i32 %b0, %b0
  %b2 = xor i32 %b1, %b0
  %b3 = mul i32 %b2, %b1
  %b4 = sub i32 %b3, %b2
  %b5 = and i32 %b4, %b3
  %b6 = or i32 %b5, %b4
  store i32 %b6, ptr addrspace(1) %pb, align 4
  ret void
}
)IR");
  ArrayRef<Instruction *> All(I);
  Alignment Al = alignInstructions(All.take_front(8), All.drop_front(8));
  EXPECT_EQ(Al.Matches, 8u);
  for (const AlignStep &S : Al.Steps) {
    EXPECT_EQ(S.Kind, AlignKind::Match);
    EXPECT_EQ(S.IndexA, S.IndexB);
  }
  // The first round alone (plain operand identity) aligns fewer.
  EXPECT_LT(align(buildInput(All.take_front(8), All.drop_front(8))).Matches,
            8u);
}

// One select serves every match that selects between the same two operands:
// scoreSharingSelects charges each distinct pair once, never less than
// scoreAlignment, and equal to it when no pair repeats.
TEST(InstructionAlignmentTest, SharedSelectsChargedOnce) {
  std::mt19937 Rng(7);
  for (unsigned Trial = 0; Trial < 200; ++Trial) {
    AlignInput In = randomInput(Rng, 6, 6, 3);
    Alignment Al = alignFull(In);
    EXPECT_GE(scoreSharingSelects(In, Al.Steps), Al.Score);
    EXPECT_EQ(Al.SharedScore, scoreSharingSelects(In, Al.Steps));
  }
  auto Op = [](uintptr_t V) { return reinterpret_cast<const void *>(V); };
  AlignInput In;
  In.SelectCost = 4;
  In.GapOpen = 8;
  // A: f(1, 2) three times; B: f(3, 2), f(3, 2), f(4, 2).
  for (unsigned I = 0; I < 3; ++I) {
    const void *A[2] = {Op(1), Op(2)};
    In.add(true, 0, 10, A);
  }
  for (uintptr_t First : {3, 3, 4}) {
    const void *B[2] = {Op(First), Op(2)};
    In.add(false, 0, 10, B);
  }
  std::vector<AlignStep> Diagonal;
  for (unsigned I = 0; I < 3; ++I)
    Diagonal.push_back({AlignKind::Match, I, I});
  EXPECT_EQ(scoreAlignment(In, Diagonal), 3 * 10 - 3 * 4);
  // (1, 3) is paid once, (1, 4) once.
  EXPECT_EQ(scoreSharingSelects(In, Diagonal), 3 * 10 - 2 * 4);
}

// Six operations on (a, b) on one side and on (c, d) on the other: each
// pair alone pays two selects for one int-unit instruction, so the plain
// dynamic program aligns none (six such matches cost more than two gap
// runs); two shared selects serve all six pairs.
TEST_F(CompatibilityTest, SharedSelectsAlignWhatNoSinglePairPays) {
  auto I = body(R"IR(
define void @f(i32 %a, i32 %b, i32 %c, i32 %d) {
  %a1 = add i32 %a, %b
  %a2 = sub i32 %a, %b
  %a3 = xor i32 %a, %b
  %a4 = and i32 %a, %b
  %a5 = or i32 %a, %b
  %a6 = shl i32 %a, %b
  %b1 = add i32 %c, %d
  %b2 = sub i32 %c, %d
  %b3 = xor i32 %c, %d
  %b4 = and i32 %c, %d
  %b5 = or i32 %c, %d
  %b6 = shl i32 %c, %d
  ret void
}
)IR");
  ArrayRef<Instruction *> All(I);
  ArrayRef<Instruction *> A = All.take_front(6), B = All.drop_front(6);
  const int64_t Alu = lockstep::SIMTCostModel::latency(*I[0]);
  const int64_t Sel =
      lockstep::SIMTCostModel::latency(lockstep::InstClass::Select);
  ASSERT_LT(Alu, 2 * Sel) << "the premise: one pair does not pay";
  EXPECT_EQ(align(buildInput(A, B)).Matches, 0u);
  Alignment Al = alignInstructions(A, B);
  EXPECT_EQ(Al.Matches, 6u);
  EXPECT_EQ(Al.Score, 6 * (Alu - 2 * Sel));
  EXPECT_EQ(Al.SharedScore, 6 * Alu - 2 * Sel);
  // Off, the alignment is DARM's: nothing aligns.
  cl::Option *O =
      cl::getRegisteredOptions().lookup("lockstep-align-shared-selects");
  ASSERT_NE(O, nullptr);
  auto *Share = static_cast<cl::opt<bool> *>(O);
  *Share = false;
  EXPECT_EQ(alignInstructions(A, B).Matches, 0u);
  *Share = true;
}

// Equivalent operations: an `or disjoint` is an add, a `zext nneg` a sext, a
// `uitofp nneg` a sitofp, an `icmp samesign ult` an `icmp slt`; the plain
// forms are not. The melded instruction is
// the plain form with the flags both hold.
TEST_F(CompatibilityTest, EquivalentOperations) {
  auto I = body(R"IR(
define void @f(i32 %a, i32 %b) {
  %ord = or disjoint i32 %a, %b
  %add = add nuw nsw i32 %a, %b
  %addnsw = add nsw i32 %a, %b
  %or = or i32 %a, %b
  %zn = zext nneg i32 %a to i64
  %sx = sext i32 %a to i64
  %zx = zext i32 %a to i64
  %un = uitofp nneg i32 %a to float
  %si = sitofp i32 %a to float
  %zn16 = zext nneg i16 0 to i64
  %sx8 = sext i8 0 to i64
  %ssult = icmp samesign ult i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ssuge = icmp samesign uge i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %ssult2 = icmp samesign ult i32 %b, %a
  ret void
}
)IR");
  EXPECT_TRUE(areCompatible(*named("ord"), *named("add")));
  EXPECT_TRUE(areCompatible(*named("add"), *named("ord")));
  EXPECT_TRUE(areCompatible(*named("ord"), *named("or")));
  EXPECT_FALSE(areCompatible(*named("or"), *named("add")));
  EXPECT_TRUE(areCompatible(*named("zn"), *named("sx")));
  EXPECT_TRUE(areCompatible(*named("zn"), *named("zx")));
  EXPECT_FALSE(areCompatible(*named("zx"), *named("sx")));
  EXPECT_TRUE(areCompatible(*named("un"), *named("si")));
  // Types still have to agree.
  EXPECT_FALSE(areCompatible(*named("zn16"), *named("sx8")));
  // Operands of one sign order alike signed and unsigned.
  EXPECT_TRUE(areCompatible(*named("ssult"), *named("slt")));
  EXPECT_TRUE(areCompatible(*named("ssult"), *named("ult")));
  EXPECT_TRUE(areCompatible(*named("ssuge"), *named("sge")));
  EXPECT_FALSE(areCompatible(*named("ssult"), *named("sge")));
  EXPECT_FALSE(areCompatible(*named("ult"), *named("slt")));
  EXPECT_FALSE(isSameOperation(*named("ssult"), *named("slt")));
  EXPECT_TRUE(isSameOperation(*named("ssult"), *named("ssult2")));

  auto Melded = [&](StringRef A, StringRef B) {
    OwnedInst New(cloneMelded(*named(A), *named(B)));
    return std::make_tuple(New->getOpcode(), New->hasNoSignedWrap(),
                           New->getOpcode() == Instruction::Add &&
                               New->hasNoUnsignedWrap());
  };
  // The add keeps the flags it has: an `or disjoint` overflows neither way.
  EXPECT_EQ(Melded("ord", "add"),
            std::make_tuple(unsigned(Instruction::Add), true, true));
  EXPECT_EQ(Melded("addnsw", "ord"),
            std::make_tuple(unsigned(Instruction::Add), true, false));
  OwnedInst Or(cloneMelded(*named("ord"), *named("or")));
  EXPECT_EQ(Or->getOpcode(), unsigned(Instruction::Or));
  EXPECT_FALSE(cast<PossiblyDisjointInst>(Or.get())->isDisjoint());
  OwnedInst S(cloneMelded(*named("zn"), *named("sx")));
  EXPECT_EQ(S->getOpcode(), unsigned(Instruction::SExt));
  OwnedInst Z(cloneMelded(*named("zn"), *named("zx")));
  EXPECT_EQ(Z->getOpcode(), unsigned(Instruction::ZExt));
  EXPECT_FALSE(Z->hasNonNeg());
  OwnedInst F(cloneMelded(*named("si"), *named("un")));
  EXPECT_EQ(F->getOpcode(), unsigned(Instruction::SIToFP));
  OwnedInst C(cloneMelded(*named("ssult"), *named("slt")));
  EXPECT_EQ(cast<ICmpInst>(C.get())->getPredicate(), ICmpInst::ICMP_SLT);
  OwnedInst U(cloneMelded(*named("ssult"), *named("ult")));
  EXPECT_EQ(cast<ICmpInst>(U.get())->getPredicate(), ICmpInst::ICMP_ULT);
  EXPECT_FALSE(cast<ICmpInst>(U.get())->hasSameSign());
  OwnedInst SS(cloneMelded(*named("ssult"), *named("ssult2")));
  EXPECT_TRUE(cast<ICmpInst>(SS.get())->hasSameSign());
}

// LUD's solves: side A indexes with two `zext nneg`, side B with a `sext`
// and a `zext nneg`. Both of A's extensions align, each with its
// counterpart, so the whole body aligns.
TEST_F(CompatibilityTest, EquivalentOperationsAlignInPlace) {
  auto I = body(R"IR(
define void @f(ptr %pa, ptr %qa, ptr %pb, ptr %qb, i32 %j, i32 %r, i32 %c) {
  %a1 = add nuw nsw i32 %j, %r
  %a2 = zext nneg i32 %a1 to i64
  %a3 = getelementptr float, ptr %pa, i64 %a2
  %a4 = load float, ptr %a3, align 4
  %a5 = shl nsw i32 %j, 4
  %a6 = or disjoint i32 %a5, %c
  %a7 = zext nneg i32 %a6 to i64
  %a8 = getelementptr float, ptr %qa, i64 %a7
  %a9 = load float, ptr %a8, align 4
  %b1 = add nuw nsw i32 %j, %c
  %b2 = sext i32 %b1 to i64
  %b3 = getelementptr float, ptr %pb, i64 %b2
  %b4 = load float, ptr %b3, align 4
  %b5 = shl nsw i32 %j, 4
  %b6 = add nuw nsw i32 %b5, %r
  %b7 = zext nneg i32 %b6 to i64
  %b8 = getelementptr float, ptr %qb, i64 %b7
  %b9 = load float, ptr %b8, align 4
  ret void
}
)IR");
  ArrayRef<Instruction *> All(I);
  Alignment Al = alignInstructions(All.take_front(9), All.drop_front(9));
  EXPECT_EQ(Al.Matches, 9u);
  for (const AlignStep &S : Al.Steps)
    EXPECT_EQ(S.IndexA, S.IndexB);
  // Aligning opcodes as written, the first load's extension and the second
  // load's or/add stay apart.
  cl::Option *O =
      cl::getRegisteredOptions().lookup("lockstep-align-equivalent-ops");
  ASSERT_NE(O, nullptr);
  auto *Equivalent = static_cast<cl::opt<bool> *>(O);
  *Equivalent = false;
  EXPECT_LT(alignInstructions(All.take_front(9), All.drop_front(9)).Matches,
            9u);
  *Equivalent = true;
}
