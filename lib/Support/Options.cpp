//===- Options.cpp - Command-line option category -------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Defines the option category shared by every Lockstep pass and tool.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/Options.h"

llvm::cl::OptionCategory &lockstep::getLockstepCategory() {
  static llvm::cl::OptionCategory Category("Lockstep options");
  return Category;
}
