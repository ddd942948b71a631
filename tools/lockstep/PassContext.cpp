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
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetOptions.h"

using namespace llvm;

namespace lockstep {
namespace driver {

/// The CPU for \p M: --arch if it suits the target, else the "target-cpu"
/// clang put on the functions, else the NVPTX default.
static std::string chooseCPU(const Module &M) {
  const Triple &T = M.getTargetTriple();
  StringRef Given = Arch;
  if (!Given.empty() && T.isNVPTX() == Given.starts_with("sm_"))
    return Given.str();
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return T.isNVPTX() ? "sm_90" : "";
}

Expected<std::unique_ptr<TargetMachine>> createTargetMachine(const Module &M) {
  const Triple &T = M.getTargetTriple();
  std::string Message;
  const Target *TheTarget = TargetRegistry::lookupTarget(T, Message);
  if (!TheTarget)
    return inputError("no LLVM target for triple '" + T.str() + "': " + Message,
                      "use an nvptx64-nvidia-cuda (or amdgcn-amd-amdhsa) "
                      "module");
  TargetOptions Options;
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      T, chooseCPU(M), "", Options, std::nullopt, std::nullopt,
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
