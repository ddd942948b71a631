//===- BarrierDataflow.h - Convergence barrier dataflow ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The convergence barrier operations of lockstep-sim (calls to
/// `__lockstep_barrier_*`, runtime/cuda/lockstep_barriers.h) as the
/// spec-reconverge pass sees them, and the two dataflow analyses of Damani
/// et al., CGO'20, Section 4.2.1 over them, for all 16 barrier registers at
/// once (one bit per barrier):
///   joined (forward, may):  Gen = join/rejoin, Kill = wait/cancel (Eq. 1);
///   live (backward, may):   Gen = wait, Kill = join/rejoin/cancel (Eq. 2).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERDATAFLOW_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERDATAFLOW_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Instruction.h"

#include <cstdint>
#include <optional>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
} // namespace llvm

namespace lockstep::specrec {

/// The simulator's barrier registers (Volta's B0..B15).
inline constexpr unsigned NumBarriers = 16;

enum class BarrierOp { Join, Wait, Cancel, Rejoin, WaitSoft };

/// One bit per barrier register.
using BarrierSet = uint16_t;

struct BarrierCall {
  BarrierOp Op;
  unsigned Id;
};

/// \p I as a barrier operation with a constant id in range, if it is one.
std::optional<BarrierCall> asBarrierCall(const llvm::Instruction &I);

/// True for a call to any `__lockstep_barrier_*` function (valid or not).
bool isBarrierFunctionCall(const llvm::Instruction &I);

/// Inserts `__lockstep_barrier_<Op>(Id[, Threshold])` before \p Pos.
llvm::CallInst *createBarrierCall(BarrierOp Op, unsigned Id,
                                  llvm::Instruction *Pos,
                                  unsigned Threshold = 0);

/// The barriers \p F uses.
BarrierSet usedBarriers(const llvm::Function &F);

/// Joined and live barrier sets at block boundaries, and at any point by a
/// scan of the block.
class BarrierDataflow {
public:
  explicit BarrierDataflow(llvm::Function &F);

  BarrierSet joinedIn(const llvm::BasicBlock *BB) const;
  BarrierSet liveIn(const llvm::BasicBlock *BB) const;
  BarrierSet liveOut(const llvm::BasicBlock *BB) const;
  /// Live right after \p I (it may be a barrier operation itself).
  BarrierSet liveAfter(const llvm::Instruction &I) const;

private:
  struct Sets {
    BarrierSet JoinedIn = 0, JoinedOut = 0, LiveIn = 0, LiveOut = 0;
  };
  void solveJoined(llvm::Function &F);
  void solveLive(llvm::Function &F);
  llvm::DenseMap<const llvm::BasicBlock *, Sets> Blocks;
};

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_BARRIERDATAFLOW_H
