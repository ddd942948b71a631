//===- SplitCostModelTest.cpp - Unit tests of branch-split's model --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The bound-aware decision model (SplitCostModel.h) against its own
/// definitions: c(R) takes the largest of its five terms, latency hiding
/// grows with resident warps, the profile fractions are exact for warps that
/// never diverge and for warps that always do, and the speedup of the three
/// kernel mixes on hand-built warp work; loop-split's kernelSpeedup (no gain
/// unless latency-bound) and measureFunction on IR (loop weight, sectors,
/// the machine's latencies, memory periods); the block term T_blk / R
/// (blockCycles, Hong and Kim's in-phase case) on hand-built warp work.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Transforms/Split/SplitCostModel.h"

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/IR/InstIterator.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

namespace {

const GPUMachine &H100 = GPUMachine::h100();

WarpWork latencyWork(double L, double N) {
  WarpWork W;
  W.Latency = L;
  W.Issued = N;
  return W;
}

TEST(SplitCostModelTest, TermsAndBounds) {
  WarpWork W = latencyWork(6400, 64);
  WarpBound B;
  // 16 resident warps: 6400 / 16 = 400 beats 64 / 4 = 16 issue cycles.
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 16, 4, &B), 400);
  EXPECT_EQ(B, WarpBound::Latency);
  // Enough warps hide the latency: issue bound 6400 / 1000 < 16.
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 1000, 4, &B), 16);
  EXPECT_EQ(B, WarpBound::Issue);
  W.Sectors = 100;
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 1000, 4, &B),
                   100 / SIMTCostModel::globalSectorsPerCycle());
  EXPECT_EQ(B, WarpBound::Bandwidth);
}

TEST(SplitCostModelTest, ProfileFractions) {
  BranchStats Uniform; // 10 warps, 4 all-if, 6 all-else, never split.
  Uniform.Executions = 10;
  Uniform.Lanes = 320;
  Uniform.SuccessorLanes = {128, 192};
  SideFractions F = splitFractions(Uniform);
  EXPECT_DOUBLE_EQ(F.Both, 0);
  EXPECT_DOUBLE_EQ(F.IfOnly, 0.4);
  EXPECT_DOUBLE_EQ(F.ElseOnly, 0.6);
  BranchStats Split = Uniform; // Every execution split.
  Split.Splits = 10;
  F = splitFractions(Split);
  EXPECT_DOUBLE_EQ(F.Both, 1);
  EXPECT_DOUBLE_EQ(F.IfOnly + F.ElseOnly, 0);
  BranchStats Never; // Not reached: no class runs a side.
  F = splitFractions(Never);
  EXPECT_DOUBLE_EQ(F.Both + F.IfOnly + F.ElseOnly, 0);
}

TEST(SplitCostModelTest, LatencyBoundSideGainsOccupancy) {
  SplitParts P;
  P.If = latencyWork(6400, 64);   // latency-bound below 100 warps
  P.Else = latencyWork(400, 400); // issue-bound: 100 cycles per warp
  SideFractions Worst;            // every warp runs both sides
  // Branched at 16 warps: c = max(6800 / 16, 464 / 4) = 425. If-kernel at
  // 64 warps: max(100, 16) = 100; else-kernel at 16: max(25, 100) = 100.
  SplitEstimate E = estimateSplit(P, Worst, 16, 64, 16, H100, 0);
  EXPECT_DOUBLE_EQ(E.Branched, 425);
  EXPECT_DOUBLE_EQ(E.IfKernel, 100);
  EXPECT_DOUBLE_EQ(E.ElseKernel, 100);
  EXPECT_DOUBLE_EQ(E.Speedup, 425.0 / 200);
  // Same occupancy everywhere: splitting only repeats work.
  E = estimateSplit(P, Worst, 16, 16, 16, H100, 0);
  EXPECT_LT(E.Speedup, 1);
  // The overhead sigma is charged once per kernel, as a share of T.
  E = estimateSplit(P, Worst, 16, 64, 16, H100, 0.25);
  EXPECT_DOUBLE_EQ(E.Speedup, 425.0 / (200 + 2 * 0.25 * 425));
}

TEST(SplitCostModelTest, ClassesOverlapWithinAKernel) {
  SplitParts P;
  P.If = latencyWork(6400, 64);
  P.Else = latencyWork(400, 400);
  SideFractions F;
  F.Both = 0;
  F.IfOnly = F.ElseOnly = 0.5;
  // Branched: the mix 0.5 If + 0.5 Else: max(3400 / 16, 232 / 4) = 212.5;
  // the if-kernel's else-class warps only run C (empty here).
  SplitEstimate E = estimateSplit(P, F, 16, 64, 16, H100, 0);
  EXPECT_DOUBLE_EQ(E.Branched, 212.5);
  EXPECT_DOUBLE_EQ(E.IfKernel, 50);
  EXPECT_DOUBLE_EQ(E.ElseKernel, 50);
}

TEST(SplitCostModelTest, DivergedWarpsKeepTheirSectorShareWhenSplit) {
  // A bandwidth-bound else side (100 sectors a warp) and an empty if side.
  // A warp that diverged in the branched kernel runs the else side with
  // the same lanes in the else-kernel, touching the same share of its
  // sectors: 30% in both kernels, not all of them in the split one.
  SplitParts P;
  P.Else.Sectors = 100;
  P.Else.Issued = 1;
  double B = SIMTCostModel::globalSectorsPerCycle();
  SideFractions F; // Every warp diverges.
  F.ElseSectors = 0.3;
  SplitEstimate E = estimateSplit(P, F, 16, 16, 16, H100, 0);
  EXPECT_DOUBLE_EQ(E.Branched, 30 / B);
  EXPECT_DOUBLE_EQ(E.ElseKernel, 30 / B);
  // Warps that never diverged run it with every lane; a mix blends the
  // two by weight (half diverged, half else only: 0.5 * 30 + 0.5 * 100).
  F.Both = F.ElseOnly = 0.5;
  E = estimateSplit(P, F, 16, 16, 16, H100, 0);
  EXPECT_DOUBLE_EQ(E.ElseKernel, 65 / B);
}

TEST(SplitCostModelTest, MachineSchedulersAndBandwidth) {
  WarpWork W = latencyWork(0, 64);
  WarpBound B;
  // The H100's four schedulers issue 64 instructions in 16 cycles, the
  // G80's one in 64.
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 64, H100, &B), 16);
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 24, GPUMachine::g80(), &B), 64);
  EXPECT_EQ(B, WarpBound::Issue);
  W.Sectors = 10;
  EXPECT_DOUBLE_EQ(
      cyclesPerWarp(W, 24, GPUMachine::g80(), &B),
      std::max(64.0, 10 / GPUMachine::g80().GlobalSectorsPerCycle));
  EXPECT_EQ(B, WarpBound::Bandwidth);
}

TEST(SplitCostModelTest, KernelSpeedupNeedsALatencyBoundKernel) {
  // loop-split's estimate: the split adds 10% instructions and loses the
  // overlap of two chains (latency 1.6x), for 2x the resident warps.
  WarpWork Before = latencyWork(8000, 100), After = latencyWork(12800, 110);
  KernelCycles C0, C1;
  // Latency-bound at 16 -> 32 warps: 8000 / 16 = 500 over 12800 / 32 = 400.
  EXPECT_DOUBLE_EQ(kernelSpeedup(Before, 16, After, 32, H100, &C0, &C1),
                   500.0 / 400);
  EXPECT_EQ(C0.Bound, WarpBound::Latency);
  EXPECT_EQ(C1.Bound, WarpBound::Latency);
  // 1.5x the warps do not pay for the 1.6x latency.
  EXPECT_LT(kernelSpeedup(Before, 16, After, 24, H100), 1);
  // Issue-bound before (enough warps to hide 8000 cycles): the extra
  // instructions only cost, 100 / 4 over 110 / 4.
  EXPECT_DOUBLE_EQ(kernelSpeedup(Before, 320, After, 640, H100, &C0, &C1),
                   100.0 / 110);
  EXPECT_EQ(C1.Bound, WarpBound::Issue);
  // Bandwidth-bound: occupancy does not shorten the sectors' queue.
  Before.Sectors = After.Sectors = 1000;
  EXPECT_DOUBLE_EQ(kernelSpeedup(Before, 16, After, 32, H100, &C0, &C1), 1);
  EXPECT_EQ(C1.Bound, WarpBound::Bandwidth);
}

WarpWork blockWork(double L, double N, double Fp32, double MemWaits) {
  WarpWork W = latencyWork(L, N);
  W.Pipe[unsigned(SIMTCostModel::Pipe::Fp32)] = Fp32;
  W.MemWaits = MemWaits;
  return W;
}

TEST(SplitCostModelTest, BlockCyclesFormula) {
  // T_blk = L + max(0, w / S - 1) * max(N, max_pipe P) / max(1, M).
  WarpWork W = blockWork(1000, 50, 200, 2);
  // 8 warps on one scheduler (G80): 1000 + 7 * 200 / 2.
  EXPECT_DOUBLE_EQ(blockCycles(W, 8, 1), 1700);
  // 8 warps on four (H100): 2 a scheduler, 1000 + 1 * 200 / 2.
  EXPECT_DOUBLE_EQ(blockCycles(W, 8, 4), 1100);
  // One warp a scheduler or fewer: the warp's own latency.
  EXPECT_DOUBLE_EQ(blockCycles(W, 4, 4), 1000);
  EXPECT_DOUBLE_EQ(blockCycles(W, 1, 4), 1000);
  // No memory period: the other warps' whole computation, 1000 + 7 * 200.
  W.MemWaits = 0;
  EXPECT_DOUBLE_EQ(blockCycles(W, 8, 1), 2400);
  // Issue-bound warps count their instructions: 1000 + 7 * 300 / 1.
  W = blockWork(1000, 300, 200, 1);
  EXPECT_DOUBLE_EQ(blockCycles(W, 8, 1), 3100);
}

TEST(SplitCostModelTest, BlockTermBindsWithOneResidentBlock) {
  WarpWork W = blockWork(1000, 50, 200, 2);
  W.Block = 1700; // blockCycles(W, 8, 1)
  WarpBound B;
  // One block of 8 warps: 1700 / 8 = 212.5 beats latency 125 and pipe 200.
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 8, 1, &B), 212.5);
  EXPECT_EQ(B, WarpBound::Block);
  EXPECT_EQ(warpBoundName(B), "block");
  // Three blocks overlap: 1700 / 24 < 200, the pipe binds.
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 24, 1, &B), 200);
  EXPECT_EQ(B, WarpBound::Pipe);
  // Block = 0 (not set) leaves the term out.
  W.Block = 0;
  EXPECT_DOUBLE_EQ(cyclesPerWarp(W, 8, 1, &B), 200);
  EXPECT_EQ(B, WarpBound::Pipe);
}

TEST(SplitCostModelTest, EstimateSplitWithBlocks) {
  // G80 (one scheduler), 8 warps a block, every warp runs both sides.
  SplitParts P;
  P.If = blockWork(2000, 100, 400, 1);
  P.Else = blockWork(1000, 50, 200, 1);
  SideFractions Worst;
  const GPUMachine &G80 = GPUMachine::g80();
  // Without the block term: branched max(3000 / 8, 600) = 600, if-kernel
  // max(2000 / 24, 400) = 400, else-kernel max(1000 / 8, 200) = 200.
  SplitEstimate E = estimateSplit(P, Worst, 8, 24, 8, G80, 0);
  EXPECT_DOUBLE_EQ(E.Speedup, 600.0 / 600);
  // With it: branched T_blk = 3000 + 7 * 600 / 2 = 5100, / 8 = 637.5;
  // if-kernel 2000 + 7 * 400 = 4800, / 24 = 200 < 400 (pipe); else-kernel
  // 1000 + 7 * 200 = 2400, / 8 = 300 > 200.
  E = estimateSplit(P, Worst, 8, 24, 8, G80, 0, 8);
  EXPECT_DOUBLE_EQ(E.Branched, 637.5);
  EXPECT_EQ(E.BranchedBound, WarpBound::Block);
  EXPECT_DOUBLE_EQ(E.IfKernel, 400);
  EXPECT_EQ(E.IfBound, WarpBound::Pipe);
  EXPECT_DOUBLE_EQ(E.ElseKernel, 300);
  EXPECT_EQ(E.ElseBound, WarpBound::Block);
  EXPECT_DOUBLE_EQ(E.Speedup, 637.5 / 700);
  // Classes in blocks of their own: the branched mix of half if-only and
  // half else-only blocks averages their T_blk, (4800 + 2400) / 2 / 8 = 450
  // over the mix's pipe (400 + 200) / 2 = 300.
  SideFractions Half;
  Half.Both = 0;
  Half.IfOnly = Half.ElseOnly = 0.5;
  E = estimateSplit(P, Half, 8, 24, 8, G80, 0, 8);
  EXPECT_DOUBLE_EQ(E.Branched, 450);
  EXPECT_EQ(E.BranchedBound, WarpBound::Block);
}

/// measureFunction on IR: the loop body counts 8 times, a per-thread
/// 4-byte load touches 32 * 4 / 32 = 4 sectors a warp, a uniform one 1, and
/// the latency comes from the machine asked for.
class MeasureFunctionTest : public NVPTXTestBase {};

TEST_F(MeasureFunctionTest, LoopWeightSectorsAndMachine) {
  Function &F = parse(R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %u, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %t
  %x = load float, ptr addrspace(1) %p
  %y = load float, ptr addrspace(1) %u
  %xy = fadd float %x, %y
  %s.next = fadd float %s, %xy
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %s.next, ptr addrspace(1) %p
  ret void
}
)IR");
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  double Issued = 0;
  for (BasicBlock &BB : F) {
    unsigned N = 0;
    for (Instruction &I : BB)
      N += SIMTCostModel::classify(I) != InstClass::Free;
    Issued += (BB.getName() == "loop" ? 8 : 1) * N;
  }
  WarpWork H = measureFunction(F, U, H100);
  EXPECT_DOUBLE_EQ(H.Issued, Issued);
  // Loop: 4 + 1 sectors, 8 times; exit: the per-thread store, 4.
  EXPECT_DOUBLE_EQ(H.Sectors, 8 * (4 + 1) + 4);
  WarpWork G = measureFunction(F, U, GPUMachine::g80());
  EXPECT_DOUBLE_EQ(G.Issued, Issued);
  // The loop waits on its loads: 8 iterations of at least a load latency.
  EXPECT_GE(G.Latency, 8.0 * GPUMachine::g80().latency(InstClass::LoadGlobal));
  EXPECT_LT(H.Latency, G.Latency);
  // One memory period an iteration (%xy waits on the loads), on both
  // machines; the exit's store waits on an addition, not on memory.
  EXPECT_DOUBLE_EQ(H.MemWaits, 8);
  EXPECT_DOUBLE_EQ(G.MemWaits, 8);
}

} // namespace
