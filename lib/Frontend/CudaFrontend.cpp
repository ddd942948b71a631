//===- CudaFrontend.cpp - CUDA sources and IR files into one Module -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Compiling .cu files with a clang-22 subprocess, parsing .ll and .bc files
/// and linking several into one device module (see CudaFrontend.h). The
/// command-line options of the front end live in FrontendOptions.cpp.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Frontend/CudaFrontend.h"
#include "lockstep/Frontend/CompileCommands.h"
#include "lockstep/Support/GPUModule.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep::frontend;

namespace {

const char *const CudaToolkitDir = "/usr/local/cuda";
const char *const LLVMBinDir = "/usr/lib/llvm-22/bin";

bool hasCudaToolkit(const FrontendOptions &Opts) {
  SmallString<128> Header(CudaToolkitDir);
  sys::path::append(Header, "include", "cuda_runtime.h");
  return !Opts.NoCudaToolkit && sys::fs::exists(Header);
}

/// CUDA 13 moved libcu++, CUB and Thrust (CCCL) to include/cccl, which nvcc
/// searches but clang 22 does not know of: without it cooperative_groups.h
/// fails on 'cuda/std/type_traits'. Empty when the toolkit has no such
/// directory (CUDA 12 and older keep CCCL in include/).
std::string cudaCCCLIncludeDir() {
  SmallString<128> Dir(CudaToolkitDir);
  sys::path::append(Dir, "include", "cccl");
  return sys::fs::is_directory(Dir) ? std::string(Dir) : std::string();
}

/// Minimal header \p File of runtime/\p Dir: next to the build or install
/// tree of this executable, else in the source tree it was built from.
Expected<std::string> findRuntimeHeader(StringRef Dir, StringRef File,
                                        StringRef Fix) {
  static int Anchor;
  std::string Exe = sys::fs::getMainExecutable("lockstep", &Anchor);
  StringRef BinDir = sys::path::parent_path(Exe);
  SmallVector<std::string, 3> Candidates;
  for (StringRef Rel : {"../../runtime", "../share/lockstep"}) {
    SmallString<256> P(BinDir);
    sys::path::append(P, Rel, Dir, File);
    Candidates.push_back(std::string(P));
  }
  SmallString<256> Src(LOCKSTEP_SOURCE_DIR "/runtime");
  sys::path::append(Src, Dir, File);
  Candidates.push_back(std::string(Src));
  for (const std::string &C : Candidates) {
    SmallString<256> Real;
    if (sys::fs::is_regular_file(C) && !sys::fs::real_path(C, Real))
      return std::string(Real);
  }
  return frontendError(
      "the minimal header " + File + " was not found next to " + Exe, Fix);
}

/// The minimal CUDA header: --cuda-header, else findRuntimeHeader.
Expected<std::string> findCudaHeader(const FrontendOptions &Opts) {
  if (!Opts.CudaHeader.empty()) {
    if (!sys::fs::is_regular_file(Opts.CudaHeader))
      return frontendError("CUDA header '" + Opts.CudaHeader + "' not found",
                           "pass an existing file to --cuda-header");
    return Opts.CudaHeader;
  }
  return findRuntimeHeader(
      "cuda", "lockstep_cuda.h",
      "install the CUDA toolkit or pass --cuda-header=FILE");
}

Expected<std::string> findClang(const FrontendOptions &Opts) {
  if (!Opts.Clang.empty())
    return Opts.Clang;
  if (ErrorOr<std::string> P = sys::findProgramByName("clang++-22"))
    return *P;
  SmallString<128> InLLVM(LLVMBinDir);
  sys::path::append(InLLVM, "clang++");
  if (sys::fs::can_execute(InLLVM))
    return std::string(InLLVM);
  return frontendError("clang++-22 not found (neither on PATH nor in " +
                           Twine(LLVMBinDir) + ")",
                       "install clang-22 (apt-get install clang-22) or pass "
                       "--clang=PATH");
}

/// Records the first error the linker diagnoses.
struct LinkDiagnostics : DiagnosticHandler {
  std::string FirstError;
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error || !FirstError.empty())
      return true;
    raw_string_ostream OS(FirstError);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    return true;
  }
};

/// True when \p Buffer holds nothing but white space.
bool isBlank(StringRef Buffer) { return Buffer.trim().empty(); }

Expected<std::unique_ptr<Module>> parseIR(StringRef Path, LLVMContext &Ctx) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (Buf && isBlank((*Buf)->getBuffer()))
    return frontendError("'" + Path + "' is an empty file",
                         "give LLVM 22 IR (.ll) or bitcode (.bc), e.g. from "
                         "lockstep compile K.cu -o K.ll, or the .cu file");
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Path, Diag, Ctx);
  if (M)
    return M;
  // 'file.ll':3:23, the compiler's form: the quotes hold the path alone.
  std::string Where = Path.str() + "'";
  if (Diag.getLineNo() > 0)
    Where += ":" + std::to_string(Diag.getLineNo()) + ":" +
             std::to_string(Diag.getColumnNo() + 1);
  if (Path.ends_with(".bc"))
    return frontendError("cannot read bitcode '" + Path +
                             "': " + Diag.getMessage(),
                         "the file is truncated, corrupt or not LLVM 22 "
                         "bitcode; regenerate it (lockstep compile --emit bc)");
  return frontendError("cannot read '" + Where + ": " + Diag.getMessage(),
                       "give LLVM 22 IR (.ll) or bitcode (.bc), e.g. from "
                       "clang++-22 -S -emit-llvm, or a .cu file");
}

/// True when clang's first error \p Line is about the GPU architecture
/// \p Arch, not the source.
static bool blamesArch(StringRef Line, StringRef Arch) {
  return Line.contains("gpu architecture") ||
         Line.contains("unknown target CPU") ||
         (!Arch.empty() && Line.contains(Arch) && !Line.contains(".cu:") &&
          !Line.contains(".hip:"));
}

Expected<std::unique_ptr<Module>> compileCuda(StringRef Path, LLVMContext &Ctx,
                                              bool Linked,
                                              const FrontendOptions &Opts) {
  Expected<std::string> Clang = findClang(Opts);
  if (!Clang)
    return Clang.takeError();
  SmallString<128> IRPath, LogPath;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("lockstep-device", "ll", IRPath))
    return frontendError("cannot create a temporary file: " + EC.message(),
                         "check TMPDIR");
  FileRemover RemoveIR(IRPath);
  if (std::error_code EC =
          sys::fs::createTemporaryFile("lockstep-clang", "log", LogPath))
    return frontendError("cannot create a temporary file: " + EC.message(),
                         "check TMPDIR");
  FileRemover RemoveLog(LogPath);

  Expected<std::vector<std::string>> Args =
      clangCommand(Path, IRPath, Linked, Opts);
  if (!Args)
    return Args.takeError();
  Expected<int> Status = runProgram(*Clang, *Args, LogPath);
  if (!Status)
    return Status.takeError();
  if (*Status != 0) {
    std::string First = firstErrorLine(LogPath);
    return frontendError("clang could not compile '" + Path + "': " + First,
                         (blamesArch(First, Opts.Arch)
                              ? "check --arch (sm_XY for .cu, gfxNNN for .hip)"
                              : "fix the kernel source") +
                             (" (command: " + join(*Args, " ") + ")"));
  }
  Expected<std::unique_ptr<Module>> M = parseIR(IRPath, Ctx);
  if (M)
    (*M)->setModuleIdentifier(Path);
  return M;
}

Error checkInputFile(StringRef Path) {
  if (!sys::fs::exists(Path))
    return frontendError("cannot open '" + Path + "': no such file",
                         "check the path of the kernel");
  if (sys::fs::is_directory(Path))
    return frontendError("'" + Path + "' is a directory",
                         "pass a .cu, .ll or .bc file");
  StringRef Ext = sys::path::extension(Path);
  if (Ext != ".cu" && Ext != ".hip" && Ext != ".ll" && Ext != ".bc")
    return frontendError(
        "'" + Path + "' has an unknown extension '" + Ext + "'",
        "pass a CUDA source (.cu), a HIP source (.hip), LLVM IR (.ll) or "
        "bitcode (.bc)");
  return Error::success();
}

Expected<std::unique_ptr<Module>> loadOne(StringRef Path, LLVMContext &Ctx,
                                          bool Linked,
                                          const FrontendOptions &Opts) {
  if (Error E = checkInputFile(Path))
    return E;
  if (isGPUSource(Path))
    return compileCuda(Path, Ctx, Linked, Opts);
  return parseIR(Path, Ctx);
}

} // namespace

Error lockstep::frontend::frontendError(const Twine &What, const Twine &Fix) {
  return createStringError(inconvertibleErrorCode(),
                           What.str() + "; " + Fix.str());
}

bool lockstep::frontend::isGPUSource(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  return Ext == ".cu" || Ext == ".hip";
}

namespace {
/// The flags every device compile shares, after \p Args (the language's
/// own) and before \p Extra (its headers and libraries): -O3 without LLVM
/// passes when Unoptimized, line tables, -fgpu-rdc when \p Linked; then the
/// project's and the user's flags, \p Source and \p Output.
Expected<std::vector<std::string>> finishCommand(std::vector<std::string> Args,
                                                 ArrayRef<std::string> Extra,
                                                 StringRef Source,
                                                 StringRef Output, bool Linked,
                                                 const FrontendOptions &Opts) {
  if (Opts.Unoptimized)
    Args.insert(Args.end(), {"-Xclang", "-disable-llvm-passes"});
  if (Opts.DebugLines)
    Args.push_back("-gline-tables-only");
  if (Linked)
    Args.push_back("-fgpu-rdc");
  Args.insert(Args.end(), Extra.begin(), Extra.end());
  if (!Opts.CompileCommandsDir.empty()) {
    Expected<CompileCommand> C =
        findCompileCommand(Opts.CompileCommandsDir, Source);
    if (!C)
      return C.takeError();
    std::vector<std::string> Project = deviceFlags(*C);
    Args.insert(Args.end(), Project.begin(), Project.end());
  }
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  Args.insert(Args.end(), {Source.str(), "-o", Output.str()});
  return Args;
}

/// The HIP device compile: amdgcn (gfx90a unless --arch names a gfx
/// target), no ROCm, the minimal header runtime/hip/lockstep_hip.h.
Expected<std::vector<std::string>> hipCommand(StringRef Clang, StringRef Source,
                                              StringRef Output, bool Linked,
                                              const FrontendOptions &Opts) {
  Expected<std::string> Header = findRuntimeHeader(
      "hip", "lockstep_hip.h", "reinstall Lockstep (runtime/hip is missing)");
  if (!Header)
    return Header.takeError();
  StringRef Arch =
      StringRef(Opts.Arch).starts_with("gfx") ? StringRef(Opts.Arch) : "gfx90a";
  return finishCommand({Clang.str(), "-x", "hip", "--offload-device-only",
                        "--offload-arch=" + Arch.str(), "-O3", "-S",
                        "-emit-llvm"},
                       {"-nogpulib", "-nogpuinc", "-include", *Header}, Source,
                       Output, Linked, Opts);
}
} // namespace

Expected<std::vector<std::string>>
lockstep::frontend::clangCommand(StringRef Source, StringRef Output,
                                 bool Linked, const FrontendOptions &Opts) {
  Expected<std::string> Clang = findClang(Opts);
  if (!Clang)
    return Clang.takeError();
  if (sys::path::extension(Source) == ".hip")
    return hipCommand(*Clang, Source, Output, Linked, Opts);
  std::vector<std::string> Extra;
  if (hasCudaToolkit(Opts)) {
    Extra.push_back(std::string("--cuda-path=") + CudaToolkitDir);
    std::string CCCL = cudaCCCLIncludeDir();
    if (!CCCL.empty())
      Extra.insert(Extra.end(), {"-isystem", CCCL});
  } else {
    Expected<std::string> Header = findCudaHeader(Opts);
    if (!Header)
      return Header.takeError();
    Extra = {"-nocudainc", "-nocudalib", "-include", *Header};
  }
  return finishCommand({*Clang, "-x", "cuda", "--cuda-device-only",
                        "--cuda-gpu-arch=" + Opts.Arch, "-O3", "-S",
                        "-emit-llvm", "-Wno-unknown-cuda-version"},
                       Extra, Source, Output, Linked, Opts);
}

Expected<std::unique_ptr<Module>>
lockstep::frontend::loadKernelFiles(ArrayRef<std::string> Paths,
                                    LLVMContext &Ctx,
                                    const FrontendOptions &Opts) {
  if (Paths.empty())
    return frontendError("no input kernel given",
                         "pass a .cu, .ll or .bc file after the subcommand");
  bool Linked = Paths.size() > 1;
  Expected<std::unique_ptr<Module>> First =
      loadOne(Paths[0], Ctx, Linked, Opts);
  if (!First || !Linked)
    return First;
  std::unique_ptr<Module> Dest = std::move(*First);
  Linker L(*Dest);
  for (const std::string &Path : Paths.drop_front()) {
    Expected<std::unique_ptr<Module>> M = loadOne(Path, Ctx, Linked, Opts);
    if (!M)
      return M.takeError();
    // The linker reports why through the context: keep its first error.
    auto Saved = Ctx.getDiagnosticHandler();
    auto Catch = std::make_unique<LinkDiagnostics>();
    LinkDiagnostics *Caught = Catch.get();
    Ctx.setDiagnosticHandler(std::move(Catch));
    bool Failed = L.linkInModule(std::move(*M));
    std::string Why = Caught->FirstError;
    Ctx.setDiagnosticHandler(std::move(Saved));
    if (Failed)
      return frontendError("cannot link '" + Path + "' with '" + Paths[0] +
                               "': " + Why,
                           "a symbol is defined twice or with different "
                           "types; make all but one definition static or "
                           "extern");
  }
  Dest->setModuleIdentifier(join(Paths, "+"));
  return Dest;
}

Error lockstep::frontend::requireKernels(const Module &M, StringRef Inputs) {
  for (const Function &F : M)
    if (!F.isDeclaration() && isGPUKernel(F))
      return Error::success();
  return frontendError("no kernels found in '" + Inputs +
                           "': the device compile produced no __global__ "
                           "function",
                       "add a __global__ kernel (or check the #if/#ifdef "
                       "around it and the -D flags)");
}

Expected<int> lockstep::frontend::runProgram(StringRef Program,
                                             ArrayRef<std::string> Args,
                                             StringRef LogPath) {
  SmallVector<StringRef, 16> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A);
  std::optional<StringRef> Redirects[] = {StringRef(""), LogPath, LogPath};
  std::string ErrMsg;
  bool Failed = false;
  int Status = sys::ExecuteAndWait(Program, Argv, std::nullopt, Redirects,
                                   /*SecondsToWait=*/0, /*MemoryLimit=*/0,
                                   &ErrMsg, &Failed);
  if (Failed || Status < 0)
    return frontendError("could not run '" + Program + "': " + ErrMsg,
                         "check that it is installed and executable");
  return Status;
}

std::string lockstep::frontend::firstErrorLine(StringRef LogPath) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Log = MemoryBuffer::getFile(LogPath);
  if (!Log)
    return "(no output)";
  SmallVector<StringRef, 32> Lines;
  (*Log)->getBuffer().split(Lines, '\n', -1, false);
  for (StringRef Line : Lines)
    if (Line.contains("error"))
      return Line.trim().str();
  return Lines.empty() ? "(no output)" : Lines.front().trim().str();
}
