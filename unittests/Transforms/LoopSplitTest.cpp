//===- LoopSplitTest.cpp - Unit tests of loop-split's grouping ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The statement grouping of loop-split: strongly connected components and
/// their order (LoopSplitGroups.h) on small graphs, and the roles the plan
/// gives the instructions of a loop (LoopSplitPlan.h): control, recomputed
/// values and groups, with DependenceAnalysis joining statements whose
/// memory dependence crosses iterations.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "../../lib/Transforms/Split/LoopSplitCodeGen.h"
#include "../../lib/Transforms/Split/LoopSplitGroups.h"
#include "../../lib/Transforms/Split/LoopSplitPlan.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BasicAliasAnalysis.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

using Groups = std::vector<unsigned>;

TEST(LoopSplitGroupsTest, IndependentStatementsKeepProgramOrder) {
  EXPECT_EQ(formStatementGroups(3, {}), (Groups{0, 1, 2}));
}

TEST(LoopSplitGroupsTest, RegisterFlowJoinsStatements) {
  // 0 <-> 2 (a value flows between them), 1 alone.
  EXPECT_EQ(formStatementGroups(3, {{0, 2}, {2, 0}}), (Groups{0, 1, 0}));
}

TEST(LoopSplitGroupsTest, ForwardDependenceOrdersGroups) {
  // 2 must run before 0. Ready first: 1 and 2, and 1 has the smaller
  // number; then 2, then 0.
  EXPECT_EQ(formStatementGroups(3, {{2, 0}}), (Groups{2, 0, 1}));
}

TEST(LoopSplitGroupsTest, CycleThroughSeveralStatementsIsOneGroup) {
  Groups G = formStatementGroups(5, {{0, 1}, {1, 3}, {3, 0}, {2, 4}});
  EXPECT_EQ(G[0], G[1]);
  EXPECT_EQ(G[1], G[3]);
  EXPECT_NE(G[2], G[4]);
  EXPECT_LT(G[2], G[4]); // 2 before 4.
  EXPECT_EQ(G[0], 0u);   // Smallest statement first among the ready.
  EXPECT_EQ(*std::max_element(G.begin(), G.end()), 2u);
}

TEST(LoopSplitGroupsTest, EdgesOutsideTheGraphAreIgnored) {
  EXPECT_EQ(formStatementGroups(2, {{0, 7}, {7, 1}}), (Groups{0, 1}));
  EXPECT_TRUE(formStatementGroups(0, {}).empty());
}

const char *Figure5 = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) noalias %p1,
                          ptr addrspace(1) noalias %p2,
                          ptr addrspace(1) noalias %p3,
                          ptr addrspace(1) noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ 0.0, %entry ], [ %x.next, %loop ]
  %y = phi float [ 0.0, %entry ], [ %y.next, %loop ]
  %ap = getelementptr inbounds float, ptr addrspace(1) %p1, i64 %i
  %a = load float, ptr addrspace(1) %ap
  %x.next = fadd float %x, %a
  %bp = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %i
  %b = load float, ptr addrspace(1) %bp
  %y.next = fmul float %y, %b
  %cp = getelementptr inbounds float, ptr addrspace(1) %p3, i64 %i
  store float %a, ptr addrspace(1) %cp
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = fadd float %x.next, %y.next
  store float %r, ptr addrspace(1) %out
  ret void
}
)IR";

class LoopSplitPlanTest : public NVPTXTestBase {
protected:
  PlanResult plan(StringRef IR) {
    Function &F = parse(IR);
    TLII = std::make_unique<TargetLibraryInfoImpl>(M->getTargetTriple());
    TLI = std::make_unique<TargetLibraryInfo>(*TLII);
    AC = std::make_unique<AssumptionCache>(F);
    DT = std::make_unique<DominatorTree>(F);
    LI = std::make_unique<LoopInfo>(*DT);
    SE = std::make_unique<ScalarEvolution>(F, *TLI, *AC, *DT, *LI);
    BAR = std::make_unique<BasicAAResult>(M->getDataLayout(), F, *TLI, *AC,
                                          DT.get());
    AA = std::make_unique<AAResults>(*TLI);
    AA->addAAResult(*BAR);
    DI = std::make_unique<DependenceInfo>(&F, AA.get(), SE.get(), LI.get());
    return planLoopSplit(**LI->begin(), *DT, *DI);
  }
  int role(const PlanResult &R, StringRef Name) {
    for (Instruction &I : instructions(*M->getFunction("k")))
      if (I.getName() == Name)
        return R.Plan->roleOf(&I);
    ADD_FAILURE() << "no " << Name.str();
    return -100;
  }
  std::string with(StringRef From, StringRef To) {
    std::string S = Figure5;
    size_t P = S.find(From.str());
    EXPECT_NE(P, std::string::npos) << From.str();
    return S.replace(P, From.size(), To.str());
  }

  std::unique_ptr<TargetLibraryInfoImpl> TLII;
  std::unique_ptr<TargetLibraryInfo> TLI;
  std::unique_ptr<AssumptionCache> AC;
  std::unique_ptr<DominatorTree> DT;
  std::unique_ptr<LoopInfo> LI;
  std::unique_ptr<ScalarEvolution> SE;
  std::unique_ptr<BasicAAResult> BAR;
  std::unique_ptr<AAResults> AA;
  std::unique_ptr<DependenceInfo> DI;
};

TEST_F(LoopSplitPlanTest, RolesOfFigureFive) {
  PlanResult R = plan(Figure5);
  ASSERT_TRUE(R.Plan) << R.Why.Code << ": " << R.Why.Message;
  EXPECT_EQ(R.Plan->NumGroups, 3u);
  // The trip count and its inputs are control, copied into every loop.
  EXPECT_EQ(role(R, "i"), ControlRole);
  EXPECT_EQ(role(R, "i.next"), ControlRole);
  EXPECT_EQ(role(R, "c"), ControlRole);
  // Addresses are recomputed; a load of memory the loop never writes too.
  EXPECT_EQ(role(R, "ap"), ReplicaRole);
  EXPECT_EQ(role(R, "a"), ReplicaRole);
  EXPECT_EQ(role(R, "b"), ReplicaRole);
  // x's recurrence is group 0, y's group 1 and the store of a (a
  // recomputed load, so it ties the store to neither) group 2: program
  // order.
  EXPECT_EQ(role(R, "x"), 0);
  EXPECT_EQ(role(R, "x.next"), 0);
  EXPECT_EQ(role(R, "y"), 1);
  EXPECT_EQ(role(R, "y.next"), 1);
  EXPECT_EQ(R.Plan->GroupSizes, (std::vector<unsigned>{2, 2, 1}));
}

TEST_F(LoopSplitPlanTest, StoreIntoWhatTheOtherGroupReadsNextIteration) {
  // p2[i + 1] = a: the load b = p2[i] reads what the store of the previous
  // iteration wrote, a loop-carried dependence that puts the store into y's
  // group (and b is no longer a recomputable load): y, b, y.next and the
  // store. x stays alone.
  std::string IR = with("ptr addrspace(1) noalias %p3,", "ptr %unused,");
  IR.replace(IR.find("%p3, i64 %i"), 11, "%bp, i64 1");
  PlanResult R = plan(IR);
  ASSERT_TRUE(R.Plan) << R.Why.Code << ": " << R.Why.Message;
  EXPECT_EQ(R.Plan->NumGroups, 2u);
  EXPECT_EQ(role(R, "x.next"), 0);
  EXPECT_EQ(role(R, "b"), 1);
  EXPECT_EQ(role(R, "y.next"), 1);
  EXPECT_EQ(R.Plan->GroupSizes, (std::vector<unsigned>{2, 4}));
}

const char *SameIteration = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) noalias %p1,
                          ptr addrspace(1) noalias %p2,
                          ptr addrspace(1) noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ 0.0, %entry ], [ %x.next, %loop ]
  %y = phi float [ 0.0, %entry ], [ %y.next, %loop ]
  %ap = getelementptr inbounds float, ptr addrspace(1) %p1, i64 %i
  %a = load float, ptr addrspace(1) %ap
  %x.next = fadd float %x, %a
  %cp = getelementptr inbounds float, ptr addrspace(1) %p2, i64 %i
  store float %a, ptr addrspace(1) %cp
  %b = load float, ptr addrspace(1) %cp
  %y.next = fmul float %y, %b
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = fadd float %x.next, %y.next
  store float %r, ptr addrspace(1) %out
  ret void
}
)IR";

TEST_F(LoopSplitPlanTest, SameIterationDependenceOrdersTheLoops) {
  // p2[i] = a, then b = p2[i] in the same iteration: DependenceAnalysis
  // proves the dependence loop-independent, so the store's loop runs before
  // the loop of y (which b joins, b being a load of written memory now);
  // x's recurrence is first by program order.
  PlanResult R = plan(SameIteration);
  ASSERT_TRUE(R.Plan) << R.Why.Code << ": " << R.Why.Message;
  EXPECT_EQ(R.Plan->NumGroups, 3u);
  EXPECT_EQ(role(R, "x.next"), 0);
  EXPECT_EQ(role(R, "b"), 2);
  EXPECT_EQ(role(R, "y.next"), 2);
  EXPECT_EQ(role(R, "a"), ReplicaRole);
}

TEST_F(LoopSplitPlanTest, SplitFunctionVerifies) {
  PlanResult R = plan(Figure5);
  ASSERT_TRUE(R.Plan);
  std::vector<BasicBlock *> Headers = applyLoopSplit(*R.Plan);
  EXPECT_EQ(Headers.size(), 3u);
  EXPECT_FALSE(verifyModule(*M, &errs()));
  // Each loop keeps its own recurrence only.
  unsigned FAdds = 0, FMuls = 0;
  for (Instruction &I : *Headers[0]) {
    FAdds += I.getOpcode() == Instruction::FAdd;
    FMuls += I.getOpcode() == Instruction::FMul;
  }
  EXPECT_EQ(FAdds, 1u);
  EXPECT_EQ(FMuls, 0u);
}

const char *TwoExitsNoPreheader = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) noalias %o1,
                          ptr addrspace(1) noalias %o2, i64 %n, i1 %s) {
entry:
  br i1 %s, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %i
  store i32 1, ptr addrspace(1) %p1
  %brk = icmp eq i64 %i, %n
  br i1 %brk, label %done, label %latch
latch:
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit
exit:
  ret void
done:
  %r = phi i32 [ 0, %entry ], [ 1, %loop ]
  store i32 %r, ptr addrspace(1) %o1
  ret void
}
)IR";

TEST_F(LoopSplitPlanTest, TwoExitsWithoutPreheaderOrDedicatedExit) {
  // entry branches straight into the loop and to done, which the break
  // also reaches: no preheader, done is not a dedicated exit. The plan
  // takes the loop as it is; the rewrite makes both and verifies.
  PlanResult R = plan(TwoExitsNoPreheader);
  ASSERT_TRUE(R.Plan) << R.Why.Code << ": " << R.Why.Message;
  EXPECT_EQ(R.Plan->Preheader, nullptr);
  EXPECT_EQ(R.Plan->Exit, nullptr);
  EXPECT_EQ(R.Plan->Exits.size(), 2u);
  EXPECT_EQ(R.Plan->NumGroups, 2u);
  EXPECT_EQ(role(R, "brk"), ControlRole);
  std::vector<BasicBlock *> Headers = applyLoopSplit(*R.Plan);
  ASSERT_EQ(Headers.size(), 2u);
  EXPECT_FALSE(verifyModule(*M, &errs()));
  // Both exits of the first loop lead to the block between the loops.
  for (BasicBlock *Succ : successors(Headers[0]))
    EXPECT_TRUE(Succ == Headers[0] || Succ->getName() == "loop-split.mid0" ||
                Succ->getName() == "latch.ls0")
        << Succ->getName().str();
}

} // namespace
