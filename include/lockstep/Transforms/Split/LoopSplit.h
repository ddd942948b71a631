//===- LoopSplit.h - Split a loop into loops of independent groups -*- C++ -*-//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The loop-split function pass (loop splitting, the G80 splitting paper's
/// section 4 and its Figure 5): loop fission of an innermost loop into one
/// loop per group of independent statements, so that each loop holds fewer
/// values in registers, when the register estimate of the kernel drops
/// enough to raise its occupancy and the bound-aware runtime model
/// (SplitCostModel, as branch-split; `formula` for the paper's formula (1))
/// says the split kernel is faster: the extra loop overhead, recomputed
/// values and lost overlap are paid for, and the kernel waits on latency.
///
/// Parameters: `loop-split<force;formula;threshold=X;block=N;no-ptxas>` (also
/// `-loop-split-force`, `-loop-split-formula`, `-loop-split-threshold`,
/// `-loop-split-block`,
/// `-loop-split-ptxas`, and `-loop-split-disable` to turn the pass off
/// inside a pipeline). Registers come from `ptxas -v` when the CUDA
/// toolkit is installed (unless no-ptxas), else from the estimate.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_LOOPSPLIT_H
#define LOCKSTEP_TRANSFORMS_SPLIT_LOOPSPLIT_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace lockstep {

struct LoopSplitOptions {
  std::optional<bool> Force;       ///< Split every legal loop.
  std::optional<bool> Formula;     ///< Decide by formula (1) alone.
  std::optional<double> Threshold; ///< Minimum estimated speedup - 1.
  std::optional<unsigned> Block;   ///< Threads per block assumed (256).
  std::optional<bool> Ptxas;       ///< Registers from ptxas when installed.
};

llvm::Expected<LoopSplitOptions> parseLoopSplitOptions(llvm::StringRef Params);

struct LoopSplitPass : llvm::PassInfoMixin<LoopSplitPass> {
  LoopSplitOptions Opts;
  explicit LoopSplitPass(LoopSplitOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_SPLIT_LOOPSPLIT_H
