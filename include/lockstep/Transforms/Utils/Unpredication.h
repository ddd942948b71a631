//===- Unpredication.h - Guarded blocks and their markers -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unpredication (DARM Section IV-E, Fig. 3c), shared by every pass that
/// merges the code of two divergent paths: instructions only one side may
/// run go into blocks guarded by the divergent condition. Guard branches
/// carry `!lockstep.meld.guard` metadata and the blocks melding creates carry
/// `!lockstep.melded` on their terminator, so that later steps (of any pass)
/// neither transform a guard as if it were a divergent branch of the source
/// nor duplicate melded blocks apart.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_UNPREDICATION_H
#define LOCKSTEP_TRANSFORMS_UTILS_UNPREDICATION_H

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class BasicBlock;
class BranchInst;
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {

/// Marks a branch created by unpredication, so later iterations neither meld
/// nor report the guard as a divergent region of the source.
void markGuardBranch(llvm::BranchInst *BI);
bool isGuardBranch(const llvm::Instruction *I);

/// Marks the terminator of a block melding created; such blocks are shared
/// by the two melded paths on purpose and must not be duplicated apart.
void markMelded(llvm::Instruction *Term);
/// True for blocks melding or unpredication created.
bool isMeldedBlock(const llvm::BasicBlock &BB);

/// Ends \p Cur with a branch on \p Cond to new guarded blocks holding
/// \p RunA (for Cond true) and \p RunB (Cond false), which rejoin in the
/// returned block. Instructions are moved, not copied. \p NewBlocks receives
/// how many blocks were created.
llvm::BasicBlock *emitGuardedRuns(llvm::BasicBlock *Cur, llvm::Value *Cond,
                                  llvm::ArrayRef<llvm::Instruction *> RunA,
                                  llvm::ArrayRef<llvm::Instruction *> RunB,
                                  unsigned &NewBlocks);

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_UNPREDICATION_H
