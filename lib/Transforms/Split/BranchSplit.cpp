//===- BranchSplit.cpp - Split a divergent branch into two kernels --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The branch-split pass (branch splitting, the G80 splitting paper's
/// section 4 and its Figure 6). For each kernel it takes the first divergent
/// conditional branch in reverse post-order that is not a guard (a side that
/// only returns), proves the split safe (SplitSafety.h), clones the kernel
/// twice, turns the other side's edge into a return in each clone, and keeps
/// the clones when formula (1) (SplitProfitability.h) with the occupancy of
/// each kernel (registers from ptxas -v when installed, else the estimate of
/// lib/Analysis/Occupancy.h) promises a speedup, or when forced.
///
/// \code
///   k:  pre; if (c) A; else B; post     k_split_if:   pre; if (c) { A; post }
///                                 ==>   k_split_else: pre; if (!c) { B; post }
///                                       !lockstep.launch_plans: k -> if, else
/// \endcode
///
/// Decision records (lockstep/Support/DecisionRecord.h), Region = the
/// branch's block (the entry block when there is none). Reason codes:
/// transformed: profitable, forced; skipped: uniform (no divergent if/else
/// outside loops), the hazard codes of SplitSafety.cpp, occupancy (the
/// occupancy model refused a kernel), unprofitable. EstimatedGain is
/// formula (1)'s speedup minus 1.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Split/BranchSplit.h"

#include "SplitCostModel.h"
#include "SplitProfitability.h"
#include "SplitSafety.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Analysis/Occupancy.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/GPUModule.h"
#include "lockstep/Support/LaunchPlan.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Transforms/Utils/PassParameters.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

#include <array>

#define DEBUG_TYPE "branch-split"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

STATISTIC(NumSplit, "Kernels split into an if-kernel and an else-kernel");
STATISTIC(NumUnsafe, "Kernels skipped because the split was not proven safe");
STATISTIC(NumUnprofitable, "Safe kernels skipped as unprofitable");
STATISTIC(NumOnLaunch, "Decisions that scheduled the profiled launch's "
                       "blocks (block_mix) SM by SM");

static cl::opt<bool> ForceOpt("branch-split-force", cl::init(false),
                              cl::desc("Split every safe kernel"),
                              cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, -1, 1000000>> ThresholdOpt(
    "branch-split-threshold", cl::init(0.0),
    cl::desc("Minimum estimated speedup minus 1 to split a kernel"),
    cl::cat(getLockstepCategory()));
static cl::opt<unsigned, false, BoundedParser<unsigned, 1, 1024>>
    BlockOpt("branch-split-block", cl::init(256),
             cl::desc("Threads per block assumed for occupancy"),
             cl::cat(getLockstepCategory()));
static cl::opt<unsigned, false, BoundedParser<unsigned, 0, 1000000>>
    BlocksPerSMOpt("branch-split-blocks-per-sm", cl::init(0),
                   cl::desc("Blocks each SM runs in the launch (grid / SMs) "
                            "for the model's last round; 0: a long grid"),
                   cl::cat(getLockstepCategory()));
static cl::opt<unsigned, false, BoundedParser<unsigned, 0, 100000>>
    SMsOpt("branch-split-sms", cl::init(0),
           cl::desc("SMs the profile's block mix is dealt to; 0: the "
                    "profiled run's (lockstep-sim's --sms), else the GPU's"),
           cl::cat(getLockstepCategory()));
static cl::opt<double, false, BoundedParser<double, 0, 100>> OverheadOpt(
    "branch-split-overhead", cl::init(0.01),
    cl::desc("Launch overhead sigma as a fraction of the branched runtime"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool> FormulaOpt(
    "branch-split-formula", cl::init(false),
    cl::desc("Decide by formula (1) alone instead of the bound-aware model"),
    cl::cat(getLockstepCategory()));
static cl::opt<bool>
    PtxasOpt("branch-split-ptxas", cl::init(true),
             cl::desc("Count registers with ptxas -v when installed"),
             cl::cat(getLockstepCategory()));

Expected<BranchSplitOptions> lockstep::parseBranchSplitOptions(StringRef P) {
  BranchSplitOptions O;
  if (Error E = PassParameters(DEBUG_TYPE)
                    .flag("force", O.Force)
                    .number("threshold", O.Threshold, -1, 1e6)
                    .integer("block", O.Block, 1, 1024)
                    .integer("blocks-per-sm", O.BlocksPerSM, 0, 1000000)
                    .integer("sms", O.SMs, 0, 100000)
                    .number("overhead", O.Overhead, 0, 100)
                    .flag("ptxas", O.Ptxas)
                    .flag("formula", O.Formula)
                    .parse(P))
    return E;
  return O;
}

namespace {

struct Settings {
  bool Force;
  double Threshold;
  unsigned Block;
  unsigned BlocksPerSM;
  unsigned SMs;
  double Overhead;
  std::string Ptxas; ///< ptxas path, "" for the estimate.
  bool Formula;
};

Settings resolve(const BranchSplitOptions &O) {
  bool UsePtxas = O.Ptxas.value_or(PtxasOpt);
  return {O.Force.value_or(ForceOpt),
          O.Threshold.value_or(ThresholdOpt),
          O.Block.value_or(BlockOpt),
          O.BlocksPerSM.value_or(BlocksPerSMOpt),
          O.SMs.value_or(SMsOpt),
          O.Overhead.value_or(OverheadOpt),
          UsePtxas ? findPtxas() : std::string(),
          O.Formula.value_or(FormulaOpt)};
}

/// A side that only returns: `if (tid >= n) return;`.
bool onlyReturns(const BasicBlock &BB) {
  return isa<ReturnInst>(*BB.getFirstNonPHIOrDbg());
}

/// The first divergent if/else of \p F in reverse post-order that is not a
/// guard.
BranchInst *findTopLevelBranch(Function &F, const LockstepUniformity &U) {
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT) {
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br || !Br->isConditional() || !U.hasDivergentTerminator(*BB) ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    if (onlyReturns(*Br->getSuccessor(0)) || onlyReturns(*Br->getSuccessor(1)))
      continue;
    return Br;
  }
  return nullptr;
}

/// Copies \p From's !nvvm.annotations entries (maxntid, ...) to \p To.
void copyAnnotations(Module &M, Function &From, Function &To) {
  NamedMDNode *A = M.getNamedMetadata("nvvm.annotations");
  if (!A)
    return;
  SmallVector<MDNode *, 4> Copies;
  for (MDNode *N : A->operands()) {
    auto *V = N->getNumOperands()
                  ? dyn_cast_or_null<ValueAsMetadata>(N->getOperand(0).get())
                  : nullptr;
    if (!V || V->getValue() != &From)
      continue;
    SmallVector<Metadata *, 4> Ops(N->op_begin(), N->op_end());
    Ops[0] = ValueAsMetadata::get(&To);
    Copies.push_back(MDNode::get(M.getContext(), Ops));
  }
  for (MDNode *N : Copies)
    A->addOperand(N);
}

/// A clone of \p F named \p Name that returns where \p Br's successor
/// \p Dropped was.
Function *cloneKeepingSide(Function &F, BranchInst &Br, unsigned Dropped,
                           const Twine &Name) {
  ValueToValueMapTy VMap;
  Function *C = CloneFunction(&F, VMap);
  C->setName(Name);
  // A kernel in a comdat (a template kernel, linkonce_odr) is deduplicated
  // with its copies in other translation units; each clone gets a comdat of
  // its own with the same rule, so a copy of F from a unit that was not split
  // cannot take a clone's place (CloneFunction leaves the clone in none).
  if (const Comdat *Cd = F.getComdat()) {
    Comdat *Own = F.getParent()->getOrInsertComdat(C->getName());
    Own->setSelectionKind(Cd->getSelectionKind());
    C->setComdat(Own);
  }
  copyAnnotations(*F.getParent(), F, *C);
  auto *CBr = cast<BranchInst>(VMap[&Br]);
  BasicBlock *Old = CBr->getSuccessor(Dropped);
  BasicBlock *Exit = BasicBlock::Create(F.getContext(), "split.exit", C, Old);
  ReturnInst::Create(F.getContext(), Exit);
  Old->removePredecessor(CBr->getParent());
  CBr->setSuccessor(Dropped, Exit);
  removeUnreachableBlocks(*C);
  return C;
}

class KernelSplitter {
public:
  KernelSplitter(Function &F, FunctionAnalysisManager &FAM, const Settings &S)
      : F(F), FAM(FAM), S(S),
        ORE(FAM.getResult<OptimizationRemarkEmitterAnalysis>(F)) {}
  bool run();

private:
  void skip(const BasicBlock &Where, StringRef Code, const Twine &Why,
            std::optional<double> Gain = std::nullopt);
  Expected<Occupancy> occupancyOf(const Function &K, RegisterCount &Regs);
  struct Decision {
    double Speedup;
    std::string Text;
  };
  Decision decide(BranchInst &Br, const Function &If, const Function &Else,
                  const Occupancy &O0, const Occupancy &O1,
                  const Occupancy &O2);
  SideFractions profiledFractions(BranchInst &Br, std::string &From);

  Function &F;
  FunctionAnalysisManager &FAM;
  const Settings &S;
  OptimizationRemarkEmitter &ORE;
};

void KernelSplitter::skip(const BasicBlock &Where, StringRef Code,
                          const Twine &Why, std::optional<double> Gain) {
  ORE.emit([&] {
    OptimizationRemarkMissed R(DEBUG_TYPE, "NotSplit", Where.getTerminator());
    R << "kernel " << ore::NV("Kernel", F.getName())
      << " not split: " << Why.str();
    appendDecision(R, DEBUG_TYPE, Where, false, Code, Gain);
    return R;
  });
}

Expected<Occupancy> KernelSplitter::occupancyOf(const Function &K,
                                                RegisterCount &Regs) {
  Regs = countRegisters(*K.getParent(), K.getName(), S.Ptxas);
  return computeOccupancy({S.Block, Regs.Registers, 0},
                          selectedMachine().Limits);
}

/// a and b from `-lockstep-profile` when it has the branch, else 1 and 1.
SideFractions KernelSplitter::profiledFractions(BranchInst &Br,
                                                std::string &From) {
  From = "no profile: every warp runs both sides";
  Expected<const DivergenceProfile *> P = getOptionProfile();
  if (!P) { // Reported by BranchSplitPass::run before any kernel.
    consumeError(P.takeError());
    return {};
  }
  if (!*P)
    return {};
  BranchProfileQuery Q(**P, F);
  const BranchStats *St = Q.lookup(&Br);
  if (!St) {
    From = "branch not in the profile: every warp runs both sides";
    return {};
  }
  SideFractions Fr = splitFractions(*St);
  From = formatv("profiled warps running both sides/if only/else only "
                 "{0:P}/{1:P}/{2:P}",
                 Fr.Both, Fr.IfOnly, Fr.ElseOnly);
  return Fr;
}

/// The bound-aware model (or formula (1) alone) and a sentence with both.
KernelSplitter::Decision
KernelSplitter::decide(BranchInst &Br, const Function &If, const Function &Else,
                       const Occupancy &O0, const Occupancy &O1,
                       const Occupancy &O2) {
  const GPUMachine &M = selectedMachine();
  double T = estimateKernelTime(F, M);
  double Formula = splitSpeedup(T,
                                {{estimateKernelTime(If, M), O1.Fraction},
                                 {estimateKernelTime(Else, M), O2.Fraction}},
                                O0.Fraction, S.Overhead * T);
  std::string From;
  SideFractions Fr = profiledFractions(Br, From);
  SplitEstimate E = estimateSplit(
      measureParts(Br, FAM.getResult<LockstepUniformityAnalysis>(F), M), Fr,
      O0.ActiveWarps, O1.ActiveWarps, O2.ActiveWarps, M, S.Overhead,
      O0.WarpsPerBlock, S.BlocksPerSM, S.SMs);
  NumOnLaunch += E.OnLaunch > 0;
  std::string Text = formatv("bound model {0:F3} ({1}; {2}), formula (1) "
                             "{3:F3}; decided by {4}",
                             E.Speedup, E.describe(), From, Formula,
                             S.Formula ? "formula (1)" : "the bound model");
  return {S.Formula ? Formula : E.Speedup, Text};
}

bool KernelSplitter::run() {
  if (F.hasOptNone()) {
    skip(F.getEntryBlock(), "optnone", "the kernel is optnone");
    return false;
  }
  // The linker may replace an interposable definition (weak, linkonce) with
  // another unit's, which the split kernels would not follow.
  if (F.isInterposable()) {
    skip(F.getEntryBlock(), "interposable",
         "the kernel's definition may be replaced at link time (not an "
         "_odr linkage)");
    return false;
  }
  auto &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  BranchInst *Br = findTopLevelBranch(F, U);
  if (!Br) {
    skip(F.getEntryBlock(), "uniform", "no divergent if/else outside a guard");
    return false;
  }
  BasicBlock &Where = *Br->getParent();
  if (Hazard H = checkSplittable(F, *Br, FAM.getResult<AAManager>(F))) {
    ++NumUnsafe;
    skip(Where, H.Code, "the kernel " + H.Message);
    return false;
  }
  Module &M = *F.getParent();
  Function *If = cloneKeepingSide(F, *Br, 1, F.getName() + "_split_if");
  Function *Else = cloneKeepingSide(F, *Br, 0, F.getName() + "_split_else");
  RegisterCount R0, R1, R2;
  Expected<Occupancy> O0 = occupancyOf(F, R0), O1 = occupancyOf(*If, R1),
                      O2 = occupancyOf(*Else, R2);
  auto Drop = [&] {
    If->eraseFromParent();
    Else->eraseFromParent();
  };
  if (!O0 || !O1 || !O2) {
    std::string Why = !O0   ? toString(O0.takeError())
                      : !O1 ? toString(O1.takeError())
                            : toString(O2.takeError());
    consumeError(O0.takeError());
    consumeError(O1.takeError());
    consumeError(O2.takeError());
    Drop();
    skip(Where, "occupancy", "the occupancy model refused it: " + Why);
    return false;
  }
  Decision D = decide(*Br, *If, *Else, *O0, *O1, *O2);
  double Speedup = D.Speedup, Gain = Speedup - 1;
  // ptxas was asked but could not count some kernel's registers (code
  // generation failed, e.g. an indirect branch): the estimate stood in.
  bool Estimated = !S.Ptxas.empty() && any_of(std::array{&R0, &R1, &R2},
                                              [](const RegisterCount *R) {
                                                return R->Source != "ptxas";
                                              });
  std::string Figures =
      formatv("registers {0}/{1}/{2}{7}, occupancy {3:P}/{4:P}/{5:P} "
              "(branched/if/else); {6}",
              R0.Registers, R1.Registers, R2.Registers, O0->Fraction,
              O1->Fraction, O2->Fraction, D.Text,
              Estimated ? " (estimated: ptxas could not count them)" : "");
  if (!S.Force && Gain <= S.Threshold) {
    ++NumUnprofitable;
    Drop();
    skip(Where, "unprofitable",
         formatv("estimated speedup {0:F3} ({1})", Speedup, Figures), Gain);
    return false;
  }
  addLaunchPlan(M, F, DEBUG_TYPE, {If, Else});
  ++NumSplit;
  ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Split", Br);
    R << "kernel " << ore::NV("Kernel", F.getName()) << " split into "
      << ore::NV("IfKernel", If->getName()) << " and "
      << ore::NV("ElseKernel", Else->getName())
      << formatv(": estimated speedup {0:F3}; {1}", Speedup, Figures).str();
    appendDecision(R, DEBUG_TYPE, Where, true,
                   Gain > S.Threshold ? "profitable" : "forced", Gain);
    return R;
  });
  return true;
}

/// Kernels a launch plan already replaces or launches.
SmallPtrSet<const Function *, 8> plannedKernels(const Module &M) {
  SmallPtrSet<const Function *, 8> Out;
  if (const NamedMDNode *P = M.getNamedMetadata(LaunchPlansMD))
    for (const MDNode *N : P->operands())
      for (const MDOperand &Op : N->operands())
        if (auto *V = dyn_cast_or_null<ValueAsMetadata>(Op.get()))
          if (auto *Fn = dyn_cast<Function>(V->getValue()))
            Out.insert(Fn);
  return Out;
}

} // namespace

PreservedAnalyses BranchSplitPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!lockstepAppliesTo(M))
    return PreservedAnalyses::all();
  // A profile that cannot be read is bad input, as for every pass.
  if (Expected<const DivergenceProfile *> P = getOptionProfile(); !P) {
    M.getContext().emitError("branch-split: " + toString(P.takeError()));
    return PreservedAnalyses::all();
  }
  Settings S = resolve(Opts);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallPtrSet<const Function *, 8> Planned = plannedKernels(M);
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (!F.isDeclaration() && isGPUKernel(F) && !Planned.count(&F))
      Kernels.push_back(&F);
  bool Changed = false;
  for (Function *F : Kernels)
    Changed |= KernelSplitter(*F, FAM, S).run();
  if (Changed && verifyEachStep() && verifyModule(M, &errs()))
    M.getContext().emitError("branch-split produced an invalid module");
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
