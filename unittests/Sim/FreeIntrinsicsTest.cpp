//===- FreeIntrinsicsTest.cpp - Simulator and cost model agree ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// SIMTCostModel::freeIntrinsics() is the one list of intrinsics that cost
/// nothing: the passes' cost model classifies them InstClass::Free (latency
/// 0) and lockstep-sim drops them, so a kernel runs the same cycles and warp
/// instructions with or without them. An intrinsic that is not free costs
/// exactly its cost-model latency in the simulator.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

/// @k stores tid + 1; %EXTRA% is replaced by the calls under test.
const char *Kernel = R"IR(
define ptx_kernel void @k(ptr %out) {
entry:
  %a = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = add i32 %t, 1
%EXTRA%
  %p = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.assume(i1)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.sideeffect()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare ptr @llvm.invariant.start.p0(i64, ptr)
declare void @llvm.invariant.end.p0(ptr, i64, ptr)
declare void @llvm.donothing()
declare i32 @llvm.smax.i32(i32, i32)
!0 = !{!0}
!1 = !{!1, !0}
!2 = !{!1}
)IR";

/// One call of every free intrinsic that IR can still spell as a call
/// (debug intrinsics are parsed into debug records).
const char *FreeCalls = R"IR(
  call void @llvm.lifetime.start.p0(ptr %a)
  %nz = icmp sge i32 %t, 0
  call void @llvm.assume(i1 %nz)
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  call void @llvm.var.annotation.p0.p0(ptr %a, ptr null, ptr null, i32 0, ptr null)
  call void @llvm.sideeffect()
  %ann = call i32 @llvm.annotation.i32.p0(i32 1, ptr null, ptr null, i32 0)
  %inv = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  call void @llvm.invariant.end.p0(ptr %inv, i64 4, ptr %a)
  call void @llvm.donothing()
  call void @llvm.lifetime.end.p0(ptr %a)
)IR";

std::string kernelWith(StringRef Extra) {
  std::string IR = Kernel;
  IR.replace(IR.find("%EXTRA%"), 7, Extra.str());
  return IR;
}

TEST(FreeIntrinsics, CostModelClassifiesTheTableFree) {
  EXPECT_EQ(SIMTCostModel::latency(InstClass::Free), 0u);
  for (Intrinsic::ID ID : SIMTCostModel::freeIntrinsics())
    EXPECT_TRUE(SIMTCostModel::isFreeIntrinsic(ID))
        << Intrinsic::getBaseName(ID).str();
  EXPECT_FALSE(SIMTCostModel::isFreeIntrinsic(Intrinsic::not_intrinsic));
  EXPECT_FALSE(SIMTCostModel::isFreeIntrinsic(Intrinsic::smax));
}

TEST(FreeIntrinsics, SimulatorDropsExactlyWhatTheCostModelCallsFree) {
  SimRun Plain(kernelWith(""), outSpec(64, 64));
  SimRun Free(kernelWith(FreeCalls), outSpec(64, 64));
  ASSERT_TRUE(ranClean(Plain));
  ASSERT_TRUE(ranClean(Free));
  // Every call of the kernel is free for the cost model...
  SmallSet<Intrinsic::ID, 16> Called;
  for (Instruction &I : instructions(*Free.M->getFunction("k")))
    if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      if (II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_tid_x)
        continue;
      Called.insert(II->getIntrinsicID());
      EXPECT_EQ(SIMTCostModel::classify(*II), InstClass::Free)
          << II->getCalledFunction()->getName().str();
    }
  // ... every entry of the table but the debug ones is called ...
  for (Intrinsic::ID ID : SIMTCostModel::freeIntrinsics()) {
    bool Debug = ID == Intrinsic::dbg_declare || ID == Intrinsic::dbg_value ||
                 ID == Intrinsic::dbg_label;
    EXPECT_TRUE(Debug || Called.count(ID)) << Intrinsic::getBaseName(ID).str();
  }
  // ... and the simulator charges nothing for them (the icmp feeding the
  // assume is the only extra instruction).
  const uint64_t Warps = Plain.stats().Warps;
  const uint64_t Alu = SIMTCostModel::latency(InstClass::IntAlu);
  EXPECT_EQ(Free.stats().WarpInstructions,
            Plain.stats().WarpInstructions + Warps);
  EXPECT_EQ(Free.stats().Cycles, Plain.stats().Cycles + Warps * Alu);
  EXPECT_EQ(Free.i32("out"), Plain.i32("out"));
}

TEST(FreeIntrinsics, ACostedIntrinsicCostsItsLatencyInTheSimulator) {
  SimRun Plain(kernelWith(""), outSpec(64, 64));
  SimRun Max(kernelWith("  %m = call i32 @llvm.smax.i32(i32 %t, i32 3)"),
             outSpec(64, 64));
  ASSERT_TRUE(ranClean(Plain));
  ASSERT_TRUE(ranClean(Max));
  const Instruction *Call = nullptr;
  for (Instruction &I : instructions(*Max.M->getFunction("k")))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getIntrinsicID() == Intrinsic::smax)
        Call = II;
  ASSERT_TRUE(Call);
  InstClass C = SIMTCostModel::classify(*Call);
  EXPECT_NE(C, InstClass::Free);
  EXPECT_EQ(Max.stats().Cycles,
            Plain.stats().Cycles +
                Plain.stats().Warps * SIMTCostModel::latency(C));
}

} // namespace
