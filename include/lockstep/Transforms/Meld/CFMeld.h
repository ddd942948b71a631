//===- CFMeld.h - Divergence-aware control-flow melding ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cf-meld` pass: DARM control-flow melding (CGO'22, Algorithms 1 and
/// 2) of the divergent regions of GPU kernels.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_CFMELD_H
#define LOCKSTEP_TRANSFORMS_MELD_CFMELD_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace lockstep {

/// Per-run knobs; unset ones take the -cf-meld-* command-line values.
struct CFMeldOptions {
  std::optional<double> Threshold;       ///< `threshold=0.3`
  std::optional<bool> Greedy;            ///< `greedy` / `no-greedy`
  std::optional<bool> Loops;             ///< `loops` / `no-loops`
  std::optional<unsigned> MaxIterations; ///< `max-iterations=32`
};

/// Parses the text between `cf-meld<` and `>`, e.g. "threshold=0.3;greedy".
llvm::Expected<CFMeldOptions> parseCFMeldOptions(llvm::StringRef Params);

struct CFMeldPass : llvm::PassInfoMixin<CFMeldPass> {
  CFMeldOptions Opts;
  explicit CFMeldPass(CFMeldOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_MELD_CFMELD_H
