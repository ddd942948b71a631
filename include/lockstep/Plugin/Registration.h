//===- Registration.h - Register Lockstep with a PassBuilder ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One entry point that registers every pass and analysis listed in
/// lib/Plugin/Passes.def with a PassBuilder. Used by the opt/clang plugin and
/// by the `lockstep` driver, so both accept exactly the same pipelines.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_PLUGIN_REGISTRATION_H
#define LOCKSTEP_PLUGIN_REGISTRATION_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace lockstep {

/// Register the analyses and pipeline-parsing callbacks of Lockstep.
void registerLockstepPasses(llvm::PassBuilder &PB);

/// True when \p Name is the pipeline name of a Lockstep pass (without
/// parameters): also the pass name its remarks carry (DEBUG_TYPE).
bool isLockstepPassName(llvm::StringRef Name);

/// Split a comma-separated pass list into trimmed pass names; a blank list
/// is no passes. An empty name (",," or a comma at an end), a list of commas
/// only, and unbalanced '<' '>' around a pass's parameters are errors that
/// say which.
llvm::Expected<llvm::SmallVector<llvm::StringRef, 4>>
splitLockstepPassList(llvm::StringRef List);

/// Parse a comma-separated list of Lockstep function passes (the value of
/// -lockstep-passes or `lockstep compile --passes`) into \p FPM. The error
/// names the first unknown pass.
llvm::Error parseLockstepPassList(llvm::PassBuilder &PB, llvm::StringRef List,
                                  llvm::FunctionPassManager &FPM);

/// True when \p Name (parameters allowed) is a Lockstep module pass
/// (branch-split): one that creates kernels and so runs on the whole module.
bool isLockstepModulePassName(llvm::StringRef Name);

/// True when the comma-separated \p List names a module pass.
bool hasLockstepModulePass(llvm::StringRef List);

/// Parse a comma-separated list of Lockstep passes, module passes included,
/// into \p MPM, in order: each run of function passes becomes one function
/// pass manager over every defined function. The error names the first
/// unknown pass or bad parameter.
llvm::Error parseLockstepModulePassList(llvm::PassBuilder &PB,
                                        llvm::StringRef List,
                                        llvm::ModulePassManager &MPM);

} // namespace lockstep

#endif // LOCKSTEP_PLUGIN_REGISTRATION_H
