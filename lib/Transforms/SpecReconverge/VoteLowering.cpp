//===- VoteLowering.cpp - Speculative reconvergence with votes ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Iteration delay and loop merge (Damani et al., CGO'20, Section 3) without
/// convergence barriers: the loop becomes a scheduler loop whose every trip
/// starts with all lanes still in the loop together (post-dominator
/// reconvergence gathers them at its header), and a warp vote decides which
/// lanes run the common code in this trip. A lane that reaches the common
/// code before the others only records that it is pending and goes to the
/// next trip; the pending lanes run the common code once every lane in the
/// loop is pending (or, with a threshold, once that many are: the soft
/// barrier of Section 4.6).
///
/// Iteration delay (label at the conditional side T of D's branch):
///
///   pre -> H .. D -(c)-> T .. J     pre: pending = done = 0
///            D -(!c)-> E .. J       sched: if (done) exit
///   J .. latch -> H | exit    ==>   body: go = vote(pending)
///                                         pending ? (go ? T' : next) : H
///                                   D: c ? defer : E; defer: pending = 1
///                                   T': pending = 0; T .. J .. latch
///                                   latch: done = !more; next -> sched
///
/// Loop merge (label at the header of an inner loop I in an outer loop O):
///
///   opre -> OH .. ipre -> IH .. ilatch -> IH | iexit .. olatch -> OH | oexit
///   ==> opre: inner = done = 0; OH .. ipre: inner = 1 -> next
///       sched: if (done) oexit; body: go = vote(inner)
///              inner ? (go ? IH : next) : iexit
///       ilatch: more ? next : (inner = 0 -> next)
///       olatch: more ? OH : (done = 1 -> next); next -> sched
///
/// Values that live across the new edges go through stack slots while the
/// CFG is rebuilt (StackSlots.h).
///
//===----------------------------------------------------------------------===//

#include "VoteLowering.h"

#include "StackSlots.h"

#include "lockstep/Transforms/Utils/CFGUpdateTracker.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

static Error shapeError(const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), Why);
}

namespace {
/// A loop the lowering rebuilds: one latch, one exiting block (the header,
/// the latch or any other), one exit block; a preheader is made when there
/// is none.
struct SimpleLoop {
  BasicBlock *Pre = nullptr, *Header = nullptr, *Latch = nullptr,
             *Exiting = nullptr, *Exit = nullptr;
};

/// The lowering's state: stack slots and the scheduler blocks.
class VoteBuilder {
public:
  explicit VoteBuilder(Function &F) : F(F) {}
  /// Demotes the values of \p Blocks (and the phis of \p Exit) that cross
  /// blocks to stack slots.
  void demote(ArrayRef<BasicBlock *> Blocks, BasicBlock *Exit);
  AllocaInst *slot(StringRef Name, Instruction *InitAt);
  /// sched/body/next; body computes `go` from \p Flag and branches.
  void scheduler(AllocaInst *Done, AllocaInst *Flag, BasicBlock *Exit,
                 unsigned Threshold);
  /// The trip of \p L ends at its latch (the back edge goes to next) and
  /// leaving it sets \p Flag to \p Value, then goes to next.
  void rewriteExits(const SimpleLoop &L, AllocaInst *Flag, bool Value,
                    bool KeepBackEdge = false);
  BasicBlock *block(StringRef Name, BasicBlock *Before) {
    return BasicBlock::Create(F.getContext(), Name, &F, Before);
  }
  void promote(CFGUpdateTracker &CFG);
  /// Gives \p S a preheader (after demote(): the header has no phis).
  void ensurePreheader(SimpleLoop &S, const Loop &L);

  Function &F;
  SmallVector<AllocaInst *, 16> Slots;
  BasicBlock *Sched = nullptr, *Body = nullptr, *Next = nullptr;
  Value *Go = nullptr, *FlagNow = nullptr;
};
} // namespace

static std::optional<SimpleLoop> simpleLoop(Loop *L) {
  SimpleLoop S;
  S.Pre = L->getLoopPreheader();
  S.Header = L->getHeader();
  S.Latch = L->getLoopLatch();
  S.Exit = L->getExitBlock();
  S.Exiting = L->getExitingBlock();
  if (!S.Latch || !S.Exit || !S.Exiting || S.Exit->isEHPad() ||
      !isa<BranchInst>(S.Latch->getTerminator()))
    return std::nullopt;
  return S;
}

void VoteBuilder::demote(ArrayRef<BasicBlock *> Blocks, BasicBlock *Exit) {
  demoteToSlots(Blocks, {Exit}, Slots);
}

AllocaInst *VoteBuilder::slot(StringRef Name, Instruction *InitAt) {
  IRBuilder<> B(&*F.getEntryBlock().begin());
  AllocaInst *A = B.CreateAlloca(B.getInt1Ty(), nullptr, Name);
  B.SetInsertPoint(InitAt);
  B.CreateStore(B.getFalse(), A);
  Slots.push_back(A);
  return A;
}

void VoteBuilder::scheduler(AllocaInst *Done, AllocaInst *Flag,
                            BasicBlock *Exit, unsigned Threshold) {
  Sched = block("spec.sched", Exit);
  Body = block("spec.vote", Exit);
  Next = block("spec.next", Exit);
  IRBuilder<> B(Sched);
  B.CreateCondBr(B.CreateLoad(B.getInt1Ty(), Done, "spec.done"), Exit, Body);
  B.SetInsertPoint(Body);
  FlagNow = B.CreateLoad(B.getInt1Ty(), Flag, "spec.flag");
  Value *Active = B.CreateIntrinsic(Intrinsic::nvvm_activemask,
                                    ArrayRef<Type *>(), ArrayRef<Value *>());
  Value *Ballot = B.CreateIntrinsic(Intrinsic::nvvm_vote_ballot_sync, {},
                                    {Active, FlagNow}, nullptr, "spec.ballot");
  if (!Threshold) {
    Go = B.CreateICmpEQ(Ballot, Active, "spec.go");
  } else {
    Value *Count = B.CreateUnaryIntrinsic(Intrinsic::ctpop, Ballot);
    Value *Lanes = B.CreateUnaryIntrinsic(Intrinsic::ctpop, Active);
    Value *Need =
        B.CreateBinaryIntrinsic(Intrinsic::umin, Lanes, B.getInt32(Threshold));
    Go = B.CreateICmpUGE(Count, Need, "spec.go");
  }
  B.SetInsertPoint(Next);
  B.CreateBr(Sched);
}

void VoteBuilder::rewriteExits(const SimpleLoop &L, AllocaInst *Flag,
                               bool Value, bool KeepBackEdge) {
  BasicBlock *Leave = block(Value ? "spec.finish" : "spec.leave", L.Exit);
  IRBuilder<> B(Leave);
  B.CreateStore(B.getInt1(Value), Flag);
  B.CreateBr(Next);
  L.Exiting->getTerminator()->replaceSuccessorWith(L.Exit, Leave);
  if (!KeepBackEdge)
    L.Latch->getTerminator()->replaceSuccessorWith(L.Header, Next);
}

void VoteBuilder::ensurePreheader(SimpleLoop &S, const Loop &L) {
  if (S.Pre)
    return;
  S.Pre = block("spec.preheader", S.Header);
  BranchInst::Create(S.Header, S.Pre);
  SmallVector<BasicBlock *, 4> Outside;
  for (BasicBlock *P : predecessors(S.Header))
    if (!L.contains(P) && P != S.Pre)
      Outside.push_back(P);
  for (BasicBlock *P : Outside)
    P->getTerminator()->replaceSuccessorWith(S.Header, S.Pre);
}

void VoteBuilder::promote(CFGUpdateTracker &CFG) { promoteSlots(Slots, CFG); }

static Error lowerIterationDelay(BasicBlock *T, LoopInfo &LI, unsigned Thr,
                                 CFGUpdateTracker &CFG) {
  BasicBlock *D = T->getSinglePredecessor();
  Loop *L = D ? LI.getLoopFor(D) : nullptr;
  if (!L || !L->contains(T) || T == L->getHeader())
    return shapeError("the label is not the conditional side of a branch in "
                      "a loop");
  std::optional<SimpleLoop> S = simpleLoop(L);
  auto *DBr = dyn_cast<BranchInst>(D->getTerminator());
  if (!S || !DBr || !DBr->isConditional() || D == S->Exiting)
    return shapeError("the loop needs one latch and one exiting block, "
                      "not the branch's");
  SmallVector<BasicBlock *, 16> Blocks(L->blocks());
  VoteBuilder V(*T->getParent());
  V.demote(Blocks, S->Exit);
  V.ensurePreheader(*S, *L);
  AllocaInst *Pending = V.slot("spec.pending", S->Pre->getTerminator());
  AllocaInst *Done = V.slot("spec.done.slot", S->Pre->getTerminator());
  V.scheduler(Done, Pending, S->Exit, Thr);
  S->Pre->getTerminator()->replaceSuccessorWith(S->Header, V.Sched);
  BasicBlock *Wait = V.block("spec.wait", S->Exit);
  BasicBlock *Run = V.block("spec.run", S->Exit);
  BasicBlock *Defer = V.block("spec.defer", S->Exit);
  IRBuilder<> B(V.Body);
  B.CreateCondBr(V.FlagNow, Wait, S->Header);
  B.SetInsertPoint(Wait);
  B.CreateCondBr(V.Go, Run, V.Next);
  B.SetInsertPoint(Run);
  B.CreateStore(B.getFalse(), Pending);
  B.CreateBr(T);
  DBr->replaceSuccessorWith(T, Defer);
  B.SetInsertPoint(Defer);
  B.CreateStore(B.getTrue(), Pending);
  B.CreateBr(V.Next);
  V.rewriteExits(*S, Done, true);
  V.promote(CFG);
  return Error::success();
}

static Error lowerLoopMerge(BasicBlock *IH, LoopInfo &LI, unsigned Thr,
                            CFGUpdateTracker &CFG) {
  Loop *In = LI.getLoopFor(IH);
  Loop *Out = In->getParentLoop();
  std::optional<SimpleLoop> SI = simpleLoop(In), SO = simpleLoop(Out);
  if (!SI || !SO || !Out->contains(SI->Exit))
    return shapeError("the inner and the outer loop need one latch and one "
                      "exiting block each");
  SmallVector<BasicBlock *, 16> Blocks(Out->blocks());
  VoteBuilder V(*IH->getParent());
  V.demote(Blocks, SO->Exit);
  V.ensurePreheader(*SO, *Out);
  V.ensurePreheader(*SI, *In);
  AllocaInst *Inner = V.slot("spec.inner", SO->Pre->getTerminator());
  AllocaInst *Done = V.slot("spec.done.slot", SO->Pre->getTerminator());
  V.scheduler(Done, Inner, SO->Exit, Thr);
  BasicBlock *Wait = V.block("spec.wait", SO->Exit);
  BasicBlock *Enter = V.block("spec.enter", SO->Exit);
  IRBuilder<> B(V.Body);
  B.CreateCondBr(V.FlagNow, Wait, SI->Exit);
  B.SetInsertPoint(Wait);
  B.CreateCondBr(V.Go, IH, V.Next);
  // Entering the inner loop only records it; the vote runs it.
  SI->Pre->getTerminator()->replaceSuccessorWith(IH, Enter);
  B.SetInsertPoint(Enter);
  B.CreateStore(B.getTrue(), Inner);
  B.CreateBr(V.Next);
  // One inner iteration per trip; leaving it clears the flag. The outer
  // back edge stays inside the trip; leaving the outer loop sets done.
  V.rewriteExits(*SI, Inner, false);
  V.rewriteExits(*SO, Done, true, /*KeepBackEdge=*/true);
  V.promote(CFG);
  return Error::success();
}

Expected<VoteResult> lockstep::specrec::lowerWithVotes(Instruction *Label,
                                                       unsigned Threshold,
                                                       LoopInfo &LI,
                                                       CFGUpdateTracker &CFG) {
  BasicBlock *BB = Label->getParent();
  Loop *L = LI.getLoopFor(BB);
  if (L && L->getHeader() == BB && L->getParentLoop()) {
    if (Error E = lowerLoopMerge(BB, LI, Threshold, CFG))
      return E;
    return VoteResult{"loop-merge"};
  }
  if (Error E = lowerIterationDelay(BB, LI, Threshold, CFG))
    return E;
  return VoteResult{"iteration-delay"};
}
