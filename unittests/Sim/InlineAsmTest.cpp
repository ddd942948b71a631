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

#include "InlineAsmTestUtil.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep::sim;

namespace {

uint64_t run(StringRef Asm, StringRef Constraints,
             std::initializer_list<uint64_t> Inputs, unsigned Out = 0) {
  return test::runAsm(Asm, Constraints, Inputs, Out);
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
  Expected<AsmProgram> P = parsePTXAsm("tex.2d.v4.f32.f32 $0, $1;", "=f,l");
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()),
            "unsupported inline assembly: instruction 'tex.2d.v4.f32.f32'");
  // Forms close to supported ones name the instruction and what is
  // supported instead.
  P = parsePTXAsm("shfl.sync.down.b32 $0|p, $1, 1, 31, -1;", "=r,r");
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()),
            "unsupported inline assembly: instruction 'shfl.sync.down.b32' "
            "with a predicate output ('$0|p')");
  P = parsePTXAsm("setp.lt.u8x4 $0, $1, $2;", "=r,r,r");
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()),
            "unsupported inline assembly: instruction 'setp.lt.u8x4' "
            "(supported: setp and selp)");
  P = parsePTXAsm("prmt.b32.f4e $0, $1, $2, $3;", "=r,r,r,r");
  ASSERT_FALSE(bool(P));
  EXPECT_NE(toString(P.takeError()).find("instruction 'prmt.b32.f4e'"),
            std::string::npos);
  P = parsePTXAsm("mov.u32 $0, %smid;", "=r");
  ASSERT_FALSE(bool(P));
  EXPECT_NE(toString(P.takeError()).find("special register '%smid'"),
            std::string::npos);
}

TEST(InlineAsm, PermuteAndLookupTable) {
  // prmt default mode: selector nibbles pick bytes of {b, a}; bit 3
  // replicates the picked byte's sign.
  EXPECT_EQ(run("prmt.b32 $0, $1, $2, $3;", "=r,r,r,r",
                {0x33221100, 0x77665544, 0x7531}),
            0x77553311u);
  EXPECT_EQ(
      run("prmt.b32 $0, $1, $2, $3;", "=r,r,r,r", {0x000080ff, 0, 0x3298}),
      0x0000ffffu);
  // lop3: 0xF0 is a, 0xCC is b, 0xAA is c; 0x96 = a ^ b ^ c,
  // 0xE8 = majority(a, b, c).
  uint64_t A = 0x12345678, B = 0xff00ff00, C = 0x0f0f0f0f;
  EXPECT_EQ(run("lop3.b32 $0, $1, $2, $3, 0x96;", "=r,r,r,r", {A, B, C}),
            (A ^ B ^ C) & 0xffffffffu);
  EXPECT_EQ(run("lop3.b32 $0, $1, $2, $3, 0xE8;", "=r,r,r,r", {A, B, C}),
            ((A & B) | (A & C) | (B & C)) & 0xffffffffu);
}

TEST(InlineAsm, PredicatesAndLaneRegisters) {
  const char *Min = "{ .reg .pred p; setp.lt.s32 p, $1, $2; "
                    "selp.b32 $0, $1, $2, p; }";
  EXPECT_EQ(run(Min, "=r,r,r", {uint32_t(-5), 3}), uint32_t(-5));
  const char *UMin = "{ .reg .pred p; setp.lo.u32 p, $1, $2; "
                     "selp.b32 $0, $1, $2, p; }";
  EXPECT_EQ(run(UMin, "=r,r,r", {uint32_t(-5), 3}), 3u);
  Expected<AsmProgram> P =
      parsePTXAsm("mov.u32 $0, %laneid; mov.u32 $1, %lanemask_lt;", "=r,=r");
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  uint64_t Regs[64] = {0};
  runPTXAsm(*P, Regs, /*Lane=*/5);
  EXPECT_EQ(Regs[0], 5u);
  EXPECT_EQ(Regs[1], 0x1fu);
}

/// Runs \p Asm over the lanes of \p Active of a 32-lane warp, input $1 of
/// lane L being \p In(L); returns output $0 of every lane.
template <typename Fn>
std::vector<uint64_t> runWarp(StringRef Asm, StringRef Constraints,
                              uint64_t Active, Fn In) {
  Expected<AsmProgram> P = parsePTXAsm(Asm, Constraints);
  EXPECT_TRUE(bool(P)) << (P ? "" : toString(P.takeError()));
  std::vector<uint64_t> Regs(32 * AsmRegsPerLane, 0);
  if (!P)
    return {};
  for (unsigned L = 0; L < 32; ++L)
    Regs[L * AsmRegsPerLane + 1] = In(L);
  runPTXAsmWarp(*P, Regs.data(), Active, 32);
  std::vector<uint64_t> Out;
  for (unsigned L = 0; L < 32; ++L)
    Out.push_back(Regs[L * AsmRegsPerLane]);
  return Out;
}

TEST(InlineAsm, WarpLevelForms) {
  uint64_t Low8 = 0xff;
  auto Id = [](unsigned L) { return uint64_t(L); };
  EXPECT_EQ(runWarp("activemask.b32 $0;", "=r", Low8, Id)[3], Low8);
  // Ballot of odd lanes through a predicate, as user code writes it.
  const char *Ballot = "{ .reg .pred q; setp.ne.u32 q, $1, 0; "
                       "vote.sync.ballot.b32 $0, q, 0xffffffff; }";
  auto Odd = [](unsigned L) { return uint64_t(L & 1); };
  EXPECT_EQ(runWarp(Ballot, "=r,r", ~0ull >> 32, Odd)[0], 0xaaaaaaaau);
  EXPECT_EQ(runWarp(Ballot, "=r,r", Low8, Odd)[0], 0xaau);
  const char *All = "{ .reg .pred q, s; setp.ne.u32 q, $1, 0; "
                    "vote.sync.all.pred s, q, 0xffffffff; "
                    "selp.u32 $0, 1, 0, s; }";
  EXPECT_EQ(runWarp(All, "=r,r", Low8, Odd)[0], 0u);
  EXPECT_EQ(runWarp(All, "=r,r", 0xaa, Odd)[1], 1u);
  const char *Any = "{ .reg .pred q, s; setp.ne.u32 q, $1, 0; "
                    "vote.any.pred s, !q; selp.u32 $0, 1, 0, s; }";
  EXPECT_EQ(runWarp(Any, "=r,r", 0xaa, Odd)[1], 0u);
  EXPECT_EQ(runWarp(Any, "=r,r", 0xab, Odd)[1], 1u);
  // shfl: down by 1 within the warp, lane 31 keeps its own value; xor 1.
  std::vector<uint64_t> Down =
      runWarp("shfl.sync.down.b32 $0, $1, 1, 0x1f, 0xffffffff;", "=r,r",
              ~0ull >> 32, [](unsigned L) { return uint64_t(L * 10); });
  EXPECT_EQ(Down[0], 10u);
  EXPECT_EQ(Down[31], 310u);
  std::vector<uint64_t> Bfly =
      runWarp("shfl.sync.bfly.b32 $0, $1, 1, 0x1f, 0xffffffff;", "=r,r",
              ~0ull >> 32, Id);
  EXPECT_EQ(Bfly[4], 5u);
  EXPECT_EQ(Bfly[5], 4u);
  std::vector<uint64_t> Idx = runWarp(
      "shfl.sync.idx.b32 $0, $1, 3, 0x1f, 0xffffffff;", "=r,r", Low8, Id);
  EXPECT_EQ(Idx[6], 3u);
  std::vector<uint64_t> Up =
      runWarp("shfl.sync.up.b32 $0, $1, 2, 0, 0xffffffff;", "=r,r", Low8, Id);
  EXPECT_EQ(Up[1], 1u); // Below the clamp: own value.
  EXPECT_EQ(Up[5], 3u);
  EXPECT_EQ(runWarp("bar.warp.sync $0;", "r", Low8, Id).size(), 32u);
}

TEST(InlineAsm, DotProducts) {
  // __dp4a: bytes {1, -2, 3, -4} . {5, 6, -7, 8} + 10 = 5-12-21-32+10 = -50;
  // signed; unsigned reads 0xfe as 254 and 0xf9 as 249.
  uint64_t A = 0xfc03fe01, B = 0x08f90605;
  EXPECT_EQ(run("dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r", {A, B, 10}),
            uint64_t(uint32_t(-50)));
  EXPECT_EQ(run("dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r", {A, B, 10}),
            uint64_t(1 * 5 + 254 * 6 + 3 * 249 + 252 * 8 + 10));
  EXPECT_EQ(run("dp4a.s32.u32 $0, $1, $2, $3;", "=r,r,r,r", {A, B, 0}),
            uint64_t(uint32_t(1 * 5 - 2 * 6 + 3 * 249 - 4 * 8)));
  // __dp2a_lo/hi: halves {-3, 100} with bytes 0-1 {5, 6} or 2-3 {-7, 8}.
  uint64_t H = 0x0064fffd;
  EXPECT_EQ(run("dp2a.lo.s32.s32 $0, $1, $2, $3;", "=r,r,r,r", {H, B, 1}),
            uint64_t(-3 * 5 + 100 * 6 + 1));
  EXPECT_EQ(run("dp2a.hi.s32.s32 $0, $1, $2, $3;", "=r,r,r,r", {H, B, 1}),
            uint64_t(-3 * -7 + 100 * 8 + 1));
  Expected<AsmProgram> P =
      parsePTXAsm("dp2a.mid.s32.s32 $0, $1, $2, $3;", "=r,r,r,r");
  ASSERT_FALSE(bool(P));
  consumeError(P.takeError());
}

TEST(InlineAsm, CacheOperatorAccesses) {
  std::optional<AsmMemoryAccess> A =
      matchPTXMemoryAccess("ld.global.cs.f32 $0, [$1];");
  ASSERT_TRUE(A);
  EXPECT_FALSE(A->Store);
  EXPECT_EQ(A->Bytes, 4u);
  EXPECT_EQ(A->Elts, 1u);
  EXPECT_EQ(A->AddrOperand, 1u);
  A = matchPTXMemoryAccess("ld.global.cg.v4.f32 {$0,$1,$2,$3}, [$4];");
  ASSERT_TRUE(A);
  EXPECT_EQ(A->Elts, 4u);
  EXPECT_EQ(A->AddrOperand, 4u);
  A = matchPTXMemoryAccess("{ ld.global.nc.L1::no_allocate.s8 $0, [$1]; }");
  ASSERT_TRUE(A);
  EXPECT_TRUE(A->Signed);
  EXPECT_EQ(A->Bytes, 1u);
  A = matchPTXMemoryAccess("st.global.wt.u64 [$0], $1;");
  ASSERT_TRUE(A);
  EXPECT_TRUE(A->Store);
  EXPECT_EQ(A->Bytes, 8u);
  EXPECT_EQ(A->AddrOperand, 0u);
  EXPECT_EQ(A->ValueOperand, 1u);
  // Not plain accesses: shared space, offsets, vector stores, two
  // statements, a misordered vector, a half type.
  for (const char *Asm :
       {"ld.shared.f32 $0, [$1];", "ld.global.f32 $0, [$1+4];",
        "st.global.v2.s32 [$0], {$1,$2};",
        "ld.global.f32 $0, [$1]; mov.b32 "
        "$0, 0;",
        "ld.global.v2.f32 {$1,$0}, [$2];", "ld.global.f16 $0, [$1];",
        "add.u32 $0, $1, $2;"})
    EXPECT_FALSE(matchPTXMemoryAccess(Asm)) << Asm;
}

TEST(InlineAsm, FencesBarriersAndSleep) {
  EXPECT_EQ(matchPTXSync("membar.gl;"), AsmSync::Fence);
  EXPECT_EQ(matchPTXSync("{ fence.acq_rel.gpu; }"), AsmSync::Fence);
  EXPECT_EQ(matchPTXSync("bar.sync 0;"), AsmSync::Barrier);
  EXPECT_EQ(matchPTXSync("barrier.sync.aligned 0;"), AsmSync::Barrier);
  // Named barriers, thread counts and longer blocks are not __syncthreads.
  EXPECT_EQ(matchPTXSync("bar.sync 1;"), AsmSync::None);
  EXPECT_EQ(matchPTXSync("bar.sync 0, 64;"), AsmSync::None);
  EXPECT_EQ(matchPTXSync("membar.gl; bar.sync 0;"), AsmSync::None);
  // nanosleep runs and writes nothing.
  EXPECT_EQ(run("{ nanosleep.u32 $1; mov.u32 $0, 5; }", "=r,r", {100}), 5u);
}

} // namespace
