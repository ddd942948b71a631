//===- Compile.cpp - lockstep compile -------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep compile KERNEL.cu|.ll|.bc [--passes P] [--emit ll|bc|ptx]
/// [--ep POINT] [--arch sm_90] [--verify-ptx] -o OUT`: load the kernel
/// (clang-22 -O3 device-only for .cu), run the Lockstep passes in-process
/// (inside -O3 at an extension point, see Placement.cpp), and write LLVM
/// IR, bitcode or PTX from the NVPTX backend. --verify-ptx assembles the PTX
/// with ptxas when it is installed.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Plugin/Registration.h"
#include "lockstep/Support/Options.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::opt<std::string> EmitKind("emit",
                                     cl::desc("Output kind: ll, bc or ptx"),
                                     cl::value_desc("ll|bc|ptx"),
                                     cl::init("ll"), cl::sub(compileCommand()),
                                     cl::cat(getLockstepCategory()));

static cl::opt<bool>
    VerifyPTX("verify-ptx",
              cl::desc("Assemble the emitted PTX with ptxas (when installed)"),
              cl::sub(compileCommand()), cl::cat(getLockstepCategory()));

static cl::opt<bool>
    PrintRemarks("remarks",
                 cl::desc("Print the optimization remarks of the passes "
                          "(what was melded, what was skipped and why)"),
                 cl::sub(compileCommand()), cl::cat(getLockstepCategory()));

static cl::opt<std::string>
    PtxasPath("ptxas",
              cl::desc("ptxas for --verify-ptx (default: PATH, then "
                       "/usr/local/cuda/bin)"),
              cl::value_desc("path"), cl::sub(compileCommand()), cl::Hidden,
              cl::cat(getLockstepCategory()));

static Error checkOptions() {
  if (Error E = requireInput())
    return E;
  if (EmitKind != "ll" && EmitKind != "bc" && EmitKind != "ptx")
    return inputError("unknown --emit value '" + EmitKind + "'",
                      "use --emit ll, --emit bc or --emit ptx");
  if (OutputPath.empty())
    return inputError("no output file given",
                      "pass -o FILE (or -o - for standard output)");
  if (VerifyPTX && EmitKind != "ptx")
    return inputError("--verify-ptx checks PTX, but --emit is '" + EmitKind +
                          "'",
                      "add --emit ptx");
  return Error::success();
}

/// Run the NVPTX backend on \p M and return the PTX text.
static Expected<std::string> emitPTX(Module &M, TargetMachine &TM) {
  M.setDataLayout(TM.createDataLayout());
  SmallString<0> PTX;
  raw_svector_ostream OS(PTX);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return inputError("the NVPTX backend cannot emit assembly",
                      "check that LLVM 22 was built with the NVPTX target");
  // A fatal error of the backend (an operation it cannot select) inside the
  // recovery context returns here instead of ending the tool.
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  lastRecoveredFatalError().clear();
  if (!CRC.RunSafely([&] { PM.run(M); }))
    return inputError("the NVPTX backend cannot compile this kernel: " +
                          lastRecoveredFatalError(),
                      "emit ll instead");
  if (Error E = takeDiagnosticError(M.getContext()))
    return inputError("the NVPTX backend failed: " + toString(std::move(E)),
                      "simplify the kernel or emit ll instead");
  return std::string(PTX);
}

/// Assemble \p PTX with ptxas for the target CPU; a note when absent.
static Error verifyWithPtxas(StringRef PTX, StringRef CPU) {
  std::optional<std::string> Ptxas =
      PtxasPath.empty() ? findProgram("ptxas", {"/usr/local/cuda/bin"})
      : sys::fs::can_execute(PtxasPath) ? std::optional<std::string>(PtxasPath)
                                        : std::nullopt;
  if (!Ptxas) {
    printNote(PtxasPath.empty()
                  ? "ptxas not found (PATH, /usr/local/cuda/bin); the PTX "
                    "was not verified"
                  : "ptxas not found at '" + PtxasPath +
                        "'; the PTX was not verified");
    return Error::success();
  }
  SmallString<128> PTXPath, CubinPath, LogPath;
  if (sys::fs::createTemporaryFile("lockstep", "ptx", PTXPath) ||
      sys::fs::createTemporaryFile("lockstep", "cubin", CubinPath) ||
      sys::fs::createTemporaryFile("lockstep-ptxas", "log", LogPath))
    return inputError("cannot create temporary files", "check TMPDIR");
  FileRemover R1(PTXPath), R2(CubinPath), R3(LogPath);
  if (Error E = writeOutput(PTXPath, [&](raw_ostream &OS) {
        OS << PTX;
        return Error::success();
      }))
    return E;
  std::vector<std::string> Args = {*Ptxas, "-arch=" + CPU.str(),
                                   std::string(PTXPath), "-o",
                                   std::string(CubinPath)};
  Expected<int> Status = runProgram(*Ptxas, Args, LogPath);
  if (!Status)
    return Status.takeError();
  if (*Status != 0) {
    std::string Line = firstErrorLine(LogPath);
    // spec-reconverge's convergence barriers are declarations for the
    // simulator (runtime/cuda/lockstep_barriers.h), not a GPU.
    if (StringRef(Line).contains("__lockstep_barrier_"))
      return inputError("ptxas rejected the PTX: " + Line,
                        "the convergence barriers of spec-reconverge run "
                        "in lockstep-sim only: for a GPU use "
                        "'spec-reconverge<lower=vote>' or define the "
                        "__lockstep_barrier_* functions");
    return inputError("ptxas rejected the PTX: " + Line,
                      "this is a code generation problem; report it with "
                      "the kernel");
  }
  printNote("ptxas -arch=" + CPU + " accepted the PTX");
  return Error::success();
}

static Error writeModule(Module &M, GPUPassContext *PC) {
  if (EmitKind == "ll")
    return writeOutput(OutputPath, [&](raw_ostream &OS) {
      M.print(OS, nullptr);
      return Error::success();
    });
  if (EmitKind == "bc")
    return writeOutput(
        OutputPath,
        [&](raw_ostream &OS) {
          WriteBitcodeToFile(M, OS);
          return Error::success();
        },
        /*Binary=*/true);
  if (!M.getTargetTriple().isNVPTX())
    return inputError("--emit ptx needs an NVPTX module, but '" +
                          M.getModuleIdentifier() + "' has triple '" +
                          M.getTargetTriple().str() + "'",
                      "compile the kernel for nvptx64-nvidia-cuda, or use "
                      "--emit ll or --emit bc");
  std::unique_ptr<TargetMachine> OwnTM;
  TargetMachine *TM = PC ? &PC->targetMachine() : nullptr;
  if (!TM) {
    Expected<std::unique_ptr<TargetMachine>> Created = createTargetMachine(M);
    if (!Created)
      return Created.takeError();
    OwnTM = std::move(*Created);
    TM = OwnTM.get();
  }
  Expected<std::string> PTX = emitPTX(M, *TM);
  if (!PTX)
    return PTX.takeError();
  if (Error E = writeOutput(OutputPath, [&](raw_ostream &OS) {
        OS << *PTX;
        return Error::success();
      }))
    return E;
  return VerifyPTX ? verifyWithPtxas(*PTX, TM->getTargetCPU())
                   : Error::success();
}

/// Run --passes (at \p Placement), printing their remarks with --remarks.
static Error runPassesWithRemarks(Module &M, GPUPassContext &PC,
                                  std::optional<ExtensionPoint> Placement) {
  if (!PrintRemarks)
    return runPlacedPasses(M, PC, PassList, Placement);
  std::vector<CollectedRemark> Remarks;
  Error E = [&] {
    RemarkCollection Collect(M.getContext(), "", Remarks);
    return runPlacedPasses(M, PC, PassList, Placement);
  }();
  for (const CollectedRemark &R : Remarks) {
    // Placed, the -O3 passes around them remark too; only ours are shown.
    if (Placement && !isLockstepPassName(R.Pass))
      continue;
    errs() << "lockstep: remark: " << R.Location << ": [" << R.Pass
           << (R.Kind == CollectedRemark::Missed ? ", missed" : "") << "] "
           << R.Message << "\n";
  }
  return E;
}

static Error compile() {
  if (Error E = checkOptions())
    return E;
  Expected<std::optional<ExtensionPoint>> Placement =
      choosePlacement(InputPaths, PassList);
  if (!Placement)
    return Placement.takeError();
  LLVMContext Ctx;
  installDiagnosticHandler(Ctx);
  Expected<std::unique_ptr<Module>> M = loadPlacedKernels(Ctx, *Placement);
  if (!M)
    return M.takeError();
  std::unique_ptr<GPUPassContext> PC;
  if (!PassList.empty()) {
    if (Error E = requireGPUModule(**M, "--passes"))
      return E;
    Expected<std::unique_ptr<GPUPassContext>> Created =
        GPUPassContext::create(**M, Arch);
    if (!Created)
      return Created.takeError();
    PC = std::move(*Created);
    if (Error E = runPassesWithRemarks(**M, *PC, *Placement))
      return E;
  }
  return writeModule(**M, PC.get());
}

int runCompile() {
  if (Error E = compile())
    return reportError(std::move(E));
  return ExitOK;
}

} // namespace driver
} // namespace lockstep
