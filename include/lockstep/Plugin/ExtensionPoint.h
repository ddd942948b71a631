//===- ExtensionPoint.h - Where Lockstep passes run in -O3 ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Pipeline placement (issue 13 item 1): the point of the default -O3
/// pipeline where a Lockstep pass list runs, selected by `-lockstep-ep=NAME`
/// in clang (-fpass-plugin) and `--ep NAME` in the `lockstep` driver. The
/// rest of the pipeline runs after the passes and cleans up after them.
///
/// LLVM 22's -O3 pipeline fully unrolls constant-trip loops in the function
/// simplification pipeline (loop-unroll-full, inside the inliner's CGSCC
/// walk) and runtime-unrolls the remaining loops in the optimization
/// pipeline (loop-unroll, after loop-vectorize). The points, in pipeline
/// order:
///
/// | name                  | PassBuilder callback     | loops seen         |
/// |-----------------------|--------------------------|--------------------|
/// | peephole              | PeepholeEP (every one:   | the first one runs |
/// |                       | 4 per function at O3)    | before full unroll |
/// | scalar-optimizer-late | ScalarOptimizerLateEP    | after full unroll  |
/// | vectorizer-start      | VectorizerStartEP        | before runtime     |
/// |                       |                          | unrolling          |
/// | vectorizer-end        | VectorizerEndEP          | after it           |
/// | optimizer-last        | OptimizerLastEP          | the final -O3 IR   |
///
/// Loops with data-dependent trip counts (the twin loops of issue 13) keep
/// their source shape up to vectorizer-start; see docs/PLACEMENT.md for the
/// measurements behind the default.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_PLUGIN_EXTENSIONPOINT_H
#define LOCKSTEP_PLUGIN_EXTENSIONPOINT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <string>

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace lockstep {

/// The -O3 extension points a Lockstep pass list can run at.
enum class ExtensionPoint {
  Peephole,
  ScalarOptimizerLate,
  VectorizerStart,
  VectorizerEnd,
  OptimizerLast,
};

/// The name of \p EP as `-lockstep-ep` spells it.
llvm::StringRef extensionPointName(ExtensionPoint EP);

/// Every extension point name, comma-separated, for error messages.
std::string extensionPointNames();

/// The point named \p Name; an error naming the known points otherwise.
llvm::Expected<ExtensionPoint> parseExtensionPoint(llvm::StringRef Name);

/// Where clang runs the passes when `-lockstep-ep` is not given, and the
/// `lockstep` driver runs them on .cu inputs without --ep.
ExtensionPoint defaultExtensionPoint();

/// What a pipeline is asked to run: the comma-separated Lockstep pass list
/// and the name of the extension point (empty: defaultExtensionPoint()).
struct PlacementRequest {
  std::string Passes;
  std::string Point;
};

/// Register with \p PB one callback per extension point. When the pipeline
/// is built, each asks \p Query (so option values parsed after the plugin
/// was loaded count) and the chosen point adds the pass list, run on the
/// functions of modules Lockstep applies to (GPU device code, see
/// lockstepAppliesTo) and nowhere else. A point name or pass list that does
/// not parse becomes an error diagnostic when the pipeline runs on such a
/// module: "-lockstep-ep: ..." or "-lockstep-passes: ...".
void registerLockstepPlacement(llvm::PassBuilder &PB,
                               std::function<PlacementRequest()> Query);

} // namespace lockstep

#endif // LOCKSTEP_PLUGIN_EXTENSIONPOINT_H
