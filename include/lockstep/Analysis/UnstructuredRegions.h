//===- UnstructuredRegions.h - Minimal unstructured regions -----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `unstructured-regions` analysis (Anantpur & Govindarajan, Sections 3.2
/// and 4): the unstructured edges of a function (Definition 1), the minimal
/// unstructured region of each (Definition 4, Algorithm 2), the structured
/// sub-regions inside a region that a linearization guards only at their
/// entry (Definition 5, Algorithm 3), and whether each region's branches are
/// divergent (from the project's uniformity layer).
///
/// An edge Bi -> Bj is unstructured when (Definition 1)
///  - crossing:    Bi has several successors, Bj several predecessors, and
///                 neither dominates nor post-dominates the other;
///  - into-loop:   Bj is in a cycle that Bi is not in, and Bj does not
///                 dominate every block of that cycle;
///  - out-of-loop: Bi is in a cycle that Bj is not in, and Bi does not
///                 post-dominate every block of that cycle.
/// Loops are LLVM's cycles (CycleInfo), so irreducible loops count too.
/// \code
///   short-circuit       break out of loop     jump into loop    irreducible
///   (Fig. 1)            (Fig. 5)              (Fig. 6b)         (Fig. 6c)
///   B1: -> B2, B3       B1: -> B2             B1: -> B2, B5     B1: -> B2, B3
///   B2: -> B3, B5       B2: -> B3, B5         B2: -> B3         B2: -> B3, X
///   B3: -> B4, B5       B3: -> B4, B6         B3: -> B4, X      B3: -> B2, X
///   B4: -> B6           B4: -> B2 (latch)     B4: -> B5
///   B5: -> B6           B5: -> B6             B5: -> B3 (latch)
///   crossing:           out-of-loop:          into-loop:        into-loop:
///   B2->B3, B2->B5,     B2->B5, B3->B6        B1->B5, B2->B3    B1->B2, B1->B3
///   B3->B5                                                      (and more)
/// \endcode
///
/// A region is bounded by its entry D (the CIDOM, Definition 2) and exit P
/// (the CIPDOM, Definition 3) and holds the blocks strictly between them:
/// every edge into a region block comes from the region or from D, every
/// edge out of it goes to the region or to P. Algorithm 2 grows the seed
/// {Bi, Bj} to the blocks dominated by D that reach P and the blocks
/// post-dominated by P that D reaches, and repeats to a fixpoint; here the
/// fixpoint also moves D up when the region re-enters D (D heads a loop the
/// region is in) and P down when P branches back into the region, so that
/// the bounds really are single entry and single exit. Regions are nested or
/// disjoint: two regions that partly overlap are merged.
///
/// A structured sub-region (Algorithm 3) starts at a region block E whose
/// immediate post-dominator X is immediately dominated by E; every block
/// from E to X is dominated by E, post-dominated by X, entered only from
/// inside (or at E) and no unstructured edge joins two of its blocks. Only
/// the maximal ones holding at least two blocks besides X are reported (a
/// lone block saves no guard).
///
/// What cannot be analysed is reported, never guessed: a region whose
/// blocks have no common post-dominator (a path returns elsewhere, ends in
/// unreachable or never leaves an infinite loop) has no exit (the virtual
/// exit post-dominates every block, so the region is everything its entry
/// reaches), and a region whose entry or blocks end in an indirectbr or
/// callbr, or whose blocks hold a convergent call, is flagged.
///
/// Printed format (`print<unstructured-regions>`): one record a line, the
/// fields in this order, blocks named as the printed IR names them, block
/// lists comma-separated in reverse post-order, "-" for an empty list. A
/// region record is one line; it is broken here to fit:
/// \code
///   unstructured-regions: function=F edges=N regions=M
///   unstructured-edge: function=F from=%a to=%b kind=K
///   unstructured-region: function=F id=I entry=%d exit=%p|none
///       parent=J|- blocks=%a,%b divergent=yes|no
///       divergent-branches=%d,%a|- edges=%a->%b,%c->%d [problem="..."]
///   structured-subregion: function=F region=I entry=%e exit=%x blocks=%e,%f
/// \endcode
/// K is crossing, into-loop or out-of-loop. A function without unstructured
/// edges prints only its first line. The problem text is escaped like a C
/// string.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_UNSTRUCTUREDREGIONS_H
#define LOCKSTEP_ANALYSIS_UNSTRUCTUREDREGIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/CycleInfo.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Function;
class PostDominatorTree;
} // namespace llvm

namespace lockstep {

/// Which condition of Definition 1 makes an edge unstructured (the first
/// that holds, in the definition's order).
enum class UnstructuredEdgeKind { Crossing, IntoLoop, OutOfLoop };
llvm::StringRef unstructuredEdgeKindName(UnstructuredEdgeKind K);

struct UnstructuredEdge {
  llvm::BasicBlock *From = nullptr;
  llvm::BasicBlock *To = nullptr;
  UnstructuredEdgeKind Kind = UnstructuredEdgeKind::Crossing;
};

/// A single-entry single-exit part of a region with no unstructured edge:
/// a linearization guards only Entry and keeps its blocks as they are.
struct StructuredSubRegion {
  llvm::BasicBlock *Entry = nullptr;
  llvm::BasicBlock *Exit = nullptr; ///< ipdom(Entry); not in Blocks.
  /// Entry first, then the other blocks in reverse post-order.
  llvm::SmallVector<llvm::BasicBlock *, 8> Blocks;
};

/// A minimal unstructured region (Definition 4).
struct UnstructuredRegion {
  llvm::BasicBlock *Entry = nullptr; ///< CIDOM, outside the region.
  llvm::BasicBlock *Exit = nullptr;  ///< CIPDOM, outside; null when none.
  /// The blocks strictly between Entry and Exit in reverse post-order.
  llvm::SmallVector<llvm::BasicBlock *, 16> Blocks;
  /// Indices into UnstructuredRegionInfo::Edges of the edges whose region
  /// this is (the edges that seeded it, or were merged into it).
  llvm::SmallVector<unsigned, 4> Edges;
  std::vector<StructuredSubRegion> SubRegions;
  /// Entry and region blocks whose terminator is divergent.
  llvm::SmallVector<llvm::BasicBlock *, 4> DivergentBranches;
  /// Index of the smallest region containing this one; -1 when outermost.
  int Parent = -1;
  /// Why the region cannot be linearized as it is; empty when it can.
  std::string Problem;

  bool isDivergent() const { return !DivergentBranches.empty(); }
  bool contains(const llvm::BasicBlock *BB) const;
};

/// The result for one function.
class UnstructuredRegionInfo {
public:
  /// Every unstructured edge between reachable blocks, in reverse
  /// post-order of From, then of To.
  std::vector<UnstructuredEdge> Edges;
  /// Regions in reverse post-order of Entry, outer before inner.
  std::vector<UnstructuredRegion> Regions;

  void print(llvm::raw_ostream &OS, const llvm::Function &F) const;
};

/// Computes the result from the dominator and post-dominator trees, the
/// cycles of \p F and \p IsDivergent, which says whether a block's
/// terminator is divergent.
UnstructuredRegionInfo computeUnstructuredRegions(
    llvm::Function &F, const llvm::DominatorTree &DT,
    const llvm::PostDominatorTree &PDT, const llvm::CycleInfo &CI,
    llvm::function_ref<bool(const llvm::BasicBlock &)> IsDivergent);

class UnstructuredRegionsAnalysis
    : public llvm::AnalysisInfoMixin<UnstructuredRegionsAnalysis> {
  friend llvm::AnalysisInfoMixin<UnstructuredRegionsAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = UnstructuredRegionInfo;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

/// `print<unstructured-regions>`: the format documented above.
class UnstructuredRegionsPrinterPass
    : public llvm::PassInfoMixin<UnstructuredRegionsPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit UnstructuredRegionsPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_UNSTRUCTUREDREGIONS_H
