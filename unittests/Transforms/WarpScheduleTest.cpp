//===- WarpScheduleTest.cpp - Unit tests of the split models' schedule ----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// WarpSchedule.h on hand-built traces, with cycle counts worked out from
/// the scheduling rules: gto starving a block's youngest warps where lrr
/// shares the pipe, resident blocks overlapping, the bandwidth queue, free
/// instructions, block interleaving by share; and on IR: trace building
/// (loops repeated 8 times a depth, slots shared between parts) and the
/// schedule term in estimateSplit.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Split/WarpSchedule.h"
#include "../../lib/Transforms/Split/SplitCostModel.h"

#include "../Support/NVPTXTestBase.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

const GPUMachine &G80 = GPUMachine::g80();

/// \p N dependent instructions of \p Latency cycles, \p Interval on pipe 0.
WarpTrace chain(unsigned N, uint32_t Latency, uint32_t Interval) {
  WarpTrace T;
  for (unsigned K = 0; K < N; ++K) {
    TraceInst I;
    I.Latency = Latency;
    I.Interval = Interval;
    I.Dst = int32_t(K);
    I.SrcBegin = uint32_t(T.Srcs.size());
    if (K)
      T.Srcs.push_back(int32_t(K - 1));
    I.SrcEnd = uint32_t(T.Srcs.size());
    T.Insts.push_back(I);
  }
  T.NumSlots = N;
  return T;
}

TEST(WarpScheduleTest, GTOStarvesTheYoungestWarps) {
  // One G80 block of 8 warps on its one scheduler, 96 dependent
  // 24-cycle instructions issued every 4 cycles. lrr: a round of 8 issues
  // (32 cycles) covers the latency, so 96 rounds of 32 cycles. gto: the
  // oldest warp is ready again after 6 issues, so warps 0-5 run their
  // chains in 96 rounds of 24 cycles and warps 6-7 theirs alone after.
  WarpTrace T = chain(96, 24, 4);
  const WarpTrace *Blocks[] = {&T};
  ScheduleShape Shape{8, 1, WarpPolicy::LRR};
  uint64_t LRR = scheduleBlocks(Blocks, Shape, G80);
  EXPECT_NEAR(double(LRR), 96 * 32, 32);
  Shape.Policy = WarpPolicy::GTO;
  uint64_t GTO = scheduleBlocks(Blocks, Shape, G80);
  EXPECT_NEAR(double(GTO), 96 * 24 * 2, 64);
}

TEST(WarpScheduleTest, ResidentBlocksHideTheTail) {
  // Three resident blocks keep the pipe busy while one block's last warps
  // finish: 12 blocks take about 12 blocks' pipe work (8 * 96 * 4 each),
  // where one resident block at a time takes the starved tail each time.
  WarpTrace T = chain(96, 24, 4);
  std::vector<const WarpTrace *> Blocks(12, &T);
  uint64_t One = scheduleBlocks(Blocks, {8, 1, WarpPolicy::GTO}, G80);
  uint64_t Three = scheduleBlocks(Blocks, {8, 3, WarpPolicy::GTO}, G80);
  EXPECT_NEAR(double(One), 12 * 96 * 48, 12 * 64);
  EXPECT_LT(double(Three), 1.05 * 12 * 8 * 96 * 4);
  EXPECT_GE(Three, uint64_t(12 * 8 * 96 * 4));
}

TEST(WarpScheduleTest, BandwidthQueue) {
  // One warp, 100 independent loads of 8 sectors: the queue drains
  // GlobalSectorsPerCycle a cycle, and the last result is ready when its
  // last sector has drained.
  WarpTrace T;
  for (unsigned K = 0; K < 100; ++K) {
    TraceInst I;
    I.Latency = G80.latency(InstClass::LoadGlobal);
    I.Interval = 4;
    I.Sectors = 8;
    I.Dst = int32_t(K);
    T.Insts.push_back(I);
  }
  T.NumSlots = 100;
  const WarpTrace *Blocks[] = {&T};
  uint64_t C = scheduleBlocks(Blocks, {1, 1, WarpPolicy::GTO}, G80);
  EXPECT_NEAR(double(C), 800 / G80.GlobalSectorsPerCycle, 2);
}

TEST(WarpScheduleTest, FreeInstructionsPassReadiness) {
  // a (24 cycles) -> free move -> b: b waits for a through the move and
  // the move takes no issue slot.
  WarpTrace T;
  T.Srcs = {0, 1};
  TraceInst A, Move, B;
  A.Latency = B.Latency = 24;
  A.Interval = B.Interval = 4;
  A.Dst = 0;
  Move.Free = true;
  Move.Dst = 1;
  Move.SrcBegin = 0;
  Move.SrcEnd = 1;
  B.Dst = 2;
  B.SrcBegin = 1;
  B.SrcEnd = 2;
  T.Insts = {A, Move, B};
  T.NumSlots = 3;
  EXPECT_EQ(T.issued(), 2u);
  const WarpTrace *Blocks[] = {&T};
  // a at 0, b at 24, b's result at 48.
  EXPECT_EQ(scheduleBlocks(Blocks, {1, 1, WarpPolicy::GTO}, G80), 48u);
}

TEST(WarpScheduleTest, SharesAndRefusals) {
  WarpTrace Long = chain(100, 24, 4), Short = chain(10, 24, 4);
  ScheduleShape One{1, 1, WarpPolicy::GTO};
  // Blocks alone: 100 * 24 and 10 * 24 cycles; half and half averages.
  double L = scheduledCyclesPerWarp({&Long}, {1.0}, One, G80);
  double S = scheduledCyclesPerWarp({&Short}, {1.0}, One, G80);
  double Half = scheduledCyclesPerWarp({&Long, &Short}, {0.5, 0.5}, One, G80);
  // The next block starts once the last instruction has issued, 23 cycles
  // before its result is ready.
  EXPECT_NEAR(L, 2400 - 23, 4);
  EXPECT_NEAR(S, 240 - 23, 4);
  EXPECT_NEAR(Half, (L + S) / 2, 2);
  // 16 blocks a launch at shares 0.9 / 0.1: 14.4 blocks round to 14 long
  // and 2 short, or, the first class rounded up (the slowest SM of a split
  // kernel), 15 and 1.
  ScheduleShape Launch{1, 1, WarpPolicy::GTO, 16};
  double Nearest =
      scheduledCyclesPerWarp({&Long, &Short}, {0.9, 0.1}, Launch, G80);
  double Up =
      scheduledCyclesPerWarp({&Long, &Short}, {0.9, 0.1}, Launch, G80, true);
  EXPECT_NEAR(Nearest, (14 * L + 2 * S) / 16, 4);
  EXPECT_NEAR(Up, (15 * L + S) / 16, 4);
  // A class of share 0 is not run, even when its trace is too long.
  WarpTrace Over = Short;
  Over.TooLong = true;
  EXPECT_NEAR(scheduledCyclesPerWarp({&Short, &Over}, {1.0, 0.0}, One, G80), S,
              1e-9);
  EXPECT_EQ(scheduledCyclesPerWarp({&Over}, {1.0}, One, G80), 0);
  EXPECT_EQ(scheduledCyclesPerWarp({&Short}, {0.0}, One, G80), 0);
  EXPECT_EQ(scheduleBlocks({}, One, G80), 0u);
}

TEST(WarpScheduleTest, SlowestSMOfALaunch) {
  // One resident block of 8 warps: an SM's blocks run one after another.
  WarpTrace T = chain(96, 24, 4);
  ScheduleShape Shape{8, 1, WarpPolicy::GTO};
  const WarpTrace *Two[] = {&T, &T};
  uint64_t TwoBlocks = scheduleBlocks(Two, Shape, G80);
  // Five blocks on four SMs: SM 0 gets blocks 0 and 4.
  LaunchBlocks L;
  L.SMs = 4;
  L.Runs.push_back({5, std::vector<const WarpTrace *>(8, &T)});
  EXPECT_EQ(L.blocks(), 5u);
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), TwoBlocks);
  // Blocks 0-2 full, block 3 without work, on two SMs: SM 0 gets 0 and 2,
  // SM 1 gets 1 and the empty block 3.
  L.SMs = 2;
  L.Runs = {{3, std::vector<const WarpTrace *>(8, &T)},
            {1, std::vector<const WarpTrace *>(8, nullptr)}};
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), TwoBlocks);
  // A block with one working warp takes that warp's chain alone: 96
  // dependent 24-cycle instructions.
  L.SMs = 1;
  std::vector<const WarpTrace *> OneWarp(8, nullptr);
  OneWarp[3] = &T;
  L.Runs = {{1, OneWarp}};
  EXPECT_NEAR(double(scheduleSlowestSM(L, Shape, G80)), 96 * 24, 24);
  // Refusals: warps not the block's, a trace too long, no SMs, over the
  // budget of about two million warp instructions.
  L.Runs = {{1, std::vector<const WarpTrace *>(4, &T)}};
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), 0u);
  WarpTrace Over = T;
  Over.TooLong = true;
  L.Runs = {{1, std::vector<const WarpTrace *>(8, &Over)}};
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), 0u);
  L.Runs = {{1, std::vector<const WarpTrace *>(8, &T)}};
  L.SMs = 0;
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), 0u);
  L.SMs = 1;
  L.Runs = {{3000, std::vector<const WarpTrace *>(8, &T)}};
  EXPECT_EQ(scheduleSlowestSM(L, Shape, G80), 0u);
}

TEST(WarpScheduleTest, LaunchCyclesPerWarpFromABlockMix) {
  // A linear mask's launch: 3 if blocks, a boundary block (5 if warps, one
  // diverged warp, 2 else warps), 4 else blocks, on 4 SMs. The if side is
  // a chain of 96, the else side of 8, a diverged warp runs 296: alone it
  // outlasts a whole if block (gto: about 2 * 96 * 24 cycles).
  WarpTrace If = chain(96, 24, 4), Else = chain(8, 24, 4), Both = If;
  Both.append(chain(200, 24, 4));
  BlockMix Mix;
  Mix.WarpsPerBlock = 8;
  Mix.append(3, {0, 8, 0});
  Mix.append(1, {1, 5, 2});
  Mix.append(4, {0, 0, 8});
  ScheduleShape Shape{8, 1, WarpPolicy::GTO};
  MixTraces Branched{&Both, &If, &Else, nullptr};
  // SM 3 gets the boundary block 3 and else block 7, SMs 0-2 an if block
  // and an else block: the boundary block's diverged warp makes SM 3 the
  // slowest. Per warp of an average SM: 2 blocks of 8 warps.
  LaunchBlocks L; // One SM's blocks.
  std::vector<const WarpTrace *> Boundary(5, &If);
  Boundary.push_back(&Both);
  Boundary.insert(Boundary.end(), 2, &Else);
  L.Runs = {{1, Boundary}, {1, std::vector<const WarpTrace *>(8, &Else)}};
  uint64_t SM3 = scheduleSlowestSM(L, Shape, G80);
  L.Runs[0].Warps.assign(8, &If);
  uint64_t SM0 = scheduleSlowestSM(L, Shape, G80);
  EXPECT_GT(SM3, SM0);
  EXPECT_DOUBLE_EQ(launchCyclesPerWarp(Mix, Branched, 4, Shape, G80),
                   double(SM3) / 16);
  // Blocks of another size than the model's are not this launch's.
  ScheduleShape Four{4, 2, WarpPolicy::GTO};
  EXPECT_EQ(launchCyclesPerWarp(Mix, Branched, 4, Four, G80), 0);
  // Fewer blocks than SMs: per warp of an SM that has a block.
  BlockMix One;
  One.WarpsPerBlock = 8;
  One.append(1, {0, 8, 0});
  const WarpTrace *OneBlock[] = {&If};
  EXPECT_DOUBLE_EQ(launchCyclesPerWarp(One, Branched, 4, Shape, G80),
                   double(scheduleBlocks(OneBlock, Shape, G80)) / 8);
}

TEST(WarpScheduleTest, KernelCyclesTakesTheLongerSchedule) {
  // loop-split's c of one kernel: a G80 block of 8 warps, one resident,
  // each warp a chain of 96 dependent 24-cycle instructions on the one
  // pipe. The closed form lets the 8 warps overlap (the pipe: 384 cycles a
  // warp); gto's starved tail makes the schedule about 2 * 96 * 24 / 8.
  WarpTrace T = chain(96, 24, 4);
  WarpWork W;
  W.Latency = 96 * 24;
  W.Issued = 96;
  W.Pipe[0] = 96 * 4;
  KernelCycles K = kernelCycles(W, &T, 8, 8, G80, 8);
  EXPECT_EQ(K.Bound, WarpBound::Schedule);
  EXPECT_NEAR(K.Cycles, 2.0 * 96 * 24 / 8, 16);
  // Without a trace (or a trace too long to run) T_blk stands in.
  KernelCycles Closed = kernelCycles(W, nullptr, 8, 8, G80, 8);
  EXPECT_NE(Closed.Bound, WarpBound::Schedule);
  WarpTrace Over = T;
  Over.TooLong = true;
  KernelCycles Long = kernelCycles(W, &Over, 8, 8, G80, 8);
  EXPECT_EQ(Long.Bound, Closed.Bound);
  EXPECT_DOUBLE_EQ(Long.Cycles, Closed.Cycles);
  WarpWork WithBlock = W;
  WithBlock.Block = blockCycles(W, 8, G80.Limits.WarpSchedulers);
  EXPECT_DOUBLE_EQ(Closed.Cycles, cyclesPerWarp(WithBlock, 8, G80));
}

/// Traces from IR: the loop body repeated 8 times, the parts' slots shared.
class TraceBuildTest : public NVPTXTestBase {};

/// The decision-mask kernel (a mask load decides; %p addresses the data)
/// with \p If and \p Else as the bodies of its sides.
std::string maskKernelIR(const std::string &If, const std::string &Else) {
  return R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %m, ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %mp = getelementptr inbounds i32, ptr addrspace(1) %m, i64 %t
  %mv = load i32, ptr addrspace(1) %mp
  %c = icmp eq i32 %mv, 0
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %t
  br i1 %c, label %if, label %else
if:
)IR" + If +
         "  br label %exit\nelse:\n" + Else +
         "  br label %exit\nexit:\n  ret void\n}\n";
}

TEST_F(TraceBuildTest, LoopsAndParts) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %t
  %x = load float, ptr addrspace(1) %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ %x, %entry ], [ %s.next, %loop ]
  %s.next = fmul float %s, %s
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %s.next, ptr addrspace(1) %p
  ret void
}
)IR");
  DominatorTree DT(F);
  LoopInfo LI(DT);
  TraceBuilder TB(F, LI, [](const Instruction &I) {
    TraceInst T;
    T.Free = isa<PHINode>(I) || isa<ZExtInst>(I);
    T.Latency = T.Free ? 0 : 24;
    T.Interval = T.Free ? 0 : 4;
    return T;
  });
  WarpTrace Entry =
      TB.build([](const BasicBlock *BB) { return BB->getName() == "entry"; });
  WarpTrace Rest =
      TB.build([](const BasicBlock *BB) { return BB->getName() != "entry"; });
  // entry: tid, gep, load, br (zext free); loop: 2 phis (free), fmul, add,
  // icmp, br, 8 times; exit: store, ret.
  EXPECT_EQ(Entry.issued(), 4u);
  EXPECT_EQ(Rest.issued(), 8u * 4 + 2);
  EXPECT_EQ(Rest.Insts.size(), 8u * 6 + 2);
  // %s's phi reads %x, defined in entry's trace: one slot for both.
  WarpTrace All = Entry;
  All.append(Rest);
  EXPECT_EQ(All.NumSlots, TB.numSlots());
  int32_t XSlot = All.Insts[3].Dst; // entry: tid, zext, gep, load.
  const TraceInst &Phi = All.Insts[Entry.Insts.size() + 1];
  ASSERT_TRUE(Phi.Free);
  std::vector<int32_t> PhiSrcs(All.Srcs.begin() + Phi.SrcBegin,
                               All.Srcs.begin() + Phi.SrcEnd);
  EXPECT_NE(std::find(PhiSrcs.begin(), PhiSrcs.end(), XSlot), PhiSrcs.end());
}

/// The schedule term in estimateSplit: on the G80 a block of 8 warps whose
/// if side is a long dependent chain after a load takes gto's starved tail,
/// which T_blk does not see, so the schedule binds the branched kernel.
TEST_F(TraceBuildTest, EstimateSplitTakesTheLongerSchedule) {
  std::string If = "  %x = load float, ptr addrspace(1) %p\n";
  for (unsigned K = 0; K < 64; ++K)
    If += "  %f" + std::to_string(K + 1) + " = fmul float %" +
          (K ? "f" + std::to_string(K) : std::string("x")) + ", %x\n";
  If += "  store float %f64, ptr addrspace(1) %p\n";
  std::string IR = maskKernelIR(If, "  store float 0.0, ptr addrspace(1) %p\n");
  Function &F = parse(IR);
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto *Br = cast<BranchInst>(block(F, "entry")->getTerminator());
  SplitParts P = measureParts(*Br, U, G80);
  ASSERT_TRUE(P.Traced);
  SideFractions IfOnly;
  IfOnly.Both = 0;
  IfOnly.IfOnly = 1;
  SplitEstimate E = estimateSplit(P, IfOnly, 8, 24, 8, G80, 0, 8);
  EXPECT_EQ(E.BranchedBound, WarpBound::Schedule);
  EXPECT_EQ(warpBoundName(E.BranchedBound), "schedule");
  // The if-kernel's three resident blocks fill each other's tails: close
  // to its pipe bound (every instruction 4 cycles on the G80's one pipe).
  double IfPipe = 4 * (P.Pre.Issued + P.If.Issued + P.Post.Issued);
  EXPECT_GE(E.IfKernel, IfPipe);
  EXPECT_LT(E.IfKernel, 1.15 * IfPipe);
  // Without traces (hand-built parts) the closed form stays: T_blk.
  SplitParts Hand = P;
  Hand.Traced = false;
  SplitEstimate H = estimateSplit(Hand, IfOnly, 8, 24, 8, G80, 0, 8);
  EXPECT_NE(H.BranchedBound, WarpBound::Schedule);
  EXPECT_LT(H.Branched, E.Branched);
}

/// With the profiled launch's block mix the schedule deals the blocks to
/// SMs: a linear mask's boundary block, whose one diverged warp runs both
/// sides, is charged where the shares round it away.
TEST_F(TraceBuildTest, EstimateSplitOnTheProfiledLaunch) {
  Function &F = parse(maskKernelIR(R"IR(  %x = load float, ptr addrspace(1) %p
  %y = fmul float %x, %x
  %z = fmul float %y, %y
  store float %z, ptr addrspace(1) %p
)IR",
                                   R"IR(  %u = load float, ptr addrspace(1) %p
  %v = fadd float %u, %u
  store float %v, ptr addrspace(1) %p
)IR"));
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto *Br = cast<BranchInst>(block(F, "entry")->getTerminator());
  SplitParts P = measureParts(*Br, U, G80);
  ASSERT_TRUE(P.Traced);
  // 16 blocks of 8 warps on 4 SMs: 5 if blocks, a boundary block, 10 else
  // blocks (one diverged warp of 128).
  SideFractions Fr;
  Fr.Both = 1.0 / 128;
  Fr.IfOnly = 45.0 / 128;
  Fr.ElseOnly = 82.0 / 128;
  SplitEstimate Shares = estimateSplit(P, Fr, 8, 24, 8, G80, 0, 8, 4, 4);
  EXPECT_EQ(Shares.OnLaunch, 0u);
  Fr.Mix.emplace();
  Fr.Mix->WarpsPerBlock = 8;
  Fr.Mix->append(5, {0, 8, 0});
  Fr.Mix->append(1, {1, 5, 2});
  Fr.Mix->append(10, {0, 0, 8});
  SplitEstimate E = estimateSplit(P, Fr, 8, 24, 8, G80, 0, 8, 4, 4);
  EXPECT_EQ(E.OnLaunch, 3u);
  EXPECT_EQ(E.LaunchBlocks, 16u);
  EXPECT_EQ(E.LaunchSMs, 4u);
  EXPECT_NE(E.describe().find("3 of 3 kernels scheduled on the profiled "
                              "launch's 16 blocks over 4 SMs"),
            std::string::npos)
      << E.describe();
  // The same mix for blocks of 4 warps is another launch's: shares again.
  Fr.Mix->WarpsPerBlock = 4;
  SplitEstimate Other = estimateSplit(P, Fr, 8, 24, 8, G80, 0, 8, 4, 4);
  EXPECT_EQ(Other.OnLaunch, 0u);
  EXPECT_DOUBLE_EQ(Other.Branched, Shares.Branched);
}

} // namespace
