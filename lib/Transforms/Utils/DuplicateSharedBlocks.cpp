//===- DuplicateSharedBlocks.cpp - Per-path copies of shared tails --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang -O3 sinks identical tails of the two sides of a branch into one
/// block (bitonic sort's swap block is shared by its if and else sides).
/// Lanes of both sides still run that block one side after the other under
/// IPDOM reconvergence, but the region no longer splits into disjoint SESE
/// subgraphs. Duplicating the shared block per path restores the shape DARM
/// melds (Fig. 4a):
///
///        B                      B
///       / \                    / \ .
///      C   D        ==>       C   D
///      |\ /|                  |\  |\ .
///      | S |                  | S | S'
///      |/ \|                  |/  |/
///      X                      X <-+
///
/// A cross edge (SRAD's neighbour chain: the entry branches to S, and the
/// other side reaches S too) is the same sharing with the region entry as
/// one predecessor: the entry's edge gets its own copy of S.
///
///        B                      B
///       / \                    / \ .
///      |   D        ==>       S'  D
///      |  / \                 |  / \ .
///      S <   |                |  S  |
///       \    |                 \ |  |
///        X <-+                  X <-+
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/DuplicateSharedBlocks.h"

#include "lockstep/Analysis/DivergentRegions.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace lockstep;

namespace {

using BlockSet = SmallSetVector<BasicBlock *, 8>;

struct PathBlocks {
  BasicBlock *Start = nullptr; ///< The successor of the region entry.
  BlockSet Owned;              ///< Blocks only this path reaches.
  BlockSet Shared;             ///< Blocks this path shares with others.
};

PathBlocks collect(const std::vector<SESESubgraph> &Path) {
  PathBlocks P;
  P.Start = Path.front().Entry;
  for (const SESESubgraph &S : Path)
    P.Shared.insert(S.Shared.begin(), S.Shared.end());
  for (const SESESubgraph &S : Path)
    for (BasicBlock *BB : S.Blocks)
      if (!P.Shared.count(BB))
        P.Owned.insert(BB);
  return P;
}

/// Every predecessor of a shared block must belong to some path, or be the
/// region entry when the block starts a path (a cross edge: the entry's edge
/// and the other path's edge each get a copy).
bool sharingIsSimple(const DivergentRegion &R, ArrayRef<PathBlocks> Paths) {
  for (const PathBlocks &P : Paths)
    for (BasicBlock *S : P.Shared)
      for (BasicBlock *Pred : predecessors(S)) {
        if (Pred == R.Entry &&
            any_of(Paths, [&](const PathBlocks &Q) { return Q.Start == S; }))
          continue;
        if (none_of(Paths, [&](const PathBlocks &Q) {
              return Q.Owned.count(Pred) || Q.Shared.count(Pred);
            }))
          return false;
      }
  return true;
}

/// Clone \p Shared for one path: clones keep the path's edges, originals
/// keep everybody else's.
class PathCloner {
  const PathBlocks &P;
  BasicBlock *RegionEntry;
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 4> Clones;

public:
  PathCloner(const PathBlocks &P, BasicBlock *RegionEntry)
      : P(P), RegionEntry(RegionEntry) {}

  void run(unsigned PathNo) {
    Function *F = P.Shared.front()->getParent();
    for (BasicBlock *BB : P.Shared) {
      BasicBlock *C = CloneBasicBlock(BB, VMap, ".path" + Twine(PathNo), F);
      VMap[BB] = C;
      Clones.push_back(C);
    }
    for (BasicBlock *C : Clones)
      for (Instruction &I : *C)
        RemapInstruction(&I, VMap,
                         RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
    redirectOwnedEdges();
    prunePhis();
    extendSuccessorPhis();
    repairUses();
  }

private:
  void redirectOwnedEdges() {
    // A shared path start: the entry's edge into it belongs to this path.
    if (P.Shared.count(P.Start)) {
      Instruction *Term = RegionEntry->getTerminator();
      for (unsigned I = 0, E = Term->getNumSuccessors(); I != E; ++I)
        if (Term->getSuccessor(I) == P.Start)
          Term->setSuccessor(I, cast<BasicBlock>(VMap[P.Start]));
    }
    for (BasicBlock *BB : P.Owned) {
      Instruction *Term = BB->getTerminator();
      for (unsigned I = 0, E = Term->getNumSuccessors(); I != E; ++I) {
        BasicBlock *Succ = Term->getSuccessor(I);
        if (!P.Shared.count(Succ))
          continue;
        Term->setSuccessor(I, cast<BasicBlock>(VMap[Succ]));
      }
    }
  }

  /// Drop phi entries for edges that no longer exist, in originals and
  /// clones alike.
  void prunePhis() {
    SmallVector<BasicBlock *, 8> All(P.Shared.begin(), P.Shared.end());
    All.append(Clones.begin(), Clones.end());
    for (BasicBlock *BB : All) {
      SmallPtrSet<BasicBlock *, 8> Preds(pred_begin(BB), pred_end(BB));
      for (PHINode &Phi : BB->phis())
        for (int I = Phi.getNumIncomingValues() - 1; I >= 0; --I)
          if (!Preds.count(Phi.getIncomingBlock(I)))
            Phi.removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
    }
  }

  /// Successors outside the cloned set gain an incoming edge per clone.
  void extendSuccessorPhis() {
    for (BasicBlock *BB : P.Shared) {
      auto *C = cast<BasicBlock>(VMap[BB]);
      for (BasicBlock *Succ : successors(C)) {
        if (is_contained(Clones, Succ))
          continue;
        for (PHINode &Phi : Succ->phis()) {
          Value *V = Phi.getIncomingValueForBlock(BB);
          auto It = VMap.find(V);
          Phi.addIncoming(
              It != VMap.end() ? static_cast<Value *>(It->second) : V, C);
        }
      }
    }
  }

  /// Values defined in a shared block and used past it now have two
  /// definitions: join them with SSAUpdater. The pairs are taken before any
  /// rewriting: SSAUpdater may insert phis into a shared block itself (one
  /// in a loop), and those have no copy.
  void repairUses() {
    SmallVector<std::pair<Instruction *, Instruction *>, 32> Pairs;
    for (BasicBlock *BB : P.Shared)
      for (Instruction &I : *BB)
        Pairs.emplace_back(&I, cast<Instruction>(VMap[&I]));
    for (auto [I, C] : Pairs)
      joinDefinitions(I, C);
  }

  /// Rewrites the uses of \p I outside its block to \p I or its copy \p C,
  /// whichever reaches them.
  static void joinDefinitions(Instruction *I, Instruction *C) {
    BasicBlock *BB = I->getParent();
    SmallVector<Use *, 8> Outside;
    for (Use &U : I->uses()) {
      auto *User = cast<Instruction>(U.getUser());
      BasicBlock *UseBB = User->getParent();
      if (auto *Phi = dyn_cast<PHINode>(User))
        UseBB = Phi->getIncomingBlock(U);
      if (UseBB != BB)
        Outside.push_back(&U);
    }
    if (Outside.empty())
      return;
    SSAUpdater SSA;
    SSA.Initialize(I->getType(), I->getName());
    SSA.AddAvailableValue(BB, I);
    SSA.AddAvailableValue(C->getParent(), C);
    for (Use *U : Outside)
      SSA.RewriteUse(*U);
  }
};

} // namespace

bool lockstep::duplicateSharedBlocks(const DivergentRegion &R) {
  if (!R.Meldable || !R.hasSharedBlocks())
    return false;
  SmallVector<PathBlocks, 4> Paths;
  for (const auto &Path : R.Paths)
    Paths.push_back(collect(Path));
  if (!sharingIsSimple(R, Paths))
    return false;
  // The first path keeps the originals; every other path gets copies.
  for (unsigned I = 1; I < Paths.size(); ++I)
    if (!Paths[I].Shared.empty())
      PathCloner(Paths[I], R.Entry).run(I);
  return true;
}
