//===- LinearizeApplications.h - Regions for Section 5 ----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Regions that cfg-linearize linearizes although they are structured, for
/// the applications of Anantpur & Govindarajan Section 5; see
/// LinearizeApplications.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEAPPLICATIONS_H
#define LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEAPPLICATIONS_H

#include "GuardChain.h"

#include "llvm/IR/PassManager.h"

#include <vector>

namespace lockstep {
namespace linearize {

/// Stack-depth limit (Section 5.3): for each divergent two-way branch
/// nested inside exactly \p MaxDepth enclosing divergent branch regions,
/// the single-entry single-exit region from it to its immediate
/// post-dominator.
std::vector<LinearRegion> deepBranchRegions(llvm::Function &F,
                                            llvm::FunctionAnalysisManager &FAM,
                                            unsigned MaxDepth);

/// Branch interleaving (Section 5.1): each outermost divergent branch whose
/// region is acyclic and whose two arms both load, with its blocks ordered
/// to alternate between the arms.
std::vector<LinearRegion>
interleavedBranchRegions(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

/// Loop merging (Section 5.2): each outermost loop that holds a loop with a
/// divergent exit, from its preheader to its unique exit block, with
/// MergeLoops set.
std::vector<LinearRegion>
mergeableLoopRegions(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

} // namespace linearize
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_LINEARIZE_LINEARIZEAPPLICATIONS_H
