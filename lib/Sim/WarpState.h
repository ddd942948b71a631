//===- WarpState.h - Why a warp can or cannot issue -------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one warp state machine of lockstep-sim: why a warp can or cannot
/// issue. Both the untimed block loop (Simulator.cpp) and the SM timing
/// model (Timing/SMTiming.cpp) read it and change it only through this API.
///
///   Ready     may issue.
///   Arriving  executed a __syncthreads that the SM timing model has not
///             issued yet (the model executes one instruction ahead of its
///             issue); untimed runs skip it.
///   AtBarrier waits at a __syncthreads: which barrier, arrived lanes, how
///             many had a true bar.red predicate (BarrierArrival).
///   Released  its block's barrier released it; the timing model has not
///             fetched its next instruction yet; untimed runs skip it.
///   Done      every lane returned.   Faulted  it stopped the launch.
///
///   start -> Ready -arrive-> [Arriving -land->] AtBarrier
///            AtBarrier -release-> [Released -resume->] Ready
///            Ready -finish-> Done;   any -fail-> Faulted
///
/// There is no state for waiting on the reconvergence model: convergence
/// barriers and warp syncs block convergence groups inside a warp, the
/// model then runs another group of the same warp, and a warp none of whose
/// groups can run is a deadlock fault (Reconvergence.h), so a warp never
/// waits on the model as a whole.
///
/// __syncthreads arrival and release live here too, in one place:
/// arriveAtBarrier records a warp's arrival, blockWait says whether a block
/// waits at a barrier, and releaseBarrier checks that every waiting warp
/// waits at the same barrier, writes the bar.red results and releases them.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_WARPSTATE_H
#define LOCKSTEP_LIB_SIM_WARPSTATE_H

#include "DecodedIR.h"
#include "llvm/ADT/ArrayRef.h"
#include <cassert>

namespace lockstep::sim {

struct Warp;
struct FaultInfo;

/// A warp's arrival at a __syncthreads.
struct BarrierArrival {
  const DInst *Inst = nullptr; ///< The barrier intrinsic.
  uint32_t Func = 0;           ///< Function of Inst.
  uint32_t PC = 0;             ///< Index of Inst in Func.
  uint32_t Count = 0;          ///< Arrived lanes whose predicate was true.
  LaneMask Mask = 0;           ///< Arrived lanes.
};

class WarpState {
public:
  enum Phase : uint8_t { Ready, Arriving, AtBarrier, Released, Done, Faulted };

  Phase phase() const { return P; }
  bool ready() const { return P == Ready; }
  bool arriving() const { return P == Arriving; }
  bool atBarrier() const { return P == AtBarrier; }
  bool released() const { return P == Released; }
  bool done() const { return P == Done; }
  bool faulted() const { return P == Faulted; }
  /// Waits for its block at a barrier (AtBarrier or Released).
  bool waiting() const { return P == AtBarrier || P == Released; }
  /// The barrier the warp arrived at last.
  const BarrierArrival &barrier() const { return Arrival; }

  /// A new warp (or a reused one for a new block) may issue.
  void start() { P = Ready; }
  /// The warp executed a __syncthreads with every live lane; \p Timed when
  /// the SM timing model has yet to issue it (then land()).
  void arrive(const BarrierArrival &A, bool Timed) {
    assert(P == Ready && "only a running warp arrives at a barrier");
    Arrival = A;
    TimedRun = Timed;
    P = Timed ? Arriving : AtBarrier;
  }
  /// The SM timing model issued the barrier.
  void land() {
    assert(P == Arriving && "land of a warp that is not arriving");
    P = AtBarrier;
  }
  /// Every warp of the block arrived.
  void release() {
    assert(P == AtBarrier && "release of a warp that does not wait");
    P = TimedRun ? Released : Ready;
  }
  /// The SM timing model fetches the released warp's next instruction.
  void resume() {
    assert(P == Released && "resume of a warp that was not released");
    P = Ready;
  }
  /// Every lane returned from the kernel.
  void finish() {
    assert(P == Ready && "only a running warp finishes");
    P = Done;
  }
  /// The warp stopped the launch with a fault.
  void fail() { P = Faulted; }
  /// No block occupies the warp's slot: nothing to run (SM timing model).
  void vacate() { P = Done; }

private:
  Phase P = Done;
  bool TimedRun = false;
  BarrierArrival Arrival;
};

/// Where one block stands with respect to __syncthreads.
enum class BlockWait {
  Running, ///< Some warp that has not exited does not wait at a barrier.
  Barrier, ///< Every warp that has not exited is waiting(); one at least.
  Exited   ///< Every warp is done.
};
BlockWait blockWait(llvm::ArrayRef<Warp> Warps);

/// Records that \p W reached barrier \p I (instruction \p PC of function
/// \p Func) with lanes \p M; \p Pred is the bar.red predicate row or null;
/// \p Timed as for WarpState::arrive.
void arriveAtBarrier(Warp &W, const DInst &I, uint32_t Func, uint32_t PC,
                     LaneMask M, const uint64_t *Pred, bool Timed);

/// Releases the AtBarrier warps of one block (every warp of \p Warps that
/// has not exited must be waiting: blockWait) and writes
/// bar.red results for \p WarpSize lanes. False, with \p Fault and
/// \p FaultWarp set, when they wait at different barrier instructions.
bool releaseBarrier(llvm::MutableArrayRef<Warp> Warps, unsigned WarpSize,
                    FaultInfo &Fault, const Warp *&FaultWarp);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_WARPSTATE_H
