//===- GuardChain.h - The guard chain of a linearized region ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The plan of one linearization (Anantpur & Govindarajan, Algorithm 1 and
/// Section 4.2), before any IR changes: the region's units (a block, or a
/// structured sub-region guarded only at its entry, Algorithm 3) in reverse
/// post-order, each with a guard node (`g == id`), its body, and a
/// back-edge guard node (`g <= id`, back to the guard of the loop's first
/// unit) when the unit is the source of a retreating edge. Unit ids are
/// positions 1..n; n+1 means "leave the region" (the exit P).
///
/// \code
///   Entry(D) -> G1 -?-> B1 -> G2 -?-> B2 -> BE2 -?-> G1 (back edge)
///                \____________/ \_____________/ \-> G3 ... -> P
/// \endcode
///
/// propagate() is the paper's guard-value propagation: the set of guard
/// values that can reach each node, to a fixpoint. check() proves from it
/// that no thread leaves the region with a block still pending or loops
/// forever in the guards (else the region is skipped, never transformed).
/// optimize() applies O1-O3 by redirecting edges past guards that cannot
/// match and O4's folding of guards whose outcome is known.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_LINEARIZE_GUARDCHAIN_H
#define LOCKSTEP_TRANSFORMS_LINEARIZE_GUARDCHAIN_H

#include "lockstep/Analysis/UnstructuredRegions.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <vector>

namespace llvm {
class BasicBlock;
} // namespace llvm

namespace lockstep {
namespace linearize {

/// What to linearize: entry D and exit P (outside), the blocks between them
/// in reverse post-order and the structured sub-regions to keep whole.
struct LinearRegion {
  llvm::BasicBlock *Entry = nullptr;
  llvm::BasicBlock *Exit = nullptr;
  llvm::SmallVector<llvm::BasicBlock *, 16> Blocks;
  std::vector<StructuredSubRegion> SubRegions;
  /// Loop merging (Section 5.2): one back-edge guard per outermost loop.
  bool MergeLoops = false;
  /// Keep every guard on the chain (the applications of Section 5): O1 and
  /// O2 would jump over guards and nest the blocks' branches again.
  bool KeepChain = false;
};

/// A block, or a structured sub-region entered at Blocks[0].
struct Unit {
  llvm::SmallVector<llvm::BasicBlock *, 4> Blocks;
  /// Guard values the unit can assign when it leaves (successor ids).
  llvm::SmallVector<unsigned, 2> SuccIds;
  /// Id of the back-edge guard's target; 0 when the unit has none.
  unsigned BackTarget = 0;
  llvm::BasicBlock *entry() const { return Blocks.front(); }
};

enum class NodeKind : uint8_t { Guard, Body, Back, Exit, Entry };

struct ChainNode {
  NodeKind Kind = NodeKind::Exit;
  unsigned Unit = 0;      ///< 0-based; the guard value tested is Unit + 1.
  int Succ[2] = {-1, -1}; ///< Guard/Back: taken, fall; Body/Entry: Succ[0].
  int Always = -1;        ///< O4: the successor always taken, or -1.
};

/// The optimization levels of the paper's Table 4.
enum : unsigned { LevelO1 = 1, LevelO2 = 2, LevelO3 = 3, LevelO4 = 4 };

class GuardChain {
public:
  /// Plans \p R; an error says why it cannot be linearized as it is.
  static llvm::Expected<GuardChain> build(const LinearRegion &R);

  unsigned numUnits() const { return Units.size(); }
  unsigned exitId() const { return Units.size() + 1; }
  /// The guard value of a jump to \p BB (a unit entry or the exit); 0 when
  /// \p BB is neither.
  unsigned idOf(const llvm::BasicBlock *BB) const;

  int guardNode(unsigned U) const { return 3 * U; }
  int bodyNode(unsigned U) const { return 3 * U + 1; }
  int backNode(unsigned U) const { return 3 * U + 2; }
  int exitNode() const { return 3 * numUnits(); }
  int entryNode() const { return 3 * numUnits() + 1; }
  bool isHeaderGuard(int Node) const;

  /// The set of guard values reaching each node (empty: never reached).
  std::vector<llvm::BitVector> propagate() const;
  /// The values node \p N passes to its successor \p Which given \p In.
  llvm::BitVector transfer(int N, unsigned Which,
                           const llvm::BitVector &In) const;
  /// Proves the chain keeps every thread's block sequence (see file header).
  llvm::Error check(const std::vector<llvm::BitVector> &In) const;
  /// O1-O3 up to \p Level (edge redirection), then O4 folding.
  void optimize(unsigned Level);
  /// Nodes reachable from the entry node, in chain order.
  std::vector<int> reachableNodes() const;
  /// Successors of node \p N without the back-edge guard's jump back to
  /// its loop header: the chain without them is acyclic in node order.
  llvm::SmallVector<int, 2> forwardSuccessors(int N) const;
  /// True when, in the acyclic chain, the two sides of every branch meet
  /// at its immediate post-dominator before any node reached from both:
  /// under post-dominator reconvergence no node runs twice for two lane
  /// groups of one warp (see LinearizeOptimizations.cpp).
  bool reconvergesOnce() const;

  /// Counts for remarks and the cost model.
  unsigned numGuardTests() const;
  unsigned numBackGuards() const;

  LinearRegion Region;
  std::vector<Unit> Units;
  std::vector<ChainNode> Nodes;
  llvm::SmallVector<unsigned, 2> EntrySuccIds;

private:
  llvm::Error formUnits(bool UseSubRegions);
  llvm::Error collectSuccIds();
  void placeBackGuards();
  void wireNodes();
  int resolve(int Target, const llvm::BitVector &S) const;
  bool redirectRound();

  llvm::DenseMap<const llvm::BasicBlock *, unsigned> EntryId;
  bool RedirectFallThrough = false; ///< O2 during optimize().
};

/// Guard values a terminator can assign: the ids of its successors.
llvm::SmallVector<unsigned, 2> successorIds(const GuardChain &C,
                                            const llvm::BasicBlock &BB);

} // namespace linearize
} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_LINEARIZE_GUARDCHAIN_H
