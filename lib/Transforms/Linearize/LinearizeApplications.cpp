//===- LinearizeApplications.cpp - Regions for Section 5 ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Anantpur & Govindarajan, Section 5: linearization also pays on
/// structured code.
///
///  - Stack depth (5.3, `max-depth=N`): under post-dominator reconvergence
///    every divergent branch nested in k divergent branch regions runs
///    k + 1 entries deep on the SIMT stack (Fig. 3: 7 entries). The region
///    of a divergent branch at depth N (from the branch to its immediate
///    post-dominator) is linearized: each guard's branch reconverges at the
///    next guard, so nothing inside it nests deeper.
///
///      B1: br c1 -> B2 | B3          B1: br c1 -> B2 | B3
///      B2: br c2 -> B4 | B5   ==>    B2: g = c2 ? 4 : 5 -> G4 -?-> B4 ...
///      B4: br c3 -> B6 | B7                (B4..B8, B5 one guard each)
///
///  - Loop merging (5.2, `loop-merge`): an outer loop around an inner loop
///    whose trip count varies between lanes is linearized with one back-edge
///    guard for both loops (Fig. 8(b)): a lane that leaves the inner loop
///    runs the rest of its outer iteration and rejoins the lanes still in
///    the inner loop, instead of waiting at the inner loop's exit.
///
//===----------------------------------------------------------------------===//

#include "LinearizeApplications.h"
#include "LinearizeCodeGen.h"

#include "lockstep/Analysis/Uniformity.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

/// The blocks strictly between \p D and \p P in reverse post-order, or an
/// empty list when the region is not single-entry single-exit.
static SmallVector<BasicBlock *, 16> sandwich(BasicBlock *D, BasicBlock *P,
                                              const DominatorTree &DT,
                                              ArrayRef<BasicBlock *> RPO) {
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work(succ_begin(D), succ_end(D));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB == P || !Seen.insert(BB).second)
      continue;
    if (BB == D || !DT.properlyDominates(D, BB))
      return {};
    append_range(Work, successors(BB));
  }
  SmallVector<BasicBlock *, 16> Blocks;
  for (BasicBlock *BB : RPO)
    if (Seen.count(BB))
      Blocks.push_back(BB);
  return Blocks;
}

static bool isDivergentBranch(const LockstepUniformity &U, BasicBlock &BB) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  return Br && Br->isConditional() && !isLinearizeGuard(Br) &&
         U.hasDivergentTerminator(BB);
}

std::vector<LinearRegion>
linearize::deepBranchRegions(Function &F, FunctionAnalysisManager &FAM,
                             unsigned MaxDepth) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  SmallVector<BasicBlock *, 32> RPO(RPOT.begin(), RPOT.end());
  std::vector<LinearRegion> Branches;
  for (BasicBlock *BB : RPO) {
    DomTreeNode *N = PDT.getNode(BB);
    if (!isDivergentBranch(U, *BB) || !N || !N->getIDom() ||
        !N->getIDom()->getBlock())
      continue;
    LinearRegion R;
    R.Entry = BB;
    R.Exit = N->getIDom()->getBlock();
    R.Blocks = sandwich(BB, R.Exit, DT, RPO);
    R.KeepChain = true;
    if (!R.Blocks.empty())
      Branches.push_back(std::move(R));
  }
  // Depth of a branch: how many other branch regions hold its block.
  std::vector<LinearRegion> Deep;
  for (LinearRegion &R : Branches) {
    unsigned Depth = 0;
    for (const LinearRegion &O : Branches)
      Depth += is_contained(O.Blocks, R.Entry);
    if (Depth == MaxDepth)
      Deep.push_back(R);
  }
  return Deep;
}

/// True when \p L holds a loop whose exit branch is divergent.
static bool hasDivergentInnerLoop(const Loop &L, const LockstepUniformity &U) {
  for (const Loop *Sub : L.getLoopsInPreorder()) {
    if (Sub == &L)
      continue;
    SmallVector<BasicBlock *, 4> Exiting;
    Sub->getExitingBlocks(Exiting);
    for (BasicBlock *BB : Exiting)
      if (isDivergentBranch(U, *BB))
        return true;
  }
  return false;
}

std::vector<LinearRegion>
linearize::mergeableLoopRegions(Function &F, FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  SmallVector<BasicBlock *, 32> RPO(RPOT.begin(), RPOT.end());
  std::vector<LinearRegion> Regions;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!hasDivergentInnerLoop(*L, U))
      continue;
    BasicBlock *Pre = L->getLoopPreheader(), *Exit = L->getUniqueExitBlock();
    if (!Pre || !Exit)
      continue;
    LinearRegion R;
    R.Entry = Pre;
    R.Exit = Exit;
    R.Blocks = sandwich(Pre, Exit, DT, RPO);
    R.MergeLoops = R.KeepChain = true;
    if (R.Blocks.size() == L->getNumBlocks())
      Regions.push_back(std::move(R));
  }
  return Regions;
}
