//===- Metrics.h - Execution metrics reported by lockstep-sim ---*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Counters of one simulated launch: issued warp instructions, lane
/// executions, SIMT efficiency, cycles from the SIMTCostModel table, per-class
/// counts, memory transactions, bank conflicts and divergence, plus an
/// optional per-basic-block profile. JSON key names are a stable interface
/// (issue 3); add keys, never rename them.
///
/// OracleCycles (`oracle_cycles`) is the perfect-meld bound: the cycles of
/// the same run if at every dynamic divergence the reconverging entry were
/// charged the max of its paths' cycles instead of their sum (nested
/// divergence recursively; divergent returns cost their longest path; a
/// callee's bound is charged to its call site). It is computed per warp by
/// the reconvergence model (lib/Sim/IPDOMModel.h has the exact rules)
/// and summed over warps and blocks like Cycles, so OracleCycles <= Cycles,
/// with equality when no branch diverges. Data-dependent behaviour is the
/// baseline's: the bound melds the paths the run took, it does not re-run.
///
/// Instructions of the cost model's Free class (phi, bitcast, alloca,
/// lifetime markers, assume, debug intrinsics) take no issue slot: they are
/// not counted as warp or thread instructions.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SIM_METRICS_H
#define LOCKSTEP_SIM_METRICS_H

#include "lockstep/Analysis/SIMTCostModel.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace lockstep::sim {

/// Counters of one basic block (with --profile).
struct BlockProfile {
  std::string Function;
  std::string Block;
  unsigned Line = 0; ///< First source line in the block, 0 if unknown.
  std::string File;  ///< Base name of Line's source file, empty if unknown.
  uint64_t WarpInstructions = 0;
  uint64_t ThreadInstructions = 0;
  uint64_t Cycles = 0;
};

/// One launch of a launch plan (lockstep/Support/LaunchPlan.h).
struct LaunchSummary {
  std::string Kernel;
  unsigned Registers = 0;
  double Occupancy = 0;
  uint64_t Cycles = 0;
  uint64_t SMCycles = 0;
};

struct Metrics {
  unsigned WarpSize = 32;
  uint64_t ThreadBlocks = 0;
  uint64_t Warps = 0;
  uint64_t WarpInstructions = 0;
  uint64_t ThreadInstructions = 0;
  uint64_t Cycles = 0;
  uint64_t OracleCycles = 0; ///< Perfect-meld bound on Cycles.
  uint64_t Alu = 0;
  uint64_t Branches = 0;
  uint64_t Selects = 0;
  uint64_t Barriers = 0;
  uint64_t GlobalLoads = 0;
  uint64_t GlobalStores = 0;
  uint64_t SharedLoads = 0;
  uint64_t SharedStores = 0;
  uint64_t LocalLoads = 0;
  uint64_t LocalStores = 0;
  uint64_t ConstantLoads = 0;
  uint64_t Atomics = 0;
  uint64_t WarpVotes = 0;
  uint64_t WarpShuffles = 0;
  uint64_t Calls = 0;
  uint64_t GlobalTransactions = 0;  ///< 32-byte sectors touched.
  uint64_t SharedBankConflicts = 0; ///< Replays caused by bank conflicts.
  uint64_t DivergentBranches = 0;
  uint64_t MaxSimtStackDepth = 0;
  /// Warp instructions by SIMTCostModel class (after resolving generic
  /// memory operations to their actual address space).
  std::array<uint64_t, NumInstClasses> ByClass{};
  // Occupancy of the launch on sm_90 (lib/Analysis/Occupancy.h).
  unsigned RegistersPerThread = 0;
  std::string RegisterSource; ///< "ptxas", "amdgpu", "estimate", "option".
  uint64_t SharedBytesPerBlock = 0;
  unsigned ResidentBlocksPerSM = 0;
  double Occupancy = 0;
  std::string OccupancyLimit;
  // SM timing model (lib/Sim/Timing/SMTiming.h); only when Timing.
  bool Timing = false;
  uint64_t SMCycles = 0; ///< Makespan of the slowest SM.
  uint64_t SMsUsed = 0;
  uint64_t StallDependency = 0, StallBandwidth = 0, StallPipe = 0,
           StallNoFreeScheduler = 0, StallBarrier = 0; ///< Warp-cycles.
  double AchievedOccupancy = 0; ///< Mean resident warps / 64 over SM time.
  double Ipc = 0;               ///< Warp instructions per active SM cycle.
  std::string Bound;            ///< issue, latency, bandwidth or barrier.
  /// Per-block profile sorted by cycles (descending); empty unless requested.
  std::vector<BlockProfile> Profile;
  /// The launches of a launch plan, in order; empty for a single launch.
  /// Their metrics combine as sequential launches: every counter, cycles and
  /// sm_cycles and the stall cycles add; max_simt_stack_depth,
  /// registers_per_thread, shared_bytes_per_block and sms_used are maxima,
  /// resident_blocks_per_sm a minimum; occupancy, achieved_occupancy and ipc
  /// are means weighted by each launch's sm_cycles (by cycles without
  /// timing); occupancy_limit and bound are the longest launch's.
  std::vector<LaunchSummary> Launches;

  double simtEfficiency() const;
  llvm::json::Value toJSON() const;
  /// A readable table (and the profile when present).
  void print(llvm::raw_ostream &OS) const;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_SIM_METRICS_H
