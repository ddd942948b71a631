//===- InlineAsmFloat.h - Floating-point PTX inline assembly ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The floating-point half of the inline-assembly interpreter (InlineAsm.h):
/// CUDA's cuda_fp16.h and cuda_bf16.h implement every __half and
/// __nv_bfloat16 operation as a small PTX block, so a kernel using half
/// precision cannot be simulated without them. Supported, per lane:
///  - cvt between any two of s8..s64, u8..u64 (b types as u), f16, bf16,
///    f32 and f64, with the PTX rounding modifiers (.rn/.rz/.rm/.rp for a
///    float result that may round, .rni/.rzi/.rmi/.rpi for an integer one),
///    .ftz and .sat; float-to-integer conversions saturate and NaN gives 0,
///    as the PTX ISA defines;
///  - add, sub, mul, fma, min, max, abs, neg on .f16, .bf16, .f32 and the
///    packed .f16x2 / .bf16x2 (two 16-bit lanes of a 32-bit register), with
///    .rn (the default), .ftz, .sat and .relu; sqrt, rsqrt, rcp, ex2, lg2,
///    sin, cos and tanh .approx on .f32 (computed exactly: the hardware's
///    approximation error is not modelled);
///  - setp.<cmp> on .f16, .bf16, .f32 and .f64 with the ordered and the
///    unordered (u-suffixed) comparisons, num and nan.
/// Arithmetic rounds once, in the result's own format (APFloat), so f16 and
/// bf16 results are the correctly rounded ones the hardware produces; a NaN
/// result is the canonical NaN (0x7fff for f16 and bf16, 0x7fffffff for
/// f32), as the PTX ISA specifies for these instructions.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_INLINEASMFLOAT_H
#define LOCKSTEP_LIB_SIM_INLINEASMFLOAT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>

namespace lockstep::sim {

/// A PTX scalar type as far as values go (b types read as u types).
enum class PTXType : uint8_t {
  S8,
  S16,
  S32,
  S64,
  U8,
  U16,
  U32,
  U64,
  F16,
  BF16,
  F32,
  F64,
  Invalid
};

/// One parsed floating-point instruction (or integer cvt).
struct FloatInst {
  enum Opcode : uint8_t {
    Cvt,
    Add,
    Sub,
    Mul,
    Fma,
    Min,
    Max,
    Abs,
    Neg,
    Sqrt,
    Rsqrt,
    Rcp,
    Ex2,
    Lg2,
    Sin,
    Cos,
    Tanh,
    SetP
  };
  /// Rounding: nearest-even, toward zero, toward -inf, toward +inf.
  enum Rounding : uint8_t { RN, RZ, RM, RP };
  /// setp comparisons; the U flag makes a comparison true when unordered.
  enum Compare : uint8_t { Eq, Ne, Lt, Le, Gt, Ge, Num, Nan };
  Opcode Op = Cvt;
  PTXType Ty = PTXType::Invalid;    ///< Result type (setp: operand type).
  PTXType SrcTy = PTXType::Invalid; ///< cvt: the source type.
  Rounding Round = RN;
  bool IntRound = false; ///< cvt: .rni/.rzi/.rmi/.rpi (to an integer value).
  bool Pair = false;     ///< .f16x2 / .bf16x2.
  bool Ftz = false, Sat = false, Relu = false;
  bool Unordered = false; ///< setp: equ, neu, ltu, leu, gtu, geu.
  Compare Cmp = Eq;
  /// Number of source operands.
  unsigned numSources() const;
};

/// Whether \p Mnemonic is one FloatInst handles (cvt.*, or an arithmetic,
/// approximation or setp mnemonic on a floating-point type).
bool isFloatMnemonic(llvm::StringRef Mnemonic);

/// Parses \p Mnemonic (e.g. "fma.rn.ftz.f16x2", "cvt.rni.s32.f16",
/// "setp.ltu.f32"); an error names what is not supported.
llvm::Expected<FloatInst> parseFloatMnemonic(llvm::StringRef Mnemonic);

/// Runs \p I on the sources \p A, \p B, \p C (register bits, the value in
/// the low bits) and returns the destination's bits.
uint64_t runFloatInst(const FloatInst &I, uint64_t A, uint64_t B, uint64_t C);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_INLINEASMFLOAT_H
