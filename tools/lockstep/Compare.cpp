//===- Compare.cpp - lockstep compare -------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep compare KERNEL --launch SPEC.json --passes P [--json]`: run the
/// kernel in the simulator before and after the passes and compare.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

using namespace llvm;

namespace lockstep {
namespace driver {

int runCompare() {
  return reportError(inputError(
      "compare needs the simulator library, which this build does not have",
      "build Lockstep with lib/Sim (target LockstepSim)"));
}

} // namespace driver
} // namespace lockstep
