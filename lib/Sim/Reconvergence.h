//===- Reconvergence.h - SIMT reconvergence models --------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the lanes of a warp split at divergent branches and where they meet
/// again. The executor asks the model for the entry to run next and reports
/// branches and returns to it; it never manipulates the stack itself, so a
/// later model (independent thread scheduling with convergence barriers) can
/// replace IPDOMModel behind the same interface.
///
/// IPDOMModel (the classic post-dominator SIMT stack):
///
///        A: br %c, B, C        stack before:   [{A, rpc=X, 1111}]
///       / \                    after A:        [{D, rpc=X, 1111},
///      B   C                                    {C, rpc=D, 0011},
///       \ /                                     {B, rpc=D, 1100}]
///        D  <- ipdom(A)        B reaches D: pop; C reaches D: pop;
///                              D continues with 1111.
///
/// When the ipdom of a divergent branch equals the current entry's
/// reconvergence block (loop exits, nested branches sharing a join), the
/// current entry is replaced instead of being kept, which bounds the depth.
/// Lanes that return are removed from every entry; the reconvergence block
/// of a branch without a post-dominator is the virtual exit (-1).
///
/// Perfect-meld oracle. Besides scheduling, the model keeps the cycles a
/// launch would take if every divergent region were perfectly melded: at a
/// divergence, the entry waiting at the reconvergence block is charged the
/// max of its children's cycles instead of their sum. Each entry carries
///   Cost      cycles issued by the entry itself (charge()), plus the
///             already folded max of its finished children;
///   ChildMax  the max total (Cost + ChildMax) of its children popped so
///             far, folded into Cost when the entry runs again;
///   Parent    the index of the entry its lanes reconverge into, -1 for the
///             virtual exit (the stack's ExitCycles).
/// In the diamond above: B and C start at 0 with Parent = the D entry; when
/// D runs again its Cost becomes cost(A) + max(cost(B), cost(C)). Nested
/// divergence recurses, since a child's total already holds its own max.
/// Lanes whose target is the reconvergence block itself take a path of no
/// work (cost 0), so a divergent loop exit costs the longest trip count.
///
/// With replacement (ipdom == current reconvergence block) the current
/// entry T is popped and its children become children of T's parent: each
/// starts with Cost = T's total (the prefix they share), and T's total is
/// also reported to the parent for the lanes going straight to the block.
/// The parent then sees max(prefix + child) = prefix + max(child), as if T
/// had waited. Returning lanes end their path: an entry whose lanes all
/// returned is popped and reports its total like any finished child; root
/// entries report to ExitCycles, which is the max over the paths to the
/// virtual exit (divergent returns cost the longest one). Barriers, calls
/// and every other instruction are ordinary issue cost of the entry that
/// executes them; a callee's oracle cycles are charged to the calling entry
/// when its frame finishes. Waiting is not modelled (as for cycles), so
/// warps are independent and their oracle cycles are summed like cycles.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_RECONVERGENCE_H
#define LOCKSTEP_LIB_SIM_RECONVERGENCE_H

#include "DecodedIR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace lockstep::sim {

struct SimtEntry {
  int32_t Block;  ///< Block the entry runs (or waits at), -1 = exit.
  uint32_t PC;    ///< Next instruction index in the function.
  int32_t Reconv; ///< Reconvergence block, -1 = virtual exit.
  LaneMask Mask;
  int32_t Parent = -1;   ///< Entry reconverged into, -1 = virtual exit.
  uint64_t Cost = 0;     ///< Oracle cycles of this path so far.
  uint64_t ChildMax = 0; ///< Max total of the finished children.
};

/// Per-frame reconvergence state.
struct SimtStack {
  std::vector<SimtEntry> Entries;
  /// Oracle: max total of the paths that reached the virtual exit.
  uint64_t ExitCycles = 0;
};

/// A branch target and the lanes taking it.
struct BranchTarget {
  uint32_t Block;
  LaneMask Mask;
};

class ReconvergenceModel {
public:
  virtual ~ReconvergenceModel();
  virtual llvm::StringRef name() const = 0;
  /// Starts a function at its entry block with lanes \p M.
  virtual void enter(SimtStack &S, const DecodedFunction &F, LaneMask M) = 0;
  /// The entry to run next, or null when every lane has returned.
  virtual SimtEntry *current(SimtStack &S) = 0;
  /// Lanes of the current entry leave block \p From for \p Targets (distinct
  /// blocks, non-empty masks, in successor order). Returns true if the
  /// branch diverged.
  virtual bool branch(SimtStack &S, const DecodedFunction &F, uint32_t From,
                      llvm::ArrayRef<BranchTarget> Targets) = 0;
  /// Lanes \p M returned from the function.
  virtual void retire(SimtStack &S, LaneMask M) = 0;
  /// The current entry issued work costing \p Cycles (an instruction, or a
  /// finished call's oracle cycles).
  virtual void charge(SimtStack &S, uint64_t Cycles) = 0;
  /// Perfect-meld cycles of the function so far, as if every entry still on
  /// the stack reconverged now (exact once the stack is empty). \p InFlight
  /// is charged to the current entry first: the oracle cycles of a call it
  /// has not finished (the frames of a faulted warp).
  virtual uint64_t oracleCycles(const SimtStack &S,
                                uint64_t InFlight) const = 0;
};

/// Creates the model named \p Name ("ipdom"), or null if unknown.
std::unique_ptr<ReconvergenceModel>
createReconvergenceModel(llvm::StringRef Name);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_RECONVERGENCE_H
