//===- DecisionRecordTest.cpp - Tests for decision records ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A record appended to a remark reads back field by field, stays out of
/// the printed message, and is absent from remarks that carry none; the
/// collector records only the pass it was asked for and hands every other
/// diagnostic to the handler it wraps, which it restores.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/DecisionRecord.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

const char *IR = R"IR(
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %0
a:
  br label %0
0:
  ret void
}
)IR";

/// Counts what reaches it.
struct CountingHandler : DiagnosticHandler {
  unsigned *Seen;
  explicit CountingHandler(unsigned *Seen) : Seen(Seen) {}
  bool handleDiagnostics(const DiagnosticInfo &) override {
    ++*Seen;
    return true;
  }
};

class DecisionRecordTest : public testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;

  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    ASSERT_TRUE(M);
    F = M->getFunction("f");
  }
  BasicBlock &block(unsigned N) { return *std::next(F->begin(), N); }
};

TEST_F(DecisionRecordTest, RoundTrip) {
  OptimizationRemarkMissed R("demo", "NotDone", block(0).getTerminator());
  R << "prose for " << ore::NV("Thing", 3) << " people";
  appendDecision(R, "demo", block(0), /*Transformed=*/false, "too-small", 0.25);
  std::optional<DecisionRecord> D = parseDecision(R);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Pass, "demo");
  EXPECT_EQ(D->Function, "f");
  EXPECT_EQ(D->Region, "%entry");
  EXPECT_FALSE(D->Transformed);
  EXPECT_EQ(D->Reason, "too-small");
  EXPECT_EQ(D->EstimatedGain, std::optional<double>(0.25));
  EXPECT_EQ(D->RemarkName, "NotDone");
  // The record is extra arguments: not part of the printed message.
  EXPECT_EQ(D->Message, "prose for 3 people");
  EXPECT_EQ(R.getMsg(), "prose for 3 people");
}

TEST_F(DecisionRecordTest, UnnamedBlocksAndIntegerGains) {
  OptimizationRemark R("demo", "Done", block(2).getTerminator());
  appendDecision(R, "demo", block(2), /*Transformed=*/true, "done", 12);
  auto Args = R.getArgs();
  auto Gain = llvm::find_if(
      Args, [](const auto &A) { return A.Key == decision::GainKey; });
  ASSERT_NE(Gain, Args.end());
  EXPECT_EQ(Gain->Val, "12");
  std::optional<DecisionRecord> D = parseDecision(R);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Region, "%0");
  EXPECT_TRUE(D->Transformed);
}

TEST_F(DecisionRecordTest, NoGainNoKey) {
  OptimizationRemark R("demo", "Done", block(0).getTerminator());
  appendDecision(R, "demo", block(0), true, "done");
  std::optional<DecisionRecord> D = parseDecision(R);
  ASSERT_TRUE(D);
  EXPECT_FALSE(D->EstimatedGain);
}

// The record keeps the remark's source location (lockstep report places a
// record by it when its block is gone); none without a line table.
TEST_F(DecisionRecordTest, SourceLocation) {
  SMDiagnostic Err;
  std::unique_ptr<Module> L = parseAssemblyString(R"IR(
define void @g(i1 %c) !dbg !5 {
entry:
  br i1 %c, label %a, label %b, !dbg !8
a:
  br label %b
b:
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !{})
!8 = !DILocation(line: 39, column: 10, scope: !5)
)IR",
                                                  Err, Ctx);
  ASSERT_TRUE(L) << Err.getMessage().str();
  BasicBlock &Entry = L->getFunction("g")->getEntryBlock();
  OptimizationRemark R("demo", "Done", Entry.getTerminator());
  appendDecision(R, "demo", Entry, true, "done");
  std::optional<DecisionRecord> D = parseDecision(R);
  ASSERT_TRUE(D);
  EXPECT_EQ(D->File, "k.cu");
  EXPECT_EQ(D->Line, 39u);
  EXPECT_EQ(D->Column, 10u);

  OptimizationRemark NoLines("demo", "Done", block(0).getTerminator());
  appendDecision(NoLines, "demo", block(0), true, "done");
  std::optional<DecisionRecord> N = parseDecision(NoLines);
  ASSERT_TRUE(N);
  EXPECT_EQ(N->Line, 0u);
}

TEST_F(DecisionRecordTest, PlainRemarkHasNoRecord) {
  OptimizationRemark R("demo", "Done", block(0).getTerminator());
  R << "just prose " << ore::NV("Pass", "demo");
  EXPECT_FALSE(parseDecision(R));
}

TEST_F(DecisionRecordTest, CollectorFiltersForwardsAndRestores) {
  unsigned Seen = 0;
  Ctx.setDiagnosticHandler(std::make_unique<CountingHandler>(&Seen));
  const DiagnosticHandler *Before = Ctx.getDiagHandlerPtr();
  std::vector<DecisionRecord> Records;
  {
    DecisionCollector Collect(Ctx, "demo", Records);
    OptimizationRemark Mine("demo", "Done", block(0).getTerminator());
    appendDecision(Mine, "demo", block(0), true, "done");
    Ctx.diagnose(Mine);
    OptimizationRemark Other("other", "Done", block(0).getTerminator());
    appendDecision(Other, "other", block(0), true, "done");
    Ctx.diagnose(Other); // Not collected; goes to the wrapped handler.
    Ctx.diagnose(DiagnosticInfoGeneric("a warning", DS_Warning));
  }
  ASSERT_EQ(Records.size(), 1u);
  EXPECT_EQ(Records[0].Pass, "demo");
  EXPECT_EQ(Records[0].Block, &block(0));
  EXPECT_EQ(Seen, 2u); // The other pass's remark and the warning.
  EXPECT_EQ(Ctx.getDiagHandlerPtr(), Before);
}

TEST_F(DecisionRecordTest, NestedCollectorsAndTheHandlerTheyWrap) {
  unsigned Seen = 0;
  Ctx.setDiagnosticHandler(std::make_unique<CountingHandler>(&Seen));
  DiagnosticHandler *Before =
      const_cast<DiagnosticHandler *>(Ctx.getDiagHandlerPtr());
  std::vector<DecisionRecord> Outer, Inner;
  {
    DecisionCollector A(Ctx, "demo", Outer);
    DecisionCollector B(Ctx, "", Inner);
    EXPECT_EQ(DecisionCollector::underlyingHandler(Ctx), Before);
    OptimizationRemark R("demo", "Done", block(0).getTerminator());
    appendDecision(R, "demo", block(0), true, "done");
    Ctx.diagnose(R); // The innermost collector takes it.
  }
  EXPECT_EQ(Inner.size(), 1u);
  EXPECT_TRUE(Outer.empty());
  EXPECT_EQ(Ctx.getDiagHandlerPtr(), Before);
  EXPECT_EQ(DecisionCollector::underlyingHandler(Ctx), Before);
}

} // namespace
