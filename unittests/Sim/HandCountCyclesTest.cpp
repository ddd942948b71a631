//===- HandCountCyclesTest.cpp - Metric goldens from the latency table ----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hand-counted kernels of test/lockstep-sim/metrics-ifelse.ll and
/// metrics-oracle.ll, with `cycles`, `oracle_cycles` and the per-block
/// profile derived from SIMTCostModel (the sum of each executed block's
/// latencies, per warp) instead of pasted numbers, so the goldens follow
/// any change of the latency table. The lit tests check the relations
/// between blocks (what cycles and oracle_cycles mean); this test checks
/// the values. Stores of 4-byte lanes to consecutive addresses stay in one
/// 128-byte line, so no extra sector cycles apply.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Function.h"

#include <algorithm>

using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

/// metrics-ifelse.ll: one warp splits 16/16 between %then and %else.
const char *IfElse = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  %a = add i32 %tid, 100
  br label %join
else:
  %b = mul i32 %tid, 2
  br label %join
join:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

/// metrics-oracle.ll: 32 -> A 16 / B 16, then A -> A1 8 / A2 8.
const char *Nested = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = add i32 %tid, 1
  %c2 = icmp ult i32 %tid, 8
  br i1 %c2, label %A1, label %A2
A1:
  %y = add i32 %x, 100
  br label %AJ
A2:
  %z1 = add i32 %x, 5
  %z2 = add i32 %z1, 5
  %z3 = add i32 %z2, 5
  br label %AJ
AJ:
  %a = phi i32 [ %y, %A1 ], [ %z3, %A2 ]
  br label %J
B:
  %b1 = add i32 %tid, 2
  %b2 = add i32 %b1, 2
  br label %J
J:
  %v = phi i32 [ %a, %AJ ], [ %b2, %B ]
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

/// Runs \p IR on 32 threads in warps of \p WarpSize, with the profile.
struct ProfiledRun : SimRun {
  explicit ProfiledRun(const char *IR, unsigned WarpSize = 32)
      : SimRun(IR, outSpec(32, 32), options(WarpSize)) {}

  static SimOptions options(unsigned WarpSize) {
    SimOptions O;
    O.WarpSize = WarpSize;
    O.Profile = true;
    return O;
  }

  /// lat(b) of each block of @k, by name.
  llvm::StringMap<uint64_t> latencies() const {
    llvm::StringMap<uint64_t> L;
    for (const llvm::BasicBlock &BB : *M->getFunction("k"))
      L[BB.getName()] = SIMTCostModel::blockLatency(BB);
    return L;
  }

  /// The profile's cycles of block %Name.
  uint64_t profiled(llvm::StringRef Name) const {
    for (const BlockProfile &B : stats().Profile)
      if (B.Block == ("%" + Name).str())
        return B.Cycles;
    return 0;
  }
};

TEST(HandCountCycles, IfElse) {
  ProfiledRun R(IfElse);
  ASSERT_TRUE(ranClean(R));
  llvm::StringMap<uint64_t> L = R.latencies();
  for (const char *B : {"entry", "then", "else", "join"})
    EXPECT_EQ(R.profiled(B), L[B]) << B;
  EXPECT_EQ(R.stats().Cycles, L["entry"] + L["then"] + L["else"] + L["join"]);
  EXPECT_EQ(R.stats().OracleCycles,
            L["entry"] + std::max(L["then"], L["else"]) + L["join"]);
  // The phi is Free: join's latency counts its four other instructions.
  EXPECT_EQ(L["join"], SIMTCostModel::latency(InstClass::Conversion) +
                           SIMTCostModel::latency(InstClass::Address) +
                           SIMTCostModel::latency(InstClass::StoreGeneric) +
                           SIMTCostModel::latency(InstClass::Branch));
}

TEST(HandCountCycles, NestedOneWarp) {
  ProfiledRun R(Nested);
  ASSERT_TRUE(ranClean(R));
  llvm::StringMap<uint64_t> L = R.latencies();
  uint64_t Common = L["entry"] + L["J"];
  EXPECT_EQ(R.stats().Cycles,
            Common + L["A"] + L["A1"] + L["A2"] + L["AJ"] + L["B"]);
  EXPECT_EQ(
      R.stats().OracleCycles,
      Common + std::max(L["A"] + std::max(L["A1"], L["A2"]) + L["AJ"], L["B"]));
}

TEST(HandCountCycles, NestedSixteenLaneWarps) {
  // Warp 0 (lanes 0-15) splits at A; warp 1 takes B. Warps are summed.
  ProfiledRun R(Nested, 16);
  ASSERT_TRUE(ranClean(R));
  llvm::StringMap<uint64_t> L = R.latencies();
  uint64_t Warp0 = L["entry"] + L["A"] + L["A1"] + L["A2"] + L["AJ"] + L["J"];
  uint64_t Warp0Oracle =
      L["entry"] + L["A"] + std::max(L["A1"], L["A2"]) + L["AJ"] + L["J"];
  uint64_t Warp1 = L["entry"] + L["B"] + L["J"];
  EXPECT_EQ(R.stats().Cycles, Warp0 + Warp1);
  EXPECT_EQ(R.stats().OracleCycles, Warp0Oracle + Warp1);
}

TEST(HandCountCycles, NestedEightLaneWarpsDoNotDiverge) {
  ProfiledRun R(Nested, 8);
  ASSERT_TRUE(ranClean(R));
  llvm::StringMap<uint64_t> L = R.latencies();
  uint64_t A = L["entry"] + L["A"] + L["AJ"] + L["J"];
  uint64_t B = L["entry"] + L["B"] + L["J"];
  uint64_t Expected = (A + L["A1"]) + (A + L["A2"]) + 2 * B;
  EXPECT_EQ(R.stats().Cycles, Expected);
  EXPECT_EQ(R.stats().OracleCycles, Expected);
}

} // namespace
