//===- BarrierDataflowTest.cpp - spec-reconverge dataflow -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The joined-barrier and barrier-liveness analyses (Damani et al., CGO'20,
/// Equations 1 and 2) on the CFG of Figure 4 with JoinBarrier at BB0 and
/// WaitBarrier at BB3, against the sets of Figures 4(b) and 4(c); and the
/// barrier-operation recognizer.
///
//===----------------------------------------------------------------------===//

#include "../../../lib/Transforms/SpecReconverge/BarrierDataflow.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::specrec;

namespace {

const char *Figure4 = R"IR(
declare void @__lockstep_barrier_join(i32)
declare void @__lockstep_barrier_wait(i32)
declare void @__lockstep_barrier_cancel(i32)
declare void @__lockstep_barrier_wait_soft(i32, i32)
declare void @__lockstep_barrier_frob(i32)

define void @k(i1 %c, i1 %more, i32 %dyn) {
BB0:
  call void @__lockstep_barrier_join(i32 0)
  br label %BB1
BB1:
  br i1 %c, label %BB3, label %BB4
BB3:
  call void @__lockstep_barrier_wait(i32 0)
  call void @__lockstep_barrier_wait_soft(i32 3, i32 8)
  call void @__lockstep_barrier_frob(i32 1)
  call void @__lockstep_barrier_join(i32 %dyn)
  br label %BB4
BB4:
  br i1 %more, label %BB1, label %BB5
BB5:
  ret void
}
)IR";

struct Parsed {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  BasicBlock *block(StringRef Name) {
    for (BasicBlock &BB : *F)
      if (BB.getName() == Name)
        return &BB;
    return nullptr;
  }
};

std::unique_ptr<Parsed> parse(const char *IR) {
  auto P = std::make_unique<Parsed>();
  SMDiagnostic Err;
  P->M = parseAssemblyString(IR, Err, P->Ctx);
  EXPECT_TRUE(P->M) << Err.getMessage().str();
  P->F = P->M->getFunction("k");
  EXPECT_FALSE(verifyModule(*P->M, &errs()));
  return P;
}

constexpr BarrierSet B0 = 1u << 0, B3 = 1u << 3;

TEST(BarrierDataflow, Figure4JoinedAndLive) {
  auto P = parse(Figure4);
  BarrierDataflow DF(*P->F);
  // Figure 4(b): joined from BB0 on; the wait at BB3 clears it, but the
  // path through BB4 keeps it joined at BB1, BB4 and BB5.
  EXPECT_EQ(DF.joinedIn(P->block("BB0")), 0);
  EXPECT_EQ(DF.joinedIn(P->block("BB1")) & B0, B0);
  EXPECT_EQ(DF.joinedIn(P->block("BB3")) & B0, B0);
  EXPECT_EQ(DF.joinedIn(P->block("BB4")) & B0, B0);
  EXPECT_EQ(DF.joinedIn(P->block("BB5")) & B0, B0);
  // Figure 4(c): live in the loop, dead at BB5 and above the join.
  EXPECT_EQ(DF.liveIn(P->block("BB0")) & B0, 0);
  EXPECT_EQ(DF.liveOut(P->block("BB0")) & B0, B0);
  EXPECT_EQ(DF.liveIn(P->block("BB1")) & B0, B0);
  EXPECT_EQ(DF.liveIn(P->block("BB4")) & B0, B0);
  EXPECT_EQ(DF.liveIn(P->block("BB5")) & B0, 0);
  // Right after the wait b0 is still live (the next iteration may wait):
  // where RejoinBarrier goes. The soft wait on b3 makes b3 live above it.
  Instruction *Wait = &P->block("BB3")->front();
  EXPECT_EQ(DF.liveAfter(*Wait) & B0, B0);
  EXPECT_EQ(DF.liveIn(P->block("BB3")) & B3, B3);
  EXPECT_EQ(DF.liveOut(P->block("BB3")) & B3, B3);
}

TEST(BarrierDataflow, Recognizer) {
  auto P = parse(Figure4);
  BasicBlock *BB3 = P->block("BB3");
  auto It = BB3->begin();
  std::optional<BarrierCall> W = asBarrierCall(*It++);
  ASSERT_TRUE(W);
  EXPECT_EQ(W->Op, BarrierOp::Wait);
  EXPECT_EQ(W->Id, 0u);
  std::optional<BarrierCall> S = asBarrierCall(*It++);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Op, BarrierOp::WaitSoft);
  EXPECT_EQ(S->Id, 3u);
  // An unknown barrier operation and a non-constant id are no operations,
  // but still calls of the barrier family.
  EXPECT_FALSE(asBarrierCall(*It));
  EXPECT_TRUE(isBarrierFunctionCall(*It++));
  EXPECT_FALSE(asBarrierCall(*It));
  EXPECT_EQ(usedBarriers(*P->F), BarrierSet(B0 | B3));
}

TEST(BarrierDataflow, CreateBarrierCall) {
  auto P = parse(Figure4);
  Instruction *Ret = P->block("BB5")->getTerminator();
  CallInst *C = createBarrierCall(BarrierOp::Cancel, 5, Ret);
  CallInst *S = createBarrierCall(BarrierOp::WaitSoft, 6, Ret, 16);
  EXPECT_EQ(asBarrierCall(*C)->Op, BarrierOp::Cancel);
  EXPECT_EQ(asBarrierCall(*S)->Id, 6u);
  EXPECT_EQ(S->arg_size(), 2u);
  EXPECT_FALSE(verifyModule(*P->M, &errs()));
  BarrierDataflow DF(*P->F);
  EXPECT_EQ(DF.liveIn(P->block("BB5")) & (1u << 6), 1u << 6);
}

} // namespace
