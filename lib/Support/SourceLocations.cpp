//===- SourceLocations.cpp - Source lines in the kernel's own code --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "lockstep/Support/SourceLocations.h"

#include "llvm/IR/DebugInfoMetadata.h"

using namespace llvm;

const DILocation *lockstep::callerLocation(const DILocation *Loc) {
  while (Loc && Loc->getInlinedAt())
    Loc = Loc->getInlinedAt();
  return Loc;
}
