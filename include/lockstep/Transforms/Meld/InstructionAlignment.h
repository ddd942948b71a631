//===- InstructionAlignment.h - Instruction sequence alignment --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Instruction alignment for control-flow melding (DARM Section IV-C,
/// "Instruction Alignment"; CFM Section IV-B): which instructions of two
/// corresponding blocks are melded into one, and which are left as gaps.
///
/// Two instructions are compatible when one instruction can stand for both
/// (same opcode, types, predicate, callee, volatility, ordering, ...; an
/// `or disjoint` counts as an `add`, a `zext nneg` as a `sext`, an
/// `icmp samesign ult` as an `icmp slt`). A match
/// scores lat(I) - N_sel * lat(select), N_sel being the number of operand
/// positions whose original operands differ. Every gap run costs two branches
/// regardless of its length (affine gaps with zero extension cost, Gotoh).
/// The alignment itself is the generic engine of SequenceAlignment.h: small
/// problems use the full O(nm) dynamic program with a one-byte-per-cell
/// traceback; large ones use the Myers-Miller (Hirschberg) divide and conquer
/// in linear memory. Both are optimal.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_INSTRUCTIONALIGNMENT_H
#define LOCKSTEP_TRANSFORMS_MELD_INSTRUCTIONALIGNMENT_H

#include "lockstep/Transforms/Meld/SequenceAlignment.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {
namespace meld {

/// Compatibility of two instructions for melding (see file comment).
bool areCompatible(const llvm::Instruction &A, const llvm::Instruction &B);
/// Whether \p A and \p B compute the same operation (opcode and predicate);
/// aligned instructions that do not are equivalent operations.
bool isSameOperation(const llvm::Instruction &A, const llvm::Instruction &B);
/// The instruction that stands for the aligned pair (\p A, \p B), with A's or
/// B's operands until the code generator sets them: a clone of their common
/// operation (an `or disjoint` melded with an `add` is an add, a `zext nneg`
/// with a `sext` a sext, an `icmp samesign ult` with an `icmp slt` the
/// signed compare) with the poison flags both hold.
llvm::Instruction *cloneMelded(const llvm::Instruction &A,
                               const llvm::Instruction &B);
/// Never alignable: phis, terminators, allocas, convergent or inline-asm
/// calls, calls of a callee not known to be non-convergent (see
/// InstructionAlignment.cpp), calls with operand bundles, EH pads, lifetime
/// markers.
bool isNeverAligned(const llvm::Instruction &I);

/// Why calls of \p Callee may not be shared by both sides (the callee is not
/// known to be non-convergent, see InstructionAlignment.cpp), or "".
std::string whyCalleeMayBeConvergent(const llvm::Function &Callee);

/// The weight of \p I in the alignment: its latency, and for a call of a
/// device function defined in the module also its callee's body (each
/// instruction once), which a shared call runs once instead of twice.
unsigned alignmentLatency(const llvm::Instruction &I);
/// Number of operand positions whose operands differ.
unsigned countDifferingOperands(const llvm::Instruction &A,
                                const llvm::Instruction &B);

/// Builds the input for aligning two instruction lists.
AlignInput buildInput(llvm::ArrayRef<llvm::Instruction *> A,
                      llvm::ArrayRef<llvm::Instruction *> B);
/// Values of B that melding turns into the value of A they map to (the
/// results of pairs aligned in blocks melded earlier): operands that need no
/// select.
using MeldedValues = llvm::DenseMap<const llvm::Value *, const llvm::Value *>;

/// Aligns two instruction lists. Operands are compared modulo \p Known and
/// modulo the pairs the alignment itself melds (it re-aligns while that
/// finds more matches).
Alignment alignInstructions(llvm::ArrayRef<llvm::Instruction *> A,
                            llvm::ArrayRef<llvm::Instruction *> B,
                            const MeldedValues &Known = MeldedValues());

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_MELD_INSTRUCTIONALIGNMENT_H
