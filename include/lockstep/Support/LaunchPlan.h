//===- LaunchPlan.h - How to launch kernels that replace one ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Launch plans: a pass that replaces one kernel by several (branch-split,
/// the G80 splitting paper's section 4) records in the module how to launch
/// them in place of the original, and the simulator follows the record when
/// a launch spec names the original kernel.
///
/// Schema (named metadata, one operand per replaced kernel):
/// \code
///   !lockstep.launch_plans = !{!0}
///   !0 = !{ptr @k, !"branch-split", ptr @k.split.if, ptr @k.split.else}
/// \endcode
/// Operand 0 is the replaced kernel (kept in the module, unchanged, so a
/// host that still launches it stays correct), operand 1 the producing
/// pass, operands 2.. the kernels to launch instead, in order, one after
/// the other, each with the original launch's grid, block, dynamic shared
/// memory and arguments (they have the original's parameter list), on the
/// same memory. Sequential launches add: cycles and sm_cycles of a plan are
/// the sums over its launches (no launch overhead is modelled).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_LAUNCHPLAN_H
#define LOCKSTEP_SUPPORT_LAUNCHPLAN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace lockstep {

/// The named metadata that holds the plans.
inline constexpr const char *LaunchPlansMD = "lockstep.launch_plans";

struct LaunchPlan {
  const llvm::Function *Replaces = nullptr;
  std::string Producer;
  std::vector<const llvm::Function *> Kernels;
};

/// Appends a plan replacing \p Original by \p Kernels to \p M.
void addLaunchPlan(llvm::Module &M, llvm::Function &Original,
                   llvm::StringRef Producer,
                   llvm::ArrayRef<llvm::Function *> Kernels);

/// The plan that replaces \p Kernel, if any. A malformed plan entry (wrong
/// operand kinds, no kernels, a kernel with another parameter list) is an
/// error naming the entry.
llvm::Expected<std::optional<LaunchPlan>>
findLaunchPlan(const llvm::Module &M, const llvm::Function &Kernel);

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_LAUNCHPLAN_H
