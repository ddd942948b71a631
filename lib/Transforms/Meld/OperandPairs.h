//===- OperandPairs.h - Operands of an aligned pair, as melded --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The operand pairs an aligned instruction pair is melded from, shared by
/// the code generator and the estimate (MeldCodeGen.h), including the
/// offset-compare rewrite of mirrored loop exits: one side tests the next
/// value of its induction variable, the other the old one,
///
///   A: %n = add %i, 1      icmp eq %n, %m
///   B: %n = add %k, -1     icmp eq %k, 0      ; == icmp eq %n, -1
///
/// and B's test is read as the equivalent test of %n (eq and ne hold under
/// wrapping addition), so the melded compare reads the melded add on both
/// sides and selects only the two bounds (once, outside the loop).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_OPERANDPAIRS_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_OPERANDPAIRS_H

#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/ADT/SmallVector.h"

#include <utility>

namespace llvm {
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {
namespace meld {

/// Per operand of the aligned pair (\p A, \p B): the A value and the B value
/// the melded instruction reads (values of the original sides; \p Known maps
/// B values that alignment makes one with an A value). \p OffsetAdd, when
/// given, receives the add whose poison flags the offset-compare rewrite
/// requires dropping (null when the operands are the instructions' own).
llvm::SmallVector<std::pair<llvm::Value *, llvm::Value *>, 4>
meldedOperands(llvm::Instruction &A, llvm::Instruction &B,
               const MeldedValues &Known,
               llvm::Instruction **OffsetAdd = nullptr);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_OPERANDPAIRS_H
