//===- OccupancyTest.cpp - Unit tests for the occupancy calculation -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Hand-computed sm_90 cases, one per binding limit, the register and shared
/// memory allocation granularities, the bad-input errors, the ptxas output
/// parser and the live-value register estimate.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/Occupancy.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

Occupancy occ(unsigned Threads, unsigned Regs, uint64_t Shared) {
  Expected<Occupancy> O = computeOccupancy({Threads, Regs, Shared});
  EXPECT_TRUE(bool(O)) << toString(O.takeError());
  return O ? *O : Occupancy();
}

std::string occError(unsigned Threads, unsigned Regs, uint64_t Shared) {
  Expected<Occupancy> O = computeOccupancy({Threads, Regs, Shared});
  return O ? "" : toString(O.takeError());
}

TEST(OccupancyTest, WarpsBind) {
  // 1024 threads = 32 warps: 64 / 32 = 2 blocks. Registers: 16 * 32 = 512
  // per warp, 65536 / (512 * 32) = 4 blocks. Shared: 228K / 1K = 228.
  Occupancy O = occ(1024, 16, 0);
  EXPECT_EQ(O.Limit, OccupancyLimit::Warps);
  EXPECT_EQ(O.BlocksPerSM, 2u);
  EXPECT_EQ(O.ActiveWarps, 64u);
  EXPECT_DOUBLE_EQ(O.Fraction, 1.0);
  EXPECT_EQ(O.ByRegisters, 4u);
  EXPECT_EQ(O.BySharedMemory, 228u);
}

TEST(OccupancyTest, BlocksBind) {
  // One warp per block: 64 by warps, but at most 32 blocks: 32 / 64 warps.
  Occupancy O = occ(32, 16, 0);
  EXPECT_EQ(O.Limit, OccupancyLimit::Blocks);
  EXPECT_EQ(O.BlocksPerSM, 32u);
  EXPECT_DOUBLE_EQ(O.Fraction, 0.5);
  EXPECT_EQ(occupancyLimitName(O.Limit), "blocks");
}

TEST(OccupancyTest, RegistersBind) {
  // 128 regs * 32 = 4096 per warp; 8 warps per block: 65536 / 32768 = 2.
  Occupancy O = occ(256, 128, 0);
  EXPECT_EQ(O.Limit, OccupancyLimit::Registers);
  EXPECT_EQ(O.BlocksPerSM, 2u);
  EXPECT_EQ(O.ActiveWarps, 16u);
  EXPECT_DOUBLE_EQ(O.Fraction, 0.25);
}

TEST(OccupancyTest, RegisterGranularity) {
  // 33 regs * 32 = 1056, rounded to 1280 per warp: 65536 / (1280 * 8) = 6.
  // Without rounding it would be 65536 / (1056 * 8) = 7.
  Occupancy O = occ(256, 33, 0);
  EXPECT_EQ(O.ByRegisters, 6u);
  EXPECT_EQ(O.Limit, OccupancyLimit::Registers);
  // 255 regs: 8160 -> 8192 per warp, 8 warps per SM.
  EXPECT_EQ(occ(32, 255, 0).ByRegisters, 8u);
}

TEST(OccupancyTest, SharedBinds) {
  // 48 KB + 1 KB reserved = 50176 bytes; 233472 / 50176 = 4 blocks.
  Occupancy O = occ(256, 32, 48 * 1024);
  EXPECT_EQ(O.Limit, OccupancyLimit::SharedMemory);
  EXPECT_EQ(O.BlocksPerSM, 4u);
  EXPECT_DOUBLE_EQ(O.Fraction, 0.5);
  // Granularity: 100 bytes + 1024 rounds to 1152: 233472 / 1152 = 202.
  EXPECT_EQ(occ(32, 16, 100).BySharedMemory, 202u);
}

TEST(OccupancyTest, TiesGoToFirstLimit) {
  // 1024 threads at 32 regs: warps and registers both allow 2.
  Occupancy O = occ(1024, 32, 0);
  EXPECT_EQ(O.BlocksPerSM, 2u);
  EXPECT_EQ(O.ByRegisters, 2u);
  EXPECT_EQ(O.Limit, OccupancyLimit::Warps);
}

TEST(OccupancyTest, BadInput) {
  EXPECT_NE(occError(1025, 16, 0).find("1025 threads"), std::string::npos);
  EXPECT_NE(occError(0, 16, 0).find("0 threads"), std::string::npos);
  EXPECT_NE(occError(32, 256, 0).find("256 registers"), std::string::npos);
  EXPECT_NE(occError(32, 16, 227 * 1024 + 1).find("shared memory"),
            std::string::npos);
  EXPECT_EQ(occError(32, 16, 227 * 1024), "");
  // 1024 threads x 128 registers do not fit one SM.
  EXPECT_NE(occError(1024, 128, 0).find("too many resources"),
            std::string::npos);
}

TEST(OccupancyTest, ParsePtxas) {
  StringRef Out =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Compiling entry function 'other' for 'sm_90'\n"
      "ptxas info    : Used 40 registers, used 0 barriers\n"
      "ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
      "ptxas info    : Function properties for k\n"
      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 12 registers, used 1 barriers, 4 bytes smem\n";
  Expected<unsigned> N = parsePtxasRegisters(Out, "k");
  ASSERT_TRUE(bool(N));
  EXPECT_EQ(*N, 12u);
  Expected<unsigned> Missing = parsePtxasRegisters(Out, "nope");
  EXPECT_FALSE(bool(Missing));
  consumeError(Missing.takeError());
}

TEST(OccupancyTest, EstimateCountsLiveValues) {
  // i32 values take 1 register, the pointer 2; the i1 %c lives in a
  // predicate register and costs nothing.
  LLVMContext C;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"IR(
define void @k(ptr %p, i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %c = icmp eq i32 %s, 0
  %t = mul i32 %a, %b
  %u = add i32 %s, %t
  store i32 %u, ptr %p
  ret void
}
)IR",
                                                  Err, C);
  ASSERT_TRUE(M);
  // The maximum is at %t: %p, %a, %b, %s live and %t defined: 2+1+1+1+1,
  // plus the 2 registers every kernel reserves.
  EXPECT_EQ(estimateRegisters(*M->getFunction("k")), 6u + 2u);
}

// Liveness crosses a long chain of diamonds: values made in the entry and
// used only at the end are live in every block between (the data flow
// runs successors first; a dead block in the middle changes nothing).
TEST(OccupancyTest, LivenessAcrossLongChains) {
  std::string IR = "define void @k(ptr %p, i32 %c) {\nentry:\n"
                   "  %a = load i64, ptr %p\n  %b = load i64, ptr %p\n"
                   "  br label %d0\n";
  const unsigned N = 300;
  for (unsigned I = 0; I < N; ++I) {
    std::string D = "d" + std::to_string(I), Next = "d" + std::to_string(I + 1);
    IR += D + ":\n  %x" + std::to_string(I) + " = icmp eq i32 %c, " +
          std::to_string(I) + "\n  br i1 %x" + std::to_string(I) + ", label %" +
          D + "t, label %" + Next + "\n" + D + "t:\n  br label %" + Next + "\n";
  }
  IR += "dead:\n  br label %d7\n";
  IR += "d" + std::to_string(N) +
        ":\n  %s = add i64 %a, %b\n  store i64 %s, ptr %p\n  ret void\n}\n";
  LLVMContext C;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, C);
  ASSERT_TRUE(M) << Err.getMessage().str();
  // %p (2), %c, %a (2) and %b (2) live across the chain, %x made: 8, plus 2.
  EXPECT_EQ(estimateRegisters(*M->getFunction("k")), 8u + 2u);
}

TEST(OccupancyTest, StaticShared) {
  LLVMContext C;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"IR(
@a = internal addrspace(3) global [10 x i32] undef, align 4
@b = internal addrspace(3) global [3 x double] undef, align 8
@dyn = external addrspace(3) global [0 x float], align 4
@g = global [100 x i32] zeroinitializer
)IR",
                                                  Err, C);
  ASSERT_TRUE(M);
  // 40 bytes, aligned to 8 = 40, plus 24.
  EXPECT_EQ(staticSharedBytes(*M), 64u);
}

} // namespace
