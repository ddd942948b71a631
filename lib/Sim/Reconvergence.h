//===- Reconvergence.h - SIMT reconvergence model interface -----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the lanes of a warp split at divergent branches, which of them run
/// next and where they meet again. The executor never sees a model's state:
/// per call frame it holds an opaque ReconvergenceState the model created,
/// asks the model for the next convergence group {block, pc, mask} to run,
/// and reports what the group did (branches, returns, issued cycles,
/// convergence barrier operations and warp synchronizations). It does not
/// know which model runs. Two models implement the interface:
///
///   ipdom  IPDOMModel.h: the pre-Volta post-dominator SIMT stack (default).
///   its    ITSModel.h: Volta independent thread scheduling, per-lane
///          program points with convergence barriers (Damani et al., CGO'20,
///          Section 2 and Table 1), implicit barriers at post-dominators.
///
/// Both keep the perfect-meld oracle (`oracle_cycles`, see IPDOMModel.h):
/// the cycles a launch would take if every divergent region were perfectly
/// melded. Reconvergence points (immediate post-dominators) come from
/// PostDominators.h, computed by the models when they enter a function.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_RECONVERGENCE_H
#define LOCKSTEP_LIB_SIM_RECONVERGENCE_H

#include "DecodedIR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace lockstep::sim {

/// Lanes that run together: they all stand at instruction PC of Block. The
/// executor may move PC forward (the resume point) before the group stops.
struct ConvergenceGroup {
  int32_t Block; ///< Block the group runs, -1 = virtual exit.
  uint32_t PC;   ///< Next instruction index in the function.
  LaneMask Mask;
};

/// A branch target and the lanes taking it.
struct BranchTarget {
  uint32_t Block;
  LaneMask Mask;
};

/// Convergence barrier operations (Lockstep intrinsics, Table 1 of the
/// paper; names in runtime/cuda/lockstep_cuda.h and ITSModel.h).
enum class BarrierOp : uint8_t { Join, Wait, Cancel, Rejoin, WaitSoft };

/// Number of convergence barriers per frame (Volta's B0..B15).
constexpr unsigned NumConvergenceBarriers = 16;

/// Where a frame cannot continue: lanes wait for lanes that never arrive.
struct DeadlockInfo {
  std::string Message;
  uint32_t PC = 0; ///< The waiting instruction.
  unsigned Lane = 0;
};

/// Per-frame reconvergence state; each model derives its own type.
class ReconvergenceState {
public:
  virtual ~ReconvergenceState();
};

class ReconvergenceModel {
public:
  virtual ~ReconvergenceModel();
  virtual llvm::StringRef name() const = 0;
  /// A fresh state for one call frame (reused across calls by enter()).
  virtual std::unique_ptr<ReconvergenceState> createState() const = 0;
  /// Starts a function at its entry block with lanes \p M.
  virtual void enter(ReconvergenceState &S, const DecodedFunction &F,
                     LaneMask M) = 0;
  /// The group to run next, or null when no lane can run: every lane has
  /// returned, or (see deadlock()) the remaining lanes wait forever.
  virtual ConvergenceGroup *current(ReconvergenceState &S) = 0;
  /// After current() returned null: false if every lane returned, else
  /// true with \p Out describing the barrier that can never complete.
  virtual bool deadlock(const ReconvergenceState &S, const DecodedFunction &F,
                        DeadlockInfo &Out) const = 0;
  /// Lanes of the current group leave block \p From for \p Targets (distinct
  /// blocks, non-empty masks, in successor order). Returns true if the
  /// branch diverged.
  virtual bool branch(ReconvergenceState &S, const DecodedFunction &F,
                      uint32_t From, llvm::ArrayRef<BranchTarget> Targets) = 0;
  /// Lanes \p M of the current group returned from the function.
  virtual void retire(ReconvergenceState &S, LaneMask M) = 0;
  /// The current group issued work costing \p Cycles (an instruction, or a
  /// finished call's oracle cycles).
  virtual void charge(ReconvergenceState &S, uint64_t Cycles) = 0;
  /// Perfect-meld cycles of the function so far, as if every path still
  /// open ended now (exact once every lane returned). \p InFlight is
  /// charged to the current group first: the oracle cycles of a call it has
  /// not finished (the frames of a faulted warp).
  virtual uint64_t oracleCycles(const ReconvergenceState &S,
                                uint64_t InFlight) const = 0;
  /// Reconvergence entries held (metric max_simt_stack_depth).
  virtual unsigned depth(const ReconvergenceState &S) const = 0;
  /// The current group executes convergence barrier operation \p Op on
  /// barrier \p Id (< NumConvergenceBarriers) at instruction \p PC; the group
  /// resumes at PC + 1. \p Threshold is WaitSoft's count of lanes.
  virtual void barrier(ReconvergenceState &S, const DecodedFunction &F,
                       BarrierOp Op, unsigned Id, unsigned Threshold,
                       uint32_t PC) = 0;
  /// The current group reaches a warp synchronization at instruction \p PC
  /// naming lanes \p Named. \p Kind is WarpSyncAnyInstance for
  /// bar.warp.sync, else a *.sync data exchange's opcode and qualifiers
  /// (Executor::waitsForLanes). Returns true if the group must wait; it then
  /// runs instruction PC again, with the lanes it waited for, once they arrive.
  /// Returns false if the instruction executes now.
  virtual bool warpSync(ReconvergenceState &S, LaneMask Named, uint32_t PC,
                        uint32_t Kind) = 0;
  /// The current group executes the *.sync data exchange at \p PC after
  /// warpSync() let it pass: \p Others receives the groups (block, pc,
  /// lanes) released with it that wait at other instructions of the same
  /// kind and mask, which the exchange includes (PTX, sm_70 and later: the
  /// threads of the member mask wait until all of them executed a *.sync
  /// instruction with the same qualifiers and mask, not necessarily the
  /// same one). The first of them to run gets the others and executes the
  /// exchange for all; the later ones get \p Done (their results are
  /// written). Models that never suspend a group return nothing.
  virtual void exchangePartners(ReconvergenceState &S, uint32_t PC,
                                llvm::SmallVectorImpl<ConvergenceGroup> &Others,
                                bool &Done) {
    Others.clear();
    Done = false;
  }
};

/// warpSync's Kind of bar.warp.sync: any bar.warp.sync matches it.
constexpr uint32_t WarpSyncAnyInstance = 0;

/// Creates the model named \p Name ("ipdom" or "its"), or null if unknown.
std::unique_ptr<ReconvergenceModel>
createReconvergenceModel(llvm::StringRef Name);

/// The model names createReconvergenceModel accepts, for messages.
llvm::StringRef reconvergenceModelNames();

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_RECONVERGENCE_H
