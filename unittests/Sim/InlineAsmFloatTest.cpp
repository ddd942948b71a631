//===- InlineAsmFloatTest.cpp - Floating-point PTX inline assembly --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The edge cases of the half-precision blocks (InlineAsmFloat.h): rounding
/// ties, subnormals and .ftz, .sat and .relu, NaN handling of min/max and
/// canonical NaNs, unordered comparisons, saturating float-to-integer
/// conversions, integer conversions, packed .f16x2 and 16-bit pack/unpack.
/// Expected bits are IEEE 754 binary16/bfloat16 encodings worked out by
/// hand (1.0 = 0x3c00, 2^-24 = 0x0001, the smallest subnormal).
///
//===----------------------------------------------------------------------===//

#include "InlineAsmTestUtil.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::sim;

namespace {

uint64_t run(StringRef Asm, StringRef Constraints,
             std::initializer_list<uint64_t> Inputs, unsigned Out = 0) {
  return test::runAsm(Asm, Constraints, Inputs, Out);
}

uint64_t f32(float F) { return bit_cast<uint32_t>(F); }

uint64_t op(StringRef Mnemonic, std::initializer_list<uint64_t> Inputs) {
  std::string Asm = Mnemonic.str() + " $0";
  std::string Cons = "=r";
  for (unsigned I = 1; I <= Inputs.size(); ++I) {
    Asm += ", $" + std::to_string(I);
    Cons += ",r";
  }
  return run(Asm + ";", Cons, Inputs);
}

TEST(InlineAsmFloat, ConversionsRoundToNearestEven) {
  // 1 + 2^-11 is halfway between 1.0 and the next half (1 + 2^-10): even.
  EXPECT_EQ(op("cvt.rn.f16.f32", {f32(1.0f + 0x1p-11f)}), 0x3c00u);
  // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 and 1 + 2^-9: up to even.
  EXPECT_EQ(op("cvt.rn.f16.f32", {f32(1.0f + 3 * 0x1p-11f)}), 0x3c02u);
  EXPECT_EQ(op("cvt.rz.f16.f32", {f32(1.0f + 3 * 0x1p-11f)}), 0x3c01u);
  EXPECT_EQ(op("cvt.rp.f16.f32", {f32(1.0f + 0x1p-20f)}), 0x3c01u);
  EXPECT_EQ(op("cvt.rm.f16.f32", {f32(-1.0f - 0x1p-20f)}), 0xbc01u);
  // Overflow to infinity, the smallest subnormal, widening exactly.
  EXPECT_EQ(op("cvt.rn.f16.f32", {f32(70000.0f)}), 0x7c00u);
  EXPECT_EQ(op("cvt.rn.f16.f32", {f32(0x1p-24f)}), 0x0001u);
  EXPECT_EQ(op("cvt.f32.f16", {0x0001}), f32(0x1p-24f));
  EXPECT_EQ(op("cvt.ftz.f32.f16", {0x0001}), 0u);
  // bfloat16 keeps f32's exponent: 2^-130 is a bf16 subnormal.
  EXPECT_EQ(op("cvt.rn.bf16.f32", {f32(3.0f)}), 0x4040u);
  EXPECT_EQ(op("cvt.f32.bf16", {0x4040}), f32(3.0f));
  // A NaN converts to the canonical NaN.
  EXPECT_EQ(op("cvt.rn.f16.f32", {0x7fc00001}), 0x7fffu);
}

TEST(InlineAsmFloat, FloatToIntegerSaturates) {
  EXPECT_EQ(op("cvt.rni.s32.f16", {0x4100}), 2u); // 2.5 -> 2 (even)
  EXPECT_EQ(op("cvt.rni.s32.f16", {0x4300}), 4u); // 3.5 -> 4 (even)
  EXPECT_EQ(op("cvt.rzi.s32.f32", {f32(-2.75f)}), uint64_t(0xfffffffe));
  EXPECT_EQ(op("cvt.rmi.s32.f32", {f32(-2.25f)}), uint64_t(0xfffffffd));
  EXPECT_EQ(op("cvt.rpi.u32.f32", {f32(2.25f)}), 3u);
  EXPECT_EQ(op("cvt.rzi.s32.f32", {f32(3e9f)}), 0x7fffffffu);
  EXPECT_EQ(op("cvt.rzi.s32.f32", {f32(-3e9f)}), 0x80000000u);
  EXPECT_EQ(op("cvt.rzi.u32.f32", {f32(-5.0f)}), 0u);
  EXPECT_EQ(op("cvt.rzi.s32.f32", {0x7fc00000}), 0u);               // NaN
  EXPECT_EQ(op("cvt.rzi.u16.f16", {0x7c00}), 0xffffu);              // +inf
  EXPECT_EQ(op("cvt.rn.f16.s32", {uint64_t(0xfffffffd)}), 0xc200u); // -3
  EXPECT_EQ(op("cvt.rn.f32.u32", {0xffffffff}), f32(4294967296.0f));
}

TEST(InlineAsmFloat, IntegerConversions) {
  EXPECT_EQ(run("cvt.u64.u32 $0, $1;", "=l,r", {0xfffffffe}), 0xfffffffeu);
  EXPECT_EQ(run("cvt.s64.s32 $0, $1;", "=l,r", {0xfffffffe}),
            0xfffffffffffffffeull);
  EXPECT_EQ(op("cvt.u16.u32", {0x12345}), 0x2345u);
  EXPECT_EQ(op("cvt.sat.s8.s32", {300}), 0x7fu);
  EXPECT_EQ(op("cvt.sat.s8.s32", {uint64_t(0xfffffe00)}), 0x80u); // -512
  EXPECT_EQ(op("cvt.sat.u8.s32", {uint64_t(0xffffffff)}), 0u);    // -1
}

TEST(InlineAsmFloat, HalfArithmetic) {
  EXPECT_EQ(op("add.f16", {0x3c00, 0x3c00}), 0x4000u);            // 1 + 1
  EXPECT_EQ(op("sub.f16", {0x3c00, 0x4000}), 0xbc00u);            // 1 - 2
  EXPECT_EQ(op("mul.rn.f16", {0x4200, 0x4200}), 0x4880u);         // 3 * 3
  EXPECT_EQ(op("fma.rn.f16", {0x4000, 0x4200, 0x3c00}), 0x4700u); // 2*3+1
  // The smallest subnormal survives without .ftz and is flushed with it.
  EXPECT_EQ(op("mul.f16", {0x0001, 0x3c00}), 0x0001u);
  EXPECT_EQ(op("mul.ftz.f16", {0x0001, 0x3c00}), 0x0000u);
  EXPECT_EQ(op("add.ftz.f16", {0x8001, 0x0000}), 0x0000u); // -0 + +0 = +0
  // .sat clamps to [0, 1] and sends NaN to +0; .relu clamps below at +0.
  EXPECT_EQ(op("add.sat.f16", {0x4000, 0x3c00}), 0x3c00u);
  EXPECT_EQ(op("add.sat.f16", {0x7e00, 0x3c00}), 0x0000u);
  EXPECT_EQ(op("fma.rn.relu.f16", {0xbc00, 0x4000, 0x3c00}), 0x0000u);
  // NaN results are canonical; abs and neg only touch the sign bit.
  EXPECT_EQ(op("add.f16", {0x7c00, 0xfc00}), 0x7fffu); // inf - inf
  EXPECT_EQ(op("abs.f16", {0xfe01}), 0x7e01u);
  EXPECT_EQ(op("neg.bf16", {0x3f80}), 0xbf80u);
  // min/max ignore one NaN and order -0 below +0.
  EXPECT_EQ(op("min.f16", {0x7e00, 0x4000}), 0x4000u);
  EXPECT_EQ(op("max.f16", {0x8000, 0x0000}), 0x0000u);
  EXPECT_EQ(op("min.f16", {0x0000, 0x8000}), 0x8000u);
  EXPECT_EQ(op("max.f16", {0x7e00, 0x7e00}), 0x7fffu);
  // bfloat16: 1 + 2^-8 rounds to 1 (tie to even), 1 + 3*2^-8 up.
  EXPECT_EQ(op("add.bf16", {0x3f80, 0x3b80}), 0x3f80u);
  EXPECT_EQ(op("add.rn.bf16", {0x3f81, 0x3b80}), 0x3f82u);
  // f32 arithmetic is floating point, not integer.
  EXPECT_EQ(op("add.f32", {f32(1.5f), f32(2.25f)}), f32(3.75f));
  EXPECT_EQ(op("sqrt.approx.ftz.f32", {f32(16.0f)}), f32(4.0f));
  EXPECT_EQ(op("rcp.approx.ftz.f32", {f32(4.0f)}), f32(0.25f));
}

TEST(InlineAsmFloat, PackedHalves) {
  // {1, 2} * {3, 3} = {3, 6}, low half first.
  EXPECT_EQ(op("mul.f16x2", {0x40003c00, 0x42004200}), 0x46004200u);
  EXPECT_EQ(op("add.bf16x2", {0x3f803f80, 0x40003f80}), 0x40404000u);
  // mov.b32 packs and unpacks 16-bit halves; mov.b64 32-bit ones.
  EXPECT_EQ(run("{.reg .f16 lo,hi;\n mov.b32 {lo,hi},$1;\n"
                " mov.b32 $0, {hi,lo};}",
                "=r,r", {0x12345678}),
            0x56781234u);
  EXPECT_EQ(run("mov.b64 $0, {$1,$2};", "=l,r,r", {0x1, 0x2}),
            0x0000000200000001ull);
}

TEST(InlineAsmFloat, Comparisons) {
  const char *Lt = "{ .reg .pred p;\n setp.lt.f16 p, $1, $2;\n"
                   " selp.u16 $0, 1, 0, p;}";
  EXPECT_EQ(run(Lt, "=h,h,h", {0xbc00, 0x3c00}), 1u); // -1 < 1
  EXPECT_EQ(run(Lt, "=h,h,h", {0x7e00, 0x3c00}), 0u); // NaN < 1: false
  const char *Ltu = "{ .reg .pred p;\n setp.ltu.f32 p, $1, $2;\n"
                    " selp.u32 $0, 1, 0, p;}";
  EXPECT_EQ(run(Ltu, "=r,f,f", {0x7fc00000, f32(1.0f)}), 1u);
  const char *Ne = "{ .reg .pred p;\n setp.ne.bf16 p, $1, $2;\n"
                   " selp.u32 $0, 1, 0, p;}";
  EXPECT_EQ(run(Ne, "=r,h,h", {0x7fc0, 0x3f80}), 0u); // ordered ne
  EXPECT_EQ(run(Ne, "=r,h,h", {0x8000, 0x0000}), 0u); // -0 == +0
  const char *Nan = "{ .reg .pred p;\n setp.nan.f32 p, $1, $2;\n"
                    " selp.f32 $0, $1, $2, p;}";
  EXPECT_EQ(run(Nan, "=f,f,f", {f32(2.0f), f32(5.0f)}), f32(5.0f));
}

TEST(InlineAsmFloat, UnsupportedFormsAreErrors) {
  for (const char *Asm :
       {"cvt.rn.satfinite.e4m3x2.f32 $0, $1;", "setp.lt.f16x2 $0, $1, $2;",
        "add.f8 $0, $1, $2;", "mov.b16 $0, {$1,$2};"}) {
    Expected<AsmProgram> P = parsePTXAsm(Asm, "=r,r,r");
    ASSERT_FALSE(bool(P)) << Asm;
    EXPECT_NE(toString(P.takeError()).find("unsupported inline assembly"),
              std::string::npos);
  }
  Expected<AsmProgram> P =
      parsePTXAsm("setp.lt.f32 $0|$1, $2, $3;", "=r,=r,r,r");
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()),
            "unsupported inline assembly: instruction 'setp.lt.f32' with two "
            "predicate outputs ('$0|$1')");
}

} // namespace
