//===- Executor.h - Warp executor of decoded IR -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A Warp holds the register files of its call frames ([row][lane] 64-bit
/// slots), one reconvergence state per frame (opaque: the model's), and its
/// WarpState (WarpState.h: why it can or cannot issue). The Executor
/// runs a warp's decoded instructions for all active lanes at once, charges
/// each issued warp instruction its SIMTCostModel latency (to the metrics
/// and, for the perfect-meld oracle, to the current convergence group
/// through the reconvergence model), and reports faults with the faulting
/// instruction and lane. It asks the model which group runs next and never
/// knows which model that is.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_EXECUTOR_H
#define LOCKSTEP_LIB_SIM_EXECUTOR_H

#include "DecodedIR.h"
#include "Memory.h"
#include "Reconvergence.h"
#include "WarpState.h"
#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Sim/DevicePrintf.h"
#include "lockstep/Sim/Metrics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <memory>
#include <string>

namespace lockstep::sim {

enum class IK : uint16_t;

struct Frame {
  uint32_t Func = 0;
  std::vector<uint64_t> Regs;
  std::unique_ptr<ReconvergenceState> RS; ///< The model's, per frame.
  int32_t RetDst = -1;    ///< Caller row receiving the return value.
  uint64_t LocalBase = 0; ///< Offset of this frame in each thread's stack.
};

/// Functional state of a warp. State is the one record of whether it can
/// issue, read and updated by the block loop and the SM timing model alike;
/// the timing model keeps only timing (scoreboard, fetch cycles) beside it.
struct Warp {
  unsigned Index = 0;       ///< Warp number within the block.
  uint64_t LinearBlock = 0; ///< Linear index of the warp's thread block.
  unsigned Slot = 0;        ///< Resident block slot of the SM (shared memory).
  unsigned FirstLane = 0;   ///< Linear thread index of lane 0.
  LaneMask Live = 0;        ///< Lanes that exist and have not returned.
  WarpState State;
  std::vector<Frame> Frames;
  unsigned Depth = 0;        ///< Frames in use.
  unsigned OuterEntries = 0; ///< Model depth of the frames below the top.
  uint64_t Cycles = 0;
  std::array<uint32_t, 3> Tid[64];
  /// Kept only with Executor::CollectBranches. The slot of each branch
  /// this warp executed (index Executor::BlockBase + block; -1 before its
  /// first execution), to count distinct warps; the (function, block) of
  /// each slot; and each slot's executions per lane (64 per slot), whose
  /// maximum goes to BranchCounters::LaneMax when the block ends.
  std::vector<int32_t> BranchSlot;
  std::vector<std::pair<uint32_t, uint32_t>> SlotBranch;
  std::vector<uint32_t> SlotLaneCounts;
  /// Per slot: bit K set once the warp sent lanes to successor K (K < 2).
  std::vector<uint8_t> SlotSides;
};

/// Block-wide launch context visible to special registers.
struct LaunchContext {
  std::array<uint32_t, 3> Grid, Block, CtaId;
  unsigned WarpSize;
  unsigned WarpsPerBlock;
  /// amdgcn hidden-argument records (AMDGPU.h); 0 when not allocated.
  uint64_t ImplicitArgs = 0, DispatchPacket = 0;
};

/// What one issued warp instruction needs from the timing model: filled by
/// the executor when Executor::Issue points at it (see runWarp).
struct IssueRecord {
  const DInst *Inst = nullptr;
  InstClass Class = InstClass::Free;
  uint32_t Latency = 0; ///< Cycles charged (class latency + memory extras).
  uint32_t Func = 0;    ///< Function of Inst.
  unsigned Depth = 0;   ///< Frame depth Inst executed in.
  bool Issued = false;
  /// Phi copies applied by a branch (their rows inherit the sources'
  /// ready cycles): up to two edges.
  const Edge *Edges[2] = {nullptr, nullptr};
};

/// Why runWarp returned.
enum class WarpStatus { Yield, Barrier, Done, Fault };

struct FaultInfo {
  std::string Message;
  uint32_t Func = 0;
  uint32_t Inst = 0;
  unsigned Lane = 0;
  bool HasInst = false;
};

/// Per-block counters (always kept; reported with --profile).
struct BlockCounters {
  uint64_t Warp = 0, Thread = 0, Cycles = 0;
};

/// Counters of a block's conditional branch or switch (with
/// Executor::CollectBranches; the divergence profile, DivergenceProfile.h).
struct BranchCounters {
  uint64_t Executions = 0, Splits = 0, Warps = 0, Lanes = 0;
  /// Summed over warps: the most executions of the branch by one lane.
  uint64_t LaneMax = 0;
  llvm::SmallVector<uint64_t, 2> SuccessorLanes;
  /// Two-way branches, grids of at most BlockMix::MaxBlocks: per linear
  /// block, its warps by the successors they sent lanes to.
  std::vector<BlockWarps> PerBlock;
};

class Executor {
public:
  /// Latencies and memory extras of \p Machine (default H100).
  Executor(const DecodedModule &DM, MemorySystem &Mem, ReconvergenceModel &RM,
           Metrics &Stats, uint64_t MaxSteps,
           const GPUMachine &Machine = GPUMachine::h100());

  void startWarp(Warp &W, llvm::ArrayRef<uint64_t> ArgBits);
  /// Runs \p W for up to \p Quantum warp instructions; with Issue set, stops
  /// after the first issued (non-free) instruction and describes it there.
  WarpStatus runWarp(Warp &W, uint64_t Quantum);
  /// Perfect-meld cycles of \p W (see Reconvergence.h); for a warp stopped
  /// by a fault, as if its unfinished paths and calls ended there.
  uint64_t oracleCycles(const Warp &W) const;

  LaunchContext Ctx;
  FaultInfo Fault;
  IssueRecord *Issue = nullptr; ///< Single-issue mode for the timing model.
  std::vector<std::vector<BlockCounters>> Counters; ///< [func][block]
  /// Divergence profile counters, [func][block]; filled only when
  /// CollectBranches is set before the first warp starts.
  std::vector<std::vector<BranchCounters>> Branches;
  bool CollectBranches = false;
  /// Device printf output in issue order (at most MaxPrintfLines; the rest
  /// are counted in PrintfDropped).
  std::vector<PrintfLine> PrintfLines;
  uint64_t PrintfDropped = 0;
  static constexpr size_t MaxPrintfLines = 100000;
  /// Adds \p W's busiest lane per branch to BranchCounters::LaneMax and
  /// the warp to its block's BranchCounters::PerBlock (with
  /// CollectBranches; call once per warp run, when its block ends).
  void foldBranchLanes(const Warp &W);

  /// Index of each function's first block in Warp::BranchSlot.
  std::vector<uint32_t> BlockBase;

private:
  // Executor.cpp
  void finishCall(Warp &W);
  bool step(Warp &W, Frame &Fr, ConvergenceGroup &G, const DecodedFunction &F,
            WarpStatus &Status);
  bool deadlock(Frame &Fr, const DecodedFunction &F);
  void execAlu(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  void execInt(Frame &Fr, const DInst &I, LaneMask M, unsigned E);
  void execFloat(Frame &Fr, const DInst &I, LaneMask M, unsigned E);
  void execCast(Frame &Fr, const DInst &I, LaneMask M, unsigned E);
  void execCompare(Frame &Fr, const DInst &I, LaneMask M, unsigned E);
  void execGep(Frame &Fr, const DecodedFunction &F, const DInst &I, LaneMask M);
  bool execBranch(Warp &W, Frame &Fr, const DecodedFunction &F, const DInst &I,
                  LaneMask M);
  void countBranch(Warp &W, const DInst &I, LaneMask M,
                   llvm::ArrayRef<LaneMask> PerSuccessor, bool Split);
  void applyPhis(Frame &Fr, const DecodedFunction &F, const Edge &E,
                 LaneMask M);
  bool execCall(Warp &W, const DecodedFunction &F, const DInst &I, LaneMask M);
  bool execRet(Warp &W, const DInst &I, LaneMask M);
  void execInlineAsm(Warp &W, Frame &Fr, const DecodedFunction &F,
                     const DInst &I, LaneMask M);
  // Memory.cpp of the executor: ExecMemory.cpp
  bool execMemory(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  bool execLoadStore(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  bool execAtomic(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  bool execMemTransfer(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  uint8_t *access(uint64_t Addr, unsigned Size, unsigned Align, bool Write,
                  AddrSpace &Space, unsigned Lane);
  void chargeMemory(Warp &W, const DInst &I, AddrSpace Space, LaneMask M,
                    const uint64_t *Addrs, unsigned Size);
  // Intrinsics.cpp
  bool execIntrinsic(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  bool execWarpOp(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  bool endsRun(Warp &W, Frame &Fr, ConvergenceGroup &G,
               const DecodedFunction &F, const DInst &I, uint32_t PC);
  bool waitsForLanes(Frame &Fr, const DInst &I, uint32_t PC, LaneMask M);
  /// One instruction of a warp exchange and the lanes that run it.
  struct ExchangePart {
    const DInst *I;
    LaneMask M;
  };
  llvm::SmallVector<ExchangePart, 2> exchangeParts(Frame &Fr, const DInst &I,
                                                   LaneMask M);
  void gatherOperand(const Frame &Fr, llvm::ArrayRef<ExchangePart> Parts,
                     unsigned Op, std::vector<uint64_t> &Out) const;
  void execExchange(Frame &Fr, IK K, llvm::ArrayRef<ExchangePart> Parts);
  void execShuffle(Frame &Fr, IK K, llvm::ArrayRef<ExchangePart> Parts);
  void execSpecialReg(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  void execFloatIntrinsic(Frame &Fr, const DInst &I, LaneMask M);
  void execIntIntrinsic(Frame &Fr, const DInst &I, LaneMask M);
  void execVectorReduce(Frame &Fr, const DInst &I, LaneMask M);
  bool syncThreads(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  // AMDGPU.cpp
  void execAMDGPU(Frame &Fr, const DInst &I, LaneMask M);
  bool assertFail(Frame &Fr, const DInst &I, LaneMask M);
  void execPrintf(Warp &W, Frame &Fr, const DInst &I, LaneMask M);
  std::string readString(uint64_t Addr, unsigned Max = 256);

  bool fault(const std::string &Msg, unsigned Lane);
  WarpStatus failed(Warp &W) {
    W.State.fail();
    return WarpStatus::Fault;
  }
  void charge(Warp &W, const DInst &I, InstClass C, LaneMask M,
              uint64_t Extra = 0);

  const uint64_t *src(const Frame &Fr, int32_t Op) const {
    return Op >= 0 ? &Fr.Regs[size_t(Op) * WS]
                   : &CurConsts[size_t(-1 - Op) * WS];
  }
  uint64_t *dst(Frame &Fr, int32_t Row) { return &Fr.Regs[size_t(Row) * WS]; }

  const DecodedModule &DM;
  MemorySystem &Mem;
  ReconvergenceModel &RM;
  Metrics &Stats;
  uint64_t MaxSteps;
  const GPUMachine &Machine;
  const std::array<uint32_t, NumInstClasses> &Latency;
  uint64_t Steps = 0;
  unsigned WS = 32;
  LaneMask FullMask = 0;
  const uint64_t *CurConsts = nullptr;
  uint32_t CurFunc = 0;
  uint32_t CurInst = 0;
  std::vector<uint64_t> Scratch;
  std::vector<uint64_t> AsmRegs; ///< Inline assembly registers, per lane.
};

/// Calls \p F(Lane) for every lane set in \p M (all lanes when \p M is the
/// full mask, in a loop the compiler can vectorize).
template <typename Fn>
inline void forLanes(LaneMask M, LaneMask Full, unsigned WS, Fn F) {
  if (M == Full) {
    for (unsigned L = 0; L < WS; ++L)
      F(L);
    return;
  }
  while (M) {
    unsigned L = unsigned(__builtin_ctzll(M));
    M &= M - 1;
    F(L);
  }
}

inline uint64_t maskBits(unsigned Bits) {
  return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}
inline int64_t signExtend(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? int64_t(V) : int64_t(V << (64 - Bits)) >> (64 - Bits);
}

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_EXECUTOR_H
