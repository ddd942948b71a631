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
///    after SSA construction, guard tests on constants fold, dead and empty
///    guard blocks disappear, and the other tests fold into predicates of
///    the units' branch conditions (GuardTestFolding.cpp).
///
/// O1 and O2 run to a fixpoint, and a redirection is made only when, in the
/// chain without its back edges, the two sides of every branch still meet
/// at its immediate post-dominator before any node reached from both
/// (GuardChain::reconvergesOnce). An edge that crosses another breaks that:
/// the branch before both reconverges only after them, and the guards and
/// blocks in between run once per lane group, the duplicate execution the
/// chain removes. (The bench's held-out TOK, a goto state machine, ran 74%
/// more warp instructions at level 4 than at level 0 before this rule.)
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

int GuardChain::resolve(int T, const BitVector &S) const {
  if (S.none())
    return T;
  for (size_t Step = 0; Step <= Nodes.size(); ++Step) {
    const ChainNode &N = Nodes[T];
    // A back-edge guard is never jumped over nor around: it stays its
    // loop's only latch and only exit (see the file header). Nor is a
    // loop's header guard: the loop is entered there only.
    if (N.Kind != NodeKind::Guard || isHeaderGuard(T) || S.test(N.Unit + 1))
      return T;
    T = N.Succ[1];
  }
  return T;
}

SmallVector<int, 2> GuardChain::forwardSuccessors(int N) const {
  const ChainNode &Node = Nodes[N];
  SmallVector<int, 2> Out;
  for (unsigned Which = 0; Which < 2; ++Which) {
    int S = Node.Succ[Which];
    if (S < 0 || (Node.Always >= 0 && Node.Always != (int)Which) ||
        (Node.Kind == NodeKind::Back && Which == 0) || is_contained(Out, S))
      continue;
    Out.push_back(S);
  }
  return Out;
}

/// Nodes below \p Stop reachable from \p From (included when below Stop).
static BitVector reachBelow(const GuardChain &C, int From, int Stop) {
  BitVector Seen(C.Nodes.size());
  SmallVector<int, 16> Work;
  if (From < Stop)
    Work.push_back(From), Seen.set(From);
  while (!Work.empty())
    for (int S : C.forwardSuccessors(Work.pop_back_val()))
      if (S < Stop && !Seen.test(S))
        Seen.set(S), Work.push_back(S);
  return Seen;
}

bool GuardChain::reconvergesOnce() const {
  // Node order is a topological order of the forward edges (every forward
  // edge goes to a later node) and the exit node is the last: immediate
  // post-dominators from the successors' by the usual intersection.
  int Exit = exitNode();
  std::vector<int> IPDom(Nodes.size(), Exit);
  auto Meet = [&](int A, int B) {
    while (A != B)
      A < B ? A = IPDom[A] : B = IPDom[B];
    return A;
  };
  std::vector<int> Live = reachableNodes();
  for (int N : reverse(Live)) {
    if (N == Exit)
      continue;
    int P = -1;
    for (int S : forwardSuccessors(N))
      P = P < 0 ? S : Meet(P, S);
    IPDom[N] = P < 0 ? Exit : P;
  }
  for (int N : Live) {
    SmallVector<int, 2> Succs = forwardSuccessors(N);
    if (Succs.size() < 2)
      continue;
    BitVector Both = reachBelow(*this, Succs[0], IPDom[N]);
    if (Both.anyCommon(reachBelow(*this, Succs[1], IPDom[N])))
      return false;
  }
  return true;
}

/// Chains larger than this keep every guard (the check is quadratic).
static constexpr unsigned MaxRedirectedUnits = 128;

/// One pass of O1/O2 over the chain with the guard values of the current
/// chain; returns whether an edge moved. The edges that would go to the
/// same guard are tried together first (two edges that each cross the
/// other's old target can only move together), then one by one.
bool GuardChain::redirectRound() {
  std::vector<BitVector> In = propagate();
  // (new target, edge) for every edge O1/O2 would move.
  SmallVector<std::pair<int, int *>, 32> Moves;
  auto Add = [&](int &Edge, const BitVector &S) {
    int New = resolve(Edge, S);
    if (New != Edge)
      Moves.push_back({New, &Edge});
  };
  Add(Nodes[entryNode()].Succ[0], transfer(entryNode(), 0, {}));
  for (int N : reachableNodes()) {
    ChainNode &Node = Nodes[N];
    bool Guard = Node.Kind == NodeKind::Guard || Node.Kind == NodeKind::Back;
    for (unsigned Which = 0; Which < 2; ++Which) {
      bool FromBlock = Node.Kind == NodeKind::Body;
      bool FallThrough = Which == 1 && Guard;
      if (Node.Succ[Which] >= 0 &&
          (FromBlock || (FallThrough && RedirectFallThrough)))
        Add(Node.Succ[Which], transfer(N, Which, In[N]));
    }
  }
  llvm::stable_sort(
      Moves, [](const auto &A, const auto &B) { return A.first < B.first; });
  bool Changed = false;
  auto Apply = [&](ArrayRef<std::pair<int, int *>> Group) {
    SmallVector<int, 8> Old;
    for (auto [New, Edge] : Group)
      Old.push_back(*Edge), *Edge = New;
    if (reconvergesOnce())
      return Changed = true;
    for (auto [I, Move] : enumerate(Group))
      *Move.second = Old[I];
    return false;
  };
  for (size_t I = 0; I < Moves.size();) {
    size_t J = I;
    while (J < Moves.size() && Moves[J].first == Moves[I].first)
      ++J;
    ArrayRef<std::pair<int, int *>> Group(Moves.data() + I, J - I);
    if (Group.size() < 2 || !Apply(Group))
      for (const auto &Move : Group)
        Apply(Move);
    I = J;
  }
  return Changed;
}

void GuardChain::optimize(unsigned Level) {
  if (Level < LevelO1)
    return;
  // O1 and O2 to a fixpoint: every redirection only removes guard values
  // from the nodes it jumps over, so the rounds end. A redirection that
  // would let a node run for two lane groups of a warp (an edge crossing
  // another: the branch before them reconverges only after both) is not
  // made: it would bring back the duplicate execution the chain removes.
  RedirectFallThrough = Level >= LevelO2;
  if (!Region.KeepChain && numUnits() <= MaxRedirectedUnits)
    for (unsigned Round = 0; Round <= Nodes.size() && redirectRound(); ++Round)
      ;
  if (Level < LevelO4)
    return;
  // O4: guards whose outcome is known for every value that reaches them.
  std::vector<BitVector> In = propagate();
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
        // With the test, the guard assignment it read may die (a select).
        I.replaceAllUsesWith(V);
        RecursivelyDeleteTriviallyDeadInstructions(&I);
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
  if (Level < LevelO4)
    return Removed;
  // O4: a guard block left with only its jump (its test folded) goes; its
  // predecessors branch on to its successor.
  for (BasicBlock *BB : Created)
    if (!CFG.isDeleted(BB) && BB->size() == 1 && BB->getSingleSuccessor() &&
        BB->getSingleSuccessor() != BB &&
        TryToSimplifyUncondBranchFromEmptyBlock(BB, CFG.deleter()))
      ++Removed;
  return Removed;
}
