//===- MirroredMeldTest.cpp - Mirrored branches, phi merges, offsets ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pieces that let cf-meld meld mirrored loops without selects per
/// iteration: block pairing with swapped successors (MirroredBranches.h),
/// the phi-merge plan (PhiMerging.h) and the offset-compare rewrite
/// (OperandPairs.h), each on a small front/back merge loop pair.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Meld/MeldCodeGen.h"
#include "../../lib/Transforms/Meld/MirroredBranches.h"
#include "../../lib/Transforms/Meld/OperandPairs.h"
#include "../../lib/Transforms/Meld/PhiMerging.h"

#include "lockstep/Analysis/DivergentRegions.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

namespace {

// The left side merges from the front (takes x when x <= y), the right from
// the back (takes x when x > y); RCOND is the right side's branch condition.
const char *Merge = R"IR(
define void @k(ptr %lo, ptr %hi, ptr %dst, i32 %m, i1 %left) {
entry:
  %m1 = add i32 %m, -1
  br i1 %left, label %L.hdr, label %R.hdr
L.hdr:
  %li = phi i32 [ 0, %entry ], [ %li.n, %L.latch ]
  %lj = phi i32 [ 0, %entry ], [ %lj.n, %L.latch ]
  %lo.i = phi i32 [ 0, %entry ], [ %lo.n, %L.latch ]
  %lpx = getelementptr i32, ptr %lo, i32 %li
  %lx = load i32, ptr %lpx
  %lpy = getelementptr i32, ptr %hi, i32 %lj
  %ly = load i32, ptr %lpy
  %lpd = getelementptr i32, ptr %dst, i32 %lo.i
  %lgt = icmp sgt i32 %lx, %ly
  br i1 %lgt, label %L.takey, label %L.takex
L.takey:
  store i32 %ly, ptr %lpd
  %lj1 = add nsw i32 %lj, 1
  br label %L.latch
L.takex:
  store i32 %lx, ptr %lpd
  %li1 = add nsw i32 %li, 1
  br label %L.latch
L.latch:
  %li.n = phi i32 [ %li, %L.takey ], [ %li1, %L.takex ]
  %lj.n = phi i32 [ %lj1, %L.takey ], [ %lj, %L.takex ]
  %lo.n = add nsw i32 %lo.i, 1
  %ldone = icmp eq i32 %lo.n, %m
  br i1 %ldone, label %join, label %L.hdr
R.hdr:
  %ri = phi i32 [ %m1, %entry ], [ %ri.n, %R.latch ]
  %rj = phi i32 [ %m1, %entry ], [ %rj.n, %R.latch ]
  %ro.i = phi i32 [ %m1, %entry ], [ %ro.n, %R.latch ]
  %rpx = getelementptr i32, ptr %lo, i32 %ri
  %rx = load i32, ptr %rpx
  %rpy = getelementptr i32, ptr %hi, i32 %rj
  %ry = load i32, ptr %rpy
  %rpd = getelementptr i32, ptr %dst, i32 %ro.i
  %rgt = icmp RCOND i32 %rx, %ry
  br i1 %rgt, label %R.takex, label %R.takey
R.takex:
  store i32 %rx, ptr %rpd
  %ri1 = add nsw i32 %ri, -1
  br label %R.latch
R.takey:
  store i32 %ry, ptr %rpd
  %rj1 = add nsw i32 %rj, -1
  br label %R.latch
R.latch:
  %ri.n = phi i32 [ %ri1, %R.takex ], [ %ri, %R.takey ]
  %rj.n = phi i32 [ %rj, %R.takex ], [ %rj1, %R.takey ]
  %ro.n = add nsw i32 %ro.i, -1
  %rdone = icmp eq i32 %ro.i, 0
  br i1 %rdone, label %join, label %R.hdr
join:
  ret void
}
)IR";

class MirroredMeldTest : public testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  SESESubgraph A, B;

  void parse(StringRef RightCond) {
    std::string IR = Merge;
    IR.replace(IR.find("RCOND"), 5, RightCond.str());
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    ASSERT_TRUE(M) << Err.getMessage().str();
    F = M->getFunction("k");
    A = side("L");
    B = side("R");
  }
  BasicBlock *block(StringRef Name) {
    for (BasicBlock &BB : *F)
      if (BB.getName() == Name)
        return &BB;
    ADD_FAILURE() << "no block " << Name.str();
    return nullptr;
  }
  Value *value(StringRef Name) {
    for (BasicBlock &BB : *F)
      for (Instruction &I : BB)
        if (I.getName() == Name)
          return &I;
    ADD_FAILURE() << "no value " << Name.str();
    return nullptr;
  }
  SESESubgraph side(StringRef P) {
    SESESubgraph S;
    S.Entry = block((P + ".hdr").str());
    S.Next = block("join");
    S.HasLoop = true;
    for (StringRef Suffix : {".hdr", ".takey", ".takex", ".latch"})
      S.Blocks.push_back(block((P + Suffix).str()));
    return S;
  }
  MeldRequest request() {
    MeldRequest R;
    R.Cond = F->getArg(4);
    R.RegionEntry = &F->getEntryBlock();
    R.NextA = R.NextB = block("join");
    EXPECT_TRUE(matchMirrored(A, B, R.Pairs, R.Swapped));
    return R;
  }
  BasicBlock *pairOf(const MeldRequest &R, StringRef NameA) {
    for (auto [BA, BB] : R.Pairs)
      if (BA->getName() == NameA)
        return BB;
    return nullptr;
  }
};

TEST_F(MirroredMeldTest, SameConditionSwapsSuccessors) {
  parse("sgt");
  MeldRequest R = request();
  ASSERT_EQ(R.Pairs.size(), 4u);
  // Take-x with take-x, take-y with take-y: the header pair is swapped.
  EXPECT_EQ(pairOf(R, "L.takex"), block("R.takex"));
  EXPECT_EQ(pairOf(R, "L.takey"), block("R.takey"));
  for (auto [K, P] : enumerate(R.Pairs))
    EXPECT_EQ(isSwapped(R, K), P.first == block("L.hdr"));
  EXPECT_FALSE(bool(checkMeldable(R)));
}

TEST_F(MirroredMeldTest, DifferentConditionsKeepTheOrder) {
  parse("slt");
  MeldRequest R = request();
  EXPECT_EQ(pairOf(R, "L.takey"), block("R.takex"));
  for (unsigned K = 0; K < R.Pairs.size(); ++K)
    EXPECT_FALSE(isSwapped(R, K));
  EXPECT_FALSE(bool(checkMeldable(R)));
}

TEST_F(MirroredMeldTest, MalformedSwapFlagsAreRefused) {
  parse("sgt");
  MeldRequest R = request();
  R.Swapped.pop_back();
  Error E = checkMeldable(R);
  EXPECT_TRUE(bool(E));
  consumeError(std::move(E));
}

TEST_F(MirroredMeldTest, InductionVariablesMerge) {
  parse("sgt");
  MeldRequest R = request();
  SmallVector<PhiMerge, 8> Plan = planPhiMerges(R);
  auto Merged = [&](StringRef PA, StringRef PB) -> const PhiMerge * {
    for (const PhiMerge &P : Plan)
      if (P.A == value(PA) && P.B == value(PB))
        return &P;
    return nullptr;
  };
  // i with i, j with j, o with o, and the latch phis of i and j: every
  // edge inside the loop carries one value, so no phi needs a select.
  for (auto [PA, PB] : {std::pair{"li", "ri"},
                        {"lj", "rj"},
                        {"lo.i", "ro.i"},
                        {"li.n", "ri.n"},
                        {"lj.n", "rj.n"}}) {
    const PhiMerge *P = Merged(PA, PB);
    ASSERT_TRUE(P) << PA;
    EXPECT_EQ(P->EdgeSelects, 0u) << PA;
  }
  EXPECT_EQ(Plan.size(), 5u);
}

TEST_F(MirroredMeldTest, ExitTestReadsTheMeldedAdd) {
  parse("sgt");
  auto *LDone = cast<Instruction>(value("ldone"));
  auto *RDone = cast<Instruction>(value("rdone"));
  MeldedValues Known;
  // Before alignment makes the adds one value, the operands stay.
  auto Plain = meldedOperands(*LDone, *RDone, Known);
  EXPECT_EQ(Plain[0].second, value("ro.i"));
  Known[value("ro.n")] = value("lo.n");
  Instruction *Add = nullptr;
  auto Ops = meldedOperands(*LDone, *RDone, Known, &Add);
  EXPECT_EQ(Add, value("ro.n"));
  EXPECT_EQ(Ops[0].first, value("lo.n"));
  EXPECT_EQ(Ops[0].second, value("ro.n"));
  EXPECT_EQ(Ops[1].first, F->getArg(3));
  // ro.i == 0 is ro.i - 1 == -1.
  auto *C = dyn_cast<ConstantInt>(Ops[1].second);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->getSExtValue(), -1);
}

TEST_F(MirroredMeldTest, OrderedComparesAreNotRewritten) {
  parse("sgt");
  auto *LDone = cast<ICmpInst>(value("ldone"));
  auto *RDone = cast<ICmpInst>(value("rdone"));
  LDone->setPredicate(ICmpInst::ICMP_SGT);
  RDone->setPredicate(ICmpInst::ICMP_SGT);
  MeldedValues Known;
  Known[value("ro.n")] = value("lo.n");
  Instruction *Add = nullptr;
  auto Ops = meldedOperands(*LDone, *RDone, Known, &Add);
  EXPECT_EQ(Add, nullptr);
  EXPECT_EQ(Ops[0].second, value("ro.i"));
}

} // namespace
