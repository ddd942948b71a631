//===- FrontendOptions.cpp - Command-line options of the front end --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The clang flags every tool passes through to the CUDA front end (-I, -D,
/// -U, -include, -std=, -Xclang, and the arguments after `--`), the
/// compilation database (-p) and the toolchain options. They are registered
/// for every subcommand of a tool that links the front end; the flags reach
/// clang in the order they were given, after the project's flags from
/// compile_commands.json, so a later -D or -U wins as it does in clang.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Frontend/CudaFrontend.h"
#include "lockstep/Support/Options.h"

#include "llvm/Support/CommandLine.h"

#include <algorithm>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::frontend;

namespace {

cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                  cl::desc("Add a directory to clang's "
                                           "include search path"),
                                  cl::value_desc("dir"),
                                  cl::sub(cl::SubCommand::getAll()),
                                  cl::cat(getLockstepCategory()));
cl::list<std::string> Defines("D", cl::Prefix,
                              cl::desc("Define a macro for clang "
                                       "(NAME or NAME=VALUE)"),
                              cl::value_desc("macro"),
                              cl::sub(cl::SubCommand::getAll()),
                              cl::cat(getLockstepCategory()));
cl::list<std::string> Undefines("U", cl::Prefix,
                                cl::desc("Undefine a macro for clang"),
                                cl::value_desc("macro"),
                                cl::sub(cl::SubCommand::getAll()),
                                cl::cat(getLockstepCategory()));
cl::list<std::string> ForcedIncludes("include",
                                     cl::desc("Include a file before the "
                                              "source (clang -include)"),
                                     cl::value_desc("file"),
                                     cl::sub(cl::SubCommand::getAll()),
                                     cl::cat(getLockstepCategory()));
cl::opt<std::string> Standard("std",
                              cl::desc("Language standard for clang (e.g. "
                                       "c++17)"),
                              cl::value_desc("standard"),
                              cl::sub(cl::SubCommand::getAll()),
                              cl::cat(getLockstepCategory()));
cl::list<std::string> XClang("Xclang",
                             cl::desc("Pass an argument to clang's -cc1 "
                                      "(clang -Xclang)"),
                             cl::value_desc("arg"),
                             cl::sub(cl::SubCommand::getAll()),
                             cl::cat(getLockstepCategory()));
cl::opt<std::string>
    BuildDir("p",
             cl::desc("Compile .cu files with the flags of their entry in "
                      "DIR/compile_commands.json"),
             cl::value_desc("build dir"), cl::sub(cl::SubCommand::getAll()),
             cl::cat(getLockstepCategory()));
cl::opt<std::string> CudaHeader(
    "cuda-header",
    cl::desc("Minimal CUDA header to use without the toolkit (default: "
             "runtime/cuda/lockstep_cuda.h of this build)"),
    cl::value_desc("file"), cl::sub(cl::SubCommand::getAll()),
    cl::cat(getLockstepCategory()));
cl::opt<bool> NoCudaToolkit(
    "no-cuda-toolkit",
    cl::desc("Compile .cu files with the minimal CUDA header even when the "
             "CUDA toolkit is installed"),
    cl::sub(cl::SubCommand::getAll()), cl::cat(getLockstepCategory()));
cl::opt<std::string> ClangPath("clang",
                               cl::desc("clang++ to compile .cu files with"),
                               cl::value_desc("path"),
                               cl::sub(cl::SubCommand::getAll()), cl::Hidden,
                               cl::cat(getLockstepCategory()));
cl::opt<bool> NoDebugLines(
    "no-debug-lines",
    cl::desc("Compile .cu files without line tables (-gline-tables-only is "
             "the default, so remarks and profiles name source lines)"),
    cl::sub(cl::SubCommand::getAll()), cl::cat(getLockstepCategory()));

/// The arguments after `--` (takeClangArgsAfterSeparator).
std::vector<std::string> &argsAfterSeparator() {
  static std::vector<std::string> Args;
  return Args;
}

/// The -I, -D, -U, -include and -Xclang flags in command-line order.
std::vector<std::string> orderedFlags() {
  std::vector<std::pair<unsigned, std::vector<std::string>>> Flags;
  auto Add = [&](const cl::list<std::string> &L, StringRef Flag, bool Join) {
    for (unsigned I = 0; I < L.size(); ++I) {
      std::vector<std::string> F;
      if (Join)
        F.push_back(Flag.str() + L[I]);
      else
        F = {Flag.str(), L[I]};
      Flags.push_back({L.getPosition(I), std::move(F)});
    }
  };
  Add(IncludeDirs, "-I", true);
  Add(Defines, "-D", true);
  Add(Undefines, "-U", true);
  Add(ForcedIncludes, "-include", false);
  Add(XClang, "-Xclang", false);
  std::stable_sort(
      Flags.begin(), Flags.end(),
      [](const auto &A, const auto &B) { return A.first < B.first; });
  std::vector<std::string> Out;
  for (auto &F : Flags)
    Out.insert(Out.end(), F.second.begin(), F.second.end());
  return Out;
}

} // namespace

void lockstep::frontend::takeClangArgsAfterSeparator(int &Argc, char **Argv) {
  for (int I = 1; I < Argc; ++I) {
    if (StringRef(Argv[I]) != "--")
      continue;
    for (int J = I + 1; J < Argc; ++J)
      argsAfterSeparator().push_back(Argv[J]);
    Argv[I] = nullptr;
    Argc = I;
    return;
  }
}

FrontendOptions
lockstep::frontend::frontendOptionsFromCommandLine(StringRef Arch) {
  FrontendOptions Opts;
  if (!Arch.empty())
    Opts.Arch = Arch.str();
  Opts.ClangArgs = orderedFlags();
  if (!Standard.empty())
    Opts.ClangArgs.push_back("-std=" + Standard);
  Opts.ClangArgs.insert(Opts.ClangArgs.end(), argsAfterSeparator().begin(),
                        argsAfterSeparator().end());
  Opts.CompileCommandsDir = BuildDir;
  Opts.CudaHeader = CudaHeader;
  Opts.NoCudaToolkit = NoCudaToolkit;
  Opts.Clang = ClangPath;
  Opts.DebugLines = !NoDebugLines;
  return Opts;
}
