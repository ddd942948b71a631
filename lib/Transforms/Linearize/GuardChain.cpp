//===- GuardChain.cpp - The guard chain of a linearized region ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Plans Algorithm 1 of Anantpur & Govindarajan on a region: units in
/// reverse post-order (a structured sub-region of Algorithm 3 is one unit,
/// guarded only at its entry), back-edge guards for retreating edges, and
/// the guard-value propagation of Section 4.2. Loops of the chain must be
/// nested or disjoint (Section 3.2): when two back-edge intervals
/// [target, source] overlap, the later one's target moves up to the
/// earlier one's ("the closest back edge destination"). With loop merging
/// (Section 5.2) only the outermost intervals keep a back-edge guard: an
/// inner loop's next iteration then runs when the outer guard sends the
/// thread back, together with lanes starting another outer iteration.
///
//===----------------------------------------------------------------------===//

#include "GuardChain.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

static std::string blockName(const BasicBlock *BB) {
  if (BB->hasName())
    return "%" + BB->getName().str();
  return "%<unnamed>";
}

unsigned GuardChain::idOf(const BasicBlock *BB) const {
  if (BB == Region.Exit)
    return exitId();
  return EntryId.lookup(BB);
}

SmallVector<unsigned, 2> linearize::successorIds(const GuardChain &C,
                                                 const BasicBlock &BB) {
  SmallVector<unsigned, 2> Ids;
  for (const BasicBlock *S : successors(&BB))
    if (!is_contained(Ids, C.idOf(S)))
      Ids.push_back(C.idOf(S));
  return Ids;
}

Error GuardChain::formUnits(bool UseSubRegions) {
  Units.clear();
  EntryId.clear();
  DenseMap<const BasicBlock *, unsigned> Pos;
  for (auto [I, BB] : enumerate(Region.Blocks))
    Pos[BB] = I;
  SmallPtrSet<const BasicBlock *, 16> InSub;
  std::vector<std::pair<unsigned, SmallVector<BasicBlock *, 4>>> Items;
  if (UseSubRegions)
    for (const StructuredSubRegion &SR : Region.SubRegions) {
      for (BasicBlock *BB : SR.Blocks)
        if (!Pos.count(BB) || !InSub.insert(BB).second)
          return createStringError("structured sub-region at " +
                                   blockName(SR.Entry) +
                                   " is not inside the region");
      Items.push_back({Pos[SR.Entry], SmallVector<BasicBlock *, 4>(
                                          SR.Blocks.begin(), SR.Blocks.end())});
    }
  for (BasicBlock *BB : Region.Blocks)
    if (!InSub.count(BB))
      Items.push_back({Pos[BB], {BB}});
  llvm::sort(Items,
             [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto &Item : Items) {
    Units.emplace_back();
    Units.back().Blocks = Item.second;
    EntryId[Item.second.front()] = Units.size();
  }
  return Error::success();
}

Error GuardChain::collectSuccIds() {
  DenseMap<const BasicBlock *, unsigned> Owner;
  for (auto [U, Un] : enumerate(Units))
    for (BasicBlock *BB : Un.Blocks)
      Owner[BB] = U + 1;
  for (auto [U, Un] : enumerate(Units)) {
    Un.SuccIds.clear();
    for (BasicBlock *BB : Un.Blocks) {
      const Instruction *T = BB->getTerminator();
      if (!isa<BranchInst, SwitchInst>(T))
        return createStringError(blockName(BB) + " ends in a " +
                                 T->getOpcodeName() +
                                 " (only br and switch are linearized)");
      for (BasicBlock *S : successors(BB)) {
        if (Un.Blocks.size() > 1 && Owner.lookup(S) == U + 1)
          continue; // Inside the structured sub-region.
        unsigned Id = idOf(S);
        if (!Id)
          return createStringError("edge " + blockName(BB) + " -> " +
                                   blockName(S) +
                                   " enters a unit past its entry or leaves "
                                   "the region");
        if (!is_contained(Un.SuccIds, Id))
          Un.SuccIds.push_back(Id);
      }
    }
    if (Un.Blocks.size() > 1 && Un.SuccIds.size() != 1)
      return createStringError("structured sub-region at " +
                               blockName(Un.entry()) + " has several exits");
  }
  const Instruction *T = Region.Entry->getTerminator();
  if (!isa<BranchInst, SwitchInst>(T))
    return createStringError("the region entry ends in a " +
                             std::string(T->getOpcodeName()));
  EntrySuccIds = successorIds(*this, *Region.Entry);
  if (is_contained(EntrySuccIds, 0u))
    return createStringError("the region entry " + blockName(Region.Entry) +
                             " also branches out of the region");
  return Error::success();
}

void GuardChain::placeBackGuards() {
  unsigned N = numUnits();
  for (unsigned U = 0; U < N; ++U)
    for (unsigned Id : Units[U].SuccIds)
      if (Id <= U + 1 && (!Units[U].BackTarget || Id < Units[U].BackTarget))
        Units[U].BackTarget = Id;
  // Overlapping intervals [t, end]: the later one's target moves up.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned A = 0; A < N; ++A)
      for (unsigned B = 0; B < N; ++B) {
        unsigned TA = Units[A].BackTarget, TB = Units[B].BackTarget;
        if (TA && TB && TA < TB && TB <= A + 1 && A < B) {
          Units[B].BackTarget = TA;
          Changed = true;
        }
      }
  }
  if (!Region.MergeLoops)
    return;
  // Loop merging: an interval inside another loses its back-edge guard.
  for (unsigned A = 0; A < N; ++A)
    for (unsigned B = 0; B < N; ++B)
      if (A < B && Units[A].BackTarget && Units[B].BackTarget &&
          Units[B].BackTarget <= Units[A].BackTarget)
        Units[A].BackTarget = 0;
}

void GuardChain::wireNodes() {
  unsigned N = numUnits();
  Nodes.assign(3 * N + 2, ChainNode());
  auto After = [&](unsigned U) {
    return U + 1 < N ? guardNode(U + 1) : exitNode();
  };
  for (unsigned U = 0; U < N; ++U) {
    int Next = Units[U].BackTarget ? backNode(U) : After(U);
    Nodes[guardNode(U)] = {NodeKind::Guard, U, {bodyNode(U), Next}, -1};
    Nodes[bodyNode(U)] = {NodeKind::Body, U, {Next, -1}, -1};
    Nodes[backNode(U)] = {NodeKind::Back, U, {-1, -1}, -1};
    if (unsigned T = Units[U].BackTarget)
      Nodes[backNode(U)].Succ[0] = guardNode(T - 1),
      Nodes[backNode(U)].Succ[1] = After(U);
  }
  Nodes[exitNode()] = {NodeKind::Exit, 0, {-1, -1}, -1};
  Nodes[entryNode()] = {NodeKind::Entry, 0, {guardNode(0), -1}, -1};
}

Expected<GuardChain> GuardChain::build(const LinearRegion &R) {
  GuardChain C;
  C.Region = R;
  if (R.Blocks.empty() || !R.Entry || !R.Exit)
    return createStringError("the region has no blocks or no exit");
  Error E = C.formUnits(/*UseSubRegions=*/true);
  if (!E)
    E = C.collectSuccIds();
  if (E) {
    // Linearize every block on its own when the sub-regions do not fit.
    consumeError(std::move(E));
    if (Error E2 = C.formUnits(/*UseSubRegions=*/false))
      return E2;
    if (Error E2 = C.collectSuccIds())
      return E2;
  }
  C.placeBackGuards();
  C.wireNodes();
  return C;
}

bool GuardChain::isHeaderGuard(int Node) const {
  if (Nodes[Node].Kind != NodeKind::Guard)
    return false;
  unsigned Id = Nodes[Node].Unit + 1;
  return any_of(Units, [&](const Unit &U) { return U.BackTarget == Id; });
}

/// Guard values 1..Id (the values a back-edge guard sends back).
static BitVector lowMask(unsigned Size, unsigned Id) {
  BitVector M(Size);
  M.set(1, Id + 1);
  return M;
}

BitVector GuardChain::transfer(int N, unsigned Which,
                               const BitVector &In) const {
  const ChainNode &Node = Nodes[N];
  unsigned Size = exitId() + 1, Id = Node.Unit + 1;
  BitVector Out(Size);
  switch (Node.Kind) {
  case NodeKind::Entry:
    for (unsigned V : EntrySuccIds)
      Out.set(V);
    return Out;
  case NodeKind::Body:
    if (In.any())
      for (unsigned V : Units[Node.Unit].SuccIds)
        Out.set(V);
    return Out;
  case NodeKind::Guard:
  case NodeKind::Back: {
    BitVector M =
        Node.Kind == NodeKind::Guard ? BitVector(Size) : lowMask(Size, Id);
    if (Node.Kind == NodeKind::Guard)
      M.set(Id);
    Out = In;
    if (Which == 0)
      Out &= M;
    else
      Out.reset(M);
    return Out;
  }
  case NodeKind::Exit:
    return Out;
  }
  return Out;
}

std::vector<BitVector> GuardChain::propagate() const {
  std::vector<BitVector> In(Nodes.size(), BitVector(exitId() + 1));
  SmallVector<int, 32> Work = {entryNode()};
  while (!Work.empty()) {
    int N = Work.pop_back_val();
    for (unsigned Which = 0; Which < 2; ++Which) {
      int S = Nodes[N].Succ[Which];
      if (S < 0 || (Nodes[N].Always >= 0 && Nodes[N].Always != (int)Which))
        continue;
      BitVector Out = transfer(N, Which, In[N]);
      BitVector Old = In[S];
      In[S] |= Out;
      if (In[S] != Old)
        Work.push_back(S);
    }
  }
  return In;
}

Error GuardChain::check(const std::vector<BitVector> &In) const {
  for (unsigned V : In[exitNode()].set_bits())
    if (V != exitId())
      return createStringError(
          "guard propagation: a thread could leave the region before " +
          blockName(Units[V - 1].entry()));
  for (unsigned U = 0; U < numUnits(); ++U) {
    unsigned T = Units[U].BackTarget;
    if (!T)
      continue;
    for (unsigned V : In[backNode(U)].set_bits())
      if (V < T)
        return createStringError("guard propagation: the back-edge guard of " +
                                 blockName(Units[U].entry()) + " could skip " +
                                 blockName(Units[V - 1].entry()));
  }
  return Error::success();
}

std::vector<int> GuardChain::reachableNodes() const {
  std::vector<bool> Seen(Nodes.size());
  SmallVector<int, 32> Work = {entryNode()};
  Seen[entryNode()] = true;
  while (!Work.empty()) {
    int N = Work.pop_back_val();
    for (unsigned Which = 0; Which < 2; ++Which) {
      int S = Nodes[N].Succ[Which];
      if (S < 0 || Seen[S] ||
          (Nodes[N].Always >= 0 && Nodes[N].Always != (int)Which))
        continue;
      Seen[S] = true;
      Work.push_back(S);
    }
  }
  std::vector<int> R;
  for (int N = 0; N < entryNode(); ++N)
    if (Seen[N])
      R.push_back(N);
  return R;
}

unsigned GuardChain::numGuardTests() const {
  unsigned Count = 0;
  for (int N : reachableNodes())
    if ((Nodes[N].Kind == NodeKind::Guard || Nodes[N].Kind == NodeKind::Back) &&
        Nodes[N].Always < 0)
      ++Count;
  return Count;
}

unsigned GuardChain::numBackGuards() const {
  unsigned Count = 0;
  for (int N : reachableNodes())
    Count += Nodes[N].Kind == NodeKind::Back;
  return Count;
}
