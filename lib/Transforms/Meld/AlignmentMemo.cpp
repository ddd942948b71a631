//===- AlignmentMemo.cpp - Instruction alignments shared by a meld --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The memo's lookup: same lists, same Known on B's operands (see
/// AlignmentMemo.h).
///
//===----------------------------------------------------------------------===//

#include "AlignmentMemo.h"

#include "llvm/IR/Instruction.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

/// The part of \p Known alignInstructions reads: its value for every operand
/// of \p B's instructions (null where it has none).
static void knownImage(ArrayRef<Instruction *> B, const MeldedValues &Known,
                       SmallVectorImpl<const Value *> &Out) {
  for (const Instruction *I : B)
    for (const Value *V : I->operand_values())
      Out.push_back(Known.lookup(V));
}

const Alignment &AlignmentMemo::align(ArrayRef<Instruction *> A,
                                      ArrayRef<Instruction *> B,
                                      const MeldedValues &Known) {
  Key K(A.empty() ? nullptr : A.front(), B.empty() ? nullptr : B.front());
  SmallVector<const Value *, 64> Image;
  knownImage(B, Known, Image);
  auto &Bucket = Entries[K];
  for (const std::unique_ptr<Entry> &E : Bucket)
    if (ArrayRef<Instruction *>(E->A) == A &&
        ArrayRef<Instruction *>(E->B) == B &&
        ArrayRef<const Value *>(E->KnownImage) == ArrayRef(Image)) {
      ++Reused;
      return E->Result;
    }
  auto E = std::make_unique<Entry>();
  E->A.assign(A.begin(), A.end());
  E->B.assign(B.begin(), B.end());
  E->KnownImage = std::move(Image);
  E->Result = alignInstructions(A, B, Known);
  ++Computed;
  Bucket.push_back(std::move(E));
  return Bucket.back()->Result;
}
