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
/// up-to-date dominator trees; the cf-meld hook inside another pair's trial
/// (nested loops).
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/LoopMeld.h"

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Transforms/Meld/InstructionAlignment.h"
#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/StepEngine.h"

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

// Both sides guard their loop with a zero-trip test; side A's guard has two
// steps (a remainder-like path from AG2 to AR), side B's one, straight to
// the join. The join's phi takes each bypass path's own value.
const char *Guarded = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = and i32 %tid, 7
  %c = icmp ult i32 %tid, 5
  br i1 %c, label %A, label %B
A:
  %ga = icmp ne i32 %n, 0
  br i1 %ga, label %AG2, label %J
AG2:
  %big = icmp ugt i32 %n, 2
  br i1 %big, label %AP, label %AR
AP:
  br label %AH
AH:
  %i = phi i32 [ 0, %AP ], [ %i.n, %AH ]
  %s = phi i32 [ 0, %AP ], [ %s.n, %AH ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %s.n = add i32 %s, %va
  %i.n = add i32 %i, 1
  %a = icmp ult i32 %i.n, %n
  br i1 %a, label %AH, label %AR
AR:
  %sr = phi i32 [ 7, %AG2 ], [ %s.n, %AH ]
  br label %J
B:
  %gb = icmp ugt i32 %n, 3
  br i1 %gb, label %BH, label %J
BH:
  %j = phi i32 [ 0, %B ], [ %j.n, %BH ]
  %t = phi i32 [ 1, %B ], [ %t.n, %BH ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %t.n = add i32 %t, %vb
  %j.n = add i32 %j, 1
  %b = icmp ult i32 %j.n, %n
  br i1 %b, label %BH, label %BX
BX:
  br label %J
J:
  %r = phi i32 [ 5, %A ], [ %sr, %AR ], [ 6, %B ], [ %t.n, %BX ]
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

TEST_F(LoopMeldTest, BodyMeldTrialSeesAFusedCloneAndLeavesTheModuleAlone) {
  // The trial gets a clone in which the loops are fused: its header branches
  // on the clone's condition to the two bodies (4 blocks and 1). Whatever
  // it says is returned, and the module is unchanged afterwards.
  LoopShape A = shapeOf(*LA), B = shapeOf(*LB);
  BasicBlock *Entry = &F->getEntryBlock();
  Value *C = Entry->getTerminator()->getOperand(0);
  std::string Before;
  raw_string_ostream(Before) << *M;
  FunctionAnalysisManager FAM;
  unsigned Calls = 0;
  auto Trial = [&](Function &Clone, BasicBlock *H, std::string &Reason) {
    ++Calls;
    EXPECT_NE(&Clone, F);
    EXPECT_EQ(H->getParent(), &Clone);
    EXPECT_FALSE(verifyFunction(Clone, &errs()));
    auto *BI = cast<BranchInst>(H->getTerminator());
    EXPECT_TRUE(BI->isConditional());
    EXPECT_EQ(BI->getSuccessor(0)->getName(), "AH");
    EXPECT_EQ(BI->getSuccessor(1)->getName(), "BH");
    Reason = "no-loss";
    return std::string("refused by the test");
  };
  std::string Reason;
  EXPECT_EQ(whyBodiesUnmelded(A, B, C, Entry, FAM, Trial, Reason),
            "refused by the test");
  EXPECT_EQ(Reason, "no-loss");
  EXPECT_EQ(Calls, 1u);
  std::string After;
  raw_string_ostream(After) << *M;
  EXPECT_EQ(Before, After);
  EXPECT_EQ(M->size(), 3u);
}

TEST(LoopMeldTrial, AcceptedTrialLeavesTheModuleAlone) {
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
  FunctionAnalysisManager FAM;
  std::string Reason;
  EXPECT_EQ(whyBodiesUnmelded(
                A, B, C, Entry, FAM,
                [](Function &, BasicBlock *, std::string &) { return ""; },
                Reason),
            "");
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
  // each taking A's initial value from A's preheader and B's from B's. B's
  // live-out %t.n (defined in B's body, used after the loop) got an exit
  // phi before fusion, so it leaves through the latch (poison on A's edges)
  // and is not carried round the fused loop by a header phi.
  SmallVector<StringRef, 8> Names;
  for (PHINode &P : MH->phis())
    Names.push_back(P.getName());
  EXPECT_TRUE(is_contained(Names, "i.lm"));
  EXPECT_TRUE(is_contained(Names, "s.lm"));
  EXPECT_EQ(Names.size(), 2u);
  ASSERT_FALSE(B.Exit->phis().empty());
  PHINode &TOut = *B.Exit->phis().begin();
  EXPECT_EQ(TOut.getName(), "t.n.lcssa");
  EXPECT_EQ(TOut.getNumIncomingValues(), 1u);
  EXPECT_EQ(TOut.getIncomingBlock(0), MX);
  for (PHINode &P : MH->phis()) {
    // A side's next value is poison on the edges that leave the loop and
    // on the other side's: only its own back edges carry one.
    auto *Next =
        cast<PHINode>(P.getIncomingValueForBlock(block(*F, "loopmeld.latch")));
    unsigned Live = 0;
    for (Value *V : Next->incoming_values())
      Live += !isa<PoisonValue>(V);
    EXPECT_EQ(Live, 2u) << P.getName().str(); // A's back edge and B's.
  }
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

TEST(LoopMeldBypass, GateAndDispatchPerLane) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Guarded, Err, Ctx);
  ASSERT_TRUE(M);
  Function *F = M->getFunction("k");
  DominatorTree DT(*F);
  PostDominatorTree PDT(*F);
  LoopInfo LI(DT);
  LoopShape A = shapeOf(*LI.getLoopFor(block(*F, "AH")));
  LoopShape B = shapeOf(*LI.getLoopFor(block(*F, "BH")));
  EXPECT_EQ(findBypass(A, block(*F, "A"), DT), "");
  EXPECT_EQ(findBypass(B, block(*F, "B"), DT), "");
  // A: A -> J (zero trips) and AG2 -> AR (the remainder path), in block
  // order; B: B -> J (B is its loop's preheader).
  ASSERT_EQ(A.Bypass.size(), 2u);
  EXPECT_EQ(A.Bypass[0], std::make_pair(block(*F, "A"), block(*F, "J")));
  EXPECT_EQ(A.Bypass[1], std::make_pair(block(*F, "AG2"), block(*F, "AR")));
  ASSERT_EQ(B.Bypass.size(), 1u);
  EXPECT_EQ(B.Bypass[0], std::make_pair(block(*F, "B"), block(*F, "J")));

  BasicBlock *Entry = &F->getEntryBlock();
  Value *C = Entry->getTerminator()->getOperand(0);
  BasicBlock *MH;
  {
    CFGUpdateTracker CFG(*F, DT, PDT);
    normalizeShape(A, Entry);
    normalizeShape(B, Entry);
    MH = fuseLoops(C, A, B, Entry, CFG);
    EXPECT_TRUE(CFG.verify(errs()));
  }
  ASSERT_FALSE(verifyFunction(*F, &errs()));
  // Every lane of the region passes the gate, which leads to the header
  // (lanes that run a loop) or to the exit (lanes that bypass).
  BasicBlock *G = block(*F, "loopmeld.gate");
  BasicBlock *MX = block(*F, "loopmeld.exit");
  ASSERT_TRUE(G && MX);
  EXPECT_TRUE(PDT.dominates(G, block(*F, "A")));
  EXPECT_TRUE(PDT.dominates(G, block(*F, "B")));
  auto *GB = cast<BranchInst>(G->getTerminator());
  EXPECT_EQ(GB->getSuccessor(0), MH);
  EXPECT_EQ(GB->getSuccessor(1), MX);
  auto *Run = cast<PHINode>(GB->getCondition());
  EXPECT_EQ(Run->getNumIncomingValues(), 5u); // 2 preheaders, 3 bypasses.
  unsigned Running = 0;
  for (Value *V : Run->incoming_values())
    Running += cast<ConstantInt>(V)->isOne();
  EXPECT_EQ(Running, 2u);
  // Side A dispatches on the route (two bypass targets), side B on the flag.
  auto *XB = cast<BranchInst>(MX->getTerminator());
  EXPECT_EQ(XB->getCondition(), C);
  auto *SA = dyn_cast<SwitchInst>(XB->getSuccessor(0)->getTerminator());
  ASSERT_TRUE(SA);
  EXPECT_EQ(SA->getDefaultDest(), A.Exit);
  EXPECT_EQ(SA->getNumCases(), 2u);
  auto *DB = cast<BranchInst>(XB->getSuccessor(1)->getTerminator());
  EXPECT_EQ(DB->getCondition(), Run);
  EXPECT_EQ(DB->getSuccessor(0), B.Exit);
  // The bypass values reach J and AR through landing blocks.
  PHINode &R = *block(*F, "J")->phis().begin();
  unsigned Landed = 0;
  for (BasicBlock *P : R.blocks())
    if (P->getName().starts_with("loopmeld.land")) {
      ++Landed;
      auto *V = cast<ConstantInt>(R.getIncomingValueForBlock(P));
      EXPECT_TRUE(V->getZExtValue() == 5 || V->getZExtValue() == 6);
    }
  EXPECT_EQ(Landed, 2u);
  PHINode &SR = *block(*F, "AR")->phis().begin();
  EXPECT_EQ(SR.getNumIncomingValues(), 2u);
  DominatorTree Fresh(*F);
  LoopInfo LI2(Fresh);
  ASSERT_EQ(LI2.getTopLevelLoops().size(), 1u);
}

TEST(LoopMeldBypass, LoopOnTheWayIsPartOfTheSide) {
  // A side whose code before its loop holds another loop: that loop's
  // blocks lead to the loop, so they belong to the side's code before it
  // and none of their edges is a bypass. Here J pretends to head a loop
  // entered from AR, after side A's loop AH (the analysis only).
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Guarded, Err, Ctx);
  ASSERT_TRUE(M);
  Function *F = M->getFunction("k");
  DominatorTree DT(*F);
  LoopShape S;
  S.Header = block(*F, "J");
  S.Preheader = block(*F, "AR");
  EXPECT_EQ(findBypass(S, block(*F, "A"), DT), "");
  EXPECT_TRUE(S.Bypass.empty());
}

// The cf-meld hook on the Guarded kernel, whose lanes can bypass both
// loops: as a pair of its own it is fused once the trial accepts; inside
// another pair's trial (the inner loops of fused outer loops) it is declined
// before any trial, the skip's prose says why and the module is unchanged.
class LoopMeldHookTest : public NVPTXTestBase {
protected:
  unsigned Calls = 0;
  std::string Why;
  LoopMeldOutcome hook(bool InTrial) {
    Function &F = *M->getFunction("k");
    const DivergentRegion *R = nullptr;
    for (const DivergentRegion &X : regions(F).Regions)
      if (X.Entry == &F.getEntryBlock())
        R = &X;
    EXPECT_TRUE(R);
    if (!R)
      return LoopMeldOutcome::NotApplicable;
    StepEngine E(F, FAM, "cf-meld");
    auto Trial = [&](Function &, BasicBlock *, std::string &) {
      ++Calls;
      return std::string();
    };
    return meldRegionLoops(E, *R, Trial, InTrial, &Why);
  }
};

TEST_F(LoopMeldHookTest, InsideATrialBypassableLoopsAreDeclined) {
  parse(Guarded);
  std::string Before;
  raw_string_ostream(Before) << *M;
  EXPECT_EQ(hook(/*InTrial=*/true), LoopMeldOutcome::Skipped);
  EXPECT_EQ(Calls, 0u);
  EXPECT_NE(Why.find("lanes can bypass them"), std::string::npos) << Why;
  std::string After;
  raw_string_ostream(After) << *M;
  EXPECT_EQ(Before, After);
}

TEST_F(LoopMeldHookTest, OnTheirOwnBypassableLoopsFuse) {
  parse(Guarded);
  EXPECT_EQ(hook(/*InTrial=*/false), LoopMeldOutcome::Changed);
  EXPECT_EQ(Calls, 1u);
  EXPECT_TRUE(Why.empty()) << Why;
  EXPECT_TRUE(block(*M->getFunction("k"), "loopmeld.gate"));
  EXPECT_FALSE(verifyModule(*M, &errs()));
}

} // namespace
