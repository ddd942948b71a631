//===- VoteLowering.h - Speculative reconvergence with votes ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The portable lowering of spec-reconverge (`spec-reconverge<lower=vote>`):
/// iteration delay and loop merge expressed with warp votes
/// (llvm.nvvm.activemask, llvm.nvvm.vote.ballot.sync) instead of
/// convergence barriers, so they run under post-dominator reconvergence
/// (lockstep-sim --model ipdom, any NVIDIA GPU from PTX).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_VOTELOWERING_H
#define LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_VOTELOWERING_H

#include "llvm/Support/Error.h"

namespace llvm {
class BasicBlock;
class DominatorTree;
class Instruction;
class LoopInfo;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
}

namespace lockstep::specrec {

/// What a vote lowering did: "iteration-delay" or "loop-merge".
struct VoteResult {
  llvm::StringRef Kind;
};

/// Lowers the region whose reconvergence label is \p Label: loop merge when
/// the label's block is the header of a loop nested in another, iteration
/// delay when it is the conditional side of a divergent branch in a loop.
/// \p Threshold 0 waits for every lane still in the loop. Fails, with the
/// IR unchanged, when the loops do not have the required shape.
llvm::Expected<VoteResult> lowerWithVotes(llvm::Instruction *Label,
                                          unsigned Threshold,
                                          llvm::LoopInfo &LI,
                                          CFGUpdateTracker &CFG);

} // namespace lockstep::specrec

#endif // LOCKSTEP_LIB_TRANSFORMS_SPECRECONVERGE_VOTELOWERING_H
