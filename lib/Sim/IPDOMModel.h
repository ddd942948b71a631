//===- IPDOMModel.h - Post-dominator SIMT stack -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// IPDOMModel, `--model ipdom` (the default): the classic pre-Volta
/// post-dominator SIMT stack behind the ReconvergenceModel interface. Each
/// stack entry is a convergence group waiting or running:
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
/// Convergence barrier intrinsics (ITSModel.h) are no-ops under ipdom: the
/// hardware it models has no convergence barriers, the instruction only pays
/// its issue cost and lanes reconverge at post-dominators as always. Warp
/// synchronizations never wait: the stack already runs one group at a time
/// and the *.sync operations see the lanes of the current entry.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_IPDOMMODEL_H
#define LOCKSTEP_LIB_SIM_IPDOMMODEL_H

#include "PostDominators.h"
#include "Reconvergence.h"
#include <vector>

namespace lockstep::sim {

struct SimtEntry {
  ConvergenceGroup G;    ///< Block (-1 = exit), next PC and lanes.
  int32_t Reconv;        ///< Reconvergence block, -1 = virtual exit.
  int32_t Parent = -1;   ///< Entry reconverged into, -1 = virtual exit.
  uint64_t Cost = 0;     ///< Oracle cycles of this path so far.
  uint64_t ChildMax = 0; ///< Max total of the finished children.
};

/// Per-frame state of the ipdom model.
struct SimtStack final : ReconvergenceState {
  std::vector<SimtEntry> Entries;
  /// Oracle: max total of the paths that reached the virtual exit.
  uint64_t ExitCycles = 0;
  const int32_t *IPDom = nullptr; ///< Of the function entered.
};

class IPDOMModel final : public ReconvergenceModel {
public:
  llvm::StringRef name() const override { return "ipdom"; }
  std::unique_ptr<ReconvergenceState> createState() const override {
    return std::make_unique<SimtStack>();
  }
  void enter(ReconvergenceState &S, const DecodedFunction &F,
             LaneMask M) override;
  ConvergenceGroup *current(ReconvergenceState &S) override;
  bool deadlock(const ReconvergenceState &, const DecodedFunction &,
                DeadlockInfo &) const override {
    return false;
  }
  bool branch(ReconvergenceState &S, const DecodedFunction &F, uint32_t From,
              llvm::ArrayRef<BranchTarget> Targets) override;
  void retire(ReconvergenceState &S, LaneMask M) override;
  void charge(ReconvergenceState &S, uint64_t Cycles) override;
  uint64_t oracleCycles(const ReconvergenceState &S,
                        uint64_t InFlight) const override;
  unsigned depth(const ReconvergenceState &S) const override {
    return unsigned(static_cast<const SimtStack &>(S).Entries.size());
  }
  void barrier(ReconvergenceState &, const DecodedFunction &, BarrierOp,
               unsigned, unsigned, uint32_t) override {}
  bool warpSync(ReconvergenceState &, LaneMask, uint32_t, uint32_t) override {
    return false;
  }

private:
  PostDominatorCache PostDoms;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_IPDOMMODEL_H
