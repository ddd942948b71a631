//===- Driver.cpp - Shared helpers of the lockstep driver -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The subcommand objects, the options several subcommands share, error and
/// diagnostic reporting, subprocesses, output files and name lookup. Loading
/// kernels lives in LoadKernel.cpp, the pass pipeline in PassContext.cpp.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Frontend/CudaFrontend.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace lockstep {
namespace driver {

cl::SubCommand &compileCommand() {
  static cl::SubCommand Sub(
      "compile", "Compile a kernel (.cu, .ll, .bc) to LLVM IR, bitcode or PTX, "
                 "optionally running Lockstep passes");
  return Sub;
}

cl::SubCommand &reportCommand() {
  static cl::SubCommand Sub(
      "report", "Show the divergent regions of a kernel and what the passes "
                "(--passes, default cf-meld) decide for each");
  return Sub;
}

cl::SubCommand &compareCommand() {
  static cl::SubCommand Sub(
      "compare", "Simulate a kernel before and after Lockstep passes and "
                 "compare outputs and metrics");
  return Sub;
}

cl::SubCommand &cfgCommand() {
  static cl::SubCommand Sub(
      "cfg", "Draw a function's CFG (Graphviz), divergent branches and melded "
             "blocks highlighted");
  return Sub;
}

static cl::SubCommandGroup &allCommands() {
  static cl::SubCommandGroup Group{&compileCommand(), &reportCommand(),
                                   &compareCommand(), &cfgCommand()};
  return Group;
}

/// Subcommands that transform the kernel before looking at it.
static cl::SubCommandGroup &transformingCommands() {
  static cl::SubCommandGroup Group{&compileCommand(), &reportCommand(),
                                   &compareCommand(), &cfgCommand()};
  return Group;
}

/// Subcommands that write a file.
static cl::SubCommandGroup &writingCommands() {
  static cl::SubCommandGroup Group{&compileCommand(), &cfgCommand()};
  return Group;
}

/// Subcommands that look at one function.
static cl::SubCommandGroup &functionCommands() {
  static cl::SubCommandGroup Group{&reportCommand(), &cfgCommand()};
  return Group;
}

/// Subcommands with JSON output.
static cl::SubCommandGroup &jsonCommands() {
  static cl::SubCommandGroup Group{&reportCommand(), &compareCommand()};
  return Group;
}

cl::list<std::string> InputPaths(cl::Positional,
                                 cl::desc("<kernel.cu|.hip|.ll|.bc>..."),
                                 cl::sub(allCommands()),
                                 cl::cat(getLockstepCategory()));

cl::opt<std::string>
    PassList("passes",
             cl::desc("Comma-separated Lockstep passes to run (e.g. cf-meld)"),
             cl::value_desc("list"), cl::sub(transformingCommands()),
             cl::cat(getLockstepCategory()));

cl::opt<std::string>
    OutputPath("o", cl::desc("Output file ('-' for standard output)"),
               cl::value_desc("file"), cl::sub(writingCommands()),
               cl::cat(getLockstepCategory()));

cl::opt<std::string>
    FunctionName("function",
                 cl::desc("Function (symbol or demangled name) to look at"),
                 cl::value_desc("name"), cl::sub(functionCommands()),
                 cl::cat(getLockstepCategory()));

cl::opt<bool> EmitJSON("json", cl::desc("Print JSON instead of a table"),
                       cl::sub(jsonCommands()), cl::cat(getLockstepCategory()));

cl::opt<std::string> Arch("arch",
                          cl::desc("GPU architecture for clang and the "
                                   "backend: sm_XY for .cu (default sm_90), "
                                   "gfxNNN for .hip (default gfx90a)"),
                          cl::value_desc("sm_XY|gfxNNN"),
                          cl::sub(allCommands()),
                          cl::cat(getLockstepCategory()));

std::string effectiveArch() { return Arch.empty() ? "sm_90" : Arch.getValue(); }

static std::string oneLine(StringRef Text) {
  std::string Line = Text.trim().str();
  std::replace(Line.begin(), Line.end(), '\n', ' ');
  return Line;
}

Error inputError(const Twine &What, const Twine &Fix) {
  return createStringError(inconvertibleErrorCode(),
                           What.str() + "; " + Fix.str());
}

int reportError(Error E) {
  std::string Message = oneLine(toString(std::move(E)));
  errs() << "lockstep: error: " << Message << "\n";
  return ExitBadInput;
}

void printNote(const Twine &Message) {
  errs() << "lockstep: note: " << Message << "\n";
}

namespace {
/// The driver's diagnostic handler: the first error is kept for
/// takeDiagnosticError, warnings are printed on one line, and the remarks of
/// one pass can be collected (RemarkCollection); other remarks are dropped.
class DriverDiagnostics : public DiagnosticHandler {
public:
  std::string FirstError;
  std::string RemarkPass;
  std::vector<CollectedRemark> *Sink = nullptr;
  RemarkBlockMap MapBlock;

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (const auto *OR = dyn_cast<DiagnosticInfoIROptimization>(&DI)) {
      if (!wanted(OR->getPassName()))
        return true;
      // Map the block now: the pass may delete it after this remark.
      const BasicBlock *Block = OR->getCodeRegion();
      if (MapBlock)
        Block = MapBlock(Block);
      Sink->push_back({remarkKind(DI), Block, OR->getRemarkName().str(),
                       OR->getMsg(), std::string(OR->getPassName()),
                       OR->getFunction().getName().str(), location(*OR)});
      return true;
    }
    if (DI.getSeverity() != DS_Error && DI.getSeverity() != DS_Warning)
      return true;
    std::string Text;
    raw_string_ostream OS(Text);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    if (DI.getSeverity() == DS_Warning)
      errs() << "lockstep: warning: " << oneLine(Text) << "\n";
    else if (FirstError.empty())
      FirstError = oneLine(Text);
    return true;
  }

  bool isAnalysisRemarkEnabled(StringRef Pass) const override {
    return wanted(Pass);
  }
  bool isMissedOptRemarkEnabled(StringRef Pass) const override {
    return wanted(Pass);
  }
  bool isPassedOptRemarkEnabled(StringRef Pass) const override {
    return wanted(Pass);
  }
  bool isAnyRemarkEnabled() const override { return Sink != nullptr; }

private:
  bool wanted(StringRef Pass) const {
    return Sink && (RemarkPass.empty() || Pass == RemarkPass);
  }

  /// "function block", plus "file:line" when the remark has a location.
  static std::string location(const DiagnosticInfoIROptimization &OR) {
    std::string Text = OR.getFunction().getName().str();
    raw_string_ostream OS(Text);
    if (const BasicBlock *BB = OR.getCodeRegion()) {
      OS << " ";
      BB->printAsOperand(OS, /*PrintType=*/false);
    }
    if (OR.isLocationAvailable())
      OS << " (" << OR.getLocationStr() << ")";
    return Text;
  }

  static CollectedRemark::KindTy remarkKind(const DiagnosticInfo &DI) {
    switch (DI.getKind()) {
    case DK_OptimizationRemark:
      return CollectedRemark::Passed;
    case DK_OptimizationRemarkMissed:
      return CollectedRemark::Missed;
    default:
      return CollectedRemark::Analysis;
    }
  }
};
} // namespace

/// The driver's handler of \p Ctx, also while a DecisionCollector wraps it.
/// Only the driver installs handlers on the contexts it diagnoses.
static DriverDiagnostics *driverDiagnostics(LLVMContext &Ctx) {
  return static_cast<DriverDiagnostics *>(
      DecisionCollector::underlyingHandler(Ctx));
}

void installDiagnosticHandler(LLVMContext &Ctx) {
  Ctx.setDiagnosticHandler(std::make_unique<DriverDiagnostics>());
}

std::string &lastRecoveredFatalError() {
  static std::string Reason;
  return Reason;
}

Error takeDiagnosticError(LLVMContext &Ctx) {
  DriverDiagnostics *DD = driverDiagnostics(Ctx);
  if (!DD || DD->FirstError.empty())
    return Error::success();
  std::string Message = std::move(DD->FirstError);
  DD->FirstError.clear();
  return createStringError(inconvertibleErrorCode(), Message);
}

RemarkCollection::RemarkCollection(LLVMContext &Ctx, StringRef PassName,
                                   std::vector<CollectedRemark> &Sink,
                                   RemarkBlockMap MapBlock)
    : Ctx(Ctx) {
  DriverDiagnostics *DD = driverDiagnostics(Ctx);
  if (!DD)
    return;
  DD->RemarkPass = PassName.str();
  DD->Sink = &Sink;
  DD->MapBlock = std::move(MapBlock);
}

RemarkCollection::~RemarkCollection() {
  DriverDiagnostics *DD = driverDiagnostics(Ctx);
  if (!DD)
    return;
  DD->Sink = nullptr;
  DD->MapBlock = nullptr;
  DD->RemarkPass.clear();
}

Error requireInput() {
  if (InputPaths.empty())
    return inputError("no input kernel given",
                      "pass a .cu, .ll or .bc file after the subcommand");
  return Error::success();
}

Error requireGPUModule(const Module &M, StringRef Why) {
  const Triple &T = M.getTargetTriple();
  if (T.isNVPTX() || T.isAMDGCN())
    return Error::success();
  std::string TripleName = T.str().empty() ? "none" : T.str();
  return inputError(Twine(Why) + " needs a GPU module, but '" +
                        M.getModuleIdentifier() + "' has target triple '" +
                        TripleName + "'",
                    "compile the kernel for the device (clang -x cuda "
                    "--cuda-device-only, or a .cu file) or set target triple "
                    "= \"nvptx64-nvidia-cuda\"");
}

/// The demangled base name of \p Symbol ("foo" for "_Z3fooPi"), or the
/// symbol itself when it is not mangled.
static std::string baseName(StringRef Symbol) {
  std::string Mangled = Symbol.str(); // The demangler points into it.
  ItaniumPartialDemangler Demangler;
  if (Demangler.partialDemangle(Mangled.c_str()))
    return Symbol.str();
  size_t Size = 0;
  char *Buf = Demangler.getFunctionBaseName(nullptr, &Size);
  if (!Buf)
    return Symbol.str();
  std::string Name(Buf);
  std::free(Buf);
  return Name;
}

Expected<Function *> findFunction(Module &M, StringRef Name) {
  Function *Found = M.getFunction(Name);
  if (Found && !Found->isDeclaration())
    return Found;
  std::vector<std::string> Defined;
  Found = nullptr;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    Defined.push_back(F.getName().str());
    if (baseName(F.getName()) == Name || demangle(F.getName()) == Name)
      Found = Found ? Found : &F;
  }
  if (Found)
    return Found;
  return inputError("no function '" + Name + "' in '" +
                        M.getModuleIdentifier() + "'",
                    "choose one of: " + join(Defined, ", "));
}

std::optional<std::string> findProgram(StringRef Name,
                                       ArrayRef<StringRef> Dirs) {
  if (ErrorOr<std::string> P = sys::findProgramByName(Name))
    return *P;
  for (StringRef Dir : Dirs)
    if (ErrorOr<std::string> P = sys::findProgramByName(Name, {Dir}))
      return *P;
  return std::nullopt;
}

Expected<int> runProgram(StringRef Program, ArrayRef<std::string> Args,
                         StringRef LogPath) {
  return frontend::runProgram(Program, Args, LogPath);
}

std::string firstErrorLine(StringRef LogPath) {
  return frontend::firstErrorLine(LogPath);
}

void printTable(raw_ostream &OS, ArrayRef<std::vector<std::string>> Rows,
                unsigned Indent) {
  std::vector<size_t> Widths;
  for (const std::vector<std::string> &Row : Rows)
    for (size_t I = 0; I < Row.size(); ++I) {
      if (Widths.size() <= I)
        Widths.push_back(0);
      Widths[I] = std::max(Widths[I], Row[I].size());
    }
  for (const std::vector<std::string> &Row : Rows) {
    std::string Line(Indent, ' ');
    for (size_t I = 0; I < Row.size(); ++I) {
      Line += Row[I];
      if (I + 1 < Row.size())
        Line += std::string(Widths[I] - Row[I].size() + 2, ' ');
    }
    OS << StringRef(Line).rtrim() << "\n";
  }
}

Error writeOutput(StringRef Path, function_ref<Error(raw_ostream &)> Write,
                  bool Binary) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC,
                     Binary ? sys::fs::OF_None : sys::fs::OF_TextWithCRLF);
  if (EC)
    return inputError("cannot write '" + Path + "': " + EC.message(),
                      "check that the directory exists and is writable");
  if (Error E = Write(Out.os()))
    return E;
  Out.os().flush();
  if (Out.os().has_error()) {
    Out.os().clear_error();
    return inputError("error while writing '" + Path + "'",
                      "check free space and permissions");
  }
  Out.keep();
  return Error::success();
}

Expected<std::unique_ptr<TargetMachine>> createTargetMachine(const Module &M) {
  return lockstep::createTargetMachine(M, Arch);
}

} // namespace driver
} // namespace lockstep
