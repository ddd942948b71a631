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
///  - Branch interleaving (5.1, `interleave`): the region of an outermost
///    divergent branch whose arms both load is linearized in an order that
///    alternates the arms' blocks, so that one arm's work sits between the
///    other's load and its use (seen in the SM timing model's sm_cycles).
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

namespace {
struct BranchRegion {
  LinearRegion Region;
  unsigned Depth = 0; ///< How many other branch regions hold its branch.
};
} // namespace

/// The single-entry single-exit region of every divergent two-way branch,
/// from the branch to its immediate post-dominator.
static std::vector<BranchRegion> branchRegions(Function &F,
                                               FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  SmallVector<BasicBlock *, 32> RPO(RPOT.begin(), RPOT.end());
  std::vector<BranchRegion> Branches;
  for (BasicBlock *BB : RPO) {
    DomTreeNode *N = PDT.getNode(BB);
    if (!isDivergentBranch(U, *BB) || !N || !N->getIDom() ||
        !N->getIDom()->getBlock())
      continue;
    BranchRegion B;
    B.Region.Entry = BB;
    B.Region.Exit = N->getIDom()->getBlock();
    B.Region.Blocks = sandwich(BB, B.Region.Exit, DT, RPO);
    B.Region.KeepChain = true;
    if (!B.Region.Blocks.empty())
      Branches.push_back(std::move(B));
  }
  for (BranchRegion &B : Branches)
    for (const BranchRegion &O : Branches)
      B.Depth += is_contained(O.Region.Blocks, B.Region.Entry);
  return Branches;
}

std::vector<LinearRegion>
linearize::deepBranchRegions(Function &F, FunctionAnalysisManager &FAM,
                             unsigned MaxDepth) {
  std::vector<LinearRegion> Deep;
  for (BranchRegion &B : branchRegions(F, FAM))
    if (B.Depth == MaxDepth)
      Deep.push_back(std::move(B.Region));
  return Deep;
}

/// Blocks of \p R reachable from \p From without leaving the region.
static SmallPtrSet<BasicBlock *, 16> reachIn(const LinearRegion &R,
                                             BasicBlock *From) {
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work = {From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB != R.Exit && Seen.insert(BB).second)
      append_range(Work, successors(BB));
  }
  return Seen;
}

/// Branch interleaving (Section 5.1): a topological order of the acyclic
/// region \p R that alternates between the blocks only the branch's first
/// successor reaches and those only its second reaches (Fig. 7(b): B2 B5
/// B3 B6 B4 B7), joins when nothing else is ready. False when \p R has a
/// cycle or an arm without a load to hide.
static bool interleaveArms(LinearRegion &R) {
  auto *Br = cast<BranchInst>(R.Entry->getTerminator());
  auto Reach0 = reachIn(R, Br->getSuccessor(0));
  auto Reach1 = reachIn(R, Br->getSuccessor(1));
  DenseMap<BasicBlock *, unsigned> Pos, Preds;
  for (auto [I, BB] : enumerate(R.Blocks))
    Pos[BB] = I;
  for (BasicBlock *BB : R.Blocks)
    for (BasicBlock *S : successors(BB))
      if (Pos.count(S)) {
        if (Pos[S] <= Pos[BB])
          return false; // A loop: keep it out of interleaving.
        ++Preds[S];
      }
  auto Arm = [&](BasicBlock *BB) {
    return Reach0.count(BB) && !Reach1.count(BB)   ? 0
           : Reach1.count(BB) && !Reach0.count(BB) ? 1
                                                   : 2;
  };
  auto HasLoad = [&](unsigned A) {
    return any_of(R.Blocks, [&](BasicBlock *BB) {
      return Arm(BB) == (int)A &&
             any_of(*BB, [](Instruction &I) { return isa<LoadInst>(I); });
    });
  };
  if (!HasLoad(0) || !HasLoad(1))
    return false;
  SmallVector<BasicBlock *, 16> Ready, Order;
  for (BasicBlock *BB : R.Blocks)
    if (!Preds[BB])
      Ready.push_back(BB);
  int Last = 1;
  while (!Ready.empty()) {
    // The earliest ready block of the other arm, else of this arm, else a
    // join.
    auto Pick = Ready.end();
    for (int Want : {1 - Last, Last, 2}) {
      for (auto It = Ready.begin(); It != Ready.end(); ++It)
        if (Arm(*It) == Want && (Pick == Ready.end() || Pos[*It] < Pos[*Pick]))
          Pick = It;
      if (Pick != Ready.end())
        break;
    }
    BasicBlock *BB = *Pick;
    Ready.erase(Pick);
    Order.push_back(BB);
    if (Arm(BB) != 2)
      Last = Arm(BB);
    for (BasicBlock *S : successors(BB))
      if (Pos.count(S) && --Preds[S] == 0)
        Ready.push_back(S);
  }
  R.Blocks.assign(Order.begin(), Order.end());
  return true;
}

std::vector<LinearRegion>
linearize::interleavedBranchRegions(Function &F, FunctionAnalysisManager &FAM) {
  std::vector<LinearRegion> Regions;
  for (BranchRegion &B : branchRegions(F, FAM))
    if (B.Depth == 0 && interleaveArms(B.Region))
      Regions.push_back(std::move(B.Region));
  return Regions;
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
