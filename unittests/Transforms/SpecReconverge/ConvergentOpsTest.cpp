//===- ConvergentOpsTest.cpp - spec-reconverge convergent operations ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The classifier spec-reconverge's safety checks use (ConvergentOps.h):
/// every call of a small kernel against the kind its documentation gives
/// it (warp-level operation, block barrier, convergence barrier operation,
/// none), the two refusal scans (inside a region every kind but None is
/// refused, after it convergence barrier operations pass), callees followed
/// once, and the blocks lanes run between leaving a region and meeting again.
///
//===----------------------------------------------------------------------===//

#include "../../../lib/Transforms/SpecReconverge/ConvergentOps.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::specrec;

namespace {

// Each call's result (or the call itself) is named after the kind the
// classifier must give it: w* warp-level, b* block barrier, l* convergence
// barrier operation, n* none.
const char *Calls = R"IR(
declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) convergent
declare void @llvm.nvvm.bar.warp.sync(i32) convergent
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
declare void @__lockstep_barrier_join(i32)
declare void @__lockstep_barrier_wait(i32)
declare i32 @ext_convergent(i32) convergent
declare i32 @ext_plain(i32)

define internal i32 @shuffles(i32 %v) convergent {
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  ret i32 %s
}

define void @k(i32 %v, i1 %c, ptr %fp) {
entry:
  %w.mask = call i32 @llvm.nvvm.activemask()
  %w.vote = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  %w.shfl = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %w.ext = call i32 @ext_convergent(i32 %v)
  %w.indirect = call i32 %fp(i32 %v) convergent
  %w.asm = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %w.asmlane = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "bar.sync 0;", ""()
  call void @__lockstep_barrier_join(i32 0)
  call void @__lockstep_barrier_wait(i32 0)
  %n.plain = call i32 @ext_plain(i32 %v)
  %n.asm = call i32 asm "add.s32 $0, $1, 1;", "=r,r"(i32 %v)
  %n.defined = call i32 @shuffles(i32 %v)
  ret void
}
)IR";

// A loop region (loop, then) whose exits reach %after and %ret before the
// lanes meet at %join; %callee calls @shuffles, %sync holds a block barrier.
const char *Regions = R"IR(
declare i32 @llvm.nvvm.activemask() convergent
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
declare void @__lockstep_barrier_wait(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) convergent

define internal i32 @shuffles(i32 %v) {
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  %r = call i32 @wrap(i32 %s)
  ret i32 %r
}

define internal i32 @wrap(i32 %v) {
  %r = call i32 @shuffles(i32 %v)
  ret i32 %r
}

define void @k(i32 %v, i1 %c, i1 %d) {
entry:
  br label %loop
loop:
  br i1 %c, label %then, label %after
then:
  call void @__lockstep_barrier_wait(i32 0)
  br i1 %d, label %loop, label %join
after:
  %m = call i32 @llvm.nvvm.activemask()
  br label %join
join:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %callee
callee:
  %s = call i32 @shuffles(i32 %v)
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
  if (P->M)
    P->F = P->M->getFunction("k");
  EXPECT_FALSE(verifyModule(*P->M, &errs()));
  return P;
}

/// The kind a call's name in Calls promises (void calls: by callee name).
ConvergentKind expectedKind(const CallBase &CB) {
  StringRef N = CB.getName();
  if (N.empty()) {
    StringRef Callee =
        CB.isInlineAsm() ? "asm" : CB.getCalledFunction()->getName();
    if (Callee.starts_with("__lockstep_barrier"))
      return ConvergentKind::LockstepBarrier;
    if (Callee == "llvm.nvvm.bar.warp.sync")
      return ConvergentKind::WarpLevel;
    return ConvergentKind::BlockBarrier;
  }
  switch (N.front()) {
  case 'w':
    return ConvergentKind::WarpLevel;
  case 'b':
    return ConvergentKind::BlockBarrier;
  case 'l':
    return ConvergentKind::LockstepBarrier;
  default:
    return ConvergentKind::None;
  }
}

TEST(ConvergentOps, ClassifiesEveryCall) {
  auto P = parse(Calls);
  ASSERT_TRUE(P->F);
  unsigned Seen = 0;
  for (Instruction &I : instructions(*P->F))
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      std::string Text;
      raw_string_ostream(Text) << *CB;
      EXPECT_EQ(classifyCall(*CB), expectedKind(*CB)) << Text;
      ++Seen;
    }
  EXPECT_EQ(Seen, 15u);
}

TEST(ConvergentOps, RegionScanRefusesAllButAfterScanPassesBarriers) {
  auto P = parse(Regions);
  ASSERT_TRUE(P->F);
  BasicBlock *Then = P->block("then"), *After = P->block("after"),
             *Join = P->block("join"), *Callee = P->block("callee"),
             *Loop = P->block("loop");
  // Inside a region, the pass's own barrier operations are refused too.
  EXPECT_EQ(unsafeReason({Loop}), "");
  EXPECT_EQ(unsafeReason({Then}),
            "holds convergence barrier operations already");
  EXPECT_EQ(regroupedUnsafeReason({Loop, Then}), "");
  // Warp-level operations and block barriers are refused after it.
  EXPECT_EQ(regroupedUnsafeReason({After}),
            "holds the convergent operation 'llvm.nvvm.activemask'");
  EXPECT_EQ(regroupedUnsafeReason({Join}),
            "holds the convergent operation "
            "'llvm.nvvm.barrier.cta.sync.aligned.all'");
  // Callees are followed (through a cycle of calls, once).
  EXPECT_EQ(regroupedUnsafeReason({Callee}),
            "holds the convergent operation 'llvm.nvvm.shfl.sync.idx.i32'");
  EXPECT_EQ(unsafeReason({Callee}),
            "holds the convergent operation 'llvm.nvvm.shfl.sync.idx.i32'");
}

TEST(ConvergentOps, BlocksAfterRegionStopAtTheJoin) {
  auto P = parse(Regions);
  ASSERT_TRUE(P->F);
  BasicBlock *Loop = P->block("loop"), *Then = P->block("then");
  auto Until = blocksAfterRegion({Loop, Then}, P->block("join"));
  ASSERT_EQ(Until.size(), 1u);
  EXPECT_EQ(Until.front(), P->block("after"));
  // Without a meeting point, everything the exits reach.
  auto All = blocksAfterRegion({Loop, Then}, nullptr);
  EXPECT_EQ(All.size(), 3u);
  EXPECT_TRUE(is_contained(All, P->block("callee")));
  EXPECT_FALSE(is_contained(All, Loop));
}

} // namespace
