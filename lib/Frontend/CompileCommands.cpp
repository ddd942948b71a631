//===- CompileCommands.cpp - Read a compile_commands.json -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parsing a compilation database with LLVM's JSON reader, finding the entry
/// of one source file, and keeping the flags a device-only compile of that
/// file needs (see CompileCommands.h for the list).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Frontend/CompileCommands.h"
#include "lockstep/Frontend/CudaFrontend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

using namespace llvm;
using namespace lockstep::frontend;

namespace {

/// \p Path made absolute against \p Dir, without "." and "..".
std::string absolutePath(StringRef Dir, StringRef Path) {
  SmallString<256> P(Path);
  if (sys::path::is_relative(P)) {
    P = Dir;
    sys::path::append(P, Path);
  }
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

Error entryError(unsigned I, const Twine &What) {
  return frontendError("compile_commands.json: entry " + Twine(I) + ": " + What,
                       "regenerate it (cmake -DCMAKE_EXPORT_COMPILE_COMMANDS="
                       "ON) or drop -p");
}

Expected<CompileCommand> parseEntry(const json::Value &V, unsigned I) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return entryError(I, "expected an object");
  std::optional<StringRef> Dir = O->getString("directory");
  std::optional<StringRef> File = O->getString("file");
  if (!Dir || !File)
    return entryError(I, "needs string keys 'directory' and 'file'");
  CompileCommand C;
  C.Directory = Dir->str();
  C.File = absolutePath(*Dir, *File);
  if (const json::Array *Args = O->getArray("arguments")) {
    for (const json::Value &A : *Args) {
      std::optional<StringRef> S = A.getAsString();
      if (!S)
        return entryError(I, "'arguments' must hold strings");
      C.Argv.push_back(S->str());
    }
  } else if (std::optional<StringRef> Cmd = O->getString("command")) {
    BumpPtrAllocator Alloc;
    StringSaver Saver(Alloc);
    SmallVector<const char *, 32> Argv;
    cl::TokenizeGNUCommandLine(*Cmd, Saver, Argv);
    for (const char *A : Argv)
      C.Argv.push_back(A);
  } else {
    return entryError(I, "needs 'arguments' (an array) or 'command'");
  }
  return C;
}

/// Flags whose value is the next argument and that the device compile
/// drops, so the value is not mistaken for a flag or a source file.
bool dropsNextArgument(StringRef A) {
  static const StringRef Names[] = {"-o",
                                    "-MF",
                                    "-MT",
                                    "-MQ",
                                    "-x",
                                    "-arch",
                                    "-Xcompiler",
                                    "--compiler-options",
                                    "-ccbin",
                                    "--compiler-bindir",
                                    "-gencode",
                                    "--generate-code",
                                    "-Xptxas",
                                    "-Xlinker",
                                    "-Xnvlink",
                                    "-code",
                                    "-rdc",
                                    "--output-file",
                                    "-Xarch_host",
                                    "-target",
                                    "--gpu-architecture",
                                    "--relocatable-device-code",
                                    "--cuda-path",
                                    "-Xcudafe"};
  return is_contained(Names, A);
}

/// For a kept flag taking a value, the clang spelling and whether the value
/// is a path (relative ones are made absolute). Empty when not kept.
std::pair<StringRef, bool> keptFlag(StringRef A) {
  static const std::pair<StringRef, std::pair<StringRef, bool>> Table[] = {
      {"-I", {"-I", true}},
      {"--include-path", {"-I", true}},
      {"-isystem", {"-isystem", true}},
      {"--system-include", {"-isystem", true}},
      {"-iquote", {"-iquote", true}},
      {"-idirafter", {"-idirafter", true}},
      {"-include", {"-include", true}},
      {"--pre-include", {"-include", true}},
      {"-imacros", {"-imacros", true}},
      {"-D", {"-D", false}},
      {"--define-macro", {"-D", false}},
      {"-U", {"-U", false}},
      {"--undefine-macro", {"-U", false}},
      {"-std", {"-std=", false}},
      {"--std", {"-std=", false}},
      {"-Xclang", {"-Xclang", false}}};
  for (const auto &[Name, Kept] : Table)
    if (A == Name)
      return Kept;
  return {"", false};
}

/// "-std=" joins its value; the other flags take it as a separate argument.
void addFlag(std::vector<std::string> &Out, StringRef Flag, StringRef Value,
             bool IsPath, StringRef Dir) {
  std::string V = IsPath ? absolutePath(Dir, Value) : Value.str();
  if (Flag.ends_with("=")) {
    Out.push_back(Flag.str() + V);
    return;
  }
  Out.push_back(Flag.str());
  Out.push_back(V);
}

/// Joined spellings: -Idir, -DNAME=1, -std=c++17, --std=c++17, ...
bool addJoined(std::vector<std::string> &Out, StringRef A, StringRef Dir) {
  for (StringRef Long :
       {"--include-path=", "--define-macro=", "--std=", "--pre-include=",
        "--system-include=", "--undefine-macro="}) {
    if (A.starts_with(Long)) {
      auto [Flag, IsPath] = keptFlag(Long.drop_back());
      addFlag(Out, Flag, A.drop_front(Long.size()), IsPath, Dir);
      return true;
    }
  }
  if (A.starts_with("-std=")) {
    Out.push_back(A.str());
    return true;
  }
  for (StringRef Short :
       {"-isystem", "-iquote", "-idirafter", "-I", "-D", "-U"}) {
    if (A.starts_with(Short) && A.size() > Short.size()) {
      auto [Flag, IsPath] = keptFlag(Short);
      addFlag(Out, Flag, A.drop_front(Short.size()), IsPath, Dir);
      return true;
    }
  }
  return false;
}

} // namespace

Expected<std::vector<CompileCommand>>
lockstep::frontend::parseCompileCommands(StringRef JSONText) {
  Expected<json::Value> V = json::parse(JSONText);
  if (!V)
    return frontendError("compile_commands.json is not valid JSON: " +
                             toString(V.takeError()),
                         "regenerate it (cmake "
                         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON) or drop -p");
  const json::Array *A = V->getAsArray();
  if (!A)
    return frontendError("compile_commands.json: expected an array of entries",
                         "regenerate it (cmake "
                         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON) or drop -p");
  std::vector<CompileCommand> Commands;
  for (unsigned I = 0; I < A->size(); ++I) {
    Expected<CompileCommand> C = parseEntry((*A)[I], I);
    if (!C)
      return C.takeError();
    Commands.push_back(std::move(*C));
  }
  return Commands;
}

Expected<CompileCommand>
lockstep::frontend::findCompileCommand(StringRef BuildDir, StringRef Source) {
  SmallString<256> DBPath(BuildDir);
  sys::path::append(DBPath, "compile_commands.json");
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(DBPath);
  if (!Buf)
    return frontendError("cannot read '" + DBPath +
                             "': " + Buf.getError().message(),
                         "pass -p the build directory that holds "
                         "compile_commands.json (cmake "
                         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON writes it)");
  Expected<std::vector<CompileCommand>> Commands =
      parseCompileCommands((*Buf)->getBuffer());
  if (!Commands)
    return Commands.takeError();
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  std::string Wanted = absolutePath(Cwd, Source);
  for (CompileCommand &C : *Commands)
    if (C.File == Wanted || sys::fs::equivalent(C.File, Wanted))
      return std::move(C);
  return frontendError("no entry for '" + Wanted + "' in '" + DBPath + "' (" +
                           Twine(Commands->size()) + " entries)",
                       "pass a source file the project compiles, or drop -p "
                       "and give its flags (-I, -D, ...) yourself");
}

std::vector<std::string>
lockstep::frontend::deviceFlags(const CompileCommand &C) {
  std::vector<std::string> Out;
  for (size_t I = 1; I < C.Argv.size(); ++I) {
    StringRef A = C.Argv[I];
    if (dropsNextArgument(A)) {
      ++I;
      continue;
    }
    auto [Flag, IsPath] = keptFlag(A);
    if (!Flag.empty()) {
      if (I + 1 < C.Argv.size())
        addFlag(Out, Flag, C.Argv[++I], IsPath, C.Directory);
      continue;
    }
    addJoined(Out, A, C.Directory);
  }
  return Out;
}
