//===- Occupancy.cpp - Resident blocks and warps per SM -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The occupancy calculation, as CUDA's occupancy calculator
/// (cudaOccupancyMaxActiveBlocksPerMultiprocessor) does it for sm_90:
///
///   warps/block    W = ceil(threads / 32)
///   by warps       min(MaxWarpsPerSM / W, MaxThreadsPerSM / (32 W))
///   by blocks      MaxBlocksPerSM
///   by registers   floor(RegistersPerSM / (roundUp(regs * 32, 256) * W))
///   by shared      floor(SharedPerSM / roundUp(shared + 1 KB, 128))
///   resident       the minimum; occupancy = resident * W / MaxWarpsPerSM
///
/// sm_90 figures and where they come from:
///  [PG] CUDA C++ Programming Guide, "Technical Specifications per Compute
///       Capability" (column 9.0): 1024 threads per block, 2048 threads, 64
///       warps and 32 blocks per SM, 64K 32-bit registers per SM, 255 per
///       thread, 228 KB shared memory per SM, 227 KB per block (opt-in);
///       section "Compute Capability 9.0 / Shared Memory": the CUDA runtime
///       reserves 1 KB of shared memory per block; four warp schedulers
///       (SM sub-partitions) per SM.
///  [OC] CUDA Occupancy Calculator (the spreadsheet shipped with the toolkit
///       and the cudaOccupancy* API): register allocation unit 256 per warp,
///       shared memory allocation unit 128 bytes for compute capability 9.0.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/Occupancy.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace lockstep;

const SMLimits &SMLimits::sm90() {
  static const SMLimits L = {/*WarpSize=*/32,
                             /*MaxThreadsPerBlock=*/1024,      // [PG]
                             /*MaxThreadsPerSM=*/2048,         // [PG]
                             /*MaxWarpsPerSM=*/64,             // [PG]
                             /*MaxBlocksPerSM=*/32,            // [PG]
                             /*RegistersPerSM=*/65536,         // [PG]
                             /*MaxRegistersPerThread=*/255,    // [PG]
                             /*RegisterAllocUnit=*/256,        // [OC]
                             /*SharedPerSM=*/228 * 1024,       // [PG]
                             /*MaxSharedPerBlock=*/227 * 1024, // [PG]
                             /*ReservedSharedPerBlock=*/1024,  // [PG]
                             /*SharedAllocUnit=*/128,          // [OC]
                             /*WarpSchedulers=*/4,             // [PG]
                             /*Arch=*/"sm_90",
                             /*RegisterAllocPerBlock=*/false, // [OC]
                             /*WarpAllocGranularity=*/1};
  return L;
}

StringRef lockstep::occupancyLimitName(OccupancyLimit L) {
  switch (L) {
  case OccupancyLimit::Warps:
    return "warps";
  case OccupancyLimit::Blocks:
    return "blocks";
  case OccupancyLimit::Registers:
    return "registers";
  case OccupancyLimit::SharedMemory:
    return "shared_memory";
  }
  return "warps";
}

static Error occupancyError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<Occupancy> lockstep::computeOccupancy(const OccupancyInput &In,
                                               const SMLimits &L) {
  if (In.BlockThreads == 0 || In.BlockThreads > L.MaxThreadsPerBlock)
    return occupancyError(formatv("block of {0} threads: an {2} block has "
                                  "1 to {1} threads",
                                  In.BlockThreads, L.MaxThreadsPerBlock,
                                  L.Arch));
  if (In.RegistersPerThread > L.MaxRegistersPerThread)
    return occupancyError(formatv("{0} registers per thread: {2} allows "
                                  "at most {1}",
                                  In.RegistersPerThread,
                                  L.MaxRegistersPerThread, L.Arch));
  if (In.SharedBytesPerBlock > L.MaxSharedPerBlock)
    return occupancyError(formatv("{0} bytes of shared memory per block: "
                                  "{2} allows at most {1} ({3} KB)",
                                  In.SharedBytesPerBlock, L.MaxSharedPerBlock,
                                  L.Arch, L.MaxSharedPerBlock / 1024));
  Occupancy O;
  O.WarpsPerBlock = unsigned(divideCeil(In.BlockThreads, L.WarpSize));
  O.ByWarps = std::min(L.MaxWarpsPerSM / O.WarpsPerBlock,
                       L.MaxThreadsPerSM / (O.WarpsPerBlock * L.WarpSize));
  O.ByBlocks = L.MaxBlocksPerSM;
  uint64_t RegsPerBlock =
      L.RegisterAllocPerBlock
          ? alignTo(alignTo(O.WarpsPerBlock, L.WarpAllocGranularity) *
                        uint64_t(In.RegistersPerThread) * L.WarpSize,
                    L.RegisterAllocUnit)
          : alignTo(uint64_t(In.RegistersPerThread) * L.WarpSize,
                    L.RegisterAllocUnit) *
                O.WarpsPerBlock;
  O.ByRegisters = RegsPerBlock ? unsigned(L.RegistersPerSM / RegsPerBlock)
                               : L.MaxBlocksPerSM;
  if (O.ByRegisters == 0)
    return occupancyError(formatv(
        "{0} registers per thread x {1} threads do not fit the {2} registers "
        "of an SM (too many resources requested for launch)",
        In.RegistersPerThread, In.BlockThreads, L.RegistersPerSM));
  uint64_t Shared = alignTo(In.SharedBytesPerBlock + L.ReservedSharedPerBlock,
                            L.SharedAllocUnit);
  // No shared memory and none reserved (compute capability 1.x): no limit.
  O.BySharedMemory =
      Shared ? unsigned(L.SharedPerSM / Shared) : L.MaxBlocksPerSM;
  // Ties go to the first limit in enum order.
  std::pair<unsigned, OccupancyLimit> Limits[] = {
      {O.ByWarps, OccupancyLimit::Warps},
      {O.ByBlocks, OccupancyLimit::Blocks},
      {O.ByRegisters, OccupancyLimit::Registers},
      {O.BySharedMemory, OccupancyLimit::SharedMemory}};
  O.BlocksPerSM = O.ByWarps;
  for (const auto &[N, Which] : Limits)
    if (N < O.BlocksPerSM) {
      O.BlocksPerSM = N;
      O.Limit = Which;
    }
  O.ActiveWarps = O.BlocksPerSM * O.WarpsPerBlock;
  O.Fraction = double(O.ActiveWarps) / double(L.MaxWarpsPerSM);
  return O;
}

uint64_t lockstep::staticSharedBytes(const Module &M) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Bytes = 0;
  for (const GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 3 && !GV.isDeclaration())
      Bytes = alignTo(Bytes, GV.getAlign().valueOrOne()) +
              DL.getTypeAllocSize(GV.getValueType());
  return Bytes;
}
