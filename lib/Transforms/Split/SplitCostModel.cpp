//===- SplitCostModel.cpp - Bound-aware branch-split decision -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The warp work of a kernel's parts (a walk in reverse post-order that
/// issues each instruction in order against a scoreboard, as the SM timing
/// model does), the profile fractions and the speedup of SplitCostModel.h.
///
//===----------------------------------------------------------------------===//

#include "SplitCostModel.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

WarpWork &WarpWork::add(const WarpWork &O, double Weight, double SectorShare) {
  Latency += Weight * O.Latency;
  Issued += Weight * O.Issued;
  for (unsigned K = 0; K < Pipe.size(); ++K)
    Pipe[K] += Weight * O.Pipe[K];
  Sectors += Weight * SectorShare * O.Sectors;
  MemWaits += Weight * O.MemWaits;
  Block += Weight * O.Block;
  return *this;
}

StringRef lockstep::split::warpBoundName(WarpBound B) {
  switch (B) {
  case WarpBound::Latency:
    return "latency";
  case WarpBound::Issue:
    return "issue";
  case WarpBound::Pipe:
    return "pipe";
  case WarpBound::Bandwidth:
    return "bandwidth";
  case WarpBound::Block:
    return "block";
  case WarpBound::Schedule:
    return "schedule";
  }
  return "issue";
}

double lockstep::split::cyclesPerWarp(const WarpWork &W, unsigned ResidentWarps,
                                      const GPUMachine &M, WarpBound *Bound) {
  return cyclesPerWarp(W, ResidentWarps, M.Limits.WarpSchedulers, Bound,
                       M.GlobalSectorsPerCycle);
}

double lockstep::split::cyclesPerWarp(const WarpWork &W, unsigned ResidentWarps,
                                      unsigned Schedulers, WarpBound *Bound,
                                      double SectorsPerCycle) {
  double S = std::max(1u, Schedulers);
  double MaxPipe = *std::max_element(W.Pipe.begin(), W.Pipe.end());
  std::pair<double, WarpBound> Terms[] = {
      {W.Issued / S, WarpBound::Issue},
      {MaxPipe / S, WarpBound::Pipe},
      {W.Latency / std::max(1u, ResidentWarps), WarpBound::Latency},
      {W.Sectors / SectorsPerCycle, WarpBound::Bandwidth},
      {W.Block / std::max(1u, ResidentWarps), WarpBound::Block}};
  auto *Max = std::max_element(
      std::begin(Terms), std::end(Terms),
      [](const auto &A, const auto &B) { return A.first < B.first; });
  if (Bound)
    *Bound = Max->second;
  return Max->first;
}

double lockstep::split::blockCycles(const WarpWork &W, unsigned WarpsPerBlock,
                                    unsigned Schedulers) {
  double PerScheduler = double(WarpsPerBlock) / std::max(1u, Schedulers);
  double C =
      std::max(W.Issued, *std::max_element(W.Pipe.begin(), W.Pipe.end()));
  return W.Latency +
         std::max(0.0, PerScheduler - 1) * C / std::max(1.0, W.MemWaits);
}

namespace {

bool isGlobal(InstClass C) {
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

/// Global sectors one warp access of \p I touches: one lane's bytes rounded
/// up to sectors when every lane uses the same address, else 32 lanes'
/// consecutive bytes (a coalesced access; the common case for a per-thread
/// index, and what the simulator's sector count gives for it).
double sectorsOf(const Instruction &I, const LockstepUniformity &U) {
  const Value *Ptr = getLoadStorePointerOperand(&I);
  Type *Ty = isa<StoreInst>(I) ? cast<StoreInst>(I).getValueOperand()->getType()
                               : I.getType();
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    Ptr = RMW->getPointerOperand();
    Ty = RMW->getValOperand()->getType();
  }
  if (!Ptr || !Ty->isSized())
    return 1;
  double Bytes = double(
      I.getModule()->getDataLayout().getTypeStoreSize(Ty).getFixedValue());
  double PerWarp = U.isUniform(*Ptr) ? Bytes : 32 * Bytes;
  return std::max(1.0, std::ceil(PerWarp / 32));
}

/// Walks the blocks of a function in reverse post-order, issuing each
/// instruction at max(previous issue + 1, operands ready) and charging the
/// block's work to the part it belongs to.
class PartWalker {
public:
  PartWalker(const LockstepUniformity &U, const GPUMachine &M) : U(U), M(M) {}
  WarpWork walkBlock(const BasicBlock &BB);

private:
  double readyOf(const Value *V) const {
    auto It = Ready.find(V);
    return It == Ready.end() ? 0 : It->second;
  }
  const LockstepUniformity &U;
  const GPUMachine &M;
  DenseMap<const Value *, double> Ready;
  /// Values produced by a global access (or moved from one for free).
  SmallPtrSet<const Value *, 16> Loaded;
  double Clock = 0;
};

WarpWork PartWalker::walkBlock(const BasicBlock &BB) {
  WarpWork W;
  double Start = Clock;
  for (const Instruction &I : BB) {
    InstClass C = SIMTCostModel::classify(I);
    double Ops = 0;
    bool FromMemory = false; // The latest operand comes from a global access.
    if (!isa<PHINode>(I))
      for (const Value *Op : I.operands())
        if (readyOf(Op) > Ops) {
          Ops = readyOf(Op);
          FromMemory = Loaded.count(Op);
        }
    if (C == InstClass::Free) {
      Ready[&I] = isa<PHINode>(I) ? Clock : Ops;
      if (FromMemory && !isa<PHINode>(I))
        Loaded.insert(&I);
      continue;
    }
    double Issue = std::max(Clock + 1, Ops);
    if (FromMemory && Ops > Clock + 1)
      W.MemWaits += 1;
    Ready[&I] = Issue + M.latency(C);
    if (isGlobal(C))
      Loaded.insert(&I);
    Clock = Issue;
    W.Issued += 1;
    W.Pipe[unsigned(M.pipe(C))] += M.issueInterval(C);
    if (isGlobal(C))
      W.Sectors += sectorsOf(I, U);
  }
  W.Latency = Clock - Start;
  return W;
}

/// \p I as a trace instruction on \p M (WarpSchedule.h).
TraceInst traceInst(const Instruction &I, const LockstepUniformity &U,
                    const GPUMachine &M) {
  TraceInst T;
  InstClass C = SIMTCostModel::classify(I);
  T.Free = C == InstClass::Free;
  if (T.Free)
    return T;
  T.Latency = M.latency(C);
  T.Interval = M.issueInterval(C);
  T.Pipe = uint8_t(M.pipe(C));
  if (isGlobal(C))
    T.Sectors = sectorsOf(I, U);
  return T;
}

SmallPtrSet<const BasicBlock *, 32> reachableFrom(const BasicBlock *From) {
  SmallPtrSet<const BasicBlock *, 32> Seen;
  SmallVector<const BasicBlock *, 16> Work{From};
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (Seen.insert(BB).second)
      for (const BasicBlock *S : successors(BB))
        Work.push_back(S);
  }
  return Seen;
}

} // namespace

SplitParts lockstep::split::measureParts(const BranchInst &Br,
                                         const LockstepUniformity &U,
                                         const GPUMachine &M) {
  Function &F = const_cast<Function &>(*Br.getFunction());
  DominatorTree DT(F);
  LoopInfo LI(DT);
  auto InIf = reachableFrom(Br.getSuccessor(0));
  auto InElse = reachableFrom(Br.getSuccessor(1));
  SplitParts P;
  PartWalker Walker(U, M);
  for (const BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
    WarpWork W = Walker.walkBlock(*BB);
    double Weight = std::pow(8.0, LI.getLoopDepth(BB));
    bool A = InIf.count(BB), B = InElse.count(BB);
    WarpWork &Part = A && B ? P.Post : A ? P.If : B ? P.Else : P.Pre;
    Part.add(W, Weight);
  }
  TraceBuilder TB(F, LI,
                  [&](const Instruction &I) { return traceInst(I, U, M); });
  P.PreTrace = TB.build([&](const BasicBlock *BB) {
    return !InIf.count(BB) && !InElse.count(BB);
  });
  P.IfTrace = TB.build([&](const BasicBlock *BB) {
    return InIf.count(BB) && !InElse.count(BB);
  });
  P.ElseTrace = TB.build([&](const BasicBlock *BB) {
    return !InIf.count(BB) && InElse.count(BB);
  });
  P.PostTrace = TB.build(
      [&](const BasicBlock *BB) { return InIf.count(BB) && InElse.count(BB); });
  P.Traced = true;
  return P;
}

WarpWork lockstep::split::measureFunction(const Function &F,
                                          const LockstepUniformity &U,
                                          const GPUMachine &M,
                                          WarpTrace *Trace) {
  Function &G = const_cast<Function &>(F);
  DominatorTree DT(G);
  LoopInfo LI(DT);
  WarpWork Total;
  PartWalker Walker(U, M);
  for (const BasicBlock *BB : ReversePostOrderTraversal<Function *>(&G))
    Total.add(Walker.walkBlock(*BB), std::pow(8.0, LI.getLoopDepth(BB)));
  if (Trace) {
    TraceBuilder TB(G, LI,
                    [&](const Instruction &I) { return traceInst(I, U, M); });
    *Trace = TB.build([](const BasicBlock *) { return true; });
  }
  return Total;
}

KernelCycles lockstep::split::kernelCycles(const WarpWork &W,
                                           const WarpTrace *T, unsigned R,
                                           unsigned WarpsPerBlock,
                                           const GPUMachine &M,
                                           unsigned BlocksPerSM) {
  KernelCycles K;
  double S = 0;
  if (T && WarpsPerBlock && scheduleTermEnabled()) {
    ScheduleShape Shape{WarpsPerBlock, std::max(1u, R / WarpsPerBlock),
                        selectedWarpPolicy(), BlocksPerSM};
    S = scheduledCyclesPerWarp({T}, {1.0}, Shape, M);
  }
  WarpWork Closed = W;
  if (S <= 0 && WarpsPerBlock) // Not scheduled: T_blk stands in.
    Closed.Block = blockCycles(W, WarpsPerBlock, M.Limits.WarpSchedulers);
  K.Cycles = cyclesPerWarp(Closed, R, M, &K.Bound);
  if (S > K.Cycles) {
    K.Cycles = S;
    K.Bound = WarpBound::Schedule;
  }
  return K;
}

double lockstep::split::kernelSpeedup(const WarpWork &Before, unsigned R0,
                                      const WarpWork &After, unsigned R1,
                                      const GPUMachine &M, KernelCycles *C0,
                                      KernelCycles *C1) {
  KernelCycles K0, K1;
  K0.Cycles = cyclesPerWarp(Before, R0, M, &K0.Bound);
  K1.Cycles = cyclesPerWarp(After, R1, M, &K1.Bound);
  if (C0)
    *C0 = K0;
  if (C1)
    *C1 = K1;
  return K1.Cycles > 0 ? K0.Cycles / K1.Cycles : 0;
}

SideFractions lockstep::split::splitFractions(const BranchStats &S) {
  SideFractions F;
  double E = double(S.Executions), L = double(S.Lanes);
  if (E <= 0 || L <= 0 || S.SuccessorLanes.size() < 2) {
    F.Both = 0; // Never reached: only the code before the branch runs.
    return F;
  }
  double T = double(S.SuccessorLanes[0]), Fl = double(S.SuccessorLanes[1]);
  F.Both = std::min(double(S.Splits), E) / E;
  // Executions that sent lanes one way only are shared out in proportion to
  // the lanes each side received: exact for no splits and for all splits.
  F.IfOnly = (1 - F.Both) * T / L;
  F.ElseOnly = (1 - F.Both) * Fl / L;
  // A diverged warp's side touches the sectors (8 four-byte lanes each)
  // holding at least one of its lanes.
  auto Share = [&](double Lanes) {
    return 1 - std::pow(1 - std::min(1.0, Lanes / L), 8);
  };
  F.IfSectors = Share(T);
  F.ElseSectors = Share(Fl);
  F.Mix = S.Mix;
  return F;
}

namespace {

/// One warp's path through a kernel: its work and trace.
struct WarpPath {
  WarpWork Work;
  WarpTrace Trace;
};

/// The code before the branch, then the if and else sides with the given
/// shares of their sectors (none: the side is not run), then, when a side
/// ran, the code after them.
WarpPath pathOf(const SplitParts &P, std::optional<double> If,
                std::optional<double> Else) {
  WarpPath W{P.Pre, P.PreTrace};
  if (If) {
    W.Work.add(P.If, 1, *If);
    W.Trace.append(P.IfTrace, *If);
  }
  if (Else) {
    W.Work.add(P.Else, 1, *Else);
    W.Trace.append(P.ElseTrace, *Else);
  }
  if (If || Else) {
    W.Work.add(P.Post, 1);
    W.Trace.append(P.PostTrace);
  }
  return W;
}

/// The sector share of a side's kernel whose warps are \p Diverged (share
/// \p Share) and \p Whole (every sector) by weight.
double blendShare(double Diverged, double Whole, double Share) {
  double W = Diverged + Whole;
  return W > 0 ? (Diverged * Share + Whole) / W : 1.0;
}

} // namespace

double lockstep::split::launchCyclesPerWarp(const BlockMix &Mix,
                                            const MixTraces &T, unsigned SMs,
                                            const ScheduleShape &Shape,
                                            const GPUMachine &M) {
  uint64_t Blocks = Mix.blocks();
  if (!SMs || !Blocks || Mix.WarpsPerBlock != Shape.WarpsPerBlock)
    return 0;
  LaunchBlocks L;
  L.SMs = SMs;
  for (const BlockMix::Run &R : Mix.Runs) {
    // In a block, the warps of the first side, then both, then the second,
    // as a linear mask orders them; those that never reached the branch
    // last.
    LaunchBlocks::Run LR;
    LR.Count = R.Count;
    LR.Warps.insert(LR.Warps.end(), R.Warps.First, T.First);
    LR.Warps.insert(LR.Warps.end(), R.Warps.Both, T.Both);
    LR.Warps.insert(LR.Warps.end(), R.Warps.Second, T.Second);
    LR.Warps.resize(Mix.WarpsPerBlock, T.None);
    L.Runs.push_back(std::move(LR));
  }
  uint64_t Cycles = scheduleSlowestSM(L, Shape, M);
  double WarpsPerSM =
      double(Blocks) * Mix.WarpsPerBlock / std::min<double>(SMs, Blocks);
  return Cycles ? double(Cycles) / WarpsPerSM : 0;
}

std::string SplitEstimate::describe() const {
  std::string S =
      formatv("cycles per warp {0:F1}/{1:F1}/{2:F1} bound by {3}/{4}/{5}",
              Branched, IfKernel, ElseKernel, warpBoundName(BranchedBound),
              warpBoundName(IfBound), warpBoundName(ElseBound))
          .str();
  if (OnLaunch)
    S += formatv("; {0} of 3 kernels scheduled on the profiled launch's "
                 "{1} blocks over {2} SMs (slowest SM)",
                 OnLaunch, LaunchBlocks, LaunchSMs)
             .str();
  return S;
}

SplitEstimate lockstep::split::estimateSplit(
    const SplitParts &P, const SideFractions &F, unsigned R0, unsigned R1,
    unsigned R2, const GPUMachine &M, double OverheadFraction,
    unsigned WarpsPerBlock, unsigned BlocksPerSM, unsigned SMs) {
  // A warp's path in each kernel. In a split kernel a warp that diverged
  // in the branched one runs its side with the same lanes, so it touches
  // the same share of that side's sectors (IfBoth, ElseBoth); one that did
  // not, all of them. Where warps are shares, the side's kernel blends the
  // two by weight (IfKernel, ElseKernel).
  const std::optional<double> Left;
  WarpPath Both = pathOf(P, F.IfSectors, F.ElseSectors);
  WarpPath IfPath = pathOf(P, 1.0, Left), ElsePath = pathOf(P, Left, 1.0);
  WarpPath PreOnly = pathOf(P, Left, Left);
  WarpPath IfKernelPath =
      pathOf(P, blendShare(F.Both, F.IfOnly, F.IfSectors), Left);
  WarpPath ElseKernelPath =
      pathOf(P, Left, blendShare(F.Both, F.ElseOnly, F.ElseSectors));
  WarpTrace IfBothT = pathOf(P, F.IfSectors, Left).Trace;
  WarpTrace ElseBothT = pathOf(P, Left, F.ElseSectors).Trace;
  const WarpTrace &BothT = Both.Trace, &IfT = IfPath.Trace,
                  &ElseT = ElsePath.Trace, &IfKernelT = IfKernelPath.Trace,
                  &ElseKernelT = ElseKernelPath.Trace;
  const WarpTrace &PreT = P.PreTrace;
  bool Schedule = WarpsPerBlock && P.Traced && scheduleTermEnabled() &&
                  !BothT.TooLong && !IfT.TooLong && !ElseT.TooLong;
  if (WarpsPerBlock && !Schedule) // T_blk of blocks of one class.
    for (WarpPath *W :
         {&Both, &IfPath, &ElsePath, &PreOnly, &IfKernelPath, &ElseKernelPath})
      W->Work.Block =
          blockCycles(W->Work, WarpsPerBlock, M.Limits.WarpSchedulers);
  using Class = std::tuple<double, const WarpWork *, const WarpTrace *>;
  // One kernel's warps overlap on the SM's resources: c of their mix, or
  // the schedule of their traces where that is longer.
  // A split kernel is charged the SM with one more block of its side's
  // class, the branched kernel the nearest share: the model errs toward
  // not splitting.
  // With the profiled launch's blocks, the slowest SM of that launch.
  SplitEstimate E;
  auto Launch = [&](const MixTraces &T, const ScheduleShape &Shape) {
    if (!F.Mix)
      return 0.0;
    unsigned N = SMs ? SMs : F.Mix->SMs ? F.Mix->SMs : M.SMs;
    double C = launchCyclesPerWarp(*F.Mix, T, N, Shape, M);
    if (C > 0) {
      ++E.OnLaunch;
      E.LaunchBlocks = F.Mix->blocks();
      E.LaunchSMs = N;
    }
    return C;
  };
  auto Mix = [&](std::initializer_list<Class> Cs, unsigned R, WarpBound *B,
                 bool SplitKernel, const MixTraces &T) {
    WarpWork Sum;
    SmallVector<const WarpTrace *, 3> Traces;
    SmallVector<double, 3> Shares;
    for (auto [Weight, W, T] : Cs) {
      Sum.add(*W, Weight);
      Traces.push_back(T);
      Shares.push_back(Weight);
    }
    double C = cyclesPerWarp(Sum, R, M, B);
    if (!Schedule)
      return C;
    ScheduleShape Shape{WarpsPerBlock, std::max(1u, R / WarpsPerBlock),
                        selectedWarpPolicy(), BlocksPerSM};
    double S = Launch(T, Shape);
    if (S <= 0)
      S = scheduledCyclesPerWarp(Traces, Shares, Shape, M, SplitKernel);
    if (S <= C)
      return C;
    *B = WarpBound::Schedule;
    return S;
  };
  E.Branched = Mix({{F.Both, &Both.Work, &BothT},
                    {F.IfOnly, &IfPath.Work, &IfT},
                    {F.ElseOnly, &ElsePath.Work, &ElseT}},
                   R0, &E.BranchedBound, false, {&BothT, &IfT, &ElseT, &PreT});
  E.IfKernel = Mix({{F.Both + F.IfOnly, &IfKernelPath.Work, &IfKernelT},
                    {F.ElseOnly, &PreOnly.Work, &PreT}},
                   R1, &E.IfBound, true, {&IfBothT, &IfT, &PreT, &PreT});
  E.ElseKernel =
      Mix({{F.Both + F.ElseOnly, &ElseKernelPath.Work, &ElseKernelT},
           {F.IfOnly, &PreOnly.Work, &PreT}},
          R2, &E.ElseBound, true, {&ElseBothT, &PreT, &ElseT, &PreT});
  double Split = E.IfKernel + E.ElseKernel + 2 * OverheadFraction * E.Branched;
  E.Speedup = Split > 0 ? E.Branched / Split : 0;
  return E;
}
