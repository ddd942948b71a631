//===- Options.cpp - Command-line option category -------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Defines the option category shared by every Lockstep pass and tool, and
/// the flags every pass consults.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/Options.h"

llvm::cl::OptionCategory &lockstep::getLockstepCategory() {
  static llvm::cl::OptionCategory Category("Lockstep options");
  return Category;
}

#ifndef NDEBUG
static bool VerifySteps = true;
#else
static bool VerifySteps = false;
#endif
static llvm::cl::opt<bool, true> VerifyStepsOpt(
    "lockstep-verify-steps", llvm::cl::location(VerifySteps), llvm::cl::Hidden,
    llvm::cl::desc("Verify the function and the dominator trees after every "
                   "transformation step (internal consistency checks)"),
    llvm::cl::cat(lockstep::getLockstepCategory()));

bool lockstep::verifyEachStep() { return VerifySteps; }
void lockstep::setVerifyEachStep(bool On) { VerifySteps = On; }
