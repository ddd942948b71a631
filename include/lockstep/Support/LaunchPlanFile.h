//===- LaunchPlanFile.h - Launch plans passed from device to host -*- C++ -*-=//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The side file through which a clang CUDA compile's device side tells its
/// host side which kernels branch-split replaced (docs/launch-plans.md,
/// "Host side"). clang runs the device compile of every GPU architecture
/// before the host compile (the host embeds their fat binary), and both
/// receive the same `-mllvm -lockstep-launch-plans=FILE`; the device side
/// records its plans by kernel name, the host side reads them and rewrites
/// the launches.
///
/// Format (JSON):
/// \code
///   {"format": "lockstep-launch-plans", "version": 1,
///    "compiles": [{"source": "prog.cu", "arch": "sm_90",
///                  "plans": [{"kernel": "_Z1kPi", "pass": "branch-split",
///                             "launch": ["_Z1kPi_split_if",
///                                        "_Z1kPi_split_else"]}]}]}
/// \endcode
/// One entry per device compile, keyed by source file and architecture; a
/// device compile replaces its own entry (so a rebuild does not stack stale
/// entries) and writes it even when it split nothing. The host rewrites a
/// kernel only when every entry of its source file has the same plan for it:
/// one architecture that kept the kernel keeps the host launching it (always
/// correct: the replaced kernel stays in every device binary).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_LAUNCHPLANFILE_H
#define LOCKSTEP_SUPPORT_LAUNCHPLANFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace lockstep {

/// A plan by name: kernel -> kernels to launch instead, in order.
struct NamedLaunchPlan {
  std::string Kernel, Pass;
  std::vector<std::string> Launch;
  bool operator==(const NamedLaunchPlan &O) const {
    return Kernel == O.Kernel && Pass == O.Pass && Launch == O.Launch;
  }
};

/// The plans of \p M's `!lockstep.launch_plans`, by name. Errors as
/// findLaunchPlan does for a malformed entry.
llvm::Expected<std::vector<NamedLaunchPlan>>
collectLaunchPlans(const llvm::Module &M);

/// Records \p Plans for device compile (\p Source, \p Arch) in \p Path,
/// replacing that compile's previous entry and keeping the others. The file
/// is written to a temporary next to it and renamed.
llvm::Error recordLaunchPlans(llvm::StringRef Path, llvm::StringRef Source,
                              llvm::StringRef Arch,
                              const std::vector<NamedLaunchPlan> &Plans);

/// The plans every device compile of \p Source in \p Path agrees on, by
/// kernel name; empty when the file has no entry for \p Source. An error
/// when the file exists but cannot be read or parsed.
llvm::Expected<std::map<std::string, NamedLaunchPlan>>
readAgreedLaunchPlans(llvm::StringRef Path, llvm::StringRef Source);

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_LAUNCHPLANFILE_H
