//===- AlignmentMemoTest.cpp - Tests for the shared alignments ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AlignmentMemo returns what alignInstructions returns, computes each
/// distinct input once (a Known that differs on an operand of B is a new
/// input, one that differs elsewhere is not), and a meld request carrying a
/// memo aligns each block pair once for its estimate and its meld, with the
/// same estimate and the same melded IR as without one.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/AlignmentMemo.h"
#include "../../lib/Transforms/Meld/MeldCodeGen.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/Analysis/PostDominators.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

// Both sides load, combine and store; B's add reads its own load twice
// where A's reads two loads.
const char *Diamond = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %A, label %B
A:
  %a1 = load i32, ptr addrspace(1) %p, align 4
  %a2 = load i32, ptr addrspace(1) %q, align 4
  %a3 = add i32 %a1, %a2
  %a4 = mul i32 %a3, 3
  store i32 %a4, ptr addrspace(1) %q, align 4
  br label %X
B:
  %b1 = load i32, ptr addrspace(1) %q, align 4
  %b3 = add i32 %b1, %b1
  %b4 = mul i32 %b3, 5
  %b5 = xor i32 %b4, 7
  store i32 %b5, ptr addrspace(1) %p, align 4
  br label %X
X:
  ret void
}
)IR";

class AlignmentMemoTest : public ::testing::Test {
protected:
  std::unique_ptr<Module> parse() {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseAssemblyString(Diamond, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    return M;
  }
  static BasicBlock *block(Function &F, StringRef Name) {
    for (BasicBlock &BB : F)
      if (BB.getName() == Name)
        return &BB;
    return nullptr;
  }
  static MeldRequest request(Function &F) {
    MeldRequest R;
    R.RegionEntry = &F.getEntryBlock();
    R.Cond = R.RegionEntry->getTerminator()->getOperand(0);
    R.Pairs.push_back({block(F, "A"), block(F, "B")});
    R.NextA = R.NextB = block(F, "X");
    return R;
  }
  static bool sameSteps(const Alignment &X, const Alignment &Y) {
    if (X.Steps.size() != Y.Steps.size() || X.Score != Y.Score ||
        X.Matches != Y.Matches)
      return false;
    for (size_t I = 0; I < X.Steps.size(); ++I) {
      const AlignStep &S = X.Steps[I], &T = Y.Steps[I];
      if (S.Kind != T.Kind ||
          (S.Kind != AlignKind::GapB && S.IndexA != T.IndexA) ||
          (S.Kind != AlignKind::GapA && S.IndexB != T.IndexB))
        return false;
    }
    return true;
  }
  /// Estimates and melds the diamond of a fresh module, with or without a
  /// memo; returns the melded function's text.
  std::string meld(bool WithMemo, MeldEstimate &Est, AlignmentMemo &Memo) {
    std::unique_ptr<Module> M = parse();
    Function &F = *M->getFunction("k");
    MeldRequest R = request(F);
    if (WithMemo)
      R.Alignments = &Memo;
    Est = estimateMeld(R);
    DominatorTree DT(F);
    PostDominatorTree PDT(F);
    {
      CFGUpdateTracker CFG(F, DT, PDT);
      Expected<MeldStats> S = meldSubgraphs(R, CFG);
      EXPECT_TRUE(bool(S)) << toString(S.takeError());
    }
    EXPECT_FALSE(verifyFunction(F, &errs()));
    EXPECT_FALSE(DT.compare(DominatorTree(F)));
    std::string Text;
    raw_string_ostream OS(Text);
    F.print(OS);
    return Text;
  }
  LLVMContext Ctx;
};

TEST_F(AlignmentMemoTest, ComputesEachDistinctInputOnce) {
  std::unique_ptr<Module> M = parse();
  Function &F = *M->getFunction("k");
  SmallVector<Instruction *, 32> IA = blockBody(block(F, "A")),
                                 IB = blockBody(block(F, "B"));
  AlignmentMemo Memo;
  MeldedValues None;
  const Alignment &First = Memo.align(IA, IB, None);
  EXPECT_TRUE(sameSteps(First, alignInstructions(IA, IB, None)));
  EXPECT_GT(First.Matches, 0u);
  const Alignment &Again = Memo.align(IA, IB, None);
  EXPECT_EQ(&Again, &First);
  EXPECT_EQ(Memo.computed(), 1u);
  EXPECT_EQ(Memo.reused(), 1u);

  // Known on a value no instruction of B reads: the same input.
  MeldedValues Elsewhere;
  Elsewhere[IA[1]] = IA[0];
  EXPECT_EQ(&Memo.align(IA, IB, Elsewhere), &First);
  EXPECT_EQ(Memo.computed(), 1u);

  // Known on B's load (read by B's add): a new input, aligned afresh.
  MeldedValues OnB;
  OnB[IB[0]] = IA[1];
  const Alignment &Other = Memo.align(IA, IB, OnB);
  EXPECT_NE(&Other, &First);
  EXPECT_TRUE(sameSteps(Other, alignInstructions(IA, IB, OnB)));
  EXPECT_EQ(Memo.computed(), 2u);

  // The lists are part of the input: B without its last instruction.
  ArrayRef<Instruction *> Shorter = ArrayRef(IB).drop_back();
  EXPECT_TRUE(sameSteps(Memo.align(IA, Shorter, None),
                        alignInstructions(IA, Shorter, None)));
  EXPECT_EQ(Memo.computed(), 3u);
  EXPECT_EQ(Memo.reused(), 2u);
}

TEST_F(AlignmentMemoTest, RequestAlignsEachPairOnce) {
  MeldEstimate Plain, Shared;
  AlignmentMemo Unused, Memo;
  std::string Without = meld(false, Plain, Unused);
  std::string With = meld(true, Shared, Memo);
  EXPECT_EQ(Unused.computed() + Unused.reused(), 0u);
  // One pair: aligned by the estimate's phi-merge planner, then reused by
  // the estimate itself, the meld's planner and the meld's code generation.
  EXPECT_EQ(Memo.computed(), 1u);
  EXPECT_EQ(Memo.reused(), 3u);
  EXPECT_EQ(With, Without);
  EXPECT_EQ(Shared.Matches, Plain.Matches);
  EXPECT_EQ(Shared.Gain, Plain.Gain);
  EXPECT_EQ(Shared.Overhead, Plain.Overhead);
  EXPECT_EQ(Shared.ChainMelded, Plain.ChainMelded);
  EXPECT_EQ(Shared.SlotSaved, Plain.SlotSaved);
  EXPECT_GT(Shared.Matches, 0u);
}

} // namespace
