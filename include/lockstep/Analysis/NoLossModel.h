//===- NoLossModel.h - Never-slower rule for the meld passes ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rule cf-meld, branch-fusion and tail-merge share so that a meld does
/// not make a kernel slower (issue 13 item 7). DARM's profitability (Section
/// IV-C) assumes every divergent branch splits every warp; a meld then only
/// saves. A warp that does not split pays the meld's selects and guard
/// branches for nothing, and a latency-bound warp also pays every select the
/// meld puts on its dependency chain. So a meld is judged per execution of
/// its branch, with r the probability that the execution splits the warp:
///
///   issue gain = r * IssueSaved - (1 - r) * IssueOverhead        (cycles)
///   chain gain = r * ChainSaved - (1 - r) * ChainOverhead        (sm_cycles)
///   slot gain  = r * SlotSaved  - (1 - r) * SlotOverhead   (issue-bound SMs)
///
/// IssueSaved is what a split warp saves in issue cycles (aligned latency and
/// merged terminators, minus selects and gap branches); IssueOverhead what a
/// warp on one side pays extra (selects and gap branches). ChainSaved is the
/// dependency-chain length a split warp saves (both sides' chains, run one
/// after the other, against the melded chain), ChainOverhead how much longer
/// the melded chain is than one side's (the selects on it). Selects count
/// there when they sit on a loop-carried recurrence, and always when a
/// melded branch waits for them (two sides branching on conditions that
/// differ: BIT's `x > y` / `x < y` become one branch on a select, which a
/// warp that does not split waits for too). On the chain a branch weighs its
/// issue interval, not its latency: it writes no register, and what follows
/// waits only for its issue slot. SlotSaved and SlotOverhead are the same
/// two figures in issue slots: each instruction weighs its pipe's issue
/// interval (SIMTCostModel::issueInterval), not its latency. They matter when
/// a launch is issue-bound (enough resident warps to hide every latency: the
/// SM's pipes, not the dependency chains, set the makespan), where a meld
/// that trades one aligned long-latency load for a select still saves but
/// one whose selects and guard branches outnumber its aligned pairs issues
/// more than the two sides did (SB4-R at 256 threads: 0.99x sm_cycles at
/// 1.14x cycles). Whether a launch is issue-bound depends on its block size
/// and grid, which the compiler does not know, so a meld must not lose in
/// either regime. A meld passes when issue gain > margin
/// (`-lockstep-no-loss-margin`, 0), chain gain > 0 unless the meld lengthens
/// no chain (ChainOverhead <= 0), and slot gain >= 0, > 0 for a pair of
/// regions (`-lockstep-no-loss-issue-slots`, on); and IssueSaved must exceed
/// one branch: a meld whose alignment saves nothing by itself, only the
/// merged terminator, puts its selects on every warp's chain for one branch
/// issue (TWB's loop preheaders: 0.987x sm_cycles at 256 threads).
///
/// Versioned on a warp vote (cf-meld's UniformVersioning.h), a meld runs
/// only for warps that split, and every warp pays the vote and its branch
/// instead (MeldGainModel::versioned): each gain becomes r * Saved -
/// Dispatch, and the chain gain must be positive. cf-meld versions a meld
/// the rule refuses when that passes.
///
/// The figures come from instruction alignment, which is reliable for
/// blocks: the rule judges block pairs (cf-meld's block-block pairs,
/// branch-fusion's diamonds), cf-meld's region pairs without loops (summed
/// over their block pairs) and tail-merge's tails. For region pairs with
/// loops the static estimate ignores trip counts and misses what melding
/// loops saves (LUD), so those are judged by MP_S, scaled by a measured
/// split rate, unless the rule refuses both the pairs inside the loops
/// (per iteration) and the others: then no trip count makes it pay.
///
/// r comes from, in order:
///  - the divergence profile (-lockstep-profile): the measured split rate;
///  - a one-lane condition: `icmp eq/ne` of an injective function of a
///    thread index (tid.x/y/z, laneid, plus or minus or xor a uniform value,
///    times an odd constant, extended) with a warp-uniform value, an `or`
///    of up to four of them (a stencil's `t == 0 || t == n - 1`), or an
///    `and` of one of them with any condition (`x == n - 1 && (x & 1)`),
///    negations included: at most that many lanes take one side, so few
///    warps per block split. With
///    `-lockstep-skip-one-lane` such branches are skipped (r = 0); by default
///    they get the default rate, because measured they gain: where a barrier
///    follows, the one split warp is the block's critical path (SRAD's border
///    chain, test/Transforms/no-loss NL-guard);
///  - an index condition: computed from thread indices, warp-uniform values
///    and constants only, no memory, picking thread-index bits by a uniform
///    value that is not a constant (`(t & k) == 0`, `(t ^ j) > t`). Whether
///    a warp splits then depends on the uniform bit position against the
///    warp size (BIT's `t & k` splits warps only while k < 32: 0.30-0.49 of
///    its executions), not on data, so DARM's "always" is no better a guess
///    than "never": `-lockstep-index-split-rate` (0.5). A constant mask of
///    low thread-index bits (`(t ^ u) & 1`, `t % 4 == 0`) splits every warp
///    and keeps the default, and so does a bound (`t < n`, LUD's
///    `tx < tile`): with blocks narrower than a warp in x, every warp holds
///    both sides;
///  - otherwise `-lockstep-default-split-rate` (1, DARM's assumption: data
///    such as `x > y` on 32 lanes splits almost every warp).
///
/// `-lockstep-no-loss` (on by default) turns the rule on; off, the passes
/// decide by DARM's model alone.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_NOLOSSMODEL_H
#define LOCKSTEP_ANALYSIS_NOLOSSMODEL_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace llvm {
class LoopInfo;
class Instruction;
} // namespace llvm

namespace lockstep {

class LockstepUniformity;
struct BranchStats;

/// Where a split rate comes from.
enum class SplitSource { Profile, OneLane, Index, Default };
llvm::StringRef splitSourceName(SplitSource S);

struct SplitRate {
  double Rate = 1.0;
  SplitSource Source = SplitSource::Default;
};

/// True when `-lockstep-no-loss` is on (the default).
bool noLossEnabled();
/// `-lockstep-skip-one-lane` (and the rule on): one-lane conditions without
/// a profile entry are skipped.
bool skipOneLane();
/// `-lockstep-default-split-rate`.
double defaultSplitRate();
/// `-lockstep-index-split-rate`.
double indexSplitRate();
/// `-lockstep-no-loss-issue-slots` (and the rule on).
bool weighIssueSlots();

/// True when \p Term's condition is one-lane (see the file comment).
bool isOneLaneCondition(const llvm::Instruction &Term,
                        const LockstepUniformity &U);

/// True when \p Term's condition is an index condition (see the file
/// comment): thread indices, uniform values and constants only, picking
/// thread-index bits by a non-constant uniform value, and not a constant
/// mask of low thread-index bits.
bool isIndexCondition(const llvm::Instruction &Term,
                      const LockstepUniformity &U);

/// The split rate of \p Term: measured (\p Profile), one-lane, index or
/// default.
SplitRate expectedSplitRate(const llvm::Instruction &Term,
                            const BranchStats *Profile,
                            const LockstepUniformity &U);

/// The split rate a meld's unaligned runs are speculated by (MeldCodeGen's
/// speculateRun): \p SR's, except, without a profile, for a branch inside a
/// loop whose trip count differs between lanes (an exiting branch is
/// divergent). There a warp split at the branch may run its last iterations
/// with the lanes of one side only, the others having left the loop, and
/// each such iteration issues the other side's speculated run for nothing:
/// 0, so that only runs cheaper than their guard branches are speculated.
double speculationRate(const llvm::Instruction &Term, const SplitRate &SR,
                       const llvm::LoopInfo &LI, const LockstepUniformity &U);

/// The figures of one candidate meld (see the file comment), in cycles.
struct MeldGainModel {
  double SplitRate = 1.0;
  /// Where SplitRate comes from (named in describe() unless Default).
  SplitSource Source = SplitSource::Default;
  int64_t IssueSaved = 0;
  int64_t IssueOverhead = 0;
  int64_t ChainSaved = 0;
  int64_t ChainOverhead = 0;
  int64_t SlotSaved = 0;
  int64_t SlotOverhead = 0;
  /// The meld pairs regions (region replication, isomorphic regions): it
  /// adds blocks and branches the estimate does not see, so it must save
  /// issue slots; a block pair must only not issue more.
  bool PairsRegions = false;
  /// The meld is versioned on a warp vote (cf-meld's UniformVersioning.h):
  /// warps that do not split run the original code and pay no overhead, and
  /// every warp pays the vote and its branch (the Dispatch figures).
  bool Versioned = false;
  int64_t DispatchIssue = 0;
  int64_t DispatchChain = 0;
  int64_t DispatchSlot = 0;

  /// This meld, versioned: the dispatch figures from SIMTCostModel
  /// (activemask, vote.uni.sync and a branch; on the chain, the vote, which
  /// waits for the condition, and the branch's issue interval). \p Ballots:
  /// AMDGPU's dispatch, two ballots and three integer operations (two
  /// compares on the chain after the ballot, then an or).
  MeldGainModel versioned(bool Ballots = false) const;

  double issueGain() const {
    return gain(IssueSaved, IssueOverhead, DispatchIssue);
  }
  double chainGain() const {
    return gain(ChainSaved, ChainOverhead, DispatchChain);
  }
  double slotGain() const {
    return gain(SlotSaved, SlotOverhead, DispatchSlot);
  }
  /// True when the meld passes the rule (always, with the rule off).
  bool passes() const;
  /// "expected gain X issue / Y chain cycles per execution at split rate R",
  /// then " (SOURCE)" for a rate that is not the default.
  std::string describe() const;
  /// Which condition of the rule fails, in words; empty when it passes.
  std::string failure() const;

private:
  double gain(int64_t Saved, int64_t Overhead, int64_t Dispatch) const {
    if (Versioned)
      return SplitRate * double(Saved) - double(Dispatch);
    return SplitRate * double(Saved) - (1 - SplitRate) * double(Overhead);
  }
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_NOLOSSMODEL_H
