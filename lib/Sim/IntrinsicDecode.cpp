//===- IntrinsicDecode.cpp - Map intrinsic calls onto kinds ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// decodeIntrinsic: recognizes LLVM math and bit intrinsics by ID, amdgcn
/// ones through decodeAMDGCN (AMDGPU.h) and NVVM intrinsics by name (special
/// registers, votes, shuffles, barriers in all of their clang-22 spellings,
/// rounding-mode float operations and conversions). Vector forms of math
/// intrinsics are not supported.
///
//===----------------------------------------------------------------------===//

#include "AMDGPU.h"
#include "Intrinsics.h"
#include "Reconvergence.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include <algorithm>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

unsigned typeBits(const Type *Ty) {
  if (Ty->isIntegerTy() && Ty->getIntegerBitWidth() <= 64)
    return Ty->getIntegerBitWidth();
  if (Ty->isFloatTy())
    return 32;
  if (Ty->isDoubleTy() || Ty->isPointerTy())
    return 64;
  return 0;
}

void set(DInst &D, IK K, uint8_t Pred = 0, uint16_t Flags = 0) {
  D.Imm = int64_t(K);
  D.Pred = Pred;
  D.Flags |= Flags;
}

struct GenericIntrinsic {
  Intrinsic::ID ID;
  IK Kind;
  uint16_t Flags;
};

// clang-format off
const GenericIntrinsic GenericTable[] = {
  {Intrinsic::fma, IK::Fma, 0},           {Intrinsic::fmuladd, IK::Fma, 0},
  {Intrinsic::sqrt, IK::Sqrt, 0},         {Intrinsic::fabs, IK::Fabs, 0},
  {Intrinsic::floor, IK::Floor, 0},       {Intrinsic::ceil, IK::Ceil, 0},
  {Intrinsic::trunc, IK::FTrunc, 0},      {Intrinsic::rint, IK::Rint, 0},
  {Intrinsic::nearbyint, IK::Rint, 0},    {Intrinsic::roundeven, IK::Rint, 0},
  {Intrinsic::round, IK::Round, 0},       {Intrinsic::exp2, IK::Exp2, 0},
  {Intrinsic::log2, IK::Log2, 0},         {Intrinsic::exp, IK::Exp, 0},
  {Intrinsic::log, IK::Log, 0},           {Intrinsic::sin, IK::Sin, 0},
  {Intrinsic::cos, IK::Cos, 0},           {Intrinsic::pow, IK::Pow, 0},
  {Intrinsic::minnum, IK::MinNum, 0},     {Intrinsic::maxnum, IK::MaxNum, 0},
  {Intrinsic::minimum, IK::Minimum, 0},   {Intrinsic::maximum, IK::Maximum, 0},
  {Intrinsic::copysign, IK::CopySign, 0}, {Intrinsic::smin, IK::SMin, 0},
  {Intrinsic::smax, IK::SMax, 0},         {Intrinsic::umin, IK::UMin, 0},
  {Intrinsic::umax, IK::UMax, 0},         {Intrinsic::abs, IK::Abs, 0},
  {Intrinsic::ctpop, IK::Ctpop, 0},       {Intrinsic::ctlz, IK::Ctlz, 0},
  {Intrinsic::cttz, IK::Cttz, 0},         {Intrinsic::bitreverse, IK::BitReverse, 0},
  {Intrinsic::bswap, IK::Bswap, 0},       {Intrinsic::fshl, IK::Fshl, 0},
  {Intrinsic::fshr, IK::Fshr, 0},         {Intrinsic::is_fpclass, IK::IsFpClass, 0},
  {Intrinsic::sadd_with_overflow, IK::AddOv, 0},
  {Intrinsic::uadd_with_overflow, IK::AddOv, FlagUnsigned},
  {Intrinsic::ssub_with_overflow, IK::SubOv, 0},
  {Intrinsic::usub_with_overflow, IK::SubOv, FlagUnsigned},
  {Intrinsic::smul_with_overflow, IK::MulOv, 0},
  {Intrinsic::umul_with_overflow, IK::MulOv, FlagUnsigned},
  {Intrinsic::sadd_sat, IK::AddSat, 0},
  {Intrinsic::uadd_sat, IK::AddSat, FlagUnsigned},
  {Intrinsic::ssub_sat, IK::SubSat, 0},
  {Intrinsic::usub_sat, IK::SubSat, FlagUnsigned},
  {Intrinsic::expect, IK::Copy, 0},       {Intrinsic::ssa_copy, IK::Copy, 0},
  {Intrinsic::trap, IK::Trap, 0},         {Intrinsic::debugtrap, IK::Trap, 0},
  {Intrinsic::ubsantrap, IK::Trap, 0},
};
// clang-format on

bool decodeGeneric(Intrinsic::ID ID, DInst &D) {
  for (const GenericIntrinsic &G : GenericTable)
    if (G.ID == ID) {
      set(D, G.Kind, 0, G.Flags);
      return true;
    }
  return false;
}

uint8_t dimOf(StringRef S) { return S == "y" ? 1 : S == "z" ? 2 : 0; }

bool decodeSreg(StringRef R, DInst &D) {
  auto [Head, Dim] = R.rsplit('.');
  if (Dim == "x" || Dim == "y" || Dim == "z") {
    IK K = Head == "tid"      ? IK::Tid
           : Head == "ntid"   ? IK::NTid
           : Head == "ctaid"  ? IK::CtaId
           : Head == "nctaid" ? IK::NCtaId
                              : IK::Trap;
    if (K == IK::Trap)
      return false;
    set(D, K, dimOf(Dim));
    return true;
  }
  static const std::pair<StringRef, IK> Regs[] = {
      {"laneid", IK::LaneId},
      {"warpsize", IK::WarpSizeReg},
      {"warpid", IK::WarpId},
      {"nwarpid", IK::NWarpId},
      {"clock", IK::Clock},
      {"clock64", IK::Clock},
      {"globaltimer", IK::Clock},
      {"lanemask.eq", IK::LaneMaskEq},
      {"lanemask.lt", IK::LaneMaskLt},
      {"lanemask.le", IK::LaneMaskLe},
      {"lanemask.gt", IK::LaneMaskGt},
      {"lanemask.ge", IK::LaneMaskGe},
      {"smid", IK::Zero},
      {"gridid", IK::Zero}};
  for (const auto &[Name, K] : Regs)
    if (R == Name) {
      set(D, K);
      return true;
    }
  return false;
}

uint8_t roundingOf(StringRef N) {
  if (N.contains(".rz"))
    return RoundZero;
  if (N.contains(".rm"))
    return RoundDown;
  if (N.contains(".rp"))
    return RoundUp;
  return RoundNearest;
}

/// Barriers: SrcBits is the index of the predicate operand (0: none).
bool decodeBarrier(StringRef N, const CallInst &CI, DInst &D) {
  if (N.starts_with("barrier.cta.arrive") || N.starts_with("bar.warp"))
    return false;
  uint8_t Kind = N.contains("popc")   ? 1
                 : N.contains(".and") ? 2
                 : N.contains(".or")  ? 3
                                      : 0;
  set(D, IK::Barrier, Kind);
  D.SrcBits = Kind ? uint8_t(CI.arg_size() - 1) : 0;
  return true;
}

bool decodeWarp(StringRef N, const CallInst &CI, DInst &D) {
  if (N == "activemask") {
    set(D, IK::ActiveMask);
    return true;
  }
  if (N == "bar.warp.sync") {
    set(D, IK::WarpSync);
    return true;
  }
  if (N.consume_front("vote.")) {
    bool Sync = N.consume_back(".sync");
    IK K = N == "any"   ? IK::VoteAny
           : N == "all" ? IK::VoteAll
           : N == "uni" ? IK::VoteUni
                        : IK::VoteBallot;
    set(D, K, Sync ? 1 : 0);
    return N == "any" || N == "all" || N == "uni" || N == "ballot";
  }
  if (N.consume_front("shfl.sync.")) {
    auto [Mode, Ty] = N.split('.');
    IK K = Mode == "idx"    ? IK::ShflIdx
           : Mode == "up"   ? IK::ShflUp
           : Mode == "down" ? IK::ShflDown
                            : IK::ShflBfly;
    set(D, K, 0, Ty.ends_with("p") ? FlagPredOut : 0);
    return (Mode == "idx" || Mode == "up" || Mode == "down" ||
            Mode == "bfly") &&
           (Ty.starts_with("i32") || Ty.starts_with("f32"));
  }
  if (N.consume_front("redux.sync.")) {
    static const StringRef Ops[] = {"add",  "min", "max", "umin",
                                    "umax", "and", "or",  "xor"};
    for (unsigned I = 0; I < 8; ++I)
      if (N == Ops[I]) {
        set(D, IK::Redux, I);
        return true;
      }
    return false;
  }
  if (N.starts_with("match.any.sync.")) {
    set(D, IK::MatchAny);
    D.SrcBits = typeBits(CI.getArgOperand(1)->getType());
    return true;
  }
  if (N.starts_with("match.all.sync.")) {
    set(D, IK::MatchAll);
    D.SrcBits = typeBits(CI.getArgOperand(1)->getType());
    return true;
  }
  return false;
}

bool decodeFloatOp(StringRef N, DInst &D) {
  uint16_t Ftz = N.contains(".ftz") ? FlagFTZ : 0;
  uint8_t Rnd = roundingOf(N);
  static const std::pair<StringRef, IK> Prefixes[] = {
      {"add.", IK::FAddR},         {"mul.", IK::FMulR},
      {"div.", IK::FDivR},         {"fma.", IK::Fma},
      {"sqrt.", IK::Sqrt},         {"rsqrt.", IK::Rsqrt},
      {"rcp.", IK::Rcp},           {"ex2.", IK::Exp2},
      {"lg2.", IK::Log2},          {"sin.", IK::Sin},
      {"cos.", IK::Cos},           {"fabs", IK::Fabs},
      {"floor.", IK::Floor},       {"ceil.", IK::Ceil},
      {"trunc.", IK::FTrunc},      {"round.", IK::Round},
      {"saturate.", IK::Saturate}, {"fmin.", IK::MinNum},
      {"fmax.", IK::MaxNum}};
  for (const auto &[P, K] : Prefixes)
    if (N.starts_with(P)) {
      set(D, K, Rnd, Ftz);
      return !N.contains("xorsign") && !N.contains(".nan") &&
             !N.contains("bf16") && !N.contains("f16");
    }
  return false;
}

bool decodeConversion(StringRef N, DInst &D) {
  if (N == "d2i.hi" || N == "d2i.lo") {
    set(D, N.ends_with("hi") ? IK::D2IHi : IK::D2ILo);
    return true;
  }
  if (N == "lohi.i2d") {
    set(D, IK::LoHiI2D);
    return true;
  }
  if (N.starts_with("bitcast.")) {
    set(D, IK::Copy);
    return true;
  }
  uint8_t Rnd = roundingOf(N);
  uint16_t Ftz = N.contains(".ftz") ? FlagFTZ : 0;
  auto [Conv, Rest] = N.split('.');
  static const StringRef FloatToInt[] = {"f2i",  "f2ui",  "d2i",  "d2ui",
                                         "f2ll", "f2ull", "d2ll", "d2ull"};
  static const StringRef IntToFloat[] = {"i2f",  "ui2f",  "i2d",  "ui2d",
                                         "ll2f", "ull2f", "ll2d", "ull2d"};
  for (StringRef C : FloatToInt)
    if (Conv == C) {
      set(D, IK::F2I, Rnd, Ftz | (C.contains('u') ? FlagUnsigned : 0));
      return true;
    }
  for (StringRef C : IntToFloat)
    if (Conv == C) {
      set(D, IK::I2F, Rnd, C.starts_with("u") ? FlagUnsigned : 0);
      return true;
    }
  if (Conv == "d2f") {
    set(D, IK::F2F, Rnd, Ftz);
    return true;
  }
  return false;
}

bool decodeIntOp(StringRef N, DInst &D) {
  static const std::pair<StringRef, IK> Ops[] = {
      {"mulhi.i", IK::MulHi},     {"mulhi.ll", IK::MulHi},
      {"clz.i", IK::Ctlz},        {"clz.ll", IK::Ctlz},
      {"popc.i", IK::Ctpop},      {"popc.ll", IK::Ctpop},
      {"brev32", IK::BitReverse}, {"brev64", IK::BitReverse}};
  for (const auto &[Name, K] : Ops)
    if (N == Name) {
      set(D, K);
      return true;
    }
  if (N == "prmt") {
    set(D, IK::Prmt);
    return true;
  }
  if (N == "sad.i" || N == "sad.ui") {
    set(D, IK::Sad, 0, N == "sad.ui" ? FlagUnsigned : 0);
    return true;
  }
  if (N == "mulhi.ui" || N == "mulhi.ull") {
    set(D, IK::MulHi, 0, FlagUnsigned);
    return true;
  }
  return false;
}

bool decodeNVVM(StringRef N, const CallInst &CI, DInst &D) {
  if (N.consume_front("read.ptx.sreg."))
    return decodeSreg(N, D);
  if (N.starts_with("barrier") || N.starts_with("bar.sync"))
    return decodeBarrier(N, CI, D);
  if (decodeWarp(N, CI, D))
    return true;
  if (D.Imm)
    return false;
  return decodeConversion(N, D) || decodeIntOp(N, D) || decodeFloatOp(N, D);
}

} // namespace

bool lockstep::sim::decodeVectorReduce(const CallInst &CI, DInst &D) {
  static const std::pair<Intrinsic::ID, ReduceOp> Ops[] = {
      {Intrinsic::vector_reduce_add, ReduceOp::Add},
      {Intrinsic::vector_reduce_mul, ReduceOp::Mul},
      {Intrinsic::vector_reduce_and, ReduceOp::And},
      {Intrinsic::vector_reduce_or, ReduceOp::Or},
      {Intrinsic::vector_reduce_xor, ReduceOp::Xor},
      {Intrinsic::vector_reduce_smax, ReduceOp::SMax},
      {Intrinsic::vector_reduce_smin, ReduceOp::SMin},
      {Intrinsic::vector_reduce_umax, ReduceOp::UMax},
      {Intrinsic::vector_reduce_umin, ReduceOp::UMin},
      {Intrinsic::vector_reduce_fadd, ReduceOp::FAdd},
      {Intrinsic::vector_reduce_fmul, ReduceOp::FMul},
      {Intrinsic::vector_reduce_fmax, ReduceOp::FMax},
      {Intrinsic::vector_reduce_fmin, ReduceOp::FMin},
      {Intrinsic::vector_reduce_fmaximum, ReduceOp::FMaximum},
      {Intrinsic::vector_reduce_fminimum, ReduceOp::FMinimum},
  };
  const Function *F = CI.getCalledFunction();
  const auto *It = llvm::find_if(
      Ops, [&](const auto &P) { return P.first == F->getIntrinsicID(); });
  if (It == std::end(Ops))
    return false;
  bool Start = It->second == ReduceOp::FAdd || It->second == ReduceOp::FMul;
  auto *VT = dyn_cast<FixedVectorType>(CI.getArgOperand(Start)->getType());
  Type *Elt = VT ? VT->getElementType() : nullptr;
  if (!VT || !typeBits(Elt) || Elt->isPointerTy() ||
      (It->second >= ReduceOp::FAdd) != Elt->isFloatingPointTy())
    return false;
  D.Imm = int64_t(IK::VecReduce);
  D.Pred = uint8_t(It->second);
  D.Bits = uint8_t(typeBits(Elt));
  D.AuxCount = VT->getNumElements();
  D.Flags |= FlagVectorOp0;
  return true;
}

bool lockstep::sim::decodeIntrinsic(const CallInst &CI, DInst &D) {
  const Function *F = CI.getCalledFunction();
  Type *RetTy = CI.getType();
  if (RetTy->isVectorTy())
    return false;
  D.Imm = 0;
  D.Bits = RetTy->isStructTy() ? typeBits(RetTy->getStructElementType(0))
                               : typeBits(RetTy);
  D.SrcBits = CI.arg_size() ? typeBits(CI.getArgOperand(0)->getType()) : 0;
  for (const Use &A : CI.args())
    if (A->getType()->isVectorTy() || !typeBits(A->getType()))
      return false;
  if (decodeGeneric(F->getIntrinsicID(), D))
    return true;
  StringRef Name = F->getName();
  if (Name.consume_front("llvm.amdgcn.")) {
    D.Flags = 0;
    return decodeAMDGCN(Name, CI, D);
  }
  if (!Name.consume_front("llvm.nvvm."))
    return false;
  D.Imm = 0;
  D.Flags = 0;
  return decodeNVVM(Name, CI, D);
}

namespace {
const struct {
  const char *Name;
  BarrierOp Op;
} ConvergenceBarriers[] = {
    {"__lockstep_barrier_join", BarrierOp::Join},
    {"__lockstep_barrier_wait", BarrierOp::Wait},
    {"__lockstep_barrier_cancel", BarrierOp::Cancel},
    {"__lockstep_barrier_rejoin", BarrierOp::Rejoin},
    {"__lockstep_barrier_wait_soft", BarrierOp::WaitSoft},
};

Error barrierError(const CallInst &CI, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "'" + CI.getCalledFunction()->getName() +
                               "' in function '" + CI.getFunction()->getName() +
                               "': " + What);
}
} // namespace

bool lockstep::sim::decodeSpecialRegisterRead(StringRef Name, DInst &D) {
  if (!Name.consume_front("%"))
    return false;
  std::string Reg = Name.str(); // %lanemask_lt is lanemask.lt.
  std::replace(Reg.begin(), Reg.end(), '_', '.');
  return decodeSreg(Reg, D);
}

bool lockstep::sim::isConvergenceBarrier(StringRef Name) {
  return llvm::any_of(ConvergenceBarriers,
                      [&](const auto &B) { return Name == B.Name; });
}

Error lockstep::sim::decodeConvergenceBarrier(const CallInst &CI, DInst &D) {
  StringRef Name = CI.getCalledFunction()->getName();
  const auto *B = llvm::find_if(ConvergenceBarriers,
                                [&](const auto &B) { return Name == B.Name; });
  unsigned Args = B->Op == BarrierOp::WaitSoft ? 2 : 1;
  if (CI.arg_size() != Args)
    return barrierError(CI, "expects " + Twine(Args) + " i32 argument(s)");
  const auto *Id = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  if (!Id || Id->getValue().uge(NumConvergenceBarriers))
    return barrierError(CI, "barrier id must be a constant in [0, " +
                                Twine(NumConvergenceBarriers) + ")");
  D.Imm = int64_t(IK::ConvBarrier);
  D.Pred = uint8_t(B->Op);
  D.Aux = uint32_t(Id->getZExtValue());
  D.AuxCount = 0;
  if (B->Op != BarrierOp::WaitSoft)
    return Error::success();
  const auto *T = dyn_cast<ConstantInt>(CI.getArgOperand(1));
  if (!T || T->getValue().ult(1) || T->getValue().ugt(64))
    return barrierError(CI, "soft barrier threshold must be a constant in "
                            "[1, 64]");
  D.AuxCount = uint32_t(T->getZExtValue());
  return Error::success();
}
