//===- LaneLocalAsmTest.cpp - Inline assembly that only computes ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The allow-list of LaneLocalAsm.h on the blocks of cuda_fp16.h and on what
/// must stay convergent (warp instructions, barriers, memory, branches), and
/// the call-level conditions (side effects, memory).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/LaneLocalAsm.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

TEST(LaneLocalAsm, HalfPrecisionBlocksAreLaneLocal) {
  for (const char *Asm :
       {"{  cvt.rn.f16.f32 $0, $1;}\n", "{add.f16 $0,$1,$2;\n}",
        "{fma.rn.f16x2 $0,$1,$2,$3;\n}",
        "{ .reg .pred __$temp3;\n  setp.lt.f16  __$temp3, $1, $2;\n  "
        "selp.u16 $0, 1, 0, __$temp3;}",
        "{.reg .f16 low,high;\n  mov.b32 {low,high},$1;\n  cvt.f32.f16 $0, "
        "high;}\n",
        "{.reg.b32 f;\n .reg.b16 r;\n mov.b16 r,$1;\n cvt.f32.f16 f,r;\n "
        "sqrt.approx.ftz.f32 f,f;\n cvt.rn.f16.f32 r,f;\n mov.b16 $0,r;\n}",
        "mov.u32 $0, %laneid;", "@p add.s32 $0, $1, 1;",
        "dp4a.s32.s32 $0, $1, $2, $3;"})
    EXPECT_TRUE(isLaneLocalPTX(Asm)) << Asm;
}

TEST(LaneLocalAsm, WarpBarrierMemoryAndBranchesAreNot) {
  for (const char *Asm :
       {"shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "activemask.b32 $0;",
        "vote.sync.ballot.b32 $0, $1, -1;", "bar.sync 0;",
        "ld.global.cs.f32 $0, [$1];", "st.global.wt.s32 [$0], $1;",
        "atom.add.u32 $0, [$1], 1;", "membar.gl;",
        "redux.sync.add.s32 $0, $1, -1;", "{ add.s32 $0, $1, 1; bra L1; }",
        "nanosleep.u32 $0;",
        "{ mov.u32 $0, $1; shfl.sync.bfly.b32 $0, $0, 1, 31, -1; }"})
    EXPECT_FALSE(isLaneLocalPTX(Asm)) << Asm;
}

TEST(LaneLocalAsm, CallsNeedNoSideEffectsAndNoMemory) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"(
    define i16 @f(i16 %x) {
      %a = call i16 asm "add.f16 $0,$1,$1;", "=h,h"(i16 %x) #0
      %b = call i16 asm sideeffect "add.f16 $0,$1,$1;", "=h,h"(i16 %a) #0
      %c = call i16 asm "add.f16 $0,$1,$1;", "=h,h"(i16 %b) #1
      %d = call i16 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=h,h"(i16 %c) #0
      %e = call i16 @g(i16 %d) #0
      ret i16 %e
    }
    declare i16 @g(i16)
    attributes #0 = { convergent nounwind memory(none) }
    attributes #1 = { convergent nounwind }
  )",
                                                  Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  std::vector<const CallBase *> Calls;
  for (const Instruction &I : instructions(*M->getFunction("f")))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      Calls.push_back(CB);
  ASSERT_EQ(Calls.size(), 5u);
  EXPECT_TRUE(isLaneLocalAsm(*Calls[0]));
  EXPECT_TRUE(isOperandFunctionAsm(*Calls[0]));
  EXPECT_FALSE(mayNeedConvergence(*Calls[0]));
  for (unsigned I = 1; I < 5; ++I) {
    EXPECT_FALSE(isLaneLocalAsm(*Calls[I])) << I;    // sideeffect, memory, shfl
    EXPECT_TRUE(mayNeedConvergence(*Calls[I])) << I; // or not asm at all
  }
}

TEST(LaneLocalAsm, SpecialRegistersAreNotOperandFunctions) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"(
    define i32 @f() {
      %l = call i32 asm "mov.u32 $0, %laneid;", "=r"() #0
      ret i32 %l
    }
    attributes #0 = { convergent nounwind memory(none) }
  )",
                                                  Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  const auto &CB = cast<CallBase>(M->getFunction("f")->front().front());
  EXPECT_TRUE(isLaneLocalAsm(CB)); // Per lane: no convergence constraint,
  EXPECT_FALSE(isOperandFunctionAsm(CB)); // but different in every lane.
}

} // namespace
