//===- LaneLocalAsm.h - Inline assembly that only computes ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang marks every CUDA inline-assembly call `convergent`, so each __half
/// conversion or addition of cuda_fp16.h (a PTX block) made any region that
/// holds it untouchable for the passes, which refuse to move convergent
/// operations between sets of lanes. For most blocks the attribute is
/// vacuous: a block whose every instruction computes a lane's registers from
/// that lane's registers (conversions, integer and float arithmetic,
/// comparisons, selects, bit manipulation, moves, including of lane-private
/// special registers), with no side effects and no memory access, gives each
/// lane the same result whichever lanes run it with it. This header answers
/// that question from the PTX text with an allow-list: anything not on it
/// (warp shuffles and votes, barriers, loads and stores, atomics, fences,
/// branches, unknown instructions) keeps the call convergent.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_LANELOCALASM_H
#define LOCKSTEP_ANALYSIS_LANELOCALASM_H

#include "llvm/ADT/StringRef.h"

namespace llvm {
class CallBase;
} // namespace llvm

namespace lockstep {

/// Whether every statement of the PTX block \p Asm is a lane-local
/// computation (the allow-list above).
bool isLaneLocalPTX(llvm::StringRef Asm);

/// Whether \p CB is an inline-assembly call without side effects, that
/// accesses no memory, whose PTX is lane-local.
bool isLaneLocalAsm(const llvm::CallBase &CB);

/// Whether \p CB is lane-local assembly that reads no special register
/// (%laneid, %tid.x, %clock, ...): its result is a function of its operands
/// alone, so it is uniform when they are.
bool isOperandFunctionAsm(const llvm::CallBase &CB);

/// What the passes ask instead of CallBase::isConvergent: convergent and not
/// lane-local assembly.
bool mayNeedConvergence(const llvm::CallBase &CB);

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_LANELOCALASM_H
