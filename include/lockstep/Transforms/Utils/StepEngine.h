//===- StepEngine.h - The fixpoint loop of every Lockstep pass --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one step engine of the Lockstep transforms (DARM Algorithm 1's loop,
/// shared by cf-meld, branch-fusion, tail-merge and the passes to come). A
/// pass supplies a round: it looks at its candidates (divergent regions or
/// branches) and either makes one step (a change to the IR) or records why
/// it skips each. The engine:
///
///  - repeats rounds until one makes no step (the fixpoint) or the iteration
///    bound is reached;
///  - between two steps commits the CFG changes to the dominator and
///    post-dominator trees incrementally (CFGUpdateTracker), checks the IR
///    and the trees under -lockstep-verify-steps (an error diagnostic on
///    failure) and invalidates every other analysis (the uniformity layer and
///    what is built on it are recomputed on demand);
///  - emits remarks through the FAM's OptimizationRemarkEmitterAnalysis;
///  - defers skipped decisions: each round starts a new list, and only the
///    list of the final round is emitted, after the loop, as missed remarks
///    carrying decision records (DecisionRecord.h). At the iteration bound
///    the last round made a step, so its list describes IR that no longer
///    exists: it is dropped and no skipped decision is emitted at all.
///
/// Passes transform one candidate per round because a step invalidates the
/// uniformity and the regions of everything around it.
///
/// Before the first round, the engine removes the edges into blocks that only
/// reach `unreachable` below a divergent branch (UnreachableEdges.h), so a
/// covered switch's unreachable default does not leave the region without a
/// reconvergence point. After the last round it puts back every fold whose
/// terminator no step touched; each fold that stays is a remark.
///
/// With `-lockstep-profile=FILE` (DivergenceProfile.h) the engine resolves
/// the profile to the function's branches before the first step, so a pass
/// asks profileOf(branch) and skipNeverDiverged(branch); a missing or
/// corrupt file is an error diagnostic and the pass leaves the function
/// alone. Profile entries of the function that match no branch are ignored,
/// counted (statistic lockstep-profile.NumUnmatchedEntries) and reported in
/// one analysis remark (ProfileUnmatched).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_STEPENGINE_H
#define LOCKSTEP_TRANSFORMS_UTILS_STEPENGINE_H

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"
#include "lockstep/Transforms/Utils/UnreachableEdges.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/PassManager.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class Instruction;
class OptimizationRemark;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace lockstep {

class BranchProfileQuery;
struct BranchStats;

/// What a pass that changed a function preserves: the dominator trees,
/// which the engine keeps up to date.
llvm::PreservedAnalyses treesPreserved();

class StepEngine {
public:
  /// \p PassName is the pipeline name (the remarks' pass name).
  StepEngine(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
             const char *PassName);
  ~StepEngine();

  llvm::Function &function() { return F; }
  llvm::FunctionAnalysisManager &analyses() { return FAM; }
  CFGUpdateTracker &cfg() { return CFG; }
  const char *passName() const { return PassName; }
  llvm::OptimizationRemarkEmitter &remarks();
  /// Whether remarks of the pass can be emitted at all (any kind requested,
  /// or a remarks file written): when not, a pass may skip formatting prose
  /// that only remarks would show (the LLVM allowExtraAnalysis idiom).
  bool remarksWanted();

  /// Runs \p Round until it returns false (no step: the fixpoint) or
  /// \p MaxSteps rounds made a step. Returns true when the function changed.
  /// At the fixpoint the last round's skips become missed remarks; at the
  /// bound they are dropped and one `StepLimit` missed remark says so.
  bool run(unsigned MaxSteps, llvm::function_ref<bool()> Round);

  /// run() with a round that offers \p Step each two-way divergent branch
  /// (per the uniformity layer, Uniformity.h: warp-uniform branches are not
  /// divergent; in block order, guard branches excluded) until it returns
  /// true.
  bool
  runOnDivergentBranches(unsigned MaxSteps,
                         llvm::function_ref<bool(llvm::BasicBlock &)> Step);

  /// Records that the round skips the candidate ending in \p Branch, as a
  /// missed remark named \p RemarkName with \p Prose, decision reason
  /// \p Reason and the optional estimated gain (emitted at the fixpoint).
  void skip(llvm::Instruction *Branch, llvm::StringRef RemarkName,
            llvm::StringRef Reason, const llvm::Twine &Prose,
            std::optional<double> EstimatedGain = std::nullopt);

  /// Emits \p Rem (built before the step, pointing at the branch's block
  /// \p Region) with the prose \p Prose adds and a "transformed" decision
  /// record, when remarks of the pass are enabled.
  void transformed(llvm::OptimizationRemark &Rem,
                   const llvm::BasicBlock &Region, llvm::StringRef Reason,
                   std::optional<double> EstimatedGain,
                   llvm::function_ref<void(llvm::OptimizationRemark &)> Prose);

  /// The measured profile of \p Term (-lockstep-profile), or null when
  /// there is no profile or it has no entry for the branch.
  const BranchStats *profileOf(const llvm::Instruction *Term) const;

  /// When the profile says \p Term never split a warp, records the skip
  /// (remark NeverDiverged, reason never-diverged) and returns true.
  bool skipNeverDiverged(llvm::Instruction *Term);

  /// Ends one step: commits the CFG, verifies under -lockstep-verify-steps,
  /// invalidates every analysis but the two trees. run() calls it.
  void finishStep();

private:
  struct Skip {
    llvm::Instruction *Branch;
    std::string RemarkName, Reason, Prose;
    std::optional<double> Gain;
  };
  void emitSkips();
  /// One missed remark on the function: run() stopped at \p MaxSteps steps
  /// before its fixpoint, so the branches left have no decisions.
  void emitStepLimit(unsigned MaxSteps);
  /// Folds the edges into dead ends below divergent branches
  /// (UnreachableEdges.h), as a step of its own before the first round.
  void foldUnreachableEdges();
  /// After the last round: puts back the folds whose terminators no step
  /// touched, and reports the others.
  void restoreUnusedFolds();

  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  const char *PassName;
  CFGUpdateTracker CFG;
  llvm::SmallVector<Skip, 4> Skips;
  std::unique_ptr<BranchProfileQuery> Profile;
  bool ProfileFailed = false;
  /// foldUnreachableEdges changed the function.
  bool Folded = false;
  llvm::SmallVector<FoldedTerminator, 2> Folds;
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_STEPENGINE_H
