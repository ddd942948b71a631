//===- lockstep.cpp - The lockstep command-line driver --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep <subcommand>`: compile, report, compare and cfg (one source file
/// each). This file parses the command line, installs the handlers that turn
/// LLVM fatal errors into one-line messages, and dispatches. Every problem
/// with the input ends as `lockstep: error: <what>; <what to do>` on stderr
/// with exit status 2; compare exits 1 when outputs differ or a fault
/// appears.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Frontend/CudaFrontend.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <string>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::driver;

static const char *const Overview =
    "Lockstep: reduce SIMT control-flow divergence in GPU kernels\n\n"
    "  lockstep compile KERNEL.cu|.ll|.bc [--passes P] [--emit ll|bc|ptx] "
    "[--arch sm_90] [--verify-ptx] -o OUT\n"
    "  lockstep report  KERNEL.cu|.ll|.bc [--passes P] [--json] [--function "
    "F] [--by-line]\n"
    "  lockstep compare KERNEL.cu|.ll|.bc --launch SPEC.json --passes P "
    "[--json]\n"
    "  lockstep cfg     KERNEL.cu|.ll|.bc --function F [--passes P] "
    "-o OUT.svg|.dot\n\n"
    "  KERNEL may be several files (.cu files are linked as with -fgpu-rdc);\n"
    "  .cu files take clang flags: -I DIR -D NAME[=V] -U NAME -include FILE\n"
    "  -std=STD -Xclang ARG, -p BUILD_DIR (compile_commands.json), and\n"
    "  everything after -- goes to clang as is.\n\n"
    "  Run 'lockstep <subcommand> --help' for the options of one subcommand.\n";

static void fatalErrorHandler(void *, const char *Reason, bool) {
  // LLVM's reasons may span lines ("Cannot select: ...\nIn function: k").
  SmallVector<StringRef, 4> Lines;
  StringRef(Reason).trim().split(Lines, '\n', -1, false);
  std::string OneLine = join(Lines, "; ");
  // Inside a crash recovery context (code generation for a register count,
  // lib/Analysis/RegisterUsage.cpp; `compile --emit ptx`) the caller falls
  // back or reports instead.
  if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent()) {
    lastRecoveredFatalError() = OneLine;
    CRC->HandleExit(1);
  }
  errs() << "lockstep: error: LLVM failed: " << OneLine
         << "; this is a bug, please report it with the input kernel\n";
  std::_Exit(ExitBadInput);
}

/// The options of the Lockstep passes (-cf-meld-threshold, ...) are
/// registered for the top level only; make them valid after every
/// subcommand, where the passes run.
static void sharePassOptions() {
  std::vector<cl::Option *> PassOptions;
  for (auto &Entry : cl::getRegisteredOptions(cl::SubCommand::getTopLevel()))
    if (is_contained(Entry.second->Categories, &getLockstepCategory()) &&
        !Entry.second->Subs.contains(&cl::SubCommand::getAll()))
      PassOptions.push_back(Entry.second);
  for (cl::Option *O : PassOptions) {
    O->removeArgument();
    O->addSubCommand(cl::SubCommand::getAll());
    O->addArgument();
  }
}

static bool isSubCommandName(StringRef Name) {
  for (cl::SubCommand *Sub :
       {&compileCommand(), &reportCommand(), &compareCommand(), &cfgCommand()})
    if (Sub->getName() == Name)
      return true;
  return false;
}

/// Reduce a CommandLine error ("lockstep compile: Unknown command line
/// argument '-x'.  Try: ...") to its message.
static std::string commandLineMessage(StringRef Text) {
  StringRef Line = Text.trim().split('\n').first;
  size_t Colon = Line.find(": ");
  if (Colon != StringRef::npos && Line.starts_with("lockstep"))
    Line = Line.drop_front(Colon + 2);
  Line = Line.split("  Try:").first.trim();
  return Line.rtrim('.').str();
}

static int dispatch() {
  if (compileCommand())
    return runCompile();
  if (reportCommand())
    return runReport();
  if (compareCommand())
    return runCompare();
  if (cfgCommand())
    return runCfg();
  return reportError(
      inputError("no subcommand given", "run 'lockstep --help' for the list"));
}

int main(int Argc, char **Argv) {
  install_fatal_error_handler(fatalErrorHandler);
  sharePassOptions();
  cl::HideUnrelatedOptions(getLockstepCategory());
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "lockstep 0.1 (LLVM " << LLVM_VERSION_STRING << ")\n";
  });
  if (Argc > 1 && Argv[1][0] != '-' && !isSubCommandName(Argv[1]))
    return reportError(inputError(
        "unknown subcommand '" + Twine(Argv[1]) + "'",
        "use compile, report, compare or cfg (see 'lockstep --help')"));

  frontend::takeClangArgsAfterSeparator(Argc, Argv);
  std::string Errors;
  raw_string_ostream ErrOS(Errors);
  if (!cl::ParseCommandLineOptions(Argc, Argv, Overview, &ErrOS)) {
    std::string Help = Argc > 1 && isSubCommandName(Argv[1])
                           ? "lockstep " + std::string(Argv[1]) + " --help"
                           : "lockstep --help";
    std::string Message = commandLineMessage(Errors);
    // An unknown flag is often meant for clang.
    std::string ClangHint =
        StringRef(Message).starts_with("Unknown command line argument")
            ? " (clang flags other than -I, -D, -U, -include, -std= and "
              "-Xclang go after --: lockstep report K.cu -- -O2)"
            : "";
    return reportError(inputError(Message, "see '" + Help + "'" + ClangHint));
  }

  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  return dispatch();
}
