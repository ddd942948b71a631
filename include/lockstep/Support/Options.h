//===- Options.h - Command-line option category -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cl::OptionCategory` every Lockstep option belongs to, so that
/// `-help` groups them and tools can hide LLVM's own options, and the flags
/// that every pass consults.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_OPTIONS_H
#define LOCKSTEP_SUPPORT_OPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace lockstep {
llvm::cl::OptionCategory &getLockstepCategory();

/// `-lockstep-verify-steps`: passes check their own work after every step
/// (the IR verifier, and incrementally updated dominator trees against fresh
/// ones) and report a failure as an error diagnostic. On by default in builds
/// with assertions; lockstep-fuzz turns it on.
bool verifyEachStep();
void setVerifyEachStep(bool On);
} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_OPTIONS_H
