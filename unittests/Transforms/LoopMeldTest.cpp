//===- LoopMeldTest.cpp - The pieces of non-isomorphic loop melding -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LoopMeld.h piece by piece on a kernel whose two sides hold loops of
/// different shapes: the safety check, the shape, the estimate (derived
/// from instruction alignment and SIMTCostModel), normalization (preheader
/// and dedicated exit) and fusion (one header branching on the side, one
/// latch, an exit branching on the side), ending with verifier checks and
/// up-to-date dominator trees.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/LoopMeld.h"

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

// Side A: a loop exiting from its header with an if-then in its body (4
// blocks), entered straight from the region entry (no preheader of its
// own) and leaving to the join (no dedicated exit). Side B: a one-block
// rotated loop. Both accumulate loads.
const char *Kernel = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(i32)
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 5
  br i1 %c, label %AH, label %B
AH:
  %i = phi i32 [ 0, %entry ], [ %i.n, %AL ]
  %s = phi i32 [ 0, %entry ], [ %s.n, %AL ]
  %more = icmp ult i32 %i, %tid
  br i1 %more, label %AB, label %J
AB:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %neg = icmp slt i32 %va, 0
  br i1 %neg, label %AT, label %AL
AT:
  br label %AL
AL:
  %s.n = add i32 %s, %va
  %i.n = add i32 %i, 1
  br label %AH
B:
  br label %BH
BH:
  %j = phi i32 [ 0, %B ], [ %j.n, %BH ]
  %t = phi i32 [ 1, %B ], [ %t.n, %BH ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %t.n = add i32 %t, %vb
  %j.n = add i32 %j, 1
  %b = icmp ult i32 %j.n, 3
  br i1 %b, label %BH, label %BX
BX:
  br label %J
J:
  %r = phi i32 [ %s, %AH ], [ %t.n, %BX ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
)IR";

// Two one-block loops: side A's unrolled by 2, side B's rolled.
const char *OneBlockBodies = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 5
  br i1 %c, label %A, label %B
A:
  br label %AH
AH:
  %k = phi i32 [ 0, %A ], [ %k.2, %AH ]
  %s = phi i32 [ 0, %A ], [ %s.2, %AH ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %k
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %s.1 = add i32 %s, %v1
  %k.1 = add i32 %k, 1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %k.1
  %v2 = load i32, ptr addrspace(1) %p2, align 4
  %s.2 = add i32 %s.1, %v2
  %k.2 = add i32 %k, 2
  %a = icmp ult i32 %k.2, %tid
  br i1 %a, label %AH, label %AX
AX:
  br label %J
B:
  br label %BH
BH:
  %j = phi i32 [ 0, %B ], [ %j.n, %BH ]
  %t = phi i32 [ 0, %B ], [ %t.n, %BH ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %t.n = add i32 %t, %vb
  %j.n = add i32 %j, 1
  %b = icmp ult i32 %j.n, 3
  br i1 %b, label %BH, label %BX
BX:
  br label %J
J:
  %r = phi i32 [ %s.2, %AX ], [ %t.n, %BX ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
)IR";

BasicBlock *block(Function &F, StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return &BB;
  return nullptr;
}

class LoopMeldTest : public ::testing::Test {
protected:
  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(Kernel, Err, Ctx);
    ASSERT_TRUE(M);
    F = M->getFunction("k");
    ASSERT_FALSE(verifyFunction(*F, &errs()));
    DT.recalculate(*F);
    PDT.recalculate(*F);
    LI.analyze(DT);
    LA = LI.getLoopFor(block(*F, "AH"));
    LB = LI.getLoopFor(block(*F, "BH"));
    ASSERT_TRUE(LA && LB);
  }
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  DominatorTree DT;
  PostDominatorTree PDT;
  LoopInfo LI;
  Loop *LA = nullptr, *LB = nullptr;
};

TEST_F(LoopMeldTest, BothLoopsAreMeldable) {
  std::string Reason;
  EXPECT_EQ(whyNotMeldable(*LA, Reason), "");
  EXPECT_EQ(whyNotMeldable(*LB, Reason), "");
}

TEST_F(LoopMeldTest, ShapeHeaderFirst) {
  LoopShape A = shapeOf(*LA), B = shapeOf(*LB);
  EXPECT_EQ(A.Header, block(*F, "AH"));
  EXPECT_EQ(A.Preheader, &F->getEntryBlock());
  EXPECT_EQ(A.Exit, block(*F, "J"));
  EXPECT_EQ(A.Blocks.size(), 4u);
  EXPECT_EQ(B.Blocks.size(), 1u);
  EXPECT_EQ(B.Preheader, block(*F, "B"));
  EXPECT_EQ(B.Exit, block(*F, "BX"));
}

TEST_F(LoopMeldTest, EstimateFromAlignmentAndCostModel) {
  LoopShape A = shapeOf(*LA), B = shapeOf(*LB);
  LoopMeldEstimate E = estimateLoopMeld(A, B);
  unsigned LatA = 0, LatB = 0;
  for (BasicBlock *BB : A.Blocks)
    LatA += SIMTCostModel::blockLatency(*BB);
  for (BasicBlock *BB : B.Blocks)
    LatB += SIMTCostModel::blockLatency(*BB);
  EXPECT_EQ(E.LatencyA, LatA);
  EXPECT_EQ(E.LatencyB, LatB);
  // Saved and Matches follow from the alignment of the two bodies (phis
  // and terminators left out), with the header phis that fusion merges
  // (i with j, s with t: in order, same type) counted as equal operands:
  // each match saves its latency minus a select per differing operand.
  SmallVector<Instruction *, 16> BodyA, BodyB;
  for (auto [S, Body] : {std::pair(&A, &BodyA), std::pair(&B, &BodyB)})
    for (BasicBlock *BB : S->Blocks)
      for (Instruction &I : *BB)
        if (!isa<PHINode>(I) && !I.isTerminator())
          Body->push_back(&I);
  auto Phi = [&](StringRef Block, unsigned N) {
    return &*std::next(block(*F, Block)->phis().begin(), N);
  };
  MeldedValues Known = {{Phi("BH", 0), Phi("AH", 0)},
                        {Phi("BH", 1), Phi("AH", 1)}};
  Alignment Al = alignInstructions(BodyA, BodyB, Known);
  for (const AlignStep &S : Al.Steps)
    if (S.Kind == AlignKind::Match)
      Known[BodyB[S.IndexB]] = BodyA[S.IndexA];
  unsigned Matches = 0;
  int64_t Saved = 0;
  for (const AlignStep &S : Al.Steps) {
    if (S.Kind != AlignKind::Match)
      continue;
    const Instruction &IA = *BodyA[S.IndexA], &IB = *BodyB[S.IndexB];
    ++Matches;
    unsigned Differ = 0;
    for (unsigned I = 0; I < IA.getNumOperands(); ++I) {
      auto It = Known.find(IB.getOperand(I));
      Differ += IA.getOperand(I) != IB.getOperand(I) &&
                (It == Known.end() || It->second != IA.getOperand(I));
    }
    Saved += alignmentLatency(IA) -
             int64_t(Differ) * SIMTCostModel::latency(InstClass::Select);
  }
  EXPECT_EQ(E.Matches, Matches);
  EXPECT_EQ(E.Saved, Saved);
  // The two loads align (same address space and type).
  EXPECT_GE(E.Matches, 1u);
  int64_t Br = SIMTCostModel::latency(InstClass::Branch);
  int64_t Sel = SIMTCostModel::latency(InstClass::Select);
  EXPECT_EQ(E.Overhead, 2 * Br + Sel);
  EXPECT_DOUBLE_EQ(E.profitability(),
                   double(E.Saved - E.Overhead) / double(LatA + LatB));
}

TEST_F(LoopMeldTest, CallThatMayBeConvergentIsRefused) {
  auto *Ext = M->getFunction("ext");
  CallInst::Create(Ext, {ConstantInt::get(Type::getInt32Ty(Ctx), 0)}, "",
                   block(*F, "AT")->getTerminator()->getIterator());
  std::string Reason;
  EXPECT_NE(whyNotMeldable(*LA, Reason), "");
  EXPECT_EQ(Reason, "loop-convergent");
}

TEST_F(LoopMeldTest, NoLossTrialLeavesTheModuleAlone) {
  // Side A's body has 4 blocks: the rule does not judge block-region
  // pairs, MP_S decides. The module is unchanged.
  LoopShape A = shapeOf(*LA), B = shapeOf(*LB);
  BasicBlock *Entry = &F->getEntryBlock();
  Value *C = Entry->getTerminator()->getOperand(0);
  std::string Before;
  raw_string_ostream(Before) << *M;
  EXPECT_EQ(whyNoLoss(A, B, C, Entry, 1.0), "");
  std::string After;
  raw_string_ostream(After) << *M;
  EXPECT_EQ(Before, After);
  EXPECT_EQ(M->size(), 3u);
}

TEST(LoopMeldNoLoss, OneBlockBodiesJudgedOnAClone) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(OneBlockBodies, Err, Ctx);
  ASSERT_TRUE(M);
  Function *F = M->getFunction("k");
  DominatorTree DT(*F);
  LoopInfo LI(DT);
  LoopShape A = shapeOf(*LI.getLoopFor(block(*F, "AH")));
  LoopShape B = shapeOf(*LI.getLoopFor(block(*F, "BH")));
  BasicBlock *Entry = &F->getEntryBlock();
  Value *C = Entry->getTerminator()->getOperand(0);
  std::string Before;
  raw_string_ostream(Before) << *M;
  // A branch that never splits a warp (rate 0) gains nothing and pays the
  // meld's overhead: refused, whatever the bodies.
  std::string Why = whyNoLoss(A, B, C, Entry, 0.0);
  EXPECT_TRUE(StringRef(Why).starts_with("no-loss rule on the melded bodies"))
      << Why;
  (void)whyNoLoss(A, B, C, Entry, 1.0);
  std::string After;
  raw_string_ostream(After) << *M;
  EXPECT_EQ(Before, After);
  EXPECT_EQ(M->size(), 2u);
  EXPECT_FALSE(verifyModule(*M, &errs()));
}

TEST_F(LoopMeldTest, NormalizeAndFuse) {
  LoopShape A = shapeOf(*LA), B = shapeOf(*LB);
  BasicBlock *Entry = &F->getEntryBlock();
  CFGUpdateTracker CFG(*F, DT, PDT);
  normalizeShape(A, Entry);
  normalizeShape(B, Entry);
  // A got a preheader of its own and a dedicated exit; B's preheader ended
  // in an unconditional branch already, its exit was dedicated.
  EXPECT_NE(A.Preheader, Entry);
  EXPECT_EQ(A.Preheader->getSingleSuccessor(), A.Header);
  EXPECT_NE(A.Exit, block(*F, "J"));
  EXPECT_EQ(A.Exit->getSinglePredecessor(), A.Header);
  EXPECT_EQ(B.Preheader, block(*F, "B"));
  EXPECT_EQ(B.Exit, block(*F, "BX"));

  Value *C = Entry->getTerminator()->getOperand(0);
  fuseLoops(C, A, B, Entry, CFG);
  ASSERT_FALSE(verifyFunction(*F, &errs()));
  EXPECT_TRUE(CFG.verify(errs()));

  BasicBlock *MH = block(*F, "loopmeld.header");
  BasicBlock *MX = block(*F, "loopmeld.exit");
  ASSERT_TRUE(MH && MX);
  auto *HB = cast<BranchInst>(MH->getTerminator());
  EXPECT_EQ(HB->getCondition(), C);
  EXPECT_EQ(HB->getSuccessor(0), A.Header);
  EXPECT_EQ(HB->getSuccessor(1), B.Header);
  // The header phis of the two sides merged pairwise (i with j, s with t),
  // each taking A's initial value from A's preheader and B's from B's; one
  // more phi comes from repairSSA for B's live-out %t.n (defined in B's
  // body, used after the loop: it now flows around the back edge).
  SmallVector<StringRef, 8> Names;
  for (PHINode &P : MH->phis())
    Names.push_back(P.getName());
  EXPECT_TRUE(is_contained(Names, "i.lm"));
  EXPECT_TRUE(is_contained(Names, "s.lm"));
  EXPECT_EQ(Names.size(), 3u);
  for (PHINode &P : MH->phis())
    if (P.getName() == "s.lm") {
      EXPECT_EQ(P.getIncomingValueForBlock(A.Preheader),
                ConstantInt::get(Type::getInt32Ty(Ctx), 0));
      EXPECT_EQ(P.getIncomingValueForBlock(B.Preheader),
                ConstantInt::get(Type::getInt32Ty(Ctx), 1));
    }
  EXPECT_TRUE(A.Header->phis().empty());
  auto *XB = cast<BranchInst>(MX->getTerminator());
  EXPECT_EQ(XB->getCondition(), C);
  EXPECT_EQ(XB->getSuccessor(0), A.Exit);
  EXPECT_EQ(XB->getSuccessor(1), B.Exit);
  // One loop now, headed by the new header.
  DominatorTree Fresh(*F);
  LoopInfo LI2(Fresh);
  ASSERT_EQ(LI2.getTopLevelLoops().size(), 1u);
  EXPECT_EQ(LI2.getTopLevelLoops().front()->getHeader(), MH);
}

} // namespace
