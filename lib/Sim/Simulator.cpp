//===- Simulator.cpp - Launch a kernel over a grid ------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// runKernel: finds the kernel, checks the launch spec against its
/// parameters, lays out memory (module globals, shared, local, buffers)
/// within the memory budget, decodes, then runs thread blocks in linear
/// ctaid order (timing off) or lets the SM timing model interleave them
/// (lib/Sim/Timing). Without timing, warps of a block run round-robin for a
/// fixed quantum. Either way a warp at __syncthreads waits until every warp
/// of the block that has not exited waits at the same barrier (exited
/// threads do not count, as for bar.sync on sm_70 and later): both loops
/// read and update the one warp state machine of WarpState.h, whose
/// blockWait and releaseBarrier decide and do the release. Warps waiting at
/// different barrier instructions are a fault, as is a barrier reached by
/// part of a warp. Occupancy (lib/Analysis/Occupancy.h) is computed for every
/// launch.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/Simulator.h"

#include "AMDGPU.h"
#include "Decoder.h"
#include "Executor.h"
#include "Memory.h"
#include "Reconvergence.h"
#include "SpecBinding.h"
#include "Timing/SMTiming.h"
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/Occupancy.h"
#include "lockstep/Support/GPUModule.h"
#include "lockstep/Support/LaunchPlan.h"
#include "lockstep/Support/SourceLocations.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

constexpr uint64_t Quantum = 1000;

Error inputError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string baseName(StringRef Mangled) {
  ItaniumPartialDemangler D;
  std::string Str = Mangled.str(); // Must outlive D.
  if (D.partialDemangle(Str.c_str()))
    return Str;
  size_t N = 0;
  char *Buf = D.getFunctionBaseName(nullptr, &N);
  std::string S = Buf ? std::string(Buf) : Mangled.str();
  std::free(Buf);
  return S;
}

/// "name one of its kernels: a, b" (demangled base names), or what to do
/// without any.
std::string kernelList(const Module &M) {
  std::vector<std::string> Names;
  for (const Function &F : M)
    if (!F.isDeclaration() && isGPUKernel(F))
      Names.push_back(baseName(F.getName()));
  if (Names.empty())
    return "the module defines no kernel (ptx_kernel or amdgpu_kernel "
           "function): compile the file that defines the __global__ function";
  std::string S = "name one of its kernels: ";
  for (size_t I = 0; I < Names.size(); ++I)
    S += (I ? ", " : "") + Names[I];
  return S;
}

Expected<const Function *> findKernel(const Module &M, StringRef Name) {
  if (const Function *F = M.getFunction(Name))
    if (!F->isDeclaration())
      return F;
  std::vector<const Function *> Matches;
  for (const Function &F : M)
    if (!F.isDeclaration() && baseName(F.getName()) == Name)
      Matches.push_back(&F);
  if (Matches.size() > 1) {
    // Prefer kernels over device functions of the same name.
    std::vector<const Function *> Kernels;
    for (const Function *F : Matches)
      if (isGPUKernel(*F))
        Kernels.push_back(F);
    if (Kernels.size() == 1)
      return Kernels[0];
    std::string List;
    for (const Function *F : Matches)
      List += (List.empty() ? "" : ", ") + F->getName().str();
    return inputError("kernel name '" + Name + "' is ambiguous: " + List +
                      "; give the full symbol as \"kernel\"");
  }
  if (Matches.empty())
    return inputError("no kernel named '" + Name + "' in the module; " +
                      kernelList(M));
  return Matches[0];
}

/// How the spec gives a parameter of type \p Ty.
std::string specFormFor(Type *Ty) {
  if (Ty->isPointerTy())
    return "a buffer ({\"buffer\": \"<type>\", \"count\": N})";
  if (Ty->isFloatTy())
    return "{\"scalar\": \"f32\"}";
  if (Ty->isDoubleTy())
    return "{\"scalar\": \"f64\"}";
  if (Ty->isIntegerTy(8) || Ty->isIntegerTy(16) || Ty->isIntegerTy(32) ||
      Ty->isIntegerTy(64))
    return "{\"scalar\": \"i" + std::to_string(Ty->getIntegerBitWidth()) +
           "\"}";
  return "nothing the launch spec supports";
}

/// "(data: ptr, n: i32)": the parameters of \p K, for messages.
std::string parameterList(const Function &K) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "(";
  for (const Argument &A : K.args()) {
    OS << (A.getArgNo() ? ", " : "");
    if (byValueType(A))
      OS << "struct by value";
    else
      A.getType()->print(OS);
  }
  OS << ")";
  return S;
}

/// 'name' for a plain symbol, 'base' (symbol) for a mangled one: the name
/// the user wrote in the source, and the symbol the module has.
std::string kernelLabel(const Function &K) {
  std::string Base = baseName(K.getName());
  if (Base == K.getName())
    return "'" + Base + "'";
  return "'" + Base + "' (" + K.getName().str() + ")";
}

Error checkArgs(const Function &K, const LaunchSpec &Spec) {
  if (K.arg_size() != Spec.Args.size())
    return inputError(formatv("launch spec: args: kernel {0} has {1} "
                              "parameters but the spec gives {2}; give one "
                              "argument per parameter {3}",
                              kernelLabel(K), K.arg_size(), Spec.Args.size(),
                              parameterList(K)));
  for (unsigned I = 0; I < K.arg_size(); ++I) {
    const ArgSpec &A = Spec.Args[I];
    Type *Ty = K.getArg(I)->getType();
    std::string Key = formatv("launch spec: args[{0}] ('{1}')", I, A.Name);
    const Argument *Arg = K.getArg(I);
    Type *ByValue = byValueType(*Arg);
    if (ByValue && !A.IsStruct)
      return inputError(
          Key + ": kernel parameter " + Twine(I) +
          " is a struct passed by value, " +
          describeStructLayout(ByValue, K.getParent()->getDataLayout()) +
          "; give it as {\"struct\": [{\"<type>\": value}, ...]} with one "
          "value per field, or as {\"bytes\": [...]}");
    if (A.IsStruct && !ByValue)
      return inputError(
          Key + ": the spec gives a struct but kernel parameter " + Twine(I) +
          " is not passed by value (byval or byref); give a "
          "buffer or a scalar");
    if (A.IsStruct)
      continue;
    bool Ok;
    if (A.IsBuffer)
      Ok = Ty->isPointerTy() && !ByValue;
    else if (isFloatElem(A.Type))
      Ok = A.Type == ElemType::F32 ? Ty->isFloatTy() : Ty->isDoubleTy();
    else
      Ok = Ty->isIntegerTy(elemSize(A.Type) * 8);
    if (!Ok) {
      std::string TyStr;
      raw_string_ostream OS(TyStr);
      Ty->print(OS);
      return inputError(Key + ": kernel parameter " + Twine(I) + " has type " +
                        TyStr + " but the spec gives a " +
                        (A.IsBuffer ? "buffer" : "scalar") + " of " +
                        elemTypeName(A.Type) + "; give " + specFormFor(Ty));
    }
  }
  return Error::success();
}

/// Lays out module globals: shared variables, constant and global regions.
Error layoutGlobals(const Module &M, MemorySystem &Mem, GlobalAddressMap &Map,
                    uint64_t DynamicShared) {
  const DataLayout &DL = M.getDataLayout();
  std::vector<const GlobalVariable *> DynShared;
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getName().starts_with("llvm."))
      continue;
    uint64_t Size = DL.getTypeAllocSize(GV.getValueType());
    unsigned AS = GV.getAddressSpace();
    if (AS == unsigned(AddrSpace::Shared)) {
      if (Size == 0 || GV.isDeclaration()) {
        DynShared.push_back(&GV);
        continue;
      }
      Map[&GV] = makeAddress(AddrSpace::Shared,
                             Mem.addShared(GV.getName().str(), Size,
                                           GV.getAlign().valueOrOne().value()));
      continue;
    }
    AddrSpace S = AS == unsigned(AddrSpace::Constant) ? AddrSpace::Constant
                                                      : AddrSpace::Global;
    unsigned Idx = Mem.addRegion(S, GV.getName().str(), Size, 1, false);
    Map[&GV] = makeAddress(S, Mem.region(S, Idx).Base);
  }
  Mem.finishShared(DynamicShared);
  for (const GlobalVariable *GV : DynShared)
    Map[GV] = makeAddress(AddrSpace::Shared, Mem.dynamicSharedOffset());
  return Error::success();
}

Error initGlobals(const Module &M, MemorySystem &Mem,
                  const GlobalAddressMap &Map) {
  const DataLayout &DL = M.getDataLayout();
  for (const GlobalVariable &GV : M.globals()) {
    auto It = Map.find(&GV);
    if (It == Map.end() || !GV.hasInitializer() ||
        spaceOf(It->second) == unsigned(AddrSpace::Shared))
      continue;
    AddrSpace S = AddrSpace(spaceOf(It->second));
    uint8_t *P = Mem.translate(It->second, 1, S);
    if (!P) // Zero-sized global.
      continue;
    if (Error E = writeConstant(GV.getInitializer(), P, DL, Map))
      return inputError("initializer of '" + GV.getName() +
                        "': " + toString(std::move(E)));
  }
  return Error::success();
}

/// Budget check that names the parts of the footprint.
Error checkBudget(uint64_t Buffers, uint64_t Globals, uint64_t Shared,
                  uint64_t Local, uint64_t Registers, uint64_t Budget) {
  uint64_t Total = Buffers + Globals + Shared + Local + Registers;
  if (Total <= Budget)
    return Error::success();
  return inputError(formatv(
      "launch needs {0} bytes (buffers {1}, globals {2}, shared {3}, local "
      "{4}, registers {5}) but the memory budget is {6} bytes "
      "(--memory-budget)",
      Total, Buffers, Globals, Shared, Local, Registers, Budget));
}

class Launch : public BlockHost {
public:
  Launch(const Module &M, const LaunchSpec &Spec, const SimOptions &Opts)
      : M(M), Spec(Spec), Opts(Opts) {}
  Expected<RunResult> run();

private:
  Error prepare(const Function &K);
  Error addStructArg(const ArgSpec &A, const Argument &Arg);
  Expected<unsigned> addBuffer(const ArgSpec &A);
  uint64_t bufferAddress(StringRef Name);
  Error applyGlobalSpecs();
  void addAMDGPURecords();
  Error computeOccupancy(const Function &K, Metrics &S);
  void setContext(Executor &X) const;
  void runBlocks(Executor &X, RunResult &R);
  void runTimed(Executor &X, RunResult &R);
  unsigned residentSlots() const;
  bool runBlock(Executor &X, std::vector<Warp> &Warps);
  void startBlock(uint64_t Linear, MutableArrayRef<Warp> Warps) override;
  void finishBlock(ArrayRef<Warp> Warps) override;
  std::string faultMessage(const Executor &X, const Warp *W) const;
  void finishMetrics(Executor &X, Metrics &S) const;
  void finishDivergence(const Executor &X, DivergenceProfile &P) const;
  std::optional<BlockMix> blockMix(const BranchCounters &BC,
                                   unsigned WarpsPerBlock) const;

  const Module &M;
  const LaunchSpec &Spec;
  SimOptions Opts; ///< A copy: run() settles WarpSize 0.
  MemorySystem Mem;
  GlobalAddressMap Globals;
  DecodedModule DM;
  std::vector<unsigned> BufferRegion; ///< Region per arg (buffers only).
  std::vector<uint64_t> ArgBits;
  std::vector<uint64_t> GlobalSpecAddr;   ///< Address per "globals" entry.
  std::vector<unsigned> StandaloneRegion; ///< Region per "buffers" entry.
  uint64_t ImplicitArgs = 0, DispatchPacket = 0; ///< amdgcn records.
  const Function *Kernel = nullptr;
  const Warp *FaultWarp = nullptr;
  Executor *X = nullptr;
  RunResult *Result = nullptr;
  Occupancy Occ;
  const GPUMachine *Machine = &GPUMachine::h100();
};

Error Launch::prepare(const Function &K) {
  const DataLayout &DL = M.getDataLayout();
  uint64_t Buffers = 0, GlobalBytes = 0, SharedBytes = Spec.DynamicSharedBytes;
  for (const ArgSpec &A : Spec.Args)
    if (A.IsBuffer)
      Buffers += A.Count * elemSize(A.Type);
  for (const ArgSpec &A : Spec.Buffers)
    Buffers += A.Count * elemSize(A.Type);
  for (const GlobalVariable &GV : M.globals())
    (GV.getAddressSpace() == unsigned(AddrSpace::Shared) ? SharedBytes
                                                         : GlobalBytes) +=
        DL.getTypeAllocSize(GV.getValueType());
  if (Error E = checkBudget(Buffers, GlobalBytes, SharedBytes, 0, 0,
                            Opts.MemoryBudgetBytes))
    return E;
  if (Error E = layoutGlobals(M, Mem, Globals, Spec.DynamicSharedBytes))
    return E;
  Expected<DecodedModule> D = decodeKernel(K, Globals, Opts.WarpSize);
  if (!D)
    return D.takeError();
  DM = std::move(*D);
  uint64_t Threads = Spec.threadsPerBlock();
  uint64_t Stride = alignTo(DM.Funcs[0].StackBytes, 16);
  uint64_t Regs = 0;
  for (const DecodedFunction &F : DM.Funcs)
    Regs = std::max<uint64_t>(Regs, F.NumRows);
  // Register files (with room for call frames) and per-warp state.
  uint64_t NumWarps = (Threads + Opts.WarpSize - 1) / Opts.WarpSize;
  Regs = Regs * NumWarps * Opts.WarpSize * 8 * 2 + NumWarps * sizeof(Warp);
  // The timing model keeps shared memory, thread stacks and register files
  // for every block resident on an SM at once.
  uint64_t Slots = residentSlots();
  if (Error E = checkBudget(Buffers, GlobalBytes, Mem.sharedBytes() * Slots,
                            Threads * Stride * Slots, Regs * Slots,
                            Opts.MemoryBudgetBytes))
    return E;
  Mem.setLocal(Stride, Threads);
  for (const ArgSpec &B : Spec.Buffers) {
    Expected<unsigned> Idx = addBuffer(B);
    if (!Idx)
      return Idx.takeError();
    StandaloneRegion.push_back(*Idx);
  }
  for (unsigned I = 0; I < Spec.Args.size(); ++I) {
    const ArgSpec &A = Spec.Args[I];
    if (A.IsStruct) {
      if (Error E = addStructArg(A, *K.getArg(I)))
        return E;
      continue;
    }
    if (!A.IsBuffer) {
      BufferRegion.push_back(~0u);
      ArgBits.push_back(scalarBits(A));
      continue;
    }
    Expected<unsigned> Idx = addBuffer(A);
    if (!Idx)
      return Idx.takeError();
    BufferRegion.push_back(*Idx);
    ArgBits.push_back(makeAddress(AddrSpace::Global,
                                  Mem.region(AddrSpace::Global, *Idx).Base));
  }
  if (Error E = initGlobals(M, Mem, Globals))
    return E;
  addAMDGPURecords();
  return applyGlobalSpecs();
}

/// The read-only records llvm.amdgcn.implicitarg.ptr and dispatch.ptr point
/// at (AMDGPU.h), allocated only for modules that declare those intrinsics.
void Launch::addAMDGPURecords() {
  AMDGPULaunch L{Spec.Grid,
                 Spec.Block,
                 Spec.DynamicSharedBytes,
                 staticSharedBytes(M),
                 DM.Funcs[0].StackBytes,
                 amdgpuCodeObjectVersion(M)};
  auto Add = [&](StringRef Intrinsic, StringRef Name,
                 std::vector<uint8_t> Bytes) -> uint64_t {
    if (!M.getFunction(Intrinsic))
      return 0;
    unsigned Idx =
        Mem.addRegion(AddrSpace::Constant, Name.str(), Bytes.size(), 1, false);
    Mem.region(AddrSpace::Constant, Idx).Data = std::move(Bytes);
    return makeAddress(AddrSpace::Constant,
                       Mem.region(AddrSpace::Constant, Idx).Base);
  };
  ImplicitArgs = Add("llvm.amdgcn.implicitarg.ptr", "hidden kernel arguments",
                     implicitArgBytes(L));
  DispatchPacket = Add("llvm.amdgcn.dispatch.ptr", "dispatch packet",
                       dispatchPacketBytes(L));
}

/// A global region holding buffer \p A's initial contents; its index.
Expected<unsigned> Launch::addBuffer(const ArgSpec &A) {
  unsigned Idx =
      Mem.addRegion(AddrSpace::Global, A.Name, A.Count * elemSize(A.Type),
                    elemSize(A.Type), true);
  Expected<std::vector<uint8_t>> Bytes = materializeBuffer(A);
  if (!Bytes)
    return Bytes.takeError();
  Mem.region(AddrSpace::Global, Idx).Data = std::move(*Bytes);
  return Idx;
}

/// The address of the "buffers" entry \p Name (checked by the parser).
uint64_t Launch::bufferAddress(StringRef Name) {
  for (size_t I = 0; I < Spec.Buffers.size(); ++I)
    if (Spec.Buffers[I].Name == Name)
      return makeAddress(
          AddrSpace::Global,
          Mem.region(AddrSpace::Global, StandaloneRegion[I]).Base);
  return 0;
}

/// A by-value struct lives in a read-only constant region (kernel
/// parameters are in the read-only param space); the argument is its
/// address.
Error Launch::addStructArg(const ArgSpec &A, const Argument &Arg) {
  Expected<std::vector<uint8_t>> Bytes = structArgBytes(
      A, Arg, M.getDataLayout(),
      formatv("launch spec: args[{0}] ('{1}')", Arg.getArgNo(), A.Name).str(),
      [&](StringRef Name) { return bufferAddress(Name); });
  if (!Bytes)
    return Bytes.takeError();
  unsigned Idx =
      Mem.addRegion(AddrSpace::Constant, A.Name, Bytes->size(), 1, false);
  Mem.region(AddrSpace::Constant, Idx).Data = std::move(*Bytes);
  BufferRegion.push_back(~0u);
  ArgBits.push_back(makeAddress(AddrSpace::Constant,
                                Mem.region(AddrSpace::Constant, Idx).Base));
  return Error::success();
}

/// "globals": write each entry into its variable after the module's
/// initializers, as cudaMemcpyToSymbol before the launch would.
Error Launch::applyGlobalSpecs() {
  for (unsigned I = 0; I < Spec.Globals.size(); ++I) {
    const ArgSpec &G = Spec.Globals[I];
    Expected<const GlobalVariable *> GV = resolveGlobalSpec(
        M, G, formatv("launch spec: globals[{0}] ('{1}')", I, G.Name).str());
    if (!GV)
      return GV.takeError();
    Expected<std::vector<uint8_t>> Bytes = materializeGlobal(G);
    if (!Bytes)
      return Bytes.takeError();
    if (!G.PtrBuffer.empty()) { // A __device__ pointer to a buffer.
      uint64_t Addr = bufferAddress(G.PtrBuffer);
      std::memcpy(Bytes->data(), &Addr, 8);
    }
    AddrSpace S;
    uint8_t *P =
        Mem.translate(Globals.lookup(*GV) + G.Offset, Bytes->size(), S);
    if (P && !Bytes->empty())
      std::memcpy(P, Bytes->data(), Bytes->size());
    GlobalSpecAddr.push_back(Globals.lookup(*GV) + G.Offset);
  }
  return Error::success();
}

std::string Launch::faultMessage(const Executor &X, const Warp *W) const {
  std::string S;
  raw_string_ostream OS(S);
  OS << "kernel '" << Kernel->getName() << "' block (" << X.Ctx.CtaId[0] << ","
     << X.Ctx.CtaId[1] << "," << X.Ctx.CtaId[2] << ")";
  const FaultInfo &F = X.Fault;
  if (W) {
    const auto &T = W->Tid[F.Lane];
    OS << " thread (" << T[0] << "," << T[1] << "," << T[2] << ")";
  }
  OS << ": " << F.Message;
  if (F.HasInst && F.Func < DM.Funcs.size() &&
      F.Inst < DM.Funcs[F.Func].Source.size()) {
    const Instruction *I = DM.Funcs[F.Func].Source[F.Inst];
    std::string Text;
    raw_string_ostream TS(Text);
    I->print(TS);
    OS << " at '" << StringRef(Text).trim() << "' in '" << DM.Funcs[F.Func].Name
       << "'";
    if (const DILocation *Loc = I->getDebugLoc().get()) {
      OS << " (" << Loc->getFilename() << ":" << Loc->getLine();
      // Inlined code (atomicAdd, assert() from CUDA's wrapper headers):
      // also the line in the kernel's own code that called it.
      const DILocation *Outer = callerLocation(Loc);
      if (Outer != Loc && Outer->getLine())
        OS << ", inlined at " << Outer->getFilename() << ":"
           << Outer->getLine();
      OS << ")";
    }
  }
  return S;
}

bool Launch::runBlock(Executor &X, std::vector<Warp> &Warps) {
  for (;;) {
    for (Warp &W : Warps) {
      if (!W.State.ready())
        continue;
      if (X.runWarp(W, Quantum) == WarpStatus::Fault) {
        FaultWarp = &W;
        return false;
      }
    }
    switch (blockWait(Warps)) {
    case BlockWait::Running:
      continue;
    case BlockWait::Exited:
      return true;
    case BlockWait::Barrier:
      if (!releaseBarrier(Warps, X.Ctx.WarpSize, X.Fault, FaultWarp))
        return false;
    }
  }
}

void Launch::setContext(Executor &X) const {
  const unsigned WS = Opts.WarpSize;
  X.Ctx.Grid = Spec.Grid;
  X.Ctx.Block = Spec.Block;
  X.Ctx.WarpSize = WS;
  X.Ctx.WarpsPerBlock = unsigned((Spec.threadsPerBlock() + WS - 1) / WS);
  X.Ctx.ImplicitArgs = ImplicitArgs;
  X.Ctx.DispatchPacket = DispatchPacket;
}

/// Sets up the warps of linear block \p Linear (X->Ctx.CtaId already set).
void Launch::startBlock(uint64_t Linear, MutableArrayRef<Warp> Warps) {
  const unsigned WS = Opts.WarpSize;
  const uint64_t Threads = Spec.threadsPerBlock();
  for (unsigned WI = 0; WI < Warps.size(); ++WI) {
    Warp &W = Warps[WI];
    W.Index = WI;
    W.LinearBlock = Linear;
    W.FirstLane = WI * WS;
    unsigned Lanes = unsigned(std::min<uint64_t>(WS, Threads - WI * WS));
    W.Live = maskBits(Lanes);
    for (unsigned L = 0; L < Lanes; ++L) {
      uint64_t T = W.FirstLane + L;
      W.Tid[L] = {uint32_t(T % Spec.Block[0]),
                  uint32_t(T / Spec.Block[0] % Spec.Block[1]),
                  uint32_t(T / (uint64_t(Spec.Block[0]) * Spec.Block[1]))};
    }
    X->startWarp(W, ArgBits);
  }
  Result->Stats.ThreadBlocks++;
  Result->Stats.Warps += Warps.size();
}

void Launch::finishBlock(ArrayRef<Warp> Warps) {
  for (const Warp &W : Warps) { // Summed over warps, as Cycles is.
    Result->Stats.OracleCycles += X->oracleCycles(W);
    if (X->CollectBranches)
      X->foldBranchLanes(W);
  }
}

void Launch::runBlocks(Executor &X, RunResult &R) {
  std::vector<Warp> Warps(X.Ctx.WarpsPerBlock);
  uint64_t Linear = 0;
  for (uint32_t Z = 0; Z < Spec.Grid[2]; ++Z)
    for (uint32_t Y = 0; Y < Spec.Grid[1]; ++Y)
      for (uint32_t Xc = 0; Xc < Spec.Grid[0]; ++Xc) {
        X.Ctx.CtaId = {Xc, Y, Z};
        Mem.resetBlockMemory();
        startBlock(Linear++, Warps);
        bool Ok = runBlock(X, Warps);
        finishBlock(Warps);
        if (!Ok) {
          R.Fault = faultMessage(X, FaultWarp);
          return;
        }
      }
}

/// Blocks the simulator holds at once: one without timing, else the blocks
/// resident on an SM (SMs are simulated one after another).
unsigned Launch::residentSlots() const {
  if (!Opts.Timing)
    return 1;
  uint64_t Blocks = Spec.numBlocks();
  return unsigned(
      std::min<uint64_t>(Occ.BlocksPerSM, divideCeil(Blocks, Opts.SMs)));
}

/// The SM timing model: SM by SM, up to the occupancy's blocks resident.
void Launch::runTimed(Executor &X, RunResult &R) {
  uint64_t Blocks = Spec.numBlocks();
  TimingConfig C;
  C.SMs = Opts.SMs;
  parseWarpPolicy(Opts.Scheduler, C.Policy);
  C.WarpsPerBlock = X.Ctx.WarpsPerBlock;
  C.BlocksPerSM = residentSlots();
  C.Schedulers = Machine->Limits.WarpSchedulers;
  C.MaxWarpsPerSM = Machine->Limits.MaxWarpsPerSM;
  C.Machine = Machine;
  Mem.setBlockSlots(C.BlocksPerSM);
  SMTimingModel TM(X, Mem, DM, C, *this, R.Stats);
  for (unsigned SM = 0; SM < Opts.SMs && SM < Blocks; ++SM)
    if (!TM.runSM(SM, Blocks)) {
      R.Fault = faultMessage(X, TM.FaultWarp);
      break;
    }
  TM.finish();
}

Error Launch::computeOccupancy(const Function &K, Metrics &S) {
  RegisterCount Regs{Opts.Registers, "option"};
  if (!Regs.Registers)
    Regs = countRegisters(M, K.getName(), Opts.UsePtxas ? findPtxas() : "");
  S.RegistersPerThread = Regs.Registers;
  S.RegisterSource = Regs.Source;
  S.SharedBytesPerBlock = staticSharedBytes(M) + Spec.DynamicSharedBytes;
  uint64_t Threads = Spec.threadsPerBlock();
  Expected<Occupancy> O =
      lockstep::computeOccupancy({unsigned(std::min<uint64_t>(Threads, ~0u)),
                                  Regs.Registers, S.SharedBytesPerBlock},
                                 Machine->Limits);
  if (!O)
    return inputError("launch spec: " + toString(O.takeError()));
  Occ = *O;
  S.ResidentBlocksPerSM = Occ.BlocksPerSM;
  S.Occupancy = Occ.Fraction;
  S.OccupancyLimit = occupancyLimitName(Occ.Limit).str();
  return Error::success();
}

void Launch::finishMetrics(Executor &X, Metrics &S) const {
  auto C = [&](InstClass K) { return S.ByClass[unsigned(K)]; };
  S.WarpSize = Opts.WarpSize;
  for (unsigned K = unsigned(InstClass::IntAlu);
       K <= unsigned(InstClass::Address); ++K)
    S.Alu += S.ByClass[K];
  S.Alu += C(InstClass::Other);
  S.Branches = C(InstClass::Branch);
  S.Selects = C(InstClass::Select);
  S.Barriers = C(InstClass::Barrier);
  S.GlobalLoads = C(InstClass::LoadGlobal);
  S.GlobalStores = C(InstClass::StoreGlobal);
  S.SharedLoads = C(InstClass::LoadShared);
  S.SharedStores = C(InstClass::StoreShared);
  S.LocalLoads = C(InstClass::LoadLocal);
  S.LocalStores = C(InstClass::StoreLocal);
  S.ConstantLoads = C(InstClass::LoadConstant);
  S.Atomics = C(InstClass::AtomicGlobal) + C(InstClass::AtomicShared) +
              C(InstClass::AtomicGeneric);
  S.WarpVotes = C(InstClass::WarpVote);
  S.WarpShuffles = C(InstClass::WarpShuffle);
  S.Calls = C(InstClass::Call);
  if (!Opts.Profile)
    return;
  for (size_t F = 0; F < DM.Funcs.size(); ++F)
    for (size_t B = 0; B < DM.Funcs[F].Blocks.size(); ++B) {
      const BlockCounters &BC = X.Counters[F][B];
      if (!BC.Warp)
        continue;
      const DecodedBlock &DB = DM.Funcs[F].Blocks[B];
      S.Profile.push_back({DM.Funcs[F].Name, DB.Name, DB.Line, DB.File, BC.Warp,
                           BC.Thread, BC.Cycles});
    }
  // By cycles, ties in function and block order (a total order: sort is
  // deterministic).
  std::vector<std::pair<BlockProfile, size_t>> Order;
  for (size_t I = 0; I < S.Profile.size(); ++I)
    Order.push_back({std::move(S.Profile[I]), I});
  llvm::sort(Order, [](const auto &A, const auto &B) {
    return A.first.Cycles != B.first.Cycles ? A.first.Cycles > B.first.Cycles
                                            : A.second < B.second;
  });
  for (size_t I = 0; I < Order.size(); ++I)
    S.Profile[I] = std::move(Order[I].first);
}

/// The run-length coded block mix of \p BC's two-way branch over the whole
/// grid (blocks that never reached it have no warps there); none for a
/// grid over BlockMix::MaxBlocks or more than BlockMix::MaxRuns runs.
std::optional<BlockMix> Launch::blockMix(const BranchCounters &BC,
                                         unsigned WarpsPerBlock) const {
  uint64_t Blocks = Spec.numBlocks();
  if (BC.SuccessorLanes.size() != 2 || Blocks > BlockMix::MaxBlocks)
    return std::nullopt;
  BlockMix M;
  M.WarpsPerBlock = WarpsPerBlock;
  M.SMs = Opts.SMs;
  for (const BlockWarps &B : BC.PerBlock) {
    M.append(1, B);
    if (M.Runs.size() > BlockMix::MaxRuns)
      return std::nullopt;
  }
  M.append(Blocks - std::min<uint64_t>(Blocks, BC.PerBlock.size()), {});
  if (M.Runs.size() > BlockMix::MaxRuns)
    return std::nullopt;
  return M;
}

/// One record per conditional branch and switch, in function and block
/// order (blocks are decoded in function order).
void Launch::finishDivergence(const Executor &X, DivergenceProfile &P) const {
  for (size_t F = 0; F < DM.Funcs.size(); ++F) {
    size_t B = 0;
    for (const BasicBlock &BB : *DM.Funcs[F].F) {
      const BranchCounters &BC = X.Branches[F][B++];
      const Instruction *Term = BB.getTerminator();
      if (!Term || Term->getNumSuccessors() < 2 ||
          !(isa<BranchInst>(Term) || isa<SwitchInst>(Term)))
        continue;
      BranchRecord R;
      R.Key = BranchKey::of(*Term);
      R.Stats.Executions = BC.Executions;
      R.Stats.Splits = BC.Splits;
      R.Stats.Warps = BC.Warps;
      R.Stats.Lanes = BC.Lanes;
      R.Stats.LaneMax = BC.LaneMax;
      R.Stats.SuccessorLanes.assign(Term->getNumSuccessors(), 0);
      for (size_t K = 0; K < BC.SuccessorLanes.size(); ++K)
        R.Stats.SuccessorLanes[K] = BC.SuccessorLanes[K];
      R.Stats.Mix = blockMix(BC, X.Ctx.WarpsPerBlock);
      P.add(R);
    }
  }
}

Expected<RunResult> Launch::run() {
  if (Opts.WarpSize > 64)
    return inputError("--warp-size must be between 1 and 64");
  std::unique_ptr<ReconvergenceModel> RM = createReconvergenceModel(Opts.Model);
  if (!RM)
    return inputError("unknown reconvergence model '" + Opts.Model +
                      "' (available: " + reconvergenceModelNames() + ")");
  Expected<const Function *> K = findKernel(M, Spec.Kernel);
  if (!K)
    return K.takeError();
  Kernel = *K;
  Expected<unsigned> WS = kernelWarpSize(*Kernel, Opts.WarpSize);
  if (!WS)
    return inputError(toString(WS.takeError()));
  Opts.WarpSize = *WS;
  if (Error E = checkArgs(*Kernel, Spec))
    return E;
  if (Opts.SMs == 0)
    return inputError("--sms must be at least 1");
  Machine = GPUMachine::byName(Opts.GPU);
  if (!Machine)
    return inputError("unknown GPU '" + Opts.GPU +
                      "' (available: " + GPUMachine::presetNames() + ")");
  WarpPolicy Policy;
  if (!parseWarpPolicy(Opts.Scheduler, Policy))
    return inputError("unknown scheduler '" + Opts.Scheduler +
                      "' (available: gto, lrr)");
  RunResult R;
  if (Error E = computeOccupancy(*Kernel, R.Stats))
    return E;
  if (Error E = prepare(*Kernel))
    return E;
  Executor Exec(DM, Mem, *RM, R.Stats, Opts.MaxSteps, *Machine);
  Exec.CollectBranches = Opts.DivergenceProfile;
  X = &Exec;
  Result = &R;
  setContext(Exec);
  if (Opts.Timing)
    runTimed(Exec, R);
  else
    runBlocks(Exec, R);
  finishMetrics(Exec, R.Stats);
  R.Printf = std::move(Exec.PrintfLines);
  R.PrintfDropped = Exec.PrintfDropped;
  if (Opts.DivergenceProfile)
    finishDivergence(Exec, R.Divergence);
  for (size_t I = 0; I < Spec.Args.size(); ++I) {
    const ArgSpec &A = Spec.Args[I];
    if (!A.IsBuffer)
      continue;
    R.Buffers.push_back({A.Name, elemTypeName(A.Type).str(), A.Output,
                         Mem.region(AddrSpace::Global, BufferRegion[I]).Data});
  }
  for (size_t I = 0; I < Spec.Buffers.size(); ++I) {
    const ArgSpec &B = Spec.Buffers[I];
    R.Buffers.push_back(
        {B.Name, elemTypeName(B.Type).str(), B.Output,
         Mem.region(AddrSpace::Global, StandaloneRegion[I]).Data});
  }
  // Output globals are read back as cudaMemcpyFromSymbol would.
  for (size_t I = 0; I < Spec.Globals.size(); ++I) {
    const ArgSpec &G = Spec.Globals[I];
    if (!G.Output)
      continue;
    std::vector<uint8_t> Bytes(globalSpecBytes(G));
    AddrSpace S;
    if (const uint8_t *P = Mem.translate(GlobalSpecAddr[I], Bytes.size(), S))
      std::memcpy(Bytes.data(), P, Bytes.size());
    R.Buffers.push_back(
        {G.Name, elemTypeName(G.Type).str(), true, std::move(Bytes)});
  }
  return R;
}

/// Adds launch \p P of a plan to \p T (the rules are in Metrics.h).
void addLaunch(Metrics &T, const Metrics &P, StringRef Kernel) {
  auto Sum = [](uint64_t &A, uint64_t B) { A += B; };
  for (auto [A, B] : {std::pair{&T.ThreadBlocks, P.ThreadBlocks},
                      {&T.Warps, P.Warps},
                      {&T.WarpInstructions, P.WarpInstructions},
                      {&T.ThreadInstructions, P.ThreadInstructions},
                      {&T.Cycles, P.Cycles},
                      {&T.OracleCycles, P.OracleCycles},
                      {&T.Alu, P.Alu},
                      {&T.Branches, P.Branches},
                      {&T.Selects, P.Selects},
                      {&T.Barriers, P.Barriers},
                      {&T.GlobalLoads, P.GlobalLoads},
                      {&T.GlobalStores, P.GlobalStores},
                      {&T.SharedLoads, P.SharedLoads},
                      {&T.SharedStores, P.SharedStores},
                      {&T.LocalLoads, P.LocalLoads},
                      {&T.LocalStores, P.LocalStores},
                      {&T.ConstantLoads, P.ConstantLoads},
                      {&T.Atomics, P.Atomics},
                      {&T.WarpVotes, P.WarpVotes},
                      {&T.WarpShuffles, P.WarpShuffles},
                      {&T.Calls, P.Calls},
                      {&T.GlobalTransactions, P.GlobalTransactions},
                      {&T.SharedBankConflicts, P.SharedBankConflicts},
                      {&T.DivergentBranches, P.DivergentBranches},
                      {&T.SMCycles, P.SMCycles},
                      {&T.StallDependency, P.StallDependency},
                      {&T.StallBandwidth, P.StallBandwidth},
                      {&T.StallPipe, P.StallPipe},
                      {&T.StallNoFreeScheduler, P.StallNoFreeScheduler},
                      {&T.StallBarrier, P.StallBarrier}})
    Sum(*A, B);
  for (unsigned C = 0; C < NumInstClasses; ++C)
    T.ByClass[C] += P.ByClass[C];
  T.MaxSimtStackDepth = std::max(T.MaxSimtStackDepth, P.MaxSimtStackDepth);
  T.Launches.push_back(
      {Kernel.str(), P.RegistersPerThread, P.Occupancy, P.Cycles, P.SMCycles});
  append_range(T.Profile, P.Profile);
}

/// The sm_cycles-weighted (cycles without timing) means and the maxima of
/// Metrics.h over the launches summed into \p T.
void finishPlanMetrics(Metrics &T, ArrayRef<Metrics> Parts) {
  double W = 0, Occ = 0, Achieved = 0, Ipc = 0;
  const Metrics *Longest = &Parts[0];
  T.ResidentBlocksPerSM = Parts[0].ResidentBlocksPerSM;
  for (const Metrics &P : Parts) {
    double Weight = double(P.Timing ? P.SMCycles : P.Cycles);
    W += Weight;
    Occ += Weight * P.Occupancy;
    Achieved += Weight * P.AchievedOccupancy;
    Ipc += Weight * P.Ipc;
    T.RegistersPerThread = std::max(T.RegistersPerThread, P.RegistersPerThread);
    T.SharedBytesPerBlock =
        std::max(T.SharedBytesPerBlock, P.SharedBytesPerBlock);
    T.SMsUsed = std::max(T.SMsUsed, P.SMsUsed);
    T.ResidentBlocksPerSM =
        std::min(T.ResidentBlocksPerSM, P.ResidentBlocksPerSM);
    if ((P.Timing ? P.SMCycles : P.Cycles) >
        (Longest->Timing ? Longest->SMCycles : Longest->Cycles))
      Longest = &P;
  }
  T.WarpSize = Parts[0].WarpSize;
  T.Timing = Parts[0].Timing;
  T.RegisterSource = Parts[0].RegisterSource;
  T.Occupancy = W > 0 ? Occ / W : Parts[0].Occupancy;
  T.AchievedOccupancy = W > 0 ? Achieved / W : Parts[0].AchievedOccupancy;
  T.Ipc = W > 0 ? Ipc / W : Parts[0].Ipc;
  T.OccupancyLimit = Longest->OccupancyLimit;
  T.Bound = Longest->Bound;
}

/// Runs the kernels of \p Plan one after the other on the buffers of
/// \p Spec, each launch starting from the buffers the previous one left.
Expected<RunResult> runPlan(const Module &M, const LaunchSpec &Spec,
                            const SimOptions &Opts, const LaunchPlan &Plan) {
  LaunchSpec Cur = Spec;
  RunResult Total;
  std::vector<Metrics> Parts;
  for (const Function *K : Plan.Kernels) {
    Cur.Kernel = K->getName().str();
    Launch L(M, Cur, Opts);
    Expected<RunResult> R = L.run();
    if (!R)
      return R.takeError();
    addLaunch(Total.Stats, R->Stats, Cur.Kernel);
    Parts.push_back(R->Stats);
    for (const BranchRecord &B : R->Divergence.records())
      Total.Divergence.add(B);
    Total.Buffers = R->Buffers;
    llvm::append_range(Total.Printf, R->Printf);
    Total.PrintfDropped += R->PrintfDropped;
    if (R->Fault) {
      Total.Fault = "in " + Cur.Kernel + " (launch plan of " +
                    Plan.Replaces->getName().str() + "): " + *R->Fault;
      break;
    }
    for (size_t I = 0, B = 0; I < Cur.Args.size(); ++I)
      if (Cur.Args[I].IsBuffer) {
        Cur.Args[I].Init.K = BufferInit::Bytes;
        Cur.Args[I].Init.Raw = R->Buffers[B++].Bytes;
      }
  }
  finishPlanMetrics(Total.Stats, Parts);
  return Total;
}

} // namespace

Expected<RunResult> lockstep::sim::runKernel(const Module &M,
                                             const LaunchSpec &Spec,
                                             const SimOptions &Opts) {
  if (Opts.FollowLaunchPlans) {
    Expected<const Function *> K = findKernel(M, Spec.Kernel);
    if (!K) {
      consumeError(K.takeError()); // Launch::run reports it.
    } else {
      Expected<std::optional<LaunchPlan>> Plan = findLaunchPlan(M, **K);
      if (!Plan)
        return inputError(toString(Plan.takeError()));
      if (*Plan)
        return runPlan(M, Spec, Opts, **Plan);
    }
  }
  Launch L(M, Spec, Opts);
  return L.run();
}
