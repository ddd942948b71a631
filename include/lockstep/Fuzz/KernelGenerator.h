//===- KernelGenerator.h - Random SIMT kernels for fuzzing ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// generateKernel builds a random, valid, race-free SIMT kernel as LLVM IR
/// (nvptx64 triple, ptx_kernel) together with the launch spec that runs it in
/// lockstep-sim. The generator is biased towards shapes that the melding
/// passes transform: if/else sides, switch cases and loop bodies are often
/// derived from one another by small mutations, so they align well.
///
/// Memory discipline (so that any reordering of lanes a transformation may
/// legally cause cannot change the outputs): each thread writes only its own
/// slots of `out`, `fout` and the private shared array; `in` and `fin` are
/// read-only; the shared exchange array is written only at converged points
/// between two barriers; atomics never use their result. Barriers and
/// full-warp shuffles appear only at converged points before any early
/// return. Loops have lane-dependent trip counts below eight.
///
/// The same seed gives the same kernel on every run and host.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_FUZZ_KERNELGENERATOR_H
#define LOCKSTEP_FUZZ_KERNELGENERATOR_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <string>

namespace llvm {
class DataLayout;
class LLVMContext;
class Module;
} // namespace llvm

namespace lockstep::fuzz {

/// The name of every generated kernel.
inline constexpr llvm::StringLiteral KernelName = "fuzz_kernel";

struct GeneratorOptions {
  /// Maximum nesting depth of control flow.
  unsigned MaxDepth = 3;
  /// Rough number of top-level statements.
  unsigned TopLevelStatements = 8;
  /// Probability (percent) that a second side is derived from the first.
  unsigned MeldBias = 75;
};

struct GeneratedKernel {
  std::unique_ptr<llvm::Module> M;
  /// Launch spec (JSON text) for lockstep-sim.
  std::string SpecJSON;
};

/// Generates the kernel of \p Seed into \p Ctx; the module gets \p DL and the
/// nvptx64-nvidia-cuda triple.
GeneratedKernel generateKernel(llvm::LLVMContext &Ctx,
                               const llvm::DataLayout &DL, uint64_t Seed,
                               const GeneratorOptions &Opts = {});

} // namespace lockstep::fuzz

#endif // LOCKSTEP_FUZZ_KERNELGENERATOR_H
