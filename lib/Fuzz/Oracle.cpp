//===- Oracle.cpp - Differential oracle for Lockstep passes ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Simulate, transform, verify, simulate, compare (see Oracle.h). The check
/// reports the stage it is in through a pipe when it runs in a child, so a
/// crash is attributed to the pass, the verifier or the simulator.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/Oracle.h"

#include "lockstep/Analysis/DivergenceProfile.h"

#include "lockstep/Pipeline/GPUPipeline.h"
#include "lockstep/Plugin/ExtensionPoint.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

/// Where checkPass reports its stage; -1 outside a child.
int StageFd = -1;

/// See setFaultInjection.
std::string InjectedFault;

void injectFault() {
  if (InjectedFault == "crash")
    std::abort();
  if (InjectedFault == "hang")
    for (volatile bool Spin = true; Spin;)
      ;
}

/// The "miscompile" injection: after the passes, the last store of an
/// integer to global memory in a kernel stores one more.
void injectMiscompile(Module &M) {
  if (InjectedFault != "miscompile")
    return;
  StoreInst *Last = nullptr;
  for (Function &F : M)
    if (F.getCallingConv() == CallingConv::PTX_Kernel)
      for (Instruction &I : instructions(F))
        if (auto *St = dyn_cast<StoreInst>(&I);
            St && St->getValueOperand()->getType()->isIntegerTy() &&
            St->getPointerAddressSpace() == 1)
          Last = St;
  if (!Last)
    return;
  Value *V = Last->getValueOperand();
  Last->setOperand(
      0, BinaryOperator::CreateAdd(V, ConstantInt::get(V->getType(), 1),
                                   "injected", Last->getIterator()));
}

void setStage(const char *Stage) {
  if (StageFd < 0)
    return;
  std::string Line = std::string("stage ") + Stage + "\n";
  (void)!::write(StageFd, Line.data(), Line.size());
}

std::string firstLine(StringRef S) { return S.trim().split('\n').first.str(); }

std::string printed(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

/// Swallows every diagnostic (errors are taken by the pass context first).
/// Every remark counts as enabled, so the passes build them: the code that
/// explains a decision is checked too (a pass that crashed only under
/// -pass-remarks-missed went unnoticed before).
struct IgnoreDiagnostics : DiagnosticHandler {
  bool handleDiagnostics(const DiagnosticInfo &) override { return true; }
  bool isAnalysisRemarkEnabled(StringRef) const override { return true; }
  bool isMissedOptRemarkEnabled(StringRef) const override { return true; }
  bool isPassedOptRemarkEnabled(StringRef) const override { return true; }
  bool isAnyRemarkEnabled() const override { return true; }
};

} // namespace

/// The element type spelled \p Name in a launch spec, if it is one.
static std::optional<sim::ElemType> elemTypeNamed(StringRef Name) {
  for (sim::ElemType T :
       {sim::ElemType::I8, sim::ElemType::I16, sim::ElemType::I32,
        sim::ElemType::I64, sim::ElemType::F32, sim::ElemType::F64})
    if (sim::elemTypeName(T) == Name)
      return T;
  return std::nullopt;
}

static std::string formatString(const char *Fmt, double V) {
  std::string S;
  raw_string_ostream(S) << format(Fmt, V);
  return S;
}

/// The element of type \p T at \p P (elemSize(T) readable bytes).
static std::string elemString(sim::ElemType T, const uint8_t *P) {
  uint64_t Bits = 0;
  std::memcpy(&Bits, P, sim::elemSize(T)); // Little-endian host.
  switch (T) {
  case sim::ElemType::I8:
    return std::to_string(int8_t(Bits));
  case sim::ElemType::I16:
    return std::to_string(int16_t(Bits));
  case sim::ElemType::I32:
    return std::to_string(int32_t(Bits));
  case sim::ElemType::I64:
    return std::to_string(int64_t(Bits));
  case sim::ElemType::F32: { // 9 digits tell any two floats apart.
    float F;
    std::memcpy(&F, P, 4);
    return formatString("%.9g", double(F));
  }
  case sim::ElemType::F64: {
    double D;
    std::memcpy(&D, P, 8);
    return formatString("%.17g", D);
  }
  }
  return "";
}

/// \p N bytes at \p P as one little-endian hexadecimal number.
static std::string hexBytes(const uint8_t *P, size_t N) {
  std::string S = "0x";
  for (size_t I = N; I-- > 0;)
    S += formatv("{0:x-2}", P[I]).str();
  return S;
}

std::string lockstep::fuzz::compareBuffer(const sim::BufferResult &X,
                                          const sim::BufferResult &Y) {
  if (X.Bytes == Y.Bytes)
    return "";
  if (X.Bytes.size() != Y.Bytes.size())
    return "buffer '" + X.Name + "' changed size";
  size_t Byte =
      std::mismatch(X.Bytes.begin(), X.Bytes.end(), Y.Bytes.begin()).first -
      X.Bytes.begin();
  std::optional<sim::ElemType> T = elemTypeNamed(X.ElemType);
  size_t Size = T ? sim::elemSize(*T) : 1;
  size_t E = Byte / Size, Begin = E * Size;
  size_t Avail = std::min(Size, X.Bytes.size() - Begin);
  std::string Type = X.ElemType, Before, After;
  if (T && Avail == Size) {
    Before = elemString(*T, &X.Bytes[Begin]);
    After = elemString(*T, &Y.Bytes[Begin]);
  } else {
    // An unknown type, or a buffer that ends inside this element.
    if (T)
      Type += formatv(", last {0} of {1} bytes", Avail, Size).str();
    Before = hexBytes(&X.Bytes[Begin], Avail);
    After = hexBytes(&Y.Bytes[Begin], Avail);
  }
  return formatv("buffer '{0}' differs at element {1} ({2}): {3} before, "
                 "{4} after",
                 X.Name, E, Type, Before, After)
      .str();
}

std::string lockstep::fuzz::compareBuffers(const sim::RunResult &A,
                                           const sim::RunResult &B) {
  if (A.Buffers.size() != B.Buffers.size())
    return "different number of buffers";
  for (size_t I = 0; I < A.Buffers.size(); ++I)
    if (std::string D = compareBuffer(A.Buffers[I], B.Buffers[I]); !D.empty())
      return D;
  if (std::optional<std::string> D =
          sim::firstPrintfDifference(A.Printf, B.Printf))
    return "printf output differs: " + *D;
  return "";
}

namespace {

Outcome compareRuns(const sim::RunResult &Before, const sim::RunResult &After,
                    Outcome O) {
  O.OriginalFaults = Before.Fault.has_value();
  if (Before.Fault && !After.Fault) {
    O.V = Verdict::FaultRemoved;
    O.Detail = "original faults (" + *Before.Fault + "), transformed does not";
  } else if (!Before.Fault && After.Fault) {
    O.V = Verdict::FaultIntroduced;
    O.Detail = "transformed kernel faults: " + *After.Fault;
  } else if (!Before.Fault) {
    O.Detail = fuzz::compareBuffers(Before, After);
    if (!O.Detail.empty())
      O.V = Verdict::Mismatch;
  }
  return O;
}

/// See setOracleModels.
std::vector<std::string> ExtraModels;

/// See setOracleProfiling.
bool Profiling = false;

/// Runs \p M under every extra reconvergence model and compares with \p Ref,
/// its run under the default model: same faults, buffers and (without
/// explicit barriers, where ITSModel.h makes its = ipdom) warp instructions.
Outcome checkModels(const Module &M, const sim::LaunchSpec &Spec,
                    const sim::RunResult &Ref, Outcome O) {
  bool Barriers = sim::callsConvergenceBarriers(M);
  for (const std::string &Model : ExtraModels) {
    sim::SimOptions Opts = oracleSimOptions();
    Opts.Model = Model;
    Expected<sim::RunResult> R = sim::runKernel(M, Spec, Opts);
    if (!R) {
      O.V = Verdict::SimRejected;
      O.Detail = "model " + Model + ": " + firstLine(toString(R.takeError()));
      return O;
    }
    Outcome C = compareRuns(Ref, *R, O);
    if (C.V == Verdict::Ok && !Ref.Fault && !Barriers &&
        Ref.Stats.WarpInstructions != R->Stats.WarpInstructions) {
      C.V = Verdict::Mismatch;
      C.Detail = formatv("{0} warp instructions, {1} under the default model",
                         R->Stats.WarpInstructions, Ref.Stats.WarpInstructions);
    }
    if (C.V != Verdict::Ok) {
      C.Detail = "model " + Model + ": " + C.Detail;
      return C;
    }
  }
  return O;
}

} // namespace

void lockstep::fuzz::setOracleModels(ArrayRef<std::string> Extra) {
  ExtraModels.assign(Extra.begin(), Extra.end());
}

void lockstep::fuzz::setOracleProfiling(bool On) { Profiling = On; }

void lockstep::fuzz::setFaultInjection(StringRef Kind) {
  InjectedFault = Kind.str();
}

StringRef lockstep::fuzz::verdictName(Verdict V) {
  switch (V) {
  case Verdict::Ok:
    return "ok";
  case Verdict::BadOriginal:
    return "bad-original";
  case Verdict::Mismatch:
    return "mismatch";
  case Verdict::FaultIntroduced:
    return "fault-introduced";
  case Verdict::FaultRemoved:
    return "fault-removed";
  case Verdict::VerifierFailure:
    return "verifier-failure";
  case Verdict::PassError:
    return "pass-error";
  case Verdict::SimRejected:
    return "sim-rejected";
  case Verdict::Crash:
    return "crash";
  case Verdict::Timeout:
    return "timeout";
  case Verdict::UBFaultRemovedByPipeline:
    return "ub-fault-removed-by-pipeline";
  }
  return "unknown";
}

Expected<std::unique_ptr<TargetMachine>> lockstep::fuzz::createNVPTXMachine() {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  return createGPUTargetMachine(Triple("nvptx64-nvidia-cuda"), "sm_90");
}

sim::SimOptions lockstep::fuzz::oracleSimOptions() {
  sim::SimOptions O;
  O.MaxSteps = 2000000;
  O.MemoryBudgetBytes = 64u << 20;
  return O;
}

std::pair<StringRef, StringRef>
lockstep::fuzz::splitPlacement(StringRef Passes) {
  auto [List, Point] = Passes.rsplit('@');
  if (List.size() == Passes.size()) // No '@'.
    return {Passes, ""};
  Point = Point.trim();
  return {List, Point == "none" ? StringRef() : Point};
}

Expected<bool> lockstep::fuzz::runLockstepPasses(Module &M, TargetMachine &TM,
                                                 StringRef Passes) {
  std::string Before = printed(M);
  auto [List, Point] = splitPlacement(Passes);
  std::optional<ExtensionPoint> EP;
  if (!Point.empty()) {
    Expected<ExtensionPoint> P = parseExtensionPoint(Point);
    if (!P)
      return P.takeError();
    EP = *P;
  }
  // Remarks and warnings are not findings: drop them while the passes run
  // (the pass context keeps the first error for itself).
  LLVMContext &Ctx = M.getContext();
  auto Saved = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(std::make_unique<IgnoreDiagnostics>());
  std::unique_ptr<GPUPassContext> PC = GPUPassContext::create(TM);
  Error E = EP ? PC->runOptimizationPipeline(M, List, *EP)
               : PC->runPassesUnverified(M, List);
  Ctx.setDiagnosticHandler(std::move(Saved));
  if (E)
    return E;
  return printed(M) != Before;
}

namespace {

/// The options of a check's reference run: with setOracleProfiling, it
/// also measures the divergence profile the passes are then given.
sim::SimOptions referenceSimOptions() {
  sim::SimOptions O = oracleSimOptions();
  O.DivergenceProfile = Profiling;
  return O;
}

/// The reference of a placed check: \p M through the same -O3 pipeline
/// without the passes (into \p Ref), and its run.
Expected<sim::RunResult> placedReference(const Module &M, TargetMachine &TM,
                                         StringRef Point,
                                         const sim::LaunchSpec &Spec,
                                         std::unique_ptr<Module> &Ref) {
  Ref = CloneModule(M);
  Expected<bool> R = runLockstepPasses(*Ref, TM, ("@" + Point).str());
  if (!R)
    return R.takeError();
  return sim::runKernel(*Ref, Spec, referenceSimOptions());
}

/// Verifies the transformed \p M and, when it changed, compares its runs
/// with \p Before (the reference).
Outcome checkTransformed(Module &M, const sim::LaunchSpec &Spec,
                         const sim::RunResult &Before, Outcome O) {
  setStage("verify");
  std::string Msg;
  raw_string_ostream OS(Msg);
  if (verifyModule(M, &OS)) {
    O.V = Verdict::VerifierFailure;
    O.Detail = firstLine(Msg);
    return O;
  }
  if (!O.Changed)
    return O; // Nothing to compare: the kernel is the same.
  setStage("sim-transformed");
  Expected<sim::RunResult> After = sim::runKernel(M, Spec, oracleSimOptions());
  if (!After) {
    O.V = Verdict::SimRejected;
    O.Detail = firstLine(toString(After.takeError()));
    return O;
  }
  O = compareRuns(Before, *After, std::move(O));
  if (O.V != Verdict::Ok)
    return O;
  setStage("sim-models");
  return checkModels(M, Spec, *After, std::move(O));
}

/// For a placed check whose -O3 reference faults and whose transformed
/// kernel does not (\p O, FaultRemoved), or checkUBKernel's: runs the pass
/// list alone on \p Original. When that run still faults, the rest of -O3
/// removed the fault of a kernel with undefined behaviour, which it may:
/// \p O becomes UBFaultRemovedByPipeline. Otherwise \p O stays a finding.
Outcome checkPassAlone(const Module &Original, const sim::LaunchSpec &Spec,
                       TargetMachine &TM, StringRef List, Outcome O) {
  setStage("pass-alone");
  std::unique_ptr<Module> Alone = CloneModule(Original);
  Expected<bool> Ran = runLockstepPasses(*Alone, TM, List);
  if (!Ran) {
    consumeError(Ran.takeError());
    return O;
  }
  Expected<sim::RunResult> R = sim::runKernel(*Alone, Spec, oracleSimOptions());
  if (!R) {
    consumeError(R.takeError());
    return O;
  }
  if (!R->Fault)
    return O;
  O.V = Verdict::UBFaultRemovedByPipeline;
  O.Detail += "; the passes alone keep the fault (" + *R->Fault +
              "): the rest of -O3 removed it from a kernel with undefined "
              "behaviour";
  return O;
}

/// For a placed check whose -O3 reference does not fault and whose
/// transformed kernel differs from it (\p O, Mismatch or FaultIntroduced):
/// when the kernel as given (\p Original) faults, -O3 may have refined its
/// undefined behaviour one way without the passes and another way with
/// them (the faulting lane's outputs are then anything), so \p O is judged
/// as checkPassAlone judges a removed fault. Otherwise \p O stays a
/// finding.
Outcome checkUBKernel(const Module &Original, const sim::LaunchSpec &Spec,
                      TargetMachine &TM, StringRef List, Outcome O) {
  setStage("sim-as-given");
  Expected<sim::RunResult> R =
      sim::runKernel(Original, Spec, oracleSimOptions());
  if (!R) {
    consumeError(R.takeError());
    return O;
  }
  if (!R->Fault)
    return O;
  O.Detail += "; the kernel as given faults (" + *R->Fault +
              "), and -O3 alone does not";
  return checkPassAlone(Original, Spec, TM, List, std::move(O));
}

} // namespace

Outcome lockstep::fuzz::checkPass(Module &M, const sim::LaunchSpec &Spec,
                                  TargetMachine &TM, StringRef Passes) {
  Outcome O;
  // A placed check compares with -O3 alone, not with the kernel as given.
  StringRef Point = splitPlacement(Passes).second;
  std::unique_ptr<Module> Ref;
  setStage(Point.empty() ? "sim-original" : "reference");
  Expected<sim::RunResult> Before =
      Point.empty() ? sim::runKernel(M, Spec, referenceSimOptions())
                    : placedReference(M, TM, Point, Spec, Ref);
  if (!Before) {
    O.V = Verdict::BadOriginal;
    O.Detail = (Point.empty() ? "" : "-O3 reference: ") +
               firstLine(toString(Before.takeError()));
    return O;
  }
  O.OriginalFaults = Before->Fault.has_value();
  setStage("sim-models");
  O = checkModels(Ref ? *Ref : M, Spec, *Before, std::move(O));
  if (O.V != Verdict::Ok) {
    // Not the pass's doing: say so (seed 505730 was blamed on loop melding).
    O.Detail = (Ref ? "-O3 alone, before the pass: "
                    : "kernel as given, before the pass: ") +
               O.Detail;
    return O;
  }
  std::string Reference = printed(Ref ? *Ref : M);
  Ref.reset();
  // A placed check keeps the kernel as given, for checkPassAlone and
  // checkUBKernel: a kernel with undefined behaviour can explain a failed
  // placed check.
  std::unique_ptr<Module> Original = Point.empty() ? nullptr : CloneModule(M);
  // With profiling, every pass run of this check sees the reference's
  // measured profile, as `-lockstep-profile` would give it.
  std::optional<ScopedOptionProfile> Profile;
  if (Profiling)
    Profile.emplace(Before->Divergence);
  setStage("pass");
  injectFault();
  Expected<bool> Ran = runLockstepPasses(M, TM, Passes);
  if (!Ran) {
    O.V = Verdict::PassError;
    O.Detail = firstLine(toString(Ran.takeError()));
    return O;
  }
  injectMiscompile(M);
  O.Changed = printed(M) != Reference;
  O = checkTransformed(M, Spec, *Before, std::move(O));
  if (!Original)
    return O;
  StringRef List = splitPlacement(Passes).first;
  if (O.V == Verdict::FaultRemoved)
    return checkPassAlone(*Original, Spec, TM, List, std::move(O));
  if (O.V == Verdict::Mismatch || O.V == Verdict::FaultIntroduced)
    return checkUBKernel(*Original, Spec, TM, List, std::move(O));
  return O;
}

namespace {

void writeAll(int Fd, StringRef S) {
  while (!S.empty()) {
    ssize_t N = ::write(Fd, S.data(), S.size());
    if (N <= 0)
      return;
    S = S.drop_front(N);
  }
}

std::string readAll(int Fd) {
  std::string S;
  char Buf[4096];
  ssize_t N;
  while ((N = ::read(Fd, Buf, sizeof(Buf))) != 0) {
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      break;
    S.append(Buf, N);
  }
  return S;
}

[[noreturn]] void runChild(int Fd, Module &M, const sim::LaunchSpec &Spec,
                           TargetMachine &TM, StringRef Passes,
                           unsigned TimeoutSeconds, bool KeepStderr) {
  StageFd = Fd;
  ::signal(SIGALRM, SIG_DFL);
  ::alarm(TimeoutSeconds);
  if (!KeepStderr) {
    int Null = ::open("/dev/null", O_WRONLY);
    if (Null >= 0)
      ::dup2(Null, 2);
  }
  // Check the kernel as a reproducer file will be read back: printing and
  // parsing fixes value numbering and use-list order, which passes may
  // depend on, so every finding reproduces from its .ll file.
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> Copy = parseAssemblyString(printed(M), Diag, Ctx);
  Outcome O;
  if (Copy) {
    O = checkPass(*Copy, Spec, TM, Passes);
  } else {
    O.V = Verdict::BadOriginal;
    O.Detail = "kernel does not parse back: " + Diag.getMessage().str();
  }
  writeAll(Fd,
           formatv("result {0} {1} {2} {3}\n", unsigned(O.V),
                   unsigned(O.Changed), unsigned(O.OriginalFaults), O.Detail)
               .str());
  ::_exit(0);
}

/// The outcome reported by a child, or a crash verdict built from its exit
/// status and the last stage it reported.
Outcome parseChild(StringRef Text, int Status, unsigned TimeoutSeconds) {
  Outcome O;
  StringRef Stage = "start";
  SmallVector<StringRef, 8> Lines;
  Text.split(Lines, '\n', -1, false);
  for (StringRef L : Lines) {
    if (L.consume_front("stage ")) {
      Stage = L;
      continue;
    }
    if (!L.consume_front("result "))
      continue;
    auto [V, Rest] = L.split(' ');
    auto [C, Rest2] = Rest.split(' ');
    auto [F, Detail] = Rest2.split(' ');
    O.V = Verdict(std::stoi(V.str()));
    O.Changed = C == "1";
    O.OriginalFaults = F == "1";
    O.Detail = Detail.str();
    return O;
  }
  O.V = Verdict::Crash;
  if (WIFSIGNALED(Status) && WTERMSIG(Status) == SIGALRM) {
    O.V = Verdict::Timeout;
    O.Detail =
        formatv("no answer within {0} s in stage {1}", TimeoutSeconds, Stage);
  } else if (WIFSIGNALED(Status)) {
    O.Detail = formatv("signal {0} ({1}) in stage {2}", WTERMSIG(Status),
                       ::strsignal(WTERMSIG(Status)), Stage);
  } else {
    O.Detail =
        formatv("exit status {0} in stage {1}", WEXITSTATUS(Status), Stage);
  }
  return O;
}

} // namespace

Outcome lockstep::fuzz::checkIsolated(Module &M, const sim::LaunchSpec &Spec,
                                      TargetMachine &TM, StringRef Passes,
                                      unsigned TimeoutSeconds,
                                      bool KeepStderr) {
  int Fds[2];
  if (::pipe(Fds) != 0) {
    Outcome O;
    O.V = Verdict::BadOriginal;
    O.Detail = std::string("cannot create a pipe: ") + ::strerror(errno);
    return O;
  }
  outs().flush();
  errs().flush();
  pid_t Pid = ::fork();
  if (Pid == 0) {
    ::close(Fds[0]);
    runChild(Fds[1], M, Spec, TM, Passes, TimeoutSeconds, KeepStderr);
  }
  ::close(Fds[1]);
  std::string Text = Pid > 0 ? readAll(Fds[0]) : std::string();
  ::close(Fds[0]);
  int Status = 0;
  if (Pid < 0 || ::waitpid(Pid, &Status, 0) < 0) {
    Outcome O;
    O.V = Verdict::BadOriginal;
    O.Detail = std::string("cannot run a child: ") + ::strerror(errno);
    return O;
  }
  return parseChild(Text, Status, TimeoutSeconds);
}
