//===- Oracle.h - Differential oracle for Lockstep passes -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The differential oracle of lockstep-fuzz: simulate a kernel, run one
/// Lockstep pass pipeline on it (a fresh GPUPassContext, the pipeline setup
/// the `lockstep` driver uses, on the NVPTX TargetMachine), verify,
/// simulate again on the same launch spec and compare. Every buffer must be
/// identical byte for byte when the original runs without a fault; when the
/// original faults, the transformed kernel must fault too (buffers at a fault
/// may legally differ, since lanes of different paths may run in a
/// different order). checkIsolated runs the check in a forked child so that
/// a crash, an assertion or a hang becomes a verdict instead of killing the
/// fuzzer.
///
/// Placements (issue 13 item 5): a pass list written `LIST@POINT` (e.g.
/// `cf-meld@vectorizer-start`) runs inside clang's -O3 pipeline at that
/// extension point (GPUPassContext::runOptimizationPipeline), and the kernel
/// it gives is compared with the same -O3 pipeline without the passes, so
/// melding before loop unrolling (and what the rest of -O3 does with a
/// meld) is checked too. `@none` is the direct run.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_FUZZ_ORACLE_H
#define LOCKSTEP_FUZZ_ORACLE_H

#include "lockstep/Sim/LaunchSpec.h"
#include "lockstep/Sim/Simulator.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <utility>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace lockstep::fuzz {

/// What a pass did to a kernel, worst first after Ok.
enum class Verdict : uint8_t {
  Ok,              ///< Same outputs (or both faulted).
  BadOriginal,     ///< The original cannot be simulated: not a pass finding.
  Mismatch,        ///< An output buffer differs.
  FaultIntroduced, ///< The transformed kernel faults, the original did not.
  FaultRemoved,    ///< The original faults, the transformed one does not.
  VerifierFailure, ///< The pass produced invalid IR.
  PassError,       ///< The pass reported an error.
  SimRejected,     ///< The simulator rejects the transformed kernel.
  Crash,           ///< The pass or the simulator crashed (signal).
  Timeout,         ///< No answer within the time limit.
  /// A placed check: the -O3 reference faults, the transformed kernel does
  /// not, and the pass list alone (without the rest of -O3) keeps the fault;
  /// or the kernel as given faults, -O3 alone does not, the transformed
  /// kernel's outputs or fault status differ from -O3's, and the pass list
  /// alone keeps the fault. A fault is undefined behaviour in the IR (a
  /// division by zero, an access out of bounds), which the passes that
  /// follow may remove or refine differently: not a finding.
  UBFaultRemovedByPipeline,
};

/// Stable spelling of \p V ("ok", "mismatch", ...).
llvm::StringRef verdictName(Verdict V);
/// True for verdicts that are findings.
inline bool isFinding(Verdict V) {
  return V != Verdict::Ok && V != Verdict::BadOriginal &&
         V != Verdict::UBFaultRemovedByPipeline;
}

struct Outcome {
  Verdict V = Verdict::Ok;
  bool Changed = false; ///< The pass changed the IR.
  bool OriginalFaults = false;
  std::string Detail; ///< One line.
};

/// The nvptx64-nvidia-cuda TargetMachine (sm_90) the passes need.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createNVPTXMachine();

/// Empty when buffers \p Before and \p After hold the same bytes, else a
/// description of the first difference: the element index and both values
/// read as the buffer's element type (i8 to i64, f32, f64); an element cut
/// short by the end of the buffer (or of unknown type) shows as hex bytes.
std::string compareBuffer(const lockstep::sim::BufferResult &Before,
                          const lockstep::sim::BufferResult &After);

/// compareBuffer over every buffer of two runs, then each thread's device
/// printf lines (lockstep/Sim/DevicePrintf.h): the first difference.
std::string compareBuffers(const lockstep::sim::RunResult &Before,
                           const lockstep::sim::RunResult &After);

/// Options of the simulated runs.
lockstep::sim::SimOptions oracleSimOptions();

/// \p Passes split at its placement suffix: the pass list and the extension
/// point name after `@` (empty without one, or for `@none`).
std::pair<llvm::StringRef, llvm::StringRef>
splitPlacement(llvm::StringRef Passes);

/// Runs the comma-separated Lockstep pass list \p Passes on every defined
/// function of \p M, or, with a placement suffix, clang's -O3 pipeline with
/// the list at that point (an empty list: plain -O3). Returns whether the
/// printed IR changed.
llvm::Expected<bool> runLockstepPasses(llvm::Module &M, llvm::TargetMachine &TM,
                                       llvm::StringRef Passes);

/// The whole check, in process; \p M is transformed in place.
Outcome checkPass(llvm::Module &M, const lockstep::sim::LaunchSpec &Spec,
                  llvm::TargetMachine &TM, llvm::StringRef Passes);

/// checkPass in a forked child with a time limit of \p TimeoutSeconds; \p M
/// is left untouched. The child's stderr goes to /dev/null unless
/// \p KeepStderr.
Outcome checkIsolated(llvm::Module &M, const lockstep::sim::LaunchSpec &Spec,
                      llvm::TargetMachine &TM, llvm::StringRef Passes,
                      unsigned TimeoutSeconds, bool KeepStderr = false);

/// Reconvergence models checked besides the default (ipdom) one, e.g.
/// {"its"}: the original and the transformed kernel must give the same
/// faults, buffers and warp instructions under each of them (a Mismatch,
/// FaultIntroduced or FaultRemoved naming the model otherwise).
void setOracleModels(llvm::ArrayRef<std::string> Extra);

/// With \p On, each check measures the divergence profile of its reference
/// run (the kernel as given, or -O3 alone for a placed check) and the passes
/// read it as they would read `-lockstep-profile=FILE`
/// (DivergenceProfile.h): the profile-guided decisions (branches that never
/// split skipped, split rates and block mixes weighed) are checked too.
void setOracleProfiling(bool On);

/// Test hook of the crash isolation and of the verdicts: checkPass aborts
/// ("crash") or spins ("hang") at the start of its pass stage, or makes the
/// last integer store to global memory of the transformed kernel store one
/// more ("miscompile"). Empty disables it.
void setFaultInjection(llvm::StringRef Kind);

} // namespace lockstep::fuzz

#endif // LOCKSTEP_FUZZ_ORACLE_H
