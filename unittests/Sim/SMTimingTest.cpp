//===- SMTimingTest.cpp - Validation of the SM timing model ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Issue 12 item 5: the SM timing model against the bounds its documented
/// rules imply (lib/Sim/Timing/SMTiming.h), with every expected figure
/// computed from SIMTCostModel's latencies, issue intervals and bandwidth:
/// a dependent chase is latency-bound and stays flat as warps are added
/// until the pipes saturate, an ALU loop is issue-bound, a latency-bound
/// kernel speeds up with occupancy, a streaming kernel is bandwidth-bound,
/// a barrier serializes the work on either side of it. Tolerances cover the
/// loop's prologue and epilogue (a few latencies), not the model's slope.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

double lat(InstClass C) { return SIMTCostModel::latency(C); }

/// Busiest pipe of the run, in cycles per scheduler: the sum over classes
/// of warp instructions x issue interval for that pipe, over 4 schedulers
/// of one SM.
double pipeBound(const Metrics &S) {
  double Busy[SIMTCostModel::NumPipes] = {};
  for (unsigned C = 0; C < NumInstClasses; ++C)
    Busy[unsigned(SIMTCostModel::pipe(InstClass(C)))] +=
        double(S.ByClass[C]) * SIMTCostModel::issueInterval(InstClass(C));
  double Max = 0;
  for (unsigned P = 1; P < SIMTCostModel::NumPipes; ++P)
    Max = std::max(Max, Busy[P]);
  return std::max(Max, double(S.WarpInstructions)) / 4;
}

/// A warp-uniform chase through shared (AS 3) or global (AS 1) memory:
/// %i = mem[%i] for %n steps; every address depends on the previous load.
std::string chaseIR(unsigned AS) {
  std::string Mem = AS == 3 ? "@s" : "%buf";
  std::string Ptr = AS == 3 ? "ptr addrspace(3)" : "ptr addrspace(1)";
  return R"IR(
@s = internal addrspace(3) global [8 x i64] zeroinitializer, align 8
define ptx_kernel void @k(ptr addrspace(1) %buf, i32 %n) {
entry:
  br label %loop
loop:
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %i = phi i64 [ 0, %entry ], [ %v, %loop ]
  %p = getelementptr i64, )IR" +
         Ptr + " " + Mem + R"IR(, i64 %i
  %v = load i64, )IR" +
         Ptr + R"IR( %p
  %c1 = add i32 %c, 1
  %d = icmp ult i32 %c1, %n
  br i1 %d, label %loop, label %exit
exit:
  store i64 %v, )IR" +
         Ptr + " " + Mem + R"IR(
  ret void
}
)IR";
}

Metrics runSpec(StringRef IR, unsigned Grid, unsigned Block, unsigned N,
                SimOptions Opts = {}) {
  std::string Spec =
      (Twine(R"({"kernel": "k", "grid": )") + Twine(Grid) + R"(, "block": )" +
       Twine(Block) +
       R"(, "args": [{"name": "buf", "buffer": "i64", "count": 64}, )"
       R"({"name": "n", "scalar": "i32", "value": )" +
       Twine(N) + "}]}")
          .str();
  SimRun R(IR, Spec, Opts);
  EXPECT_TRUE(ranClean(R));
  if (!R.Result)
    return {};
  EXPECT_EQ(R.stats().Timing, Opts.Timing);
  return R.stats();
}

constexpr unsigned Steps = 200;

TEST(SMTimingTest, ChaseIsLatencyBound) {
  // Per step the chain is the address computation then the load.
  for (unsigned AS : {1u, 3u}) {
    InstClass Load = AS == 3 ? InstClass::LoadShared : InstClass::LoadGlobal;
    double Chain = Steps * (lat(InstClass::Address) + lat(Load));
    Metrics S = runSpec(chaseIR(AS), 1, 32, Steps);
    EXPECT_NEAR(double(S.SMCycles), Chain, 0.05 * Chain) << AS;
    EXPECT_EQ(S.Bound, "latency") << AS;
    EXPECT_GT(S.StallDependency, S.StallNoFreeScheduler);
    // The serialized figure charges every instruction: far above.
    EXPECT_GT(S.Cycles, S.SMCycles);
  }
}

TEST(SMTimingTest, ChaseStaysFlatUntilPipesSaturate) {
  double Chain = Steps * (lat(InstClass::Address) + lat(InstClass::LoadShared));
  // Up to 2 warps per scheduler: the pipes are idle most of each step.
  for (unsigned Warps : {1u, 4u, 8u}) {
    Metrics S = runSpec(chaseIR(3), 1, 32 * Warps, Steps);
    ASSERT_LT(pipeBound(S), Chain) << Warps;
    EXPECT_NEAR(double(S.SMCycles), Chain, 0.1 * Chain) << Warps;
  }
  // 32 warps: 8 per scheduler need more pipe cycles per step than the
  // chain's latency, so the busiest pipe sets the pace.
  Metrics S = runSpec(chaseIR(3), 1, 1024, Steps);
  double Bound = pipeBound(S);
  ASSERT_GT(Bound, 1.2 * Chain);
  EXPECT_NEAR(double(S.SMCycles), Bound, 0.1 * Bound);
  EXPECT_EQ(S.Bound, "issue");
}

TEST(SMTimingTest, AluLoopIsIssueBound) {
  // 32 warps of independent fp32 work: 8 fadds per iteration on 8
  // independent accumulators, so operands are always ready.
  std::string IR = R"IR(
define ptx_kernel void @k(ptr addrspace(1) %buf, i32 %n) {
entry:
  br label %loop
loop:
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
)IR";
  for (int A = 0; A < 8; ++A)
    IR += formatv("  %a{0} = phi float [ 0.0, %entry ], [ %b{0}, %loop ]\n", A);
  for (int A = 0; A < 8; ++A)
    IR += formatv("  %b{0} = fadd float %a{0}, 1.0\n", A);
  IR += R"IR(  %c1 = add i32 %c, 1
  %d = icmp ult i32 %c1, %n
  br i1 %d, label %loop, label %exit
exit:
  %s = fadd float %b0, %b7
  %f = fptosi float %s to i64
  store i64 %f, ptr addrspace(1) %buf
  ret void
}
)IR";
  // Loose round robin keeps all four schedulers issuing every cycle.
  SimOptions O;
  O.Scheduler = "lrr";
  Metrics S = runSpec(IR, 1, 1024, Steps, O);
  double Issue = double(S.WarpInstructions) / 4;
  ASSERT_GE(Issue, pipeBound(S));
  EXPECT_NEAR(double(S.SMCycles), Issue, 0.05 * Issue);
  EXPECT_NEAR(S.Ipc, 4.0, 0.2);
  EXPECT_EQ(S.Bound, "issue");
  // Greedy-then-oldest runs the oldest warps ahead, so near the end fewer
  // warps are left to hide the loop counter's latency: within 20%.
  Metrics G = runSpec(IR, 1, 1024, Steps);
  EXPECT_GE(double(G.SMCycles), Issue);
  EXPECT_LE(double(G.SMCycles), 1.2 * Issue);
  EXPECT_EQ(G.Bound, "issue");
}

TEST(SMTimingTest, LatencyBoundSpeedsUpWithOccupancy) {
  // 32 one-warp blocks on one SM. 255 registers: 8 warps fit (8 blocks, 4
  // waves); 128: 16 (2 waves); 64 registers: all 32 blocks at once.
  double Chain = Steps * (lat(InstClass::Address) + lat(InstClass::LoadShared));
  SimOptions O;
  O.SMs = 1;
  double Prev = 0;
  for (unsigned Regs : {255u, 128u}) {
    O.Registers = Regs;
    Metrics S = runSpec(chaseIR(3), 32, 32, Steps, O);
    unsigned Waves = 32 / S.ResidentBlocksPerSM;
    EXPECT_EQ(S.ResidentBlocksPerSM, Regs == 255 ? 8u : 16u);
    EXPECT_EQ(S.OccupancyLimit, "registers");
    EXPECT_NEAR(double(S.SMCycles), Waves * Chain, 0.1 * Waves * Chain);
    EXPECT_NEAR(S.AchievedOccupancy, S.Occupancy, 0.05);
    if (Prev) {
      EXPECT_NEAR(Prev / double(S.SMCycles), 2.0, 0.2);
    }
    Prev = double(S.SMCycles);
  }
  O.Registers = 64;
  Metrics S = runSpec(chaseIR(3), 32, 32, Steps, O);
  EXPECT_EQ(S.ResidentBlocksPerSM, 32u);
  double Bound = std::max(Chain, pipeBound(S));
  EXPECT_NEAR(double(S.SMCycles), Bound, 0.1 * Bound);
  EXPECT_LT(double(S.SMCycles), Prev);
}

TEST(SMTimingTest, StreamingIsBandwidthBound) {
  // Every thread copies %n elements with a grid-wide stride: one 128-byte
  // line (4 sectors) per warp access, loads and stores.
  StringRef IR = R"IR(
define ptx_kernel void @k(ptr addrspace(1) %buf, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %g0 = mul i32 %b, %nt
  %g = add i32 %g0, %t
  br label %loop
loop:
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %i = phi i32 [ %g, %entry ], [ %i1, %loop ]
  %p = getelementptr float, ptr addrspace(1) %buf, i32 %i
  %v = load float, ptr addrspace(1) %p
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %p
  %i1 = add i32 %i, 2048
  %c1 = add i32 %c, 1
  %d = icmp ult i32 %c1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
)IR";
  SimOptions O;
  O.SMs = 1;
  std::string Spec = R"({"kernel": "k", "grid": 8, "block": 256, "args": [)"
                     R"({"name": "buf", "buffer": "f32", "count": 65536},)"
                     R"({"name": "n", "scalar": "i32", "value": 32}]})";
  SimRun R(IR, Spec, O);
  ASSERT_TRUE(ranClean(R));
  const Metrics &S = R.stats();
  double Drain =
      double(S.GlobalTransactions) / SIMTCostModel::globalSectorsPerCycle();
  EXPECT_NEAR(double(S.SMCycles), Drain, 0.05 * Drain);
  EXPECT_GT(Drain, 2 * pipeBound(S));
  EXPECT_EQ(S.Bound, "bandwidth");
}

/// Warp 0 runs a dependent chain of %n adds, then (with %bar) a barrier,
/// then warp 1 runs its chain.
std::string barrierIR(bool Barrier, bool W0, bool W1) {
  std::string S = R"IR(
define ptx_kernel void @k(ptr addrspace(1) %buf, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %t, 5
  %is0 = icmp eq i32 %w, 0
  %is1 = icmp eq i32 %w, 1
  %go0 = and i1 %is0, )IR" +
                  std::string(W0 ? "true" : "false") + R"IR(
  br i1 %go0, label %chain0, label %mid
chain0:
  %c = phi i32 [ 0, %entry ], [ %c1, %chain0 ]
  %c1 = add i32 %c, 1
  %d = icmp ult i32 %c1, %n
  br i1 %d, label %chain0, label %mid
mid:
)IR";
  if (Barrier)
    S += "  call void @llvm.nvvm.barrier0()\n";
  S += "  %go1 = and i1 %is1, " + std::string(W1 ? "true" : "false") + R"IR(
  br i1 %go1, label %chain1, label %exit
chain1:
  %e = phi i32 [ 0, %mid ], [ %e1, %chain1 ]
  %e1 = add i32 %e, 1
  %f = icmp ult i32 %e1, %n
  br i1 %f, label %chain1, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
)IR";
  return S;
}

TEST(SMTimingTest, BarrierSerializes) {
  double Only0 =
      double(runSpec(barrierIR(false, true, false), 1, 64, Steps).SMCycles);
  double Only1 =
      double(runSpec(barrierIR(false, false, true), 1, 64, Steps).SMCycles);
  Metrics Free = runSpec(barrierIR(false, true, true), 1, 64, Steps);
  Metrics Bar = runSpec(barrierIR(true, true, true), 1, 64, Steps);
  // Without the barrier the two chains overlap (different schedulers);
  // with it warp 1 starts its chain only after warp 0 finishes its own.
  EXPECT_NEAR(double(Free.SMCycles), std::max(Only0, Only1), 0.05 * Only0);
  double Serial = Only0 + Only1 + lat(InstClass::Barrier);
  EXPECT_NEAR(double(Bar.SMCycles), Serial, 0.05 * Serial);
  // Warp 1 waits at the barrier for warp 0's whole chain.
  EXPECT_GT(double(Bar.StallBarrier), 0.9 * Only0);
  EXPECT_EQ(Bar.Bound, "latency");
}

TEST(SMTimingTest, TimingKeepsSerializedCycles) {
  SimOptions Off;
  Off.Timing = false;
  for (const std::string &IR : {chaseIR(1), barrierIR(true, true, true)}) {
    Metrics On = runSpec(IR, 4, 64, Steps);
    Metrics Plain = runSpec(IR, 4, 64, Steps, Off);
    EXPECT_EQ(On.Cycles, Plain.Cycles);
    EXPECT_EQ(On.OracleCycles, Plain.OracleCycles);
    EXPECT_EQ(On.WarpInstructions, Plain.WarpInstructions);
    EXPECT_FALSE(Plain.Timing);
  }
}

TEST(SMTimingTest, SchedulerPolicies) {
  // Both policies keep the pipes equally busy on the issue-bound chase; a
  // bad policy name is an error.
  SimOptions O;
  O.Scheduler = "lrr";
  Metrics L = runSpec(chaseIR(3), 1, 1024, Steps, O);
  Metrics G = runSpec(chaseIR(3), 1, 1024, Steps);
  EXPECT_NEAR(double(L.SMCycles), double(G.SMCycles), 0.1 * G.SMCycles);
  O.Scheduler = "fifo";
  SimRun R(chaseIR(3),
           R"({"kernel": "k", "grid": 1, "block": 32, "args": [)"
           R"({"name": "buf", "buffer": "i64", "count": 64},)"
           R"({"name": "n", "scalar": "i32", "value": 1}]})",
           O);
  EXPECT_NE(R.Error.find("unknown scheduler 'fifo'"), std::string::npos);
}

} // namespace
