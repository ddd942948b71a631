//===- Cfg.cpp - lockstep cfg ---------------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep cfg KERNEL --function F [--passes P] -o out.svg|.dot`: the
/// function's control-flow graph in Graphviz. Blocks ending in a divergent
/// branch or switch (the uniformity layer, with the GPU target's TTI) are
/// drawn red with their outgoing edges; blocks the passes created (melded
/// blocks, unpredicated splits, replicated regions: every block that did not
/// exist before the passes ran) are filled blue, and each block a pass took a
/// decision on carries it as an outside label, "pass: decision (reason)",
/// from the passes' decision records (lockstep/Support/DecisionRecord.h).
/// .svg output runs Graphviz `dot -Tsvg`.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/DecisionRecord.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::opt<bool> NoInstructions(
    "no-instructions",
    cl::desc("Label blocks with their name and size only, not their IR"),
    cl::sub(cfgCommand()), cl::cat(getLockstepCategory()));

namespace {
/// What the drawing highlights.
struct CfgMarks {
  DenseSet<const BasicBlock *> Divergent; ///< Divergent terminators.
  DenseSet<const BasicBlock *> Created;   ///< Made by the passes.
  /// "pass: decision (reason)" lines of the blocks the passes decided on.
  DenseMap<const BasicBlock *, std::string> Decided;
  bool RanPasses = false;
};
} // namespace

/// Escape \p Text for a double-quoted dot string (box nodes, so only quotes
/// and backslashes) with left-aligned lines.
static std::string escapeDot(StringRef Text) {
  std::string Out;
  for (char C : Text) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n') {
      Out += "\\l";
      continue;
    }
    Out += C;
  }
  return Out;
}

static std::string blockLabel(const BasicBlock &BB, ModuleSlotTracker &MST) {
  std::string Label = blockName(BB, MST) + ":";
  if (NoInstructions)
    return Label + " " + std::to_string(BB.size()) + " instructions";
  std::string Body;
  raw_string_ostream OS(Body);
  for (const Instruction &I : BB) {
    OS << "\n";
    I.print(OS, MST);
  }
  return Label + Body + "\n";
}

/// The labels of the outgoing edges: T/F for branches, case values for
/// switches, nothing otherwise.
static std::vector<std::string> edgeLabels(const Instruction &Term) {
  std::vector<std::string> Labels(Term.getNumSuccessors());
  if (const auto *Br = dyn_cast<BranchInst>(&Term)) {
    if (Br->isConditional())
      Labels = {"T", "F"};
  } else if (const auto *Sw = dyn_cast<SwitchInst>(&Term)) {
    Labels[0] = "default";
    for (const auto &Case : Sw->cases())
      Labels[Case.getSuccessorIndex()] +=
          (Labels[Case.getSuccessorIndex()].empty() ? "" : ",") +
          std::to_string(Case.getCaseValue()->getSExtValue());
  }
  return Labels;
}

static void writeNode(raw_ostream &OS, const BasicBlock &BB, unsigned Id,
                      const CfgMarks &Marks, ModuleSlotTracker &MST) {
  OS << "  b" << Id << " [label=\"" << escapeDot(blockLabel(BB, MST)) << "\"";
  if (Marks.Divergent.contains(&BB))
    OS << ", color=red, penwidth=2.5";
  if (Marks.Created.contains(&BB))
    OS << ", style=filled, fillcolor=lightblue";
  auto It = Marks.Decided.find(&BB);
  if (It != Marks.Decided.end())
    OS << ", xlabel=\"" << escapeDot(It->second) << "\"";
  OS << "];\n";
}

static void writeDot(raw_ostream &OS, Function &F, const CfgMarks &Marks) {
  ModuleSlotTracker MST(F.getParent());
  MST.incorporateFunction(F);
  DenseMap<const BasicBlock *, unsigned> Ids;
  for (const BasicBlock &BB : F)
    Ids[&BB] = Ids.size();
  std::string Title = "CFG of " + F.getName().str();
  if (Marks.RanPasses)
    Title += " after --passes " + PassList;
  Title += "\nred: divergent branch";
  if (Marks.RanPasses)
    Title += "; blue: block created by the passes; outside labels: the "
             "passes' decisions";
  OS << "digraph \"" << escapeDot(F.getName()) << "\" {\n"
     << "  label=\"" << escapeDot(Title + "\n") << "\";\n  labelloc=t;\n"
     << "  node [shape=box, fontname=\"monospace\", fontsize=10];\n";
  for (const BasicBlock &BB : F)
    writeNode(OS, BB, Ids[&BB], Marks, MST);
  for (const BasicBlock &BB : F) {
    const Instruction *Term = BB.getTerminator();
    if (!Term)
      continue;
    std::vector<std::string> Labels = edgeLabels(*Term);
    for (unsigned I = 0, E = Term->getNumSuccessors(); I != E; ++I) {
      OS << "  b" << Ids[&BB] << " -> b" << Ids[Term->getSuccessor(I)];
      SmallVector<std::string, 2> Attrs;
      if (!Labels[I].empty())
        Attrs.push_back("label=\"" + escapeDot(Labels[I]) + "\"");
      if (Marks.Divergent.contains(&BB))
        Attrs.push_back("color=red");
      if (!Attrs.empty())
        OS << " [" << join(Attrs, ", ") << "]";
      OS << ";\n";
    }
  }
  OS << "}\n";
}

static Error checkOptions() {
  if (Error E = requireInput())
    return E;
  if (FunctionName.empty())
    return inputError("no function given",
                      "pass --function NAME (see 'lockstep report' for the "
                      "functions with divergence)");
  if (OutputPath.empty())
    return inputError("no output file given", "pass -o out.svg or -o out.dot");
  StringRef Ext = sys::path::extension(OutputPath);
  if (Ext != ".svg" && Ext != ".dot")
    return inputError("cannot tell the format of '" + OutputPath + "'",
                      "name the output .svg (Graphviz render) or .dot");
  return Error::success();
}

/// The decisions of \p Records whose block \p Handles still holds.
static void markDecisions(ArrayRef<DecisionRecord> Records,
                          ArrayRef<WeakVH> Handles, CfgMarks &Marks) {
  for (size_t I = 0; I < Records.size(); ++I) {
    const DecisionRecord &Rec = Records[I];
    if (!Rec.Block || static_cast<Value *>(Handles[I]) != Rec.Block)
      continue;
    std::string &Text = Marks.Decided[Rec.Block];
    Text += (Text.empty() ? "" : "\n") + Rec.Pass + ": " +
            (Rec.Transformed ? decision::Transformed : decision::Skipped) +
            " (" + Rec.Reason + ")";
  }
}

/// Run the passes and record which blocks they created and what they
/// decided.
static Error runPassesAndMark(Module &M, Function &F, GPUPassContext &PC,
                              CfgMarks &Marks) {
  std::vector<WeakVH> Before;
  for (BasicBlock &BB : F)
    Before.emplace_back(&BB);
  std::vector<DecisionRecord> Records;
  std::vector<WeakVH> Handles; // One per record, taken as it is emitted.
  {
    DecisionCollector Collect(
        M.getContext(), "", Records, [&](const BasicBlock *BB) {
          Handles.emplace_back(const_cast<BasicBlock *>(BB));
          return BB;
        });
    if (Error E = PC.runPasses(M, PassList))
      return E;
  }
  markDecisions(Records, Handles, Marks);
  DenseSet<const BasicBlock *> Survivors;
  for (const WeakVH &H : Before)
    if (H)
      Survivors.insert(cast<BasicBlock>(&*H));
  for (BasicBlock &BB : F)
    if (!Survivors.contains(&BB))
      Marks.Created.insert(&BB);
  Marks.RanPasses = true;
  return Error::success();
}

static Expected<std::string> findDot() {
  if (std::optional<std::string> Dot = findProgram("dot", {}))
    return *Dot;
  return inputError("Graphviz 'dot' not found, so no .svg can be drawn",
                    "install graphviz (apt-get install graphviz) or write "
                    "-o FILE.dot");
}

static Error renderSvg(StringRef DotText) {
  Expected<std::string> Dot = findDot();
  if (!Dot)
    return Dot.takeError();
  SmallString<128> DotPath, LogPath;
  if (sys::fs::createTemporaryFile("lockstep-cfg", "dot", DotPath) ||
      sys::fs::createTemporaryFile("lockstep-dot", "log", LogPath))
    return inputError("cannot create temporary files", "check TMPDIR");
  FileRemover R1(DotPath), R2(LogPath);
  if (Error E = writeOutput(DotPath, [&](raw_ostream &OS) {
        OS << DotText;
        return Error::success();
      }))
    return E;
  std::vector<std::string> Args = {*Dot, "-Tsvg", std::string(DotPath), "-o",
                                   OutputPath};
  Expected<int> Status = runProgram(*Dot, Args, LogPath);
  if (!Status)
    return Status.takeError();
  if (*Status != 0)
    return inputError("dot failed: " + firstErrorLine(LogPath),
                      "write -o FILE.dot and inspect it");
  return Error::success();
}

static Error cfg() {
  if (Error E = checkOptions())
    return E;
  if (sys::path::extension(OutputPath) == ".svg")
    if (Expected<std::string> Dot = findDot(); !Dot)
      return Dot.takeError();
  LLVMContext Ctx;
  installDiagnosticHandler(Ctx);
  Expected<std::unique_ptr<Module>> M = loadInputKernels(Ctx);
  if (!M)
    return M.takeError();
  if (Error E = requireGPUModule(**M, "cfg (divergence)"))
    return E;
  Expected<Function *> F = findFunction(**M, FunctionName);
  if (!F)
    return F.takeError();
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(**M, Arch);
  if (!PC)
    return PC.takeError();
  CfgMarks Marks;
  if (!PassList.empty())
    if (Error E = runPassesAndMark(**M, **F, **PC, Marks))
      return E;
  auto &U =
      (*PC)->functionAnalyses().getResult<LockstepUniformityAnalysis>(**F);
  for (BasicBlock &BB : **F)
    if (U.hasDivergentTerminator(BB))
      Marks.Divergent.insert(&BB);
  std::string DotText;
  raw_string_ostream OS(DotText);
  writeDot(OS, **F, Marks);
  if (sys::path::extension(OutputPath) == ".svg")
    return renderSvg(DotText);
  return writeOutput(OutputPath, [&](raw_ostream &Out) {
    Out << DotText;
    return Error::success();
  });
}

int runCfg() {
  if (Error E = cfg())
    return reportError(std::move(E));
  return ExitOK;
}

} // namespace driver
} // namespace lockstep
