//===- LinearizeOptimizations.cpp - O1-O4 on the guard chain --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The optimizations of Anantpur & Govindarajan, Section 4.2, driven by the
/// guard-value propagation (GuardChain::propagate), levels as in Table 4:
///
///  - O1: an edge out of a block (or the region entry) whose guard values
///    cannot match the next guard goes to the first guard that can match.
///  - O2: likewise for a guard's fall-through edge, which nests the guards
///    of the blocks it dominates under it (a thread that skipped B_i cannot
///    want a block only B_i leads to: those guards are jumped over).
///  - O3: a guard block left with a single predecessor, a block of the
///    region, merges into it (after SSA construction the test often folds
///    into that block's own condition).
///  - O4: guards whose outcome the propagation knows become unconditional;
///    after SSA construction, guard tests on constants fold and dead guard
///    blocks disappear.
///
/// Regions of the applications (LinearRegion::KeepChain) get O3 and O4 only:
/// jumping over guards would nest the branches the chain flattened.
///
/// No edge ever goes from outside straight into a block of the region (the
/// block would then have two predecessors, a crossing edge that runs it
/// twice): bodies are entered only from their guard.
///
/// Redirections never enter a loop of the chain past its header guard
/// (header guards are not jumped over, and back edges end at the header),
/// so the loops stay natural and nested or disjoint. Nor do they leave a
/// loop or go back to its header except through its back-edge guard: every
/// loop of the chain keeps one latch and one exit, so the divergent branches
/// inside it reconverge before the back-edge guard on every iteration
/// (under post-dominator reconvergence a branch whose two sides reached two
/// latches or two exits would reconverge only after the loop, and each lane
/// group would run the remaining iterations on its own).
///
/// \code
///   before (O0):  B1 -> G2 -?-> B2 -> G3 -?-> B3 ...    G5 -?-> B5 -> G6
///   after  (O1):  B1 (g = 5) ------------------------> G5 -?-> B5 -> ...
/// \endcode
///
//===----------------------------------------------------------------------===//

#include "GuardChain.h"
#include "LinearizeCodeGen.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

int GuardChain::resolve(int T, const BitVector &S, unsigned Level) const {
  if (S.none())
    return T;
  for (size_t Step = 0; Step <= Nodes.size(); ++Step) {
    const ChainNode &N = Nodes[T];
    unsigned Id = N.Unit + 1;
    if (N.Kind == NodeKind::Guard) {
      if (isHeaderGuard(T))
        return T;
      if (!S.test(Id)) {
        T = N.Succ[1];
        continue;
      }
      return T;
    }
    // A back-edge guard is never jumped over nor around: it stays its
    // loop's only latch and only exit (see the file header).
    return T;
  }
  return T;
}

void GuardChain::optimize(unsigned Level) {
  if (Level < LevelO1)
    return;
  std::vector<BitVector> In = propagate();
  for (int N : reachableNodes()) {
    ChainNode &Node = Nodes[N];
    for (unsigned Which = 0; Which < 2; ++Which) {
      if (Node.Succ[Which] < 0)
        continue;
      bool FromBlock = Node.Kind == NodeKind::Body;
      bool FallThrough = Which == 1 && (Node.Kind == NodeKind::Guard ||
                                        Node.Kind == NodeKind::Back);
      if (Region.KeepChain ||
          (!FromBlock && !(FallThrough && Level >= LevelO2)))
        continue;
      Node.Succ[Which] =
          resolve(Node.Succ[Which], transfer(N, Which, In[N]), Level);
    }
  }
  ChainNode &Entry = Nodes[entryNode()];
  if (!Region.KeepChain)
    Entry.Succ[0] = resolve(Entry.Succ[0], transfer(entryNode(), 0, {}), Level);
  if (Level < LevelO4)
    return;
  // O4: guards whose outcome is known for every value that reaches them.
  In = propagate();
  for (int N : reachableNodes()) {
    ChainNode &Node = Nodes[N];
    if (Node.Kind != NodeKind::Guard && Node.Kind != NodeKind::Back)
      continue;
    if (transfer(N, 1, In[N]).none())
      Node.Always = 0;
    else if (transfer(N, 0, In[N]).none())
      Node.Always = 1;
  }
}

/// O4: simplifies the tests of \p Created and folds constant branches;
/// deletes the created blocks nothing reaches any more.
static unsigned foldConstantGuards(ArrayRef<BasicBlock *> Created,
                                   CFGUpdateTracker &CFG) {
  const DataLayout &DL = Created.front()->getModule()->getDataLayout();
  for (BasicBlock *BB : Created) {
    for (Instruction &I : make_early_inc_range(*BB))
      if (Value *V = simplifyInstruction(&I, SimplifyQuery(DL))) {
        I.replaceAllUsesWith(V);
        I.eraseFromParent();
      }
    ConstantFoldTerminator(BB, /*DeleteDeadConditions=*/true, nullptr,
                           CFG.deleter());
  }
  unsigned Removed = 0;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : Created)
      if (!CFG.isDeleted(BB) && pred_empty(BB)) {
        DeleteDeadBlocks({BB}, CFG.deleter());
        ++Removed, Changed = true;
      }
  }
  return Removed;
}

unsigned linearize::foldLinearizedBlocks(ArrayRef<BasicBlock *> Created,
                                         CFGUpdateTracker &CFG,
                                         unsigned Level) {
  if (Created.empty() || Level < LevelO3)
    return 0;
  unsigned Removed = Level >= LevelO4 ? foldConstantGuards(Created, CFG) : 0;
  SmallPtrSet<BasicBlock *, 16> IsCreated(Created.begin(), Created.end());
  // O3: a guard with one predecessor, a block of the region, merges into it.
  for (BasicBlock *BB : Created) {
    BasicBlock *Pred = CFG.isDeleted(BB) ? nullptr : BB->getSinglePredecessor();
    if (Pred && !IsCreated.count(Pred) && Pred->getSingleSuccessor() == BB &&
        MergeBlockIntoPredecessor(BB, CFG.deleter()))
      ++Removed;
  }
  return Removed;
}
