//===- TailMerge.h - Tail merging baseline ----------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `tail-merge` pass: the tail-merging (cross-jumping) baseline of the
/// DARM evaluation. Identical instruction sequences at the ends of the two
/// sides of a divergent branch are sunk into one block before the join.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_TAILMERGE_H
#define LOCKSTEP_TRANSFORMS_MELD_TAILMERGE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace lockstep {

struct TailMergeOptions {
  /// Minimum number of identical tail instructions; `min-length=N`.
  std::optional<unsigned> MinLength;
};

llvm::Expected<TailMergeOptions> parseTailMergeOptions(llvm::StringRef Params);

struct TailMergePass : llvm::PassInfoMixin<TailMergePass> {
  TailMergeOptions Opts;
  explicit TailMergePass(TailMergeOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_MELD_TAILMERGE_H
