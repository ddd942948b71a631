//===- StackSlots.h - Values through stack slots while rebuilding -*- C++ -*-=//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CFG rebuilding of spec-reconverge (vote lowering, common-call
/// funnel) moves blocks behind new merge points, where old definitions no
/// longer dominate their uses. Values that cross blocks go through stack
/// slots while the CFG is rebuilt (as reg2mem does) and are promoted back
/// to SSA afterwards (mem2reg), so no SSA repair of our own is needed.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_STACKSLOTS_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_STACKSLOTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class AllocaInst;
class BasicBlock;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
}

namespace lockstep::specrec {

/// Demotes the values of \p Blocks used outside their block and the phis of
/// \p Blocks and \p PhiBlocks to slots in the entry block, appended to
/// \p Slots.
void demoteToSlots(llvm::ArrayRef<llvm::BasicBlock *> Blocks,
                   llvm::ArrayRef<llvm::BasicBlock *> PhiBlocks,
                   llvm::SmallVectorImpl<llvm::AllocaInst *> &Slots);

/// Commits the CFG changes and promotes \p Slots back to SSA values.
void promoteSlots(llvm::ArrayRef<llvm::AllocaInst *> Slots,
                  CFGUpdateTracker &CFG);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_STACKSLOTS_H
