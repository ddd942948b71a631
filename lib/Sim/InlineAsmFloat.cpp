//===- InlineAsmFloat.cpp - Floating-point PTX inline assembly ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parsing and per-lane semantics of the floating-point PTX instructions of
/// CUDA's half-precision headers (InlineAsmFloat.h). Values are register
/// bits; every operation converts them to APFloat in their own format, so
/// rounding, subnormals and signed zeros follow IEEE 754 in that format.
///
//===----------------------------------------------------------------------===//

#include "InlineAsmFloat.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <cmath>

using namespace llvm;
using namespace lockstep::sim;

namespace {

Error floatError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "unsupported inline assembly: " + Msg);
}

PTXType parseType(StringRef S) {
  static const std::pair<StringRef, PTXType> Table[] = {
      {"s8", PTXType::S8},   {"s16", PTXType::S16},   {"s32", PTXType::S32},
      {"s64", PTXType::S64}, {"u8", PTXType::U8},     {"u16", PTXType::U16},
      {"u32", PTXType::U32}, {"u64", PTXType::U64},   {"b8", PTXType::U8},
      {"b16", PTXType::U16}, {"b32", PTXType::U32},   {"b64", PTXType::U64},
      {"f16", PTXType::F16}, {"bf16", PTXType::BF16}, {"f32", PTXType::F32},
      {"f64", PTXType::F64}};
  for (const auto &[Name, T] : Table)
    if (S == Name)
      return T;
  return PTXType::Invalid;
}

bool isFloatType(PTXType T) { return T >= PTXType::F16 && T <= PTXType::F64; }
bool isSignedType(PTXType T) { return T <= PTXType::S64; }

unsigned bitsOf(PTXType T) {
  switch (T) {
  case PTXType::S8:
  case PTXType::U8:
    return 8;
  case PTXType::S16:
  case PTXType::U16:
  case PTXType::F16:
  case PTXType::BF16:
    return 16;
  case PTXType::S32:
  case PTXType::U32:
  case PTXType::F32:
    return 32;
  default:
    return 64;
  }
}

uint64_t maskOf(PTXType T) {
  unsigned Bits = bitsOf(T);
  return Bits == 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}

const fltSemantics &semanticsOf(PTXType T) {
  switch (T) {
  case PTXType::F16:
    return APFloat::IEEEhalf();
  case PTXType::BF16:
    return APFloat::BFloat();
  case PTXType::F32:
    return APFloat::IEEEsingle();
  default:
    return APFloat::IEEEdouble();
  }
}

/// The mnemonic's operation name, for the operations on float types.
bool parseOpcode(StringRef Name, FloatInst::Opcode &Op) {
  static const std::pair<StringRef, FloatInst::Opcode> Table[] = {
      {"cvt", FloatInst::Cvt},     {"add", FloatInst::Add},
      {"sub", FloatInst::Sub},     {"mul", FloatInst::Mul},
      {"fma", FloatInst::Fma},     {"min", FloatInst::Min},
      {"max", FloatInst::Max},     {"abs", FloatInst::Abs},
      {"neg", FloatInst::Neg},     {"sqrt", FloatInst::Sqrt},
      {"rsqrt", FloatInst::Rsqrt}, {"rcp", FloatInst::Rcp},
      {"ex2", FloatInst::Ex2},     {"lg2", FloatInst::Lg2},
      {"sin", FloatInst::Sin},     {"cos", FloatInst::Cos},
      {"tanh", FloatInst::Tanh},   {"setp", FloatInst::SetP}};
  for (const auto &[N, O] : Table)
    if (Name == N) {
      Op = O;
      return true;
    }
  return false;
}

/// A modifier between the operation and the type(s); false if unknown.
bool parseModifier(StringRef M, FloatInst &I) {
  static const StringRef Rounds[] = {"rn", "rz", "rm", "rp"};
  static const StringRef IntRounds[] = {"rni", "rzi", "rmi", "rpi"};
  static const StringRef Cmps[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  if (const auto *It = find(Rounds, M); It != std::end(Rounds)) {
    I.Round = FloatInst::Rounding(It - std::begin(Rounds));
    return true;
  }
  if (const auto *It = find(IntRounds, M); It != std::end(IntRounds)) {
    I.Round = FloatInst::Rounding(It - std::begin(IntRounds));
    I.IntRound = true;
    return true;
  }
  if (I.Op == FloatInst::SetP) {
    StringRef Base = M;
    bool U = M.size() == 3 && Base.consume_back("u");
    if (const auto *It = find(Cmps, Base); It != std::end(Cmps)) {
      I.Cmp = FloatInst::Compare(It - std::begin(Cmps));
      I.Unordered = U;
      return true;
    }
    if (M == "num" || M == "nan") {
      I.Cmp = M == "num" ? FloatInst::Num : FloatInst::Nan;
      return true;
    }
    return false;
  }
  I.Ftz |= M == "ftz";
  I.Sat |= M == "sat";
  I.Relu |= M == "relu";
  return M == "ftz" || M == "sat" || M == "relu" || M == "approx" ||
         M == "full";
}

APFloat toFloat(PTXType T, uint64_t Bits, bool Ftz) {
  APFloat V(semanticsOf(T), APInt(bitsOf(T), Bits & maskOf(T)));
  if (Ftz && V.isDenormal())
    V = APFloat::getZero(V.getSemantics(), V.isNegative());
  return V;
}

APFloat::roundingMode roundingOf(FloatInst::Rounding R) {
  switch (R) {
  case FloatInst::RZ:
    return APFloat::rmTowardZero;
  case FloatInst::RM:
    return APFloat::rmTowardNegative;
  case FloatInst::RP:
    return APFloat::rmTowardPositive;
  default:
    return APFloat::rmNearestTiesToEven;
  }
}

/// The bits of a result: .sat, .relu and .ftz applied, a NaN canonical.
uint64_t finish(const FloatInst &I, PTXType T, APFloat V) {
  const fltSemantics &Sem = semanticsOf(T);
  if (I.Sat) {
    if (V.isNaN() || V.isNegative())
      V = APFloat::getZero(Sem);
    else if (V.compare(APFloat::getOne(Sem)) == APFloat::cmpGreaterThan)
      V = APFloat::getOne(Sem);
  }
  if (I.Relu && !V.isNaN() && V.isNegative())
    V = APFloat::getZero(Sem);
  if (I.Ftz && V.isDenormal())
    V = APFloat::getZero(Sem, V.isNegative());
  if (V.isNaN() && T != PTXType::F64)
    return T == PTXType::F32 ? 0x7fffffffu : 0x7fffu;
  return V.bitcastToAPInt().getZExtValue();
}

/// The .approx functions, computed exactly in double and rounded.
APFloat approx(FloatInst::Opcode Op, const APFloat &X) {
  bool Lost;
  APFloat D = X;
  D.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &Lost);
  double V = D.convertToDouble(), R = V;
  switch (Op) {
  case FloatInst::Sqrt:
    R = std::sqrt(V);
    break;
  case FloatInst::Rsqrt:
    R = 1.0 / std::sqrt(V);
    break;
  case FloatInst::Rcp:
    R = 1.0 / V;
    break;
  case FloatInst::Ex2:
    R = std::exp2(V);
    break;
  case FloatInst::Lg2:
    R = std::log2(V);
    break;
  case FloatInst::Sin:
    R = std::sin(V);
    break;
  case FloatInst::Cos:
    R = std::cos(V);
    break;
  default:
    R = std::tanh(V);
    break;
  }
  APFloat Out(R);
  Out.convert(X.getSemantics(), APFloat::rmNearestTiesToEven, &Lost);
  return Out;
}

/// One arithmetic operation on scalars of type \p T.
uint64_t arith(const FloatInst &I, PTXType T, uint64_t A, uint64_t B,
               uint64_t C) {
  uint64_t Sign = uint64_t(1) << (bitsOf(T) - 1);
  if (I.Op == FloatInst::Abs || I.Op == FloatInst::Neg) {
    APFloat X = toFloat(T, A, I.Ftz); // Bit operations: NaNs keep payloads.
    uint64_t Bits = X.bitcastToAPInt().getZExtValue();
    return I.Op == FloatInst::Abs ? Bits & ~Sign : Bits ^ Sign;
  }
  APFloat X = toFloat(T, A, I.Ftz), Y = toFloat(T, B, I.Ftz);
  APFloat::roundingMode RM = roundingOf(I.Round);
  switch (I.Op) {
  case FloatInst::Add:
    X.add(Y, RM);
    break;
  case FloatInst::Sub:
    X.subtract(Y, RM);
    break;
  case FloatInst::Mul:
    X.multiply(Y, RM);
    break;
  case FloatInst::Fma:
    X.fusedMultiplyAdd(Y, toFloat(T, C, I.Ftz), RM);
    break;
  case FloatInst::Min:
    X = minimumnum(X, Y);
    break;
  case FloatInst::Max:
    X = maximumnum(X, Y);
    break;
  default:
    X = approx(I.Op, X);
    break;
  }
  return finish(I, T, X);
}

bool compare(const FloatInst &I, PTXType T, uint64_t A, uint64_t B) {
  APFloat::cmpResult R = toFloat(T, A, I.Ftz).compare(toFloat(T, B, I.Ftz));
  bool Unord = R == APFloat::cmpUnordered;
  bool V = false;
  switch (I.Cmp) {
  case FloatInst::Eq:
    V = R == APFloat::cmpEqual;
    break;
  case FloatInst::Ne:
    V = R == APFloat::cmpLessThan || R == APFloat::cmpGreaterThan;
    break;
  case FloatInst::Lt:
    V = R == APFloat::cmpLessThan;
    break;
  case FloatInst::Le:
    V = R == APFloat::cmpLessThan || R == APFloat::cmpEqual;
    break;
  case FloatInst::Gt:
    V = R == APFloat::cmpGreaterThan;
    break;
  case FloatInst::Ge:
    V = R == APFloat::cmpGreaterThan || R == APFloat::cmpEqual;
    break;
  case FloatInst::Num:
    return !Unord;
  case FloatInst::Nan:
    return Unord;
  }
  return V || (I.Unordered && Unord);
}

/// Float to integer: rounded by the .rXi modifier (toward zero without one),
/// saturated to the destination's range, NaN to 0.
uint64_t floatToInt(const FloatInst &I, APFloat X) {
  if (X.isNaN())
    return 0;
  X.roundToIntegral(I.IntRound ? roundingOf(I.Round) : APFloat::rmTowardZero);
  unsigned Bits = bitsOf(I.Ty);
  APSInt Result(Bits, !isSignedType(I.Ty));
  bool Exact;
  // convertToInteger saturates an out-of-range value (reporting invalid).
  X.convertToInteger(Result, APFloat::rmTowardZero, &Exact);
  return Result.getZExtValue() & maskOf(I.Ty);
}

/// Integer to integer: extended by the source's signedness, optionally
/// saturated to the destination's range, then cut to its width.
uint64_t intToInt(const FloatInst &I, uint64_t A) {
  unsigned SrcBits = bitsOf(I.SrcTy), DstBits = bitsOf(I.Ty);
  APInt V(SrcBits, A & maskOf(I.SrcTy));
  bool SrcSigned = isSignedType(I.SrcTy), DstSigned = isSignedType(I.Ty);
  if (I.Sat) {
    APSInt Wide(SrcSigned ? V.sext(128) : V.zext(128), !SrcSigned);
    APSInt Max = APSInt::getMaxValue(DstBits, !DstSigned).extend(128);
    APSInt Min = APSInt::getMinValue(DstBits, !DstSigned).extend(128);
    Wide.setIsSigned(true), Max.setIsSigned(true), Min.setIsSigned(true);
    if (Wide > Max)
      Wide = Max;
    if (Wide < Min)
      Wide = Min;
    return Wide.trunc(64).getZExtValue() & maskOf(I.Ty);
  }
  APInt W = SrcSigned ? V.sext(64) : V.zext(64);
  return W.getZExtValue() & maskOf(I.Ty);
}

uint64_t convert(const FloatInst &I, uint64_t A) {
  bool Lost;
  if (!isFloatType(I.SrcTy) && !isFloatType(I.Ty))
    return intToInt(I, A);
  if (!isFloatType(I.SrcTy)) {
    APFloat X(semanticsOf(I.Ty));
    APInt V(bitsOf(I.SrcTy), A & maskOf(I.SrcTy));
    X.convertFromAPInt(V, isSignedType(I.SrcTy), roundingOf(I.Round));
    return finish(I, I.Ty, X);
  }
  APFloat X = toFloat(I.SrcTy, A, I.Ftz);
  if (!isFloatType(I.Ty))
    return floatToInt(I, X);
  if (I.IntRound)
    X.roundToIntegral(roundingOf(I.Round));
  X.convert(semanticsOf(I.Ty), roundingOf(I.Round), &Lost);
  return finish(I, I.Ty, X);
}

} // namespace

unsigned FloatInst::numSources() const {
  switch (Op) {
  case Add:
  case Sub:
  case Mul:
  case Min:
  case Max:
  case SetP:
    return 2;
  case Fma:
    return 3;
  default:
    return 1;
  }
}

bool lockstep::sim::isFloatMnemonic(StringRef M) {
  if (M.starts_with("cvt."))
    return true;
  FloatInst::Opcode Op;
  if (!parseOpcode(M.take_until([](char C) { return C == '.'; }), Op))
    return false;
  StringRef Ty = M.rsplit('.').second;
  Ty.consume_back("x2");
  return isFloatType(parseType(Ty));
}

Expected<FloatInst> lockstep::sim::parseFloatMnemonic(StringRef M) {
  SmallVector<StringRef, 6> Parts;
  M.split(Parts, '.');
  FloatInst I;
  if (Parts.size() < 2 || !parseOpcode(Parts[0], I.Op))
    return floatError("instruction '" + M + "'");
  unsigned NumTypes = I.Op == FloatInst::Cvt ? 2 : 1;
  if (Parts.size() < 1 + NumTypes)
    return floatError("instruction '" + M + "'");
  StringRef Ty = Parts[Parts.size() - NumTypes];
  I.Pair = Ty.consume_back("x2");
  I.Ty = parseType(Ty);
  if (NumTypes == 2)
    I.SrcTy = parseType(Parts.back());
  bool Valid =
      I.Ty != PTXType::Invalid &&
      (NumTypes == 1 ? isFloatType(I.Ty) && !(I.Pair && bitsOf(I.Ty) != 16)
                     : I.SrcTy != PTXType::Invalid && !I.Pair);
  for (StringRef Mod : ArrayRef(Parts).slice(1, Parts.size() - 1 - NumTypes))
    Valid = Valid && parseModifier(Mod, I);
  if (I.Op == FloatInst::SetP && I.Pair)
    Valid = false; // Two predicate results.
  if (!Valid)
    return floatError("instruction '" + M + "'");
  return I;
}

uint64_t lockstep::sim::runFloatInst(const FloatInst &I, uint64_t A, uint64_t B,
                                     uint64_t C) {
  if (I.Op == FloatInst::Cvt)
    return convert(I, A);
  if (I.Op == FloatInst::SetP)
    return compare(I, I.Ty, A, B);
  if (!I.Pair)
    return arith(I, I.Ty, A, B, C);
  uint64_t Lo = arith(I, I.Ty, A, B, C);
  uint64_t Hi = arith(I, I.Ty, A >> 16, B >> 16, C >> 16);
  return (Lo & 0xffff) | (Hi & 0xffff) << 16;
}
