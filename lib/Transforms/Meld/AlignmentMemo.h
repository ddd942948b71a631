//===- AlignmentMemo.h - Instruction alignments shared by a meld -*- C++
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One meld request aligns each of its block pairs several times (DARM
/// Section IV-C, instruction alignment): the phi-merge planner
/// (PhiMerging.h), the estimate (MeldEstimate.cpp) and the code generator
/// (MeldCodeGen.cpp) each align the pairs in order, carrying the values
/// melded so far. An AlignmentMemo computes each distinct alignment once for
/// the life of the request.
///
/// alignInstructions(A, B, Known) is a function of the two instruction lists
/// and of Known restricted to the operands of B's instructions (Known is
/// consulted for nothing else), so an entry is keyed by the lists and by that
/// restriction: a lookup with a Known that differs on some operand of B (a
/// phi merge the planner did not know) computes a new alignment. The
/// instructions must not change while the memo is in use: it lives for one
/// request, between its estimate and its code generation, which copies the
/// originals and rewires them only after the last alignment.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_ALIGNMENTMEMO_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_ALIGNMENTMEMO_H

#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <utility>

namespace lockstep {
namespace meld {

class AlignmentMemo {
public:
  /// alignInstructions(\p A, \p B, \p Known), computed at most once per
  /// distinct input. The reference stays valid while the memo lives.
  const Alignment &align(llvm::ArrayRef<llvm::Instruction *> A,
                         llvm::ArrayRef<llvm::Instruction *> B,
                         const MeldedValues &Known);

  /// Alignments computed (misses) and reused (hits), for tests.
  unsigned computed() const { return Computed; }
  unsigned reused() const { return Reused; }

private:
  struct Entry {
    llvm::SmallVector<llvm::Instruction *, 32> A, B;
    /// Known.lookup of every operand of B's instructions, in order.
    llvm::SmallVector<const llvm::Value *, 64> KnownImage;
    Alignment Result;
  };
  using Key = std::pair<const llvm::Instruction *, const llvm::Instruction *>;
  llvm::DenseMap<Key, llvm::SmallVector<std::unique_ptr<Entry>, 2>> Entries;
  unsigned Computed = 0, Reused = 0;
};

/// alignInstructions(\p A, \p B, \p Known), through \p Memo when there is
/// one.
inline Alignment alignThrough(AlignmentMemo *Memo,
                              llvm::ArrayRef<llvm::Instruction *> A,
                              llvm::ArrayRef<llvm::Instruction *> B,
                              const MeldedValues &Known) {
  return Memo ? Memo->align(A, B, Known) : alignInstructions(A, B, Known);
}

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_ALIGNMENTMEMO_H
