//===- GPUPipeline.cpp - Run Lockstep passes on a GPU module --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the TargetMachine of a GPU module and a PassBuilder whose analysis
/// managers know the standard analyses and the Lockstep ones, and runs a
/// Lockstep pass list with it (see GPUPipeline.h). While the passes run, a
/// handler in front of the context's own keeps the first error diagnostic
/// for the returned llvm::Error and passes every other diagnostic on.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Pipeline/GPUPipeline.h"

#include "lockstep/Plugin/ExtensionPoint.h"
#include "lockstep/Plugin/Registration.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetOptions.h"

#include <algorithm>

using namespace llvm;

namespace lockstep {

namespace {

/// An error that reads "<What>; <Fix>".
Error pipelineError(const Twine &What, const Twine &Fix) {
  return createStringError(inconvertibleErrorCode(),
                           What.str() + "; " + Fix.str());
}

std::string oneLine(StringRef Text) {
  std::string Line = Text.trim().str();
  std::replace(Line.begin(), Line.end(), '\n', ' ');
  return Line;
}

/// Installed in front of a context's handler while passes run: keeps the
/// first error diagnostic and forwards everything else to \p Next.
class FirstErrorHandler : public DiagnosticHandler {
public:
  explicit FirstErrorHandler(std::unique_ptr<DiagnosticHandler> Next)
      : Next(std::move(Next)) {}

  std::string FirstError;
  std::unique_ptr<DiagnosticHandler> Next;

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error) {
      if (FirstError.empty()) {
        std::string Text;
        raw_string_ostream OS(Text);
        DiagnosticPrinterRawOStream DP(OS);
        DI.print(DP);
        FirstError = oneLine(Text);
      }
      return true;
    }
    return Next && Next->handleDiagnostics(DI);
  }
  bool isAnalysisRemarkEnabled(StringRef Pass) const override {
    return Next && Next->isAnalysisRemarkEnabled(Pass);
  }
  bool isMissedOptRemarkEnabled(StringRef Pass) const override {
    return Next && Next->isMissedOptRemarkEnabled(Pass);
  }
  bool isPassedOptRemarkEnabled(StringRef Pass) const override {
    return Next && Next->isPassedOptRemarkEnabled(Pass);
  }
  bool isAnyRemarkEnabled() const override {
    return Next && Next->isAnyRemarkEnabled();
  }
};

Error checkCPU(const Target &TheTarget, const Triple &T, StringRef CPU) {
  // Created for the default CPU: an unknown one would print a warning.
  std::unique_ptr<MCSubtargetInfo> STI(
      TheTarget.createMCSubtargetInfo(T, "", ""));
  if (CPU.empty() || (STI && STI->isCPUStringValid(CPU)))
    return Error::success();
  return pipelineError("unknown GPU architecture '" + CPU + "' for " + T.str(),
                       T.isNVPTX() ? "use --arch sm_XY, e.g. sm_80 or sm_90"
                                   : "use an architecture of this target");
}

Error verifyTransformed(const Module &M, StringRef List) {
  std::string Message;
  raw_string_ostream OS(Message);
  if (!verifyModule(M, &OS))
    return Error::success();
  return pipelineError("the passes '" + List + "' produced invalid IR: " +
                           StringRef(Message).split('\n').first,
                       "this is a Lockstep bug; please report it with the "
                       "input kernel");
}

} // namespace

std::string chooseGPUCPU(const Module &M, StringRef Arch) {
  if (!Arch.empty())
    return Arch.str();
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return M.getTargetTriple().isNVPTX() ? "sm_90" : "";
}

Expected<std::unique_ptr<TargetMachine>> createGPUTargetMachine(const Triple &T,
                                                                StringRef CPU) {
  std::string Message;
  const Target *TheTarget = TargetRegistry::lookupTarget(T, Message);
  if (!TheTarget)
    return pipelineError("no LLVM target for triple '" + T.str() +
                             "': " + Message,
                         "use an nvptx64-nvidia-cuda (or amdgcn-amd-amdhsa) "
                         "module");
  if (Error E = checkCPU(*TheTarget, T, CPU))
    return E;
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      T, CPU, "", TargetOptions(), std::nullopt, std::nullopt,
      CodeGenOptLevel::Aggressive));
  if (!TM)
    return pipelineError("cannot create a target machine for '" + T.str() + "'",
                         "check --arch (e.g. sm_90)");
  return TM;
}

Expected<std::unique_ptr<TargetMachine>> createTargetMachine(const Module &M,
                                                             StringRef Arch) {
  return createGPUTargetMachine(M.getTargetTriple(), chooseGPUCPU(M, Arch));
}

GPUPassContext::GPUPassContext(std::unique_ptr<TargetMachine> Owned,
                               TargetMachine &TheTM)
    : OwnedTM(std::move(Owned)), TM(&TheTM), PB(TM) {
  // The Lockstep analyses are registered by a callback, so before the
  // standard ones are.
  registerLockstepPasses(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
}

Expected<std::unique_ptr<GPUPassContext>>
GPUPassContext::create(Module &M, StringRef Arch) {
  Expected<std::unique_ptr<TargetMachine>> TM = createTargetMachine(M, Arch);
  if (!TM)
    return TM.takeError();
  TargetMachine &Machine = **TM;
  return std::unique_ptr<GPUPassContext>(
      new GPUPassContext(std::move(*TM), Machine));
}

std::unique_ptr<GPUPassContext> GPUPassContext::create(TargetMachine &TM) {
  return std::unique_ptr<GPUPassContext>(new GPUPassContext(nullptr, TM));
}

/// Run \p Body with a FirstErrorHandler in front of \p M's context's
/// handler; the first error diagnostic becomes the returned error.
static Error catchFirstError(Module &M, StringRef List,
                             function_ref<void()> Body) {
  LLVMContext &Ctx = M.getContext();
  auto Handler =
      std::make_unique<FirstErrorHandler>(Ctx.getDiagnosticHandler());
  FirstErrorHandler &Errors = *Handler;
  Ctx.setDiagnosticHandler(std::move(Handler));
  Body();
  std::string FirstError = std::move(Errors.FirstError);
  Ctx.setDiagnosticHandler(std::move(Errors.Next));
  if (!FirstError.empty())
    return pipelineError("the passes '" + List +
                             "' reported an error: " + FirstError,
                         "check the pass parameters");
  return Error::success();
}

Error GPUPassContext::runPassesUnverified(Module &M, StringRef List) {
  ModulePassManager MPM;
  if (Error E = parseLockstepModulePassList(PB, List, MPM))
    return E;
  return catchFirstError(M, List, [&] {
    PreservedAnalyses PA = MPM.run(M, MAM);
    MAM.invalidate(M, PA);
  });
}

Error GPUPassContext::runOptimizationPipeline(Module &M, StringRef List,
                                              ExtensionPoint EP) {
  ModulePassManager Check;
  if (Error E = parseLockstepModulePassList(PB, List, Check))
    return E;
  if (hasLockstepModulePass(List) && EP != ExtensionPoint::OptimizerLast)
    return pipelineError("'" + List + "' holds a module pass, which runs at " +
                             "optimizer-last only",
                         "place it at optimizer-last");
  // What clang -O3 sets up (clang's BackendUtil: unrolling, interleaving
  // and both vectorizers on at -O3), on fresh analysis managers.
  PipelineTuningOptions PTO;
  PTO.LoopUnrolling = PTO.LoopInterleaving = true;
  PTO.LoopVectorization = PTO.SLPVectorization = true;
  PassBuilder OptPB(TM, PTO);
  registerLockstepPasses(OptPB);
  PlacementRequest Request{List.str(), extensionPointName(EP).str()};
  registerLockstepPlacement(OptPB, [Request] { return Request; });
  LoopAnalysisManager OptLAM;
  FunctionAnalysisManager OptFAM;
  CGSCCAnalysisManager OptCGAM;
  ModuleAnalysisManager OptMAM;
  OptPB.registerModuleAnalyses(OptMAM);
  OptPB.registerCGSCCAnalyses(OptCGAM);
  OptPB.registerFunctionAnalyses(OptFAM);
  OptPB.registerLoopAnalyses(OptLAM);
  OptPB.crossRegisterProxies(OptLAM, OptFAM, OptCGAM, OptMAM);
  ModulePassManager MPM =
      OptPB.buildPerModuleDefaultPipeline(OptimizationLevel::O3);
  // Values the pipeline creates stay unnamed, as in clang (which discards
  // value names), so the IR reads like clang -O3's.
  LLVMContext &Ctx = M.getContext();
  bool Discard = Ctx.shouldDiscardValueNames();
  Ctx.setDiscardValueNames(true);
  Error E = catchFirstError(M, List, [&] { MPM.run(M, OptMAM); });
  Ctx.setDiscardValueNames(Discard);
  if (E)
    return E;
  // The module changed under the context's own analysis manager.
  FAM.clear();
  return verifyTransformed(M, List.empty() ? "default<O3>" : List);
}

Error GPUPassContext::runPasses(Module &M, StringRef List) {
  if (Error E = runPassesUnverified(M, List))
    return E;
  return verifyTransformed(M, List);
}

} // namespace lockstep
