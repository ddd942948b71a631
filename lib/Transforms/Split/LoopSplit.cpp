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
/// estimate: the same rewrite (LoopSplitCodeGen.h) on a scratch copy of the
/// module gives the kernel's registers after the split (countRegisters,
/// lockstep/Analysis/Occupancy.h: ptxas -v when installed, else the
/// estimate; the figures the simulator's occupancy uses), the occupancy
/// model turns both counts into occupancies rho_0 and rho_1, and the
/// paper's formula (1) for one kernel without launch overhead (runtime
/// inversely proportional to occupancy, SplitProfitability.h) gives the
/// estimated speedup
///
///   S = T_0 / (T_1 * rho_0 / rho_1)
///
/// with T the static runtime estimate of the function (estimateKernelTime:
/// SIMTCostModel latencies, each block weighted 8^(loop depth)), so the
/// copied control instructions and recomputed values of the split loops
/// count. The loop is split when rho_1 > rho_0 and S - 1 > threshold, or
/// when forced.
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
#include "SplitProfitability.h"

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
static cl::opt<double>
    ThresholdOpt("loop-split-threshold", cl::init(0.0),
                 cl::desc("Minimum estimated speedup minus 1 to split a loop"),
                 cl::cat(getLockstepCategory()));
static cl::opt<unsigned>
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
  double Threshold;
  unsigned Block;
  std::string Ptxas; ///< ptxas path, "" for the estimate.
};

/// Registers, occupancy and cost before (0) and after (1) a split.
struct SplitEstimate {
  unsigned Regs0 = 0, Regs1 = 0;
  Occupancy O0, O1;
  double Cost0 = 0, Cost1 = 0;
  double Speedup = 0;
};

/// Registers per thread of \p F before and \p G after the split, from
/// ptxas when both compile with it, else both from the estimate (so that
/// the two figures compare).
std::pair<unsigned, unsigned> registersOf(const Function &F, const Function &G,
                                          const Settings &S) {
  RegisterCount R0 = countRegisters(*F.getParent(), F.getName(), S.Ptxas);
  RegisterCount R1 = countRegisters(*G.getParent(), G.getName(), S.Ptxas);
  if (R0.Source == R1.Source)
    return {R0.Registers, R1.Registers};
  return {std::min(estimateRegisters(F), 255u),
          std::min(estimateRegisters(G), 255u)};
}

Expected<SplitEstimate> estimateSplit(Function &F, const LoopSplitPlan &P,
                                      const Settings &S) {
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Scratch = CloneModule(*F.getParent(), VMap);
  auto &G = *cast<Function>(VMap[&F]);
  applyLoopSplit(mapPlan(P, VMap));
  SplitEstimate E;
  std::tie(E.Regs0, E.Regs1) = registersOf(F, G, S);
  uint64_t Shared = staticSharedBytes(*F.getParent());
  Expected<Occupancy> O0 = computeOccupancy({S.Block, E.Regs0, Shared});
  if (!O0)
    return O0.takeError();
  Expected<Occupancy> O1 = computeOccupancy({S.Block, E.Regs1, Shared});
  if (!O1)
    return O1.takeError();
  E.O0 = *O0;
  E.O1 = *O1;
  E.Cost0 = estimateKernelTime(F);
  E.Cost1 = estimateKernelTime(G);
  E.Speedup = splitSpeedup(E.Cost0, {{E.Cost1, E.O1.Fraction}}, E.O0.Fraction,
                           /*Sigma=*/0);
  return E;
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

  Function &F;
  FunctionAnalysisManager &FAM;
  const Settings &S;
  SmallPtrSet<const BasicBlock *, 8> Done; ///< Headers already considered.
};

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

std::string describe(const LoopSplitPlan &P, const SplitEstimate &E) {
  std::string Sizes;
  for (unsigned N : P.GroupSizes)
    Sizes += (Sizes.empty() ? "" : "+") + std::to_string(N);
  return formatv("{0} groups of {1} statements, {2} recomputed values; "
                 "registers {3} -> {4}, occupancy {5:P} -> {6:P}, estimated "
                 "speedup {7:F3}",
                 P.NumGroups, Sizes, P.NumReplicas, E.Regs0, E.Regs1,
                 E.O0.Fraction, E.O1.Fraction, E.Speedup)
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
  Expected<SplitEstimate> E = estimateSplit(F, *R.Plan, S);
  if (!E) {
    skip(Header, "occupancy",
         "the occupancy model refused it: " + toString(E.takeError()));
    return false;
  }
  double Gain = E->Speedup - 1;
  std::string Figures = describe(*R.Plan, *E);
  if (!S.Force && E->O1.Fraction <= E->O0.Fraction) {
    ++NumNoGain;
    skip(Header, "no-occupancy-gain",
         "occupancy would not rise (" + Figures + ")", Gain);
    return false;
  }
  if (!S.Force && Gain <= S.Threshold) {
    ++NumUnprofitable;
    skip(Header, "unprofitable",
         "the estimated speedup is too small (" + Figures + ")", Gain);
    return false;
  }
  std::string Name = blockName(&Header);
  std::vector<BasicBlock *> Headers = applyLoopSplit(*R.Plan);
  Done.insert(Headers.begin(), Headers.end());
  ++NumSplit;
  NumLoopsAdded += Headers.size() - 1;
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  ORE.emit([&] {
    OptimizationRemark Rem(DEBUG_TYPE, "Split", Headers[0]->getTerminator());
    Rem << "loop " << ore::NV("Loop", Name) << " split into "
        << ore::NV("Loops", unsigned(Headers.size())) << " loops: " << Figures;
    appendDecision(Rem, DEBUG_TYPE, Header, true,
                   Gain > S.Threshold && E->O1.Fraction > E->O0.Fraction
                       ? "profitable"
                       : "forced",
                   Gain);
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
  if (DisableOpt || F.isDeclaration() || !lockstepAppliesTo(*F.getParent()))
    return PreservedAnalyses::all();
  Settings S{Opts.Force.value_or(ForceOpt),
             Opts.Threshold.value_or(ThresholdOpt),
             Opts.Block.value_or(BlockOpt),
             Opts.Ptxas.value_or(PtxasOpt) ? findPtxas() : std::string()};
  if (!LoopSplitter(F, FAM, S).run())
    return PreservedAnalyses::all();
  if (verifyEachStep() && verifyFunction(F, &errs()))
    F.getContext().emitError("loop-split produced an invalid function");
  return PreservedAnalyses::none();
}
