//===- RegisterUsage.cpp - Registers per thread for occupancy -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Registers per thread of a kernel: `ptxas -v -arch=sm_90` on the PTX the
/// NVPTX backend emits (the count the CUDA toolkit would use), or, without
/// ptxas, an estimate from the largest set of simultaneously live SSA values
/// (documented at estimateRegisters in Occupancy.h). The estimate ignores
/// what instruction selection and scheduling add or remove (address
/// arithmetic, rematerialization), so it is a lower-bound flavoured guess;
/// test/Analysis/occupancy-ptxas.test measures it against ptxas.
///
/// An amdgcn module is compiled by the AMDGPU backend (when the LLVM in use
/// has it) and its count is the kernel's `.vgpr_count` in the code object
/// metadata the backend prints. Code generation only ever sees modules
/// whose target intrinsics belong to that backend (NVPTX: llvm.nvvm.*,
/// AMDGPU: llvm.amdgcn.*), and runs in a CrashRecoveryContext, so that a
/// module the backend cannot select falls back to the estimate instead of
/// aborting the tool.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/Occupancy.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace lockstep;

namespace {

/// 32-bit registers one value of type \p Ty occupies.
unsigned regsOf(const Type *Ty) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return VT->getNumElements() * regsOf(VT->getElementType());
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    unsigned N = 0;
    for (const Type *E : ST->elements())
      N += regsOf(E);
    return N;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return unsigned(AT->getNumElements()) * regsOf(AT->getElementType());
  if (Ty->isPointerTy())
    return 2;
  if (Ty->isIntegerTy(1) || Ty->isVoidTy() || Ty->isLabelTy())
    return 0;
  unsigned Bits = Ty->getPrimitiveSizeInBits().getFixedValue();
  return (Bits + 31) / 32;
}

bool tracked(const Value *V) {
  return (isa<Instruction>(V) || isa<Argument>(V)) && regsOf(V->getType());
}

using LiveSet = DenseSet<const Value *>;

unsigned weight(const LiveSet &S) {
  unsigned N = 0;
  for (const Value *V : S)
    N += regsOf(V->getType());
  return N;
}

/// Values live out of \p BB given the live-in sets \p In of its
/// successors: their live-ins that are not their own PHIs, plus the values
/// their PHIs take along the edge from \p BB.
LiveSet liveOut(const BasicBlock &BB,
                DenseMap<const BasicBlock *, LiveSet> &In) {
  LiveSet Live;
  for (const BasicBlock *S : successors(&BB)) {
    for (const Value *V : In[S])
      if (!isa<PHINode>(V) || cast<PHINode>(V)->getParent() != S)
        Live.insert(V);
    for (const PHINode &P : S->phis())
      if (tracked(P.getIncomingValueForBlock(&BB)))
        Live.insert(P.getIncomingValueForBlock(&BB));
  }
  return Live;
}

/// Live-in sets of every block by backward data flow to a fixed point.
DenseMap<const BasicBlock *, LiveSet> liveIns(const Function &F) {
  DenseMap<const BasicBlock *, LiveSet> In;
  // Backward data flow: successors before predecessors (post-order), so
  // that liveness crosses a chain of blocks in one sweep rather than one
  // block per sweep (quadratic on 1,000 diamonds); then the blocks the
  // entry does not reach.
  std::vector<const BasicBlock *> Order;
  SmallPtrSet<const BasicBlock *, 32> Reached;
  for (const BasicBlock *BB : post_order(&F.getEntryBlock())) {
    Order.push_back(BB);
    Reached.insert(BB);
  }
  for (const BasicBlock &BB : F)
    if (!Reached.count(&BB))
      Order.push_back(&BB);
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const BasicBlock *BBP : Order) {
      const BasicBlock &BB = *BBP;
      LiveSet Live = liveOut(BB, In);
      for (auto I = BB.rbegin(); I != BB.rend(); ++I) {
        Live.erase(&*I);
        if (isa<PHINode>(*I))
          continue;
        for (const Value *Op : I->operands())
          if (tracked(Op))
            Live.insert(Op);
      }
      for (const PHINode &P : BB.phis())
        Live.insert(&P);
      if (Live.size() != In[&BB].size()) {
        In[&BB] = std::move(Live);
        Changed = true;
      }
    }
  }
  return In;
}

/// Maximum live registers over the program points of \p F.
unsigned maxLive(const Function &F) {
  DenseMap<const BasicBlock *, LiveSet> In = liveIns(F);
  unsigned Max = 0;
  for (const BasicBlock &BB : F) {
    LiveSet Live = liveOut(BB, In);
    Max = std::max(Max, weight(Live));
    for (auto I = BB.rbegin(); I != BB.rend(); ++I) {
      Live.erase(&*I);
      if (!isa<PHINode>(*I))
        for (const Value *Op : I->operands())
          if (tracked(Op))
            Live.insert(Op);
      Max = std::max(Max, weight(Live) + regsOf(I->getType()));
    }
  }
  return Max;
}

unsigned estimateWithCallees(const Function &F,
                             SmallPtrSetImpl<const Function *> &Seen) {
  if (F.isDeclaration() || !Seen.insert(&F).second)
    return 0;
  unsigned Callee = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *G = CB->getCalledFunction())
          Callee = std::max(Callee, estimateWithCallees(*G, Seen));
  return maxLive(F) + Callee;
}

/// True when every target intrinsic \p M calls has prefix \p Prefix: the
/// only modules handed to that target's code generator, which aborts on an
/// intrinsic it cannot select.
bool onlyTargetIntrinsics(const Module &M, StringRef Prefix) {
  for (const Function &F : M)
    if (F.isIntrinsic() && F.isTargetIntrinsic() &&
        !F.getName().starts_with(Prefix))
      return false;
  return true;
}

/// Keeps the first error the code generator reports through the context
/// (an operation it cannot lower, e.g. "no libcall available for flog2")
/// and drops every other diagnostic: the context's own handler would print
/// the error and exit.
struct CodeGenDiagnostics : DiagnosticHandler {
  std::string &FirstError;
  explicit CodeGenDiagnostics(std::string &FirstError)
      : FirstError(FirstError) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error && FirstError.empty()) {
      raw_string_ostream OS(FirstError);
      DiagnosticPrinterRawOStream DP(OS);
      DI.print(DP);
    }
    return true;
  }
};

/// Runs \p PM on \p C in a crash recovery context: a fatal error of the
/// code generator (an input it cannot select that got past
/// onlyTargetIntrinsics) or an error it reports through the context becomes
/// an Error, not an exit or an abort of the tool.
Error runCodeGen(legacy::PassManager &PM, Module &C) {
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  LLVMContext &Ctx = C.getContext();
  std::string FirstError;
  std::unique_ptr<DiagnosticHandler> Saved = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(std::make_unique<CodeGenDiagnostics>(FirstError));
  bool Ran = CRC.RunSafely([&] { PM.run(C); });
  Ctx.setDiagnosticHandler(std::move(Saved));
  if (!Ran)
    return createStringError(inconvertibleErrorCode(),
                             "code generation failed");
  if (!FirstError.empty())
    return createStringError(inconvertibleErrorCode(),
                             "code generation failed: " + FirstError);
  return Error::success();
}

/// Assembly for a copy of \p M retargeted to \p T (CPU \p CPU, features
/// \p Features), with \p Kernel given calling convention \p CC when set.
Expected<std::string> emitAssembly(const Module &M, StringRef Kernel,
                                   const Triple &T, StringRef CPU,
                                   StringRef Features,
                                   std::optional<CallingConv::ID> CC) {
  std::string Err;
  const Target *Tgt = TargetRegistry::lookupTarget(T, Err);
  if (!Tgt)
    return createStringError(inconvertibleErrorCode(), Err);
  std::unique_ptr<TargetMachine> TM(Tgt->createTargetMachine(
      T, CPU, Features, TargetOptions(), std::nullopt));
  if (!TM)
    return createStringError(inconvertibleErrorCode(), "no target machine");
  std::unique_ptr<Module> C = CloneModule(M);
  C->setTargetTriple(T);
  C->setDataLayout(TM->createDataLayout());
  if (Function *K = C->getFunction(Kernel); K && CC)
    K->setCallingConv(*CC);
  SmallString<0> Asm;
  raw_svector_ostream OS(Asm);
  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return createStringError(inconvertibleErrorCode(), "cannot emit assembly");
  if (Error E = runCodeGen(PM, *C))
    return E;
  return std::string(Asm.str());
}

/// PTX for \p M with \p Kernel as the only entry.
Expected<std::string> emitPTX(const Module &M, StringRef Kernel) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  if (!onlyTargetIntrinsics(M, "llvm.nvvm."))
    return createStringError(inconvertibleErrorCode(),
                             "intrinsics of another target");
  // The NVPTX backend cannot select indirect branches ("Cannot select:
  // brind", printed before the crash recovery steps in): not worth trying.
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      if (isa<IndirectBrInst>(BB.getTerminator()))
        return createStringError(inconvertibleErrorCode(), "indirect branches");
  return emitAssembly(M, Kernel, Triple("nvptx64-nvidia-cuda"), "sm_90",
                      "+ptx80", CallingConv::PTX_Kernel);
}

/// Registers the AMDGPU backend when this LLVM was built with it (the
/// target list of llvm/Config/Targets.def); false otherwise.
bool initAMDGPU() {
  bool Found = false;
#define LLVM_TARGET(T)                                                         \
  if (StringRef(#T) == "AMDGPU") {                                             \
    LLVMInitialize##T##TargetInfo();                                           \
    LLVMInitialize##T##Target();                                               \
    LLVMInitialize##T##TargetMC();                                             \
    Found = true;                                                              \
  }
#include "llvm/Config/Targets.def"
#define LLVM_ASM_PRINTER(T)                                                    \
  if (StringRef(#T) == "AMDGPU")                                               \
    LLVMInitialize##T##AsmPrinter();
#include "llvm/Config/AsmPrinters.def"
  return Found;
}

/// VGPRs of \p Kernel of amdgcn module \p M from the AMDGPU backend.
Expected<unsigned> amdgpuRegisters(const Module &M, StringRef Kernel) {
  if (!initAMDGPU())
    return createStringError(inconvertibleErrorCode(), "no AMDGPU target");
  if (!onlyTargetIntrinsics(M, "llvm.amdgcn."))
    return createStringError(inconvertibleErrorCode(),
                             "intrinsics of another target");
  Expected<std::string> Asm =
      emitAssembly(M, Kernel, M.getTargetTriple(), "", "", std::nullopt);
  if (!Asm)
    return Asm.takeError();
  return parseAMDGPURegisters(*Asm, Kernel);
}

Expected<unsigned> runPtxas(StringRef Ptxas, StringRef PTX, StringRef Kernel) {
  SmallString<128> In, Out, Log;
  if (std::error_code EC = sys::fs::createTemporaryFile("lockstep", "ptx", In))
    return errorCodeToError(EC);
  sys::fs::createTemporaryFile("lockstep", "cubin", Out);
  sys::fs::createTemporaryFile("lockstep", "log", Log);
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    if (EC)
      return errorCodeToError(EC);
    OS << PTX;
  }
  StringRef Args[] = {Ptxas, "-v", "-arch=sm_90", In, "-o", Out};
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  int RC = sys::ExecuteAndWait(Ptxas, Args, std::nullopt, Redirects, 60);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Log);
  for (StringRef P : {StringRef(In), StringRef(Out), StringRef(Log)})
    sys::fs::remove(P);
  if (RC != 0 || !Text)
    return createStringError(inconvertibleErrorCode(), "ptxas failed");
  return parsePtxasRegisters((*Text)->getBuffer(), Kernel);
}

} // namespace

unsigned lockstep::estimateRegisters(const Function &F) {
  SmallPtrSet<const Function *, 8> Seen;
  return estimateWithCallees(F, Seen) + 2;
}

Expected<unsigned> lockstep::parsePtxasRegisters(StringRef Output,
                                                 StringRef Kernel) {
  bool InKernel = false;
  SmallVector<StringRef, 32> Lines;
  Output.split(Lines, '\n');
  for (StringRef L : Lines) {
    if (L.contains("Compiling entry function"))
      InKernel = L.contains(("'" + Kernel + "'").str());
    size_t At = L.find("Used ");
    if (!InKernel || At == StringRef::npos || !L.contains(" registers"))
      continue;
    unsigned N;
    if (!L.substr(At + 5).take_while(isDigit).getAsInteger(10, N))
      return N;
  }
  return createStringError(inconvertibleErrorCode(),
                           "no register count for '" + Kernel +
                               "' in the ptxas output");
}

Expected<unsigned> lockstep::parseAMDGPURegisters(StringRef Asm,
                                                  StringRef Kernel) {
  // amdhsa.kernels is a YAML list of maps, one per kernel: "  - .key: v"
  // starts an entry, "    .key: v" continues it.
  SmallVector<StringRef, 64> Lines;
  Asm.split(Lines, '\n');
  bool InKernels = false, IsKernel = false;
  int64_t Vgprs = -1;
  for (StringRef L : Lines) {
    if (L.trim() == "amdhsa.kernels:")
      InKernels = true;
    if (!InKernels)
      continue;
    if (L.starts_with("  - ")) {
      if (IsKernel && Vgprs >= 0)
        return unsigned(Vgprs);
      IsKernel = false;
      Vgprs = -1;
    } else if (!L.starts_with("    ")) {
      continue;
    }
    auto [Key, Value] = L.drop_front(4).split(':');
    Key = Key.trim();
    Value = Value.trim();
    unsigned N;
    if (Key == ".name")
      IsKernel = Value == Kernel;
    else if (Key == ".vgpr_count" && !Value.getAsInteger(10, N))
      Vgprs = N;
  }
  if (IsKernel && Vgprs >= 0)
    return unsigned(Vgprs);
  return createStringError(inconvertibleErrorCode(),
                           "no .vgpr_count for '" + Kernel +
                               "' in the AMDGPU metadata");
}

std::string lockstep::findPtxas() {
  if (sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
    return "/usr/local/cuda/bin/ptxas";
  if (ErrorOr<std::string> P = sys::findProgramByName("ptxas"))
    return *P;
  return "";
}

RegisterCount lockstep::countRegisters(const Module &M, StringRef Kernel,
                                       StringRef PtxasPath) {
  const Function *F = M.getFunction(Kernel);
  if (!F)
    return {0, "estimate"};
  Triple T(M.getTargetTriple());
  if (T.isAMDGCN()) {
    Expected<unsigned> N = amdgpuRegisters(M, Kernel);
    if (N)
      return {*N, "amdgpu"};
    consumeError(N.takeError());
  } else if (!PtxasPath.empty()) {
    Expected<std::string> PTX = emitPTX(M, Kernel);
    if (PTX) {
      Expected<unsigned> N = runPtxas(PtxasPath, *PTX, Kernel);
      if (N)
        return {*N, "ptxas"};
      consumeError(N.takeError());
    } else {
      consumeError(PTX.takeError());
    }
  }
  return {std::min(estimateRegisters(*F), 255u), "estimate"};
}
