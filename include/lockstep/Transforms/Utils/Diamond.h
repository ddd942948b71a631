//===- Diamond.h - The divergent diamond below a branch ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one diamond matcher of the transforms (branch-fusion, tail-merge):
/// a conditional branch whose two successors are distinct single-block sides
/// entered only from it, each ending in an unconditional branch to a common
/// join that is neither side.
///
///        Head: br %c, Then, Else
///          |              |
///        Then           Else
///          |              |
///          +--> Join <----+
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_DIAMOND_H
#define LOCKSTEP_TRANSFORMS_UTILS_DIAMOND_H

#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class BranchInst;
} // namespace llvm

namespace lockstep {

struct Diamond {
  llvm::BranchInst *Branch = nullptr; ///< Ends the head block.
  llvm::BasicBlock *Then = nullptr;   ///< Runs where the condition is true.
  llvm::BasicBlock *Else = nullptr;
  llvm::BasicBlock *Join = nullptr;
};

/// The diamond below \p Head, or nullopt with \p Why set (to
/// "not a conditional branch" or "not a diamond (...)").
std::optional<Diamond> matchDiamond(llvm::BasicBlock &Head, std::string &Why);

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_DIAMOND_H
