//===- Occupancy.h - Resident blocks and warps per SM -----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The occupancy calculation of CUDA's occupancy calculator for one kernel
/// launch on sm_90 (H100): how many thread blocks fit on one streaming
/// multiprocessor at once given registers per thread, shared memory per
/// block and block size, which of the four limits (warps, blocks, registers,
/// shared memory) binds, and the resulting occupancy (resident warps over
/// the SM's 64 warp slots). Branch and loop splitting (the G80 paper) exist
/// to move exactly these numbers.
///
/// Registers per thread come from `ptxas -v` on the PTX the NVPTX backend
/// emits for the module when the CUDA toolkit's ptxas is installed,
/// otherwise from an estimate: the largest number of 32-bit registers that
/// the kernel's SSA values hold live at once (see estimateRegisters).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_OCCUPANCY_H
#define LOCKSTEP_ANALYSIS_OCCUPANCY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace lockstep {

/// Per-SM resource limits of one compute capability. The sm_90 figures and
/// their sources are in Occupancy.cpp, the sm_10 ones in GPUMachine.cpp.
struct SMLimits {
  unsigned WarpSize;
  unsigned MaxThreadsPerBlock;
  unsigned MaxThreadsPerSM;
  unsigned MaxWarpsPerSM;
  unsigned MaxBlocksPerSM;
  unsigned RegistersPerSM;
  unsigned MaxRegistersPerThread;
  unsigned RegisterAllocUnit; ///< Registers per warp are rounded up to this.
  uint64_t SharedPerSM;       ///< Configurable shared memory at its maximum.
  uint64_t MaxSharedPerBlock; ///< Opt-in maximum per block.
  uint64_t ReservedSharedPerBlock; ///< Used by the CUDA runtime per block.
  uint64_t SharedAllocUnit;        ///< Shared memory allocation granularity.
  unsigned WarpSchedulers;         ///< Sub-partitions, one scheduler each.
  const char *Arch;                ///< "sm_90", for messages.
  /// Compute capability 1.x allocates registers per block (warps rounded
  /// up to WarpAllocGranularity, the product to RegisterAllocUnit), later
  /// ones per warp.
  bool RegisterAllocPerBlock;
  unsigned WarpAllocGranularity;

  static const SMLimits &sm90();
  /// Compute capability 1.0 (G80); sources in GPUMachine.cpp.
  static const SMLimits &sm10();
};

/// The limit that caps resident blocks; ties go to the first in this order.
enum class OccupancyLimit { Warps, Blocks, Registers, SharedMemory };

/// Stable name: "warps", "blocks", "registers", "shared_memory".
llvm::StringRef occupancyLimitName(OccupancyLimit L);

struct OccupancyInput {
  unsigned BlockThreads = 0;
  unsigned RegistersPerThread = 0;
  uint64_t SharedBytesPerBlock = 0; ///< Static plus dynamic.
};

struct Occupancy {
  unsigned BlocksPerSM = 0;
  unsigned WarpsPerBlock = 0;
  unsigned ActiveWarps = 0; ///< BlocksPerSM * WarpsPerBlock.
  double Fraction = 0;      ///< ActiveWarps / MaxWarpsPerSM.
  OccupancyLimit Limit = OccupancyLimit::Warps;
  /// Blocks each limit alone would allow.
  unsigned ByWarps = 0, ByBlocks = 0, ByRegisters = 0, BySharedMemory = 0;
};

/// Resident blocks per SM for \p In under \p L. Errors (one line) for an
/// empty block or one over MaxThreadsPerBlock, more registers per thread
/// than MaxRegistersPerThread, and shared memory over MaxSharedPerBlock.
llvm::Expected<Occupancy>
computeOccupancy(const OccupancyInput &In,
                 const SMLimits &L = SMLimits::sm90());

/// Static shared memory of \p M: the allocation sizes of its address space 3
/// variables (extern arrays of unknown size count 0; their size is the
/// launch's dynamic shared memory).
uint64_t staticSharedBytes(const llvm::Module &M);

/// Estimate of registers per thread for kernel \p F when ptxas is absent:
/// the maximum, over program points of \p F, of the 32-bit registers that
/// live SSA values occupy (ceil(bits / 32) per value, vectors per element,
/// pointers 2; i1 values live in predicate registers and count 0), plus the
/// same for the most register-hungry function \p F calls, plus 2 for the
/// stack pointer and return address ptxas keeps in every kernel. Liveness
/// is the usual backward data flow with phi operands live at the end of
/// their incoming block.
unsigned estimateRegisters(const llvm::Function &F);

/// Where registers per thread came from.
struct RegisterCount {
  unsigned Registers = 0;
  std::string Source; ///< "ptxas", "amdgpu" or "estimate".
};

/// Registers per thread of kernel \p Kernel in \p M. For an nvptx module
/// (or one without a triple): `ptxas -v -arch=sm_90` on the PTX that the
/// NVPTX backend emits for a copy of \p M, when \p PtxasPath names an
/// executable. For an amdgcn module: the VGPRs per lane that the AMDGPU
/// backend (in process, no external program) allocates for the kernel, with
/// the target-cpu of its attributes; source "amdgpu". Otherwise (another
/// triple, no backend, code generation or ptxas failing, target intrinsics
/// of another backend) estimateRegisters. Never aborts.
RegisterCount countRegisters(const llvm::Module &M, llvm::StringRef Kernel,
                             llvm::StringRef PtxasPath);

/// /usr/local/cuda/bin/ptxas, or ptxas on PATH, or "" when neither exists.
std::string findPtxas();

/// The register count of entry \p Kernel in the output of `ptxas -v`
/// (the "Used N registers" line after "Compiling entry function 'K'").
llvm::Expected<unsigned> parsePtxasRegisters(llvm::StringRef Output,
                                             llvm::StringRef Kernel);

/// The `.vgpr_count` of kernel \p Kernel in the `amdhsa.kernels` metadata
/// of AMDGPU assembly \p Asm.
llvm::Expected<unsigned> parseAMDGPURegisters(llvm::StringRef Asm,
                                              llvm::StringRef Kernel);

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_OCCUPANCY_H
