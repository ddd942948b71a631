//===- SpecReconverge.h - Speculative reconvergence -------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `spec-reconverge` pass: speculative reconvergence (Damani et al.,
/// CGO'20). User prediction regions (runtime/cuda/lockstep_reconverge.h) or,
/// with `auto`, iteration-delay and loop-merge candidates found by a cost
/// model become convergence barriers (join, wait, rejoin, cancel) placed by
/// the joined-barrier and barrier-liveness dataflow analyses.
///
/// Parameters:
/// `spec-reconverge<auto;min-ratio=X;threshold=N;dynamic-deconflict;lower=vote>`.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPECRECONVERGE_SPECRECONVERGE_H
#define LOCKSTEP_TRANSFORMS_SPECRECONVERGE_SPECRECONVERGE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace lockstep {

struct SpecReconvergeOptions {
  /// Also find iteration-delay and loop-merge regions without annotations.
  std::optional<bool> Auto;
  /// Soft barrier (Section 4.6): release once this many lanes arrived.
  std::optional<unsigned> Threshold;
  /// Dynamic deconfliction (Section 4.3) instead of static.
  std::optional<bool> DynamicDeconflict;
  /// Automatic mode: minimum estimated gain (`min-ratio=X`).
  std::optional<double> MinRatio;
  /// `lower=vote`: warp votes instead of convergence barriers.
  std::optional<bool> Vote;
};

llvm::Expected<SpecReconvergeOptions>
parseSpecReconvergeOptions(llvm::StringRef Params);

struct SpecReconvergePass : llvm::PassInfoMixin<SpecReconvergePass> {
  SpecReconvergeOptions Opts;
  explicit SpecReconvergePass(SpecReconvergeOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_SPECRECONVERGE_SPECRECONVERGE_H
