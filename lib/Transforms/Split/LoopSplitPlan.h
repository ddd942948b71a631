//===- LoopSplitPlan.h - Which loops may be split, and how ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The legality half of loop-split (loop fission, the G80 splitting paper's
/// section 4). Every instruction of an innermost, simplified loop gets a
/// role:
///
///  - control: the loop's terminators and everything they compute from
///    inside the loop (trip count, break conditions); copied into every
///    loop, so it must have no side effects and read no memory the loop
///    writes;
///  - replica: a pure value whose inputs are control, replicas or values
///    from outside the loop (addresses, loads of memory the loop does not
///    write): recomputed in every loop that uses it;
///  - a group number: the statements that stay together (LoopSplitGroups.h)
///    because a register value flows between them or a memory dependence
///    that LLVM's DependenceAnalysis cannot prove loop-independent joins
///    them.
///
/// Memory dependences come from DependenceAnalysis, per thread: the kernels
/// are race-free (threads do not read what other threads write without a
/// barrier, and a loop with a barrier, a warp operation or any convergent
/// call is refused), so only the thread's own order matters. Calls are
/// allowed only to functions whose bodies (to a depth of 8) access no
/// memory and synchronize nothing.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITPLAN_H
#define LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITPLAN_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class DependenceInfo;
class DominatorTree;
class Instruction;
class Loop;
} // namespace llvm

namespace lockstep::split {

/// Roles other than a group number.
enum : int { ControlRole = -1, ReplicaRole = -2 };

struct LoopSplitPlan {
  /// Null when the loop has none (the rewrite makes one).
  llvm::BasicBlock *Preheader = nullptr;
  llvm::BasicBlock *Header = nullptr;
  /// The exit block, or null when the loop has several (see Exits).
  llvm::BasicBlock *Exit = nullptr;
  /// Every exit block (the loops of a split all leave at the same iteration
  /// through the same exiting edge: control is copied into each). The
  /// rewrite gives those also reached from outside the loop a dedicated
  /// block of their own.
  std::vector<llvm::BasicBlock *> Exits;
  /// The loop's blocks, header first, in reverse post-order.
  std::vector<llvm::BasicBlock *> Blocks;
  /// Role of every instruction of Blocks.
  llvm::DenseMap<const llvm::Instruction *, int> Role;
  unsigned NumGroups = 0;
  /// Instructions per group, for remarks.
  std::vector<unsigned> GroupSizes;
  unsigned NumReplicas = 0;

  int roleOf(const llvm::Value *V) const;
  /// The group whose loop must provide \p V after the loops: its own group,
  /// the last one for control and replica values.
  unsigned ownerOf(const llvm::Instruction *I) const;
};

/// Why a loop is not split: a decision-record reason code and a sentence.
struct Refusal {
  std::string Code;
  std::string Message;
  explicit operator bool() const { return !Code.empty(); }
};

struct PlanResult {
  std::optional<LoopSplitPlan> Plan;
  Refusal Why;
};

/// The plan for \p L, or why it cannot be split.
PlanResult planLoopSplit(llvm::Loop &L, llvm::DominatorTree &DT,
                         llvm::DependenceInfo &DI);

/// \p P for the copy of its function that \p VMap describes.
LoopSplitPlan mapPlan(const LoopSplitPlan &P, llvm::ValueToValueMapTy &VMap);

} // namespace lockstep::split

#endif // LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITPLAN_H
