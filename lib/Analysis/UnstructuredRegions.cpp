//===- UnstructuredRegions.cpp - Minimal unstructured regions -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `unstructured-regions` analysis and its printer (Anantpur &
/// Govindarajan, Definition 1 and Algorithms 2 and 3; definitions and the
/// printed format are in UnstructuredRegions.h). The edges come from the
/// dominator and post-dominator trees and LLVM's cycles; each region is a
/// fixpoint over block sets kept in reverse post-order numbering; divergence
/// is asked of the uniformity layer through uniformityOf() only.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/UnstructuredRegions.h"
#include "lockstep/Analysis/LaneLocalAsm.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"

using namespace llvm;
using namespace lockstep;

AnalysisKey UnstructuredRegionsAnalysis::Key;

StringRef lockstep::unstructuredEdgeKindName(UnstructuredEdgeKind K) {
  switch (K) {
  case UnstructuredEdgeKind::Crossing:
    return "crossing";
  case UnstructuredEdgeKind::IntoLoop:
    return "into-loop";
  case UnstructuredEdgeKind::OutOfLoop:
    return "out-of-loop";
  }
  return "crossing";
}

bool UnstructuredRegion::contains(const BasicBlock *BB) const {
  return is_contained(Blocks, BB);
}

namespace {

/// Distinct successors (a switch may name one block twice).
SmallSetVector<BasicBlock *, 4> distinctSuccessors(BasicBlock *BB) {
  SmallSetVector<BasicBlock *, 4> S;
  for (BasicBlock *Succ : successors(BB))
    S.insert(Succ);
  return S;
}

/// Distinct predecessors reachable from the entry.
unsigned distinctPredecessors(BasicBlock *BB, const DominatorTree &DT) {
  SmallPtrSet<BasicBlock *, 4> S;
  for (BasicBlock *Pred : predecessors(BB))
    if (DT.isReachableFromEntry(Pred))
      S.insert(Pred);
  return S.size();
}

/// Definition 1 over one function.
class EdgeFinder {
  const DominatorTree &DT;
  const PostDominatorTree &PDT;
  const CycleInfo &CI;

public:
  EdgeFinder(const DominatorTree &DT, const PostDominatorTree &PDT,
             const CycleInfo &CI)
      : DT(DT), PDT(PDT), CI(CI) {}

  std::optional<UnstructuredEdgeKind> classify(BasicBlock *Bi,
                                               BasicBlock *Bj) const {
    if (isCrossing(Bi, Bj))
      return UnstructuredEdgeKind::Crossing;
    for (const Cycle *C = CI.getCycle(Bj); C; C = C->getParentCycle())
      if (!C->contains(Bi) && !all_of(C->blocks(), [&](BasicBlock *B) {
            return DT.dominates(Bj, B);
          }))
        return UnstructuredEdgeKind::IntoLoop;
    for (const Cycle *C = CI.getCycle(Bi); C; C = C->getParentCycle())
      if (!C->contains(Bj) && !all_of(C->blocks(), [&](BasicBlock *B) {
            return PDT.dominates(Bi, B);
          }))
        return UnstructuredEdgeKind::OutOfLoop;
    return std::nullopt;
  }

private:
  bool isCrossing(BasicBlock *Bi, BasicBlock *Bj) const {
    if (distinctSuccessors(Bi).size() < 2 || distinctPredecessors(Bj, DT) < 2)
      return false;
    return !DT.dominates(Bi, Bj) && !DT.dominates(Bj, Bi) &&
           !PDT.dominates(Bi, Bj) && !PDT.dominates(Bj, Bi);
  }
};

/// A block set over the reachable blocks, numbered in reverse post-order.
using BlockSet = BitVector;

/// Algorithms 2 and 3 over one function.
class RegionFinder {
  const DominatorTree &DT;
  const PostDominatorTree &PDT;
  ArrayRef<BasicBlock *> RPO;
  const DenseMap<const BasicBlock *, unsigned> &Index;

public:
  RegionFinder(const DominatorTree &DT, const PostDominatorTree &PDT,
               ArrayRef<BasicBlock *> RPO,
               const DenseMap<const BasicBlock *, unsigned> &Index)
      : DT(DT), PDT(PDT), RPO(RPO), Index(Index) {}

  /// A region as a block set that includes its bounds.
  struct Grown {
    BlockSet Set;
    BasicBlock *Entry = nullptr;
    BasicBlock *Exit = nullptr; ///< Null: no common post-dominator.
  };

  BlockSet seed(ArrayRef<BasicBlock *> Blocks) const {
    BlockSet S(RPO.size());
    for (BasicBlock *BB : Blocks)
      S.set(Index.lookup(BB));
    return S;
  }

  /// Algorithm 2 from \p Seed to its fixpoint.
  Grown grow(BlockSet Seed) const {
    Grown G;
    G.Set = std::move(Seed);
    // The set only grows, so this ends within |RPO| rounds.
    for (unsigned Round = 0; Round <= RPO.size(); ++Round) {
      G.Entry = commonDominator(G.Set);
      G.Exit = commonPostDominator(G.Set);
      BlockSet Next = G.Set;
      bool Bounded = G.Exit && addBetween(G.Entry, G.Exit, Next);
      if (!Bounded)
        addUnbounded(G.Entry, Next);
      if (Next == G.Set) {
        if (!Bounded)
          G.Exit = nullptr;
        return G;
      }
      G.Set = std::move(Next);
    }
    return G;
  }

  /// Algorithm 3: the maximal structured sub-regions of a region whose
  /// interior is \p Interior; \p Edges are all unstructured edges.
  std::vector<StructuredSubRegion>
  subRegions(const BlockSet &Interior, BasicBlock *RegionExit,
             ArrayRef<UnstructuredEdge> Edges) const {
    std::vector<StructuredSubRegion> Out;
    BlockSet Covered(RPO.size());
    for (unsigned I : Interior.set_bits()) {
      if (Covered.test(I))
        continue;
      std::optional<BlockSet> SR =
          structuredFrom(RPO[I], Interior, RegionExit, Edges);
      if (!SR || SR->count() < 2)
        continue;
      Covered |= *SR;
      StructuredSubRegion S;
      S.Entry = RPO[I];
      S.Exit = PDT.getNode(S.Entry)->getIDom()->getBlock();
      for (unsigned J : SR->set_bits())
        S.Blocks.push_back(RPO[J]);
      Out.push_back(std::move(S));
    }
    return Out;
  }

private:
  BasicBlock *commonDominator(const BlockSet &S) const {
    BasicBlock *D = nullptr;
    for (unsigned I : S.set_bits())
      D = D ? DT.findNearestCommonDominator(D, RPO[I]) : RPO[I];
    return D;
  }

  /// Null when the only common post-dominator is the virtual exit.
  BasicBlock *commonPostDominator(const BlockSet &S) const {
    BasicBlock *P = nullptr;
    for (unsigned I : S.set_bits()) {
      P = P ? PDT.findNearestCommonDominator(P, RPO[I]) : RPO[I];
      if (!P)
        return nullptr;
    }
    return P;
  }

  /// Blocks reached from \p From along edges (forward or backward), not
  /// going on from \p Stop; both are included when reached.
  BlockSet walk(BasicBlock *From, BasicBlock *Stop, bool Forward) const {
    BlockSet Seen(RPO.size());
    SmallVector<BasicBlock *, 16> Work{From};
    Seen.set(Index.lookup(From));
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      if (BB == Stop && BB != From)
        continue;
      auto Visit = [&](BasicBlock *N) {
        auto It = Index.find(N);
        if (It == Index.end() || Seen.test(It->second))
          return;
        Seen.set(It->second);
        if (N != Stop)
          Work.push_back(N);
      };
      if (Forward)
        for (BasicBlock *S : successors(BB))
          Visit(S);
      else
        for (BasicBlock *P : predecessors(BB))
          Visit(P);
    }
    return Seen;
  }

  /// Lines 10-14: (dominated by D and reach P) or (post-dominated by P and
  /// reached from D), where the walks stop at the bounds so that a loop
  /// around the region adds nothing.
  /// Returns false when Definition 4 cannot hold below the virtual exit.
  bool addBetween(BasicBlock *D, BasicBlock *P, BlockSet &S) const {
    BlockSet Reach = walk(P, D, /*Forward=*/false);
    for (unsigned I : Reach.set_bits())
      if (DT.dominates(D, RPO[I]))
        S.set(I);
    BlockSet Reached = walk(D, P, /*Forward=*/true);
    for (unsigned I : Reached.set_bits())
      if (PDT.dominates(P, RPO[I]))
        S.set(I);
    S.set(Index.lookup(D));
    S.set(Index.lookup(P));
    return closeBounds(D, P, S);
  }

  /// Without a common post-dominator P is the virtual exit, which
  /// post-dominates every block: the region takes every block D reaches
  /// (lines 12-14) and every block a region block is entered from; D moves
  /// up while the region re-enters it.
  void addUnbounded(BasicBlock *D, BlockSet &S) const {
    S |= walk(D, nullptr, /*Forward=*/true);
    const BlockSet Before = S;
    bool ReentersD = false;
    for (unsigned I : Before.set_bits()) {
      if (RPO[I] == D)
        continue;
      for (BasicBlock *Succ : successors(RPO[I]))
        ReentersD |= Succ == D, S.set(Index.lookup(Succ));
      for (BasicBlock *Pred : predecessors(RPO[I]))
        if (Index.count(Pred))
          S.set(Index.lookup(Pred));
    }
    if (ReentersD)
      if (DomTreeNode *N = DT.getNode(D)->getIDom())
        S.set(Index.lookup(N->getBlock()));
  }

  /// Definition 4 on the bounds: an edge from inside back to D makes D a
  /// region block (the region is in a loop D heads), an edge from P back
  /// into the region makes P one; every other edge into or out of a region
  /// block joins its far end to the set. Returns false when P would have to
  /// move past the last common post-dominator.
  bool closeBounds(BasicBlock *D, BasicBlock *P, BlockSet &S) const {
    bool ReentersD = false, PReenters = false;
    const BlockSet Before = S;
    for (unsigned I : Before.set_bits()) {
      BasicBlock *BB = RPO[I];
      if (BB == D || BB == P)
        continue;
      for (BasicBlock *Pred : predecessors(BB))
        if (Pred == P)
          PReenters = true;
        else if (Index.count(Pred))
          S.set(Index.lookup(Pred));
      for (BasicBlock *Succ : successors(BB))
        if (Succ == D)
          ReentersD = true;
        else
          S.set(Index.lookup(Succ));
    }
    if (ReentersD)
      if (DomTreeNode *N = DT.getNode(D)->getIDom())
        S.set(Index.lookup(N->getBlock()));
    if (PReenters) {
      DomTreeNode *N = PDT.getNode(P)->getIDom();
      if (!N || !N->getBlock())
        return false;
      S.set(Index.lookup(N->getBlock()));
    }
    return true;
  }

  /// The blocks of the structured sub-region entered at \p E (without its
  /// exit), or nothing when E does not start one inside the region.
  std::optional<BlockSet>
  structuredFrom(BasicBlock *E, const BlockSet &Interior,
                 BasicBlock *RegionExit,
                 ArrayRef<UnstructuredEdge> Edges) const {
    DomTreeNode *PN = PDT.getNode(E);
    if (!PN || !PN->getIDom() || !PN->getIDom()->getBlock())
      return std::nullopt;
    BasicBlock *X = PN->getIDom()->getBlock();
    DomTreeNode *XN = DT.getNode(X);
    if (!XN || !XN->getIDom() || XN->getIDom()->getBlock() != E)
      return std::nullopt;
    auto XIt = Index.find(X);
    if (XIt == Index.end() || (X != RegionExit && !Interior.test(XIt->second)))
      return std::nullopt;
    BlockSet SR = walk(E, X, /*Forward=*/true);
    SR.reset(XIt->second);
    for (unsigned I : SR.set_bits()) {
      BasicBlock *BB = RPO[I];
      if (!Interior.test(I) || !DT.dominates(E, BB) || !PDT.dominates(X, BB))
        return std::nullopt;
      if (BB != E && any_of(predecessors(BB), [&](BasicBlock *P) {
            auto It = Index.find(P);
            return It == Index.end() || !SR.test(It->second);
          }))
        return std::nullopt;
    }
    BlockSet WithExit = SR;
    WithExit.set(XIt->second);
    for (const UnstructuredEdge &UE : Edges)
      if (WithExit.test(Index.lookup(UE.From)) &&
          WithExit.test(Index.lookup(UE.To)))
        return std::nullopt;
    return SR;
  }
};

/// Builds the whole result for one function.
class Builder {
  const DominatorTree &DT;
  const PostDominatorTree &PDT;
  const CycleInfo &CI;
  function_ref<bool(const BasicBlock &)> IsDivergent;
  std::vector<BasicBlock *> RPO;
  DenseMap<const BasicBlock *, unsigned> Index;

public:
  Builder(Function &F, const DominatorTree &DT, const PostDominatorTree &PDT,
          const CycleInfo &CI,
          function_ref<bool(const BasicBlock &)> IsDivergent)
      : DT(DT), PDT(PDT), CI(CI), IsDivergent(IsDivergent) {
    for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
      Index[BB] = RPO.size();
      RPO.push_back(BB);
    }
  }

  UnstructuredRegionInfo build() {
    UnstructuredRegionInfo Info;
    findEdges(Info);
    RegionFinder RF(DT, PDT, RPO, Index);
    std::vector<RegionFinder::Grown> Sets;
    std::vector<SmallVector<unsigned, 4>> Seeds;
    for (unsigned E = 0; E < Info.Edges.size(); ++E) {
      const UnstructuredEdge &UE = Info.Edges[E];
      addRegion(RF, RF.grow(RF.seed({UE.From, UE.To})), {E}, Sets, Seeds);
    }
    sortAndNest(Sets, Seeds);
    for (unsigned R = 0; R < Sets.size(); ++R)
      Info.Regions.push_back(makeRegion(RF, Sets[R], Seeds[R], Info.Edges));
    setParents(Sets, Info.Regions);
    return Info;
  }

private:
  void findEdges(UnstructuredRegionInfo &Info) const {
    EdgeFinder EF(DT, PDT, CI);
    for (BasicBlock *BB : RPO) {
      SmallVector<BasicBlock *, 4> Succs(distinctSuccessors(BB).takeVector());
      llvm::sort(Succs, [&](BasicBlock *A, BasicBlock *B) {
        return Index.lookup(A) < Index.lookup(B);
      });
      for (BasicBlock *S : Succs)
        if (std::optional<UnstructuredEdgeKind> K = EF.classify(BB, S))
          Info.Edges.push_back({BB, S, *K});
    }
  }

  static bool isSubset(const BlockSet &A, const BlockSet &B) {
    return !BlockSet(A).reset(B).any();
  }

  static BlockSet interior(const RegionFinder::Grown &G,
                           const DenseMap<const BasicBlock *, unsigned> &Ix) {
    BlockSet I = G.Set;
    I.reset(Ix.lookup(G.Entry));
    if (G.Exit)
      I.reset(Ix.lookup(G.Exit));
    return I;
  }

  /// Adds \p G unless an equal region exists; merges it with every region it
  /// partly overlaps (regions stay nested or disjoint).
  void addRegion(const RegionFinder &RF, RegionFinder::Grown G,
                 SmallVector<unsigned, 4> Edges,
                 std::vector<RegionFinder::Grown> &Sets,
                 std::vector<SmallVector<unsigned, 4>> &Seeds) const {
    for (unsigned R = 0; R < Sets.size(); ++R) {
      if (Sets[R].Set == G.Set) {
        Seeds[R].append(Edges.begin(), Edges.end());
        return;
      }
      bool Sub = isSubset(G.Set, Sets[R].Set),
           Sup = isSubset(Sets[R].Set, G.Set);
      if (Sub || Sup || !interior(G, Index).anyCommon(interior(Sets[R], Index)))
        continue;
      BlockSet Union = G.Set;
      Union |= Sets[R].Set;
      Edges.append(Seeds[R].begin(), Seeds[R].end());
      Sets.erase(Sets.begin() + R);
      Seeds.erase(Seeds.begin() + R);
      return addRegion(RF, RF.grow(std::move(Union)), std::move(Edges), Sets,
                       Seeds);
    }
    Sets.push_back(std::move(G));
    Seeds.push_back(std::move(Edges));
  }

  /// Reverse post-order of the entry, the larger region first.
  void sortAndNest(std::vector<RegionFinder::Grown> &Sets,
                   std::vector<SmallVector<unsigned, 4>> &Seeds) const {
    SmallVector<unsigned, 8> Order(Sets.size());
    std::iota(Order.begin(), Order.end(), 0);
    llvm::stable_sort(Order, [&](unsigned A, unsigned B) {
      unsigned EA = Index.lookup(Sets[A].Entry),
               EB = Index.lookup(Sets[B].Entry);
      if (EA != EB)
        return EA < EB;
      return Sets[A].Set.count() > Sets[B].Set.count();
    });
    std::vector<RegionFinder::Grown> SortedSets;
    std::vector<SmallVector<unsigned, 4>> SortedSeeds;
    for (unsigned I : Order) {
      SortedSets.push_back(std::move(Sets[I]));
      llvm::sort(Seeds[I]);
      Seeds[I].erase(llvm::unique(Seeds[I]), Seeds[I].end());
      SortedSeeds.push_back(std::move(Seeds[I]));
    }
    Sets = std::move(SortedSets);
    Seeds = std::move(SortedSeeds);
  }

  UnstructuredRegion makeRegion(const RegionFinder &RF,
                                const RegionFinder::Grown &G,
                                ArrayRef<unsigned> Edges,
                                ArrayRef<UnstructuredEdge> All) const {
    UnstructuredRegion R;
    R.Entry = G.Entry;
    R.Exit = G.Exit;
    R.Edges.assign(Edges.begin(), Edges.end());
    BlockSet In = interior(G, Index);
    for (unsigned I : In.set_bits())
      R.Blocks.push_back(RPO[I]);
    if (IsDivergent(*R.Entry))
      R.DivergentBranches.push_back(R.Entry);
    for (BasicBlock *BB : R.Blocks)
      if (IsDivergent(*BB))
        R.DivergentBranches.push_back(BB);
    R.Problem = problem(R);
    if (R.Exit)
      R.SubRegions = RF.subRegions(In, R.Exit, All);
    return R;
  }

  /// What a linearization cannot handle in the entry or region blocks: a
  /// branch it cannot replace by a guard assignment, or a convergent
  /// operation whose set of participating lanes guards would change.
  static std::string problem(const UnstructuredRegion &R) {
    if (!R.Exit)
      return "no common post-dominator: a path leaves the function through "
             "another exit or never leaves a loop";
    SmallVector<BasicBlock *, 16> All{R.Entry};
    All.append(R.Blocks.begin(), R.Blocks.end());
    for (BasicBlock *BB : All) {
      const Instruction *T = BB->getTerminator();
      if (isa<IndirectBrInst>(T))
        return "indirectbr in " + blockName(BB);
      if (isa<CallBrInst>(T))
        return "callbr in " + blockName(BB);
    }
    for (BasicBlock *BB : R.Blocks)
      for (const Instruction &I : *BB)
        if (const auto *CB = dyn_cast<CallBase>(&I);
            CB && mayNeedConvergence(*CB))
          return "convergent operation in " + blockName(BB);
    return "";
  }

  /// The smallest region whose block set holds all of this one's.
  static void setParents(const std::vector<RegionFinder::Grown> &Sets,
                         std::vector<UnstructuredRegion> &Regions) {
    for (unsigned I = 0; I < Sets.size(); ++I)
      for (unsigned J = 0; J < Sets.size(); ++J) {
        if (I == J || !isSubset(Sets[I].Set, Sets[J].Set))
          continue;
        int &P = Regions[I].Parent;
        if (P < 0 || Sets[J].Set.count() < Sets[P].Set.count())
          P = J;
      }
  }
};

} // namespace

UnstructuredRegionInfo lockstep::computeUnstructuredRegions(
    Function &F, const DominatorTree &DT, const PostDominatorTree &PDT,
    const CycleInfo &CI, function_ref<bool(const BasicBlock &)> IsDivergent) {
  if (F.isDeclaration())
    return {};
  return Builder(F, DT, PDT, CI, IsDivergent).build();
}

/// The project's uniformity layer (Uniformity.h): the one place this
/// analysis asks which branches diverge; warp-uniform branches do not.
static LockstepUniformity &uniformityOf(Function &F,
                                        FunctionAnalysisManager &FAM) {
  return FAM.getResult<LockstepUniformityAnalysis>(F);
}

UnstructuredRegionInfo
UnstructuredRegionsAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return {};
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  auto &CI = FAM.getResult<CycleAnalysis>(F);
  if (!lockstepAppliesTo(*F.getParent()))
    return computeUnstructuredRegions(F, DT, PDT, CI,
                                      [](const BasicBlock &) { return false; });
  auto &UI = uniformityOf(F, FAM);
  return computeUnstructuredRegions(F, DT, PDT, CI, [&](const BasicBlock &BB) {
    return UI.hasDivergentTerminator(BB);
  });
}

namespace {
/// Prints blocks with one slot tracker (unnamed blocks are numbered once).
class RecordPrinter {
  raw_ostream &OS;
  ModuleSlotTracker MST;
  StringRef Fn;

public:
  RecordPrinter(raw_ostream &OS, const Function &F)
      : OS(OS), MST(F.getParent()), Fn(F.getName()) {
    MST.incorporateFunction(F);
  }

  std::string name(const BasicBlock *BB) { return blockName(*BB, MST); }

  void list(ArrayRef<BasicBlock *> Blocks) {
    if (Blocks.empty()) {
      OS << "-";
      return;
    }
    ListSeparator LS(",");
    for (BasicBlock *BB : Blocks)
      OS << LS << name(BB);
  }

  void edge(const UnstructuredEdge &E) {
    OS << "unstructured-edge: function=" << Fn << " from=" << name(E.From)
       << " to=" << name(E.To) << " kind=" << unstructuredEdgeKindName(E.Kind)
       << "\n";
  }

  void region(unsigned Id, const UnstructuredRegion &R,
              ArrayRef<UnstructuredEdge> Edges) {
    OS << "unstructured-region: function=" << Fn << " id=" << Id
       << " entry=" << name(R.Entry)
       << " exit=" << (R.Exit ? name(R.Exit) : std::string("none"))
       << " parent=";
    if (R.Parent < 0)
      OS << "-";
    else
      OS << R.Parent;
    OS << " blocks=";
    list(R.Blocks);
    OS << " divergent=" << (R.isDivergent() ? "yes" : "no")
       << " divergent-branches=";
    list(R.DivergentBranches);
    OS << " edges=";
    ListSeparator LS(",");
    for (unsigned E : R.Edges)
      OS << LS << name(Edges[E].From) << "->" << name(Edges[E].To);
    if (!R.Problem.empty()) {
      OS << " problem=\"";
      OS.write_escaped(R.Problem);
      OS << "\"";
    }
    OS << "\n";
    for (const StructuredSubRegion &S : R.SubRegions) {
      OS << "structured-subregion: function=" << Fn << " region=" << Id
         << " entry=" << name(S.Entry) << " exit=" << name(S.Exit)
         << " blocks=";
      list(S.Blocks);
      OS << "\n";
    }
  }
};
} // namespace

void UnstructuredRegionInfo::print(raw_ostream &OS, const Function &F) const {
  if (F.isDeclaration())
    return;
  OS << "unstructured-regions: function=" << F.getName()
     << " edges=" << Edges.size() << " regions=" << Regions.size() << "\n";
  RecordPrinter P(OS, F);
  for (const UnstructuredEdge &E : Edges)
    P.edge(E);
  for (unsigned I = 0; I < Regions.size(); ++I)
    P.region(I, Regions[I], Edges);
}

PreservedAnalyses
UnstructuredRegionsPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  FAM.getResult<UnstructuredRegionsAnalysis>(F).print(OS, F);
  return PreservedAnalyses::all();
}
