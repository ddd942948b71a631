//===- BarrierInsertion.cpp - Speculative reconvergence barriers ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The synchronization algorithm of Damani et al., CGO'20, Section 4.2 and
/// the deconfliction of Section 4.3, on lockstep-sim's barrier intrinsics.
/// For a prediction region with barrier b (Figure 4):
///   1. JoinBarrier(b) at the predict point, WaitBarrier(b) at the label
///      (a soft wait with a threshold, Section 4.6, when one is given);
///   2. RejoinBarrier(b) right after the wait when b is still live there
///      (the thread expects to wait again: loops), from the live analysis;
///   3. CancelBarrier(b) at the entry of each block where b is joined but
///      no longer live while a predecessor had it live (threads leaving the
///      region withdraw), from the joined and live analyses;
///   4. an orthogonal barrier joined at the predict point and waited at the
///      region's post-dominator, after the cancels, so the threads leave
///      the region together; and for each divergent branch enclosing the
///      region an explicit barrier from the branch to its post-dominator
///      (lanes that wait at an explicit barrier leave lockstep-sim's
///      implicit ones: without it, the other lanes would run past that
///      post-dominator, and a __syncthreads there, without them);
///   5. deconfliction with the post-dominator barrier of each divergent
///      branch of the region whose live range overlaps b's without
///      nesting (the label lies between branch and post-dominator, and the
///      region goes on past the post-dominator). Static (Figure 5b, the
///      default): that barrier is dropped; lockstep-sim's implicit
///      post-dominator barriers already yield to an explicit wait, so
///      nothing is emitted. Dynamic (Figure 5c, `dynamic-deconflict`): the
///      barrier is made explicit (bp below) and threads cancel it right
///      before waiting at the label.
///
///   join(ball); join(b)             BB0 predict
///   loop: prolog; br c, T, latch
///   T:    cancel(bp); wait(b);      label
///         rejoin(b); expensive
///   latch: ...; br loop, exit
///   exit: cancel(b); wait(ball)
///
//===----------------------------------------------------------------------===//

#include "BarrierInsertion.h"

#include "lockstep/Analysis/Uniformity.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::specrec;

/// Blocks reachable from the successors of \p From, not expanding \p Stop.
static DenseSet<BasicBlock *> reachableFrom(BasicBlock *From,
                                            BasicBlock *Stop = nullptr) {
  DenseSet<BasicBlock *> Seen;
  SmallVector<BasicBlock *, 16> Work(successors(From));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!Seen.insert(BB).second || BB == Stop)
      continue;
    append_range(Work, successors(BB));
  }
  return Seen;
}

SmallSetVector<BasicBlock *, 16>
lockstep::specrec::regionBlocks(const SpecRegion &R) {
  BasicBlock *PB = R.Predict->getParent(), *LB = R.Label->getParent();
  DenseSet<BasicBlock *> Fwd = reachableFrom(PB);
  SmallSetVector<BasicBlock *, 16> Region;
  bool SameBlock = PB == LB && R.Predict->comesBefore(R.Label);
  if (!SameBlock && !Fwd.contains(LB))
    return Region;
  Fwd.insert(PB);
  DenseSet<BasicBlock *> Bwd = {LB};
  SmallVector<BasicBlock *, 16> Work(predecessors(LB));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (Bwd.insert(BB).second)
      append_range(Work, predecessors(BB));
  }
  for (BasicBlock &BB : *PB->getParent())
    if (Fwd.contains(&BB) && Bwd.contains(&BB))
      Region.insert(&BB);
  return Region;
}

namespace {
/// Hands out barrier registers \p F does not use yet, lowest first; a
/// reserved register is left for takeReserved (so the exit barrier keeps
/// the highest number of a region's barriers).
class BarrierPool {
public:
  explicit BarrierPool(const Function &F) : Used(usedBarriers(F)) {}
  unsigned available() const {
    return NumBarriers - llvm::popcount(unsigned(Used)) - Reserved;
  }
  void reserve() { ++Reserved; }
  std::optional<unsigned> take() {
    if (!available())
      return std::nullopt;
    for (unsigned Id = 0; Id < NumBarriers; ++Id)
      if (!(Used & (1u << Id))) {
        Used |= BarrierSet(1u << Id);
        return Id;
      }
    return std::nullopt;
  }
  std::optional<unsigned> takeReserved() {
    if (!Reserved)
      return std::nullopt;
    --Reserved;
    return take();
  }

private:
  BarrierSet Used;
  unsigned Reserved = 0;
};
} // namespace

/// The first point of \p BB after the cancels inserted at its entry: every
/// wait goes there, so lanes leave the regions they exit (of this and of
/// earlier steps) before they wait, never holding up lanes waiting inside.
static Instruction *afterCancels(BasicBlock *BB) {
  Instruction *I = &*BB->getFirstInsertionPt();
  while (std::optional<BarrierCall> B = asBarrierCall(*I)) {
    if (B->Op != BarrierOp::Cancel)
      break;
    I = I->getNextNode();
  }
  return I;
}

/// Steps 2 and 3: rejoin after the wait, cancel where the region is left.
static void placeRejoinAndCancels(Function &F, Instruction *Wait, unsigned B,
                                  InsertionResult &Res) {
  BarrierSet Bit = BarrierSet(1u << B);
  if (BarrierDataflow(F).liveAfter(*Wait) & Bit) {
    createBarrierCall(BarrierOp::Rejoin, B, Wait->getNextNode());
    ++Res.Rejoins;
  }
  BarrierDataflow DF(F);
  SmallVector<BasicBlock *, 4> Exits;
  for (BasicBlock &BB : F) {
    if (!(DF.joinedIn(&BB) & Bit) || (DF.liveIn(&BB) & Bit))
      continue;
    if (any_of(predecessors(&BB),
               [&](BasicBlock *P) { return DF.liveOut(P) & Bit; }))
      Exits.push_back(&BB);
  }
  for (BasicBlock *BB : Exits)
    createBarrierCall(BarrierOp::Cancel, B, &*BB->getFirstInsertionPt());
  Res.Cancels = Exits.size();
}

/// Step 5: post-dominator barriers whose range holds the label while the
/// region extends past their post-dominator.
static void deconflict(const SpecRegion &R, ArrayRef<BasicBlock *> Region,
                       Instruction *Wait, const InsertionOptions &Opts,
                       const PostDominatorTree &PDT,
                       const LockstepUniformity &U, BarrierPool &Pool,
                       InsertionResult &Res) {
  BasicBlock *LB = R.Label->getParent();
  for (BasicBlock *D : Region) {
    if (D->getTerminator()->getNumSuccessors() < 2 ||
        !U.hasDivergentTerminator(*D))
      continue;
    DomTreeNode *N = PDT.getNode(D);
    BasicBlock *Y = N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
    if (!Y || Y == LB || !is_contained(Region, Y) ||
        !reachableFrom(D, Y).contains(LB))
      continue;
    ++Res.Conflicts;
    std::optional<unsigned> P;
    if (!Opts.DynamicDeconflict || !(P = Pool.take()))
      continue;
    createBarrierCall(BarrierOp::Join, *P, D->getTerminator());
    createBarrierCall(BarrierOp::Wait, *P, afterCancels(Y));
    createBarrierCall(BarrierOp::Cancel, *P, Wait);
    ++Res.Deconflicted;
  }
}

/// Divergent branches outside the region whose post-dominator barrier
/// encloses it (the prediction lies between branch and post-dominator).
/// lockstep-sim's lanes that wait at an explicit barrier leave every
/// implicit barrier, so without an explicit one the other lanes would pass
/// the post-dominator (and a __syncthreads behind it) without them.
static SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4>
enclosingBranches(const SpecRegion &R, ArrayRef<BasicBlock *> Region,
                  const PostDominatorTree &PDT, const LockstepUniformity &U) {
  BasicBlock *PB = R.Predict->getParent();
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Out;
  for (BasicBlock &D : *PB->getParent()) {
    if (is_contained(Region, &D) || D.getTerminator()->getNumSuccessors() < 2 ||
        !U.hasDivergentTerminator(D))
      continue;
    DomTreeNode *N = PDT.getNode(&D);
    BasicBlock *Y = N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
    if (Y && !is_contained(Region, Y) && reachableFrom(&D, Y).contains(PB))
      Out.push_back({&D, Y});
  }
  return Out;
}

BasicBlock *lockstep::specrec::exitJoinBlock(ArrayRef<BasicBlock *> Region,
                                             const PostDominatorTree &PDT) {
  BasicBlock *X = nullptr;
  bool First = true;
  for (BasicBlock *BB : Region)
    for (BasicBlock *Succ : successors(BB))
      if (!is_contained(Region, Succ)) {
        X = First ? Succ
            : X   ? PDT.findNearestCommonDominator(X, Succ)
                  : nullptr;
        First = false;
      }
  return X && !is_contained(Region, X) ? X : nullptr;
}

BasicBlock *lockstep::specrec::regionEntry(const SpecRegion &R,
                                           ArrayRef<BasicBlock *> Region,
                                           const DominatorTree &DT) {
  BasicBlock *Entry = R.Predict->getParent();
  for (BasicBlock *BB : Region) {
    if (!DT.isReachableFromEntry(BB) || !DT.isReachableFromEntry(Entry))
      return nullptr; // No dominator to speak of.
    Entry = DT.findNearestCommonDominator(Entry, BB);
  }
  if (Entry == R.Predict->getParent() || is_contained(Region, Entry))
    return Entry;
  return nullptr;
}

Expected<InsertionResult> lockstep::specrec::insertBarriers(
    const SpecRegion &R, ArrayRef<BasicBlock *> Region,
    const InsertionOptions &Opts, const DominatorTree &DT,
    const PostDominatorTree &PDT, const LockstepUniformity &U) {
  Function &F = *R.Predict->getFunction();
  BarrierPool Pool(F);
  auto Enclosing = enclosingBranches(R, Region, PDT, U);
  // Step 4's exit barrier is not optional: the code after the region may
  // only run in the lanes' original groups (ConvergentOps.h).
  BasicBlock *X = exitJoinBlock(Region, PDT);
  unsigned Need = 1 + Enclosing.size() + (X ? 1 : 0);
  if (Pool.available() < Need)
    return createStringError(
        inconvertibleErrorCode(),
        "the region, its exit and its " + Twine(Enclosing.size()) +
            " enclosing divergent branch(es) need " + Twine(Need) +
            " convergence barriers, " + Twine(Pool.available()) + " are free");
  std::optional<unsigned> B = Pool.take();
  if (X)
    Pool.reserve();
  InsertionResult Res;
  Res.Barrier = *B;
  for (auto [D, Y] : Enclosing) {
    unsigned O = *Pool.take();
    createBarrierCall(BarrierOp::Join, O, D->getTerminator());
    createBarrierCall(BarrierOp::Wait, O, afterCancels(Y));
    ++Res.Enclosing;
  }
  createBarrierCall(BarrierOp::Join, *B, R.Predict);
  Instruction *Wait =
      createBarrierCall(Opts.Threshold ? BarrierOp::WaitSoft : BarrierOp::Wait,
                        *B, R.Label, Opts.Threshold);
  placeRejoinAndCancels(F, Wait, *B, Res);
  deconflict(R, Region, Wait, Opts, PDT, U, Pool, Res);
  // Step 4: the exit barrier at the post-dominator of the region's exits
  // (which lies outside the region: the label cannot be reached from it).
  if (std::optional<unsigned> All = Pool.takeReserved()) {
    // Every lane that can reach X through the region joins: at the
    // prediction, or (lanes entering a loop the prediction sits in can
    // leave it before passing the prediction) at the region's entry.
    BasicBlock *Entry = regionEntry(R, Region, DT);
    createBarrierCall(BarrierOp::Join, *All,
                      Entry && Entry != R.Predict->getParent()
                          ? Entry->getTerminator()
                          : R.Predict);
    createBarrierCall(BarrierOp::Wait, *All, afterCancels(X));
    Res.ExitBarrier = true;
  }
  return Res;
}
