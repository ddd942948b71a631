//===- ITSModel.cpp - Independent thread scheduling -----------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ITSModel: convergence groups, implicit barriers at post-dominators,
/// explicit convergence barriers (Table 1 of Damani et al., CGO'20) and
/// warp synchronization, as described in ITSModel.h.
///
//===----------------------------------------------------------------------===//

#include "ITSModel.h"

#include "llvm/Support/FormatVariadic.h"
#include <algorithm>

using namespace llvm;
using namespace lockstep::sim;

namespace {
ItsState &state(ReconvergenceState &S) { return static_cast<ItsState &>(S); }

uint64_t &parentMax(ItsState &S, int32_t P) {
  return P >= 0 ? S.Implicit[P].ChildMax : S.ExitCycles;
}

void report(ItsState &S, int32_t Parent, uint64_t Total) {
  uint64_t &Max = parentMax(S, Parent);
  Max = std::max(Max, Total);
}

/// Oracle cycles of the path from the function entry to group \p G.
uint64_t pathCost(const ItsState &S, const ItsGroup &G) {
  uint64_t Cost = G.Cost;
  for (int32_t P = G.Parent; P >= 0; P = S.Implicit[P].Parent)
    Cost += S.Implicit[P].Cost;
  return Cost;
}

int32_t newBarrier(ItsState &S, int32_t Block, int32_t Parent, LaneMask Pending,
                   LaneMask Arrived, uint64_t Cost) {
  size_t I = 0;
  while (I < S.Implicit.size() && S.Implicit[I].Live)
    ++I;
  if (I == S.Implicit.size())
    S.Implicit.emplace_back();
  ImplicitBarrier &B = S.Implicit[I];
  B = ImplicitBarrier();
  B.Block = Block, B.Parent = Parent, B.Pending = Pending;
  B.Arrived = Arrived, B.Cost = Cost, B.Order = S.NextOrder++;
  B.Live = true;
  return int32_t(I);
}

/// Releases completed implicit barriers, innermost first: the lanes that
/// arrived run on as one group, the newest of all.
void settleImplicit(ItsState &S) {
  for (;;) {
    int32_t Best = -1;
    for (size_t I = 0; I < S.Implicit.size(); ++I) {
      const ImplicitBarrier &B = S.Implicit[I];
      if (B.Live && !B.Pending &&
          (Best < 0 || B.Order > S.Implicit[Best].Order))
        Best = int32_t(I);
    }
    if (Best < 0)
      return;
    ImplicitBarrier &B = S.Implicit[Best];
    B.Live = false;
    uint64_t Total = B.Cost + B.ChildMax;
    if (B.Arrived && B.Block >= 0)
      S.Groups.push_back({{B.Block, S.Fn->Blocks[B.Block].FirstInst, B.Arrived},
                          B.Parent,
                          Total});
    else
      report(S, B.Parent, Total);
  }
}

/// Lanes \p M leave every implicit barrier (they returned, or wait at a
/// user barrier, which has priority).
void leaveImplicit(ItsState &S, LaneMask M) {
  for (ImplicitBarrier &B : S.Implicit)
    if (B.Live)
      B.Pending &= ~M, B.Arrived &= ~M;
  settleImplicit(S);
}

/// Pushes \p Waiters as groups, merging those at the same resume point;
/// the first waiter's group runs first. A merged group keeps the implicit
/// barrier of its first waiter; lanes of other waiters at the same point
/// that belonged to another one leave theirs (their path ends there).
/// \p Exchanges gives the exchange (ItsState::Exchanges) of resume points
/// that have one.
void resume(ItsState &S, ArrayRef<ItsWaiter> Waiters, bool SyncPass,
            ArrayRef<std::pair<uint32_t, int32_t>> Exchanges = {}) {
  SmallVector<ItsGroup, 4> New;
  LaneMask Strays = 0;
  for (const ItsWaiter &W : Waiters) {
    auto It =
        llvm::find_if(New, [&](const ItsGroup &G) { return G.G.PC == W.G.PC; });
    if (It == New.end()) {
      New.push_back({W.G, W.Parent, W.Path, SyncPass});
      for (const auto &[PC, X] : Exchanges)
        if (PC == W.G.PC)
          New.back().Exchange = X;
      continue;
    }
    It->G.Mask |= W.G.Mask;
    if (It->Parent == W.Parent) {
      It->Cost = std::max(It->Cost, W.Path);
      continue;
    }
    Strays |= W.G.Mask;
    report(S, W.Parent, W.Path);
  }
  for (size_t I = New.size(); I-- > 0;)
    S.Groups.push_back(New[I]);
  if (Strays)
    leaveImplicit(S, Strays);
}

bool explicitComplete(const ItsState &S, const ExplicitBarrier &B) {
  LaneMask Missing = B.Participants & S.Live & ~B.Arrived;
  return !Missing || (B.Threshold &&
                      unsigned(__builtin_popcountll(B.Arrived)) >= B.Threshold);
}

void releaseExplicit(ItsState &S, ExplicitBarrier &B) {
  if (B.Waiters.empty() || !explicitComplete(S, B))
    return;
  std::vector<ItsWaiter> Waiters = std::move(B.Waiters);
  B.Waiters.clear();
  B.Participants &= ~B.Arrived;
  B.Arrived = 0;
  resume(S, Waiters, false);
}

/// True when the lanes of waiter \p J count for waiter \p I's warp sync:
/// any bar.warp.sync for a bar.warp.sync; for a *.sync exchange the same
/// instruction, or another one of the same kind naming the same lanes.
bool matches(const ItsWaiter &I, const ItsWaiter &J) {
  return I.Kind == J.Kind && (I.Kind == WarpSyncAnyInstance ||
                              I.G.PC == J.G.PC || I.Named == J.Named);
}

/// Records the exchanges among the released waiters \p Go (waiters that
/// match, transitively) that span several instructions; returns the
/// exchange of each of their resume points.
SmallVector<std::pair<uint32_t, int32_t>, 4>
recordExchanges(ItsState &S, ArrayRef<ItsWaiter> Go) {
  SmallVector<unsigned, 8> Set(Go.size());
  for (unsigned I = 0; I < Go.size(); ++I)
    Set[I] = I;
  auto Find = [&](unsigned I) {
    while (Set[I] != I)
      I = Set[I] = Set[Set[I]];
    return I;
  };
  for (unsigned I = 0; I < Go.size(); ++I)
    for (unsigned J = I + 1; J < Go.size(); ++J)
      if (Go[I].Kind != WarpSyncAnyInstance && matches(Go[I], Go[J]))
        Set[Find(J)] = Find(I);
  SmallVector<std::pair<uint32_t, int32_t>, 4> Out;
  for (unsigned R = 0; R < Go.size(); ++R) {
    if (Find(R) != R || Go[R].Kind == WarpSyncAnyInstance)
      continue;
    std::vector<ConvergenceGroup> Members;
    for (unsigned I = 0; I < Go.size(); ++I) {
      if (Find(I) != R)
        continue;
      auto It = llvm::find_if(Members, [&](const ConvergenceGroup &G) {
        return G.PC == Go[I].G.PC;
      });
      if (It == Members.end())
        Members.push_back(Go[I].G);
      else
        It->Mask |= Go[I].G.Mask;
    }
    if (Members.size() < 2)
      continue;
    auto Free = llvm::find_if(
        S.Exchanges, [](const ItsExchange &X) { return X.Pending == 0; });
    if (Free == S.Exchanges.end())
      Free = S.Exchanges.emplace(Free);
    *Free = {Members, unsigned(Members.size()), false};
    int32_t Id = int32_t(Free - S.Exchanges.begin());
    for (const ConvergenceGroup &G : Members)
      Out.push_back({G.PC, Id});
  }
  return Out;
}

/// Releases the warp-sync waiters whose named lanes all wait at a matching
/// synchronization (any bar.warp.sync, or a *.sync exchange of the same
/// kind: see matches()).
void releaseSync(ItsState &S) {
  std::vector<ItsWaiter> &Ws = S.SyncWaiters;
  std::vector<bool> In(Ws.size(), true);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = 0; I < Ws.size(); ++I) {
      if (!In[I])
        continue;
      LaneMask Avail = 0;
      for (size_t J = 0; J < Ws.size(); ++J)
        if (In[J] && matches(Ws[I], Ws[J]))
          Avail |= Ws[J].G.Mask;
      if (Ws[I].Named & S.Live & ~Avail)
        In[I] = false, Changed = true;
    }
  }
  std::vector<ItsWaiter> Go, Stay;
  for (size_t I = 0; I < Ws.size(); ++I)
    (In[I] ? Go : Stay).push_back(Ws[I]);
  if (Go.empty())
    return;
  Ws = std::move(Stay);
  resume(S, Go, true, recordExchanges(S, Go));
}

/// The current group's lanes \p W stop to wait: their path ends in the
/// implicit-barrier tree.
ItsWaiter suspend(ItsState &S, LaneMask W, uint32_t ResumePC) {
  ItsGroup &G = S.Groups.back();
  ItsWaiter Wt{{G.G.Block, ResumePC, W}, pathCost(S, G)};
  report(S, G.Parent, G.Cost);
  G.G.Mask &= ~W;
  if (!G.G.Mask)
    S.Groups.pop_back();
  return Wt;
}
} // namespace

void ITSModel::enter(ReconvergenceState &RS, const DecodedFunction &F,
                     LaneMask M) {
  ItsState &S = state(RS);
  S.Groups.clear();
  S.Groups.push_back({{0, F.Blocks[0].FirstInst, M}});
  S.Implicit.clear();
  for (ExplicitBarrier &B : S.Explicit)
    B = ExplicitBarrier();
  S.SyncWaiters.clear();
  S.Exchanges.clear();
  S.Live = M;
  S.ExitCycles = 0;
  S.NextOrder = 0;
  S.IPDom = PostDoms.get(F);
  S.Fn = &F;
}

ConvergenceGroup *ITSModel::current(ReconvergenceState &RS) {
  ItsState &S = state(RS);
  return S.Groups.empty() ? nullptr : &S.Groups.back().G;
}

bool ITSModel::deadlock(const ReconvergenceState &RS, const DecodedFunction &F,
                        DeadlockInfo &Out) const {
  const ItsState &S = static_cast<const ItsState &>(RS);
  if (!S.Live)
    return false;
  for (unsigned Id = 0; Id < NumConvergenceBarriers; ++Id) {
    const ExplicitBarrier &B = S.Explicit[Id];
    if (B.Waiters.empty())
      continue;
    const ItsWaiter &W = B.Waiters.front();
    Out.Message = formatv(
        "deadlock: convergence barrier {0} waited at in block {1} can never "
        "complete (waiting lanes {2:x}, missing lanes {3:x})",
        Id, F.Blocks[W.G.Block].Name, (unsigned long long)B.Arrived,
        (unsigned long long)(B.Participants & S.Live & ~B.Arrived));
    Out.PC = W.G.PC - 1;
    Out.Lane = unsigned(__builtin_ctzll(W.G.Mask));
    return true;
  }
  if (S.SyncWaiters.empty()) { // Not reachable: every wait is listed.
    Out.Message = formatv("deadlock: lanes {0:x} can never run",
                          (unsigned long long)S.Live);
    Out.Lane = unsigned(__builtin_ctzll(S.Live));
    return true;
  }
  const ItsWaiter &W = S.SyncWaiters.front();
  Out.Message =
      formatv("deadlock: warp sync in block {0} waits for lanes {1:x} that "
              "never arrive",
              F.Blocks[W.G.Block].Name, (unsigned long long)(W.Named & S.Live));
  Out.PC = W.G.PC;
  Out.Lane = unsigned(__builtin_ctzll(W.G.Mask));
  return true;
}

bool ITSModel::branch(ReconvergenceState &RS, const DecodedFunction &F,
                      uint32_t From, ArrayRef<BranchTarget> Targets) {
  ItsState &S = state(RS);
  ItsGroup Cur = S.Groups.back();
  int32_t ParentBlock = Cur.Parent >= 0 ? S.Implicit[Cur.Parent].Block : -1;
  if (Targets.size() == 1) {
    int32_t T = int32_t(Targets[0].Block);
    if (T != ParentBlock || Cur.Parent < 0) {
      S.Groups.back().G = {T, F.Blocks[T].FirstInst, Cur.G.Mask};
      return false;
    }
    // Arrives at its implicit barrier.
    S.Groups.pop_back();
    ImplicitBarrier &B = S.Implicit[Cur.Parent];
    B.Pending &= ~Cur.G.Mask;
    B.Arrived |= Cur.G.Mask;
    B.ChildMax = std::max(B.ChildMax, Cur.Cost);
    if (!B.Pending)
      settleImplicit(S);
    return false;
  }
  int32_t R = S.IPDom[From];
  LaneMask ToR = 0;
  for (const BranchTarget &T : Targets)
    if (int32_t(T.Block) == R)
      ToR |= T.Mask;
  S.Groups.pop_back();
  int32_t Parent;
  uint64_t Prefix = 0;
  if (R == ParentBlock) {
    // The lanes already wait for R: no new barrier (ipdom's replacement).
    Parent = Cur.Parent;
    Prefix = Cur.Cost;
    report(S, Parent, Cur.Cost);
    if (Parent >= 0)
      S.Implicit[Parent].Pending &= ~ToR, S.Implicit[Parent].Arrived |= ToR;
  } else {
    Parent = newBarrier(S, R, Cur.Parent, Cur.G.Mask & ~ToR, ToR, Cur.Cost);
  }
  for (size_t I = Targets.size(); I-- > 0;)
    if (int32_t(Targets[I].Block) != R)
      S.Groups.push_back(
          {{int32_t(Targets[I].Block), F.Blocks[Targets[I].Block].FirstInst,
            Targets[I].Mask},
           Parent,
           Prefix});
  return true;
}

void ITSModel::retire(ReconvergenceState &RS, LaneMask M) {
  ItsState &S = state(RS);
  S.Live &= ~M;
  ItsGroup &G = S.Groups.back();
  G.G.Mask &= ~M;
  if (!G.G.Mask) {
    report(S, G.Parent, G.Cost);
    S.Groups.pop_back();
  }
  leaveImplicit(S, M);
  for (ExplicitBarrier &B : S.Explicit) {
    B.Participants &= ~M;
    releaseExplicit(S, B);
  }
  releaseSync(S);
}

void ITSModel::charge(ReconvergenceState &RS, uint64_t Cycles) {
  ItsState &S = state(RS);
  if (S.Groups.empty())
    S.ExitCycles += Cycles;
  else
    S.Groups.back().Cost += Cycles;
}

uint64_t ITSModel::oracleCycles(const ReconvergenceState &RS,
                                uint64_t InFlight) const {
  const ItsState &S = static_cast<const ItsState &>(RS);
  std::vector<uint64_t> Max;
  for (const ImplicitBarrier &B : S.Implicit)
    Max.push_back(B.ChildMax);
  uint64_t Exit = S.ExitCycles;
  auto ParentMax = [&](int32_t P) -> uint64_t & {
    return P >= 0 ? Max[P] : Exit;
  };
  if (S.Groups.empty())
    Exit += InFlight;
  for (size_t I = S.Groups.size(); I-- > 0;) {
    uint64_t &PM = ParentMax(S.Groups[I].Parent);
    PM = std::max(PM, S.Groups[I].Cost + InFlight);
    InFlight = 0;
  }
  for (const ItsWaiter &W : S.SyncWaiters) {
    uint64_t &PM = ParentMax(W.Parent);
    PM = std::max(PM, W.Path);
  }
  // Fold the open barriers, innermost (newest) first.
  std::vector<size_t> Open;
  for (size_t I = 0; I < S.Implicit.size(); ++I)
    if (S.Implicit[I].Live)
      Open.push_back(I);
  llvm::sort(Open, [&](size_t A, size_t B) {
    return S.Implicit[A].Order > S.Implicit[B].Order;
  });
  for (size_t I : Open) {
    uint64_t &PM = ParentMax(S.Implicit[I].Parent);
    PM = std::max(PM, S.Implicit[I].Cost + Max[I]);
  }
  return Exit;
}

unsigned ITSModel::depth(const ReconvergenceState &RS) const {
  const ItsState &S = static_cast<const ItsState &>(RS);
  size_t N = S.Groups.size() + S.SyncWaiters.size();
  for (const ImplicitBarrier &B : S.Implicit)
    N += B.Live;
  for (const ExplicitBarrier &B : S.Explicit)
    N += B.Waiters.size();
  return unsigned(N);
}

void ITSModel::barrier(ReconvergenceState &RS, const DecodedFunction &,
                       BarrierOp Op, unsigned Id, unsigned Threshold,
                       uint32_t PC) {
  ItsState &S = state(RS);
  ItsGroup &G = S.Groups.back();
  G.G.PC = PC + 1;
  ExplicitBarrier &B = S.Explicit[Id];
  LaneMask M = G.G.Mask;
  switch (Op) {
  case BarrierOp::Join:
  case BarrierOp::Rejoin:
    B.Participants |= M;
    return;
  case BarrierOp::Cancel:
    B.Participants &= ~M;
    releaseExplicit(S, B);
    return;
  case BarrierOp::Wait:
  case BarrierOp::WaitSoft:
    break;
  }
  LaneMask W = M & B.Participants;
  if (!W)
    return;
  B.Threshold = Op == BarrierOp::WaitSoft ? std::max(Threshold, 1u) : 0;
  B.Arrived |= W;
  if (B.Waiters.empty() && explicitComplete(S, B)) {
    // The group alone completes the barrier: it runs on unchanged.
    B.Participants &= ~B.Arrived;
    B.Arrived = 0;
    return;
  }
  B.Waiters.push_back(suspend(S, W, PC + 1));
  leaveImplicit(S, W);
  releaseExplicit(S, B);
}

bool ITSModel::warpSync(ReconvergenceState &RS, LaneMask Named, uint32_t PC,
                        uint32_t Kind) {
  ItsState &S = state(RS);
  ItsGroup &G = S.Groups.back();
  bool Pass = G.SyncPass && G.G.PC == PC;
  G.SyncPass = false;
  if (Pass || !(Named & S.Live & ~G.G.Mask))
    return false;
  // The lanes keep their implicit barrier and path (see ITSModel.h).
  S.SyncWaiters.push_back(
      {{G.G.Block, PC, G.G.Mask}, G.Cost, G.Parent, Named, Kind});
  S.Groups.pop_back();
  releaseSync(S);
  return true;
}

void ITSModel::exchangePartners(ReconvergenceState &RS, uint32_t PC,
                                SmallVectorImpl<ConvergenceGroup> &Others,
                                bool &Done) {
  ItsState &S = state(RS);
  Others.clear();
  Done = false;
  if (S.Groups.empty() || S.Groups.back().Exchange < 0)
    return;
  ItsExchange &X = S.Exchanges[S.Groups.back().Exchange];
  S.Groups.back().Exchange = -1;
  Done = X.Done;
  if (!Done)
    for (const ConvergenceGroup &G : X.Members)
      if (G.PC != PC)
        Others.push_back(G);
  X.Done = true;
  if (--X.Pending == 0)
    X.Members.clear();
}
