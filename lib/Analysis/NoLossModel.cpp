//===- NoLossModel.cpp - Never-slower rule for the meld passes ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Split-rate estimates (profile, one-lane conditions, default) and the
/// no-loss rule; the model is described in the header (issue 13 item 7).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/NoLossModel.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/Options.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace lockstep;

static cl::opt<bool> NoLossOpt(
    "lockstep-no-loss", cl::init(true),
    cl::desc("Meld only when the expected gain per branch execution, "
             "weighted by the split rate, is positive in issue cycles and "
             "not negative on the dependency chain (NoLossModel.h)"),
    cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, 0, 1>> DefaultSplitRateOpt(
    "lockstep-default-split-rate", cl::init(1.0),
    cl::desc("Split rate assumed for a divergent branch without a profile "
             "entry (0-1)"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> SkipOneLaneOpt(
    "lockstep-skip-one-lane", cl::init(true),
    cl::desc("Skip branches on one-lane conditions (tid == c) that have no "
             "profile entry"),
    cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, 0, 1>> IndexSplitRateOpt(
    "lockstep-index-split-rate", cl::init(0.5),
    cl::desc("Split rate assumed for a branch on thread indices and uniform "
             "values only that picks thread-index bits by a uniform value "
             "(t & k, (t ^ j) > t); 0-1"),
    cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, -1000000, 1000000>>
    MarginOpt(
        "lockstep-no-loss-margin", cl::init(0.0),
        cl::desc("Expected issue cycles per branch execution a meld must save "
                 "beyond zero"),
        cl::cat(getLockstepCategory()));

static cl::opt<bool> IssueSlotsOpt(
    "lockstep-no-loss-issue-slots", cl::init(true),
    cl::desc("Also require a meld not to issue more pipe cycles per branch "
             "execution than the two sides (the issue-bound regime; "
             "NoLossModel.h)"),
    cl::cat(getLockstepCategory()));

bool lockstep::noLossEnabled() { return NoLossOpt; }
bool lockstep::weighIssueSlots() { return NoLossOpt && IssueSlotsOpt; }
bool lockstep::skipOneLane() { return NoLossOpt && SkipOneLaneOpt; }
static double clampRate(double R) { return std::min(1.0, std::max(0.0, R)); }
double lockstep::defaultSplitRate() { return clampRate(DefaultSplitRateOpt); }
double lockstep::indexSplitRate() { return clampRate(IndexSplitRateOpt); }

StringRef lockstep::splitSourceName(SplitSource S) {
  switch (S) {
  case SplitSource::Profile:
    return "profile";
  case SplitSource::OneLane:
    return "one-lane";
  case SplitSource::Index:
    return "thread-index";
  case SplitSource::Default:
    break;
  }
  return "default";
}

static bool isThreadIndex(const Value *V) {
  const auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
  case Intrinsic::amdgcn_workitem_id_x:
  case Intrinsic::amdgcn_workitem_id_y:
  case Intrinsic::amdgcn_workitem_id_z:
    return true;
  default:
    return false;
  }
}

/// True when \p V takes a different value in every thread of a warp that
/// differs in one thread index: a thread index, extended, plus, minus or xor
/// a uniform value, or times a constant that cannot wrap it onto another.
static bool isInjectiveInThread(const Value *V, const LockstepUniformity &U,
                                unsigned Depth = 0) {
  if (isThreadIndex(V))
    return true;
  if (Depth > 8)
    return false;
  if (isa<ZExtInst>(V) || isa<SExtInst>(V))
    return isInjectiveInThread(cast<CastInst>(V)->getOperand(0), U, Depth + 1);
  const auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO)
    return false;
  Value *L = BO->getOperand(0), *R = BO->getOperand(1);
  auto Other = [&](Value *Uniform, Value *Rest) {
    return U.isUniform(*Uniform) && isInjectiveInThread(Rest, U, Depth + 1);
  };
  switch (BO->getOpcode()) {
  case Instruction::Add:
  case Instruction::Xor:
    return Other(L, R) || Other(R, L);
  case Instruction::Sub:
    return Other(L, R) || Other(R, L);
  case Instruction::Mul:
  case Instruction::Shl: {
    const auto *C = dyn_cast<ConstantInt>(R);
    if (!C || C->isZero())
      return false;
    bool NoWrap = BO->hasNoUnsignedWrap() || BO->hasNoSignedWrap();
    bool Odd = BO->getOpcode() == Instruction::Mul && C->getValue()[0];
    return (NoWrap || Odd) && isInjectiveInThread(L, U, Depth + 1);
  }
  default:
    return false;
  }
}

/// True when at most a few lanes of a warp can see \p C equal to \p Outcome:
/// an equality of an injective function of a thread index with a uniform
/// value is true in at most one lane (`!=`: false in at most one); a
/// conjunction is true only where each part is, so one few-lane-true part
/// bounds it (`x == n - 1 && (x & 1)`); a disjunction of a few such parts
/// (`t == 0 || t == n - 1`, which -O3 writes as `or` or `select c1, true,
/// c2`) is true in a few lanes; and dually for false.
static bool fewLanesSee(const Value *C, bool Outcome,
                        const LockstepUniformity &U, unsigned Depth = 0) {
  using namespace PatternMatch;
  const Value *A, *B;
  if (Depth < 4 && match(C, m_Not(m_Value(A))))
    return fewLanesSee(A, !Outcome, U, Depth + 1);
  bool And = match(C, m_LogicalAnd(m_Value(A), m_Value(B)));
  if (Depth < 2 && (And || match(C, m_LogicalOr(m_Value(A), m_Value(B))))) {
    // A conjunction is few-true if either part is, few-false if both are;
    // a disjunction the other way round.
    bool Either = And == Outcome;
    bool FA = fewLanesSee(A, Outcome, U, Depth + 1);
    if (FA == Either)
      return FA;
    return fewLanesSee(B, Outcome, U, Depth + 1);
  }
  const auto *Cmp = dyn_cast<ICmpInst>(C);
  if (!Cmp || !Cmp->isEquality() ||
      (Cmp->getPredicate() == ICmpInst::ICMP_EQ) != Outcome)
    return false;
  Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
  return (U.isUniform(*R) && isInjectiveInThread(L, U)) ||
         (U.isUniform(*L) && isInjectiveInThread(R, U));
}

/// True when one outcome of \p C is seen by a few lanes of a warp at most.
static bool isFewLane(const Value *C, const LockstepUniformity &U) {
  return fewLanesSee(C, true, U) || fewLanesSee(C, false, U);
}

/// True when \p V is computed from thread indices, warp-uniform values and
/// constants only (no memory, no divergent phi or call).
static bool isIndexOnly(const Value *V, const LockstepUniformity &U,
                        unsigned Depth = 0) {
  if (U.isUniform(*V) || isThreadIndex(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 12 || I->mayReadOrWriteMemory() || isa<PHINode>(I) ||
      isa<CallBase>(I))
    return false;
  if (!isa<BinaryOperator>(I) && !isa<CmpInst>(I) && !isa<CastInst>(I) &&
      !isa<SelectInst>(I))
    return false;
  return all_of(I->operands(),
                [&](const Value *Op) { return isIndexOnly(Op, U, Depth + 1); });
}

/// True when the low five bits of \p V take all 32 values in a warp: a
/// thread index (x dimension or lane), extended or truncated to at least
/// five bits, plus, minus or xor a uniform value.
static bool lowBitsCoverWarp(const Value *V, const LockstepUniformity &U,
                             unsigned Depth = 0) {
  if (const auto *II = dyn_cast<IntrinsicInst>(V))
    return II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_tid_x ||
           II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_laneid ||
           II->getIntrinsicID() == Intrinsic::amdgcn_workitem_id_x;
  if (Depth > 8)
    return false;
  if (const auto *C = dyn_cast<CastInst>(V))
    return (isa<ZExtInst>(C) || isa<SExtInst>(C) ||
            (isa<TruncInst>(C) && C->getType()->getScalarSizeInBits() >= 5)) &&
           lowBitsCoverWarp(C->getOperand(0), U, Depth + 1);
  const auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO || (BO->getOpcode() != Instruction::Add &&
              BO->getOpcode() != Instruction::Sub &&
              BO->getOpcode() != Instruction::Xor))
    return false;
  const Value *L = BO->getOperand(0), *R = BO->getOperand(1);
  return (U.isUniform(*R) && lowBitsCoverWarp(L, U, Depth + 1)) ||
         (U.isUniform(*L) && lowBitsCoverWarp(R, U, Depth + 1));
}

/// True when \p C tests a constant mask of low thread-index bits against a
/// uniform value (`(t ^ u) & 1`, `(t + j) % 4 == 1`): every warp holds
/// lanes of both outcomes.
static bool splitsEveryWarp(const Value *C, const LockstepUniformity &U) {
  using namespace PatternMatch;
  const Value *X;
  const APInt *Mask;
  if (match(C, m_Trunc(m_Value(X))) && C->getType()->isIntegerTy(1))
    return lowBitsCoverWarp(X, U);
  // (X & Mask) ==/!= R, R uniform: the masked low bits take every value in
  // a warp, so both outcomes occur.
  CmpPredicate Pred;
  const Value *R;
  if (match(C, m_c_ICmp(Pred, m_And(m_Value(X), m_APInt(Mask)), m_Value(R))) &&
      ICmpInst::isEquality(Pred) && U.isUniform(*R))
    return (Mask->getZExtValue() & 31) != 0 && lowBitsCoverWarp(X, U);
  return false;
}

/// True when \p V picks thread-index bits by a uniform value that is not a
/// constant (`t & k`, `t ^ j`, `t >> s`): the bit position is uniform, and
/// whether the bits it picks vary within a warp depends on it against the
/// warp size.
static bool picksBitsByUniform(const Value *V, const LockstepUniformity &U,
                               unsigned Depth = 0) {
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 12 || U.isUniform(*I))
    return false;
  if (const auto *BO = dyn_cast<BinaryOperator>(I)) {
    switch (BO->getOpcode()) {
    case Instruction::And:
    case Instruction::Xor:
    case Instruction::Shl:
    case Instruction::LShr:
    case Instruction::AShr:
      for (const Value *Op : BO->operands())
        if (!isa<Constant>(Op) && U.isUniform(*Op))
          return true;
      break;
    default:
      break;
    }
  }
  return any_of(I->operands(), [&](const Value *Op) {
    return picksBitsByUniform(Op, U, Depth + 1);
  });
}

bool lockstep::isIndexCondition(const Instruction &Term,
                                const LockstepUniformity &U) {
  const auto *BI = dyn_cast<BranchInst>(&Term);
  if (!BI || !BI->isConditional())
    return false;
  const Value *C = BI->getCondition();
  return !U.isUniform(*C) && isIndexOnly(C, U) && picksBitsByUniform(C, U) &&
         !splitsEveryWarp(C, U);
}

bool lockstep::isOneLaneCondition(const Instruction &Term,
                                  const LockstepUniformity &U) {
  const auto *BI = dyn_cast<BranchInst>(&Term);
  return BI && BI->isConditional() && isFewLane(BI->getCondition(), U);
}

SplitRate lockstep::expectedSplitRate(const Instruction &Term,
                                      const BranchStats *Profile,
                                      const LockstepUniformity &U) {
  if (Profile)
    return {Profile->splitRate(), SplitSource::Profile};
  if (isOneLaneCondition(Term, U))
    return {skipOneLane() ? 0.0 : defaultSplitRate(), SplitSource::OneLane};
  if (noLossEnabled() && isIndexCondition(Term, U))
    return {indexSplitRate(), SplitSource::Index};
  return {defaultSplitRate(), SplitSource::Default};
}

double lockstep::speculationRate(const Instruction &Term, const SplitRate &SR,
                                 const LoopInfo &LI,
                                 const LockstepUniformity &U) {
  if (SR.Source == SplitSource::Profile)
    return SR.Rate;
  for (const Loop *L = LI.getLoopFor(Term.getParent()); L;
       L = L->getParentLoop()) {
    SmallVector<BasicBlock *, 4> Exiting;
    L->getExitingBlocks(Exiting);
    if (any_of(Exiting, [&](const BasicBlock *BB) {
          return U.hasDivergentTerminator(*BB);
        }))
      return 0.0;
  }
  return SR.Rate;
}

MeldGainModel MeldGainModel::versioned(bool Ballots) const {
  MeldGainModel V = *this;
  V.Versioned = true;
  const int64_t Vote = SIMTCostModel::latency(InstClass::WarpVote);
  const int64_t Alu = SIMTCostModel::latency(InstClass::IntAlu);
  const int64_t Br = SIMTCostModel::latency(InstClass::Branch);
  const int64_t Ops = Ballots ? 3 : 0, ChainOps = Ballots ? 2 : 0;
  V.DispatchIssue = 2 * Vote + Ops * Alu + Br;
  V.DispatchChain =
      Vote + ChainOps * Alu + SIMTCostModel::issueInterval(InstClass::Branch);
  V.DispatchSlot = 2 * SIMTCostModel::issueInterval(InstClass::WarpVote) +
                   Ops * SIMTCostModel::issueInterval(InstClass::IntAlu) +
                   SIMTCostModel::issueInterval(InstClass::Branch);
  return V;
}

bool MeldGainModel::passes() const { return failure().empty(); }

std::string MeldGainModel::failure() const {
  if (!noLossEnabled())
    return "";
  // A split warp must save more than the merged terminator: a meld whose
  // alignment saves nothing by itself puts its selects on every warp's
  // dependency chain for one branch issue.
  if (IssueSaved <= int64_t(SIMTCostModel::latency(InstClass::Branch)))
    return "a split warp saves no more than the merged branch";
  if (issueGain() <= MarginOpt)
    return "the expected issue gain is not positive";
  // A chain the meld makes no longer costs nothing; otherwise the expected
  // chain saving must be positive.
  if (Versioned && chainGain() <= 0)
    return "the vote lengthens every warp's dependency chain by as much as "
           "split warps save";
  if (ChainOverhead > 0 && chainGain() <= 0)
    return "the selects lengthen the dependency chain of warps that do not "
           "split by as much as split warps save";
  if (weighIssueSlots() && (PairsRegions ? slotGain() <= 0 : slotGain() < 0))
    return "the meld issues more pipe cycles than the two sides";
  return "";
}

std::string MeldGainModel::describe() const {
  std::string S = formatv("expected gain {0:F1} issue / {1:F1} chain / {2:F1} "
                          "slot cycles per execution at split rate {3:F2}",
                          issueGain(), chainGain(), slotGain(), SplitRate)
                      .str();
  if (Source != SplitSource::Default)
    S += (" (" + splitSourceName(Source) + ")").str();
  if (Versioned)
    S += ", versioned on a warp vote";
  return S;
}
