//===- Compare.cpp - lockstep compare -------------------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lockstep compare KERNEL.cu|.ll|.bc --launch SPEC.json --passes P
/// [--ep POINT] [--model ipdom|its] [--json]`: run the kernel in the simulator
/// (lockstep-sim's library) as compiled and again after the passes, on the same
/// launch spec; check that every buffer is byte-identical, that every thread
/// printed the same device printf lines (DevicePrintf.h) and that no fault
/// appears; print the metrics side by side with the relative change (after
/// vs baseline; the JSON keeps baseline/after ratios). Exit status 0 when the
/// outputs are identical and neither run faults, 1 otherwise, 2 for bad
/// input. Cycles are simulated (SIMTCostModel), not measured on a GPU.
///
/// `--divergence-profile FILE` also writes the baseline run's per-branch
/// divergence profile (lockstep/Analysis/DivergenceProfile.h), the input of
/// the passes' `-lockstep-profile=FILE` for the same kernel.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Support/Options.h"

#ifdef LOCKSTEP_HAVE_SIM
#include "lockstep/Analysis/GPUMachine.h"
#include "lockstep/Sim/LaunchSpec.h"
#include "lockstep/Sim/Simulator.h"
#endif

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cstring>

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::opt<std::string>
    LaunchPath("launch", cl::desc("Launch spec (JSON, as for lockstep-sim)"),
               cl::value_desc("spec.json"), cl::sub(compareCommand()),
               cl::cat(getLockstepCategory()));

static cl::opt<unsigned long long>
    MaxSteps("max-steps",
             cl::desc("Fault a run after this many warp instructions"),
             cl::init(1000000000ull), cl::sub(compareCommand()),
             cl::cat(getLockstepCategory()));

static cl::opt<std::string>
    Model("model", cl::desc("Reconvergence model of both runs (ipdom, its)"),
          cl::init("ipdom"), cl::sub(compareCommand()),
          cl::cat(getLockstepCategory()));

static cl::opt<std::string>
    GPU("gpu",
        cl::desc("Machine description both runs and the passes' cost models "
                 "use: h100 (default) or g80"),
        cl::init("h100"), cl::sub(compareCommand()),
        cl::cat(getLockstepCategory()));

static cl::opt<std::string> ProfileOut(
    "divergence-profile",
    cl::desc("Write the baseline run's divergence profile (JSON) to FILE"),
    cl::value_desc("FILE"), cl::sub(compareCommand()),
    cl::cat(getLockstepCategory()));

#ifndef LOCKSTEP_HAVE_SIM

int runCompare() {
  return reportError(inputError(
      "compare needs the simulator library, which this build does not have",
      "build Lockstep with lib/Sim (target LockstepSim)"));
}

#else

using sim::BufferResult;
using sim::Metrics;
using sim::RunResult;

namespace {
/// The first differing element of a buffer.
struct Difference {
  std::string Buffer;
  uint64_t Element = 0;
  std::string Baseline, After;
};

/// Both runs and what differs between them.
struct Comparison {
  std::string Kernel;
  std::string Placement; ///< The extension point, or "none" (passes alone).
  RunResult Baseline, After;
  std::vector<Difference> Differences;
  /// The first thread whose device printf lines differ (DevicePrintf.h).
  std::optional<std::string> PrintfDifference;
  /// What the figures cannot show under the chosen model, if anything.
  std::optional<std::string> Note;
  bool outputsIdentical() const {
    return Differences.empty() && !PrintfDifference;
  }
  bool identical() const {
    return outputsIdentical() && !Baseline.Fault && !After.Fault;
  }
};
} // namespace

static unsigned elementBytes(StringRef Type) {
  unsigned Bits = 8;
  Type.drop_front().getAsInteger(10, Bits);
  return std::max(1u, Bits / 8);
}

/// The element \p Index of \p B as text.
static std::string elementText(const BufferResult &B, uint64_t Index) {
  unsigned Size = elementBytes(B.ElemType);
  if (Index * Size + Size > B.Bytes.size())
    return "(missing)";
  uint64_t Raw = 0;
  std::memcpy(&Raw, B.Bytes.data() + Index * Size, Size);
  if (B.ElemType == "f32") {
    float F;
    std::memcpy(&F, &Raw, 4);
    return formatv("{0}", F).str();
  }
  if (B.ElemType == "f64") {
    double D;
    std::memcpy(&D, &Raw, 8);
    return formatv("{0}", D).str();
  }
  unsigned Shift = 64 - 8 * Size;
  return std::to_string(int64_t(Raw << Shift) >> Shift);
}

static std::optional<Difference> compareBuffer(const BufferResult &A,
                                               const BufferResult &B) {
  if (A.Bytes == B.Bytes)
    return std::nullopt;
  unsigned Size = elementBytes(A.ElemType);
  size_t Common = std::min(A.Bytes.size(), B.Bytes.size());
  size_t Byte = 0;
  while (Byte < Common && A.Bytes[Byte] == B.Bytes[Byte])
    ++Byte;
  uint64_t Element = Byte / Size;
  return Difference{A.Name, Element, elementText(A, Element),
                    elementText(B, Element)};
}

/// \p What and the simulator's message \p Message: when the message
/// already says what to do ("<what>; <fix>"), its fix replaces \p Fallback.
static Error simulatorError(const Twine &What, StringRef Message,
                            StringRef Fallback) {
  auto [Problem, Fix] = Message.split("; ");
  return inputError(What + ": " + Problem, Fix.empty() ? Fallback : Fix);
}

static Expected<RunResult> simulate(const Module &M,
                                    const sim::LaunchSpec &Spec,
                                    StringRef Which, bool Profile = false) {
  if (!sim::isReconvergenceModel(Model))
    return inputError("unknown reconvergence model '" + Model + "'",
                      "use --model ipdom or --model its");
  sim::SimOptions Opts;
  Opts.MaxSteps = MaxSteps;
  Opts.Model = Model;
  Opts.GPU = GPU;
  if (const GPUMachine *Machine = GPUMachine::byName(GPU))
    Opts.SMs = Machine->SMs;
  Opts.UsePtxas = true; // Registers as the CUDA toolkit counts them.
  Opts.DivergenceProfile = Profile;
  Expected<RunResult> R = sim::runKernel(M, Spec, Opts);
  if (!R) {
    std::string Message = toString(R.takeError());
    // The kernel uses what the simulator does not model; the spec is fine.
    StringRef Fallback =
        StringRef(Message).starts_with("unsupported")
            ? "lockstep-sim does not simulate it (the list: 'Unsupported "
              "constructs' in tools/lockstep-sim/README.md)"
            : "check the launch spec against the kernel";
    return simulatorError("cannot simulate the " + Which + " kernel", Message,
                          Fallback);
  }
  return R;
}

/// Under ipdom the simulator reconverges at immediate post-dominators and
/// spec-reconverge's convergence barriers do nothing but cost their issue
/// slots (and only the simulator has them): say so when \p After has any.
static std::optional<std::string> modelNote(const Module &After) {
  if (Model != "ipdom")
    return std::nullopt;
  if (sim::callsConvergenceBarriers(After))
    return std::string(
        "the passes inserted convergence barriers, which take effect under "
        "independent thread scheduling only: under --model ipdom they only "
        "cost issue slots; compare with --model its");
  return std::nullopt;
}

/// Load, transform a copy, run both, and diff the buffers.
static Expected<Comparison> runBoth() {
  const GPUMachine *Machine = GPUMachine::byName(GPU);
  if (!Machine)
    return inputError("unknown GPU '" + GPU + "'",
                      "use --gpu h100 or --gpu g80");
  selectMachine(*Machine); // The passes decide for the simulated machine.
  Expected<std::optional<ExtensionPoint>> Placement =
      choosePlacement(InputPaths, PassList);
  if (!Placement)
    return Placement.takeError();
  LLVMContext Ctx;
  installDiagnosticHandler(Ctx);
  Expected<std::unique_ptr<Module>> M = loadPlacedKernels(Ctx, *Placement);
  if (!M)
    return M.takeError();
  if (Error E = requireGPUModule(**M, "compare"))
    return E;
  Expected<sim::LaunchSpec> Spec = sim::loadLaunchSpec(LaunchPath);
  if (!Spec)
    return simulatorError("bad launch spec '" + LaunchPath + "'",
                          toString(Spec.takeError()),
                          "fix the spec (format: see lockstep-sim)");
  std::unique_ptr<Module> After = CloneModule(**M);
  Expected<std::unique_ptr<GPUPassContext>> PC =
      GPUPassContext::create(*After, Arch);
  if (!PC)
    return PC.takeError();
  if (Error E = runPlacedPasses(*After, **PC, PassList, *Placement))
    return E;
  // Placed, the baseline is the same -O3 pipeline without the passes.
  if (*Placement)
    if (Error E = runPlacedPasses(**M, **PC, "", *Placement))
      return E;
  Comparison C;
  C.Kernel = Spec->Kernel;
  C.Placement = *Placement ? extensionPointName(**Placement).str() : "none";
  Expected<RunResult> Base =
      simulate(**M, *Spec, "baseline", !ProfileOut.empty());
  if (!Base)
    return Base.takeError();
  if (!ProfileOut.empty())
    if (Error E = Base->Divergence.save(ProfileOut))
      return inputError(toString(std::move(E)),
                        "choose a writable --divergence-profile path");
  Expected<RunResult> Run = simulate(*After, *Spec, "transformed");
  if (!Run)
    return Run.takeError();
  C.Baseline = std::move(*Base);
  C.After = std::move(*Run);
  for (size_t I = 0; I < C.Baseline.Buffers.size(); ++I)
    if (std::optional<Difference> D =
            compareBuffer(C.Baseline.Buffers[I], C.After.Buffers[I]))
      C.Differences.push_back(std::move(*D));
  C.PrintfDifference =
      sim::firstPrintfDifference(C.Baseline.Printf, C.After.Printf);
  C.Note = modelNote(*After);
  return C;
}

namespace {
/// One metric row: name and its value in a run.
struct MetricRow {
  const char *Name;
  double (*Get)(const Metrics &);
  bool IsRatio = false; ///< Printed with decimals.
};
} // namespace

#define LOCKSTEP_METRIC(NAME, FIELD)                                           \
  MetricRow {                                                                  \
    NAME, [](const Metrics &M) { return double(M.FIELD); }                     \
  }

static const MetricRow MetricRows[] = {
    LOCKSTEP_METRIC("warp_instructions", WarpInstructions),
    LOCKSTEP_METRIC("thread_instructions", ThreadInstructions),
    {"simt_efficiency", [](const Metrics &M) { return M.simtEfficiency(); },
     true},
    LOCKSTEP_METRIC("cycles (simulated)", Cycles),
    LOCKSTEP_METRIC("oracle_cycles", OracleCycles),
    LOCKSTEP_METRIC("sm_cycles", SMCycles),
    {"achieved_occupancy", [](const Metrics &M) { return M.AchievedOccupancy; },
     true},
    LOCKSTEP_METRIC("registers_per_thread", RegistersPerThread),
    {"occupancy", [](const Metrics &M) { return M.Occupancy; }, true},
    LOCKSTEP_METRIC("alu", Alu),
    LOCKSTEP_METRIC("branches", Branches),
    LOCKSTEP_METRIC("selects", Selects),
    LOCKSTEP_METRIC("barriers", Barriers),
    LOCKSTEP_METRIC("global_loads", GlobalLoads),
    LOCKSTEP_METRIC("global_stores", GlobalStores),
    LOCKSTEP_METRIC("shared_loads", SharedLoads),
    LOCKSTEP_METRIC("shared_stores", SharedStores),
    LOCKSTEP_METRIC("local_loads", LocalLoads),
    LOCKSTEP_METRIC("local_stores", LocalStores),
    LOCKSTEP_METRIC("atomics", Atomics),
    LOCKSTEP_METRIC("global_transactions", GlobalTransactions),
    LOCKSTEP_METRIC("shared_bank_conflicts", SharedBankConflicts),
    LOCKSTEP_METRIC("divergent_branches", DivergentBranches),
    LOCKSTEP_METRIC("max_simt_stack_depth", MaxSimtStackDepth),
};
#undef LOCKSTEP_METRIC

static std::string metricText(double V, bool IsRatio) {
  return IsRatio ? formatv("{0:F3}", V).str()
                 : std::to_string(uint64_t(V + 0.5));
}

/// After relative to baseline, signed: "-8.1%" is a drop, whatever the
/// metric (fewer cycles and higher efficiency both read the natural way).
static std::string changeText(double Base, double After) {
  if (Base == After)
    return "0%";
  if (Base == 0)
    return "new";
  double Pct = 100.0 * (After - Base) / Base;
  return (Pct > 0 ? "+" : "") + formatv("{0:F1}%", Pct).str();
}

static void printComparison(raw_ostream &OS, const Comparison &C,
                            StringRef Kernel) {
  OS << "kernel " << Kernel << ": baseline (as compiled) vs after --passes "
     << PassList;
  if (C.Placement != "none")
    OS << " at " << C.Placement << " (both through -O3)";
  OS << "\n";
  if (C.Baseline.Fault) {
    // The baseline stopped part-way: its metrics and buffers mean nothing.
    OS << "baseline fault: " << *C.Baseline.Fault << "\n";
    if (C.After.Fault && *C.After.Fault != *C.Baseline.Fault)
      OS << "after fault: " << *C.After.Fault << "\n";
    return;
  }
  std::vector<std::vector<std::string>> Rows = {
      {"metric", "baseline", "after", "change"}};
  for (const MetricRow &R : MetricRows) {
    double B = R.Get(C.Baseline.Stats), A = R.Get(C.After.Stats);
    Rows.push_back({R.Name, metricText(B, R.IsRatio), metricText(A, R.IsRatio),
                    changeText(B, A)});
  }
  printTable(OS, Rows);
  OS << "  (cycles are simulated with SIMTCostModel, not measured: `cycles`\n"
        "   is the serialized issue cost, `sm_cycles` the SM timing model's\n"
        "   makespan with warps overlapping; bound: "
     << C.Baseline.Stats.Bound << " -> " << C.After.Stats.Bound << ")\n";
  if (C.Note)
    OS << "note: " << *C.Note << "\n";
  if (C.After.Fault)
    OS << "after fault: " << *C.After.Fault << "\n";
  for (const Difference &D : C.Differences)
    OS << "buffer '" << D.Buffer << "' differs: first at element " << D.Element
       << " (baseline " << D.Baseline << ", after " << D.After << ")\n";
  if (C.PrintfDifference)
    OS << "printf output differs: " << *C.PrintfDifference << "\n";
  if (C.identical()) {
    OS << "outputs identical (" << C.Baseline.Buffers.size() << " buffer"
       << (C.Baseline.Buffers.size() == 1 ? "" : "s");
    if (!C.Baseline.Printf.empty())
      OS << formatv(", {0} printf call{1}", C.Baseline.Printf.size(),
                    C.Baseline.Printf.size() == 1 ? "" : "s");
    OS << ")\n";
  }
}

static json::Value comparisonJSON(const Comparison &C, StringRef Kernel) {
  json::Object Ratios;
  for (const MetricRow &R : MetricRows) {
    double B = R.Get(C.Baseline.Stats), A = R.Get(C.After.Stats);
    StringRef Name = StringRef(R.Name).split(' ').first;
    Ratios[Name] = A == 0 ? json::Value(nullptr) : json::Value(B / A);
  }
  json::Array Diffs;
  for (const Difference &D : C.Differences)
    Diffs.push_back(json::Object{{"buffer", D.Buffer},
                                 {"element", D.Element},
                                 {"baseline", D.Baseline},
                                 {"after", D.After}});
  auto Fault = [](const RunResult &R) {
    return R.Fault ? json::Value(*R.Fault) : json::Value(nullptr);
  };
  return json::Object{
      {"kernel", Kernel},
      {"passes", PassList},
      {"placement", C.Placement},
      {"baseline", C.Baseline.Stats.toJSON()},
      {"after", C.After.Stats.toJSON()},
      {"ratio_baseline_over_after", std::move(Ratios)},
      {"cycles_simulated", true},
      {"outputs_identical", C.outputsIdentical()},
      {"differences", std::move(Diffs)},
      {"printf_calls", int64_t(C.Baseline.Printf.size())},
      {"printf_difference", C.PrintfDifference
                                ? json::Value(*C.PrintfDifference)
                                : json::Value(nullptr)},
      {"note", C.Note ? json::Value(*C.Note) : json::Value(nullptr)},
      {"baseline_fault", Fault(C.Baseline)},
      {"after_fault", Fault(C.After)}};
}

static Error checkOptions() {
  if (Error E = requireInput())
    return E;
  if (LaunchPath.empty())
    return inputError("no launch spec given",
                      "pass --launch SPEC.json (the lockstep-sim format)");
  if (PassList.empty())
    return inputError("no passes given",
                      "pass --passes cf-meld (or another pass list)");
  return Error::success();
}

int runCompare() {
  if (Error E = checkOptions())
    return reportError(std::move(E));
  Expected<Comparison> C = runBoth();
  if (!C)
    return reportError(C.takeError());
  if (EmitJSON)
    outs() << formatv("{0:2}", comparisonJSON(*C, C->Kernel)) << "\n";
  else
    printComparison(outs(), *C, C->Kernel);
  outs().flush();
  if (C->identical())
    return ExitOK;
  if (C->Baseline.Fault)
    errs() << "lockstep: error: the kernel faults before the passes; fix the "
              "kernel or the launch spec (the baseline fault above)\n";
  else if (C->After.Fault)
    errs() << "lockstep: error: a fault appears after the passes; the passes "
              "broke the kernel, please report it with the kernel\n";
  else
    errs() << "lockstep: error: outputs differ after the passes; check the "
              "kernel for data races, else report it with the kernel\n";
  return ExitDifference;
}

#endif // LOCKSTEP_HAVE_SIM

} // namespace driver
} // namespace lockstep
