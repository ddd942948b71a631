//===- CompileCommandsTest.cpp - compile_commands.json parsing ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The compilation database reader of the CUDA front end: both entry forms
/// ("arguments" and a shell-quoted "command"), errors naming the entry, the
/// lookup of a file's entry, and which flags reach the device compile.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Frontend/CompileCommands.h"
#include "lockstep/Frontend/CudaFrontend.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace llvm;
using namespace lockstep::frontend;

namespace {

std::string errorOf(StringRef JSON) {
  Expected<std::vector<CompileCommand>> C = parseCompileCommands(JSON);
  if (C)
    return "";
  return toString(C.takeError());
}

TEST(CompileCommands, ParsesArgumentsAndCommand) {
  Expected<std::vector<CompileCommand>> C = parseCompileCommands(R"([
    {"directory": "/proj/build", "file": "../src/a.cu",
     "arguments": ["clang++", "-I", "inc", "-c", "../src/a.cu"]},
    {"directory": "/proj/build", "file": "/proj/src/b.cu",
     "command": "nvcc -I\"dir with space\" -DNAME='\"x y\"' -c b.cu"}])");
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  ASSERT_EQ(C->size(), 2u);
  EXPECT_EQ((*C)[0].File, "/proj/src/a.cu"); // ".." resolved.
  EXPECT_EQ((*C)[0].Argv.size(), 5u);
  ASSERT_EQ((*C)[1].Argv.size(), 5u);
  EXPECT_EQ((*C)[1].Argv[1], "-Idir with space");
  EXPECT_EQ((*C)[1].Argv[2], "-DNAME=\"x y\"");
}

TEST(CompileCommands, ErrorsNameTheEntry) {
  EXPECT_NE(errorOf("{").find("not valid JSON"), std::string::npos);
  EXPECT_NE(errorOf("{}").find("expected an array"), std::string::npos);
  EXPECT_NE(errorOf(R"([{"directory": "/", "file": "a.cu",
                         "command": "cc a.cu"}, 3])")
                .find("entry 1: expected an object"),
            std::string::npos);
  EXPECT_NE(errorOf(R"([{"file": "a.cu", "command": "cc"}])")
                .find("entry 0: needs string keys 'directory' and 'file'"),
            std::string::npos);
  EXPECT_NE(errorOf(R"([{"directory": "/", "file": "a.cu"}])")
                .find("entry 0: needs 'arguments'"),
            std::string::npos);
  // Every message says what to do.
  EXPECT_NE(errorOf("{}").find("; "), std::string::npos);
}

TEST(CompileCommands, KeepsDeviceFlagsOnly) {
  CompileCommand C;
  C.Directory = "/proj/build";
  C.File = "/proj/src/k.cu";
  C.Argv = {"/usr/local/cuda/bin/nvcc",
            "-Iinclude",
            "-I",
            "/abs/inc",
            "--include-path=rel",
            "-isystem",
            "sys",
            "-DA=1",
            "-D",
            "B",
            "--define-macro",
            "C=2",
            "-UD",
            "-include",
            "pre.h",
            "--std=c++17",
            "-O2",
            "-g",
            "-fPIC",
            "-Xcompiler",
            "-DHOST_ONLY",
            "-gencode",
            "arch=compute_80,code=sm_80",
            "-arch=sm_80",
            "-MF",
            "k.d",
            "-Xclang",
            "-fno-foo",
            "-x",
            "cu",
            "-c",
            "../src/k.cu",
            "-o",
            "k.o"};
  std::vector<std::string> Expected = {"-I",         "/proj/build/include",
                                       "-I",         "/abs/inc",
                                       "-I",         "/proj/build/rel",
                                       "-isystem",   "/proj/build/sys",
                                       "-D",         "A=1",
                                       "-D",         "B",
                                       "-D",         "C=2",
                                       "-U",         "D",
                                       "-include",   "/proj/build/pre.h",
                                       "-std=c++17", "-Xclang",
                                       "-fno-foo"};
  EXPECT_EQ(deviceFlags(C), Expected);
}

TEST(CompileCommands, FindsTheEntryOfAFile) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("lockstep-ccdb", Dir));
  SmallString<128> DB(Dir), Src(Dir);
  sys::path::append(DB, "compile_commands.json");
  sys::path::append(Src, "k.cu");
  {
    std::error_code EC;
    raw_fd_ostream OS(DB, EC);
    ASSERT_FALSE(EC);
    OS << R"([{"directory": ")" << Dir
       << R"(", "file": "k.cu", "arguments": ["nvcc", "-DX", "k.cu"]}])";
  }
  Expected<CompileCommand> C = findCompileCommand(Dir, Src);
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  EXPECT_EQ(deviceFlags(*C), (std::vector<std::string>{"-D", "X"}));
  Expected<CompileCommand> Missing = findCompileCommand(Dir, "/other.cu");
  ASSERT_FALSE(bool(Missing));
  EXPECT_NE(toString(Missing.takeError()).find("no entry for '/other.cu'"),
            std::string::npos);
  Expected<CompileCommand> NoDB = findCompileCommand("/nonexistent", Src);
  ASSERT_FALSE(bool(NoDB));
  EXPECT_NE(toString(NoDB.takeError()).find("pass -p the build directory"),
            std::string::npos);
  sys::fs::remove(DB);
  sys::fs::remove(Dir);
}

TEST(CompileCommands, UserFlagsFollowProjectFlags) {
  FrontendOptions Opts;
  Opts.Clang = "/bin/true";
  Opts.NoCudaToolkit = true;
  Opts.CudaHeader = __FILE__; // Any existing file.
  Opts.ClangArgs = {"-DUSER"};
  Expected<std::vector<std::string>> Cmd =
      clangCommand("k.cu", "k.ll", /*Linked=*/true, Opts);
  ASSERT_TRUE(bool(Cmd)) << toString(Cmd.takeError());
  std::string Line;
  for (const std::string &A : *Cmd)
    Line += A + " ";
  EXPECT_NE(Line.find("-gline-tables-only -fgpu-rdc"), std::string::npos);
  EXPECT_NE(Line.find("-DUSER k.cu -o k.ll"), std::string::npos);
  Opts.DebugLines = false;
  Cmd = clangCommand("k.cu", "k.ll", /*Linked=*/false, Opts);
  ASSERT_TRUE(bool(Cmd));
  for (const std::string &A : *Cmd) {
    EXPECT_NE(A, "-gline-tables-only");
    EXPECT_NE(A, "-fgpu-rdc");
  }
}

TEST(CompileCommands, CCCLDirectoryOfTheToolkit) {
  // CUDA 13 keeps CCCL in include/cccl: searched when present, never without
  // the toolkit.
  FrontendOptions Opts;
  Opts.Clang = "/bin/true";
  bool Toolkit = sys::fs::exists("/usr/local/cuda/include/cuda_runtime.h");
  bool CCCL = sys::fs::is_directory("/usr/local/cuda/include/cccl");
  auto HasCCCL = [](const std::vector<std::string> &Cmd) {
    for (size_t I = 0; I + 1 < Cmd.size(); ++I)
      if (Cmd[I] == "-isystem" && Cmd[I + 1] == "/usr/local/cuda/include/cccl")
        return true;
    return false;
  };
  Expected<std::vector<std::string>> Cmd =
      clangCommand("k.cu", "k.ll", /*Linked=*/false, Opts);
  ASSERT_TRUE(bool(Cmd)) << toString(Cmd.takeError());
  EXPECT_EQ(HasCCCL(*Cmd), Toolkit && CCCL);
  Opts.NoCudaToolkit = true;
  Opts.CudaHeader = __FILE__; // Any existing file.
  Cmd = clangCommand("k.cu", "k.ll", /*Linked=*/false, Opts);
  ASSERT_TRUE(bool(Cmd)) << toString(Cmd.takeError());
  EXPECT_FALSE(HasCCCL(*Cmd));
}

TEST(CompileCommands, HipSourcesCompileForAmdgcn) {
  // A .hip file: amdgcn device code without ROCm, with the minimal HIP
  // header; the arch is gfx90a unless a gfx one is given; the shared flags
  // (line tables, -fgpu-rdc, user flags) as for .cu.
  FrontendOptions Opts;
  Opts.Clang = "/bin/true";
  Opts.ClangArgs = {"-DUSER"};
  Expected<std::vector<std::string>> Cmd =
      clangCommand("k.hip", "k.ll", /*Linked=*/true, Opts);
  ASSERT_TRUE(bool(Cmd)) << toString(Cmd.takeError());
  std::string Line;
  for (const std::string &A : *Cmd)
    Line += A + " ";
  EXPECT_EQ(Line.find("/bin/true -x hip --offload-device-only "
                      "--offload-arch=gfx90a -O3 -S -emit-llvm "
                      "-gline-tables-only -fgpu-rdc -nogpulib -nogpuinc "
                      "-include "),
            0u)
      << Line;
  EXPECT_NE(Line.find("lockstep_hip.h -DUSER k.hip -o k.ll"), std::string::npos)
      << Line;
  EXPECT_EQ(Line.find("-x cuda"), std::string::npos) << Line;
  EXPECT_EQ(Line.find("-nocudainc"), std::string::npos) << Line;
  Opts.Arch = "gfx1100";
  Cmd = clangCommand("k.hip", "k.ll", /*Linked=*/false, Opts);
  ASSERT_TRUE(bool(Cmd)) << toString(Cmd.takeError());
  EXPECT_NE(std::find(Cmd->begin(), Cmd->end(), "--offload-arch=gfx1100"),
            Cmd->end());
  EXPECT_TRUE(isGPUSource("a/k.hip") && isGPUSource("k.cu"));
  EXPECT_FALSE(isGPUSource("k.ll") || isGPUSource("k.hip.ll"));
}

} // namespace
