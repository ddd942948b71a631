//===- UniformVersioning.h - Version a region on a warp vote ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A meld pays only in warps whose branch splits; a warp whose lanes agree
/// runs one side either way and pays the meld's selects for nothing (the
/// no-loss rule, NoLossModel.h). When the branch splits warps only some of
/// the time (an index condition such as bitonic sort's `(t & k) == 0`,
/// which splits a warp only while k < 32, or a measured split rate), the
/// region can be versioned on a warp vote before it is melded:
///
///        E: ...                         E: ...   (NVPTX)
///           br %c, T, F                    %m = activemask()
///          /       \                       %u = vote.uni.sync(%m, %c)
///        T ...      F ...      ==>         br %u, E.uniform, E.split
///          \       /                     E.uniform: br %c, T', F'  (copy)
///            X                           E.split:   br %c, T, F    (melded)
///                                        T'.., F'.. and T.., F.. join at X
///
/// Lanes of a warp that agree on %c take the copy, which is the original
/// code; the others take E.split, whose region the meld then rewrites. Both
/// versions compute the same thing for every lane, so which lanes vote
/// together (activemask() under independent thread scheduling) decides only
/// the cost, never a result. The region's values reach past X only through
/// X's phis (no region block dominates X, the nearest post-dominator of
/// E), which take the copy's values on the copy's edges. The copy's branch is
/// recognisable by its shape (isVoteGuardedBranch): the uniformity layer calls
/// it warp-uniform, so no pass melds or versions it again.
///
/// On AMDGPU the vote is two ballots: the lanes agree when no active lane
/// or every one holds %c, `ballot(%c) == 0 || ballot(%c) == ballot(true)`.
/// Other targets have no vote: their regions are not versioned. The region
/// must be small
/// (`-cf-meld-version-max-insts`), loop-free, entered only through the
/// branch, and hold no operation that may need convergence.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_UNIFORMVERSIONING_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_UNIFORMVERSIONING_H

#include <string>

namespace llvm {
class BasicBlock;
class BranchInst;
class DominatorTree;
} // namespace llvm

namespace lockstep {
namespace meld {

/// Why the region of conditional branch \p Br, from its block to \p Exit
/// (the block's immediate post-dominator), cannot be versioned, or empty.
std::string whyNotVersionable(const llvm::BranchInst &Br,
                              const llvm::BasicBlock *Exit,
                              const llvm::DominatorTree &DT);

/// Versions the region (see the file comment); \p Br must be versionable.
/// Returns the block that now holds \p Br (E.split), the region's new entry.
llvm::BasicBlock *versionOnWarpVote(llvm::BranchInst &Br,
                                    llvm::BasicBlock *Exit);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_UNIFORMVERSIONING_H
