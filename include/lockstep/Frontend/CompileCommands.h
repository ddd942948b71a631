//===- CompileCommands.h - Read a compile_commands.json ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A CUDA project's compilation database (compile_commands.json, as CMake
/// writes it with CMAKE_EXPORT_COMPILE_COMMANDS) says how each source file
/// is compiled. The front end compiles a file "the way its project does" by
/// taking the flags of the file's entry that matter for device code: include
/// paths (-I, -isystem, -iquote, -idirafter, nvcc's --include-path), macros
/// (-D, -U, nvcc's --define-macro/--undefine-macro), forced includes
/// (-include, -imacros, nvcc's --pre-include), the language standard (-std,
/// nvcc's --std) and -Xclang pairs. Everything else is dropped: the output
/// (-o), -c, dependency files (-M*), optimization levels (the front end
/// always compiles at -O3), host-only and nvcc-only flags (-fPIC,
/// -Xcompiler, -gencode, -arch, ...). Relative paths become absolute against
/// the entry's "directory", so clang can run from anywhere.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_FRONTEND_COMPILECOMMANDS_H
#define LOCKSTEP_FRONTEND_COMPILECOMMANDS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace lockstep::frontend {

/// One entry of a compilation database.
struct CompileCommand {
  std::string Directory;         ///< The entry's working directory.
  std::string File;              ///< Absolute path of the source file.
  std::vector<std::string> Argv; ///< The full command, compiler first.
};

/// Parses the text of a compile_commands.json. Each entry needs
/// "directory", "file" and either "arguments" (an array) or "command" (a
/// shell-quoted string). Errors name the entry and the key.
llvm::Expected<std::vector<CompileCommand>>
parseCompileCommands(llvm::StringRef JSONText);

/// The entry of \p BuildDir/compile_commands.json that compiles \p Source
/// (compared as absolute paths without "." and ".." components).
llvm::Expected<CompileCommand> findCompileCommand(llvm::StringRef BuildDir,
                                                  llvm::StringRef Source);

/// The flags of \p C that the device compile of its file uses (see the file
/// comment), in their original order, paths made absolute.
std::vector<std::string> deviceFlags(const CompileCommand &C);

} // namespace lockstep::frontend

#endif // LOCKSTEP_FRONTEND_COMPILECOMMANDS_H
