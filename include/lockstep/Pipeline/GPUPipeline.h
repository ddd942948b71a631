//===- GPUPipeline.h - Run Lockstep passes on a GPU module ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place that sets up a pass pipeline for a GPU module: the
/// TargetMachine of its triple and a PassBuilder whose analysis managers know
/// the standard analyses and the Lockstep ones (lib/Plugin/Passes.def). The
/// `lockstep` driver (compile, report, compare, cfg) and the lockstep-fuzz
/// oracle both run passes through GPUPassContext; opt and clang get the same
/// registration through the plugin. The TargetMachine matters:
/// UniformityInfo only finds divergence when TargetIRAnalysis reports branch
/// divergence, which needs the NVPTX (or AMDGPU) TTI rather than the default
/// one.
///
/// Errors are llvm::Error values whose message reads "<what>; <what to do>",
/// ready for a tool's one-line error.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_PIPELINE_GPUPIPELINE_H
#define LOCKSTEP_PIPELINE_GPUPIPELINE_H

#include "lockstep/Plugin/ExtensionPoint.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>
#include <string>

namespace llvm {
class Module;
class Triple;
} // namespace llvm

namespace lockstep {

/// The CPU for \p M: \p Arch when not empty, else the "target-cpu" clang put
/// on the functions, else sm_90 for NVPTX (empty for other targets).
std::string chooseGPUCPU(const llvm::Module &M, llvm::StringRef Arch = "");

/// Create the TargetMachine of the GPU triple \p T for \p CPU (empty: the
/// target's default). Fails on a triple without an LLVM target and on a CPU
/// the target does not know.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createGPUTargetMachine(const llvm::Triple &T, llvm::StringRef CPU);

/// createGPUTargetMachine for \p M's triple and chooseGPUCPU(M, Arch).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const llvm::Module &M, llvm::StringRef Arch = "");

/// A TargetMachine for a GPU module, and a PassBuilder with the standard
/// analyses (TargetIRAnalysis from that machine, so UniformityInfo sees
/// branch divergence) and the Lockstep passes registered.
class GPUPassContext {
public:
  /// A context with its own TargetMachine for \p M (see createTargetMachine).
  static llvm::Expected<std::unique_ptr<GPUPassContext>>
  create(llvm::Module &M, llvm::StringRef Arch = "");

  /// A context on a TargetMachine that outlives it (the fuzzer creates one
  /// machine for a whole campaign).
  static std::unique_ptr<GPUPassContext> create(llvm::TargetMachine &TM);

  /// Run the comma-separated Lockstep pass list on every defined function
  /// (module passes such as branch-split on the module, in list order), then
  /// verify the module. An error diagnostic a pass emits becomes the
  /// returned error; other diagnostics reach the context's handler.
  llvm::Error runPasses(llvm::Module &M, llvm::StringRef List);

  /// runPasses without the final verification, for callers that verify as a
  /// separate stage (the fuzz oracle attributes crashes to stages).
  llvm::Error runPassesUnverified(llvm::Module &M, llvm::StringRef List);

  /// Run clang's -O3 pipeline on \p M (unoptimized IR, e.g. from clang -O3
  /// -Xclang -disable-llvm-passes) with the Lockstep pass list \p List at
  /// \p EP (an empty list: plain -O3), then verify the module. The rest of
  /// the pipeline runs after the passes. Errors as runPasses.
  llvm::Error runOptimizationPipeline(llvm::Module &M, llvm::StringRef List,
                                      ExtensionPoint EP);

  llvm::TargetMachine &targetMachine() { return *TM; }
  llvm::FunctionAnalysisManager &functionAnalyses() { return FAM; }
  llvm::PassBuilder &passBuilder() { return PB; }

private:
  GPUPassContext(std::unique_ptr<llvm::TargetMachine> Owned,
                 llvm::TargetMachine &TM);

  std::unique_ptr<llvm::TargetMachine> OwnedTM;
  llvm::TargetMachine *TM;
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB;
};

} // namespace lockstep

#endif // LOCKSTEP_PIPELINE_GPUPIPELINE_H
