//===- BranchFusion.h - Branch fusion baseline ------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `branch-fusion` pass: the baseline of Coutinho et al. as evaluated by
/// DARM, melding only divergent diamonds (one block per side, a common
/// successor) with cf-meld's alignment and code generation.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_BRANCHFUSION_H
#define LOCKSTEP_TRANSFORMS_MELD_BRANCHFUSION_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace lockstep {

struct BranchFusionOptions {
  /// Minimum alignment score (cycles saved) to fuse; `min-score=N`.
  std::optional<int> MinScore;
};

llvm::Expected<BranchFusionOptions>
parseBranchFusionOptions(llvm::StringRef Params);

struct BranchFusionPass : llvm::PassInfoMixin<BranchFusionPass> {
  BranchFusionOptions Opts;
  explicit BranchFusionPass(BranchFusionOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_MELD_BRANCHFUSION_H
