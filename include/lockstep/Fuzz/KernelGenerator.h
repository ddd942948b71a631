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
/// return. Loops have lane-dependent trip counts below eight; every loop,
/// including those entered in the middle and the two-entry (irreducible)
/// ones, counts its iterations in one counter that each pass through the
/// body increments, so every kernel terminates.
///
/// Besides if/else, switches and loops, the generator emits unstructured
/// control flow (FeatureWeights): short-circuit chains, break, continue and
/// multi-level break out of nested loops, forward gotos out of loops, jumps
/// into a loop body, two-entry loops, returns from inside loops; calls of
/// one device function with different arguments on both sides of a branch;
/// and branches on blockIdx.x / blockDim.x (block-uniform, so they may
/// enclose barriers). With two blocks each thread indexes its outputs by
/// its global id. With FeatureWeights::Annotations it also writes the
/// speculative reconvergence markers of runtime/cuda/lockstep_reconverge.h
/// (llvm.annotation calls, as clang lowers them): prediction regions before
/// loops with their label on a conditional side in the loop (iteration
/// delay) or in an inner loop (loop merge), predictions of a function
/// called on both sides of a branch, and misplaced ones (label before its
/// prediction, after its loop, twice, alone) that spec-reconverge must
/// refuse with a remark.
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

/// How often the generator draws each construct: weights among the control
/// statements unless marked as a percentage. Zero disables a construct.
struct FeatureWeights {
  unsigned ShortCircuit = 8; ///< && / || chains of three divergent tests.
  unsigned LoopExit = 50;    ///< Percent of loop bodies with an exit
                             ///< (break, continue, goto, return).
  unsigned Goto = 4;         ///< Forward goto out of a loop, past code.
  unsigned LoopEntry = 4;    ///< Jump into the middle of a loop body.
  unsigned Irreducible = 4;  ///< Loop with two entries.
  unsigned EarlyReturn = 5;  ///< if (c) { ...; return; }
  unsigned SideCalls = 6;    ///< if/else calling one device function with
                             ///< different arguments on both sides.
  unsigned BlockBranch = 4;  ///< Branch on blockIdx.x / blockDim.x.
  unsigned MultiBlock = 35;  ///< Percent of kernels launched on two blocks.
  /// Percent of kernels whose threads communicate (shared memory, barriers,
  /// atomics, votes, shuffles); the others are what branch-split can split.
  unsigned Communication = 100;
  unsigned Annotations = 0;   ///< Percent of loops (and side-call if/elses)
                              ///< given spec-reconverge annotations; N per
                              ///< 2000 statements are stray markers.
  unsigned TwinLoops = 0;     ///< if/else with a loop on each side, bodies
                              ///< drawn independently (loops of different
                              ///< shapes, cf-meld's loop melding). Off by
                              ///< default so seeds keep their kernels.
  unsigned OffsetTwins = 0;   ///< Percent of twin loops that share their
                              ///< trip count and start 1 or 2 iterations
                              ///< apart (cf-meld's peeling to align the
                              ///< loops' ranges, LoopPeelAlign.cpp). Off by
                              ///< default so seeds keep their kernels.
  unsigned CoveredSwitch = 0; ///< switch on x & 3 with all four cases and
                              ///< an unreachable default (what clang makes
                              ///< of an exhaustive switch; the passes fold
                              ///< the default away, UnreachableEdges.h).
                              ///< Off by default so seeds keep their kernels.
  unsigned InlineAsm = 0;     ///< Percent of integer operations written as
                              ///< inline PTX (clang marks it convergent;
                              ///< lane-local blocks are not, LaneLocalAsm.h).
                              ///< Off by default so seeds keep their kernels.
};

/// Sets the weights named in \p List ("name=N,name=N"; names as in
/// featureWeightNames()); an error names the first bad entry.
llvm::Error parseFeatureWeights(llvm::StringRef List, FeatureWeights &W);

/// The feature names parseFeatureWeights accepts, comma-separated.
llvm::StringRef featureWeightNames();

struct GeneratorOptions {
  /// Maximum nesting depth of control flow.
  unsigned MaxDepth = 3;
  /// Rough number of top-level statements.
  unsigned TopLevelStatements = 8;
  /// Probability (percent) that a second side is derived from the first.
  unsigned MeldBias = 75;
  /// Unstructured control flow, calls and block-uniform branches.
  FeatureWeights Features;
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
