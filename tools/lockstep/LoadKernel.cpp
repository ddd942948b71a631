//===- LoadKernel.cpp - Load a kernel from .cu, .ll or .bc ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the input of any subcommand into a verified Module. A .cu file is
/// compiled device-only at -O3 by a clang-22 subprocess, against the CUDA
/// toolkit in /usr/local/cuda when it is installed and otherwise against the
/// minimal header runtime/cuda/lockstep_cuda.h; .ll and .bc files are parsed.
/// Every failure becomes one line naming the file and what to do.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::opt<std::string> CudaHeader(
    "cuda-header",
    cl::desc("Minimal CUDA header to use without the toolkit (default: "
             "runtime/cuda/lockstep_cuda.h of this build)"),
    cl::value_desc("file"), cl::sub(cl::SubCommand::getAll()),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> NoCudaToolkit(
    "no-cuda-toolkit",
    cl::desc("Compile .cu files with the minimal CUDA header even when the "
             "CUDA toolkit is installed"),
    cl::sub(cl::SubCommand::getAll()), cl::cat(getLockstepCategory()));

static cl::opt<std::string>
    ClangPath("clang", cl::desc("clang++ to compile .cu files with"),
              cl::value_desc("path"), cl::sub(cl::SubCommand::getAll()),
              cl::Hidden, cl::cat(getLockstepCategory()));

static const char *const CudaToolkitDir = "/usr/local/cuda";
static const char *const LLVMBinDir = "/usr/lib/llvm-22/bin";

static bool hasCudaToolkit() {
  SmallString<128> Header(CudaToolkitDir);
  sys::path::append(Header, "include", "cuda_runtime.h");
  return !NoCudaToolkit && sys::fs::exists(Header);
}

/// The minimal header: --cuda-header, else next to the build or install
/// tree of this executable, else in the source tree it was built from.
static Expected<std::string> findCudaHeader() {
  if (!CudaHeader.empty()) {
    if (!sys::fs::is_regular_file(CudaHeader))
      return inputError("CUDA header '" + CudaHeader + "' not found",
                        "pass an existing file to --cuda-header");
    return CudaHeader.getValue();
  }
  static int Anchor;
  std::string Exe = sys::fs::getMainExecutable("lockstep", &Anchor);
  StringRef BinDir = sys::path::parent_path(Exe);
  SmallVector<std::string, 3> Candidates;
  for (StringRef Rel : {"../../runtime/cuda", "../share/lockstep/cuda"}) {
    SmallString<256> P(BinDir);
    sys::path::append(P, Rel, "lockstep_cuda.h");
    Candidates.push_back(std::string(P));
  }
  Candidates.push_back(LOCKSTEP_SOURCE_DIR "/runtime/cuda/lockstep_cuda.h");
  for (const std::string &C : Candidates) {
    SmallString<256> Real;
    if (sys::fs::is_regular_file(C) && !sys::fs::real_path(C, Real))
      return std::string(Real);
  }
  return inputError("the minimal CUDA header lockstep_cuda.h was not found "
                    "next to " +
                        Exe,
                    "install the CUDA toolkit or pass --cuda-header=FILE");
}

static Expected<std::string> findClang() {
  if (!ClangPath.empty())
    return ClangPath.getValue();
  if (std::optional<std::string> P = findProgram("clang++-22", {}))
    return *P;
  SmallString<128> InLLVM(LLVMBinDir);
  sys::path::append(InLLVM, "clang++");
  if (sys::fs::can_execute(InLLVM))
    return std::string(InLLVM);
  return inputError("clang++-22 not found (neither on PATH nor in " +
                        Twine(LLVMBinDir) + ")",
                    "install clang-22 (apt-get install clang-22) or pass "
                    "--clang=PATH");
}

/// The clang command line for a device-only -O3 compile of \p Source.
static Expected<std::vector<std::string>> clangCommand(StringRef Clang,
                                                       StringRef Source,
                                                       StringRef Output,
                                                       bool Unoptimized) {
  std::vector<std::string> Args = {Clang.str(),
                                   "-x",
                                   "cuda",
                                   "--cuda-device-only",
                                   "--cuda-gpu-arch=" + effectiveArch(),
                                   "-O3",
                                   "-S",
                                   "-emit-llvm",
                                   "-Wno-unknown-cuda-version"};
  if (Unoptimized) // -O3 attributes, no LLVM passes: see Placement.cpp.
    Args.insert(Args.end(), {"-Xclang", "-disable-llvm-passes"});
  if (hasCudaToolkit()) {
    Args.push_back(std::string("--cuda-path=") + CudaToolkitDir);
  } else {
    Expected<std::string> Header = findCudaHeader();
    if (!Header)
      return Header.takeError();
    Args.insert(Args.end(), {"-nocudainc", "-nocudalib", "-include", *Header});
  }
  Args.insert(Args.end(), {Source.str(), "-o", Output.str()});
  return Args;
}

static Expected<std::unique_ptr<Module>> parseIR(StringRef Path,
                                                 LLVMContext &Ctx) {
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Path, Diag, Ctx);
  if (!M) {
    std::string Where = Path.str();
    if (Diag.getLineNo() > 0)
      Where += ":" + std::to_string(Diag.getLineNo()) + ":" +
               std::to_string(Diag.getColumnNo() + 1);
    if (Path.ends_with(".bc"))
      return inputError("cannot read bitcode '" + Path +
                            "': " + Diag.getMessage(),
                        "the file is truncated, corrupt or not LLVM 22 "
                        "bitcode; regenerate it (lockstep compile --emit bc)");
    return inputError("cannot read '" + Where + "': " + Diag.getMessage(),
                      "give LLVM 22 IR (.ll) or bitcode (.bc), e.g. from "
                      "clang++-22 -S -emit-llvm, or a .cu file");
  }
  return M;
}

static Error verifyKernel(Module &M, StringRef Path) {
  std::string Message;
  raw_string_ostream OS(Message);
  bool BrokenDebugInfo = false;
  if (verifyModule(M, &OS, &BrokenDebugInfo)) {
    StringRef First = StringRef(Message).split('\n').first;
    return inputError("invalid IR in '" + Path + "': " + First,
                      "fix the module until opt-22 -passes=verify accepts it");
  }
  if (BrokenDebugInfo) {
    printNote("'" + Path + "' has invalid debug info; it was stripped");
    StripDebugInfo(M);
  }
  return Error::success();
}

static Expected<std::unique_ptr<Module>>
compileCuda(StringRef Path, LLVMContext &Ctx, bool Unoptimized) {
  Expected<std::string> Clang = findClang();
  if (!Clang)
    return Clang.takeError();
  SmallString<128> IRPath, LogPath;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("lockstep-device", "ll", IRPath))
    return inputError("cannot create a temporary file: " + EC.message(),
                      "check TMPDIR");
  FileRemover RemoveIR(IRPath);
  if (std::error_code EC =
          sys::fs::createTemporaryFile("lockstep-clang", "log", LogPath))
    return inputError("cannot create a temporary file: " + EC.message(),
                      "check TMPDIR");
  FileRemover RemoveLog(LogPath);

  Expected<std::vector<std::string>> Args =
      clangCommand(*Clang, Path, IRPath, Unoptimized);
  if (!Args)
    return Args.takeError();
  Expected<int> Status = runProgram(*Clang, *Args, LogPath);
  if (!Status)
    return Status.takeError();
  if (*Status != 0)
    return inputError(
        "clang could not compile '" + Path + "': " + firstErrorLine(LogPath),
        "fix the kernel source (command: " + join(*Args, " ") + ")");
  Expected<std::unique_ptr<Module>> M = parseIR(IRPath, Ctx);
  if (M)
    (*M)->setModuleIdentifier(Path);
  return M;
}

Expected<std::unique_ptr<Module>> loadKernel(StringRef Path, LLVMContext &Ctx,
                                             bool Unoptimized) {
  if (Path.empty())
    return inputError("no input kernel given",
                      "pass a .cu, .ll or .bc file after the subcommand");
  if (!sys::fs::exists(Path))
    return inputError("cannot open '" + Path + "': no such file",
                      "check the path of the kernel");
  if (sys::fs::is_directory(Path))
    return inputError("'" + Path + "' is a directory",
                      "pass a .cu, .ll or .bc file");
  StringRef Ext = sys::path::extension(Path);
  Expected<std::unique_ptr<Module>> M = [&]() {
    if (Ext == ".cu")
      return compileCuda(Path, Ctx, Unoptimized);
    if (Ext == ".ll" || Ext == ".bc")
      return parseIR(Path, Ctx);
    return Expected<std::unique_ptr<Module>>(
        inputError("'" + Path + "' has an unknown extension '" + Ext + "'",
                   "pass a CUDA source (.cu), LLVM IR (.ll) or bitcode (.bc)"));
  }();
  if (!M)
    return M.takeError();
  if (Error E = verifyKernel(**M, Path))
    return E;
  return M;
}

} // namespace driver
} // namespace lockstep
