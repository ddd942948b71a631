//===- ConvergentOps.h - Operations that see lane grouping ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which operations could tell that spec-reconverge regrouped a warp's lanes
/// (Damani et al., CGO'20, Section 4.2 assumes none in the region). Inside
/// a prediction region every convergent operation is refused (the barriers
/// could make it wait for lanes that wait at the label). After the region,
/// until every lane of the region is together again at the exit barrier,
/// lanes run in the groups the barriers left them in: there the warp-level
/// operations (activemask, votes, shuffles, match, redux, __syncwarp,
/// inline assembly that reads the active or lane masks, unknown convergent
/// functions) and __syncthreads (which lockstep-sim, like pre-Volta
/// hardware, requires the whole warp to reach at once) are refused; the
/// pass's own convergence barrier operations are not (they wait for the
/// lanes that joined them, whatever their group).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_CONVERGENTOPS_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_CONVERGENTOPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace llvm {
class BasicBlock;
class CallBase;
} // namespace llvm

namespace lockstep::specrec {

/// What a call is to the lanes around it.
enum class ConvergentKind {
  None,            ///< Not convergent, reads no lane mask.
  LockstepBarrier, ///< __lockstep_barrier_* (join/wait/cancel/rejoin).
  BlockBarrier,    ///< __syncthreads and the other CTA barriers.
  WarpLevel,       ///< Sees or needs the set of lanes it runs with.
};

/// Classifies \p CB alone (a defined callee's body is not looked into).
ConvergentKind classifyCall(const llvm::CallBase &CB);

/// Why \p Region (callees followed) holds a convergent operation or a
/// convergence barrier operation, or the empty string.
std::string unsafeReason(llvm::ArrayRef<llvm::BasicBlock *> Region);

/// Why \p Blocks (callees followed) hold a warp-level operation or a block
/// barrier, or the empty string; convergence barrier operations pass.
std::string regroupedUnsafeReason(llvm::ArrayRef<llvm::BasicBlock *> Blocks);

/// The blocks lanes run after leaving \p Region (reachable from its exit
/// edges, outside it) before they reach \p Join, the block where every
/// lane of the region waits for the others (none: up to the kernel's end).
llvm::SmallVector<llvm::BasicBlock *, 16>
blocksAfterRegion(llvm::ArrayRef<llvm::BasicBlock *> Region,
                  const llvm::BasicBlock *Join);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_CONVERGENTOPS_H
