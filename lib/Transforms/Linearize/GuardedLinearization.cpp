//===- GuardedLinearization.cpp - Algorithm 1 into the IR -----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Anantpur & Govindarajan, Algorithm 1 (Section 3.1) on LLVM IR, for a
/// planned and optimized GuardChain:
///
///  1. SSA is taken apart first: every PHI of the region's blocks and of its
///     exit, and every value of a region block used in another block, goes
///     through a stack slot (DemotePHIToStack / DemoteRegToStack).
///  2. The guard variable is an i32 stack slot. The region entry D and each
///     unit store the id of the successor they would branch to (a select on
///     the branch condition, a select chain for a switch) and jump to the
///     next chain node; a structured sub-region stores its exit's id at its
///     entry and its exit edges jump to the chain.
///  3. A guard block per unit (`g == id`) and a back-edge guard per source of
///     a retreating edge (`g <= id`, back to the loop's first guard) are
///     created and laid out in chain order.
///  4. mem2reg (PromoteMemToReg) rebuilds SSA for the guard and the slots.
///     A thread runs a block of the region only when its guard matched, that
///     is only when it would have run it in the original, after the same
///     blocks: every load reads the value of the thread's own last store, so
///     the undef mem2reg puts on paths without a store never reaches a use a
///     thread takes.
///
/// \code
///   D: br %c, B2, B1            D:  g = %c ? 2 : 1 ; br G1
///   B1: br %d, B2, B3           G1: br g == 1, B1, G2
///   B2: br B3           ==>     B1: g = %d ? 2 : 3 ; br G2
///   B3: br P                    G2: br g == 2, B2, G3
///                               B2: g = 3 ; br G3
///                               G3: br g == 3, B3, P
///                               B3: g = 4 ; br P
/// \endcode
///
//===----------------------------------------------------------------------===//

#include "GuardChain.h"
#include "LinearizeCodeGen.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::linearize;

static constexpr const char *GuardMD = "lockstep.linearize";

bool linearize::isLinearizeGuard(const Instruction *I) {
  return I && I->getMetadata(GuardMD);
}

static void markGuard(Instruction *I) {
  I->setMetadata(GuardMD, MDNode::get(I->getContext(), {}));
}

/// Step 1: every value the chain could separate from its uses goes
/// through a stack slot.
static void demoteRegionValues(const LinearRegion &R,
                               SmallVectorImpl<AllocaInst *> &Slots) {
  Function &F = *R.Entry->getParent();
  BasicBlock::iterator At = F.getEntryBlock().begin();
  SmallVector<PHINode *, 16> Phis;
  for (BasicBlock *BB : R.Blocks)
    for (PHINode &P : BB->phis())
      Phis.push_back(&P);
  for (PHINode &P : R.Exit->phis())
    Phis.push_back(&P);
  // Both utilities erase a value without uses and return null.
  for (PHINode *P : Phis)
    if (AllocaInst *AI = DemotePHIToStack(P, At))
      Slots.push_back(AI);
  SmallVector<Instruction *, 32> Defs;
  for (BasicBlock *BB : R.Blocks)
    for (Instruction &I : *BB)
      if (any_of(I.users(), [&](const User *U) {
            auto *UI = cast<Instruction>(U);
            return UI->getParent() != BB || isa<PHINode>(UI);
          }))
        Defs.push_back(&I);
  for (Instruction *I : Defs)
    if (AllocaInst *AI = DemoteRegToStack(*I, /*VolatileLoads=*/false, At))
      Slots.push_back(AI);
}

/// The guard value \p Term assigns: the id of the successor it takes.
static Value *guardValue(const GuardChain &C, Instruction *Term) {
  IRBuilder<> B(Term);
  Type *I32 = B.getInt32Ty();
  auto Id = [&](BasicBlock *S) { return ConstantInt::get(I32, C.idOf(S)); };
  if (auto *Br = dyn_cast<BranchInst>(Term)) {
    if (Br->isUnconditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
      return Id(Br->getSuccessor(0));
    return B.CreateSelect(Br->getCondition(), Id(Br->getSuccessor(0)),
                          Id(Br->getSuccessor(1)), "lin.next");
  }
  auto *Sw = cast<SwitchInst>(Term);
  Value *V = Id(Sw->getDefaultDest());
  SmallVector<std::pair<ConstantInt *, BasicBlock *>, 8> Cases;
  for (auto &Case : Sw->cases())
    Cases.push_back({Case.getCaseValue(), Case.getCaseSuccessor()});
  for (auto &[CaseValue, Succ] : reverse(Cases)) {
    if (Id(Succ) == V)
      continue;
    Value *Eq = B.CreateICmpEQ(Sw->getCondition(), CaseValue);
    V = B.CreateSelect(Eq, Id(Succ), V, "lin.next");
  }
  return V;
}

/// Replaces \p BB's terminator by `store g, id; br Next`.
static void assignAndJump(const GuardChain &C, BasicBlock *BB,
                          AllocaInst *Guard, BasicBlock *Next) {
  Instruction *Term = BB->getTerminator();
  Value *V = guardValue(C, Term);
  IRBuilder<> B(Term);
  B.CreateStore(V, Guard);
  BranchInst *Br = B.CreateBr(Next);
  Br->setDebugLoc(Term->getDebugLoc());
  markGuard(Br);
  Term->eraseFromParent();
}

namespace {
/// Step 2 and 3 for one chain.
class ChainWriter {
public:
  ChainWriter(const GuardChain &C, AllocaInst *Guard)
      : C(C), Guard(Guard), Ctx(Guard->getContext()) {}

  void createBlocks();
  void writeTests();
  void rewriteUnits();
  SmallVector<BasicBlock *, 16> Created;
  SmallVector<WeakVH, 16> Tests;

private:
  BasicBlock *block(int N) const;
  void layOut();

  const GuardChain &C;
  AllocaInst *Guard;
  LLVMContext &Ctx;
  DenseMap<int, BasicBlock *> NodeBlock;
};
} // namespace

BasicBlock *ChainWriter::block(int N) const {
  const ChainNode &Node = C.Nodes[N];
  switch (Node.Kind) {
  case NodeKind::Body:
    return C.Units[Node.Unit].entry();
  case NodeKind::Exit:
    return C.Region.Exit;
  default:
    return NodeBlock.lookup(N);
  }
}

void ChainWriter::createBlocks() {
  Function *F = C.Region.Entry->getParent();
  for (int N : C.reachableNodes()) {
    const ChainNode &Node = C.Nodes[N];
    if (Node.Kind != NodeKind::Guard && Node.Kind != NodeKind::Back)
      continue;
    BasicBlock *Entry = C.Units[Node.Unit].entry();
    std::string Name =
        (Node.Kind == NodeKind::Guard ? "lin.guard." : "lin.back.") +
        (Entry->hasName() ? Entry->getName().str() : "");
    BasicBlock *BB = BasicBlock::Create(Ctx, Name, F, Entry);
    NodeBlock[N] = BB;
    Created.push_back(BB);
  }
  layOut();
}

/// Chain order in the function's block list: D, then per unit its guard,
/// its blocks and its back-edge guard (cosmetic: easier to read and check).
void ChainWriter::layOut() {
  BasicBlock *Prev = C.Region.Entry;
  for (unsigned U = 0; U < C.numUnits(); ++U) {
    auto Place = [&](BasicBlock *BB) {
      if (!BB)
        return;
      BB->moveAfter(Prev);
      Prev = BB;
    };
    Place(NodeBlock.lookup(C.guardNode(U)));
    for (BasicBlock *BB : C.Units[U].Blocks)
      Place(BB);
    Place(NodeBlock.lookup(C.backNode(U)));
  }
}

void ChainWriter::writeTests() {
  Type *I32 = Type::getInt32Ty(Ctx);
  for (int N : C.reachableNodes()) {
    BasicBlock *BB = NodeBlock.lookup(N);
    if (!BB)
      continue;
    const ChainNode &Node = C.Nodes[N];
    IRBuilder<> B(BB);
    BranchInst *Br;
    if (Node.Always >= 0) {
      Br = B.CreateBr(block(Node.Succ[Node.Always]));
    } else {
      Value *G = B.CreateLoad(I32, Guard, "lin.g");
      Value *Id = ConstantInt::get(I32, Node.Unit + 1);
      Value *Test = Node.Kind == NodeKind::Guard
                        ? B.CreateICmpEQ(G, Id, "lin.match")
                        : B.CreateICmpULE(G, Id, "lin.again");
      Br = B.CreateCondBr(Test, block(Node.Succ[0]), block(Node.Succ[1]));
      Tests.push_back(Test);
    }
    markGuard(Br);
  }
}

void ChainWriter::rewriteUnits() {
  const ChainNode &E = C.Nodes[C.entryNode()];
  assignAndJump(C, C.Region.Entry, Guard, block(E.Succ[0]));
  for (unsigned U = 0; U < C.numUnits(); ++U) {
    const Unit &Un = C.Units[U];
    BasicBlock *Next = block(C.Nodes[C.bodyNode(U)].Succ[0]);
    if (Un.Blocks.size() == 1) {
      assignAndJump(C, Un.entry(), Guard, Next);
      continue;
    }
    // A structured sub-region: its only exit X gets id(X) at the entry.
    IRBuilder<> B(&*Un.entry()->getFirstInsertionPt());
    B.CreateStore(ConstantInt::get(B.getInt32Ty(), Un.SuccIds.front()), Guard);
    SmallPtrSet<BasicBlock *, 8> In(Un.Blocks.begin(), Un.Blocks.end());
    for (BasicBlock *BB : Un.Blocks) {
      Instruction *T = BB->getTerminator();
      for (unsigned I = 0; I < T->getNumSuccessors(); ++I)
        if (!In.count(T->getSuccessor(I)))
          T->setSuccessor(I, Next);
    }
  }
}

EmitStats linearize::emitLinearization(const GuardChain &C,
                                       CFGUpdateTracker &CFG, unsigned Level) {
  EmitStats S;
  SmallVector<AllocaInst *, 32> Slots;
  demoteRegionValues(C.Region, Slots);
  S.Slots = Slots.size();
  Function &F = *C.Region.Entry->getParent();
  auto *Guard = new AllocaInst(Type::getInt32Ty(F.getContext()),
                               F.getDataLayout().getAllocaAddrSpace(),
                               "lin.guard", F.getEntryBlock().begin());
  Slots.push_back(Guard);
  ChainWriter W(C, Guard);
  W.createBlocks();
  W.writeTests();
  W.rewriteUnits();
  S.GuardBlocks = W.Created.size();
  DominatorTree &DT = CFG.domTree();
  SmallVector<AllocaInst *, 32> Promotable;
  for (AllocaInst *AI : Slots)
    if (isAllocaPromotable(AI))
      Promotable.push_back(AI);
  PromoteMemToReg(Promotable, DT);
  S.Folded = foldLinearizedBlocks(W.Created, CFG, Level);
  if (Level >= LevelO4)
    S.FoldedTests = foldGuardTests(W.Tests);
  return S;
}
