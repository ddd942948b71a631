//===- DivergenceProfile.h - Per-branch divergence profile ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A measured divergence profile: for every conditional branch and switch of
/// a kernel, how often a warp executed it, how often it split the warp, and
/// how many lanes went to each successor. lockstep-sim writes it
/// (`--divergence-profile=FILE`, also `lockstep compare`); the Lockstep passes
/// read it (`-lockstep-profile=FILE`) to skip branches that never diverged
/// and to weigh the others by their measured split rate (issue 13 item 7;
/// DARM Section IV-C assumes every divergent branch diverges).
///
/// File format (JSON, `"format": "lockstep-divergence-profile"`,
/// `"version": 1`), one object per branch in `"branches"`:
///
///   function    name of the function holding the branch
///   loc         "file:line:col" of the terminator's debug location, or ""
///   block       the block's name, or "" when the block is unnamed
///   shape       16 hex digits: a hash of the branch's structure (its kind,
///               successor count and the opcodes of its block), independent
///               of names and of every other block
///   executions  warp executions of the branch
///   splits      executions that sent lanes to two or more successors
///   warps       distinct warps that executed it
///   lanes       active lanes at the branch, summed over executions
///   successor_lanes  lanes per successor, in terminator order (true, false;
///               or default, case 1, case 2, ...), summed over executions
///   lane_max    (optional) the most executions of the branch by one lane of
///               a warp, summed over warps; at most executions. A loop's
///               header branch has its busiest lane's trip count: what a
///               warp whose lanes keep pace (loop merge) would run
///   block_mix   (optional; two-way branches, one launch) the launch's
///               thread blocks in linear block order (x fastest), run-length
///               coded: {"warps_per_block": W, "sms": S, "runs": [[count,
///               both, first, second], ...]}, S the SMs the run dealt the
///               blocks to (lockstep-sim's --sms; optional), each run
///               `count` consecutive blocks in which `both` warps sent lanes
///               to both successors (in one execution or over several),
///               `first` warps only to the first (true) and `second` only
///               to the second; the block's other warps never executed the
///               branch. Where a launch's blocks differ (a linear mask's
///               boundary block), branch-split's model deals them to SMs as
///               lockstep-sim does and charges the slowest SM
///               (SplitCostModel.h). Written for grids of at most 2^18
///               blocks and at most 4096 runs
///
/// Matching a branch of the IR to the profile (lookup()) tries, in order,
/// and merges every entry of the first tier that has any:
///  1. same function, location and shape, when the branch has a location
///     (inlined code carries its call's location, so several branches of
///     an inlined function share one; the shape tells them apart where the
///     IR is the profiled one);
///  2. same function and location (unrolled copies of one source branch,
///     or the branch after the IR changed, share its profile);
///  3. same function, block name and shape;
///  4. same function and block name (a named block whose code changed);
///  5. same function and shape (an unnamed or renamed block).
/// So unrelated changes elsewhere in the function (blocks added, renumbered
/// value names) do not move a branch's profile to another branch.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_DIVERGENCEPROFILE_H
#define LOCKSTEP_ANALYSIS_DIVERGENCEPROFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/ValueMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace lockstep {

/// Identifies one conditional branch or switch across compilations.
struct BranchKey {
  std::string Function;
  std::string Loc;   ///< "file:line:col", "" without a debug location.
  std::string Block; ///< Block name, "" when unnamed.
  std::string Shape; ///< Structural hash, 16 hex digits.

  /// The key of terminator \p Term.
  static BranchKey of(const llvm::Instruction &Term);
  bool operator==(const BranchKey &O) const {
    return Function == O.Function && Loc == O.Loc && Block == O.Block &&
           Shape == O.Shape;
  }
};

/// The warps of one thread block at a two-way branch, by the successors
/// they sent lanes to (block_mix above).
struct BlockWarps {
  uint32_t Both = 0, First = 0, Second = 0;
  bool operator==(const BlockWarps &O) const {
    return Both == O.Both && First == O.First && Second == O.Second;
  }
};

/// A launch's blocks at one branch, in linear block order, run-length coded.
struct BlockMix {
  struct Run {
    uint64_t Count = 0;
    BlockWarps Warps;
  };
  uint32_t WarpsPerBlock = 0;
  uint32_t SMs = 0; ///< SMs of the profiled run; 0 when not recorded.
  std::vector<Run> Runs;

  /// Runs of more than this many are not written (no block_mix).
  static constexpr size_t MaxRuns = 4096;
  /// Grids of more blocks are not recorded.
  static constexpr uint64_t MaxBlocks = uint64_t(1) << 18;

  /// Appends \p Count blocks like \p W, extending the last run when equal.
  void append(uint64_t Count, const BlockWarps &W);
  uint64_t blocks() const;
  bool operator==(const BlockMix &O) const;
};

/// What the simulator measured for one branch.
struct BranchStats {
  uint64_t Executions = 0;
  uint64_t Splits = 0;
  uint64_t Warps = 0;
  uint64_t Lanes = 0;
  std::vector<uint64_t> SuccessorLanes;
  /// lane_max; none in files written without it.
  std::optional<uint64_t> LaneMax;
  /// block_mix; none when not recorded, and after merging two launches'
  /// stats unless their mixes are equal.
  std::optional<BlockMix> Mix;

  /// Splits / Executions, 0 when the branch never executed.
  double splitRate() const {
    return Executions ? double(Splits) / double(Executions) : 0.0;
  }
  /// True when the branch never split a warp (or never ran).
  bool neverDiverged() const { return Splits == 0; }
  /// Adds \p O's counters to these.
  void merge(const BranchStats &O);
};

struct BranchRecord {
  BranchKey Key;
  BranchStats Stats;
};

/// The profile of one or more runs.
class DivergenceProfile {
public:
  /// Adds \p R, merging it into an entry with the same key.
  void add(const BranchRecord &R);
  llvm::ArrayRef<BranchRecord> records() const { return Records; }
  bool empty() const { return Records.empty(); }

  llvm::json::Value toJSON() const;
  /// Parses the format above; \p What names the input in error messages.
  static llvm::Expected<DivergenceProfile> fromJSON(const llvm::json::Value &V,
                                                    llvm::StringRef What);
  /// Reads and parses \p Path.
  static llvm::Expected<DivergenceProfile> load(llvm::StringRef Path);
  /// Writes the profile to \p Path.
  llvm::Error save(llvm::StringRef Path) const;

  /// The merged stats of the entries matching \p K (tiers in the file
  /// comment), and the indices of those entries in \p Matched when given.
  std::optional<BranchStats>
  lookup(const BranchKey &K, std::vector<size_t> *Matched = nullptr) const;

private:
  std::vector<BranchRecord> Records;
};

/// The profile entries of one function resolved to its branches before a
/// pass changes anything (a pass asks by terminator; the answer survives the
/// pass's own steps, which do not keep block structure). A branch the pass
/// deletes leaves the map, so a new branch never inherits its entry.
class BranchProfileQuery {
public:
  BranchProfileQuery(const DivergenceProfile &P, llvm::Function &F);
  BranchProfileQuery(const BranchProfileQuery &) = delete;

  /// The profile of terminator \p Term, if the profile has one.
  const BranchStats *lookup(const llvm::Instruction *Term) const;
  /// Entries of this function that matched no branch.
  unsigned unmatched() const { return Unmatched; }

private:
  llvm::ValueMap<const llvm::Instruction *, BranchStats> Stats;
  unsigned Unmatched = 0;
};

/// The profile named by `-lockstep-profile=FILE`: null when the option is
/// not given, an error when the file cannot be read or parsed. Loaded once
/// per process and path.
llvm::Expected<const DivergenceProfile *> getOptionProfile();

/// The path given with `-lockstep-profile`, "" if none.
llvm::StringRef optionProfilePath();

/// While alive, getOptionProfile() returns \p P instead of reading the file
/// of `-lockstep-profile`: a profile measured in the same process
/// (lockstep-fuzz --profile profiles each original kernel and gives the
/// passes its profile without a file). Scopes nest; \p P must outlive the
/// scope.
class ScopedOptionProfile {
public:
  explicit ScopedOptionProfile(const DivergenceProfile &P);
  ~ScopedOptionProfile();
  ScopedOptionProfile(const ScopedOptionProfile &) = delete;
  ScopedOptionProfile &operator=(const ScopedOptionProfile &) = delete;

private:
  const DivergenceProfile *Saved;
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_DIVERGENCEPROFILE_H
