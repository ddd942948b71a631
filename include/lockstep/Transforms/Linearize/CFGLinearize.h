//===- CFGLinearize.h - Guarded linearization of unstructured CF -*- C++
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cfg-linearize` pass (Anantpur & Govindarajan, Algorithm 1 with the
/// optimizations O1-O4 of Section 4.2 and the applications of Section 5):
/// each divergent minimal unstructured region (the `unstructured-regions`
/// analysis) becomes a chain of blocks guarded by a guard variable, so that
/// under post-dominator reconvergence no block of the region runs twice for
/// different lane groups. The worker classes live in lib/Transforms/Linearize.
///
/// Parameters (`cfg-linearize<level=2;force>`), each also a command-line
/// option `-cfg-linearize-<name>`:
///   level=N      0..4, the optimization level of the paper's Table 4
///                (0: Algorithm 1 alone; 1: +O1; 2: +O2; 3: +O3; 4: +O4).
///   threshold=X  minimum estimated gain (cycles per warp) to transform.
///   force        transform every safe region, profitable or not.
///   max-depth=N  also linearize structured divergent branches nested more
///                than N deep (reconvergence stack depth limit, Sec. 5.3).
///   loop-merge   also linearize outer loops around a divergent inner loop
///                with one back-edge guard (loop merging, Section 5.2).
///   merge-loops  (default on; `no-merge-loops` turns it off) the loops of
///                a linearized unstructured region get one back-edge guard
///                per outermost loop, as loop-merge does, so lanes that
///                leave an inner loop (the odd state of an irreducible
///                walk) run on instead of waiting at its exit.
///   interleave   also linearize outermost divergent branches whose arms
///                both load, alternating the arms' blocks (Section 5.1).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_LINEARIZE_CFGLINEARIZE_H
#define LOCKSTEP_TRANSFORMS_LINEARIZE_CFGLINEARIZE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace lockstep {

struct CFGLinearizeOptions {
  std::optional<unsigned> Level;
  std::optional<double> Threshold;
  std::optional<bool> Force;
  std::optional<unsigned> MaxDepth;
  std::optional<bool> LoopMerge;
  std::optional<bool> MergeLoops;
  std::optional<bool> Interleave;
};

llvm::Expected<CFGLinearizeOptions>
parseCFGLinearizeOptions(llvm::StringRef Params);

struct CFGLinearizePass : llvm::PassInfoMixin<CFGLinearizePass> {
  CFGLinearizeOptions Opts;
  explicit CFGLinearizePass(CFGLinearizeOptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_LINEARIZE_CFGLINEARIZE_H
