//===- SMTiming.cpp - Execution-driven SM timing model --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The timing loop of SMTiming.h: block placement, the per-cycle pick of
/// each warp scheduler with event skipping (when no scheduler can issue the
/// clock jumps to the earliest cycle some warp becomes eligible), the
/// scoreboard, pipe and bandwidth bookkeeping, barrier release and the stall
/// accounting.
///
//===----------------------------------------------------------------------===//

#include "SMTiming.h"

#include <cmath>
#include <limits>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {
constexpr uint64_t Never = NeverReady;
constexpr uint64_t SingleIssue = uint64_t(1) << 62;

bool isGlobalMemory(InstClass C) {
  switch (C) {
  case InstClass::LoadGlobal:
  case InstClass::StoreGlobal:
  case InstClass::AtomicGlobal:
  case InstClass::LoadGeneric:
  case InstClass::StoreGeneric:
  case InstClass::AtomicGeneric:
    return true;
  default:
    return false;
  }
}

/// Moves \p A towards \p X, not past \p T; returns how far it moved.
uint64_t clampAdvance(uint64_t &A, uint64_t X, uint64_t T) {
  uint64_t To = std::min(std::max(X, A), T);
  uint64_t N = To - A;
  A = To;
  return N;
}
} // namespace

SMTimingModel::SMTimingModel(Executor &X, MemorySystem &Mem,
                             const DecodedModule &DM, const TimingConfig &C,
                             BlockHost &Host, Metrics &Stats)
    : X(X), Mem(Mem), DM(DM), C(C), Host(Host), Stats(Stats),
      CyclesPerSector(1.0 / C.Machine->GlobalSectorsPerCycle) {
  unsigned N = C.BlocksPerSM * C.WarpsPerBlock;
  Warps.resize(N);
  T.resize(N);
  Slots.resize(C.BlocksPerSM);
  Scheds.resize(C.Schedulers);
  for (unsigned W = 0; W < N; ++W)
    Scheds[W % C.Schedulers].Members.push_back(W);
  for (unsigned K = 0; K < NumInstClasses; ++K) {
    PipeOf[K] = uint8_t(C.Machine->pipe(InstClass(K)));
    IntervalOf[K] = uint8_t(C.Machine->issueInterval(InstClass(K)));
  }
}

void SMTimingModel::advance(uint64_t To) {
  ResidentWarpCycles += double(Resident) * double(To - Now);
  Now = To;
}

void SMTimingModel::placeBlock(unsigned S, uint64_t At) {
  Slot &Sl = Slots[S];
  Sl.Linear = NextBlock;
  NextBlock += C.SMs;
  const auto &G = X.Ctx.Grid;
  Sl.CtaId = {uint32_t(Sl.Linear % G[0]), uint32_t(Sl.Linear / G[0] % G[1]),
              uint32_t(Sl.Linear / (uint64_t(G[0]) * G[1]))};
  X.Ctx.CtaId = Sl.CtaId;
  Mem.selectSlot(S);
  Mem.resetBlockMemory();
  MutableArrayRef<Warp> BW(&Warps[S * C.WarpsPerBlock], C.WarpsPerBlock);
  Host.startBlock(Sl.Linear, BW);
  Sl.LiveWarps = 0;
  for (unsigned I = 0; I < C.WarpsPerBlock; ++I) {
    unsigned W = S * C.WarpsPerBlock + I;
    Warps[W].Slot = S;
    WarpTiming &WT = T[W];
    if (BW[I].Live == 0)
      BW[I].State.vacate();
    WT.HasPending = false;
    WT.FetchAt = At;
    WT.Age = Placed * C.WarpsPerBlock + I;
    WT.LastDepth = 1;
    WT.Ready.resize(1);
    WT.Ready[0].assign(DM.Funcs[0].NumRows, At);
    if (!BW[I].State.done()) {
      ++Sl.LiveWarps;
      ++Resident;
    }
  }
  ++Placed;
}

/// Returns that completed since the last fetch: the result is ready now.
void SMTimingModel::noteReturns(WarpTiming &WT, const Warp &Wp) {
  for (; WT.LastDepth > Wp.Depth; --WT.LastDepth) {
    const Frame &Callee = Wp.Frames[WT.LastDepth - 1];
    std::vector<uint64_t> &R = WT.Ready[WT.LastDepth - 2];
    for (uint32_t K = 0;
         Callee.RetDst >= 0 && K < DM.Funcs[Callee.Func].RetRows; ++K)
      if (size_t(Callee.RetDst) + K < R.size())
        R[Callee.RetDst + K] = std::max(R[Callee.RetDst + K], Now);
  }
}

/// The cycle every source row of \p I is ready: its operands plus the rows
/// held in side tables (row moves, getelementptr indices, call arguments).
uint64_t SMTimingModel::sourcesReady(const DInst &I, const DecodedFunction &F,
                                     const std::vector<uint64_t> &R) {
  uint64_t Src = 0;
  auto Need = [&](int32_t S) {
    if (S >= 0 && size_t(S) < R.size())
      Src = std::max(Src, R[S]);
  };
  for (int32_t Op : I.Ops)
    Need(Op);
  if (I.Flags & FlagVectorOp0)
    for (uint32_t K = 1; K < I.AuxCount; ++K)
      Need(operandRow(I.Ops[0], K));
  if (I.Opcode == Op::Move)
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      Need(F.Moves[I.Aux + K].Src);
  else if (I.Opcode == Op::Gep)
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      Need(F.GepTerms[I.Aux + K].Index);
  else if (I.Opcode == Op::Call || I.Opcode == Op::InlineAsm)
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      Need(F.CallArgs[I.Aux + K]);
  return Src;
}

bool SMTimingModel::fetch(unsigned W) {
  Warp &Wp = Warps[W];
  WarpTiming &WT = T[W];
  X.Ctx.CtaId = Slots[Wp.Slot].CtaId;
  Mem.selectSlot(Wp.Slot);
  WT.Pending = IssueRecord();
  X.Issue = &WT.Pending;
  uint64_t Tx = Stats.GlobalTransactions;
  // A run can end without issuing (the reconvergence model switching what
  // runs next); ask again, a bounded number of times.
  WarpStatus St = WarpStatus::Yield;
  for (unsigned Try = 0;
       Try < 1024 && St == WarpStatus::Yield && !WT.Pending.Issued; ++Try)
    St = X.runWarp(Wp, SingleIssue);
  X.Issue = nullptr;
  if (St == WarpStatus::Yield && !WT.Pending.Issued) {
    X.Fault.Message = "SM timing model: warp makes no progress";
    Wp.State.fail();
    St = WarpStatus::Fault;
  }
  WT.Sectors = Stats.GlobalTransactions - Tx;
  if (St == WarpStatus::Fault) {
    FaultWarp = &Wp;
    return false;
  }
  if (St == WarpStatus::Done)
    return warpDone(W);
  noteReturns(WT, Wp);
  const IssueRecord &P = WT.Pending;
  uint64_t Src = sourcesReady(*P.Inst, DM.Funcs[P.Func], WT.Ready[P.Depth - 1]);
  WT.SrcReady = Src;
  WT.Base = std::max(WT.FetchAt, Src);
  WT.Pipe = PipeOf[unsigned(P.Class)];
  WT.Global = WT.Sectors && isGlobalMemory(P.Class);
  WT.HasPending = true;
  Scheds[W % C.Schedulers].SleepUntil = 0;
  return true;
}

bool SMTimingModel::warpDone(unsigned W) {
  WarpTiming &WT = T[W];
  WT.HasPending = false;
  --Resident;
  unsigned S = Warps[W].Slot;
  Slot &Sl = Slots[S];
  if (--Sl.LiveWarps == 0) {
    Host.finishBlock(
        ArrayRef<Warp>(&Warps[S * C.WarpsPerBlock], C.WarpsPerBlock));
    if (NextBlock < NumBlocks) {
      placeBlock(S, Now + 1);
      for (unsigned I = 0; I < C.WarpsPerBlock; ++I)
        if (!Warps[S * C.WarpsPerBlock + I].State.done() &&
            !fetch(S * C.WarpsPerBlock + I))
          return false;
    }
    return true;
  }
  return tryRelease(S);
}

bool SMTimingModel::tryRelease(unsigned S) {
  unsigned Begin = S * C.WarpsPerBlock, End = Begin + C.WarpsPerBlock;
  MutableArrayRef<Warp> Block(&Warps[Begin], C.WarpsPerBlock);
  if (blockWait(Block) != BlockWait::Barrier)
    return true;
  uint64_t Last = 0;
  for (unsigned W = Begin; W < End; ++W)
    if (!Warps[W].State.done())
      Last = std::max(Last, T[W].ArriveAt);
  X.Ctx.CtaId = Slots[S].CtaId;
  if (!releaseBarrier(Block, X.Ctx.WarpSize, X.Fault, FaultWarp))
    return false;
  uint64_t Release = Last + C.Machine->latency(InstClass::Barrier);
  for (unsigned W = Begin; W < End; ++W) {
    WarpTiming &WT = T[W];
    if (!Warps[W].State.released())
      continue;
    Warps[W].State.resume();
    StallBarrier += Release - WT.ArriveAt;
    WT.FetchAt = Release;
    const DInst &I = *WT.Pending.Inst;
    std::vector<uint64_t> &R = WT.Ready[WT.Pending.Depth - 1];
    if (I.Dst >= 0 && size_t(I.Dst) < R.size())
      R[I.Dst] = Release;
    if (!fetch(W))
      return false;
  }
  return true;
}

int SMTimingModel::pick(Scheduler &S) {
  auto ReadyAt = [&](unsigned K) {
    unsigned W = S.Members[K];
    // No pending instruction: W waits at a barrier or is done.
    return T[W].HasPending ? readyAt(W, S) : NeverReady;
  };
  auto Age = [&](unsigned K) { return T[S.Members[K]].Age; };
  uint64_t Earliest;
  int Best = pickWarp(C.Policy, unsigned(S.Members.size()), S.Last, Now,
                      ReadyAt, Age, Earliest);
  if (Best < 0)
    S.SleepUntil = Earliest;
  return Best;
}

bool SMTimingModel::issue(unsigned W, Scheduler &S) {
  WarpTiming &WT = T[W];
  Warp &Wp = Warps[W];
  const IssueRecord &P = WT.Pending;
  const DInst &I = *P.Inst;
  // Stall split of the wait since the warp could first have issued.
  uint64_t A = WT.FetchAt;
  StallDep += clampAdvance(A, WT.SrcReady, Now);
  StallBw += clampAdvance(A, WT.Global ? BwGate : 0, Now);
  StallPipe += clampAdvance(A, S.PipeFree[WT.Pipe], Now);
  StallSched += Now - A;
  ++IssuedInsts;
  S.PipeFree[WT.Pipe] = Now + IntervalOf[unsigned(P.Class)];
  uint64_t Ready = Now + P.Latency;
  if (WT.Global) {
    BwFree =
        std::max(BwFree, double(Now)) + double(WT.Sectors) * CyclesPerSector;
    Ready = std::max(Ready, uint64_t(std::ceil(BwFree)));
    double Backlog = C.Machine->latency(InstClass::LoadGlobal);
    BwGate = BwFree > Backlog ? uint64_t(std::ceil(BwFree - Backlog)) : 0;
  }
  LastDone = std::max(LastDone, Ready);
  std::vector<uint64_t> &R = WT.Ready[P.Depth - 1];
  if (I.Dst >= 0 && I.Opcode != Op::Call) {
    unsigned Rows = std::max<unsigned>(I.NumElts, 1) +
                    ((I.Flags & FlagPredOut) || I.Opcode == Op::CmpXchg);
    for (unsigned K = 0; K < Rows && size_t(I.Dst) + K < R.size(); ++K)
      R[I.Dst + K] = Ready;
  }
  const DecodedFunction &F = DM.Funcs[P.Func];
  if (I.Opcode == Op::Move)
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      if (size_t(F.Moves[I.Aux + K].Dst) < R.size())
        R[F.Moves[I.Aux + K].Dst] = Ready;
  for (const Edge *E : P.Edges)
    for (uint32_t K = 0; E && K < E->PhiCount; ++K) {
      const RowMove &Mv = F.PhiCopies[E->PhiBegin + K];
      if (size_t(Mv.Dst) < R.size())
        R[Mv.Dst] = Mv.Src >= 0 && size_t(Mv.Src) < R.size() ? R[Mv.Src] : 0;
    }
  if (Wp.Depth > P.Depth) { // A call: the callee's rows start ready.
    WT.Ready.resize(Wp.Depth);
    WT.Ready[Wp.Depth - 1].assign(
        DM.Funcs[Wp.Frames[Wp.Depth - 1].Func].NumRows, Ready);
    WT.LastDepth = Wp.Depth;
  }
  WT.HasPending = false;
  if (Wp.State.arriving()) {
    Wp.State.land();
    WT.ArriveAt = Now;
    return tryRelease(Wp.Slot);
  }
  WT.FetchAt = Now + 1;
  return fetch(W);
}

bool SMTimingModel::runSM(unsigned SM, uint64_t Blocks) {
  if (runSMLoop(SM, Blocks))
    return true;
  // Account the blocks the fault stopped, as a serial run does.
  for (unsigned S = 0; S < Slots.size(); ++S)
    if (Slots[S].LiveWarps)
      Host.finishBlock(
          ArrayRef<Warp>(&Warps[S * C.WarpsPerBlock], C.WarpsPerBlock));
  return false;
}

bool SMTimingModel::runSMLoop(unsigned SM, uint64_t Blocks) {
  NumBlocks = Blocks;
  NextBlock = SM;
  Now = 0;
  BwFree = 0;
  BwGate = 0;
  LastDone = 0;
  Resident = 0;
  for (Scheduler &S : Scheds) {
    S.Last = -1;
    S.SleepUntil = 0;
    std::fill(std::begin(S.PipeFree), std::end(S.PipeFree), 0);
  }
  for (Warp &Wp : Warps)
    Wp.State.vacate(); // Until placeBlock starts a block in its slot.
  for (Slot &Sl : Slots)
    Sl.LiveWarps = 0;
  for (unsigned S = 0; S < Slots.size() && NextBlock < NumBlocks; ++S)
    placeBlock(S, 0);
  for (unsigned W = 0; W < T.size(); ++W)
    if (!Warps[W].State.done() && !T[W].HasPending && !fetch(W))
      return false;
  ++SMsUsed;
  uint64_t LastIssue = 0;
  auto Pick = [&](Scheduler &S) { return pick(S); };
  auto Issue = [&](Scheduler &S, unsigned K) { return issue(S.Members[K], S); };
  while (Resident) {
    std::optional<uint64_t> Next =
        schedulerCycle<Scheduler>(Scheds, Now, Pick, Issue, LastIssue);
    if (!Next)
      return false;
    if (*Next == Never) { // Barriers release eagerly: a model bug if hit.
      X.Fault.Message = "SM timing model: resident warps but none can issue";
      return false;
    }
    advance(*Next);
  }
  uint64_t End = std::max(LastDone, LastIssue + 1);
  ActiveCycles += End;
  Makespan = std::max(Makespan, End);
  return true;
}

void SMTimingModel::finish() {
  Stats.Timing = true;
  Stats.SMCycles = Makespan;
  Stats.StallDependency = StallDep;
  Stats.StallBandwidth = StallBw;
  Stats.StallPipe = StallPipe;
  Stats.StallNoFreeScheduler = StallSched;
  Stats.StallBarrier = StallBarrier;
  Stats.SMsUsed = SMsUsed;
  if (ActiveCycles) {
    Stats.AchievedOccupancy =
        ResidentWarpCycles / double(ActiveCycles) / double(C.MaxWarpsPerSM);
    Stats.Ipc = double(IssuedInsts) / double(ActiveCycles);
  }
  std::pair<uint64_t, const char *> Bounds[] = {
      {IssuedInsts + StallSched + StallPipe, "issue"},
      {StallDep, "latency"},
      {StallBw, "bandwidth"},
      {StallBarrier, "barrier"}};
  Stats.Bound = "issue";
  uint64_t Max = Bounds[0].first;
  for (const auto &[V, Name] : Bounds)
    if (V > Max) {
      Max = V;
      Stats.Bound = Name;
    }
}
