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
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/Occupancy.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
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
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const BasicBlock &BB : F) {
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

/// PTX for \p M with \p Kernel as the only entry.
Expected<std::string> emitPTX(const Module &M, StringRef Kernel) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  std::unique_ptr<Module> C = CloneModule(M);
  Triple T("nvptx64-nvidia-cuda");
  std::string Err;
  const Target *Tgt = TargetRegistry::lookupTarget(T, Err);
  if (!Tgt)
    return createStringError(inconvertibleErrorCode(), "no NVPTX target");
  std::unique_ptr<TargetMachine> TM(Tgt->createTargetMachine(
      T, "sm_90", "+ptx80", TargetOptions(), std::nullopt));
  if (!TM)
    return createStringError(inconvertibleErrorCode(), "no NVPTX machine");
  C->setTargetTriple(T);
  C->setDataLayout(TM->createDataLayout());
  if (Function *K = C->getFunction(Kernel))
    K->setCallingConv(CallingConv::PTX_Kernel);
  SmallString<0> PTX;
  raw_svector_ostream OS(PTX);
  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return createStringError(inconvertibleErrorCode(), "cannot emit PTX");
  PM.run(*C);
  return std::string(PTX.str());
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
  if (!PtxasPath.empty()) {
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
