//===- SplitCostModel.h - Bound-aware branch-split decision -----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The decision model branch-split uses by default (`formula` selects
/// formula (1) alone). Formula
/// (1) of the G80 splitting paper assumes runtime inversely proportional to
/// occupancy, which holds only for a latency-bound kernel; lockstep-sim's SM
/// timing model (lib/Sim/Timing/SMTiming.h) also has an issue limit, pipe
/// throughputs and a global bandwidth queue, and a kernel bound by one of
/// those gains nothing from occupancy. This model estimates, from the same
/// SIMTCostModel numbers the simulator charges, the SM cycles one warp costs
/// when R warps are resident on an SM with S schedulers:
///
///   c(R) = max(L / R, N / S, max_pipe P_pipe / S, G / B, T_blk / R)
///
/// L the warp's latency-bound duration alone (in-order issue against a
/// scoreboard of SIMTCostModel latencies), N its warp instructions (one per
/// cycle per scheduler), P_pipe the cycles it keeps each pipe of its
/// sub-partition busy (SIMTCostModel::issueInterval), G its global sectors
/// and B SIMTCostModel::globalSectorsPerCycle; all of them from the
/// GPUMachine the model predicts for (`-lockstep-gpu`, default h100, whose
/// figures are SIMTCostModel's).
///
/// The first four terms let the R warps overlap perfectly. The warps of one
/// thread block do not: they start together and run the same code, so they
/// wait on their global loads at the same time, and a block's slot takes
/// the next block only when its last warp ends. T_blk is one block's
/// duration alone, Hong and Kim's "not enough warps" case (ISCA 2009,
/// MWP = CWP = N: no other warp's computation hides a memory period):
///
///   T_blk = L + max(0, w / S - 1) * X / max(1, M)
///
/// with w the block's warps (w / S of them on each scheduler),
/// X = max(N, max_pipe P_pipe) the scheduler cycles of one warp's
/// computation and M the memory periods of its walk (the instructions it
/// waits on a global access for): after the last memory period the other
/// warps of the scheduler issue one period's computation X / M each before
/// the block ends. This is Hong and Kim's Mem_cycles + Comp_cycles +
/// Comp_p (N - 1) with L for the first two (L also counts a warp's loads
/// in flight together and its ALU dependences). A kernel mix's T_blk is
/// the share-weighted mean of its classes' (blocks of one class; see
/// estimateSplit). The R / w resident blocks overlap as warps do in the
/// other terms, hence T_blk / R. With one resident block (w = R) the term
/// charges every memory latency of the block's code; with many it
/// vanishes behind the others. It models neither the bandwidth a block's
/// in-phase loads queue for (G / B only for the whole kernel) nor a
/// scheduler's preference among the block's warps (gto starves the
/// youngest warps of a pipe the oldest saturate: lockstep-sim's G80 runs
/// of ALU-bound blocks take up to a third longer than T_blk). So where the
/// parts were measured on IR (measureParts), a kernel's warp classes also
/// run as traces through the scheduler (WarpSchedule.h), and c is the
/// larger of that schedule and the first four terms, T_blk left out.
/// The branched kernel's warp
/// runs the code before the branch (C), the if side (A), the else side (B)
/// or both, and the code after them (P). Warps fall in
/// three classes, a share of the warps each: d run both sides (the branch
/// diverges in them), i the if side only, e the else side only. The warps
/// of one kernel overlap on the SM's resources, so a kernel costs c of its
/// warps' mix (W1 + W2: the work of both, terms added before the max);
/// kernels of a plan run one after the other and add:
///
///   T_branched = c(d(C+A+B+P) + i(C+A+P) + e(C+B+P), R_0)
///   T_if       = c((d+i)(C+A+P) + e C, R_1)
///   T_else     = c((d+e)(C+B+P) + i C, R_2)
///   S          = T_branched / (T_if + T_else + 2 sigma)
///
/// Overlap within a kernel is what splitting loses: with a clustered mask
/// the branched kernel's latency-bound if-warps hide behind its
/// bandwidth-bound else-warps, the split kernels cannot. Assuming perfect
/// overlap makes the model conservative: it underestimates the branched
/// time when the classes do not meet on an SM (bench/split/README.md).
/// Both kernels re-evaluate the condition (C). Without a profile
/// d = 1 (formula (1)'s worst case: every warp runs both sides); with
/// `-lockstep-profile` d, i, e and the lanes active on each side come from
/// the measured branch (splitFractions).
///
/// A kernel lasts as long as its slowest SM. When the profile records the
/// launch's block mix (DivergenceProfile.h: each block's warps by the sides
/// they ran, the linear mask's boundary block included) for blocks of the
/// model's size, each kernel's blocks are dealt to the SMs as lockstep-sim
/// deals them (block b on SM b mod SMs, the profiled run's SMs unless
/// `sms=N` says otherwise), every warp running its class's
/// trace in that kernel, and the kernel's schedule term is its slowest SM's
/// schedule (scheduleSlowestSM) per warp of an average SM. Without one,
/// blocks of one class are interleaved by share, the split kernels charged
/// one more block of their side's class (scheduledCyclesPerWarp).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_SPLITCOSTMODEL_H
#define LOCKSTEP_TRANSFORMS_SPLIT_SPLITCOSTMODEL_H

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/SIMTCostModel.h"

#include "WarpSchedule.h"

#include <array>
#include <optional>
#include <string>

namespace llvm {
class BranchInst;
class Function;
} // namespace llvm

namespace lockstep {
class LockstepUniformity;
struct BranchStats;
} // namespace lockstep

namespace lockstep::split {

/// What one warp asks of an SM sub-partition running some code.
struct WarpWork {
  double Latency = 0; ///< L: cycles alone, in-order issue and scoreboard.
  double Issued = 0;  ///< N: warp instructions.
  std::array<double, SIMTCostModel::NumPipes> Pipe{}; ///< P_pipe cycles.
  double Sectors = 0;  ///< G: global 32-byte sectors.
  double MemWaits = 0; ///< M: instructions that wait on a global access.
  /// T_blk: one block's duration alone (blockCycles); 0 leaves the term
  /// out of c(R). Mixes add it weighted, as the other fields.
  double Block = 0;

  /// Adds \p Weight times \p O; sectors also scaled by \p SectorShare.
  WarpWork &add(const WarpWork &O, double Weight, double SectorShare = 1);
};

/// The resource that bounds c(R); Block is the T_blk / R term, Schedule
/// the warp traces run through the scheduler (WarpSchedule.h).
enum class WarpBound { Latency, Issue, Pipe, Bandwidth, Block, Schedule };
llvm::StringRef warpBoundName(WarpBound B);

/// c(R) for \p ResidentWarps warps per SM and \p Schedulers schedulers,
/// and which term bound it; B = \p SectorsPerCycle.
double
cyclesPerWarp(const WarpWork &W, unsigned ResidentWarps, unsigned Schedulers,
              WarpBound *Bound = nullptr,
              double SectorsPerCycle = SIMTCostModel::globalSectorsPerCycle());
/// T_blk = L + max(0, w / S - 1) * X / max(1, M) of \p W for
/// \p WarpsPerBlock warps a block (w) and \p Schedulers (S).
double blockCycles(const WarpWork &W, unsigned WarpsPerBlock,
                   unsigned Schedulers);

/// c(R) with the schedulers and bandwidth of \p M.
double cyclesPerWarp(const WarpWork &W, unsigned ResidentWarps,
                     const GPUMachine &M, WarpBound *Bound = nullptr);

/// The work of the four parts of a kernel split at \p Br, and one warp's
/// trace of each (slots shared, so they concatenate).
struct SplitParts {
  WarpWork Pre, If, Else, Post;
  WarpTrace PreTrace, IfTrace, ElseTrace, PostTrace;
  bool Traced = false; ///< The traces were built (measureParts).
};
SplitParts measureParts(const llvm::BranchInst &Br, const LockstepUniformity &U,
                        const GPUMachine &M = GPUMachine::h100());

/// The work of one warp running all of \p F (loop-split's estimate: the
/// kernel before and after the split), blocks weighted 8^(loop depth) as
/// in measureParts; and its trace in \p Trace when given.
WarpWork measureFunction(const llvm::Function &F, const LockstepUniformity &U,
                         const GPUMachine &M = GPUMachine::h100(),
                         WarpTrace *Trace = nullptr);

/// c(R) of one kernel and the term that bounds it.
struct KernelCycles {
  double Cycles = 0;
  WarpBound Bound = WarpBound::Issue;
};

/// c of a kernel whose every warp does \p W, \p R of them resident in
/// blocks of \p WarpsPerBlock: the larger of the first four terms and the
/// schedule of \p T's blocks (scheduledCyclesPerWarp, \p BlocksPerSM as
/// there) when \p T is given, the schedule term is on and it runs; else
/// the closed form with T_blk.
KernelCycles kernelCycles(const WarpWork &W, const WarpTrace *T, unsigned R,
                          unsigned WarpsPerBlock, const GPUMachine &M,
                          unsigned BlocksPerSM = 0);

/// The bound model's speedup of running \p After with \p R1 resident warps
/// per SM over \p Before with \p R0: c_before(R0) / c_after(R1) (the
/// block term counts when the caller set Block, e.g. by blockCycles). Splitting
/// pays only when the kernel is latency-bound before and the occupancy
/// gain outweighs the work added (loop control, recomputed values) and the
/// instruction-level parallelism lost between the separated statements.
double kernelSpeedup(const WarpWork &Before, unsigned R0, const WarpWork &After,
                     unsigned R1, const GPUMachine &M,
                     KernelCycles *C0 = nullptr, KernelCycles *C1 = nullptr);

/// Which warps run which side, as shares of the warps that reach the
/// branch: both sides (the warp diverges), the if side only, the else side
/// only; and the share of a side's global sectors a diverged warp touches.
struct SideFractions {
  double Both = 1, IfOnly = 0, ElseOnly = 0;
  double IfSectors = 1, ElseSectors = 1;
  /// The profiled launch's blocks (block_mix; first = if side), if known.
  std::optional<BlockMix> Mix;
};
/// Estimates from a measured profile of the branch (true successor = if).
SideFractions splitFractions(const BranchStats &S);

struct SplitEstimate {
  double Branched = 0, IfKernel = 0, ElseKernel = 0; ///< c(R) per kernel.
  WarpBound BranchedBound = WarpBound::Issue, IfBound = WarpBound::Issue,
            ElseBound = WarpBound::Issue;
  double Speedup = 0;
  /// Kernels whose schedule ran the profiled launch's blocks (block mix),
  /// its blocks and the SMs they were dealt to.
  unsigned OnLaunch = 0;
  uint64_t LaunchBlocks = 0;
  unsigned LaunchSMs = 0;
  std::string describe() const;
};

/// The model's speedup for resident warps \p R0 (branched), \p R1 (if),
/// \p R2 (else) on \p M; \p OverheadFraction is sigma over c_branched.
/// With \p WarpsPerBlock, each kernel's warp classes also run through the
/// scheduler (scheduledCyclesPerWarp, blocks of one class) and its c is
/// the larger of that and the first four terms; where the schedule term is
/// off or a trace too long, each class's T_blk enters the mix instead. 0
/// leaves both out. \p BlocksPerSM is the launch's (grid / SMs) when known,
/// for the schedule's last round. When \p F has a block mix of
/// \p WarpsPerBlock warps a block, the schedule deals its blocks to \p SMs
/// SMs (0: the profiled run's, else the machine's) and charges the slowest
/// (launchCyclesPerWarp).
SplitEstimate estimateSplit(const SplitParts &P, const SideFractions &F,
                            unsigned R0, unsigned R1, unsigned R2,
                            const GPUMachine &M, double OverheadFraction,
                            unsigned WarpsPerBlock = 0,
                            unsigned BlocksPerSM = 0, unsigned SMs = 0);

/// Which trace each class of a block mix's warps runs in one kernel.
struct MixTraces {
  const WarpTrace *Both, *First, *Second, *None;
};
/// Cycles of the slowest SM when \p Mix's blocks run on \p SMs SMs with
/// the traces \p T, per warp of an average SM (grid warps / SMs); 0 when
/// the mix's blocks are not \p Shape's size or the schedule is not run.
double launchCyclesPerWarp(const BlockMix &Mix, const MixTraces &T,
                           unsigned SMs, const ScheduleShape &Shape,
                           const GPUMachine &M);

} // namespace lockstep::split

#endif // LOCKSTEP_TRANSFORMS_SPLIT_SPLITCOSTMODEL_H
