//===- LaunchStubRewrite.cpp - Launch plans across host and device --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// record-launch-plans and branch-split-host (LaunchStubRewrite.h). The host
/// side matches what clang 22 emits for CUDA: a host stub per kernel whose
/// body pops the launch configuration (__cudaPopCallConfiguration) and calls
/// cudaLaunchKernel (cudaLaunchKernel_ptsz with a per-thread default stream)
/// with the stub itself as the kernel handle, and a module constructor whose
/// __cuda_register_globals calls __cudaRegisterFunction(handle, stub, name,
/// name, -1, null x5) per kernel.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Split/LaunchStubRewrite.h"

#include "lockstep/Support/GPUModule.h"
#include "lockstep/Support/LaunchPlanFile.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "branch-split-host"

using namespace llvm;
using namespace lockstep;

STATISTIC(NumRewritten, "Host kernels whose launches run a launch plan");
STATISTIC(NumLaunches, "cudaLaunchKernel calls rewritten");

static cl::opt<std::string> PlansFile(
    "lockstep-launch-plans",
    cl::desc("Side file through which a CUDA compile's device side tells "
             "its host side the launch plans (record-launch-plans writes "
             "it, branch-split-host reads it)"),
    cl::value_desc("file"), cl::init(""), cl::cat(getLockstepCategory()));

StringRef lockstep::launchPlansFileOption() { return PlansFile; }

Expected<bool> lockstep::parseNoLaunchPlanOptions(StringRef Params) {
  if (!Params.empty())
    return createStringError(inconvertibleErrorCode(),
                             "unexpected parameter '" + Params + "'");
  return true;
}

static void diagnose(Module &M, const Twine &Message, DiagnosticSeverity S) {
  M.getContext().diagnose(DiagnosticInfoGeneric(Message, S));
}

/// The GPU architecture of a device module (target-cpu), or "".
static std::string archOf(const Module &M) {
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return "";
}

PreservedAnalyses RecordLaunchPlansPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  if (PlansFile.empty() || !isGPUModule(M))
    return PreservedAnalyses::all();
  Expected<std::vector<NamedLaunchPlan>> Plans = collectLaunchPlans(M);
  Error E = Plans ? recordLaunchPlans(PlansFile, M.getSourceFileName(),
                                      archOf(M), *Plans)
                  : Plans.takeError();
  if (E)
    diagnose(M, "record-launch-plans: " + toString(std::move(E)), DS_Error);
  return PreservedAnalyses::all();
}

namespace {

/// One kernel's registration: the __cudaRegisterFunction call and its stub.
struct Registration {
  CallInst *Call;
  Function *Stub;
};

/// The string a constant points to (clang: a private [N x i8] global).
std::optional<StringRef> stringOf(Value *V) {
  auto *GV = dyn_cast<GlobalVariable>(V->stripPointerCasts());
  if (!GV || !GV->hasInitializer())
    return std::nullopt;
  auto *CDA = dyn_cast<ConstantDataArray>(GV->getInitializer());
  if (!CDA || !CDA->isCString())
    return std::nullopt;
  return CDA->getAsCString();
}

/// Registrations by device kernel name.
std::map<std::string, Registration> findRegistrations(Module &M) {
  std::map<std::string, Registration> Out;
  Function *Reg = M.getFunction("__cudaRegisterFunction");
  if (!Reg)
    return Out;
  for (User *U : Reg->users()) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI || CI->getCalledFunction() != Reg || CI->arg_size() < 10)
      continue;
    auto *Stub = dyn_cast<Function>(CI->getArgOperand(1)->stripPointerCasts());
    std::optional<StringRef> Name = stringOf(CI->getArgOperand(2));
    if (Stub && Name)
      Out[Name->str()] = {CI, Stub};
  }
  return Out;
}

bool isLaunch(const CallInst &CI, const Function &Stub) {
  const Function *Callee = CI.getCalledFunction();
  return Callee && CI.arg_size() == 8 &&
         (Callee->getName() == "cudaLaunchKernel" ||
          Callee->getName() == "cudaLaunchKernel_ptsz") &&
         CI.getArgOperand(0)->stripPointerCasts() == &Stub;
}

class StubRewriter {
public:
  StubRewriter(Module &M, const NamedLaunchPlan &P, const Registration &R)
      : M(M), P(P), R(R) {}
  bool run();

private:
  Function *registerStub(const std::string &Kernel);
  void rewriteLaunch(CallInst &Launch, ArrayRef<Function *> Stubs);

  Module &M;
  const NamedLaunchPlan &P;
  const Registration &R;
};

/// A clone of the original stub that launches (and is registered as)
/// \p Kernel.
Function *StubRewriter::registerStub(const std::string &Kernel) {
  ValueToValueMapTy VMap;
  Function *Stub = CloneFunction(R.Stub, VMap);
  Stub->setName(R.Stub->getName() + "." + Kernel);
  Stub->setLinkage(GlobalValue::InternalLinkage);
  for (BasicBlock &BB : *Stub)
    for (Instruction &I : BB)
      if (auto *CI = dyn_cast<CallInst>(&I); CI && isLaunch(*CI, *R.Stub))
        CI->setArgOperand(0, Stub);
  IRBuilder<> B(R.Call->getNextNode());
  Constant *Name = B.CreateGlobalString(Kernel, "", 0, &M);
  SmallVector<Value *, 10> Args(R.Call->args());
  Args[1] = Stub;
  Args[2] = Args[3] = Name;
  B.CreateCall(R.Call->getFunctionType(), R.Call->getCalledOperand(), Args);
  return Stub;
}

/// One launch per stub, in order; the first error wins.
void StubRewriter::rewriteLaunch(CallInst &Launch, ArrayRef<Function *> Stubs) {
  IRBuilder<> B(&Launch);
  Value *Result = nullptr;
  for (Function *Stub : Stubs) {
    auto *C = cast<CallInst>(Launch.clone());
    C->setArgOperand(0, Stub);
    B.Insert(C);
    Result = Result ? B.CreateSelect(B.CreateICmpNE(Result, B.getInt32(0)),
                                     Result, C)
                    : C;
  }
  Launch.replaceAllUsesWith(Result);
  Launch.eraseFromParent();
  ++NumLaunches;
}

bool StubRewriter::run() {
  SmallVector<CallInst *, 4> Launches;
  SmallVector<std::string, 2> Other;
  for (User *U : R.Stub->users()) {
    auto *CI = dyn_cast<CallInst>(U);
    if (CI && isLaunch(*CI, *R.Stub) &&
        CI->getFunctionType()->getReturnType()->isIntegerTy(32))
      Launches.push_back(CI);
    else if (CI && CI->getCalledFunction() == R.Stub)
      continue; // kernel<<<...>>>(...) calls the stub: it launches inside.
    else if (U != R.Call)
      Other.push_back(isa<Instruction>(U)
                          ? cast<Instruction>(U)->getFunction()->getName().str()
                          : std::string("a constant"));
  }
  for (const std::string &Where : Other)
    diagnose(M,
             "branch-split-host: a use of kernel " + P.Kernel +
                 "'s address in " + Where +
                 " (a cooperative launch, an attribute query, a function "
                 "pointer) is not rewritten: it keeps the original kernel",
             DS_Warning);
  if (Launches.empty()) {
    diagnose(M,
             "branch-split-host: no cudaLaunchKernel of kernel " + P.Kernel +
                 " found: its launches keep the original kernel",
             DS_Warning);
    return false;
  }
  SmallVector<Function *, 2> Stubs;
  for (const std::string &K : P.Launch)
    Stubs.push_back(registerStub(K));
  for (CallInst *CI : Launches)
    rewriteLaunch(*CI, Stubs);
  ++NumRewritten;
  OptimizationRemarkEmitter ORE(R.Stub);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "LaunchPlan", R.Stub)
           << "kernel " << ore::NV("Kernel", P.Kernel) << " launches "
           << join(P.Launch, ", ") << " ("
           << ore::NV("Sites", unsigned(Launches.size())) << " launch site(s))";
  });
  return true;
}

} // namespace

PreservedAnalyses LaunchStubRewritePass::run(Module &M,
                                             ModuleAnalysisManager &) {
  if (PlansFile.empty() || isGPUModule(M))
    return PreservedAnalyses::all();
  Expected<std::map<std::string, NamedLaunchPlan>> Plans =
      readAgreedLaunchPlans(PlansFile, M.getSourceFileName());
  if (!Plans) {
    diagnose(M, "branch-split-host: " + toString(Plans.takeError()), DS_Error);
    return PreservedAnalyses::all();
  }
  std::map<std::string, Registration> Regs = findRegistrations(M);
  bool Changed = false;
  for (const auto &[Kernel, Plan] : *Plans) {
    auto It = Regs.find(Kernel);
    if (It == Regs.end()) {
      diagnose(M,
               "branch-split-host: kernel " + Kernel +
                   " is not registered in this host module (no "
                   "__cudaRegisterFunction): its launches are not rewritten",
               DS_Warning);
      continue;
    }
    Changed |= StubRewriter(M, Plan, It->second).run();
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
