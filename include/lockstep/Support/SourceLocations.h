//===- SourceLocations.h - Lines in the kernel's own code -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where messages (remarks, reports, simulator faults) place an instruction
/// in the user's source: code inlined from headers (CUDA's wrapper headers'
/// assert() and atomicAdd, say) counts at the line of its outermost call.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_SOURCELOCATIONS_H
#define LOCKSTEP_SUPPORT_SOURCELOCATIONS_H

namespace llvm {
class DILocation;
} // namespace llvm

namespace lockstep {

/// \p Loc itself, or for inlined code the location of the outermost call,
/// in the function's own code. Null stays null.
const llvm::DILocation *callerLocation(const llvm::DILocation *Loc);

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_SOURCELOCATIONS_H
