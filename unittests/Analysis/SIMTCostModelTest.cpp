//===- SIMTCostModelTest.cpp - Unit tests for the latency table -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the classifier on the instructions clang emits for CUDA and that
/// the table stays consistent (names unique, memory classes flagged).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

std::unique_ptr<Module> parse(LLVMContext &C, StringRef IR) {
  SMDiagnostic Err;
  auto M = parseAssemblyString(IR, Err, C);
  EXPECT_TRUE(M) << Err.getMessage().str();
  return M;
}

/// The classes of the instructions of @k's entry block, in order.
SmallVector<InstClass, 16> classifyEntry(Module &M) {
  SmallVector<InstClass, 16> Classes;
  for (Instruction &I : M.getFunction("k")->getEntryBlock())
    Classes.push_back(SIMTCostModel::classify(I));
  return Classes;
}

TEST(SIMTCostModelTest, ClassifiesByAddressSpaceAndType) {
  LLVMContext C;
  auto M = parse(C, R"IR(
    target triple = "nvptx64-nvidia-cuda"
    declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
    declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
    declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    define void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %p,
                   float %f, double %d, i32 %i) {
      %a = load i32, ptr addrspace(1) %g
      store i32 %a, ptr addrspace(3) %s
      %b = load i32, ptr %p
      %c = fmul float %f, %f
      %e = fdiv double %d, %d
      %q = sdiv i32 %i, %i
      %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
      %h = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t, i32 1, i32 31)
      call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
      %x = atomicrmw add ptr addrspace(3) %s, i32 1 monotonic
      ret void
    })IR");
  ASSERT_TRUE(M);
  SmallVector<InstClass, 16> Got = classifyEntry(*M);
  SmallVector<InstClass, 16> Want = {
      InstClass::LoadGlobal,   InstClass::StoreShared, InstClass::LoadGeneric,
      InstClass::FpMul,        InstClass::DpDiv,       InstClass::IntDiv,
      InstClass::SpecialReg,   InstClass::WarpShuffle, InstClass::Barrier,
      InstClass::AtomicShared, InstClass::Branch};
  EXPECT_EQ(Got, Want);
}

// Division by a constant is what the backend makes of it: shifts for a
// power of two, a multiply-high otherwise; by zero or a variable, a division.
TEST(SIMTCostModelTest, DivisionByAConstantIsNoDivision) {
  LLVMContext C;
  auto M = parse(C, R"IR(
    define void @k(i32 %i, <2 x i32> %v) {
      %a = sdiv i32 %i, 3
      %b = urem i32 %i, 7
      %c = udiv i32 %i, 8
      %d = srem i32 %i, -16
      %e = sdiv i32 %i, %i
      %f = udiv i32 %i, 0
      %g = sdiv <2 x i32> %v, <i32 5, i32 5>
      %h = sdiv <2 x i32> %v, <i32 5, i32 6>
      ret void
    })IR");
  ASSERT_TRUE(M);
  SmallVector<InstClass, 16> Got = classifyEntry(*M);
  SmallVector<InstClass, 16> Want = {
      InstClass::IntMul, InstClass::IntMul, InstClass::IntAlu,
      InstClass::IntAlu, InstClass::IntDiv, InstClass::IntDiv,
      InstClass::IntMul, InstClass::IntDiv, InstClass::Branch};
  EXPECT_EQ(Got, Want);
}

TEST(SIMTCostModelTest, LaneLocalAsmIsOneAluIssue) {
  // A cuda_fp16.h block is an instruction on an ALU, not a call; other
  // assembly (a shuffle, side effects) keeps the call's class.
  LLVMContext C;
  auto M = parse(C, R"IR(
    define void @k(i16 %x, i32 %v) {
      %a = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %x, i16 %x) #0
      %b = call i32 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=r,r"(i32 %v) #0
      %c = call i16 asm sideeffect "add.f16 $0,$1,$2;", "=h,h,h"(i16 %x, i16 %x) #0
      ret void
    }
    attributes #0 = { convergent nounwind memory(none) })IR");
  ASSERT_TRUE(M);
  SmallVector<InstClass, 4> Got;
  for (Instruction &I : M->getFunction("k")->getEntryBlock())
    Got.push_back(SIMTCostModel::classify(I));
  SmallVector<InstClass, 4> Want = {InstClass::IntAlu, InstClass::Call,
                                    InstClass::Call, InstClass::Branch};
  EXPECT_EQ(Got, Want);
}

TEST(SIMTCostModelTest, TableIsConsistent) {
  StringSet<> Names;
  for (unsigned I = 0; I < NumInstClasses; ++I) {
    auto C = static_cast<InstClass>(I);
    EXPECT_TRUE(Names.insert(SIMTCostModel::name(C)).second)
        << "duplicate name " << SIMTCostModel::name(C).str();
    EXPECT_LE(SIMTCostModel::isLoad(C) + SIMTCostModel::isStore(C) +
                  SIMTCostModel::isAtomic(C),
              1);
  }
  EXPECT_EQ(SIMTCostModel::latency(InstClass::Free), 0u);
  EXPECT_GT(SIMTCostModel::latency(InstClass::IntDiv),
            SIMTCostModel::latency(InstClass::IntAlu));
  EXPECT_GT(SIMTCostModel::latency(InstClass::LoadGlobal),
            SIMTCostModel::latency(InstClass::LoadShared));
}

TEST(SIMTCostModelTest, BlockLatencySumsInstructions) {
  LLVMContext C;
  auto M = parse(C, R"IR(
    define i32 @f(i32 %a) {
      %b = add i32 %a, 1
      %c = mul i32 %b, %b
      ret i32 %c
    })IR");
  ASSERT_TRUE(M);
  EXPECT_EQ(SIMTCostModel::blockLatency(M->getFunction("f")->getEntryBlock()),
            SIMTCostModel::latency(InstClass::IntAlu) +
                SIMTCostModel::latency(InstClass::IntMul) +
                SIMTCostModel::latency(InstClass::Branch));
}

TEST(SIMTCostModelTest, ThroughputTable) {
  for (unsigned C = 0; C < NumInstClasses; ++C) {
    InstClass K = InstClass(C);
    bool Free = K == InstClass::Free;
    EXPECT_EQ(SIMTCostModel::issueInterval(K) == 0, Free) << C;
    EXPECT_EQ(SIMTCostModel::pipe(K) == SIMTCostModel::Pipe::None, Free) << C;
    EXPECT_EQ(SIMTCostModel::isMemory(K) && K != InstClass::Free,
              SIMTCostModel::isMemory(K) &&
                  SIMTCostModel::pipe(K) == SIMTCostModel::Pipe::LSU)
        << C;
  }
  // 12.8 bytes per cycle per SM (3.35 TB/s, 1.98 GHz, 132 SMs).
  EXPECT_NEAR(SIMTCostModel::globalSectorsPerCycle() * 32, 12.82, 0.01);
}

/// Lanes per warp of @k in a module of \p Triple with attributes \p Attrs.
unsigned lanesOf(StringRef Triple, StringRef Attrs) {
  LLVMContext C;
  auto M =
      parse(C, ("target triple = \"" + Triple +
                "\"\ndefine void @k() #0 { ret void }\nattributes #0 = { " +
                Attrs + " }\n")
                   .str());
  return SIMTCostModel::lanesPerWarp(*M->getFunction("k"));
}

TEST(SIMTCostModelTest, LanesPerWarpFollowTheTarget) {
  EXPECT_EQ(lanesOf("nvptx64-nvidia-cuda", "\"target-cpu\"=\"sm_90\""), 32u);
  EXPECT_EQ(lanesOf("x86_64-unknown-linux-gnu", "nounwind"), 32u);
  const char *A = "amdgcn-amd-amdhsa";
  EXPECT_EQ(lanesOf(A, "\"target-cpu\"=\"gfx90a\""), 64u);
  EXPECT_EQ(lanesOf(A, "\"target-cpu\"=\"gfx1100\""), 32u);
  EXPECT_EQ(lanesOf(A, "nounwind"), 64u);
  // The last wavefront-size feature wins over the CPU's default.
  EXPECT_EQ(lanesOf(A, "\"target-cpu\"=\"gfx1100\" "
                       "\"target-features\"=\"+wavefrontsize32,"
                       "+wavefrontsize64\""),
            64u);
  EXPECT_EQ(lanesOf(A, "\"target-cpu\"=\"gfx90a\" "
                       "\"target-features\"=\"+wavefrontsize32\""),
            32u);
}

} // namespace
