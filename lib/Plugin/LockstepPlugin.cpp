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
/// optimizer-last extension point, on GPU device modules only: the host side
/// of a CUDA compile is left untouched.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Plugin/Registration.h"
#include "lockstep/Support/Options.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;
using namespace lockstep;

static cl::opt<std::string> LockstepPasses(
    "lockstep-passes",
    cl::desc("Comma-separated Lockstep passes to run on GPU device code "
             "(any code with -cf-meld-assume-divergent) at clang's "
             "optimizer-last extension point"),
    cl::init(""), cl::cat(getLockstepCategory()));

namespace {

/// Runs a function pipeline on GPU modules only (on every module in the
/// uniformity layer's all-divergent mode); reports a bad pass list as
/// a clean compiler error instead of an abort.
class DevicePipelinePass : public PassInfoMixin<DevicePipelinePass> {
  std::shared_ptr<FunctionPassManager> FPM;
  std::string ErrorMessage;

public:
  DevicePipelinePass(std::shared_ptr<FunctionPassManager> FPM,
                     std::string ErrorMessage)
      : FPM(std::move(FPM)), ErrorMessage(std::move(ErrorMessage)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    if (!lockstepAppliesTo(M))
      return PreservedAnalyses::all();
    if (!ErrorMessage.empty()) {
      M.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("-lockstep-passes: ") + ErrorMessage, DS_Error));
      return PreservedAnalyses::all();
    }
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    PreservedAnalyses PA = PreservedAnalyses::all();
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      PreservedAnalyses FPA = FPM->run(F, FAM);
      FAM.invalidate(F, FPA);
      PA.intersect(std::move(FPA));
    }
    PA.preserveSet<AllAnalysesOn<Function>>();
    PA.preserve<FunctionAnalysisManagerModuleProxy>();
    return PA;
  }
  static bool isRequired() { return true; }
};

void registerCallbacks(PassBuilder &PB) {
  registerLockstepPasses(PB);
  PB.registerOptimizerLastEPCallback(
      [&PB](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        if (LockstepPasses.empty())
          return;
        auto FPM = std::make_shared<FunctionPassManager>();
        std::string Message;
        if (Error E = parseLockstepPassList(PB, LockstepPasses, *FPM))
          Message = toString(std::move(E));
        MPM.addPass(DevicePipelinePass(std::move(FPM), std::move(Message)));
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Lockstep", "0.1", registerCallbacks};
}
