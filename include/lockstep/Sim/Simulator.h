//===- Simulator.h - Warp-level SIMT simulator entry point ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// runKernel executes one kernel of an NVPTX-flavoured or amdgcn (HIP) LLVM
/// IR module for a whole grid, warp by warp with the lanes of a warp in
/// lockstep, and returns metrics and every buffer argument after the run.
/// amdgcn kernels run with their own wavefront size (lib/Sim/AMDGPU.h).
///
/// Bad input (unknown kernel, argument mismatch, unsupported instruction or
/// intrinsic found while decoding, launch over the memory budget) is an
/// llvm::Error. A fault of the kernel at run time (out-of-bounds access,
/// misalignment, division by zero, barrier divergence, step limit, ...) is a
/// RunResult whose Fault is set; buffers are still returned as they were at
/// the fault.
///
/// Execution is deterministic. With the SM timing model (the default) the
/// timing loop decides the interleaving: blocks run on SMs round robin, up
/// to the occupancy's blocks per SM at once, warps issue one instruction at
/// a time as their schedulers pick them (lib/Sim/Timing/SMTiming.h). With
/// Timing off, thread blocks run one after another in linear ctaid order and
/// the warps of a block run round-robin in warp order, each for a fixed
/// quantum of warp instructions or until it waits at a barrier. Race-free
/// kernels give the same buffers either way, and the same `cycles` unless
/// their work depends on the order of other warps' atomics (a CAS retry
/// loop retries more when warps interleave instruction by instruction).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SIM_SIMULATOR_H
#define LOCKSTEP_SIM_SIMULATOR_H

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Sim/DevicePrintf.h"
#include "lockstep/Sim/LaunchSpec.h"
#include "lockstep/Sim/Metrics.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace lockstep::sim {

struct SimOptions {
  /// Lanes per warp, 1..64; 0: the kernel's wavefront size for amdgcn
  /// kernels (lib/Sim/AMDGPU.h), else 32. An amdgcn kernel runs only with
  /// its own wavefront size.
  unsigned WarpSize = 0;
  /// Fault after this many issued warp instructions (whole launch).
  uint64_t MaxSteps = 1000000000ull;
  /// Reconvergence model: "ipdom" (SIMT stack) or "its" (independent thread
  /// scheduling with convergence barriers).
  std::string Model = "ipdom";
  /// Collect the per-basic-block profile.
  bool Profile = false;
  /// Collect the per-branch divergence profile (RunResult::Divergence).
  bool DivergenceProfile = false;
  /// Refuse launches whose buffers + shared + local memory exceed this.
  uint64_t MemoryBudgetBytes = 1ull << 30;
  /// Run the SM timing model (metric sm_cycles).
  bool Timing = true;
  /// SMs of the simulated GPU: 132, an H100 SXM5.
  unsigned SMs = 132;
  /// Machine description (lockstep/Analysis/GPUMachine.h): "h100" or "g80".
  /// Occupancy limits, latencies, pipes and bandwidth come from it; SMs
  /// does not (tools default it to the machine's).
  std::string GPU = "h100";
  /// Warp scheduler policy: "gto" or "lrr".
  std::string Scheduler = "gto";
  /// Registers per thread for occupancy; 0 = ptxas -v when UsePtxas and
  /// ptxas is installed, else the live-value estimate. The library default
  /// runs no external program; lockstep-sim and `lockstep compare` opt in.
  unsigned Registers = 0;
  bool UsePtxas = false;
  /// When the spec names a kernel that a `!lockstep.launch_plans` entry
  /// replaces (lockstep/Support/LaunchPlan.h), launch the plan's kernels in
  /// order on the same buffers and sum their metrics (Metrics::Launches).
  bool FollowLaunchPlans = true;
};

struct BufferResult {
  std::string Name;
  std::string ElemType; ///< "i32", "f32", ...
  bool Output = false;  ///< As marked in the launch spec.
  std::vector<uint8_t> Bytes;
};

struct RunResult {
  Metrics Stats;
  std::optional<std::string> Fault;  ///< One-line fault message.
  std::vector<BufferResult> Buffers; ///< Every buffer argument, in arg order.
  /// Device printf output (vprintf calls) in issue order, each with its
  /// thread; a launch plan's launches one after the other.
  std::vector<PrintfLine> Printf;
  /// printf calls past the first 100,000 of a launch, not kept.
  uint64_t PrintfDropped = 0;
  /// Every conditional branch and switch of the functions the kernel can
  /// reach, executed or not (with SimOptions::DivergenceProfile).
  lockstep::DivergenceProfile Divergence;
};

/// True if \p Name is a reconvergence model SimOptions::Model accepts.
bool isReconvergenceModel(llvm::StringRef Name);

/// True when \p M calls a convergence barrier (runtime/cuda/
/// lockstep_barriers.h, placed by spec-reconverge): they act under the its
/// model only; under ipdom they only cost issue slots.
bool callsConvergenceBarriers(const llvm::Module &M);

/// Runs \p Spec on \p M.
llvm::Expected<RunResult> runKernel(const llvm::Module &M,
                                    const LaunchSpec &Spec,
                                    const SimOptions &Opts);

} // namespace lockstep::sim

#endif // LOCKSTEP_SIM_SIMULATOR_H
