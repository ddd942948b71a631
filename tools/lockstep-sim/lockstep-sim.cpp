//===- lockstep-sim.cpp - Warp-level SIMT simulator CLI -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// lockstep-sim KERNEL.cu|.hip|.ll|.bc... --launch SPEC.json [--json]
///   [--dump-buffers DIR] [--model ipdom|its] [--warp-size N]
///   [--max-steps N] [--profile] [--divergence-profile FILE]
///   [--memory-budget BYTES] [--no-launch-plans]
///   [clang flags: -I, -D, -U, -include, -std=, -Xclang, -p DIR, -- ...]
///
/// .cu and .hip files (and several files, linked into one module) go
/// through the front end the lockstep driver uses (lockstep/Frontend), with
/// line tables, so faults and --profile name source lines.
/// Runs one kernel launch and prints metrics. Exit status: 0 ok, 1 kernel
/// fault, 2 bad input (unreadable or invalid IR, bad launch spec, unknown
/// kernel, unsupported construct, over the memory budget, bad options).
/// Any IR triple is accepted: the module is simulated as NVPTX-flavoured IR,
/// amdgcn kernels with their wavefront size and llvm.amdgcn.* intrinsics
/// (lib/Sim/AMDGPU.h). A kernel that a
/// launch plan replaces (lockstep/Support/LaunchPlan.h) runs as its plan.
///
/// --divergence-profile FILE writes the per-branch divergence profile of the
/// run (format in lockstep/Analysis/DivergenceProfile.h), which the passes
/// read with -lockstep-profile=FILE. It is written even when the kernel
/// faults (it then covers the run up to the fault).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Frontend/CudaFrontend.h"
#include "lockstep/Sim/Simulator.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace lockstep::sim;

namespace {

cl::OptionCategory SimCategory("lockstep-sim options");
cl::list<std::string> InputFiles(cl::Positional,
                                 cl::desc("<kernel .cu, .hip, .ll or .bc>..."),
                                 cl::cat(SimCategory));
cl::opt<std::string> Arch("arch",
                          cl::desc("GPU architecture to compile sources for: "
                                   "sm_XY for .cu (default sm_90), gfxNNN "
                                   "for .hip (default gfx90a)"),
                          cl::value_desc("sm_XY|gfxNNN"), cl::init("sm_90"),
                          cl::cat(SimCategory));
cl::opt<std::string> LaunchFile("launch", cl::desc("Launch spec (JSON)"),
                                cl::value_desc("spec.json"),
                                cl::cat(SimCategory));
cl::opt<bool> JSONOut("json", cl::desc("Print metrics as JSON"),
                      cl::cat(SimCategory));
cl::opt<std::string> DumpDir("dump-buffers",
                             cl::desc("Write every buffer to DIR/<name>.bin"),
                             cl::value_desc("DIR"), cl::cat(SimCategory));
cl::opt<std::string> Model("model",
                           cl::desc("Reconvergence model (ipdom, its)"),
                           cl::init("ipdom"), cl::cat(SimCategory));
cl::opt<unsigned>
    WarpSize("warp-size",
             cl::desc("Lanes per warp (1-64; default: the wavefront size of "
                      "an amdgcn kernel, else 32)"),
             cl::init(0), cl::cat(SimCategory));
cl::opt<uint64_t> MaxSteps("max-steps",
                           cl::desc("Fault after N issued warp instructions"),
                           cl::init(1000000000ull), cl::cat(SimCategory));
cl::opt<bool> Profile("profile", cl::desc("Per basic block profile"),
                      cl::cat(SimCategory));
cl::opt<std::string> DivergenceProfileFile(
    "divergence-profile",
    cl::desc("Write the per-branch divergence profile (JSON) to FILE"),
    cl::value_desc("FILE"), cl::cat(SimCategory));
cl::opt<bool> NoTiming("no-timing",
                       cl::desc("Skip the SM timing model (no sm_cycles)"),
                       cl::cat(SimCategory));
cl::opt<unsigned> SMs("sms",
                      cl::desc("SMs of the simulated GPU (default: the "
                               "GPU's, 132 for h100, 16 for g80)"),
                      cl::init(132), cl::cat(SimCategory));
cl::opt<std::string>
    GPU("gpu",
        cl::desc("Machine description: h100 (default, H100 SXM5) or g80 "
                 "(GeForce 8800 GTX): occupancy limits, latencies, pipes, "
                 "bandwidth"),
        cl::init("h100"), cl::cat(SimCategory));
cl::opt<std::string> Scheduler("scheduler",
                               cl::desc("Warp scheduler policy: gto or lrr"),
                               cl::init("gto"), cl::cat(SimCategory));
cl::opt<unsigned> Registers(
    "registers",
    cl::desc("Registers per thread for occupancy (default: ptxas -v when "
             "installed, else an estimate)"),
    cl::init(0), cl::cat(SimCategory));
cl::opt<bool> NoPtxas("no-ptxas",
                      cl::desc("Estimate registers even if ptxas exists"),
                      cl::cat(SimCategory));
cl::opt<bool> NoLaunchPlans(
    "no-launch-plans",
    cl::desc("Launch the named kernel even if a !lockstep.launch_plans "
             "entry replaces it"),
    cl::cat(SimCategory));
cl::opt<bool> NoPrintf("no-printf",
                       cl::desc("Do not print the kernel's device printf "
                                "output (text mode; JSON always has it)"),
                       cl::cat(SimCategory));
cl::opt<uint64_t> MemoryBudget(
    "memory-budget", cl::desc("Refuse launches needing more memory than BYTES"),
    cl::value_desc("BYTES"), cl::init(1ull << 30), cl::cat(SimCategory));

constexpr int ExitFault = 1;
constexpr int ExitBadInput = 2;

int badInput(const Twine &Msg) {
  errs() << "lockstep-sim: error: " << Msg << "\n";
  return ExitBadInput;
}

/// A fatal error of LLVM's code generator while counting registers (inside
/// a crash recovery context, lib/Analysis/RegisterUsage.cpp) makes the count
/// fall back to the estimate; anywhere else it is a one-line error.
void fatalErrorHandler(void *, const char *Reason, bool) {
  if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent())
    CRC->HandleExit(1);
  // LLVM's reasons may span lines ("Cannot select: ...\nIn function: k").
  SmallVector<StringRef, 4> Lines;
  StringRef(Reason).trim().split(Lines, '\n', -1, false);
  errs() << "lockstep-sim: error: LLVM failed: " << join(Lines, "; ") << "\n";
  std::_Exit(ExitBadInput);
}

std::string firstLine(StringRef S) {
  return S.trim().split('\n').first.trim().str();
}

/// One .ll or .bc file, parsed here so its messages keep their
/// "file:line:col: what" shape.
Expected<std::unique_ptr<Module>> parseModule(StringRef InputFile,
                                              LLVMContext &Ctx) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(InputFile, /*IsText=*/false);
  if (Buf && (*Buf)->getBuffer().trim().empty())
    return createStringError(inconvertibleErrorCode(),
                             InputFile +
                                 ": empty file; give LLVM IR (.ll), "
                                 "bitcode (.bc) or a CUDA source (.cu)");
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(InputFile, Diag, Ctx);
  if (!M) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    OS << InputFile << ":";
    if (Diag.getLineNo() > 0)
      OS << Diag.getLineNo() << ":" << (Diag.getColumnNo() + 1) << ":";
    OS << " " << firstLine(Diag.getMessage());
    return createStringError(inconvertibleErrorCode(), Msg);
  }
  return M;
}

bool isCudaSource(StringRef Path) {
  return lockstep::frontend::isGPUSource(Path); // .cu or .hip.
}

/// The input files as one verified module: a single .ll/.bc is parsed
/// here; .cu files and several files go through the CUDA front end.
Expected<std::unique_ptr<Module>> loadModule(LLVMContext &Ctx) {
  std::string Name = join(InputFiles, "+");
  bool AnyCuda = any_of(InputFiles, isCudaSource);
  Expected<std::unique_ptr<Module>> M =
      InputFiles.size() == 1 && !AnyCuda
          ? parseModule(InputFiles[0], Ctx)
          : lockstep::frontend::loadKernelFiles(
                InputFiles, Ctx,
                lockstep::frontend::frontendOptionsFromCommandLine(Arch));
  if (!M)
    return M.takeError();
  std::string VerifyMsg;
  raw_string_ostream VOS(VerifyMsg);
  if (verifyModule(**M, &VOS))
    return createStringError(inconvertibleErrorCode(),
                             Name + ": invalid IR: " + firstLine(VerifyMsg));
  if (AnyCuda)
    if (Error E = lockstep::frontend::requireKernels(**M, Name))
      return E;
  return M;
}

Error dumpBuffers(const RunResult &R) {
  if (std::error_code EC = sys::fs::create_directories(DumpDir))
    return createStringError(EC, "cannot create '" + DumpDir +
                                     "': " + EC.message());
  for (const BufferResult &B : R.Buffers) {
    SmallString<256> Path(DumpDir);
    sys::path::append(Path, B.Name + ".bin");
    std::error_code EC;
    raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
    if (EC)
      return createStringError(EC,
                               "cannot write '" + Path + "': " + EC.message());
    OS.write(reinterpret_cast<const char *>(B.Bytes.data()), B.Bytes.size());
  }
  return Error::success();
}

/// The kernel's printf output as CUDA would print it, under a heading.
void printDevicePrintf(raw_ostream &OS, const RunResult &R) {
  if (R.Printf.empty() || NoPrintf)
    return;
  OS << formatv("device printf ({0} call{1}, in simulated issue order):\n",
                R.Printf.size(), R.Printf.size() == 1 ? "" : "s");
  std::string Text;
  for (const lockstep::sim::PrintfLine &L : R.Printf)
    Text += L.Text;
  OS << Text;
  if (!StringRef(Text).ends_with("\n"))
    OS << "\n";
  if (R.PrintfDropped)
    OS << formatv("({0} more printf calls not kept)\n", R.PrintfDropped);
}

json::Array printfJSON(const RunResult &R) {
  json::Array Out;
  for (const lockstep::sim::PrintfLine &L : R.Printf)
    Out.push_back(
        json::Object{{"thread", int64_t(L.Thread)}, {"text", L.Text}});
  return Out;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  install_fatal_error_handler(fatalErrorHandler);
  cl::HideUnrelatedOptions({&SimCategory, &lockstep::getLockstepCategory()});
  lockstep::frontend::takeClangArgsAfterSeparator(argc, argv);
  if (!cl::ParseCommandLineOptions(
          argc, argv, "lockstep-sim: warp-level SIMT simulator\n", &errs()))
    return ExitBadInput;
  if (InputFiles.empty())
    return badInput("no input file (usage: lockstep-sim KERNEL.cu|.ll|.bc "
                    "--launch SPEC.json)");
  if (LaunchFile.empty())
    return badInput("missing --launch SPEC.json");
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = loadModule(Ctx);
  if (!M)
    return badInput(toString(M.takeError()));
  Expected<LaunchSpec> Spec = loadLaunchSpec(LaunchFile);
  if (!Spec)
    return badInput(toString(Spec.takeError()));
  SimOptions Opts;
  Opts.WarpSize = WarpSize;
  Opts.MaxSteps = MaxSteps;
  Opts.Model = Model;
  Opts.Profile = Profile;
  Opts.DivergenceProfile = !DivergenceProfileFile.empty();
  Opts.MemoryBudgetBytes = MemoryBudget;
  Opts.Timing = !NoTiming;
  const lockstep::GPUMachine *Machine = lockstep::GPUMachine::byName(GPU);
  if (!Machine)
    return badInput("unknown GPU '" + GPU + "' (available: " +
                    lockstep::GPUMachine::presetNames() + ")");
  Opts.GPU = GPU;
  Opts.SMs = SMs.getNumOccurrences() ? unsigned(SMs) : Machine->SMs;
  Opts.Scheduler = Scheduler;
  Opts.Registers = Registers;
  Opts.UsePtxas = !NoPtxas;
  Opts.FollowLaunchPlans = !NoLaunchPlans;
  Expected<RunResult> R = runKernel(**M, *Spec, Opts);
  if (!R)
    return badInput(toString(R.takeError()));
  if (!DumpDir.empty())
    if (Error E = dumpBuffers(*R))
      return badInput(toString(std::move(E)));
  if (!DivergenceProfileFile.empty())
    if (Error E = R->Divergence.save(DivergenceProfileFile))
      return badInput(toString(std::move(E)));
  if (JSONOut) {
    json::Value V = R->Stats.toJSON();
    json::Object *O = V.getAsObject();
    (*O)["kernel"] = Spec->Kernel;
    (*O)["fault"] = R->Fault ? json::Value(*R->Fault) : json::Value(nullptr);
    (*O)["printf"] = printfJSON(*R);
    (*O)["printf_dropped"] = int64_t(R->PrintfDropped);
    outs() << formatv("{0:2}", V) << "\n";
  } else {
    if (R->Fault)
      outs() << "(the kernel faulted: the metrics below cover the run up to "
                "the fault, partly; the fault is on stderr)\n";
    R->Stats.print(outs());
    if (Triple((*M)->getTargetTriple()).isAMDGCN())
      outs() << formatv("(amdgcn kernel: {0}-lane waves timed on the {1} "
                        "description, not a CDNA/RDNA prediction)\n",
                        R->Stats.WarpSize, GPU);
    printDevicePrintf(outs(), *R);
  }
  outs().flush();
  if (R->Fault) {
    errs() << "lockstep-sim: fault: " << *R->Fault << "\n";
    return ExitFault;
  }
  return 0;
}
