//===- SequenceAlignment.h - Affine-gap sequence alignment ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The sequence alignment engines behind instruction alignment (DARM Section
/// IV-C), on sequences abstracted to classes, latencies and operand
/// identities: Gotoh's dynamic program for affine gaps (every gap run costs
/// GapOpen whatever its length) and the Myers-Miller divide and conquer in
/// linear memory. InstructionAlignment.h builds their input from
/// instructions.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_MELD_SEQUENCEALIGNMENT_H
#define LOCKSTEP_TRANSFORMS_MELD_SEQUENCEALIGNMENT_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <vector>

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
  /// The score with each distinct differing operand pair charged one select
  /// (scoreSharingSelects): what the melded code pays.
  int64_t SharedScore = 0;
  unsigned Matches = 0;
};

/// Score of \p Steps under \p In.
int64_t scoreAlignment(const AlignInput &In, llvm::ArrayRef<AlignStep> Steps);
/// Score of \p Steps under \p In when one select serves every match that
/// selects between the same two operands (the code generator makes it once,
/// MeldCodeGen.cpp): each distinct differing operand pair is charged once.
/// Never below scoreAlignment.
int64_t scoreSharingSelects(const AlignInput &In,
                            llvm::ArrayRef<AlignStep> Steps);

/// Full Gotoh dynamic program, O(nm) time and memory.
Alignment alignFull(const AlignInput &In);
/// Myers-Miller divide and conquer, O(nm) time, O(n + m) memory.
Alignment alignLinearSpace(const AlignInput &In);
/// Optimal score only, O(nm) time, O(m) memory.
int64_t optimalScore(const AlignInput &In);
/// alignFull when n*m <= \p CellLimit, else alignLinearSpace.
Alignment align(const AlignInput &In, uint64_t CellLimit = 4u << 20);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_MELD_SEQUENCEALIGNMENT_H
