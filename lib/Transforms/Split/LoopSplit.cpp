//===- LoopSplit.cpp - Split a loop into loops of independent groups ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The loop-split pass (loop splitting, the G80 splitting paper's section 4,
/// Figure 5). For every loop of a function, in pre-order: the plan
/// (LoopSplitPlan.h: legality from DependenceAnalysis, statement groups from
/// the dependence graph's strongly connected components), then the
/// estimate. Registers per thread before the split come from
/// countRegisters (lockstep/Analysis/Occupancy.h: ptxas -v when installed,
/// else the estimate; the figures the simulator's occupancy uses), once per
/// function and carried over from the estimate of each split applied. When
/// the occupancy model says registers do not limit the kernel, fewer
/// registers cannot raise its occupancy and the loop is declined without
/// further work. Otherwise the same rewrite (LoopSplitCodeGen.h) on a
/// scratch copy of the module gives the registers after the split, the
/// occupancy model turns both counts into resident warps R_0 and R_1, and
/// SplitCostModel's bound model (the latency, issue, pipe and bandwidth
/// terms the SM timing model charges, and the block term of a thread
/// block's in-phase warps; SplitCostModel.h) the estimated speedup
///
///   S = c_0(R_0) / c_1(R_1)
///
/// with c the SM cycles per warp of the whole kernel (blocks weighted 8^(loop
/// depth)), so the copied control instructions, recomputed values and the
/// instruction-level parallelism lost between the separated statements
/// count, and a kernel bound by issue, a pipe or bandwidth gains nothing
/// from occupancy. `formula` decides by the paper's formula (1) instead
/// (runtime inversely proportional to occupancy, SplitProfitability.h):
/// S = T_0 / (T_1 * rho_0 / rho_1). The loop is split when R_1 > R_0 and
/// S - 1 > threshold, or when forced; a remark gives both estimates and the
/// bound of each kernel.
///
/// \code
///   for (i..n) { x += a[i] * b[i]; y += c[i] / d[i]; }
///     ==>  for (i..n) x += a[i] * b[i];  for (i..n) y += c[i] / d[i];
/// \endcode
///
/// Decision records (lockstep/Support/DecisionRecord.h), Region = the loop
/// header. Reason codes: transformed: profitable, forced; skipped: the
/// refusal codes of LoopSplitPlan.cpp, occupancy (the occupancy model
/// refused an estimate), no-occupancy-gain, unprofitable. EstimatedGain is
/// S - 1.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Split/LoopSplit.h"

#include "LoopSplitCodeGen.h"
#include "LoopSplitPlan.h"
#include "SplitCostModel.h"
#include "SplitProfitability.h"

#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/Occupancy.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/PassParameters.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cmath>

#define DEBUG_TYPE "loop-split"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

STATISTIC(NumSplit, "Loops split");
STATISTIC(NumLoopsAdded, "Loops added by splitting");
STATISTIC(NumRefused, "Loops not split because splitting is not legal");
STATISTIC(NumNoGain, "Legal splits that would not raise occupancy");
STATISTIC(NumUnprofitable, "Legal splits below the speedup threshold");

static cl::opt<bool> ForceOpt("loop-split-force", cl::init(false),
                              cl::desc("Split every loop it is legal to split"),
                              cl::cat(getLockstepCategory()));
static cl::opt<bool> DisableOpt("loop-split-disable", cl::init(false),
                                cl::desc("Leave every loop as it is"),
                                cl::cat(getLockstepCategory()));
static cl::opt<bool> FormulaOpt(
    "loop-split-formula", cl::init(false),
    cl::desc("Decide by formula (1) alone instead of the bound-aware model"),
    cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, -1, 1000000>>
    ThresholdOpt("loop-split-threshold", cl::init(0.0),
                 cl::desc("Minimum estimated speedup minus 1 to split a loop"),
                 cl::cat(getLockstepCategory()));
static cl::opt<unsigned, false, BoundedParser<unsigned, 1, 1024>>
    BlockOpt("loop-split-block", cl::init(256),
             cl::desc("Threads per block assumed for occupancy"),
             cl::cat(getLockstepCategory()));
static cl::opt<bool>
    PtxasOpt("loop-split-ptxas", cl::init(true),
             cl::desc("Count registers with ptxas -v when installed"),
             cl::cat(getLockstepCategory()));

Expected<LoopSplitOptions> lockstep::parseLoopSplitOptions(StringRef P) {
  LoopSplitOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .flag("force", O.Force)
                    .flag("formula", O.Formula)
                    .number("threshold", O.Threshold, -1, 1e6)
                    .integer("block", O.Block, 1, 1024)
                    .flag("ptxas", O.Ptxas)
                    .parse(P))
    return E;
  return O;
}

namespace {

struct Settings {
  bool Force;
  bool Formula;
  double Threshold;
  unsigned Block;
  std::string Ptxas; ///< ptxas path, "" for the estimate.
};

/// Registers, occupancy and runtime estimates before (0) and after (1) a
/// split. Without a clone (occupancy cannot rise) only the 0 side is set.
struct SplitFigures {
  unsigned Regs0 = 0, Regs1 = 0;
  Occupancy O0, O1;
  KernelCycles C0, C1;   ///< Bound model, cycles per warp.
  double Formula = 0;    ///< Formula (1).
  double BoundModel = 0; ///< kernelSpeedup.
  double Speedup = 0;    ///< The one that decides.
};

Expected<Occupancy> occupancyFor(unsigned Regs, const Function &F,
                                 const Settings &S) {
  return computeOccupancy({S.Block, Regs, staticSharedBytes(*F.getParent())},
                          selectedMachine().Limits);
}

class LoopSplitter {
public:
  LoopSplitter(Function &F, FunctionAnalysisManager &FAM, const Settings &S)
      : F(F), FAM(FAM), S(S) {}
  bool run();

private:
  /// Whether \p L was split.
  bool consider(Loop &L);
  void skip(const BasicBlock &Header, StringRef Code, const Twine &Why,
            std::optional<double> Gain = std::nullopt);
  /// Registers of F as it is now: computed once, then carried over from the
  /// scratch copy of each split that is applied.
  RegisterCount before();
  /// Rewrites a scratch copy of the module by \p P and fills the after
  /// side of \p E. Sets \p After to the copy's register count.
  Error estimateAfter(const LoopSplitPlan &P, SplitFigures &E,
                      RegisterCount &After);
  /// Splits by \p P (estimated with \p After registers), with the remark.
  bool apply(const LoopSplitPlan &P, BasicBlock &Header,
             const RegisterCount &After, const std::string &Figures,
             StringRef Reason, double Gain);

  Function &F;
  FunctionAnalysisManager &FAM;
  const Settings &S;
  SmallPtrSet<const BasicBlock *, 8> Done; ///< Headers already considered.
  std::optional<RegisterCount> Before;
};

RegisterCount LoopSplitter::before() {
  if (!Before)
    Before = countRegisters(*F.getParent(), F.getName(), S.Ptxas);
  return *Before;
}

Error LoopSplitter::estimateAfter(const LoopSplitPlan &P, SplitFigures &E,
                                  RegisterCount &After) {
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Scratch = CloneModule(*F.getParent(), VMap);
  auto &G = *cast<Function>(VMap[&F]);
  applyLoopSplit(mapPlan(P, VMap));
  After = countRegisters(*Scratch, G.getName(), S.Ptxas);
  E.Regs1 = After.Registers;
  if (After.Source != before().Source) { // Compare like with like.
    E.Regs0 = std::min(estimateRegisters(F), 255u);
    E.Regs1 = std::min(estimateRegisters(G), 255u);
  }
  Expected<Occupancy> O0 = occupancyFor(E.Regs0, F, S);
  if (!O0)
    return O0.takeError();
  Expected<Occupancy> O1 = occupancyFor(E.Regs1, G, S);
  if (!O1)
    return O1.takeError();
  E.O0 = *O0;
  E.O1 = *O1;
  const GPUMachine &M = selectedMachine();
  E.Formula = splitSpeedup(estimateKernelTime(F, M),
                           {{estimateKernelTime(G, M), E.O1.Fraction}},
                           E.O0.Fraction, /*Sigma=*/0);
  WarpTrace T0, T1;
  WarpWork W0 =
      measureFunction(F, FAM.getResult<LockstepUniformityAnalysis>(F), M, &T0);
  // The scratch function's uniformity, from the same manager (its target
  // information is the module's), dropped before the copy dies.
  WarpWork W1 =
      measureFunction(G, FAM.getResult<LockstepUniformityAnalysis>(G), M, &T1);
  FAM.clear(G, G.getName());
  // One warp's trace of each kernel through the scheduler, or T_blk where
  // a trace is too long (SplitCostModel.h).
  E.C0 = kernelCycles(W0, &T0, E.O0.ActiveWarps, E.O0.WarpsPerBlock, M);
  E.C1 = kernelCycles(W1, &T1, E.O1.ActiveWarps, E.O1.WarpsPerBlock, M);
  E.BoundModel = E.C1.Cycles > 0 ? E.C0.Cycles / E.C1.Cycles : 0;
  E.Speedup = S.Formula ? E.Formula : E.BoundModel;
  return Error::success();
}

void LoopSplitter::skip(const BasicBlock &Header, StringRef Code,
                        const Twine &Why, std::optional<double> Gain) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotSplit", Header.getTerminator());
    R << "loop " << ore::NV("Loop", blockName(&Header))
      << " not split: " << Why.str();
    appendDecision(R, DEBUG_TYPE, Header, false, Code, Gain);
    return R;
  });
}

std::string describe(const LoopSplitPlan &P, const SplitFigures &E) {
  std::string Sizes;
  for (unsigned N : P.GroupSizes)
    Sizes += (Sizes.empty() ? "" : "+") + std::to_string(N);
  return formatv("{0} groups of {1} statements, {2} recomputed values; "
                 "registers {3} -> {4}, occupancy {5:P} -> {6:P}, cycles per "
                 "warp {7:F1} bound by {8} -> {9:F1} bound by {10}, estimated "
                 "speedup {11:F3} (bound model {12:F3}, formula (1) {13:F3})",
                 P.NumGroups, Sizes, P.NumReplicas, E.Regs0, E.Regs1,
                 E.O0.Fraction, E.O1.Fraction, E.C0.Cycles,
                 warpBoundName(E.C0.Bound), E.C1.Cycles,
                 warpBoundName(E.C1.Bound), E.Speedup, E.BoundModel, E.Formula)
      .str();
}

/// Why a split that raises occupancy is not faster, by the bound model.
std::string slowerBecause(const SplitFigures &E) {
  if (E.C1.Bound == WarpBound::Latency || E.C1.Bound == WarpBound::Block)
    return "the occupancy gain does not pay for the parallelism lost "
           "between the separated statements";
  if (E.C1.Bound == WarpBound::Schedule)
    return "run through the warp scheduler, the split kernel's warps take "
           "longer: the occupancy gain does not pay for the instructions "
           "and parallelism the split costs";
  return ("the split kernel is bound by " + warpBoundName(E.C1.Bound) +
          ", which occupancy does not shorten")
      .str();
}

bool LoopSplitter::consider(Loop &L) {
  BasicBlock &Header = *L.getHeader();
  PlanResult R = planLoopSplit(L, FAM.getResult<DominatorTreeAnalysis>(F),
                               FAM.getResult<DependenceAnalysis>(F));
  if (!R.Plan) {
    ++NumRefused;
    skip(Header, R.Why.Code, R.Why.Message);
    return false;
  }
  SplitFigures E;
  E.Regs0 = before().Registers;
  Expected<Occupancy> O0 = occupancyFor(E.Regs0, F, S);
  if (O0 && !S.Force && O0->Limit != OccupancyLimit::Registers) {
    ++NumNoGain; // Fewer registers cannot raise it: no scratch copy.
    skip(Header, "no-occupancy-gain",
         formatv("occupancy would not rise: {0:P} with {1} registers is "
                 "limited by {2}, not registers",
                 O0->Fraction, E.Regs0, occupancyLimitName(O0->Limit)));
    return false;
  }
  RegisterCount After;
  Error Err = O0 ? estimateAfter(*R.Plan, E, After) : O0.takeError();
  if (Err) {
    skip(Header, "occupancy",
         "the occupancy model refused it: " + toString(std::move(Err)));
    return false;
  }
  double Gain = E.Speedup - 1;
  std::string Figures = describe(*R.Plan, E);
  bool Rises = E.O1.Fraction > E.O0.Fraction;
  if (!S.Force && !Rises) {
    ++NumNoGain;
    skip(Header, "no-occupancy-gain",
         "occupancy would not rise (" + Figures + ")", Gain);
    return false;
  }
  if (!S.Force && Gain <= S.Threshold) {
    ++NumUnprofitable;
    skip(Header, "unprofitable",
         "the estimated speedup is too small: " +
             (S.Formula || Gain > 0 ? std::string("below the threshold")
                                    : slowerBecause(E)) +
             " (" + Figures + ")",
         Gain);
    return false;
  }
  return apply(*R.Plan, Header, After, Figures,
               Gain > S.Threshold && Rises ? "profitable" : "forced", Gain);
}

bool LoopSplitter::apply(const LoopSplitPlan &P, BasicBlock &Header,
                         const RegisterCount &After, const std::string &Figures,
                         StringRef Reason, double Gain) {
  std::string Name = blockName(&Header);
  std::vector<BasicBlock *> Headers = applyLoopSplit(P);
  if (After.Source == Before->Source)
    Before = After; // F now is the scratch copy's code.
  else
    Before.reset();
  Done.insert(Headers.begin(), Headers.end());
  ++NumSplit;
  NumLoopsAdded += Headers.size() - 1;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  ORE.emit([&] {
    OptimizationRemark Rem(DEBUG_TYPE, "Split", Headers[0]->getTerminator());
    Rem << "loop " << ore::NV("Loop", Name) << " split into "
        << ore::NV("Loops", unsigned(Headers.size())) << " loops: " << Figures;
    appendDecision(Rem, DEBUG_TYPE, Header, true, Reason, Gain);
    return Rem;
  });
  return true;
}

bool LoopSplitter::run() {
  bool Changed = false;
  for (;;) {
    Loop *Next = nullptr;
    for (Loop *L : FAM.getResult<LoopAnalysis>(F).getLoopsInPreorder())
      if (Done.insert(L->getHeader()).second) {
        Next = L;
        break;
      }
    if (!Next)
      return Changed;
    if (!consider(*Next))
      continue;
    Changed = true;
    FAM.invalidate(F, PreservedAnalyses::none());
  }
}

} // namespace

PreservedAnalyses LoopSplitPass::run(Function &F,
                                     FunctionAnalysisManager &FAM) {
  if (DisableOpt || F.isDeclaration() || F.hasOptNone() ||
      !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  Settings S{Opts.Force.value_or(ForceOpt), Opts.Formula.value_or(FormulaOpt),
             Opts.Threshold.value_or(ThresholdOpt),
             Opts.Block.value_or(BlockOpt),
             Opts.Ptxas.value_or(PtxasOpt) ? findPtxas() : std::string()};
  if (!LoopSplitter(F, FAM, S).run())
    return PreservedAnalyses::all();
  if (verifyEachStep() && verifyFunction(F, &errs()))
    F.getContext().emitError("loop-split produced an invalid function");
  return PreservedAnalyses::none();
}
