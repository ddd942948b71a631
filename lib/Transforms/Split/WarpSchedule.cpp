//===- WarpSchedule.cpp - Static traces through the warp scheduler --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Trace building (loops repeated per nesting level) and the SM schedule of
/// WarpSchedule.h, whose rules are those of lib/Sim/Timing/SMTiming.cpp on
/// a trace instead of an executing warp.
///
//===----------------------------------------------------------------------===//

#include "WarpSchedule.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

static cl::opt<WarpPolicy> PolicyOpt(
    "lockstep-split-scheduler", cl::init(WarpPolicy::GTO),
    cl::desc("Warp scheduler the split models assume (lockstep-sim's "
             "--scheduler)"),
    cl::values(clEnumValN(WarpPolicy::GTO, "gto",
                          "greedy then oldest (default)"),
               clEnumValN(WarpPolicy::LRR, "lrr", "loose round robin")),
    cl::cat(getLockstepCategory()));

static cl::opt<bool> ScheduleOpt(
    "lockstep-split-schedule", cl::init(true),
    cl::desc("Run the split models' warp traces through the warp scheduler "
             "(false: closed-form terms only)"),
    cl::cat(getLockstepCategory()));

WarpPolicy lockstep::split::selectedWarpPolicy() { return PolicyOpt; }
bool lockstep::split::scheduleTermEnabled() { return ScheduleOpt; }

//===----------------------------------------------------------------------===//
// Traces
//===----------------------------------------------------------------------===//

void WarpTrace::append(const WarpTrace &O, double SectorShare) {
  uint32_t Base = uint32_t(Srcs.size());
  Srcs.insert(Srcs.end(), O.Srcs.begin(), O.Srcs.end());
  for (TraceInst I : O.Insts) {
    I.SrcBegin += Base;
    I.SrcEnd += Base;
    I.Sectors *= SectorShare;
    Insts.push_back(I);
  }
  NumSlots = std::max(NumSlots, O.NumSlots);
  TooLong |= O.TooLong || Insts.size() > MaxTraceInsts;
}

unsigned WarpTrace::issued() const {
  return unsigned(count_if(Insts, [](const TraceInst &I) { return !I.Free; }));
}

int32_t TraceBuilder::slotOf(const Value *V) {
  auto [It, New] = Slots.try_emplace(V, int32_t(Slots.size()));
  return It->second;
}

void TraceBuilder::emitBlock(const BasicBlock &BB, WarpTrace &T) {
  for (const Instruction &I : BB) {
    if (T.Insts.size() >= WarpTrace::MaxTraceInsts) {
      T.TooLong = true;
      return;
    }
    TraceInst TI = Classify(I);
    if (!I.getType()->isVoidTy())
      TI.Dst = slotOf(&I);
    if (TI.Free && TI.Dst < 0)
      continue;
    TI.SrcBegin = uint32_t(T.Srcs.size());
    for (const Value *Op : I.operands())
      if (isa<Instruction>(Op))
        T.Srcs.push_back(slotOf(Op));
    TI.SrcEnd = uint32_t(T.Srcs.size());
    T.Insts.push_back(TI);
  }
}

void TraceBuilder::emitLoopLevel(const Loop *L,
                                 ArrayRef<const BasicBlock *> RPO,
                                 function_ref<bool(const BasicBlock *)> InPart,
                                 WarpTrace &T) {
  SmallPtrSet<const Loop *, 8> Done;
  for (const BasicBlock *BB : RPO) {
    if (T.TooLong)
      return;
    if (!InPart(BB))
      continue;
    const Loop *Inner = LI.getLoopFor(BB);
    if (Inner == L) {
      emitBlock(*BB, T);
      continue;
    }
    // The loop directly inside L holding BB (none when BB is outside L).
    const Loop *Child = Inner;
    while (Child && Child->getParentLoop() != L)
      Child = Child->getParentLoop();
    if (!Child || !Done.insert(Child).second)
      continue;
    for (unsigned Trip = 0; Trip < 8 && !T.TooLong; ++Trip)
      emitLoopLevel(Child, RPO, InPart, T);
  }
}

WarpTrace TraceBuilder::build(function_ref<bool(const BasicBlock *)> InPart) {
  std::vector<const BasicBlock *> RPO;
  for (const BasicBlock *BB : ReversePostOrderTraversal<const Function *>(&F))
    RPO.push_back(BB);
  WarpTrace T;
  emitLoopLevel(nullptr, RPO, InPart, T);
  T.NumSlots = numSlots();
  return T;
}

//===----------------------------------------------------------------------===//
// The SM schedule
//===----------------------------------------------------------------------===//

namespace {

constexpr uint64_t Never = NeverReady;

class SMSchedule {
public:
  /// \p Warps: each block's warps' traces in launch order (null: a warp
  /// with nothing to issue).
  SMSchedule(ArrayRef<const WarpTrace *> Warps, const ScheduleShape &Shape,
             const GPUMachine &M);
  uint64_t run();

private:
  struct WarpRun {
    const WarpTrace *T = nullptr;
    unsigned PC = 0;
    std::vector<uint64_t> Ready; ///< Per trace slot.
    uint64_t FetchAt = 0, Age = 0;
    bool Live = false;
  };
  struct Scheduler {
    std::vector<unsigned> Members;
    int Last = -1;
    uint64_t SleepUntil = 0;
    uint64_t PipeFree[SIMTCostModel::NumPipes] = {};
  };

  void placeBlock(unsigned Slot, uint64_t At);
  /// Moves \p W past free instructions; false when its trace has ended.
  bool fetch(WarpRun &W);
  uint64_t readyAt(const WarpRun &W, const Scheduler &S) const;
  int pick(Scheduler &S);
  void issue(unsigned W, Scheduler &S);
  void warpDone(unsigned W);

  ArrayRef<const WarpTrace *> WarpTraces;
  unsigned NumBlocks;
  ScheduleShape Shape;
  const GPUMachine &M;
  std::vector<WarpRun> Warps;
  std::vector<Scheduler> Scheds;
  std::vector<unsigned> LiveInSlot;
  unsigned NextBlock = 0, Placed = 0, Resident = 0;
  uint64_t Now = 0, LastDone = 0, BwGate = 0;
  double BwFree = 0, CyclesPerSector;
};

SMSchedule::SMSchedule(ArrayRef<const WarpTrace *> WarpTraces,
                       const ScheduleShape &Shape, const GPUMachine &M)
    : WarpTraces(WarpTraces),
      NumBlocks(unsigned(WarpTraces.size() / Shape.WarpsPerBlock)),
      Shape(Shape), M(M), CyclesPerSector(1.0 / M.GlobalSectorsPerCycle) {
  unsigned N = Shape.ResidentBlocks * Shape.WarpsPerBlock;
  Warps.resize(N);
  LiveInSlot.resize(Shape.ResidentBlocks);
  Scheds.resize(std::max(1u, M.Limits.WarpSchedulers));
  for (unsigned W = 0; W < N; ++W)
    Scheds[W % Scheds.size()].Members.push_back(W);
}

bool SMSchedule::fetch(WarpRun &W) {
  const std::vector<TraceInst> &Is = W.T->Insts;
  for (; W.PC < Is.size() && Is[W.PC].Free; ++W.PC) {
    const TraceInst &I = Is[W.PC];
    uint64_t R = 0;
    for (uint32_t K = I.SrcBegin; K < I.SrcEnd; ++K)
      R = std::max(R, W.Ready[W.T->Srcs[K]]);
    W.Ready[I.Dst] = R;
  }
  return W.PC < Is.size();
}

void SMSchedule::placeBlock(unsigned Slot, uint64_t At) {
  const WarpTrace *const *T =
      &WarpTraces[size_t(NextBlock++) * Shape.WarpsPerBlock];
  LiveInSlot[Slot] = 0;
  for (unsigned I = 0; I < Shape.WarpsPerBlock; ++I) {
    WarpRun &W = Warps[Slot * Shape.WarpsPerBlock + I];
    W.T = T[I];
    W.PC = 0;
    W.Ready.assign(W.T ? W.T->NumSlots : 0, At);
    W.FetchAt = At;
    W.Age = uint64_t(Placed) * Shape.WarpsPerBlock + I;
    W.Live = W.T && fetch(W);
    if (W.Live) {
      ++LiveInSlot[Slot];
      ++Resident;
    }
  }
  ++Placed;
  for (Scheduler &S : Scheds)
    S.SleepUntil = 0;
  // A block whose warps have nothing to issue ends where it starts.
  if (LiveInSlot[Slot] == 0 && NextBlock < NumBlocks)
    placeBlock(Slot, At);
}

uint64_t SMSchedule::readyAt(const WarpRun &W, const Scheduler &S) const {
  const TraceInst &I = W.T->Insts[W.PC];
  uint64_t R = std::max(W.FetchAt, S.PipeFree[I.Pipe]);
  for (uint32_t K = I.SrcBegin; K < I.SrcEnd; ++K)
    R = std::max(R, W.Ready[W.T->Srcs[K]]);
  return I.Sectors > 0 ? std::max(R, BwGate) : R;
}

int SMSchedule::pick(Scheduler &S) {
  auto ReadyAt = [&](unsigned K) {
    const WarpRun &W = Warps[S.Members[K]];
    return W.Live ? readyAt(W, S) : NeverReady;
  };
  auto Age = [&](unsigned K) { return Warps[S.Members[K]].Age; };
  uint64_t Earliest;
  int Best = pickWarp(Shape.Policy, unsigned(S.Members.size()), S.Last, Now,
                      ReadyAt, Age, Earliest);
  if (Best < 0)
    S.SleepUntil = Earliest;
  return Best;
}

void SMSchedule::issue(unsigned Index, Scheduler &S) {
  WarpRun &W = Warps[Index];
  const TraceInst &I = W.T->Insts[W.PC];
  S.PipeFree[I.Pipe] = Now + I.Interval;
  uint64_t Ready = Now + I.Latency;
  if (I.Sectors > 0) {
    BwFree = std::max(BwFree, double(Now)) + I.Sectors * CyclesPerSector;
    Ready = std::max(Ready, uint64_t(std::ceil(BwFree)));
    double Backlog = M.latency(InstClass::LoadGlobal);
    BwGate = BwFree > Backlog ? uint64_t(std::ceil(BwFree - Backlog)) : 0;
  }
  LastDone = std::max(LastDone, Ready);
  if (I.Dst >= 0)
    W.Ready[I.Dst] = Ready;
  ++W.PC;
  W.FetchAt = Now + 1;
  if (!fetch(W))
    warpDone(Index);
}

void SMSchedule::warpDone(unsigned Index) {
  Warps[Index].Live = false;
  --Resident;
  unsigned Slot = Index / Shape.WarpsPerBlock;
  if (--LiveInSlot[Slot] == 0 && NextBlock < NumBlocks)
    placeBlock(Slot, Now + 1);
}

uint64_t SMSchedule::run() {
  for (unsigned S = 0; S < Shape.ResidentBlocks && NextBlock < NumBlocks; ++S)
    placeBlock(S, 0);
  uint64_t LastIssue = 0;
  auto Pick = [&](Scheduler &S) { return pick(S); };
  auto Issue = [&](Scheduler &S, unsigned K) {
    issue(S.Members[K], S);
    return true;
  };
  while (Resident) {
    uint64_t Next =
        *schedulerCycle<Scheduler>(Scheds, Now, Pick, Issue, LastIssue);
    // Defensive: a live warp always has a finite ready cycle.
    Now = Next == Never || Next <= Now ? Now + 1 : Next;
  }
  return std::max(LastDone, LastIssue + 1);
}

} // namespace

uint64_t lockstep::split::scheduleBlocks(ArrayRef<const WarpTrace *> Blocks,
                                         const ScheduleShape &Shape,
                                         const GPUMachine &M) {
  if (Blocks.empty() || !Shape.WarpsPerBlock || !Shape.ResidentBlocks)
    return 0;
  if (any_of(Blocks, [](const WarpTrace *T) { return !T || T->TooLong; }))
    return 0;
  std::vector<const WarpTrace *> Warps;
  for (const WarpTrace *T : Blocks)
    Warps.insert(Warps.end(), Shape.WarpsPerBlock, T);
  return SMSchedule(Warps, Shape, M).run();
}

uint64_t LaunchBlocks::blocks() const {
  uint64_t N = 0;
  for (const Run &R : Runs)
    N += R.Count;
  return N;
}

/// Each SM's blocks as runs of (index into L.Runs, count), in the order
/// the SM gets them: block b on SM b mod SMs.
static std::vector<std::vector<std::pair<unsigned, uint64_t>>>
blocksPerSM(const LaunchBlocks &L) {
  std::vector<std::vector<std::pair<unsigned, uint64_t>>> SM(L.SMs);
  uint64_t B = 0;
  for (unsigned R = 0; R < L.Runs.size(); ++R)
    for (uint64_t I = 0; I < L.Runs[R].Count; ++I, ++B) {
      auto &Seq = SM[B % L.SMs];
      if (!Seq.empty() && Seq.back().first == R)
        ++Seq.back().second;
      else
        Seq.push_back({R, 1});
    }
  return SM;
}

uint64_t lockstep::split::scheduleSlowestSM(const LaunchBlocks &L,
                                            const ScheduleShape &Shape,
                                            const GPUMachine &M) {
  if (!L.SMs || !Shape.WarpsPerBlock || !Shape.ResidentBlocks)
    return 0;
  for (const LaunchBlocks::Run &R : L.Runs)
    if (R.Warps.size() != Shape.WarpsPerBlock ||
        any_of(R.Warps, [](const WarpTrace *T) { return T && T->TooLong; }))
      return 0;
  std::vector<std::vector<std::pair<unsigned, uint64_t>>> SMs = blocksPerSM(L);
  llvm::sort(SMs);
  SMs.erase(std::unique(SMs.begin(), SMs.end()), SMs.end());
  // About two million warp instructions over the distinct SMs.
  constexpr uint64_t Budget = 1 << 21;
  uint64_t Work = 0;
  for (const auto &Seq : SMs)
    for (auto [R, Count] : Seq)
      for (const WarpTrace *T : L.Runs[R].Warps)
        if (T && (Work += Count * T->issued()) > Budget)
          return 0;
  uint64_t Slowest = 0;
  std::vector<const WarpTrace *> Warps;
  for (const auto &Seq : SMs) {
    Warps.clear();
    for (auto [R, Count] : Seq)
      for (uint64_t I = 0; I < Count; ++I)
        Warps.insert(Warps.end(), L.Runs[R].Warps.begin(),
                     L.Runs[R].Warps.end());
    if (!Warps.empty())
      Slowest = std::max(Slowest, SMSchedule(Warps, Shape, M).run());
  }
  return Slowest;
}

/// Blocks of each class out of \p N: the first class's share rounded up
/// when \p RoundUpFirst, the rest by largest remainder.
static std::vector<unsigned> classCounts(ArrayRef<double> Shares, unsigned N,
                                         bool RoundUpFirst) {
  std::vector<unsigned> Count(Shares.size(), 0);
  double Sum = 0, Rest = 0;
  for (unsigned K = 0; K < Shares.size(); ++K) {
    Sum += std::max(0.0, Shares[K]);
    if (K || !RoundUpFirst)
      Rest += std::max(0.0, Shares[K]);
  }
  unsigned Given = 0;
  if (RoundUpFirst && Shares[0] > 0) {
    Count[0] = std::min(N, unsigned(std::ceil(Shares[0] / Sum * N - 1e-9)));
    Given = Count[0];
  }
  unsigned Left = N - Given;
  SmallVector<std::pair<double, unsigned>, 4> Remainders;
  for (unsigned K = RoundUpFirst ? 1 : 0; K < Shares.size(); ++K) {
    if (Shares[K] <= 0 || Rest <= 0)
      continue;
    double Exact = Shares[K] / Rest * Left;
    Count[K] = unsigned(Exact);
    Given += Count[K];
    Remainders.push_back({Exact - Count[K], K});
  }
  llvm::sort(Remainders, [](auto &A, auto &B) { return A.first > B.first; });
  for (unsigned I = 0; Given < N && I < Remainders.size(); ++I, ++Given)
    ++Count[Remainders[I].second];
  if (Given < N) // Only the first class has warps.
    Count[0] += N - Given;
  return Count;
}

/// \p Count blocks of each class, in the order that keeps every prefix
/// closest to the counts (the class furthest behind next).
static std::vector<unsigned> interleaveClasses(ArrayRef<unsigned> Count) {
  unsigned N = 0;
  for (unsigned C : Count)
    N += C;
  std::vector<unsigned> Order, Given(Count.size(), 0);
  for (unsigned B = 0; B < N; ++B) {
    unsigned Best = 0;
    double BestLag = -std::numeric_limits<double>::infinity();
    for (unsigned K = 0; K < Count.size(); ++K) {
      double Lag = double(Count[K]) / N * (B + 1) - Given[K];
      if (Given[K] < Count[K] && Lag > BestLag) {
        BestLag = Lag;
        Best = K;
      }
    }
    ++Given[Best];
    Order.push_back(Best);
  }
  return Order;
}

double lockstep::split::scheduledCyclesPerWarp(
    ArrayRef<const WarpTrace *> Classes, ArrayRef<double> Shares,
    const ScheduleShape &Shape, const GPUMachine &M, bool RoundUpFirst) {
  double Sum = 0;
  uint64_t LongestIssue = 0;
  for (unsigned K = 0; K < Classes.size(); ++K)
    if (Shares[K] > 0) {
      Sum += Shares[K];
      if (Classes[K]->TooLong)
        return 0;
      LongestIssue = std::max<uint64_t>(LongestIssue, Classes[K]->issued());
    }
  if (Sum <= 0 || !Shape.WarpsPerBlock || !Shape.ResidentBlocks)
    return 0;
  // The launch's blocks per SM when known, else four rounds of the
  // resident blocks and at least 20 blocks for the shares' resolution; at
  // most about a million warp instructions.
  constexpr uint64_t Budget = 1 << 20;
  uint64_t PerBlock = std::max<uint64_t>(1, LongestIssue) * Shape.WarpsPerBlock;
  unsigned Want = Shape.BlocksPerSM ? Shape.BlocksPerSM
                                    : std::max(20u, 4 * Shape.ResidentBlocks);
  uint64_t Affordable = Budget / PerBlock;
  if (Affordable < std::min(Want, Shape.ResidentBlocks))
    return 0; // Not one round of the resident blocks within the budget.
  unsigned N = unsigned(std::min<uint64_t>(Want, Affordable));
  std::vector<const WarpTrace *> Blocks;
  for (unsigned K : interleaveClasses(classCounts(Shares, N, RoundUpFirst)))
    Blocks.push_back(Classes[K]);
  uint64_t Cycles = scheduleBlocks(Blocks, Shape, M);
  return double(Cycles) / (double(N) * Shape.WarpsPerBlock);
}
