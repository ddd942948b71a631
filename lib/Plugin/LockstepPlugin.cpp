//===- LockstepPlugin.cpp - The opt / clang pass plugin -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LockstepPasses.so. Loaded by opt-22 (-load-pass-plugin) it makes every
/// Lockstep pass available to -passes=. Loaded by clang-22 (-fpass-plugin)
/// it also adds the passes named by -mllvm -lockstep-passes=a,b at the
/// extension point -mllvm -lockstep-ep=NAME names (ExtensionPoint.h), on GPU
/// device modules only: the host side of a CUDA compile is left untouched,
/// except that with -mllvm -lockstep-launch-plans=FILE the device side
/// records branch-split's launch plans in FILE and the host side launches
/// the split kernels where the program launched the original
/// (LaunchStubRewrite.h).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Plugin/ExtensionPoint.h"
#include "lockstep/Plugin/Registration.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Split/LaunchStubRewrite.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;
using namespace lockstep;

static cl::opt<std::string> LockstepPasses(
    "lockstep-passes",
    cl::desc("Comma-separated Lockstep passes to run on GPU device code "
             "(any code with -cf-meld-assume-divergent) at the extension "
             "point of -lockstep-ep"),
    cl::init(""), cl::cat(getLockstepCategory()));

static cl::opt<std::string> LockstepEP(
    "lockstep-ep",
    cl::desc("Where in the -O3 pipeline -lockstep-passes run: peephole, "
             "scalar-optimizer-late, vectorizer-start, vectorizer-end or "
             "optimizer-last (default: see docs/PLACEMENT.md)"),
    cl::value_desc("name"), cl::init(""), cl::cat(getLockstepCategory()));

namespace {

void registerCallbacks(PassBuilder &PB) {
  registerLockstepPasses(PB);
  // The options are read when the pipeline is built: clang parses -mllvm
  // options after loading the plugin.
  registerLockstepPlacement(PB, [] {
    return PlacementRequest{LockstepPasses, LockstepEP};
  });
  // Launch plans across a CUDA compile (LaunchStubRewrite.h): the host side
  // rewrites its stubs before they are inlined, the device side records its
  // plans after the Lockstep passes ran at optimizer-last.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        if (!launchPlansFileOption().empty())
          MPM.addPass(LaunchStubRewritePass());
      });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        if (!launchPlansFileOption().empty())
          MPM.addPass(RecordLaunchPlansPass());
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Lockstep", "0.1", registerCallbacks};
}
