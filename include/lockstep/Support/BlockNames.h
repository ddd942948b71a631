//===- BlockNames.h - Blocks as the printed IR names them -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How analyses, passes (in reasons, remarks and decision records) and tools
/// name a basic block: as the printed IR does, "%name" or "%3" for an unnamed
/// block (its slot number in the function).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_BLOCKNAMES_H
#define LOCKSTEP_SUPPORT_BLOCKNAMES_H

#include <string>

namespace llvm {
class BasicBlock;
class ModuleSlotTracker;
} // namespace llvm

namespace lockstep {

/// A block as it appears in IR ("%name" or "%3"). Numbering an unnamed block
/// walks its function: use the ModuleSlotTracker overload in loops.
std::string blockName(const llvm::BasicBlock *BB);

/// The same, with the slot numbers of \p MST (which must have incorporated
/// the block's function).
std::string blockName(const llvm::BasicBlock &BB, llvm::ModuleSlotTracker &MST);

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_BLOCKNAMES_H
