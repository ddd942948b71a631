//===- OracleTest.cpp - Tests of the lockstep-fuzz differential oracle ----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The oracle passes kernels that a pass leaves equivalent, and flags a
/// removed fault (instcombine folds a division by zero away: the simulator
/// faults on the original only). Isolated checks agree with in-process ones
/// and turn crashes and hangs into verdicts.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/Oracle.h"
#include "lockstep/Fuzz/KernelGenerator.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

const char *DivByZeroIR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = udiv i32 %t, 0
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %q, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

const char *DivByZeroSpec = R"({"kernel": "k", "grid": 1, "block": 32,
  "args": [{"name": "out", "buffer": "i32", "count": 32, "init": "zeros",
            "output": true}]})";

class OracleTest : public testing::Test {
protected:
  std::unique_ptr<TargetMachine> TM;
  void SetUp() override {
    auto T = createNVPTXMachine();
    ASSERT_TRUE(bool(T)) << toString(T.takeError());
    TM = std::move(*T);
  }
};

TEST_F(OracleTest, RemovedFaultIsAFinding) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(DivByZeroIR, Err, Ctx);
  ASSERT_TRUE(M);
  M->setDataLayout(TM->createDataLayout());
  auto Spec = sim::parseLaunchSpec(DivByZeroSpec, "");
  ASSERT_TRUE(bool(Spec)) << toString(Spec.takeError());
  Outcome Iso = checkIsolated(*M, *Spec, *TM, "instcombine", 30);
  Outcome In = checkPass(*M, *Spec, *TM, "instcombine");
  EXPECT_EQ(In.V, Verdict::FaultRemoved) << In.Detail;
  EXPECT_TRUE(In.OriginalFaults);
  EXPECT_EQ(Iso.V, In.V);
  EXPECT_EQ(Iso.Detail, In.Detail);
  EXPECT_TRUE(isFinding(In.V));
}

TEST(OracleVerdicts, FaultsRemovedByThePipelineAreNotFindings) {
  // A placed check's -O3 reference faulted (undefined behaviour) and the
  // passes alone kept the fault: the rest of -O3 may remove it.
  EXPECT_FALSE(isFinding(Verdict::UBFaultRemovedByPipeline));
  EXPECT_EQ(verdictName(Verdict::UBFaultRemovedByPipeline),
            "ub-fault-removed-by-pipeline");
  EXPECT_TRUE(isFinding(Verdict::FaultRemoved));
  EXPECT_FALSE(isFinding(Verdict::BadOriginal));
}

TEST_F(OracleTest, PlacedCheckComparesFaultsWithTheReference) {
  // The reference is -O3 without the pass, which keeps a division by a
  // loaded zero: both fault, so the placed check is ok and records that the
  // original faults.
  const char *IR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  %d = load i32, ptr addrspace(1) %p
  %q = udiv i32 %t, %d
  store i32 %q, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  ASSERT_TRUE(M);
  M->setDataLayout(TM->createDataLayout());
  auto Spec = sim::parseLaunchSpec(DivByZeroSpec, "");
  ASSERT_TRUE(bool(Spec)) << toString(Spec.takeError());
  Outcome O = checkPass(*M, *Spec, *TM, "tail-merge@vectorizer-start");
  // tail-merge leaves the kernel alone: -O3 keeps the fault either way.
  EXPECT_EQ(O.V, Verdict::Ok) << O.Detail;
  EXPECT_TRUE(O.OriginalFaults);
}

/// Runs a placed check of tail-merge (which leaves \p IR alone) with a
/// miscompile injected after it: the last integer store to global memory
/// stores one more.
static Outcome placedMiscompile(const char *IR, TargetMachine &TM) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  if (!M)
    return {Verdict::BadOriginal, false, false, Err.getMessage().str()};
  M->setDataLayout(TM.createDataLayout());
  auto Spec = sim::parseLaunchSpec(R"({"kernel": "k", "grid": 1,
    "block": 32, "args": [{"name": "out", "buffer": "i32", "count": 32,
    "init": "zeros", "output": true}, {"name": "aux", "buffer": "i32",
    "count": 32, "init": "zeros", "output": true}]})",
                                   "");
  if (!Spec)
    return {Verdict::BadOriginal, false, false, toString(Spec.takeError())};
  setFaultInjection("miscompile");
  Outcome O = checkPass(*M, *Spec, TM, "tail-merge@vectorizer-start");
  setFaultInjection("");
  return O;
}

/// A kernel that stores 3 * tid to out[tid] after \p Before.
static std::string storesThreeTid(StringRef Before) {
  return (R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %aux) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR" + Before +
          R"IR(
  %v = mul i32 %t, 3
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR")
      .str();
}

TEST_F(OracleTest, PlacedMismatchIsAFinding) {
  Outcome O = placedMiscompile(storesThreeTid("").c_str(), *TM);
  EXPECT_EQ(O.V, Verdict::Mismatch) << O.Detail;
  EXPECT_TRUE(isFinding(O.V));
}

// Lane 0 divides by zero in the kernel as given; -O3 deletes the division
// and its store, so the reference does not fault. A mismatch is then
// -O3 refining the undefined behaviour, when the passes alone keep the
// fault: not a finding.
TEST_F(OracleTest, PlacedMismatchOfAFaultingKernelIsUndefinedBehaviour) {
  Outcome O = placedMiscompile(storesThreeTid(R"IR(
  %q = udiv i32 %t, 0
  %a = getelementptr inbounds i32, ptr addrspace(1) %aux, i32 %t
  store i32 %q, ptr addrspace(1) %a)IR")
                                   .c_str(),
                               *TM);
  EXPECT_EQ(O.V, Verdict::UBFaultRemovedByPipeline) << O.Detail;
  EXPECT_FALSE(isFinding(O.V));
  EXPECT_NE(O.Detail.find("the kernel as given faults"), std::string::npos)
      << O.Detail;
}

TEST_F(OracleTest, GeneratedKernelsSurviveTheBaselines) {
  for (uint64_t Seed : {5u, 6u, 7u}) {
    LLVMContext Ctx;
    GeneratedKernel K = generateKernel(Ctx, TM->createDataLayout(), Seed);
    auto Spec = sim::parseLaunchSpec(K.SpecJSON, "");
    ASSERT_TRUE(bool(Spec));
    Outcome O = checkIsolated(*K.M, *Spec, *TM, "tail-merge", 30);
    EXPECT_FALSE(isFinding(O.V)) << verdictName(O.V).str() << ": " << O.Detail;
  }
}

TEST_F(OracleTest, CrashesAndHangsBecomeVerdicts) {
  LLVMContext Ctx;
  GeneratedKernel K = generateKernel(Ctx, TM->createDataLayout(), 9);
  auto Spec = sim::parseLaunchSpec(K.SpecJSON, "");
  ASSERT_TRUE(bool(Spec));
  setFaultInjection("crash");
  Outcome C = checkIsolated(*K.M, *Spec, *TM, "cf-meld", 30);
  setFaultInjection("hang");
  Outcome H = checkIsolated(*K.M, *Spec, *TM, "cf-meld", 1);
  setFaultInjection("");
  EXPECT_EQ(C.V, Verdict::Crash);
  EXPECT_NE(C.Detail.find("in stage pass"), std::string::npos) << C.Detail;
  EXPECT_EQ(H.V, Verdict::Timeout);
}

// A divergent diamond cf-meld melds; lanes below %split take the then side.
const char *DiamondIR = R"IR(
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %a, ptr %b, i32 %split) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %c = icmp ult i32 %tid, %split
  br i1 %c, label %then, label %else
then:
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x = load i32, ptr %pa, align 4
  %y = mul i32 %x, 3
  store i32 %y, ptr %pa, align 4
  br label %join
else:
  %pb = getelementptr i32, ptr %b, i64 %idx
  %x2 = load i32, ptr %pb, align 4
  %y2 = mul i32 %x2, 5
  store i32 %y2, ptr %pb, align 4
  br label %join
join:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

std::string diamondSpec(int Split) {
  return R"({"kernel": "k", "grid": 1, "block": 32, "args": [
    {"name": "a", "buffer": "i32", "count": 32, "init": "iota", "output": true},
    {"name": "b", "buffer": "i32", "count": 32, "init": "iota", "output": true},
    {"name": "split", "scalar": "i32", "value": )" +
         std::to_string(Split) + "}]}";
}

/// Whether cf-meld changed the diamond under a launch splitting at \p Split,
/// with the oracle's profiling \p Profiled.
bool meldsDiamond(TargetMachine &TM, int Split, bool Profiled) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(DiamondIR, Err, Ctx);
  EXPECT_TRUE(M);
  M->setDataLayout(TM.createDataLayout());
  auto Spec = sim::parseLaunchSpec(diamondSpec(Split), "");
  EXPECT_TRUE(bool(Spec));
  setOracleProfiling(Profiled);
  Outcome O = checkPass(*M, *Spec, TM, "cf-meld");
  setOracleProfiling(false);
  EXPECT_EQ(O.V, Verdict::Ok) << O.Detail;
  return O.Changed;
}

TEST_F(OracleTest, ProfilingGivesThePassesTheReferenceProfile) {
  // Without a profile the diamond is melded whatever the launch.
  EXPECT_TRUE(meldsDiamond(*TM, 32, false));
  // With the reference's profile: skipped where no warp ever split it,
  // melded where every warp did.
  EXPECT_FALSE(meldsDiamond(*TM, 32, true));
  EXPECT_TRUE(meldsDiamond(*TM, 16, true));
  // The profile is the check's only: the next check without profiling melds.
  EXPECT_TRUE(meldsDiamond(*TM, 32, false));
}

TEST_F(OracleTest, UnknownPassIsAnError) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  Expected<bool> R = runLockstepPasses(M, *TM, "no-such-pass");
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("no-such-pass"), std::string::npos);
}

} // namespace
