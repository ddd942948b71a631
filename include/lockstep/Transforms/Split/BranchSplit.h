//===- BranchSplit.h - Split a divergent branch into two kernels -*- C++ -*-=//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The branch-split module pass (branch splitting, the G80 splitting
/// paper's section 4): a kernel whose top-level divergent if/else sides are
/// independent per thread becomes an if-kernel and an else-kernel, so the
/// cheap side runs at its own (higher) occupancy. The original kernel stays
/// in the module unchanged; `!lockstep.launch_plans`
/// (lockstep/Support/LaunchPlan.h, docs/launch-plans.md) says to launch
/// `<k>_split_if` then `<k>_split_else` in its place.
///
/// Parameters:
/// `branch-split<force;threshold=X;block=N;overhead=X;no-ptxas;formula>`
/// (also `-branch-split-*` options). The decision is the bound-aware model
/// of lib/Transforms/Split/SplitCostModel.h (with `-lockstep-profile`, at
/// the measured side fractions), or formula (1) alone with `formula`.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_BRANCHSPLIT_H
#define LOCKSTEP_TRANSFORMS_SPLIT_BRANCHSPLIT_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace lockstep {

struct BranchSplitOptions {
  std::optional<bool> Force;       ///< Split every safe kernel.
  std::optional<double> Threshold; ///< Minimum estimated speedup - 1.
  std::optional<unsigned> Block;   ///< Threads per block assumed (256).
  /// Blocks each SM runs (grid / SMs); 0 when unknown (a long grid).
  std::optional<unsigned> BlocksPerSM;
  /// SMs the profile's block mix is dealt to; 0: the profiled run's, else
  /// the GPU's.
  std::optional<unsigned> SMs;
  std::optional<double> Overhead; ///< Launch overhead sigma, fraction of T.
  std::optional<bool> Ptxas;      ///< Registers from ptxas when installed.
  std::optional<bool> Formula;    ///< Decide by formula (1) alone.
};

llvm::Expected<BranchSplitOptions>
parseBranchSplitOptions(llvm::StringRef Params);

struct BranchSplitPass : llvm::PassInfoMixin<BranchSplitPass> {
  BranchSplitOptions Opts;
  explicit BranchSplitPass(BranchSplitOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_SPLIT_BRANCHSPLIT_H
