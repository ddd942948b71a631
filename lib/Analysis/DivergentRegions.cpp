//===- DivergentRegions.cpp - Meldable divergent regions ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `divergent-regions` analysis and its printer (DARM Sections IV-B and
/// IV-C). A divergent region is entered by a branch or switch that the
/// uniformity layer (Uniformity.h) reports divergent (or warp-uniform: then
/// it is reported, never meldable); it is meldable (Def. 5, extended to
/// switches) when its entry has a post-dominator, no successor post-dominates
/// another, every successor is entered only from the branch, and every path
/// splits into SESE subgraphs. The best pair is the most profitable meldable
/// subgraph pair over all pairs of paths (MP_S).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/MeldProfitability.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"

using namespace llvm;
using namespace lockstep;

// Off by default, by measurement (bench/README.md, SRAD): a cross edge of a
// thread-position chain diverges in one or two warps of a block, and the
// selects and guards the meld adds cost every warp more than the shared
// load saves those. The profile-guided cost model is to decide per branch.
static cl::opt<bool> CrossEdgesOpt(
    "divergent-regions-cross-edges", cl::init(false),
    cl::desc("Call a region meldable when a successor is also entered from "
             "another path of the region (a cross edge, SRAD's neighbour "
             "chain): the successor is shared by both paths and "
             "duplicated for the region entry's edge before melding"),
    cl::cat(getLockstepCategory()));

AnalysisKey DivergentRegionsAnalysis::Key;

namespace {

/// Builds one DivergentRegion record.
class RegionBuilder {
  const DominatorTree &DT;
  const PostDominatorTree &PDT;
  /// The printed numbers of the function's unnamed blocks, counted once when
  /// a reason first names one: printing an unnamed block alone numbers the
  /// whole function (its metadata included) each time, which made the
  /// reasons most of the analysis's (and cf-meld's) time.
  mutable DenseMap<const BasicBlock *, unsigned> Slots;

  std::string name(const BasicBlock *BB) const {
    if (BB->hasName())
      return blockName(BB);
    if (Slots.empty()) {
      // The AsmWriter's local numbering: unnamed arguments, then in order
      // each unnamed block and each unnamed non-void instruction.
      const Function &F = *BB->getParent();
      unsigned Next = 0;
      for (const Argument &A : F.args())
        Next += !A.hasName();
      for (const BasicBlock &B : F) {
        if (!B.hasName())
          Slots[&B] = Next++;
        for (const Instruction &I : B)
          Next += !I.getType()->isVoidTy() && !I.hasName();
      }
    }
    return "%" + std::to_string(Slots.lookup(BB));
  }

public:
  RegionBuilder(const DominatorTree &DT, const PostDominatorTree &PDT)
      : DT(DT), PDT(PDT) {}

  DivergentRegion build(BasicBlock &BB, BranchUniformity Kind) const {
    DivergentRegion R;
    R.Branch = BB.getTerminator();
    R.Entry = &BB;
    DomTreeNode *Node = PDT.getNode(&BB);
    R.Exit = Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    SmallVector<BasicBlock *, 4> Succs = distinctSuccessors(BB);
    if (Kind == BranchUniformity::WarpUniform) {
      R.WarpUniform = true;
      R.Reason = "the condition splits threadIdx.x at a multiple of the warp "
                 "size: uniform in every warp of a one-dimensional block, so "
                 "melding would remove no divergence";
      return R;
    }
    if (std::string Why = whyNotMeldable(R, Succs); !Why.empty()) {
      R.Reason = std::move(Why);
      return R;
    }
    for (BasicBlock *S : Succs) {
      std::vector<SESESubgraph> Path;
      std::string Why;
      if (!decomposePath(S, R.Exit, DT, PDT, Path, Why, R.Entry)) {
        R.Reason = "path from " + name(S) + ": " + Why;
        R.Paths.clear();
        return R;
      }
      R.Paths.push_back(std::move(Path));
    }
    markCrossEdgeStarts(R);
    if (std::string Why = whyPathsOverlap(R.Paths); !Why.empty()) {
      R.Reason = std::move(Why);
      R.Paths.clear();
      return R;
    }
    R.Meldable = true;
    R.Best = bestPair(R.Paths);
    return R;
  }

private:
  static SmallVector<BasicBlock *, 4> distinctSuccessors(BasicBlock &BB) {
    SmallSetVector<BasicBlock *, 4> Succs;
    for (BasicBlock *S : successors(&BB))
      Succs.insert(S);
    return SmallVector<BasicBlock *, 4>(Succs.begin(), Succs.end());
  }

  /// Paths may overlap only in shared tails (SESESubgraph::Shared) that
  /// every path sharing them reaches from a block of its own; a block in two
  /// segments, or two paths rejoining before the exit (switch cases that
  /// reconverge early), cannot be separated by duplicating tails.
  std::string
  whyPathsOverlap(const std::vector<std::vector<SESESubgraph>> &Paths) const {
    struct Seen {
      unsigned Path, Segment;
      bool Shared;
    };
    DenseMap<BasicBlock *, Seen> Where;
    for (unsigned P = 0; P < Paths.size(); ++P)
      for (unsigned I = 0; I < Paths[P].size(); ++I) {
        const SESESubgraph &S = Paths[P][I];
        for (BasicBlock *BB : S.Blocks) {
          bool Shared = is_contained(S.Shared, BB);
          auto [It, New] = Where.try_emplace(BB, Seen{P, I, Shared});
          if (New)
            continue;
          if (It->second.Path == P || !Shared || !It->second.Shared)
            return "paths overlap at " + name(BB) +
                   " beyond a tail that duplication could separate";
        }
      }
    return "";
  }

  std::string whyNotMeldable(const DivergentRegion &R,
                             ArrayRef<BasicBlock *> Succs) const {
    if (!R.Exit)
      return "no immediate post-dominator (a path leaves the function)";
    if (Succs.size() < 2)
      return "every successor is " + name(Succs.front()) +
             ": the branch sends all lanes to one block";
    for (BasicBlock *A : Succs)
      for (BasicBlock *B : Succs)
        if (A != B && PDT.dominates(A, B))
          return "successor " + name(A) + " post-dominates successor " +
                 name(B);
    // Besides the branch, only back edges of a loop headed by the successor
    // and edges from another path of the region (a cross edge: clang sinks
    // a common tail into one side's head, SRAD's neighbour chain) may enter
    // it. With -divergent-regions-cross-edges, a successor with a cross edge
    // is a shared block of both paths (markCrossEdgeStarts):
    // duplicateSharedBlocks gives the entry's edge its own copy, and the
    // region becomes simple (Defs. 1-4).
    for (BasicBlock *S : Succs)
      for (BasicBlock *P : predecessors(S)) {
        if (P == R.Entry || DT.dominates(S, P))
          continue;
        if (!isCrossEdge(R, S, P))
          return "successor " + name(S) +
                 " is also entered from outside the region";
        if (!CrossEdgesOpt)
          return "successor " + name(S) + " is also entered from " + name(P) +
                 " on another path of the region (a cross edge; "
                 "-divergent-regions-cross-edges duplicates it)";
      }
    return "";
  }

  /// \p P enters the successor \p S of \p R from inside the region, not
  /// through a back edge of a loop headed by \p S.
  bool isCrossEdge(const DivergentRegion &R, BasicBlock *S,
                   BasicBlock *P) const {
    return P != R.Entry && !DT.dominates(S, P) &&
           DT.properlyDominates(R.Entry, P) && PDT.dominates(R.Exit, P);
  }

  /// A path whose first block is entered by a cross edge shares that block
  /// with the path the edge comes from, which recorded it as shared.
  void markCrossEdgeStarts(DivergentRegion &R) const {
    if (!CrossEdgesOpt)
      return;
    for (auto &Path : R.Paths) {
      BasicBlock *S = Path.front().Entry;
      if (is_contained(Path.front().Shared, S))
        continue;
      if (any_of(predecessors(S),
                 [&](BasicBlock *P) { return isCrossEdge(R, S, P); }))
        Path.front().Shared.push_back(S);
    }
  }

  /// A lone block holding nothing but its branch: melding two of them
  /// saves nothing worth reporting, whatever MP_B says.
  static bool isTrivial(const SESESubgraph &S) {
    return S.isSingleBlock() && S.Entry->size() == 1;
  }

  static SubgraphPair
  bestPair(const std::vector<std::vector<SESESubgraph>> &Paths) {
    SubgraphPair Best;
    for (unsigned PA = 0; PA < Paths.size(); ++PA)
      for (unsigned PB = PA + 1; PB < Paths.size(); ++PB)
        for (unsigned IA = 0; IA < Paths[PA].size(); ++IA)
          for (unsigned IB = 0; IB < Paths[PB].size(); ++IB) {
            const SESESubgraph &A = Paths[PA][IA], &B = Paths[PB][IB];
            if (isTrivial(A) && isTrivial(B))
              continue;
            SubgraphPair P = evaluatePair(A, B);
            if (P.Kind == MeldKind::None ||
                (Best.Kind != MeldKind::None &&
                 P.Profitability <= Best.Profitability))
              continue;
            P.PathA = PA, P.IndexA = IA, P.PathB = PB, P.IndexB = IB;
            Best = P;
          }
    return Best;
  }
};

} // namespace

DivergentRegionInfo
DivergentRegionsAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  DivergentRegionInfo Info;
  if (F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return Info;
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  RegionBuilder Builder(DT, PDT);
  for (BasicBlock &BB : F) {
    Instruction *Term = BB.getTerminator();
    if (!Term || Term->getNumSuccessors() < 2 || !DT.isReachableFromEntry(&BB))
      continue;
    if (!isa<BranchInst>(Term) && !isa<SwitchInst>(Term))
      continue;
    // Warp-uniform branches are reported (not meldable, with the reason).
    BranchUniformity Kind = U.classifyTerminator(BB);
    if (Kind == BranchUniformity::Uniform)
      continue;
    Info.Regions.push_back(Builder.build(BB, Kind));
  }
  return Info;
}

bool DivergentRegion::hasSharedBlocks() const {
  for (const auto &Path : Paths)
    for (const SESESubgraph &S : Path)
      if (!S.Shared.empty())
        return true;
  return false;
}

const SESESubgraph *DivergentRegion::convergentSubgraph() const {
  for (const auto &Path : Paths)
    for (const SESESubgraph &S : Path)
      if (S.HasConvergent)
        return &S;
  return nullptr;
}

static void printSharedBlocks(raw_ostream &OS, const DivergentRegion &R) {
  SmallSetVector<BasicBlock *, 4> Shared;
  for (const auto &Path : R.Paths)
    for (const SESESubgraph &S : Path)
      Shared.insert(S.Shared.begin(), S.Shared.end());
  if (Shared.empty())
    return;
  OS << " shared=";
  ListSeparator LS(",");
  for (BasicBlock *BB : Shared)
    OS << LS << blockName(BB);
}

static void printSubgraphCounts(raw_ostream &OS, const DivergentRegion &R) {
  if (R.Paths.empty()) {
    OS << "-";
    return;
  }
  ListSeparator LS(",");
  for (const auto &Path : R.Paths)
    OS << LS << Path.size();
}

void DivergentRegionInfo::print(raw_ostream &OS) const {
  for (const DivergentRegion &R : Regions) {
    OS << "divergent-region: function=" << R.Entry->getParent()->getName()
       << " entry=" << blockName(R.Entry)
       << " exit=" << (R.Exit ? blockName(R.Exit) : std::string("none"))
       << " terminator=" << R.Branch->getOpcodeName()
       << " successors=" << R.Branch->getNumSuccessors() << " "
       << (R.Meldable ? "meldable" : "not-meldable");
    if (!R.Meldable)
      OS << " reason=\"" << R.Reason << "\"";
    OS << " subgraphs=";
    printSubgraphCounts(OS, R);
    printSharedBlocks(OS, R);
    OS << " best=" << meldKindName(R.Best.Kind);
    if (R.Best.Kind != MeldKind::None)
      OS << "(" << R.Best.PathA << ":" << R.Best.IndexA << "," << R.Best.PathB
         << ":" << R.Best.IndexB << ")";
    OS << " profitability=" << format("%.4f", R.Best.Profitability) << "\n";
  }
}

PreservedAnalyses
DivergentRegionsPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  FAM.getResult<DivergentRegionsAnalysis>(F).print(OS);
  return PreservedAnalyses::all();
}
