//===- CudaFrontend.h - CUDA sources and IR files into one Module -*- C++
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The front end every Lockstep tool shares: it turns the kernel files a user
/// names into one LLVM module. A .cu file is compiled device-only at -O3 by
/// a clang-22 subprocess (against the CUDA toolkit in /usr/local/cuda when
/// installed, else the minimal header runtime/cuda/lockstep_cuda.h), with
/// line tables (-gline-tables-only) so remarks, reports and profiles can
/// name source lines, the project's flags from a compile_commands.json
/// (-p BUILD_DIR) and the user's clang flags (-I, -D, -U, -include, -std=,
/// -Xclang, and everything after `--`). .ll and .bc files are parsed.
/// Several files are compiled as -fgpu-rdc would (relocatable device code)
/// and linked into one device module with llvm::Linker, so a kernel may call
/// __device__ functions and use __constant__/__device__ variables defined in
/// another file.
///
/// A .hip file is compiled the same way for amdgcn (`-x hip
/// --offload-device-only --offload-arch=ARCH`, gfx90a unless the arch given
/// is a gfx one), without ROCm: `-nogpulib -nogpuinc` and the minimal header
/// runtime/hip/lockstep_hip.h.
///
/// Every failure is an llvm::Error whose message reads "<what>; <what to
/// do>" (one line), the shape the tools print.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_FRONTEND_CUDAFRONTEND_H
#define LOCKSTEP_FRONTEND_CUDAFRONTEND_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace lockstep::frontend {

/// How .cu files are compiled.
struct FrontendOptions {
  std::string Arch = "sm_90";         ///< --cuda-gpu-arch.
  std::vector<std::string> ClangArgs; ///< User flags, after the defaults.
  std::string CompileCommandsDir;     ///< -p: holds compile_commands.json.
  std::string CudaHeader;             ///< --cuda-header (no toolkit).
  bool NoCudaToolkit = false;         ///< --no-cuda-toolkit.
  std::string Clang;                  ///< --clang: clang++ to run.
  bool DebugLines = true;             ///< -gline-tables-only.
  /// -O3 attributes but no LLVM passes (-Xclang -disable-llvm-passes): the
  /// driver then runs -O3 in-process with the passes placed (--ep).
  bool Unoptimized = false;
};

/// The front-end options given on the command line (-I, -D, -U, -include,
/// -std=, -Xclang, -p, --cuda-header, --no-cuda-toolkit, --clang,
/// --no-debug-lines, and the arguments after `--`), with \p Arch
/// (default sm_90 when empty). The options are registered for every
/// subcommand of the tool that links this library.
FrontendOptions frontendOptionsFromCommandLine(llvm::StringRef Arch);

/// Removes the first "--" and every argument after it from \p Argv (so the
/// command-line parser does not take them for input files) and keeps them
/// as clang flags for frontendOptionsFromCommandLine. Call before parsing.
void takeClangArgsAfterSeparator(int &Argc, char **Argv);

/// "<What>; <Fix>" as an error.
llvm::Error frontendError(const llvm::Twine &What, const llvm::Twine &Fix);

/// Loads \p Paths (.cu, .ll, .bc; at least one) into one module, linked when
/// there are several. Not yet verified: the caller runs the verifier.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadKernelFiles(llvm::ArrayRef<std::string> Paths, llvm::LLVMContext &Ctx,
                const FrontendOptions &Opts);

/// The clang command line that compiles \p Source to \p Output (exposed for
/// tests and error messages); \p Linked is true when several files are
/// linked (adds -fgpu-rdc).
llvm::Expected<std::vector<std::string>>
clangCommand(llvm::StringRef Source, llvm::StringRef Output, bool Linked,
             const FrontendOptions &Opts);

/// Runs \p Program with \p Args, stdout and stderr going to \p LogPath.
/// Returns the exit status, or an error when it could not be started.
llvm::Expected<int> runProgram(llvm::StringRef Program,
                               llvm::ArrayRef<std::string> Args,
                               llvm::StringRef LogPath);

/// The first line of \p LogPath containing "error" (or its first line).
std::string firstErrorLine(llvm::StringRef LogPath);

/// True for the sources the front end compiles: .cu (CUDA) and .hip (HIP).
bool isGPUSource(llvm::StringRef Path);

/// Fails unless \p M defines a kernel (a ptx_kernel or amdgpu_kernel
/// function), naming \p Inputs: an empty or host-only .cu compiles to a
/// device module without kernels.
llvm::Error requireKernels(const llvm::Module &M, llvm::StringRef Inputs);

} // namespace lockstep::frontend

#endif // LOCKSTEP_FRONTEND_CUDAFRONTEND_H
