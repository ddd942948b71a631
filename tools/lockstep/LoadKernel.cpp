//===- LoadKernel.cpp - Load a kernel from .cu, .ll or .bc ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the input files of any subcommand into a verified Module through
/// the shared CUDA front end (lockstep/Frontend/CudaFrontend.h): .cu files
/// are compiled device-only at -O3 with line tables and the clang flags of
/// the command line, .ll and .bc files are parsed, several files are linked.
/// Every failure becomes one line naming the file and what to do.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Frontend/CudaFrontend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace lockstep {
namespace driver {

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
loadFiles(ArrayRef<std::string> Paths, LLVMContext &Ctx, bool Unoptimized) {
  frontend::FrontendOptions Opts =
      frontend::frontendOptionsFromCommandLine(effectiveArch());
  Opts.Unoptimized = Unoptimized;
  Expected<std::unique_ptr<Module>> M =
      frontend::loadKernelFiles(Paths, Ctx, Opts);
  if (!M)
    return M.takeError();
  std::string Name = join(Paths, "+");
  if (Error E = verifyKernel(**M, Name))
    return E;
  // A .cu/.hip file that compiles to no kernel (empty, host-only, or the
  // kernel is behind an #if) is a mistake; IR files may hold device
  // functions only.
  if (any_of(Paths,
             [](const std::string &P) { return frontend::isGPUSource(P); }))
    if (Error E = frontend::requireKernels(**M, Name))
      return E;
  return M;
}

Expected<std::unique_ptr<Module>> loadKernel(StringRef Path, LLVMContext &Ctx) {
  return loadFiles({Path.str()}, Ctx, /*Unoptimized=*/false);
}

Expected<std::unique_ptr<Module>> loadInputKernels(LLVMContext &Ctx,
                                                   bool Unoptimized) {
  return loadFiles(InputPaths, Ctx, Unoptimized);
}

} // namespace driver
} // namespace lockstep
