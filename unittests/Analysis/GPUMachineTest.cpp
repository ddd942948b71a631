//===- GPUMachineTest.cpp - Unit tests of the machine descriptions --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The h100 preset is SIMTCostModel's table and SMLimits::sm90 row for row
/// (so H100 results do not move); the g80 preset gives the G80 splitting
/// paper's occupancies (Table 1, Figure 6: 13 registers at 256 threads is
/// 67%, 6 registers 100%), allocates registers per block as compute
/// capability 1.0 does, and refuses what a G80 cannot launch.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/GPUMachine.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

TEST(GPUMachineTest, H100IsTheCostModelsTable) {
  const GPUMachine &M = GPUMachine::h100();
  for (unsigned K = 0; K < NumInstClasses; ++K) {
    InstClass C = InstClass(K);
    EXPECT_EQ(M.latency(C), SIMTCostModel::latency(C)) << K;
    EXPECT_EQ(M.pipe(C), SIMTCostModel::pipe(C)) << K;
    EXPECT_EQ(M.issueInterval(C), SIMTCostModel::issueInterval(C)) << K;
  }
  EXPECT_EQ(M.GlobalSectorsPerCycle, SIMTCostModel::globalSectorsPerCycle());
  EXPECT_EQ(M.Limits.MaxWarpsPerSM, SMLimits::sm90().MaxWarpsPerSM);
  EXPECT_EQ(M.Limits.RegistersPerSM, SMLimits::sm90().RegistersPerSM);
  EXPECT_EQ(M.SMs, 132u);
  EXPECT_EQ(GPUMachine::byName("h100"), &M);
  EXPECT_EQ(GPUMachine::byName("g80"), &GPUMachine::g80());
  EXPECT_EQ(GPUMachine::byName("gt200"), nullptr);
}

Occupancy g80(unsigned Threads, unsigned Regs, uint64_t Shared = 0) {
  Expected<Occupancy> O =
      computeOccupancy({Threads, Regs, Shared}, GPUMachine::g80().Limits);
  EXPECT_TRUE(bool(O)) << toString(O.takeError());
  return O ? *O : Occupancy();
}

TEST(GPUMachineTest, G80OccupancyOfThePapersKernel) {
  // Else-kernel: 13 * 256 = 3328 registers a block, 8192 / 3328 = 2 blocks,
  // 16 of 24 warps.
  Occupancy O = g80(256, 13);
  EXPECT_EQ(O.BlocksPerSM, 2u);
  EXPECT_EQ(O.Limit, OccupancyLimit::Registers);
  EXPECT_NEAR(O.Fraction, 16.0 / 24, 1e-12);
  // If-kernel: 6 registers, 768 threads = 3 blocks, limited by warps.
  O = g80(256, 6);
  EXPECT_EQ(O.BlocksPerSM, 3u);
  EXPECT_EQ(O.Limit, OccupancyLimit::Warps);
  EXPECT_DOUBLE_EQ(O.Fraction, 1);
}

TEST(GPUMachineTest, G80AllocatesRegistersPerBlock) {
  // 96 threads = 3 warps, rounded to 4: 4 * 32 * 10 = 1280 registers a
  // block, 8192 / 1280 = 6 blocks (per-warp rounding to 512 would give 5).
  Occupancy O = g80(96, 10);
  EXPECT_EQ(O.ByRegisters, 6u);
  EXPECT_EQ(O.BlocksPerSM, 6u);
  // Shared memory in 512-byte units: 3000 bytes take 3072, 16384 / 3072 = 5.
  EXPECT_EQ(g80(64, 4, 3000).BySharedMemory, 5u);
  EXPECT_EQ(g80(64, 4).ByBlocks, 8u);
}

TEST(GPUMachineTest, G80RefusesWhatItCannotLaunch) {
  auto Err = [](unsigned Threads, unsigned Regs, uint64_t Shared) {
    Expected<Occupancy> O =
        computeOccupancy({Threads, Regs, Shared}, GPUMachine::g80().Limits);
    return O ? std::string() : toString(O.takeError());
  };
  EXPECT_EQ(Err(1024, 8, 0),
            "block of 1024 threads: an sm_10 block has 1 to 512 threads");
  EXPECT_EQ(Err(32, 125, 0),
            "125 registers per thread: sm_10 allows at most 124");
  // 64 registers x 256 threads = 16384 > 8192.
  EXPECT_NE(Err(256, 64, 0).find("do not fit the 8192 registers"),
            std::string::npos);
  EXPECT_EQ(Err(32, 8, 16385),
            "16385 bytes of shared memory per block: sm_10 allows at most "
            "16384 (16 KB)");
}

TEST(GPUMachineTest, G80LatenciesAndThroughputs) {
  const GPUMachine &M = GPUMachine::g80();
  EXPECT_EQ(M.Limits.WarpSchedulers, 1u);
  EXPECT_EQ(M.SMs, 16u);
  // Uncached global memory, 400-600 cycles; ALU dependences ~24.
  EXPECT_GE(M.latency(InstClass::LoadGlobal), 400u);
  EXPECT_LE(M.latency(InstClass::LoadGlobal), 600u);
  EXPECT_EQ(M.latency(InstClass::FpFma), 24u);
  // 8 scalar processors: 4 cycles a warp, one pipe for int and fp32.
  EXPECT_EQ(M.issueInterval(InstClass::FpFma), 4u);
  EXPECT_EQ(M.pipe(InstClass::IntAlu), M.pipe(InstClass::FpFma));
  EXPECT_EQ(M.issueInterval(InstClass::SpecialFunc), 16u);
  // 86.4 GB/s at 1.35 GHz over 16 SMs: 4 bytes a cycle per SM.
  EXPECT_DOUBLE_EQ(M.GlobalSectorsPerCycle * 32, 4);
}

} // namespace
