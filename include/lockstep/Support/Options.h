//===- Options.h - Command-line option category -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cl::OptionCategory` every Lockstep option belongs to, so that
/// `-help` groups them and tools can hide LLVM's own options.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_OPTIONS_H
#define LOCKSTEP_SUPPORT_OPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace lockstep {
llvm::cl::OptionCategory &getLockstepCategory();
} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_OPTIONS_H
