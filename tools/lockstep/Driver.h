//===- Driver.h - Shared helpers of the lockstep driver ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What every `lockstep` subcommand shares: the subcommand objects and the
/// options several of them accept, loading a kernel from .cu (through a
/// clang-22 subprocess), .ll or .bc into a verified Module, the GPU pass
/// context (lockstep/Pipeline/GPUPipeline.h) with the --arch option applied,
/// finding a function by name, writing output files, and turning every
/// problem into the one-line `lockstep: error: <what>; <what to do>` message
/// with the exit codes of the tool (0 ok, 1 difference or fault, 2 bad input).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TOOLS_LOCKSTEP_DRIVER_H
#define LOCKSTEP_TOOLS_LOCKSTEP_DRIVER_H

#include "lockstep/Pipeline/GPUPipeline.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class Function;
class LLVMContext;
class Module;
class ModuleSlotTracker;
class raw_ostream;
} // namespace llvm

namespace lockstep {
namespace driver {

/// Exit statuses of the tool.
enum ExitCode : int { ExitOK = 0, ExitDifference = 1, ExitBadInput = 2 };

/// The subcommands. Function-local statics, so options in any source file
/// can name them during static initialization.
llvm::cl::SubCommand &compileCommand();
llvm::cl::SubCommand &reportCommand();
llvm::cl::SubCommand &compareCommand();
llvm::cl::SubCommand &cfgCommand();

/// Options shared by several subcommands (defined in Driver.cpp).
/// The input kernel files (several are linked into one module).
extern llvm::cl::list<std::string> InputPaths;
extern llvm::cl::opt<std::string> PassList;
extern llvm::cl::opt<std::string> OutputPath;
extern llvm::cl::opt<std::string> FunctionName;
extern llvm::cl::opt<bool> EmitJSON;
extern llvm::cl::opt<std::string> Arch;

/// Entry points of the subcommands; each returns the exit status.
int runCompile();
int runReport();
int runCompare();
int runCfg();

/// An error in what the user gave us. The message reads
/// "<What>; <Fix>" and becomes one line on stderr.
llvm::Error inputError(const llvm::Twine &What, const llvm::Twine &Fix);

/// Print \p E as `lockstep: error: ...` (one line) and return ExitBadInput.
int reportError(llvm::Error E);

/// Print `lockstep: note: <Message>` on stderr.
void printNote(const llvm::Twine &Message);

/// Route the context's diagnostics through the driver: errors are recorded
/// (see takeDiagnosticError), warnings printed on one line, remarks dropped.
void installDiagnosticHandler(llvm::LLVMContext &Ctx);

/// The first error diagnosed on \p Ctx since the last call, if any.
llvm::Error takeDiagnosticError(llvm::LLVMContext &Ctx);

/// The reason of the last fatal LLVM error raised inside a crash recovery
/// context (the tool's fatal error handler keeps it, on one line, before
/// the context recovers); "" when none was.
std::string &lastRecoveredFatalError();

/// An optimization remark a pass emitted.
struct CollectedRemark {
  enum KindTy { Passed, Missed, Analysis } Kind = Passed;
  /// Where the remark points, as the collection's RemarkBlockMap gave it
  /// (null when the map found no block for it).
  const llvm::BasicBlock *Block = nullptr;
  std::string Name; ///< e.g. "Melded".
  std::string Message;
  std::string Pass;     ///< The pass that emitted it.
  std::string Function; ///< The name of the function it is about.
  std::string Location; ///< "function block" (and file:line if known).
};

/// Maps the block a remark points at (its code region, possibly null) to the
/// block to record. It runs while the pass emits the remark, when the block
/// still exists: a later step of the pass may delete it.
using RemarkBlockMap =
    std::function<const llvm::BasicBlock *(const llvm::BasicBlock *)>;

/// While alive, every remark of the pass \p PassName (of every pass when
/// empty) diagnosed on \p Ctx (which has the driver's handler) is appended
/// to \p Sink, its block mapped through \p MapBlock when one is given.
class RemarkCollection {
public:
  RemarkCollection(llvm::LLVMContext &Ctx, llvm::StringRef PassName,
                   std::vector<CollectedRemark> &Sink,
                   RemarkBlockMap MapBlock = nullptr);
  ~RemarkCollection();
  RemarkCollection(const RemarkCollection &) = delete;
  RemarkCollection &operator=(const RemarkCollection &) = delete;

private:
  llvm::LLVMContext &Ctx;
};

/// Fail unless the input kernel was given (checked before other options).
llvm::Error requireInput();

/// Load the kernel in \p Path: a .cu file is compiled device-only by
/// clang-22 with the front-end flags of the command line
/// (lockstep/Frontend/CudaFrontend.h); .ll and .bc files are parsed. The
/// result has passed the IR verifier.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadKernel(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// Pipeline placement (Placement.cpp). Where \p Passes run for the inputs
/// \p Paths: an extension point of an in-process -O3 pipeline, or none (the
/// passes alone on the loaded IR). Without --ep a .cu input gets the
/// default point when \p DefaultApplies. Fails on a bad --ep value.
llvm::Expected<std::optional<ExtensionPoint>>
choosePlacement(llvm::ArrayRef<std::string> Paths, llvm::StringRef Passes,
                bool DefaultApplies = true);

/// loadInputKernels, unoptimized when .cu inputs get a \p Placement.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadPlacedKernels(llvm::LLVMContext &Ctx,
                  std::optional<ExtensionPoint> Placement);

/// Run \p Passes on \p M: alone, or inside -O3 at \p Placement (with an
/// empty list, plain -O3: the baseline of a placed comparison).
llvm::Error runPlacedPasses(llvm::Module &M, GPUPassContext &PC,
                            llvm::StringRef Passes,
                            std::optional<ExtensionPoint> Placement);

/// Load the input files of the command line (InputPaths) into one module,
/// linked when there are several; verified, and a .cu input must define a
/// kernel. With \p Unoptimized, .cu files get -O3 attributes but no LLVM
/// passes (-Xclang -disable-llvm-passes), for a placed in-process -O3.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadInputKernels(llvm::LLVMContext &Ctx, bool Unoptimized = false);

/// Fail unless \p M targets a GPU (nvptx, nvptx64 or amdgcn); \p Why says
/// what needed one.
llvm::Error requireGPUModule(const llvm::Module &M, llvm::StringRef Why);

/// Find a defined function by its symbol or by its demangled base name.
llvm::Expected<llvm::Function *> findFunction(llvm::Module &M,
                                              llvm::StringRef Name);

/// Locate an executable: \p Name on PATH, then in each of \p Dirs.
std::optional<std::string> findProgram(llvm::StringRef Name,
                                       llvm::ArrayRef<llvm::StringRef> Dirs);

/// Run \p Program with \p Args, stdout and stderr going to \p LogPath.
/// Returns the exit status, or an error when it could not be started.
llvm::Expected<int> runProgram(llvm::StringRef Program,
                               llvm::ArrayRef<std::string> Args,
                               llvm::StringRef LogPath);

/// The first line of \p LogPath containing "error" (or its first line).
std::string firstErrorLine(llvm::StringRef LogPath);

/// Print \p Rows under \p Header as left-aligned columns two spaces apart,
/// each line indented by \p Indent. The last column is not padded.
void printTable(llvm::raw_ostream &OS,
                llvm::ArrayRef<std::vector<std::string>> Rows,
                unsigned Indent = 2);

/// Write to \p Path ("-" is stdout) through \p Write; kept only on success.
llvm::Error
writeOutput(llvm::StringRef Path,
            llvm::function_ref<llvm::Error(llvm::raw_ostream &)> Write,
            bool Binary = false);

/// The shared pipeline setup, under the name the subcommands have used.
using lockstep::GPUPassContext;

/// Create the TargetMachine for \p M's GPU triple. The CPU is --arch when
/// given, else the functions' "target-cpu", else sm_90 (nvptx). Pass contexts
/// get the same choice from `GPUPassContext::create(M, Arch)`.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const llvm::Module &M);

/// The --arch value in effect (default sm_90).
std::string effectiveArch();

} // namespace driver
} // namespace lockstep

#endif // LOCKSTEP_TOOLS_LOCKSTEP_DRIVER_H
