//===- PassContext.cpp - GPU TargetMachine and Lockstep pipelines ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the TargetMachine of a GPU module and a PassBuilder whose analysis
/// managers know the standard analyses and the Lockstep ones. The
/// TargetMachine matters: UniformityInfo only finds divergence when
/// TargetIRAnalysis reports branch divergence, which needs the NVPTX (or
/// AMDGPU) TTI rather than the default one.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Plugin/Registration.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetOptions.h"

using namespace llvm;

namespace lockstep {
namespace driver {

/// The CPU for \p M: --arch when given, else the "target-cpu" clang put on
/// the functions, else the NVPTX default.
static std::string chooseCPU(const Module &M) {
  if (!Arch.empty())
    return Arch.getValue();
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return M.getTargetTriple().isNVPTX() ? "sm_90" : "";
}

static Error checkCPU(const Target &TheTarget, const Triple &T, StringRef CPU) {
  // Created for the default CPU: an unknown one would print a warning.
  std::unique_ptr<MCSubtargetInfo> STI(
      TheTarget.createMCSubtargetInfo(T, "", ""));
  if (CPU.empty() || (STI && STI->isCPUStringValid(CPU)))
    return Error::success();
  return inputError("unknown GPU architecture '" + CPU + "' for " + T.str(),
                    T.isNVPTX() ? "use --arch sm_XY, e.g. sm_80 or sm_90"
                                : "use an architecture of this target");
}

Expected<std::unique_ptr<TargetMachine>> createTargetMachine(const Module &M) {
  const Triple &T = M.getTargetTriple();
  std::string Message;
  const Target *TheTarget = TargetRegistry::lookupTarget(T, Message);
  if (!TheTarget)
    return inputError("no LLVM target for triple '" + T.str() + "': " + Message,
                      "use an nvptx64-nvidia-cuda (or amdgcn-amd-amdhsa) "
                      "module");
  std::string CPU = chooseCPU(M);
  if (Error E = checkCPU(*TheTarget, T, CPU))
    return E;
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      T, CPU, "", Options, std::nullopt, std::nullopt,
      CodeGenOptLevel::Aggressive));
  if (!TM)
    return inputError("cannot create a target machine for '" + T.str() + "'",
                      "check --arch (e.g. sm_90)");
  return TM;
}

GPUPassContext::GPUPassContext(std::unique_ptr<TargetMachine> TheTM)
    : TM(std::move(TheTM)), PB(TM.get()) {
  // The Lockstep analyses are registered by a callback, so before the
  // standard ones are.
  registerLockstepPasses(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
}

Expected<std::unique_ptr<GPUPassContext>> GPUPassContext::create(Module &M) {
  Expected<std::unique_ptr<TargetMachine>> TM = createTargetMachine(M);
  if (!TM)
    return TM.takeError();
  return std::unique_ptr<GPUPassContext>(new GPUPassContext(std::move(*TM)));
}

Error GPUPassContext::runPasses(Module &M, StringRef List) {
  FunctionPassManager FPM;
  if (Error E = parseLockstepPassList(PB, List, FPM))
    return E;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    PreservedAnalyses PA = FPM.run(F, FAM);
    FAM.invalidate(F, PA);
  }
  if (Error E = takeDiagnosticError(M.getContext()))
    return inputError("the passes '" + List +
                          "' reported an error: " + toString(std::move(E)),
                      "check the pass parameters");
  std::string Message;
  raw_string_ostream OS(Message);
  if (verifyModule(M, &OS))
    return inputError("the passes '" + List + "' produced invalid IR: " +
                          StringRef(Message).split('\n').first,
                      "this is a Lockstep bug; please report it with the "
                      "input kernel");
  return Error::success();
}

} // namespace driver
} // namespace lockstep
