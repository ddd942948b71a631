//===- ITSModel.h - Independent thread scheduling ---------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ITSModel, `--model its`: Volta-style independent thread scheduling with
/// convergence barriers (Damani et al., "Speculative Reconvergence for
/// Improved SIMT Efficiency", CGO'20, Section 2 and Table 1).
///
/// Every lane has its own program point. A convergence group is a set of
/// lanes at the same program point that the scheduler runs together; groups
/// form when a branch splits a group and merge only when a convergence
/// barrier releases, never opportunistically (as on Volta, where threads
/// reconverge at BSYNC). Scheduling policy (deterministic): the group
/// created or released most recently runs first; at a divergent branch the
/// group of the first successor (true side, switch default) runs first. A
/// group runs until it branches, returns, calls or performs a barrier
/// operation, then the policy picks again.
///
/// Implicit barriers. At a divergent branch of block B the lanes join an
/// implicit barrier at ipdom(B) (a compiler's BSSY/BSYNC pair); lanes that
/// reach that block wait there until every lane that joined arrived or
/// returned, then run on as one group. A branch whose ipdom is the block the
/// lanes already wait for adds no barrier. With the policy above an
/// unmodified kernel issues exactly the warp instructions of `ipdom`, in the
/// same order, and computes the same values.
///
/// Explicit convergence barriers (16 per frame, ids 0..15, Volta's B0..B15)
/// are calls to these functions, recognised by name (declared for CUDA in
/// runtime/cuda/lockstep_barriers.h; each issues as one branch-class warp
/// instruction); ids and thresholds must be constants:
///   __lockstep_barrier_join(i32 id)    JoinBarrier (BSSY): the group's lanes
///                                      become participants of barrier id.
///   __lockstep_barrier_wait(i32 id)    WaitBarrier (BSYNC): participating
///                                      lanes wait until every participant
///                                      arrived, returned or cancelled; then
///                                      the arrived lanes run on together
///                                      and stop participating. Lanes that do
///                                      not participate pass.
///   __lockstep_barrier_cancel(i32 id)  CancelBarrier (BREAK): the lanes stop
///                                      participating (others may release).
///   __lockstep_barrier_rejoin(i32 id)  RejoinBarrier (BSSY): lanes that
///                                      cleared the barrier participate
///                                      again (same effect as join; placed
///                                      where Table 1 says, e.g. loop heads).
///   __lockstep_barrier_wait_soft(i32 id, i32 threshold)
///                                      soft barrier (Section 4.6): like wait,
///                                      but releases as soon as `threshold`
///                                      lanes arrived (or no participant is
///                                      left to come); the others stay
///                                      participants for the next release.
/// User barriers have priority over implicit ones (Section 4.1): a lane
/// that waits at an explicit barrier leaves every implicit barrier it
/// joined, so the lanes it would hold back go on (once released they
/// reconverge only at implicit barriers of branches they take later, or at
/// explicit ones). A lane waiting at a warp
/// sync stays in them (Volta's WARPSYNC keeps the BSSY membership): the two
/// sides of a branch that meet at __syncwarp still reconverge at the
/// post-dominator, and a warp sync that other lanes can only reach past
/// that post-dominator is a deadlock.
///
/// Warp intrinsics: `activemask` is the current group; bar.warp.sync
/// (__syncwarp(mask)) waits until every named lane that has not returned
/// waits at some bar.warp.sync; the *.sync data exchanges (shfl, vote,
/// match, redux) wait until the named lanes that have not returned reach
/// an exchange of the same kind (opcode and qualifiers) with the same member
/// mask, then execute once with all of them, each lane with its own
/// instruction's operands and result. As the PTX ISA specifies for sm_70
/// and later, that need not be the same instruction: `if (c) x =
/// __shfl_xor_sync(~0u, v, 16); else x = __shfl_xor_sync(~0u, v, 16);` is
/// valid on Volta, and LLVM's CallSiteSplitting makes such pairs from one
/// shuffle (lockstep-fuzz seed 505730). The groups stay apart (one per
/// instruction); the first one to run executes the exchange for all. Calls run
/// on a per-warp frame stack: the groups of a caller wait while a callee runs,
/// and a frame's barriers and warp syncs only count the lanes that entered that
/// frame.
///
/// A barrier that can never complete (its lanes wait for lanes that wait
/// elsewhere) is a deadlock fault naming the barrier and block.
///
/// Oracle (oracle_cycles): implicit barriers play the role of ipdom's
/// reconvergence entries (the max of the children's cycles is folded at the
/// barrier), so an unmodified kernel gets ipdom's figure. A lane waiting at
/// an explicit barrier ends its path there; the released group starts with
/// the longest path cost of the lanes it collects. A warp sync keeps paths.
/// No forward-progress yield: a lane spinning on a lock held by a lane that
/// waits at an implicit barrier livelocks (step limit), as under ipdom.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_ITSMODEL_H
#define LOCKSTEP_LIB_SIM_ITSMODEL_H

#include "PostDominators.h"
#include "Reconvergence.h"
#include <array>
#include <vector>

namespace lockstep::sim {

/// A runnable convergence group with its oracle state.
struct ItsGroup {
  ConvergenceGroup G;
  int32_t Parent = -1;   ///< Innermost implicit barrier, -1 = virtual exit.
  uint64_t Cost = 0;     ///< Oracle cycles since the group's path began.
  bool SyncPass = false; ///< Released by a warp sync: passes it at G.PC.
  int32_t Exchange = -1; ///< Its exchange with other instructions, if any.
};

/// A *.sync exchange released across instructions: the groups (one per
/// instruction) and whether the first of them executed it for all.
struct ItsExchange {
  std::vector<ConvergenceGroup> Members;
  unsigned Pending = 0; ///< Members that have not run their instruction.
  bool Done = false;
};

/// A group waiting at an explicit barrier or a warp sync.
struct ItsWaiter {
  ConvergenceGroup G; ///< Resume point.
  /// Oracle: at an explicit barrier the cycles of the longest path so far
  /// (Parent -1); at a warp sync the group's own Cost under Parent.
  uint64_t Path = 0;
  int32_t Parent = -1; ///< Implicit barrier the lanes still belong to.
  LaneMask Named = 0;  ///< Warp sync: the lanes waited for.
  uint32_t Kind = WarpSyncAnyInstance; ///< As ReconvergenceModel::warpSync.
};

/// Implicit barrier at a reconvergence block.
struct ImplicitBarrier {
  int32_t Block = -1; ///< -1 = virtual exit.
  int32_t Parent = -1;
  LaneMask Pending = 0; ///< Joined, not yet arrived.
  LaneMask Arrived = 0;
  uint64_t Cost = 0, ChildMax = 0;
  uint64_t Order = 0; ///< Creation order (inner barriers are newer).
  bool Live = false;
};

struct ExplicitBarrier {
  LaneMask Participants = 0, Arrived = 0;
  unsigned Threshold = 0; ///< Soft barrier, 0 = wait for all.
  std::vector<ItsWaiter> Waiters;
};

/// Per-frame state of the ITS model.
struct ItsState final : ReconvergenceState {
  std::vector<ItsGroup> Groups; ///< Runnable; back() runs next.
  std::vector<ImplicitBarrier> Implicit;
  std::array<ExplicitBarrier, NumConvergenceBarriers> Explicit;
  std::vector<ItsWaiter> SyncWaiters;
  std::vector<ItsExchange> Exchanges; ///< Free when Pending is 0.
  LaneMask Live = 0;                  ///< Entered and not returned.
  uint64_t ExitCycles = 0;            ///< Oracle, as in IPDOMModel.
  uint64_t NextOrder = 0;
  const int32_t *IPDom = nullptr;
  const DecodedFunction *Fn = nullptr;
};

class ITSModel final : public ReconvergenceModel {
public:
  llvm::StringRef name() const override { return "its"; }
  std::unique_ptr<ReconvergenceState> createState() const override {
    return std::make_unique<ItsState>();
  }
  void enter(ReconvergenceState &S, const DecodedFunction &F,
             LaneMask M) override;
  ConvergenceGroup *current(ReconvergenceState &S) override;
  bool deadlock(const ReconvergenceState &S, const DecodedFunction &F,
                DeadlockInfo &Out) const override;
  bool branch(ReconvergenceState &S, const DecodedFunction &F, uint32_t From,
              llvm::ArrayRef<BranchTarget> Targets) override;
  void retire(ReconvergenceState &S, LaneMask M) override;
  void charge(ReconvergenceState &S, uint64_t Cycles) override;
  uint64_t oracleCycles(const ReconvergenceState &S,
                        uint64_t InFlight) const override;
  unsigned depth(const ReconvergenceState &S) const override;
  void barrier(ReconvergenceState &S, const DecodedFunction &F, BarrierOp Op,
               unsigned Id, unsigned Threshold, uint32_t PC) override;
  bool warpSync(ReconvergenceState &S, LaneMask Named, uint32_t PC,
                uint32_t Kind) override;
  void exchangePartners(ReconvergenceState &S, uint32_t PC,
                        llvm::SmallVectorImpl<ConvergenceGroup> &Others,
                        bool &Done) override;

private:
  PostDominatorCache PostDoms;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_ITSMODEL_H
