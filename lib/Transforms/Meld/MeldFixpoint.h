//===- MeldFixpoint.h - Step loop shared by the melding passes --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What every melding pass does between two steps (bring the dominator trees
/// up to date incrementally, check the step when asked to, drop the analyses
/// that depend on the old IR), and the whole fixpoint loop of the two
/// baselines, which try each divergent two-way branch in turn.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_MELD_MELDFIXPOINT_H
#define LOCKSTEP_LIB_TRANSFORMS_MELD_MELDFIXPOINT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/PassManager.h"
#include <string>

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {
class CFGUpdateTracker;
namespace meld {

/// Ends one step of \p PassName on \p F: commits \p CFG, verifies the IR and
/// the trees under -lockstep-verify-steps (an error diagnostic on failure),
/// and invalidates every analysis but the two dominator trees.
void finishStep(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                CFGUpdateTracker &CFG, const char *PassName);

/// What a pass that changed \p F preserves: the dominator trees.
llvm::PreservedAnalyses treesPreserved();

/// Tries to transform one divergent two-way branch ending \p BB. Returns true
/// when the function changed; otherwise may set \p Why for a missed remark.
using BranchStepFn = llvm::function_ref<bool(
    llvm::BasicBlock &BB, CFGUpdateTracker &CFG, std::string &Why)>;

/// The baselines' loop: visits the blocks of \p F in order and calls \p Step
/// on each divergent two-way branch that unpredication did not create; after
/// a change, finishes the step and starts over, up to \p MaxSteps. The reasons
/// of the final round become missed remarks named \p RemarkName. Returns true
/// when \p F changed.
bool runBranchFixpoint(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                       const char *PassName, const char *RemarkName,
                       unsigned MaxSteps, BranchStepFn Step);

} // namespace meld
} // namespace lockstep

#endif // LOCKSTEP_LIB_TRANSFORMS_MELD_MELDFIXPOINT_H
