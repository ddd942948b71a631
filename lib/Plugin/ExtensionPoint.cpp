//===- ExtensionPoint.cpp - Where Lockstep passes run in -O3 --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Adds a Lockstep pass list at one extension point of the default pipeline
/// (see ExtensionPoint.h). Each point's callback asks for the request when
/// the pipeline is built; the point it names wraps the parsed passes in a
/// pass that runs them on device code only. At optimizer-last the wrapper is
/// a module pass over every function; at the function-level points it is a
/// function pass inside the pipeline's own function pass manager, so the
/// passes after it (instcombine, simplifycfg, loop-unroll, ...) clean up.
/// A list with a module pass (branch-split creates kernels) runs whole at
/// optimizer-last, where no function pass manager is open; naming another
/// point for it is an error.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Plugin/ExtensionPoint.h"

#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Plugin/Registration.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;
using namespace lockstep;

namespace {

constexpr ExtensionPoint AllPoints[] = {
    ExtensionPoint::Peephole, ExtensionPoint::ScalarOptimizerLate,
    ExtensionPoint::VectorizerStart, ExtensionPoint::VectorizerEnd,
    ExtensionPoint::OptimizerLast};

/// The parsed pass list, or the message to diagnose instead of running it.
struct PlacedPasses {
  std::shared_ptr<FunctionPassManager> FPM;
  /// A list with module passes (branch-split): the whole list, at
  /// optimizer-last only.
  std::shared_ptr<ModulePassManager> MPM;
  std::string ErrorMessage;
  /// Diagnose once per pipeline, not once per function.
  std::shared_ptr<bool> Reported = std::make_shared<bool>(false);

  /// Diagnose the error on \p M; true if there was one.
  bool diagnose(Module &M) const {
    if (ErrorMessage.empty())
      return false;
    if (!*Reported)
      M.getContext().diagnose(DiagnosticInfoGeneric(ErrorMessage, DS_Error));
    *Reported = true;
    return true;
  }
};

/// Runs the passes on every function of a device module (optimizer-last).
class DeviceModulePass : public PassInfoMixin<DeviceModulePass> {
  PlacedPasses Passes;

public:
  explicit DeviceModulePass(PlacedPasses Passes) : Passes(std::move(Passes)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    if (!lockstepAppliesTo(M) || Passes.diagnose(M))
      return PreservedAnalyses::all();
    if (Passes.MPM)
      return Passes.MPM->run(M, MAM);
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    PreservedAnalyses PA = PreservedAnalyses::all();
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      PreservedAnalyses FPA = Passes.FPM->run(F, FAM);
      FAM.invalidate(F, FPA);
      PA.intersect(std::move(FPA));
    }
    PA.preserveSet<AllAnalysesOn<Function>>();
    PA.preserve<FunctionAnalysisManagerModuleProxy>();
    return PA;
  }
  static bool isRequired() { return true; }
};

/// Runs the passes on one function of a device module (the function-level
/// extension points).
class DeviceFunctionPass : public PassInfoMixin<DeviceFunctionPass> {
  PlacedPasses Passes;

public:
  explicit DeviceFunctionPass(PlacedPasses Passes)
      : Passes(std::move(Passes)) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    Module &M = *F.getParent();
    if (!lockstepAppliesTo(M) || Passes.diagnose(M))
      return PreservedAnalyses::all();
    return Passes.FPM->run(F, FAM);
  }
  static bool isRequired() { return true; }
};

/// The passes \p Request asks for at \p Here, or nothing when it asks for
/// another point. A bad point name is reported at optimizer-last, the one
/// point every -O3 pipeline has.
std::optional<PlacedPasses> passesAt(PassBuilder &PB, ExtensionPoint Here,
                                     const PlacementRequest &Request) {
  if (Request.Passes.empty())
    return std::nullopt;
  PlacedPasses Placed;
  Placed.FPM = std::make_shared<FunctionPassManager>();
  ExtensionPoint Chosen = defaultExtensionPoint();
  if (!Request.Point.empty()) {
    Expected<ExtensionPoint> EP = parseExtensionPoint(Request.Point);
    if (!EP) {
      if (Here != ExtensionPoint::OptimizerLast) {
        consumeError(EP.takeError());
        return std::nullopt;
      }
      Placed.ErrorMessage = "-lockstep-ep: " + toString(EP.takeError());
      return Placed;
    }
    Chosen = *EP;
  }
  bool HasModulePass = hasLockstepModulePass(Request.Passes);
  if (HasModulePass && Request.Point.empty())
    Chosen = ExtensionPoint::OptimizerLast;
  if (Chosen != Here)
    return std::nullopt;
  if (HasModulePass) {
    if (Here != ExtensionPoint::OptimizerLast) {
      Placed.ErrorMessage = "-lockstep-passes: '" + Request.Passes +
                            "' holds a module pass, which runs at "
                            "optimizer-last only; drop -lockstep-ep";
      return Placed;
    }
    Placed.MPM = std::make_shared<ModulePassManager>();
    if (Error E = parseLockstepModulePassList(PB, Request.Passes, *Placed.MPM))
      Placed.ErrorMessage = "-lockstep-passes: " + toString(std::move(E));
    return Placed;
  }
  if (Error E = parseLockstepPassList(PB, Request.Passes, *Placed.FPM))
    Placed.ErrorMessage = "-lockstep-passes: " + toString(std::move(E));
  return Placed;
}

} // namespace

StringRef lockstep::extensionPointName(ExtensionPoint EP) {
  switch (EP) {
  case ExtensionPoint::Peephole:
    return "peephole";
  case ExtensionPoint::ScalarOptimizerLate:
    return "scalar-optimizer-late";
  case ExtensionPoint::VectorizerStart:
    return "vectorizer-start";
  case ExtensionPoint::VectorizerEnd:
    return "vectorizer-end";
  case ExtensionPoint::OptimizerLast:
    return "optimizer-last";
  }
  llvm_unreachable("unknown extension point");
}

std::string lockstep::extensionPointNames() {
  std::string Names;
  ListSeparator LS(", ");
  for (ExtensionPoint EP : AllPoints)
    (Names += LS) += extensionPointName(EP);
  return Names;
}

Expected<ExtensionPoint> lockstep::parseExtensionPoint(StringRef Name) {
  for (ExtensionPoint EP : AllPoints)
    if (Name == extensionPointName(EP))
      return EP;
  return createStringError(inconvertibleErrorCode(),
                           "unknown extension point '" + Name +
                               "'; known points: " + extensionPointNames());
}

ExtensionPoint lockstep::defaultExtensionPoint() {
  return ExtensionPoint::VectorizerStart;
}

void lockstep::registerLockstepPlacement(
    PassBuilder &PB, std::function<PlacementRequest()> Query) {
  auto AddAt = [&PB, Query](ExtensionPoint Here) {
    return [&PB, Query, Here](FunctionPassManager &FPM, OptimizationLevel) {
      if (std::optional<PlacedPasses> P = passesAt(PB, Here, Query()))
        FPM.addPass(DeviceFunctionPass(std::move(*P)));
    };
  };
  PB.registerPeepholeEPCallback(AddAt(ExtensionPoint::Peephole));
  PB.registerScalarOptimizerLateEPCallback(
      AddAt(ExtensionPoint::ScalarOptimizerLate));
  PB.registerVectorizerStartEPCallback(AddAt(ExtensionPoint::VectorizerStart));
  PB.registerVectorizerEndEPCallback(AddAt(ExtensionPoint::VectorizerEnd));
  PB.registerOptimizerLastEPCallback([&PB, Query](ModulePassManager &MPM,
                                                  OptimizationLevel,
                                                  ThinOrFullLTOPhase) {
    if (std::optional<PlacedPasses> P =
            passesAt(PB, ExtensionPoint::OptimizerLast, Query()))
      MPM.addPass(DeviceModulePass(std::move(*P)));
  });
}
