//===- WarpState.cpp - __syncthreads arrival and release ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The block-level half of the warp state machine (WarpState.h): a warp's
/// arrival at __syncthreads, whether a block waits at one, and its release
/// with the bar.red reductions (count, and, or over the arrived lanes'
/// predicates). Exited threads do not count, as for bar.sync on sm_70 and
/// later. Used by the untimed block loop and the SM timing model alike.
///
//===----------------------------------------------------------------------===//

#include "WarpState.h"
#include "Executor.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lockstep::sim {

BlockWait blockWait(ArrayRef<Warp> Warps) {
  bool Any = false;
  for (const Warp &W : Warps) {
    if (W.State.done())
      continue;
    if (!W.State.waiting())
      return BlockWait::Running;
    Any = true;
  }
  return Any ? BlockWait::Barrier : BlockWait::Exited;
}

void arriveAtBarrier(Warp &W, const DInst &I, uint32_t Func, uint32_t PC,
                     LaneMask M, const uint64_t *Pred, bool Timed) {
  BarrierArrival A;
  A.Inst = &I;
  A.Func = Func;
  A.PC = PC;
  A.Mask = M;
  for (LaneMask R = M; Pred && R; R &= R - 1)
    A.Count += Pred[__builtin_ctzll(R)] != 0;
  W.State.arrive(A, Timed);
}

/// Fault of warp \p W waiting at another barrier than warp \p First.
static void barrierDivergence(const Warp &W, const Warp &First,
                              FaultInfo &Fault) {
  const BarrierArrival &A = W.State.barrier();
  Fault.Message = formatv("barrier divergence: warp {0} waits at a "
                          "different barrier than warp {1}",
                          W.Index, First.Index);
  Fault.Func = A.Func;
  Fault.Inst = A.PC;
  Fault.HasInst = true;
  Fault.Lane = unsigned(__builtin_ctzll(A.Mask));
}

bool releaseBarrier(MutableArrayRef<Warp> Warps, unsigned WarpSize,
                    FaultInfo &Fault, const Warp *&FaultWarp) {
  const Warp *First = nullptr;
  uint64_t Count = 0, Lanes = 0;
  for (const Warp &W : Warps) {
    if (!W.State.atBarrier())
      continue;
    const BarrierArrival &A = W.State.barrier();
    if (First && (A.Inst != First->State.barrier().Inst ||
                  A.Func != First->State.barrier().Func)) {
      barrierDivergence(W, *First, Fault);
      FaultWarp = &W;
      return false;
    }
    First = First ? First : &W;
    Count += A.Count;
    Lanes += __builtin_popcountll(A.Mask);
  }
  for (Warp &W : Warps) {
    if (!W.State.atBarrier())
      continue;
    const DInst &I = *W.State.barrier().Inst;
    if (I.Dst >= 0) {
      uint64_t V = I.Pred == 1   ? Count
                   : I.Pred == 2 ? Count == Lanes
                                 : Count > 0;
      Frame &Fr = W.Frames[W.Depth - 1];
      std::fill_n(&Fr.Regs[size_t(I.Dst) * WarpSize], WarpSize, V);
    }
    W.State.release();
  }
  return true;
}

} // namespace lockstep::sim
