//===- MirroredBranches.h - Block pairing with swapped successors -*- C++
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block pairing for region-region melding that lets two conditional
/// branches correspond with B's successors swapped, for mirrored sides (a
/// merge from the front that takes x when x <= y, one from the back that
/// takes x when x > y). Extends DARM's isomorphism (Def. 5), which preserves
/// successor order.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_MIRROREDBRANCHES_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_MIRROREDBRANCHES_H

#include "llvm/ADT/SmallVector.h"

#include <utility>

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {
struct SESESubgraph;
namespace meld {
class AlignmentMemo;

/// Like lockstep::matchIsomorphic, but at a pair of conditional branches on
/// what alignment makes one condition, B's successors are swapped when the
/// successor blocks align better that way (alignment score, an xor for the
/// mirrored condition); a swap is also taken where only it keeps the
/// pairing consistent. Fills \p Map (pre-order of \p A) and \p Swapped (one
/// flag per pair, MeldRequest::Swapped); false when no pairing exists.
/// Alignments go through \p Memo when given (the request's, AlignmentMemo.h).
bool matchMirrored(
    const SESESubgraph &A, const SESESubgraph &B,
    llvm::SmallVectorImpl<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>>
        &Map,
    llvm::SmallVectorImpl<bool> &Swapped, AlignmentMemo *Memo = nullptr);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_MIRROREDBRANCHES_H
