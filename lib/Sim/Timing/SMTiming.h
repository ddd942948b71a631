//===- SMTiming.h - Execution-driven SM timing model ------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The SM timing model of lockstep-sim (metric `sm_cycles`). Execution
/// driven: the timing loop picks a warp, the executor runs that warp's next
/// warp instruction and returns an IssueRecord, and the loop charges it:
///
/// - Blocks go to SMs round robin (block b on SM b mod N, so every SM runs
///   the same share of a uniform grid, as the hardware's block dispatcher
///   does); on one SM up to the occupancy's blocks per SM are resident, and
///   a finished block's slot takes the SM's next block in ctaid order.
///   SMs do not interact (no shared L2 or DRAM queue), so they are simulated
///   one after another and sm_cycles is the slowest SM's makespan.
/// - Warp w of the SM belongs to scheduler w mod 4. Each cycle each
///   scheduler issues at most one warp instruction from its eligible warps:
///   `gto` (default) keeps issuing the warp it issued last while it can,
///   else the oldest (earliest placed block, then lowest warp index);
///   `lrr` takes the next eligible warp after the last issued one.
/// - A warp issues in order, at most one instruction per cycle. Its next
///   instruction is eligible once every source row is ready (scoreboard:
///   per-row ready cycle = issue cycle + SIMTCostModel latency of the
///   producer; phi copies inherit their source's), its pipe on that
///   scheduler is free (SIMTCostModel::issueInterval; every figure here is
///   TimingConfig::Machine's, whose h100 preset is SIMTCostModel's), and,
///   for a global
///   memory access, the SM's bandwidth queue holds less than one global
///   load latency of backlog. Global sectors drain at
///   SIMTCostModel::globalSectorsPerCycle per SM; a load's result is ready
///   at max(issue + latency, the cycle its last sector drains).
/// - __syncthreads: a warp that issues it waits until every warp of its
///   block that has not exited has issued it; all resume at the last
///   arrival plus the barrier latency. Whether a warp waits, runs or has
///   exited is the one WarpState of lib/Sim/WarpState.h (Warp::State), which
///   the untimed block loop uses too; this model keeps only timing beside
///   it (a warp at a barrier or done has no pending instruction).
/// - Free instructions (phi, casts that move rows) take no issue slot and
///   do not update the scoreboard (their consumers see the older ready
///   cycle); a call's parameters are ready at call issue + latency and its
///   result when the callee's last return issues.
///
/// Stall cycles are warp-cycles between the cycle a warp could have issued
/// (previous issue + 1, or barrier release) and its issue, split in this
/// order: dependency (operands), bandwidth (memory queue), pipe throughput,
/// no free scheduler (ready but another warp was picked); barrier waits are
/// counted from arrival to release. The dominant bound is the largest of
/// issue (issued + no free scheduler + pipe), latency (dependency),
/// bandwidth and barrier.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_TIMING_SMTIMING_H
#define LOCKSTEP_LIB_SIM_TIMING_SMTIMING_H

#include "../Executor.h"
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/WarpPolicy.h"
#include "llvm/ADT/ArrayRef.h"

namespace lockstep::sim {

struct TimingConfig {
  unsigned SMs = 132;
  unsigned Schedulers = 4;
  WarpPolicy Policy = WarpPolicy::GTO;
  unsigned BlocksPerSM = 1; ///< Resident block slots (occupancy).
  unsigned WarpsPerBlock = 1;
  unsigned MaxWarpsPerSM = 64; ///< For achieved occupancy.
  /// Pipes, intervals, bandwidth, barrier and global load latencies.
  const GPUMachine *Machine = &GPUMachine::h100();
};

/// The launch side: sets up a block's warps and accounts a finished block.
class BlockHost {
public:
  virtual ~BlockHost() = default;
  /// Initializes \p Warps for linear block \p Linear (ctaid set in X.Ctx).
  virtual void startBlock(uint64_t Linear,
                          llvm::MutableArrayRef<Warp> Warps) = 0;
  /// Called once all warps of a block have exited (or at a fault).
  virtual void finishBlock(llvm::ArrayRef<Warp> Warps) = 0;
};

class SMTimingModel {
public:
  SMTimingModel(Executor &X, MemorySystem &Mem, const DecodedModule &DM,
                const TimingConfig &C, BlockHost &Host, Metrics &Stats);
  /// Runs every block of SM \p SM out of \p NumBlocks. False on a fault
  /// (FaultWarp names the warp, X.Ctx.CtaId its block).
  bool runSM(unsigned SM, uint64_t NumBlocks);
  /// Adds the totals to Stats (sm_cycles, stalls, occupancy, ipc, bound).
  void finish();

  const Warp *FaultWarp = nullptr;

private:
  struct WarpTiming {
    IssueRecord Pending;
    bool HasPending = false; ///< Never while the warp waits or is done.
    bool Global = false;     ///< Pending is a global access with sectors.
    uint8_t Pipe = 0;        ///< SIMTCostModel::Pipe of Pending.
    uint64_t FetchAt = 0, SrcReady = 0, ArriveAt = 0, Age = 0, Sectors = 0;
    uint64_t Base = 0; ///< max(FetchAt, SrcReady).
    unsigned LastDepth = 1;
    std::vector<std::vector<uint64_t>> Ready; ///< [depth][row].
  };
  struct Scheduler {
    std::vector<unsigned> Members;
    int Last = -1; ///< Index into Members.
    /// No member can issue before this cycle (set by a failed pick, reset
    /// when a member fetches a new instruction).
    uint64_t SleepUntil = 0;
    uint64_t PipeFree[SIMTCostModel::NumPipes] = {};
  };
  struct Slot {
    uint64_t Linear = 0;
    std::array<uint32_t, 3> CtaId{};
    unsigned LiveWarps = 0;
  };

  bool runSMLoop(unsigned SM, uint64_t NumBlocks);
  void placeBlock(unsigned S, uint64_t Now);
  bool fetch(unsigned W);
  void noteReturns(WarpTiming &WT, const Warp &Wp);
  static uint64_t sourcesReady(const DInst &I, const DecodedFunction &F,
                               const std::vector<uint64_t> &R);
  bool issue(unsigned W, Scheduler &S);
  bool warpDone(unsigned W);
  bool tryRelease(unsigned S);
  int pick(Scheduler &S);
  /// Earliest cycle \p W's pending instruction can issue on \p S.
  uint64_t readyAt(unsigned W, const Scheduler &S) const {
    const WarpTiming &WT = T[W];
    uint64_t R = std::max(WT.Base, S.PipeFree[WT.Pipe]);
    return WT.Global ? std::max(R, BwGate) : R;
  }
  bool eligible(unsigned W, const Scheduler &S) const {
    const WarpTiming &WT = T[W];
    return WT.HasPending && readyAt(W, S) <= Now;
  }
  void advance(uint64_t To);

  Executor &X;
  MemorySystem &Mem;
  const DecodedModule &DM;
  TimingConfig C;
  BlockHost &Host;
  Metrics &Stats;
  std::vector<Warp> Warps;
  std::vector<WarpTiming> T;
  std::vector<Scheduler> Scheds;
  std::vector<Slot> Slots;
  uint64_t Now = 0, NextBlock = 0, NumBlocks = 0, Placed = 0;
  unsigned Resident = 0;
  double BwFree = 0, CyclesPerSector;
  uint64_t BwGate = 0; ///< First cycle a global access may issue.
  std::array<uint8_t, NumInstClasses> PipeOf{};
  std::array<uint8_t, NumInstClasses> IntervalOf{};
  uint64_t LastDone = 0;
  // Totals over SMs.
  uint64_t Makespan = 0, ActiveCycles = 0, SMsUsed = 0;
  double ResidentWarpCycles = 0;
  uint64_t StallDep = 0, StallBw = 0, StallPipe = 0, StallSched = 0,
           StallBarrier = 0, IssuedInsts = 0;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_TIMING_SMTIMING_H
