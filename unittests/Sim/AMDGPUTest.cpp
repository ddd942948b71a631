//===- AMDGPUTest.cpp - amdgcn kernels in the simulator -------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The amdgcn pieces of lockstep-sim (lib/Sim/AMDGPU.h): wavefront size from
/// target-cpu and target-features, the warp-size check, the byte layout of
/// the hidden-argument records, intrinsic decoding (supported kinds and
/// rejected names), the .vgpr_count parser of RegisterUsage, and 64-lane
/// cross-lane operations whose results need the upper 32 lanes.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/AMDGPU.h"
#include "../../lib/Sim/Intrinsics.h"
#include "SimTestUtil.h"
#include "lockstep/Analysis/Occupancy.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Endian.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

std::unique_ptr<Module> parse(LLVMContext &Ctx, StringRef IR) {
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Diag, Ctx);
  EXPECT_TRUE(M) << Diag.getMessage().str();
  return M;
}

/// Wave size of @k with attributes \p Attrs in a module of triple \p Triple.
unsigned waveOf(StringRef Triple, StringRef Attrs) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M =
      parse(Ctx, ("target triple = \"" + Triple +
                  "\"\ndefine void @k() #0 { ret void }\nattributes #0 = { " +
                  Attrs + " }\n")
                     .str());
  return amdgpuWaveSize(*M->getFunction("k"));
}

TEST(AMDGPU, WaveSizeFromCpuAndFeatures) {
  const char *T = "amdgcn-amd-amdhsa";
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx90a\""), 64u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx942\""), 64u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx803\""), 64u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx1030\""), 32u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx1100\""), 32u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx1200\""), 32u);
  EXPECT_EQ(waveOf(T, "nounwind"), 64u);
  // The feature wins over the CPU's default, the last one over earlier.
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx1100\" "
                      "\"target-features\"=\"+wavefrontsize64\""),
            64u);
  EXPECT_EQ(waveOf(T, "\"target-cpu\"=\"gfx1030\" \"target-features\"="
                      "\"+wavefrontsize64,-wavefrontsize64,+wavefrontsize32\""),
            32u);
  EXPECT_EQ(waveOf("nvptx64-nvidia-cuda", "\"target-cpu\"=\"sm_90\""), 0u);
}

TEST(AMDGPU, WarpSizeMustMatchTheWave) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, R"IR(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() #0 { ret void }
attributes #0 = { "target-cpu"="gfx90a" }
)IR");
  const Function &K = *M->getFunction("k");
  EXPECT_EQ(cantFail(kernelWarpSize(K, 0)), 64u);
  EXPECT_EQ(cantFail(kernelWarpSize(K, 64)), 64u);
  Expected<unsigned> Bad = kernelWarpSize(K, 32);
  ASSERT_FALSE(Bad);
  EXPECT_EQ(toString(Bad.takeError()),
            "kernel 'k' runs with wavefronts of 64 lanes (gfx90a); "
            "--warp-size 32 does not match it (leave it out)");
}

template <typename T> T at(const std::vector<uint8_t> &B, size_t Off) {
  return support::endian::read<T, llvm::endianness::little>(B.data() + Off);
}

TEST(AMDGPU, HiddenArgumentLayout) {
  AMDGPULaunch L{{5, 6, 7}, {64, 2, 3}, 1024, 512, 48};
  std::vector<uint8_t> I = implicitArgBytes(L);
  ASSERT_EQ(I.size(), 256u);
  EXPECT_EQ(at<uint32_t>(I, 0), 5u);
  EXPECT_EQ(at<uint32_t>(I, 4), 6u);
  EXPECT_EQ(at<uint32_t>(I, 8), 7u);
  EXPECT_EQ(at<uint16_t>(I, 12), 64u);
  EXPECT_EQ(at<uint16_t>(I, 14), 2u);
  EXPECT_EQ(at<uint16_t>(I, 16), 3u);
  for (size_t Off : {18, 20, 22}) // Remainders: the grid is whole blocks.
    EXPECT_EQ(at<uint16_t>(I, Off), 0u);
  EXPECT_EQ(at<uint16_t>(I, 64), 3u);
  EXPECT_EQ(at<uint32_t>(I, 120), 1024u);
  std::vector<uint8_t> P = dispatchPacketBytes(L);
  ASSERT_EQ(P.size(), 64u);
  EXPECT_EQ(at<uint16_t>(P, 2), 3u);
  EXPECT_EQ(at<uint16_t>(P, 4), 64u);
  EXPECT_EQ(at<uint16_t>(P, 6), 2u);
  EXPECT_EQ(at<uint16_t>(P, 8), 3u);
  EXPECT_EQ(at<uint32_t>(P, 12), 5u * 64);
  EXPECT_EQ(at<uint32_t>(P, 16), 6u * 2);
  EXPECT_EQ(at<uint32_t>(P, 20), 7u * 3);
  EXPECT_EQ(at<uint32_t>(P, 24), 48u);
  EXPECT_EQ(at<uint32_t>(P, 28), 1024u + 512);
  // Code object v4 has no block counts or group sizes there: all 0.
  L.CodeObjectVersion = 4;
  std::vector<uint8_t> V4 = implicitArgBytes(L);
  EXPECT_EQ(V4, std::vector<uint8_t>(256, 0));
  EXPECT_EQ(dispatchPacketBytes(L), P); // The same packet.
  AMDGPULaunch Flat{{4, 1, 1}, {32, 1, 1}};
  EXPECT_EQ(at<uint16_t>(implicitArgBytes(Flat), 64), 1u);
  EXPECT_EQ(at<uint16_t>(dispatchPacketBytes(Flat), 2), 1u);
}

TEST(AMDGPU, DecodesSupportedAndRejectsOthers) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, R"IR(
target triple = "amdgcn-amd-amdhsa"
define void @f(i32 %x) {
  %a = call i32 @llvm.amdgcn.workitem.id.z()
  %b = call i32 @llvm.amdgcn.workgroup.id.y()
  call void @llvm.amdgcn.s.barrier()
  %c = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %d = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 1)
  %e = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 1, i32 15, i32 15, i1 false)
  %g = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 31)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
)IR");
  std::vector<std::pair<bool, IK>> Got;
  for (const Instruction &I : M->getFunction("f")->getEntryBlock())
    if (const auto *CI = dyn_cast<CallInst>(&I)) {
      DInst D;
      bool Ok = decodeIntrinsic(*CI, D);
      Got.push_back({Ok, Ok ? IK(D.Imm) : IK::Zero});
      if (CI->getCalledFunction()->getName().ends_with("id.z")) {
        EXPECT_EQ(D.Pred, 2);
      }
    }
  std::vector<std::pair<bool, IK>> Want = {
      {true, IK::Tid},        {true, IK::CtaId},    {true, IK::Barrier},
      {true, IK::WaveBallot}, {true, IK::ReadLane}, {false, IK::Zero},
      {false, IK::Zero}};
  EXPECT_EQ(Got, Want);
}

TEST(AMDGPU, ParsesVgprCountOfTheKernel) {
  const char *Asm = R"(
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .name:           other
    .sgpr_count:     20
    .vgpr_count:     40
  - .agpr_count:     0
    .name:           k
    .sgpr_count:     14
    .vgpr_count:     13
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
...
)";
  EXPECT_EQ(cantFail(parseAMDGPURegisters(Asm, "k")), 13u);
  EXPECT_EQ(cantFail(parseAMDGPURegisters(Asm, "other")), 40u);
  Expected<unsigned> None = parseAMDGPURegisters(Asm, "missing");
  ASSERT_FALSE(None);
  EXPECT_EQ(toString(None.takeError()),
            "no .vgpr_count for 'missing' in the AMDGPU metadata");
}

/// Wave64: the upper 32 lanes take part in ballots, mbcnt.hi and
/// ds_bpermute (lane 63 reads lane 0, across the halves).
TEST(AMDGPU, Wave64CrossLaneOperations) {
  SimRun R(R"IR(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %bhi64 = lshr i64 %b, 32
  %bhi = trunc i64 %bhi64 to i32
  %next = add i32 %lane, 1
  %addr = shl i32 %next, 2
  %p = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %t)
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %t, i32 40)
  %base = mul i32 %t, 4
  %g0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %lane, ptr addrspace(1) %g0
  %g1 = getelementptr i32, ptr addrspace(1) %g0, i32 1
  store i32 %bhi, ptr addrspace(1) %g1
  %g2 = getelementptr i32, ptr addrspace(1) %g0, i32 2
  store i32 %p, ptr addrspace(1) %g2
  %g3 = getelementptr i32, ptr addrspace(1) %g0, i32 3
  store i32 %r, ptr addrspace(1) %g3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
)IR",
           outSpec(64, 256));
  ASSERT_TRUE(ranClean(R));
  EXPECT_EQ(R.stats().WarpSize, 64u);
  std::vector<int32_t> Out = R.i32("out");
  for (int32_t L = 0; L < 64; ++L) {
    EXPECT_EQ(Out[4 * L], L);
    EXPECT_EQ(uint32_t(Out[4 * L + 1]), 0xaaaaaaaau);
    EXPECT_EQ(Out[4 * L + 2], (L + 1) % 64);
    EXPECT_EQ(Out[4 * L + 3], 40);
  }
}

} // namespace
