//===- InlineAsmTest.cpp - PTX inline assembly interpreter ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Carry chains (add.cc/addc, sub.cc/subc, mad.lo.cc/madc.hi) as the CUDA
/// headers use them for wide multiplication, 64-bit pack/unpack, bfind,
/// funnel shifts, and the error for unsupported instructions.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/InlineAsm.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::sim;

namespace {

uint64_t run(StringRef Asm, StringRef Constraints,
             std::initializer_list<uint64_t> Inputs, unsigned Out = 0) {
  Expected<AsmProgram> P = parsePTXAsm(Asm, Constraints);
  EXPECT_TRUE(bool(P)) << (P ? "" : toString(P.takeError()));
  if (!P)
    return 0;
  uint64_t Regs[64] = {0};
  unsigned I = P->NumOutputs;
  for (uint64_t V : Inputs)
    Regs[I++] = V;
  runPTXAsm(*P, Regs);
  return Regs[Out];
}

TEST(InlineAsm, WideMultiplyAdd) {
  // {lo, hi} = a * b + c as in CUDA's trig argument reduction.
  const char *Asm = "{\n\tmad.lo.cc.u32   $0, $2, $3, $4;\n\t"
                    "madc.hi.u32     $1, $2, $3,  0;\n\t}";
  uint64_t A = 0xfedcba98, B = 0x87654321, C = 0xffffffff;
  uint64_t Full = A * B + C;
  EXPECT_EQ(run(Asm, "=r,=r,r,r,r", {A, B, C}, 0), Full & 0xffffffffu);
  EXPECT_EQ(run(Asm, "=r,=r,r,r,r", {A, B, C}, 1), Full >> 32);
}

TEST(InlineAsm, CarryChainsAndPacking) {
  const char *Add128 =
      "{\n\t.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\n\t"
      "mov.b64 {a0,a1}, $2;\n\tmov.b64 {a2,a3}, $3;\n\t"
      "mov.b64 {b0,b1}, $4;\n\tmov.b64 {b2,b3}, $5;\n\t"
      "add.cc.u32 r0, a0, b0;\n\taddc.cc.u32 r1, a1, b1;\n\t"
      "addc.cc.u32 r2, a2, b2;\n\taddc.u32 r3, a3, b3;\n\t"
      "mov.b64 $0, {r0,r1};\n\tmov.b64 $1, {r2,r3};\n\t}";
  // (2^64 - 1) + 1 = 2^64: low word 0, high word 1.
  EXPECT_EQ(run(Add128, "=l,=l,l,l,l,l", {~0ull, 0, 1, 0}, 0), 0u);
  EXPECT_EQ(run(Add128, "=l,=l,l,l,l,l", {~0ull, 0, 1, 0}, 1), 1u);
  const char *Sub64 = "{\n\t.reg .u32 r0, r1;\n\t"
                      "sub.cc.u32 r0, $1, $3;\n\tsubc.u32 r1, $2, $4;\n\t"
                      "mov.b64 $0, {r0,r1};\n\t}";
  // 0x1_00000000 - 1 = 0xffffffff.
  EXPECT_EQ(run(Sub64, "=l,r,r,r,r", {0, 1, 1, 0}), 0xffffffffu);
}

TEST(InlineAsm, BitOperations) {
  EXPECT_EQ(run("bfind.shiftamt.u32 $0, $1;", "=r,r", {0x00010000}), 15u);
  EXPECT_EQ(run("bfind.u32 $0, $1;", "=r,r", {0x00010000}), 16u);
  EXPECT_EQ(run("bfind.u32 $0, $1;", "=r,r", {0}), 0xffffffffu);
  EXPECT_EQ(
      run("shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r", {0x80000000, 0x1, 4}),
      0x18u);
  EXPECT_EQ(
      run("shf.r.clamp.b32 $0, $1, $2, $3;", "=r,r,r,r", {0x0, 0x12345678, 40}),
      0x12345678u);
}

TEST(InlineAsm, UnsupportedIsAnError) {
  Expected<AsmProgram> P = parsePTXAsm("setp.eq.s32 %p, $1, 2;", "=r,r");
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()),
            "unsupported inline assembly: instruction 'setp.eq.s32'");
}

} // namespace
