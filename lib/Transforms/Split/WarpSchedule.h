//===- WarpSchedule.h - Static traces through the warp scheduler -*- C++
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The schedule term of the split models (SplitCostModel.h). c(R)'s
/// closed-form terms let the resident warps overlap perfectly, and T_blk
/// lets the warps of a block share their compute evenly between memory
/// periods. Neither holds where a block's warps run one long dependent
/// chain after their last load: a greedy-then-oldest (gto) scheduler keeps
/// issuing the oldest warps while they saturate the pipe, and the youngest
/// run their chain alone at the end of the block (GPUMech, Huang et al.,
/// MICRO 2014, models the policy for the same reason). On lockstep-sim's
/// G80 such a block takes up to a third longer than T_blk.
///
/// So the models also run a static trace of one warp of each class (its
/// instructions in reverse post-order, loop bodies repeated 8 times a
/// depth, each with its pipe, issue interval, latency, global sectors and
/// the trace slots it reads and writes) through the rules of lockstep-sim's
/// SM timing model (lib/Sim/Timing/SMTiming.h): blocks of w warps, R / w of
/// them resident, a finished block's slot taking the next; warp k on
/// scheduler k mod S, one issue per scheduler a cycle, gto or lrr; in-order
/// issue against a scoreboard; a pipe busy for the issue interval; a global
/// access waiting for the bandwidth queue to hold less than one load
/// latency of backlog and its result ready when its last sector drains.
/// What the trace cannot know (which side of an inner branch a warp takes,
/// trip counts, addresses) it takes from the closed-form model's
/// assumptions; a trace longer than MaxTraceInsts is not run.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_WARPSCHEDULE_H
#define LOCKSTEP_TRANSFORMS_SPLIT_WARPSCHEDULE_H

#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/WarpPolicy.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class Loop;
class LoopInfo;
class Value;
} // namespace llvm

namespace lockstep::split {

/// The policy `-lockstep-split-scheduler` selects (default gto, as
/// lockstep-sim's `--scheduler`).
WarpPolicy selectedWarpPolicy();
/// False under `-lockstep-split-schedule=false`: the split models use their
/// closed-form terms alone (T_blk for the block).
bool scheduleTermEnabled();

/// One warp instruction of a trace. Free instructions (phis, moves) take no
/// issue slot: their slot is ready when their sources are.
struct TraceInst {
  uint32_t Latency = 0;
  uint32_t Interval = 0;
  uint8_t Pipe = 0;
  bool Free = false;
  double Sectors = 0; ///< Global sectors; 0 for anything else.
  int32_t Dst = -1;
  uint32_t SrcBegin = 0, SrcEnd = 0; ///< Into WarpTrace::Srcs.
};

/// One warp's instructions in issue order.
struct WarpTrace {
  std::vector<TraceInst> Insts;
  std::vector<int32_t> Srcs;
  unsigned NumSlots = 0;
  bool TooLong = false; ///< Over MaxTraceInsts: not run.

  static constexpr unsigned MaxTraceInsts = 1 << 14;

  /// Appends \p O (slots shared: both from one TraceBuilder), its sectors
  /// scaled by \p SectorShare.
  void append(const WarpTrace &O, double SectorShare = 1);
  /// Warp instructions that take an issue slot.
  unsigned issued() const;
};

/// Builds traces of the blocks of one function with slots shared between
/// them, so the traces of a kernel's parts concatenate.
class TraceBuilder {
public:
  using ClassifyFn = std::function<TraceInst(const llvm::Instruction &)>;
  TraceBuilder(const llvm::Function &F, const llvm::LoopInfo &LI,
               ClassifyFn Classify)
      : F(F), LI(LI), Classify(std::move(Classify)) {}

  /// The trace of the blocks \p InPart accepts, in reverse post-order, the
  /// blocks of a loop repeated 8 times where the loop's first accepted
  /// block comes (nested loops 8 times each).
  WarpTrace build(llvm::function_ref<bool(const llvm::BasicBlock *)> InPart);
  /// Slots handed out so far (every trace of this builder may use them).
  unsigned numSlots() const { return Slots.size(); }

private:
  void emitLoopLevel(const llvm::Loop *L,
                     llvm::ArrayRef<const llvm::BasicBlock *> RPO,
                     llvm::function_ref<bool(const llvm::BasicBlock *)> InPart,
                     WarpTrace &T);
  void emitBlock(const llvm::BasicBlock &BB, WarpTrace &T);
  int32_t slotOf(const llvm::Value *V);

  const llvm::Function &F;
  const llvm::LoopInfo &LI;
  ClassifyFn Classify;
  llvm::DenseMap<const llvm::Value *, int32_t> Slots;
};

/// An SM running blocks of \p WarpsPerBlock warps, \p ResidentBlocks at a
/// time, on the schedulers, pipes and bandwidth of \p M.
struct ScheduleShape {
  unsigned WarpsPerBlock = 1;
  unsigned ResidentBlocks = 1;
  WarpPolicy Policy = WarpPolicy::GTO;
  /// Blocks each SM runs in the launch (grid / SMs); 0 when unknown: four
  /// rounds of the resident blocks, at least 20.
  unsigned BlocksPerSM = 0;
};

/// Cycles from the first issue until every block of \p Blocks (the trace
/// each block's warps run, in launch order) has finished, or 0 when a
/// trace is too long or the shape is empty.
uint64_t scheduleBlocks(llvm::ArrayRef<const WarpTrace *> Blocks,
                        const ScheduleShape &Shape, const GPUMachine &M);

/// Cycles per warp of a kernel whose warps run the traces \p Classes in the
/// shares \p Shares (summing to at most 1), blocks of one class launched
/// interleaved by share over the shape's blocks per SM (the last round's
/// tail included); 0 when not run. Blocks of a class do not divide evenly
/// among SMs, and a kernel lasts as long as its slowest SM: with
/// \p RoundUpFirst the first class's blocks are rounded up (the SM that got
/// one more of them), else every class's to the nearest.
double scheduledCyclesPerWarp(llvm::ArrayRef<const WarpTrace *> Classes,
                              llvm::ArrayRef<double> Shares,
                              const ScheduleShape &Shape, const GPUMachine &M,
                              bool RoundUpFirst = false);

/// A launch's blocks as measured (a profile's block_mix with a trace per
/// class of warp): runs of consecutive blocks in linear block order, every
/// block of a run with the run's warps (null: a warp with nothing to
/// issue).
struct LaunchBlocks {
  struct Run {
    uint64_t Count = 0;
    std::vector<const WarpTrace *> Warps; ///< WarpsPerBlock of them.
  };
  std::vector<Run> Runs;
  unsigned SMs = 1;

  uint64_t blocks() const;
};

/// Cycles of the slowest SM when block b of \p L runs on SM b mod SMs
/// (lockstep-sim's placement) with the shape's resident blocks, SMs that
/// get the same blocks scheduled once; 0 when a trace is too long or the
/// distinct SMs need more than about two million warp instructions.
uint64_t scheduleSlowestSM(const LaunchBlocks &L, const ScheduleShape &Shape,
                           const GPUMachine &M);

} // namespace lockstep::split

#endif // LOCKSTEP_TRANSFORMS_SPLIT_WARPSCHEDULE_H
