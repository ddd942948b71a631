//===- LoopSplitCodeGen.h - Rewrite a loop as one loop per group -*- C++ -*-=//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rewriting half of loop-split: one copy of the loop per group of a
/// LoopSplitPlan, run one after the other, each keeping the control
/// instructions, its group and the replicas these use.
///
/// \code
///   ph: br h                      ph: br h.ls0
///   h:  ...A... ...B...     ==>   h.ls0: ...A...  (exit) -> loop-split.mid0
///       br c, h, exit             loop-split.mid0: a.lcssa = phi a; br h
///   exit: use(a), use(b)          h: ...B...      (exit) -> exit
///                                 exit: use(a.lcssa), use(b)
/// \endcode
///
/// The last group stays in the original loop. Values of an earlier group
/// used after the loops leave its copy through phis in the block between
/// the copies; exit phis of such values move there, and so do the pure
/// computations of the exit block that need only such values (a group's
/// accumulators reduced to one value need not all stay live through the
/// later loops). The function needs no
/// analysis, so the same rewrite runs on a scratch copy of the module (for
/// the register estimate) and on the kernel itself.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITCODEGEN_H
#define LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITCODEGEN_H

#include <vector>

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep::split {

struct LoopSplitPlan;

/// Rewrites the loop of \p P; returns the headers of the loops in the order
/// they run (the original header last).
std::vector<llvm::BasicBlock *> applyLoopSplit(const LoopSplitPlan &P);

} // namespace lockstep::split

#endif // LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITCODEGEN_H
