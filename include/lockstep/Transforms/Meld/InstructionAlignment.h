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
/// (same opcode, types, predicate, callee, volatility, ordering, ...). A match
/// scores lat(I) - N_sel * lat(select), N_sel being the number of operand
/// positions whose original operands differ. Every gap run costs two branches
/// regardless of its length (affine gaps with zero extension cost, Gotoh).
/// Small problems use the full O(nm) dynamic program with a one-byte-per-cell
/// traceback; large ones use the Myers-Miller (Hirschberg) divide and conquer
/// in linear memory. Both are optimal.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_INSTRUCTIONALIGNMENT_H
#define LOCKSTEP_TRANSFORMS_MELD_INSTRUCTIONALIGNMENT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include <cstdint>
#include <vector>

namespace llvm {
class BasicBlock;
class Instruction;
class Value;
} // namespace llvm

namespace lockstep {
namespace meld {

/// One step of an alignment: a match of A[IndexA] with B[IndexB], or a gap
/// that keeps only A[IndexA] (GapA) or only B[IndexB] (GapB).
enum class AlignKind : uint8_t { Match, GapA, GapB };
struct AlignStep {
  AlignKind Kind;
  unsigned IndexA; ///< Valid for Match and GapA.
  unsigned IndexB; ///< Valid for Match and GapB.
};

/// The sequences to align, abstracted to what the score needs: a class per
/// element (equal non-negative classes are compatible), a match latency and
/// the operand identities (compared position by position).
struct AlignInput {
  std::vector<int> ClassA, ClassB;
  std::vector<int> LatA;
  /// Operands of element i of A are OpsA[OpBeginA[i] .. OpBeginA[i+1]).
  std::vector<unsigned> OpBeginA, OpBeginB;
  std::vector<const void *> OpsA, OpsB;
  int SelectCost = 1;
  int GapOpen = 2;

  unsigned sizeA() const { return ClassA.size(); }
  unsigned sizeB() const { return ClassB.size(); }
  /// Appends one element to A or B.
  void add(bool ToA, int Class, int Latency,
           llvm::ArrayRef<const void *> Operands);
  /// True when A[I] and B[J] may be matched.
  bool compatible(unsigned I, unsigned J) const {
    return ClassA[I] >= 0 && ClassA[I] == ClassB[J];
  }
  /// The match score of A[I] with B[J]; only valid when compatible.
  int matchScore(unsigned I, unsigned J) const;
};

/// An alignment and its score (sum of match scores minus GapOpen per run).
struct Alignment {
  std::vector<AlignStep> Steps;
  int64_t Score = 0;
  unsigned Matches = 0;
};

/// Score of \p Steps under \p In.
int64_t scoreAlignment(const AlignInput &In, llvm::ArrayRef<AlignStep> Steps);

/// Full Gotoh dynamic program, O(nm) time and memory.
Alignment alignFull(const AlignInput &In);
/// Myers-Miller divide and conquer, O(nm) time, O(n + m) memory.
Alignment alignLinearSpace(const AlignInput &In);
/// Optimal score only, O(nm) time, O(m) memory.
int64_t optimalScore(const AlignInput &In);
/// alignFull when n*m <= \p CellLimit, else alignLinearSpace.
Alignment align(const AlignInput &In, uint64_t CellLimit = 4u << 20);

/// Compatibility of two instructions for melding (see file comment).
bool areCompatible(const llvm::Instruction &A, const llvm::Instruction &B);
/// Never alignable: phis, terminators, allocas, convergent or inline-asm
/// calls, calls with operand bundles, EH pads, lifetime markers.
bool isNeverAligned(const llvm::Instruction &I);
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
