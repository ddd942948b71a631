//===- CommonCall.h - Common-call speculative reconvergence -----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The common-call variant of speculative reconvergence (Damani et al.,
/// CGO'20, Section 4.4, Figure 2c): the calls of one function on several
/// divergent paths become one call site where the threads reconverge.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_COMMONCALL_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_COMMONCALL_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class CallInst;
class Instruction;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
}

namespace lockstep::specrec {

/// The calls of the function named \p Name (its IR name, or its demangled
/// name up to the parameter list) after \p Predict: in its block after it,
/// or in a block reachable from there. Calls of a function without a body
/// are not returned (its operations cannot be checked); \p Undefined, when
/// given, is set when there were some.
llvm::SmallVector<llvm::CallInst *, 4> commonCalls(llvm::Instruction *Predict,
                                                   llvm::StringRef Name,
                                                   bool *Undefined = nullptr);

/// Funnels \p Calls (two or more calls of one function) into one call in a
/// new block `spec.call`: each call site branches there with its arguments
/// and its index, the call runs, and a switch on the index returns to the
/// rest of the call site's block. Returns the new call: the reconvergence
/// label.
llvm::CallInst *funnelCalls(llvm::ArrayRef<llvm::CallInst *> Calls,
                            CFGUpdateTracker &CFG);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_COMMONCALL_H
