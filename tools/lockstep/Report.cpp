//===- Report.cpp - lockstep report ---------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep report KERNEL.cu|.ll|.bc [--passes P] [--json] [--function F]
/// [--by-line]`:
/// what the `divergent-regions` analysis (DARM Sections IV-A to IV-C) finds
/// in each function (every divergent branch or switch with its region exit,
/// whether the region is meldable (Def. 5) or why not, the SESE subgraphs on
/// each path (Defs. 1-4), the best subgraph pair (Def. 6) with its
/// profitability MP_S), and what the passes P (default cf-meld) decide for
/// it. The decisions are the passes' decision records
/// (lockstep/Support/DecisionRecord.h), collected while P runs on a copy of
/// the module and mapped to the original block as each is emitted; records
/// at no branch of the original are listed as unattributed. The report
/// knows no pass's policy and reads none of its options. As a table, or as
/// JSON with --json. When the module has line tables (a .cu input always
/// does), each branch also shows its source file:line ("source"), inlined
/// code at the line of its call. After the table, a summary by source line
/// (all IR copies of a source branch, which inlining and unrolling make,
/// with their outcomes counted; JSON "by_source_line"); `--by-line` prints
/// only that summary.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/Occupancy.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"
#include "lockstep/Support/SourceLocations.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <map>

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::opt<bool> ByLineOnly(
    "by-line",
    cl::desc("Print only the summary by source line (what happened to all "
             "the IR copies of each source branch), not every branch"),
    cl::sub(reportCommand()), cl::cat(getLockstepCategory()));

/// The passes whose decisions the report shows.
static std::string reportedPasses() {
  return PassList.empty() ? std::string("cf-meld") : PassList.getValue();
}

namespace {
/// What the passes decided for one region, from their decision records.
struct RegionDecision {
  bool Recorded = false;                 ///< Some record names the region.
  bool Transformed = false;              ///< Some record says "transformed".
  const DecisionRecord *Shown = nullptr; ///< The record the report shows.
  unsigned Steps = 0; ///< How many "transformed" records the region has.
  /// Without a record: the passes that stopped at their step limit in the
  /// region's function ("" if none), which is why none decided on it.
  std::string StoppedBy;
};

/// The decision records of the passes on a copy of the module, keyed by the
/// original block each points at.
class DecisionLog {
public:
  static Expected<DecisionLog> build(Module &M, StringRef Passes);
  /// The records of \p Passes run at \p Placement inside -O3 on a copy of
  /// the unoptimized \p M: every one is unattributed (the blocks the passes
  /// saw exist in neither the input nor the -O3 baseline).
  static Expected<DecisionLog> buildPlaced(Module &M, StringRef Passes,
                                           ExtensionPoint Placement);
  /// The records about region \p R of \p Info: those at its entry block,
  /// and those at no region entry whose source location is R's branch's
  /// and no other region's (recordRegion).
  RegionDecision decide(const DivergentRegion &R,
                        const DivergentRegionInfo &Info) const;
  /// The records about \p F that no region of \p Info takes: at blocks a
  /// pass created or no region starts at, and not placed by location.
  std::vector<const DecisionRecord *>
  unattributed(const Function &F, const DivergentRegionInfo &Info) const;

private:
  std::vector<DecisionRecord> Records;
};
} // namespace

Expected<DecisionLog> DecisionLog::build(Module &M, StringRef Passes) {
  DecisionLog Log;
  ValueToValueMapTy VMap;
  std::unique_ptr<Module> Copy = CloneModule(M, VMap);
  std::map<const BasicBlock *, std::pair<WeakVH, const BasicBlock *>>
      CopyToOriginal;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      if (Value *C = VMap.lookup(&BB))
        CopyToOriginal[cast<BasicBlock>(C)] = {WeakVH(C), &BB};
  // A record's block is looked up as the pass emits it: a later step may
  // delete the block, and a block it creates may reuse its address.
  auto ToOriginal = [&](const BasicBlock *BB) -> const BasicBlock * {
    auto It = CopyToOriginal.find(BB);
    if (It == CopyToOriginal.end() || It->second.first != BB)
      return nullptr;
    return It->second.second;
  };
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(*Copy, Arch);
  if (!PC)
    return PC.takeError();
  DecisionCollector Collect(M.getContext(), "", Log.Records, ToOriginal);
  if (Error E = (*PC)->runPasses(*Copy, Passes))
    return E;
  return Log;
}

Expected<DecisionLog> DecisionLog::buildPlaced(Module &M, StringRef Passes,
                                               ExtensionPoint Placement) {
  DecisionLog Log;
  std::unique_ptr<Module> Copy = CloneModule(M);
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(*Copy, Arch);
  if (!PC)
    return PC.takeError();
  DecisionCollector Collect(M.getContext(), "", Log.Records,
                            [](const BasicBlock *) { return nullptr; });
  if (Error E = (*PC)->runOptimizationPipeline(*Copy, Passes, Placement))
    return E;
  return Log;
}

/// Whether \p Rec's source location is that of \p R's branch (its own line
/// table entry, not the call it is inlined at).
static bool atBranch(const DecisionRecord &Rec, const DivergentRegion &R) {
  const DILocation *Loc = R.Branch->getDebugLoc().get();
  return Loc && Rec.Line && Rec.Line == Loc->getLine() &&
         Rec.Column == Loc->getColumn() && Rec.File == Loc->getFilename();
}

/// The region of \p Info that \p Rec is about: the one region whose branch
/// has the record's source location; else the one starting at the record's
/// block. The location comes first: after an earlier step rewrote the
/// function, a record's block may be another region's entry (a meld that
/// merges a region into the block before it moves the next branch there),
/// and after a placement inside -O3 its block is in another IR. Null when
/// neither applies, or when several branches share the location (unrolled
/// copies) and the block starts no region.
static const DivergentRegion *recordRegion(const DecisionRecord &Rec,
                                           const DivergentRegionInfo &Info) {
  if (Rec.Reason == decision::StepLimitReason)
    return nullptr; // About the function, not a region.
  const DivergentRegion *ByLoc = nullptr, *ByBlock = nullptr;
  unsigned AtLoc = 0;
  for (const DivergentRegion &R : Info.Regions) {
    if (Rec.Function != R.Branch->getFunction()->getName())
      return nullptr;
    if (Rec.Block && R.Entry == Rec.Block)
      ByBlock = &R;
    if (atBranch(Rec, R))
      ByLoc = &R, ++AtLoc;
  }
  return AtLoc == 1 ? ByLoc : ByBlock;
}

RegionDecision DecisionLog::decide(const DivergentRegion &R,
                                   const DivergentRegionInfo &Info) const {
  RegionDecision D;
  for (const DecisionRecord &Rec : Records) {
    if (recordRegion(Rec, Info) != &R)
      continue;
    // The first transformation, else the last word on the region.
    if (!D.Transformed)
      D.Shown = &Rec;
    D.Recorded = true;
    D.Transformed |= Rec.Transformed;
    D.Steps += Rec.Transformed;
  }
  if (D.Recorded)
    return D;
  StringRef Function = R.Branch->getFunction()->getName();
  for (const DecisionRecord &Rec : Records)
    if (Rec.Reason == decision::StepLimitReason && Rec.Function == Function &&
        !StringRef(D.StoppedBy).contains(Rec.Pass))
      D.StoppedBy += (D.StoppedBy.empty() ? "" : ", ") + Rec.Pass;
  return D;
}

std::vector<const DecisionRecord *>
DecisionLog::unattributed(const Function &F,
                          const DivergentRegionInfo &Info) const {
  std::vector<const DecisionRecord *> Out;
  for (const DecisionRecord &Rec : Records)
    if (Rec.Function == F.getName() && !recordRegion(Rec, Info) &&
        Rec.Reason != decision::StepLimitReason)
      Out.push_back(&Rec);
  return Out;
}

static StringRef decisionName(const RegionDecision &D) {
  if (!D.Recorded)
    return "-";
  return D.Transformed ? decision::Transformed : decision::Skipped;
}

/// The notes of a region: the analysis' reason when no pass decided on a
/// region it calls not meldable, else the shown record's reason and prose, and
/// how many more transformations the passes recorded on it.
static std::string decisionNotes(const DivergentRegion &R,
                                 const RegionDecision &D) {
  // A skip record on a region the analysis calls not meldable may describe
  // it after other steps; the analysis of the original is clearer.
  if (!D.Transformed && !R.Meldable)
    return "not meldable: " + R.Reason;
  if (!D.Recorded && !D.StoppedBy.empty())
    return "no decision recorded: " + D.StoppedBy +
           " stopped at its step limit before deciding on it";
  if (!D.Recorded)
    return "no decision recorded (an earlier step rewrote the region, or "
           "no pass examines such a region)";
  std::string Notes = D.Shown->Reason + ": " + D.Shown->Message;
  if (D.Steps < 2)
    return Notes;
  return formatv("{0}; {1} more step{2} in this region", Notes, D.Steps - 1,
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

/// "file:line" of the region's branch (the file's base name), or "" when the
/// module has no line tables (lockstep compiles .cu files with them).
/// Inlined code is shown at the line of its call in the function.
/// The location of \p R's branch in the function (inlined code at the line
/// of its call), or null when it has none.
static const DILocation *branchLocation(const DivergentRegion &R) {
  const DILocation *Loc = callerLocation(R.Branch->getDebugLoc().get());
  return Loc && Loc->getLine() ? Loc : nullptr;
}

static std::string branchSource(const DivergentRegion &R) {
  const DILocation *Loc = branchLocation(R);
  if (!Loc)
    return "";
  return (sys::path::filename(Loc->getFilename()) + ":" + Twine(Loc->getLine()))
      .str();
}

static std::vector<std::string> tableRow(const DivergentRegion &R,
                                         const RegionDecision &D,
                                         ModuleSlotTracker &MST) {
  std::string Notes = decisionNotes(R, D);
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
          decisionName(D).str(),
          Notes};
}

/// One source line's divergent branches. After inlining and unrolling, one
/// branch of the source is often many branches of the IR (the bundled
/// bitonic sort: 144 IR branches from 4 source lines); the per-line summary
/// says what happened to all copies of each.
struct LineSummary {
  std::string File;
  unsigned Line = 0;
  unsigned Branches = 0, Meldable = 0, Transformed = 0;
  /// Outcome (decision and reason code, or the analysis' reason with block
  /// names elided) -> how many of the line's branches it describes.
  std::map<std::string, unsigned> Outcomes;
};

/// \p Text with every IR value name (`%name`, `%12`) replaced by `%_`, so
/// that the same reason about different copies of a branch reads alike.
static std::string elideValueNames(StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    Out += Text[I];
    if (Text[I] != '%')
      continue;
    size_t J = I + 1;
    while (J < Text.size() && (isAlnum(Text[J]) || Text[J] == '.' ||
                               Text[J] == '_' || Text[J] == '-'))
      ++J;
    if (J > I + 1) {
      Out += '_';
      I = J - 1;
    }
  }
  return Out;
}

/// What happened to one branch, in words shared by all copies of it.
static std::string outcomeKey(const DivergentRegion &R,
                              const RegionDecision &D) {
  if (!D.Transformed && !R.Meldable)
    return "not meldable: " + elideValueNames(R.Reason);
  if (!D.Recorded)
    return D.StoppedBy.empty() ? "no decision recorded"
                               : "no decision recorded (step limit)";
  return (D.Transformed ? decision::Transformed : decision::Skipped) +
         std::string(" (") + D.Shown->Pass + ": " + D.Shown->Reason + ")";
}

/// The branches of \p Info grouped by source line (in file and line order);
/// branches without a line are left out.
static std::vector<LineSummary> summarizeByLine(const DivergentRegionInfo &Info,
                                                const DecisionLog &Log) {
  std::map<std::pair<std::string, unsigned>, LineSummary> Lines;
  for (const DivergentRegion &R : Info.Regions) {
    const DILocation *Loc = branchLocation(R);
    if (!Loc)
      continue;
    std::string File = sys::path::filename(Loc->getFilename()).str();
    LineSummary &S = Lines[{File, Loc->getLine()}];
    S.File = File;
    S.Line = Loc->getLine();
    RegionDecision D = Log.decide(R, Info);
    ++S.Branches;
    S.Meldable += R.Meldable;
    S.Transformed += D.Transformed;
    ++S.Outcomes[outcomeKey(R, D)];
  }
  std::vector<LineSummary> Out;
  for (auto &Entry : Lines)
    Out.push_back(std::move(Entry.second));
  return Out;
}

/// "outcome (count)" for each outcome of \p S, most frequent first.
static std::vector<std::string> outcomeList(const LineSummary &S) {
  std::vector<std::pair<std::string, unsigned>> Sorted(S.Outcomes.begin(),
                                                       S.Outcomes.end());
  llvm::stable_sort(
      Sorted, [](const auto &A, const auto &B) { return A.second > B.second; });
  std::vector<std::string> Out;
  for (const auto &[Outcome, Count] : Sorted)
    Out.push_back(formatv("{0} x{1}", Outcome, Count).str());
  return Out;
}

static void printByLine(raw_ostream &OS, ArrayRef<LineSummary> Lines) {
  if (Lines.empty())
    return;
  std::vector<std::vector<std::string>> Rows = {
      {"source", "branches", "meldable", "transformed", "outcomes"}};
  for (const LineSummary &S : Lines)
    Rows.push_back({S.File + ":" + std::to_string(S.Line),
                    std::to_string(S.Branches), std::to_string(S.Meldable),
                    std::to_string(S.Transformed), join(outcomeList(S), "; ")});
  OS << "by source line:\n";
  printTable(OS, Rows);
}

static json::Array byLineJSON(ArrayRef<LineSummary> Lines) {
  json::Array Out;
  for (const LineSummary &S : Lines) {
    json::Object Outcomes;
    for (const auto &[Outcome, Count] : S.Outcomes)
      Outcomes[Outcome] = Count;
    Out.push_back(json::Object{{"file", S.File},
                               {"line", S.Line},
                               {"branches", S.Branches},
                               {"meldable", S.Meldable},
                               {"transformed", S.Transformed},
                               {"outcomes", std::move(Outcomes)}});
  }
  return Out;
}

static void printUnattributed(raw_ostream &OS,
                              ArrayRef<const DecisionRecord *> Rest) {
  if (Rest.empty())
    return;
  OS << formatv("unattributed decisions: {0} (record{1} at no branch of the "
                "original function)\n",
                Rest.size(), Rest.size() == 1 ? "" : "s");
  for (const DecisionRecord *Rec : Rest)
    OS << "  " << Rec->Pass << " " << Rec->Region << ": "
       << (Rec->Transformed ? decision::Transformed : decision::Skipped) << " ("
       << Rec->Reason << "): " << Rec->Message << "\n";
}

static void printFunction(raw_ostream &OS, Function &F,
                          const DivergentRegionInfo &Info,
                          const DecisionLog &Log, ModuleSlotTracker &MST) {
  if (Info.Regions.empty()) {
    OS << "function " << F.getName() << ": no divergent branches\n";
    return;
  }
  unsigned Meldable = 0, Transformed = 0;
  std::vector<std::vector<std::string>> Rows = {
      {"branch", "term", "exit", "status", "subgraphs", "best pair", "MP",
       reportedPasses(), "notes"}};
  // A "source" column when the module has line tables.
  bool HasSource = any_of(Info.Regions, [](const DivergentRegion &R) {
    return !branchSource(R).empty();
  });
  if (HasSource)
    Rows[0].insert(Rows[0].begin() + 1, "source");
  for (const DivergentRegion &R : Info.Regions) {
    RegionDecision D = Log.decide(R, Info);
    Meldable += R.Meldable;
    Transformed += D.Transformed;
    Rows.push_back(tableRow(R, D, MST));
    if (HasSource) {
      std::string Source = branchSource(R);
      Rows.back().insert(Rows.back().begin() + 1,
                         Source.empty() ? "-" : Source);
    }
  }
  // Transformations recorded at no branch of the table (a loop merge
  // reported at a uniform exit, say) count too: the header must not say 0.
  std::vector<const DecisionRecord *> Rest = Log.unattributed(F, Info);
  unsigned Elsewhere = count_if(
      Rest, [](const DecisionRecord *Rec) { return Rec->Transformed; });
  OS << formatv("function {0}: {1} divergent branch{2}, {3} meldable, {4} "
                "transformed by {5}{6}\n",
                F.getName(), Info.Regions.size(),
                Info.Regions.size() == 1 ? "" : "es", Meldable, Transformed,
                reportedPasses(),
                Elsewhere ? formatv(" (and {0} region{1} elsewhere: see the "
                                    "unattributed decisions)",
                                    Elsewhere, Elsewhere == 1 ? "" : "s")
                                .str()
                          : std::string());
  std::vector<LineSummary> Lines = summarizeByLine(Info, Log);
  if (!ByLineOnly)
    printTable(OS, Rows);
  // The summary adds something only where a line holds several branches.
  if (ByLineOnly ||
      any_of(Lines, [](const LineSummary &S) { return S.Branches > 1; }))
    printByLine(OS, Lines);
  printUnattributed(OS, Rest);
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

/// The region's decision; under "cf_meld" as well (the key earlier versions
/// wrote, read by bench/) when the passes are cf-meld alone.
static void addDecisionJSON(json::Object &Region, const DivergentRegion &R,
                            const RegionDecision &D) {
  json::Value Gain = nullptr;
  if (D.Recorded && D.Shown->EstimatedGain)
    Gain = *D.Shown->EstimatedGain;
  Region["decision"] = json::Object{
      {"passes", reportedPasses()},
      {"decision", decisionName(D)},
      {"reason", D.Recorded ? json::Value(D.Shown->Reason) : nullptr},
      {"estimated_gain", std::move(Gain)},
      {"detail", decisionNotes(R, D)},
      {"steps", D.Steps}};
  if (reportedPasses() == "cf-meld")
    Region["cf_meld"] =
        json::Object{{"action", D.Transformed ? "meld" : "skip"},
                     {"detail", D.Recorded && (D.Transformed || R.Meldable)
                                    ? D.Shown->Message
                                    : decisionNotes(R, D)},
                     {"melds", D.Steps}};
}

static json::Value regionJSON(const DivergentRegion &R, const RegionDecision &D,
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
  json::Object Region{
      {"entry", blockName(*R.Entry, MST)},
      {"exit", R.Exit ? json::Value(blockName(*R.Exit, MST)) : nullptr},
      {"terminator", R.Branch->getOpcodeName()},
      {"source", branchSource(R).empty() ? json::Value(nullptr)
                                         : json::Value(branchSource(R))},
      {"successors", R.Branch->getNumSuccessors()},
      {"meldable", R.Meldable},
      {"reason", R.Reason},
      {"paths", std::move(Paths)},
      {"best", std::move(Best)}};
  addDecisionJSON(Region, R, D);
  return Region;
}

static json::Value recordJSON(const DecisionRecord &Rec) {
  return json::Object{
      {"pass", Rec.Pass},
      {"region", Rec.Region},
      {"decision", Rec.Transformed ? decision::Transformed : decision::Skipped},
      {"reason", Rec.Reason},
      {"estimated_gain", Rec.EstimatedGain ? json::Value(*Rec.EstimatedGain)
                                           : json::Value(nullptr)},
      {"name", Rec.RemarkName},
      {"message", Rec.Message}};
}

/// An unattributed record in the shape earlier versions wrote under
/// "unattributed_remarks".
static json::Value legacyRemarkJSON(const DecisionRecord &Rec) {
  return json::Object{{"kind", Rec.Transformed ? "melded" : "missed"},
                      {"name", Rec.RemarkName},
                      {"location", Rec.Function + " " + Rec.Region},
                      {"message", Rec.Message}};
}

static json::Value functionJSON(Function &F, const DivergentRegionInfo &Info,
                                const DecisionLog &Log,
                                ModuleSlotTracker &MST) {
  json::Array Regions;
  unsigned Meldable = 0, Transformed = 0;
  for (const DivergentRegion &R : Info.Regions) {
    RegionDecision D = Log.decide(R, Info);
    Meldable += R.Meldable;
    Transformed += D.Transformed;
    Regions.push_back(regionJSON(R, D, MST));
  }
  json::Array Rest, Legacy;
  for (const DecisionRecord *Rec : Log.unattributed(F, Info)) {
    Rest.push_back(recordJSON(*Rec));
    Legacy.push_back(legacyRemarkJSON(*Rec));
  }
  return json::Object{
      {"name", F.getName()},
      {"divergent_branches", Info.Regions.size()},
      {"meldable", Meldable},
      {"transformed", Transformed},
      {"melded", Transformed},
      {"regions", std::move(Regions)},
      {"by_source_line", byLineJSON(summarizeByLine(Info, Log))},
      {"unattributed_decisions", std::move(Rest)},
      {"unattributed_remarks", std::move(Legacy)}};
}

/// Occupancy of kernel \p F on sm_90 for the usual block sizes, with
/// registers from ptxas when installed (else the live-value estimate) and
/// the module's static shared memory; null for non-kernels. Printed as one
/// line per kernel and kept in the JSON (issue 12).
static json::Value occupancyJSON(const Module &M, const Function &F) {
  if (F.getCallingConv() != CallingConv::PTX_Kernel)
    return nullptr;
  RegisterCount Regs = countRegisters(M, F.getName(), findPtxas());
  uint64_t Shared = staticSharedBytes(M);
  json::Array Sizes;
  for (unsigned Block : {128u, 256u, 512u, 1024u}) {
    Expected<Occupancy> O = computeOccupancy({Block, Regs.Registers, Shared});
    if (!O) {
      Sizes.push_back(
          json::Object{{"block", Block}, {"error", toString(O.takeError())}});
      continue;
    }
    Sizes.push_back(
        json::Object{{"block", Block},
                     {"resident_blocks_per_sm", O->BlocksPerSM},
                     {"occupancy", O->Fraction},
                     {"occupancy_limit", occupancyLimitName(O->Limit)}});
  }
  json::Object Out{{"registers_per_thread", Regs.Registers},
                   {"register_source", Regs.Source},
                   {"static_shared_bytes", Shared},
                   {"by_block_size", std::move(Sizes)}};
  std::string Text = formatv("occupancy of {0} on sm_90 ({1} registers per "
                             "thread from {2}, {3} bytes static shared):",
                             F.getName(), Regs.Registers, Regs.Source, Shared);
  for (const json::Value &V : *Out.getArray("by_block_size")) {
    const json::Object &O = *V.getAsObject();
    if (O.get("error"))
      continue;
    Text += formatv(" block {0}: {1:F2} ({2})", *O.getInteger("block"),
                    *O.getNumber("occupancy"), *O.getString("occupancy_limit"));
  }
  Out["text"] = Text;
  return Out;
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
  Expected<std::optional<ExtensionPoint>> Placement =
      choosePlacement(InputPaths, reportedPasses(), /*DefaultApplies=*/false);
  if (!Placement)
    return Placement.takeError();
  LLVMContext Ctx;
  installDiagnosticHandler(Ctx);
  Expected<std::unique_ptr<Module>> M = loadPlacedKernels(Ctx, *Placement);
  if (!M)
    return M.takeError();
  if (Error E = requireGPUModule(**M, "report"))
    return E;
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(**M, Arch);
  if (!PC)
    return PC.takeError();
  FunctionAnalysisManager &FAM = (*PC)->functionAnalyses();
  Expected<DecisionLog> Log =
      *Placement ? DecisionLog::buildPlaced(**M, reportedPasses(), **Placement)
                 : DecisionLog::build(**M, reportedPasses());
  if (!Log)
    return Log.takeError();
  // Placed, the regions are those of the -O3 baseline.
  if (*Placement)
    if (Error E = runPlacedPasses(**M, **PC, "", *Placement))
      return E;
  // Selected after -O3, which may delete functions (inlined ones).
  Expected<std::vector<Function *>> Functions = selectFunctions(**M);
  if (!Functions)
    return Functions.takeError();
  // Occupancy of the code as compiled; then the folding every pass does
  // first (UnreachableEdges.h), so the regions listed are the ones the
  // passes decided on.
  std::vector<json::Value> Occupancies;
  for (Function *F : *Functions)
    Occupancies.push_back(occupancyJSON(**M, *F));
  if (Error E = (*PC)->runPasses(**M, "fold-unreachable-edges"))
    return E;
  ModuleSlotTracker MST(M->get());
  json::Array FunctionsJSON;
  for (auto [F, Occ] : zip(*Functions, Occupancies)) {
    MST.incorporateFunction(*F);
    const DivergentRegionInfo &Info =
        FAM.getResult<DivergentRegionsAnalysis>(*F);
    if (EmitJSON) {
      FunctionsJSON.push_back(functionJSON(*F, Info, *Log, MST));
      FunctionsJSON.back().getAsObject()->try_emplace("occupancy",
                                                      std::move(Occ));
    } else {
      printFunction(outs(), *F, Info, *Log, MST);
      if (const json::Object *O = Occ.getAsObject())
        outs() << *O->getString("text") << "\n";
    }
  }
  if (Functions->empty() && !EmitJSON)
    outs() << "no function definitions in '" << (*M)->getModuleIdentifier()
           << "'\n";
  if (EmitJSON)
    outs() << formatv("{0:2}", json::Value(json::Object{
                                   {"module", (*M)->getModuleIdentifier()},
                                   {"passes", reportedPasses()},
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
