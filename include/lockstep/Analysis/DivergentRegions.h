//===- DivergentRegions.h - Meldable divergent regions ----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `divergent-regions` analysis (DARM Sections IV-A to IV-C): for every
/// conditional branch or switch of a GPU kernel that the uniformity layer
/// (Uniformity.h) calls divergent or warp-uniform, its region
/// (entry, exit = immediate post-dominator), whether it is a meldable
/// divergent region (Def. 5, extended to switches), the ordered SESE
/// subgraphs on each path (Defs. 1-4) and the melding profitability of the
/// best subgraph pair (MP_S, computed by MeldProfitability.h).
///
/// On a module whose triple is not nvptx/nvptx64/amdgcn the result is empty.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_DIVERGENTREGIONS_H
#define LOCKSTEP_ANALYSIS_DIVERGENTREGIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Instruction;
class Module;
class PostDominatorTree;
} // namespace llvm

namespace lockstep {

/// A SESE subgraph on one path of a divergent region (Def. 3): a single block
/// with one predecessor and one successor, or a region entered only at Entry
/// and left only through edges from its blocks to Next. After region
/// simplification (Def. 4) a region has exactly one exit edge.
struct SESESubgraph {
  llvm::BasicBlock *Entry = nullptr;
  /// The first block after the subgraph (the entry of the next subgraph on
  /// the path, or the region exit).
  llvm::BasicBlock *Next = nullptr;
  /// Blocks of the subgraph in pre-order from Entry (successor order), Entry
  /// first. A single-block subgraph holds just Entry.
  llvm::SmallVector<llvm::BasicBlock *, 8> Blocks;
  /// The subgraph contains a loop (a back edge to one of its blocks).
  bool HasLoop = false;
  /// The subgraph contains a convergent operation (barrier, shuffle, vote,
  /// activemask or any call marked convergent).
  bool HasConvergent = false;
  /// Blocks of the subgraph that other paths of the region also reach
  /// (clang's SimplifyCFG sinks identical tails, e.g. the swap block of
  /// bitonic sort, into one block shared by both sides), and a path's first
  /// block when another path also enters it (a cross edge, SRAD's
  /// neighbour chain: the region entry and the other path share it). The
  /// subgraph is described as if those blocks were duplicated per path; a
  /// transformation must call duplicateSharedBlocks() before relying on it.
  llvm::SmallVector<llvm::BasicBlock *, 2> Shared;

  /// A single block that is not a loop (a self-loop is a region).
  bool isSingleBlock() const { return Blocks.size() == 1 && !HasLoop; }
  /// Sum of the latencies of all blocks (SIMTCostModel).
  unsigned latency() const;
};

/// How two subgraphs can be melded (Def. 6).
enum class MeldKind { None, RegionRegion, BlockRegion, BlockBlock };
llvm::StringRef meldKindName(MeldKind K);

/// One candidate pair with its subgraph melding profitability MP_S.
struct SubgraphPair {
  unsigned PathA = 0, IndexA = 0; ///< Path number and position on it.
  unsigned PathB = 0, IndexB = 0;
  MeldKind Kind = MeldKind::None;
  double Profitability = 0.0;
};

/// A divergent branch or switch and what DARM can do with it.
struct DivergentRegion {
  llvm::Instruction *Branch = nullptr; ///< BranchInst or SwitchInst.
  llvm::BasicBlock *Entry = nullptr;   ///< Block ending in Branch.
  llvm::BasicBlock *Exit = nullptr;    ///< ipdom(Entry); null when none.
  bool Meldable = false;
  /// The uniformity layer calls the branch warp-uniform (Uniformity.h): its
  /// condition only depends on threadIdx.x / warp size, uniform in every
  /// warp when the block is one-dimensional (the kernel reads no other
  /// thread index). Such a region is not meldable: melding would remove no
  /// divergence.
  bool WarpUniform = false;
  std::string Reason; ///< Why not meldable; empty when meldable.
  /// Ordered SESE subgraphs per distinct successor (2 for a conditional
  /// branch, one per distinct target for a switch). Empty when the region
  /// is not meldable.
  std::vector<std::vector<SESESubgraph>> Paths;
  /// Best meldable pair over all paths; Kind None when no pair is meldable.
  SubgraphPair Best;

  /// True when some path shares blocks with another (see
  /// SESESubgraph::Shared): the region is meldable only after those blocks
  /// are duplicated per path.
  bool hasSharedBlocks() const;

  /// The first subgraph of a path that holds an operation that may need
  /// convergence (SESESubgraph::HasConvergent), or null: no Lockstep
  /// transformation moves such code.
  const SESESubgraph *convergentSubgraph() const;
};

/// If \p A and \p B are isomorphic regions (same shape, successor order
/// preserved, Next mapped to Next), fill \p Map with the corresponding block
/// pairs in the pre-order of \p A and return true.
bool matchIsomorphic(
    const SESESubgraph &A, const SESESubgraph &B,
    llvm::SmallVectorImpl<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>>
        &Map);

/// Computes the regions of one function from its dominator and
/// post-dominator trees and the divergence of its terminators.
class DivergentRegionInfo {
public:
  std::vector<DivergentRegion> Regions;

  void print(llvm::raw_ostream &OS) const;
};

/// Split the path starting at \p Start and ending at \p Exit into ordered SESE
/// subgraphs. Returns false (with \p Reason) when some segment is not
/// single-entry. When \p RegionEntry is given, a block entered from another
/// path of the region (dominated by RegionEntry but not by its segment's
/// entry) is accepted and recorded in SESESubgraph::Shared.
bool decomposePath(llvm::BasicBlock *Start, llvm::BasicBlock *Exit,
                   const llvm::DominatorTree &DT,
                   const llvm::PostDominatorTree &PDT,
                   std::vector<SESESubgraph> &Out, std::string &Reason,
                   llvm::BasicBlock *RegionEntry = nullptr);

class DivergentRegionsAnalysis
    : public llvm::AnalysisInfoMixin<DivergentRegionsAnalysis> {
  friend llvm::AnalysisInfoMixin<DivergentRegionsAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = DivergentRegionInfo;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

/// `print<divergent-regions>`: one line-oriented record per divergent branch.
class DivergentRegionsPrinterPass
    : public llvm::PassInfoMixin<DivergentRegionsPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit DivergentRegionsPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_DIVERGENTREGIONS_H
