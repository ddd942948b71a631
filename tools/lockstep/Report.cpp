//===- Report.cpp - lockstep report ---------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep report KERNEL.cu|.ll|.bc [--json] [--function F]`: what the
/// `divergent-regions` analysis (DARM Sections IV-A to IV-C) finds in each
/// function: every divergent branch or switch with its region exit, whether
/// the region is meldable (Def. 5) or why not, the SESE subgraphs on each
/// path (Defs. 1-4), the best subgraph pair (Def. 6) with its profitability
/// MP_S, and what cf-meld does with it (at -cf-meld-threshold, default 0.2),
/// learned from its remarks on a copy of the module (each mapped to the
/// original block as cf-meld emits it; remarks at no branch of the original
/// are listed as unattributed). As a table, or as JSON with --json.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Analysis/DivergentRegions.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <map>

using namespace llvm;

namespace lockstep {
namespace driver {

/// The -cf-meld-threshold in effect (default 0.2, issue 4): the report
/// shows what cf-meld does with the options given to lockstep.
static double meldThreshold() {
  DenseMap<StringRef, cl::Option *> Options =
      cl::getRegisteredOptions(cl::SubCommand::getAll());
  auto It = Options.find("cf-meld-threshold");
  if (It != Options.end())
    if (auto *Threshold = dynamic_cast<cl::opt<double> *>(It->second))
      return Threshold->getValue();
  return 0.2;
}

namespace {
/// What cf-meld does with one region.
struct MeldDecision {
  bool Melds = false;
  std::string Why;    ///< The remark of cf-meld, or the reason for skipping.
  unsigned Steps = 0; ///< How many melds cf-meld reported on the region.
};

/// cf-meld's decisions, learned by running it on a copy of the module and
/// collecting its remarks, keyed by the original region entry blocks.
class MeldOracle {
public:
  static MeldOracle build(Module &M);
  MeldDecision decide(const DivergentRegion &R) const;
  /// The remarks of cf-meld on \p F that point at no branch of \p Info: at
  /// blocks melding created, or at blocks that are no region entry in the
  /// original.
  std::vector<const CollectedRemark *>
  unattributed(const Function &F, const DivergentRegionInfo &Info) const;

private:
  /// cf-meld's remarks, each with the original block it points at (null
  /// when it points at a block cf-meld created).
  std::vector<CollectedRemark> Remarks;
  std::map<const BasicBlock *, MeldDecision> ByEntry;
  bool Ran = false;
};
} // namespace

static bool hasConvergentSubgraph(const DivergentRegion &R) {
  for (const std::vector<SESESubgraph> &Path : R.Paths)
    for (const SESESubgraph &S : Path)
      if (S.HasConvergent)
        return true;
  return false;
}

/// The decision from the analysis alone, when cf-meld could not run.
static MeldDecision estimate(const DivergentRegion &R) {
  if (!R.Meldable)
    return {false, "not meldable: " + R.Reason};
  if (hasConvergentSubgraph(R))
    return {false, "region contains a convergent operation"};
  if (R.Best.Kind == MeldKind::None)
    return {false, "no meldable subgraph pair"};
  if (R.Best.Profitability < meldThreshold())
    return {false, formatv("below threshold {0:F2} (best {1:F2})",
                           meldThreshold(), R.Best.Profitability)
                       .str()};
  return {true, "estimated: " + meldKindName(R.Best.Kind).str()};
}

/// The decisions the remarks (on blocks of the original module) tell.
static std::map<const BasicBlock *, MeldDecision>
decisions(ArrayRef<CollectedRemark> Remarks) {
  std::map<const BasicBlock *, MeldDecision> ByEntry;
  for (const CollectedRemark &Rem : Remarks) {
    if (!Rem.Block)
      continue;
    MeldDecision &D = ByEntry[Rem.Block];
    bool Melded = Rem.Kind == CollectedRemark::Passed;
    if (D.Why.empty() || (Melded && !D.Melds))
      D = {Melded, Rem.Message, D.Steps};
    D.Steps += Melded;
  }
  return ByEntry;
}

MeldOracle MeldOracle::build(Module &M) {
  MeldOracle Oracle;
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Copy = CloneModule(M, VMap);
  std::map<const BasicBlock *, std::pair<WeakVH, const BasicBlock *>>
      CopyToOriginal;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      if (Value *C = VMap.lookup(&BB))
        CopyToOriginal[cast<BasicBlock>(C)] = {WeakVH(C), &BB};
  // A remark's block is looked up as cf-meld emits the remark: a later meld
  // may delete the block, and a block it creates may reuse its address.
  auto ToOriginal = [&](const BasicBlock *BB) -> const BasicBlock * {
    auto It = CopyToOriginal.find(BB);
    if (It == CopyToOriginal.end() || It->second.first != BB)
      return nullptr;
    return It->second.second;
  };
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(*Copy);
  if (!PC) {
    consumeError(PC.takeError());
    return Oracle;
  }
  {
    RemarkCollection Collect(M.getContext(), "cf-meld", Oracle.Remarks,
                             ToOriginal);
    if (Error E = (*PC)->runPasses(*Copy, "cf-meld")) {
      printNote("cf-meld could not run on a copy of the kernel (" +
                toString(std::move(E)) +
                "); its decisions are estimated from the analysis");
      Oracle.Remarks.clear();
      return Oracle;
    }
  }
  Oracle.ByEntry = decisions(Oracle.Remarks);
  Oracle.Ran = true;
  return Oracle;
}

MeldDecision MeldOracle::decide(const DivergentRegion &R) const {
  if (!Ran)
    return estimate(R);
  auto It = ByEntry.find(R.Entry);
  // cf-meld's remark on a region it did not meld may describe the region
  // after other melds; the analysis of the original is clearer. A meld is
  // shown even where the original is not meldable: earlier melds made it so.
  if (It != ByEntry.end() && (R.Meldable || It->second.Melds))
    return It->second;
  if (!R.Meldable)
    return estimate(R);
  return {false, "untouched, no remark: cf-meld stopped first "
                 "(-cf-meld-max-iterations) or an earlier meld rewrote it"};
}

std::vector<const CollectedRemark *>
MeldOracle::unattributed(const Function &F,
                         const DivergentRegionInfo &Info) const {
  std::vector<const CollectedRemark *> Out;
  for (const CollectedRemark &Rem : Remarks)
    if (Rem.Function == F.getName() &&
        (!Rem.Block || none_of(Info.Regions, [&](const DivergentRegion &R) {
          return R.Entry == Rem.Block;
        })))
      Out.push_back(&Rem);
  return Out;
}

static StringRef remarkKindName(const CollectedRemark &Rem) {
  switch (Rem.Kind) {
  case CollectedRemark::Passed:
    return "melded";
  case CollectedRemark::Missed:
    return "missed";
  case CollectedRemark::Analysis:
    break;
  }
  return "analysis";
}

/// The notes of a region: cf-meld's remark, and how many more melds it did.
static std::string meldNotes(const MeldDecision &D) {
  if (D.Steps < 2)
    return D.Why;
  return formatv("{0}; {1} more meld{2} in this region", D.Why, D.Steps - 1,
                 D.Steps == 2 ? "" : "s")
      .str();
}

static std::string subgraphCounts(const DivergentRegion &R) {
  if (R.Paths.empty())
    return "-";
  std::string Text;
  for (const std::vector<SESESubgraph> &Path : R.Paths)
    Text += (Text.empty() ? "" : "/") + std::to_string(Path.size());
  return Text;
}

static std::string bestPair(const DivergentRegion &R) {
  if (R.Best.Kind == MeldKind::None)
    return "-";
  return formatv("{0} {1}:{2}~{3}:{4}", meldKindName(R.Best.Kind), R.Best.PathA,
                 R.Best.IndexA, R.Best.PathB, R.Best.IndexB)
      .str();
}

static std::vector<std::string> sharedBlocks(const DivergentRegion &R,
                                             ModuleSlotTracker &MST) {
  std::vector<std::string> Names;
  for (const std::vector<SESESubgraph> &Path : R.Paths)
    for (const SESESubgraph &S : Path)
      for (const BasicBlock *BB : S.Shared) {
        std::string Name = blockName(*BB, MST);
        if (!is_contained(Names, Name))
          Names.push_back(Name);
      }
  return Names;
}

static std::string exitName(const DivergentRegion &R, ModuleSlotTracker &MST) {
  return R.Exit ? blockName(*R.Exit, MST) : std::string("none");
}

static std::vector<std::string> tableRow(const DivergentRegion &R,
                                         const MeldDecision &D,
                                         ModuleSlotTracker &MST) {
  std::string Notes = meldNotes(D);
  std::vector<std::string> Shared = sharedBlocks(R, MST);
  if (!Shared.empty())
    Notes += (Notes.empty() ? "" : "; ") + std::string("shared blocks ") +
             join(Shared, ",") + " duplicated per path";
  return {blockName(*R.Entry, MST),
          R.Branch->getOpcodeName(),
          exitName(R, MST),
          R.Meldable ? "meldable" : "not-meldable",
          subgraphCounts(R),
          bestPair(R),
          R.Best.Kind == MeldKind::None
              ? "-"
              : formatv("{0:F3}", R.Best.Profitability).str(),
          D.Melds ? "meld" : "skip",
          Notes};
}

static void printFunction(raw_ostream &OS, Function &F,
                          const DivergentRegionInfo &Info,
                          const MeldOracle &Oracle, ModuleSlotTracker &MST) {
  if (Info.Regions.empty()) {
    OS << "function " << F.getName() << ": no divergent branches\n";
    return;
  }
  unsigned Meldable = 0, Melded = 0;
  std::vector<std::vector<std::string>> Rows = {
      {"branch", "term", "exit", "status", "subgraphs", "best pair", "MP",
       "cf-meld", "notes"}};
  for (const DivergentRegion &R : Info.Regions) {
    MeldDecision D = Oracle.decide(R);
    Meldable += R.Meldable;
    Melded += D.Melds;
    Rows.push_back(tableRow(R, D, MST));
  }
  OS << formatv("function {0}: {1} divergent branch{2}, {3} meldable, {4} "
                "melded by cf-meld at threshold {5:F2}\n",
                F.getName(), Info.Regions.size(),
                Info.Regions.size() == 1 ? "" : "es", Meldable, Melded,
                meldThreshold());
  printTable(OS, Rows);
  std::vector<const CollectedRemark *> Rest = Oracle.unattributed(F, Info);
  if (Rest.empty())
    return;
  OS << formatv("unattributed remarks: {0} (cf-meld remark{1} at no branch "
                "of the original function)\n",
                Rest.size(), Rest.size() == 1 ? "" : "s");
  for (const CollectedRemark *Rem : Rest)
    OS << "  " << remarkKindName(*Rem) << " at " << Rem->Location << ": "
       << Rem->Message << "\n";
}

static json::Array subgraphsJSON(const std::vector<SESESubgraph> &Path,
                                 ModuleSlotTracker &MST) {
  json::Array Out;
  for (const SESESubgraph &S : Path) {
    json::Array Blocks, Shared;
    for (const BasicBlock *BB : S.Blocks)
      Blocks.push_back(blockName(*BB, MST));
    for (const BasicBlock *BB : S.Shared)
      Shared.push_back(blockName(*BB, MST));
    Out.push_back(json::Object{
        {"entry", blockName(*S.Entry, MST)},
        {"next", S.Next ? json::Value(blockName(*S.Next, MST)) : nullptr},
        {"kind", S.isSingleBlock() ? "block" : "region"},
        {"blocks", std::move(Blocks)},
        {"loop", S.HasLoop},
        {"convergent", S.HasConvergent},
        {"shared", std::move(Shared)}});
  }
  return Out;
}

static json::Value regionJSON(const DivergentRegion &R, const MeldDecision &D,
                              ModuleSlotTracker &MST) {
  json::Array Paths;
  for (const std::vector<SESESubgraph> &Path : R.Paths)
    Paths.push_back(subgraphsJSON(Path, MST));
  json::Value Best = nullptr;
  if (R.Best.Kind != MeldKind::None)
    Best = json::Object{{"kind", meldKindName(R.Best.Kind)},
                        {"path_a", R.Best.PathA},
                        {"index_a", R.Best.IndexA},
                        {"path_b", R.Best.PathB},
                        {"index_b", R.Best.IndexB},
                        {"profitability", R.Best.Profitability}};
  return json::Object{
      {"entry", blockName(*R.Entry, MST)},
      {"exit", R.Exit ? json::Value(blockName(*R.Exit, MST)) : nullptr},
      {"terminator", R.Branch->getOpcodeName()},
      {"successors", R.Branch->getNumSuccessors()},
      {"meldable", R.Meldable},
      {"reason", R.Reason},
      {"paths", std::move(Paths)},
      {"best", std::move(Best)},
      {"cf_meld", json::Object{{"action", D.Melds ? "meld" : "skip"},
                               {"detail", D.Why},
                               {"melds", D.Steps}}}};
}

static json::Value functionJSON(Function &F, const DivergentRegionInfo &Info,
                                const MeldOracle &Oracle,
                                ModuleSlotTracker &MST) {
  json::Array Regions;
  unsigned Meldable = 0, Melded = 0;
  for (const DivergentRegion &R : Info.Regions) {
    MeldDecision D = Oracle.decide(R);
    Meldable += R.Meldable;
    Melded += D.Melds;
    Regions.push_back(regionJSON(R, D, MST));
  }
  json::Array Rest;
  for (const CollectedRemark *Rem : Oracle.unattributed(F, Info))
    Rest.push_back(json::Object{{"kind", remarkKindName(*Rem)},
                                {"name", Rem->Name},
                                {"location", Rem->Location},
                                {"message", Rem->Message}});
  return json::Object{{"name", F.getName()},
                      {"divergent_branches", Info.Regions.size()},
                      {"meldable", Meldable},
                      {"melded", Melded},
                      {"regions", std::move(Regions)},
                      {"unattributed_remarks", std::move(Rest)}};
}

/// The functions to report on: --function, or every definition.
static Expected<std::vector<Function *>> selectFunctions(Module &M) {
  std::vector<Function *> Functions;
  if (!FunctionName.empty()) {
    Expected<Function *> F = findFunction(M, FunctionName);
    if (!F)
      return F.takeError();
    Functions.push_back(*F);
    return Functions;
  }
  for (Function &F : M)
    if (!F.isDeclaration())
      Functions.push_back(&F);
  return Functions;
}

static Error report() {
  if (Error E = requireInput())
    return E;
  LLVMContext Ctx;
  installDiagnosticHandler(Ctx);
  Expected<std::unique_ptr<Module>> M = loadKernel(InputPath, Ctx);
  if (!M)
    return M.takeError();
  if (Error E = requireGPUModule(**M, "report"))
    return E;
  Expected<std::vector<Function *>> Functions = selectFunctions(**M);
  if (!Functions)
    return Functions.takeError();
  Expected<std::unique_ptr<GPUPassContext>> PC = GPUPassContext::create(**M);
  if (!PC)
    return PC.takeError();
  FunctionAnalysisManager &FAM = (*PC)->functionAnalyses();
  MeldOracle Oracle = MeldOracle::build(**M);
  ModuleSlotTracker MST(M->get());
  json::Array FunctionsJSON;
  for (Function *F : *Functions) {
    MST.incorporateFunction(*F);
    const DivergentRegionInfo &Info =
        FAM.getResult<DivergentRegionsAnalysis>(*F);
    if (EmitJSON)
      FunctionsJSON.push_back(functionJSON(*F, Info, Oracle, MST));
    else
      printFunction(outs(), *F, Info, Oracle, MST);
  }
  if (Functions->empty() && !EmitJSON)
    outs() << "no function definitions in '" << (*M)->getModuleIdentifier()
           << "'\n";
  if (EmitJSON)
    outs() << formatv("{0:2}", json::Value(json::Object{
                                   {"module", (*M)->getModuleIdentifier()},
                                   {"threshold", meldThreshold()},
                                   {"functions", std::move(FunctionsJSON)}}))
           << "\n";
  return Error::success();
}

int runReport() {
  if (Error E = report())
    return reportError(std::move(E));
  return ExitOK;
}

} // namespace driver
} // namespace lockstep
