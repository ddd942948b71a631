//===- LoopSplitPlan.cpp - Which loops may be split, and how --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The roles and groups of LoopSplitPlan.h. Reason codes of a refusal:
/// nested (the loop has inner loops), not-simplified (several latches, or
/// an edge into the loop or out of it that is not a br or switch edge, or a
/// header or exit block whose address is taken: the preheader and dedicated
/// exits the rewrite makes where missing need split edges), no-exit (an
/// infinite loop: the first loop of a split would never let the others run),
/// terminator (not br or switch), token, convergent (barriers, warp operations,
/// any convergent call), atomic, fence, volatile, inline-asm, indirect-call,
/// unknown-call (no body, or deeper than 8), memory-call (the callee or
/// intrinsic accesses memory), control-reads-written-memory, too-large (more
/// than 256 memory statements), single-group (no two independent groups),
/// live-out-mixes-groups (an exit phi merges values of two groups),
/// live-out-early-exit (an exit phi of a loop with several exit blocks
/// takes a value of a group that does not stay in the original loop),
/// control-side-effects (the exit tests depend on a call LLVM does not know
/// to be free of side effects), live-out-not-dominating (with several
/// exits: a value of an earlier group used after the loop is not computed
/// on every path out of it).
///
//===----------------------------------------------------------------------===//

#include "LoopSplitPlan.h"

#include "LoopSplitGroups.h"
#include "lockstep/Analysis/LaneLocalAsm.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

constexpr unsigned MaxCallDepth = 8;
constexpr unsigned MaxMemoryStatements = 256;

Refusal refuse(StringRef Code, const Twine &Message) {
  return {Code.str(), Message.str()};
}

/// Whether \p F (and what it calls, to MaxCallDepth) accesses no memory and
/// synchronizes nothing: such a call is an ordinary value.
bool isPureFunction(const Function &F, unsigned Depth) {
  if (F.doesNotAccessMemory() && !F.isConvergent())
    return true;
  if (F.isDeclaration() || Depth >= MaxCallDepth || F.isConvergent())
    return false;
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (CB && !isLaneLocalAsm(*CB) &&
        (CB->isInlineAsm() || CB->isConvergent() || !CB->getCalledFunction() ||
         !isPureFunction(*CB->getCalledFunction(), Depth + 1)))
      return false;
    if (!CB && (I.mayReadOrWriteMemory() || I.mayThrow()))
      return false;
  }
  return true;
}

Refusal callRefusal(const CallBase &CB) {
  if (isLaneLocalAsm(CB)) // A __half operation: an ordinary value.
    return {};
  if (CB.isInlineAsm())
    return refuse("inline-asm", "the loop contains inline assembly");
  if (CB.isConvergent())
    return refuse("convergent", "the loop contains a barrier, a warp "
                                "operation or another convergent call");
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return refuse("indirect-call", "the loop makes an indirect call");
  if (isPureFunction(*Callee, 0))
    return {};
  if (Callee->isIntrinsic() || !Callee->isDeclaration())
    return refuse("memory-call", "the loop calls @" + Callee->getName() +
                                     ", which accesses memory");
  return refuse("unknown-call", "the loop calls @" + Callee->getName() +
                                    ", whose body is not in the module");
}

Refusal instructionRefusal(const Instruction &I) {
  if (I.getType()->isTokenTy())
    return refuse("token", "the loop defines a token value");
  if (I.isTerminator() && !isa<BranchInst>(I) && !isa<SwitchInst>(I))
    return refuse("terminator",
                  "the loop ends a block with " + Twine(I.getOpcodeName()));
  if (isa<FenceInst>(I))
    return refuse("fence", "the loop executes a memory fence");
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) || I.isAtomic())
    return refuse("atomic", "the loop performs an atomic operation");
  if (I.isVolatile())
    return refuse("volatile", "the loop makes a volatile memory access");
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return callRefusal(*CB);
  return {};
}

/// Whether the edges from outside \p L into \p BB can be split (a
/// preheader or a dedicated exit block made for them).
bool splittableEdges(const Loop &L, const BasicBlock &BB, bool FromInside) {
  for (const BasicBlock *Pred : predecessors(&BB))
    if (L.contains(Pred) == FromInside &&
        !isa<BranchInst>(Pred->getTerminator()) &&
        !isa<SwitchInst>(Pred->getTerminator()))
      return false;
  return !BB.hasAddressTaken();
}

Refusal shapeRefusal(const Loop &L) {
  SmallVector<BasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  if (Exits.empty())
    return refuse("no-exit", "the loop never exits");
  if (!L.getLoopLatch() || !splittableEdges(L, *L.getHeader(), false) ||
      !all_of(Exits,
              [&](BasicBlock *E) { return splittableEdges(L, *E, true); }))
    return refuse("not-simplified",
                  "the loop has several latches, or edges into it or out of "
                  "it that cannot take a preheader or dedicated exit block");
  return {};
}

/// The loop's blocks in reverse post-order from the header, back edges
/// ignored (the body of an innermost loop is acyclic).
std::vector<BasicBlock *> loopRPO(const Loop &L) {
  std::vector<BasicBlock *> Post;
  SmallPtrSet<BasicBlock *, 32> Seen;
  SmallVector<std::pair<BasicBlock *, unsigned>, 32> Stack;
  Stack.push_back({L.getHeader(), 0});
  Seen.insert(L.getHeader());
  while (!Stack.empty()) {
    auto &[BB, Next] = Stack.back();
    Instruction *T = BB->getTerminator();
    if (Next < T->getNumSuccessors()) {
      BasicBlock *S = T->getSuccessor(Next++);
      if (L.contains(S) && S != L.getHeader() && Seen.insert(S).second)
        Stack.push_back({S, 0});
      continue;
    }
    Post.push_back(BB);
    Stack.pop_back();
  }
  return {Post.rbegin(), Post.rend()};
}

class Planner {
public:
  Planner(Loop &L, DominatorTree &DT, DependenceInfo &DI)
      : L(L), DT(DT), DI(DI) {}
  PlanResult run();

private:
  bool inLoop(const Value *V) const {
    const auto *I = dyn_cast<Instruction>(V);
    return I && L.contains(I);
  }
  Refusal markControl();
  bool clobbered(Instruction &Load);
  Refusal markReplicasAndAnchors();
  void addMemoryEdges(std::vector<DepEdge> &Edges);
  Refusal checkLiveOuts();

  Loop &L;
  DominatorTree &DT;
  DependenceInfo &DI;
  LoopSplitPlan P;
  std::vector<Instruction *> Order;   ///< Loop instructions, program order.
  std::vector<Instruction *> Stores;  ///< Instructions writing memory.
  std::vector<Instruction *> Anchors; ///< Statements, program order.
};

Refusal Planner::markControl() {
  SmallVector<Instruction *, 32> Work;
  for (BasicBlock *BB : P.Blocks)
    Work.push_back(BB->getTerminator());
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!P.Role.insert({I, ControlRole}).second)
      continue;
    if (!I->isTerminator() && I->mayHaveSideEffects())
      return refuse("control-side-effects",
                    "the loop's control flow depends on an instruction with "
                    "side effects");
    for (Value *Op : I->operands())
      if (inLoop(Op))
        Work.push_back(cast<Instruction>(Op));
  }
  for (Instruction *I : Order)
    if (P.Role.count(I) && I->mayReadFromMemory() && clobbered(*I))
      return refuse("control-reads-written-memory",
                    "the loop's control flow reads memory the loop writes");
  return {};
}

/// Whether some store of the loop may write what \p Load reads, in any
/// iteration.
bool Planner::clobbered(Instruction &Load) {
  return any_of(
      Stores, [&](Instruction *S) { return DI.depends(S, &Load) != nullptr; });
}

Refusal Planner::markReplicasAndAnchors() {
  for (Instruction *I : Order) {
    if (P.Role.count(I)) // Control.
      continue;
    bool Pure =
        !I->mayHaveSideEffects() && !isa<CallBase>(I) &&
        !(isa<PHINode>(I) && I->getParent() == P.Header) &&
        (!I->mayReadFromMemory() || (isa<LoadInst>(I) && !clobbered(*I)));
    bool Inputs = all_of(I->operands(), [&](Value *Op) {
      if (!inLoop(Op))
        return true;
      auto It = P.Role.find(cast<Instruction>(Op));
      return It != P.Role.end() &&
             (It->second == ControlRole || It->second == ReplicaRole);
    });
    if (Pure && Inputs) {
      P.Role[I] = ReplicaRole;
      ++P.NumReplicas;
      continue;
    }
    P.Role[I] = int(Anchors.size()); // Statement number until grouped.
    Anchors.push_back(I);
  }
  unsigned Memory = count_if(
      Anchors, [](Instruction *I) { return I->mayReadOrWriteMemory(); });
  if (Memory > MaxMemoryStatements)
    return refuse("too-large", "the loop has more than " +
                                   Twine(MaxMemoryStatements) +
                                   " memory statements");
  return {};
}

/// Memory dependences between statements (one of them writing): B after A
/// when DependenceAnalysis proves the dependence loop-independent at this
/// loop's level, else both ways (one group).
void Planner::addMemoryEdges(std::vector<DepEdge> &Edges) {
  unsigned Level = L.getLoopDepth();
  std::vector<unsigned> Mem;
  for (unsigned I = 0; I < Anchors.size(); ++I)
    if (Anchors[I]->mayReadOrWriteMemory())
      Mem.push_back(I);
  for (unsigned X = 0; X < Mem.size(); ++X)
    for (unsigned Y = X + 1; Y < Mem.size(); ++Y) {
      Instruction *A = Anchors[Mem[X]], *B = Anchors[Mem[Y]];
      if (!A->mayWriteToMemory() && !B->mayWriteToMemory())
        continue;
      std::unique_ptr<Dependence> D = DI.depends(A, B);
      if (!D)
        continue;
      Edges.push_back({Mem[X], Mem[Y]});
      bool Forward = !D->isConfused() && Level <= D->getLevels() &&
                     D->getDirection(Level) == Dependence::DVEntry::EQ;
      if (!Forward)
        Edges.push_back({Mem[Y], Mem[X]});
    }
}

Refusal Planner::checkLiveOuts() {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  for (BasicBlock *E : P.Exits)
    for (PHINode &PN : E->phis()) {
      int Group = -1;
      for (Value *V : PN.incoming_values()) {
        int R = P.roleOf(V);
        if (inLoop(V) && R >= 0 && Group >= 0 && R != Group)
          return refuse("live-out-mixes-groups",
                        "a value after the loop merges values of two groups");
        if (inLoop(V) && R >= 0)
          Group = R;
      }
      if (!P.Exit && Group >= 0 && unsigned(Group) + 1 != P.NumGroups)
        return refuse("live-out-early-exit",
                      "a value of an earlier loop leaves the loop through "
                      "one of several exits");
    }
  for (Instruction *I : Order) {
    if (P.ownerOf(I) + 1 == P.NumGroups)
      continue;
    for (User *U : I->users()) {
      auto *UI = cast<Instruction>(U);
      if (L.contains(UI) ||
          (isa<PHINode>(UI) && is_contained(P.Exits, UI->getParent())))
        continue;
      if (!all_of(Exiting, [&](BasicBlock *X) {
            return DT.dominates(I->getParent(), X);
          }))
        return refuse("live-out-not-dominating",
                      "a value used after the loop is not computed on every "
                      "path out of it");
    }
  }
  return {};
}

/// Inner loops or an instruction the split may not copy or reorder.
Refusal contentRefusal(const Loop &L) {
  if (!L.isInnermost())
    return refuse("nested", "the loop contains another loop");
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (Refusal R = instructionRefusal(I))
        return R;
  return {};
}

PlanResult Planner::run() {
  PlanResult R;
  if ((R.Why = contentRefusal(L)) || (R.Why = shapeRefusal(L)))
    return R;
  P.Preheader = L.getLoopPreheader();
  P.Header = L.getHeader();
  P.Exit = L.getUniqueExitBlock();
  SmallVector<BasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  P.Exits.assign(Exits.begin(), Exits.end());
  P.Blocks = loopRPO(L);
  for (BasicBlock *BB : P.Blocks)
    for (Instruction &I : *BB) {
      Order.push_back(&I);
      if (I.mayWriteToMemory())
        Stores.push_back(&I);
    }
  if ((R.Why = markControl()) || (R.Why = markReplicasAndAnchors()))
    return R;
  std::vector<DepEdge> Edges;
  for (unsigned A = 0; A < Anchors.size(); ++A)
    for (Value *Op : Anchors[A]->operands())
      if (inLoop(Op) && P.roleOf(Op) >= 0) {
        Edges.push_back({A, unsigned(P.roleOf(Op))});
        Edges.push_back({unsigned(P.roleOf(Op)), A});
      }
  addMemoryEdges(Edges);
  std::vector<unsigned> Group = formStatementGroups(Anchors.size(), Edges);
  for (unsigned A = 0; A < Anchors.size(); ++A) {
    P.Role[Anchors[A]] = int(Group[A]);
    P.NumGroups = std::max(P.NumGroups, Group[A] + 1);
  }
  if (P.NumGroups < 2) {
    R.Why = refuse("single-group", "the loop's statements form no two "
                                   "independent groups");
    return R;
  }
  P.GroupSizes.assign(P.NumGroups, 0);
  for (unsigned G : Group)
    ++P.GroupSizes[G];
  if ((R.Why = checkLiveOuts()))
    return R;
  R.Plan = std::move(P);
  return R;
}

} // namespace

int LoopSplitPlan::roleOf(const Value *V) const {
  const auto *I = dyn_cast<Instruction>(V);
  auto It = I ? Role.find(I) : Role.end();
  return It == Role.end() ? ControlRole : It->second;
}

unsigned LoopSplitPlan::ownerOf(const Instruction *I) const {
  int R = roleOf(I);
  return R >= 0 ? unsigned(R) : NumGroups - 1;
}

PlanResult lockstep::split::planLoopSplit(Loop &L, DominatorTree &DT,
                                          DependenceInfo &DI) {
  return Planner(L, DT, DI).run();
}

LoopSplitPlan lockstep::split::mapPlan(const LoopSplitPlan &P,
                                       ValueToValueMapTy &VMap) {
  LoopSplitPlan Q = P;
  auto Block = [&](BasicBlock *BB) { return cast<BasicBlock>(VMap[BB]); };
  Q.Preheader = P.Preheader ? Block(P.Preheader) : nullptr;
  Q.Header = Block(P.Header);
  Q.Exit = P.Exit ? Block(P.Exit) : nullptr;
  for (BasicBlock *&BB : Q.Exits)
    BB = Block(BB);
  for (BasicBlock *&BB : Q.Blocks)
    BB = Block(BB);
  Q.Role.clear();
  for (const auto &[I, R] : P.Role)
    Q.Role[cast<Instruction>(VMap[I])] = R;
  return Q;
}
