//===- lockstep-fuzz.cpp - Differential fuzzer for Lockstep passes --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// lockstep-fuzz generates random SIMT kernels, runs each Lockstep pass on
/// them and compares the simulated outputs before and after (issue 6):
///
///   lockstep-fuzz --seed S --iterations N [--passes a,b] [--out DIR]
///                 [--jobs J] [--keep-going] [--models ipdom,its]
///                 [--gen-weights goto=0,irreducible=8,...]
///                 [--placement none,vectorizer-start,optimizer-last]
///                 [--profile]
///   lockstep-fuzz --check KERNEL.ll --launch SPEC.json --passes P
///   lockstep-fuzz --emit DIR --seed S [--iterations N]
///
/// Kernel i of a campaign has seed S+i, so `--seed S+i --iterations 1`
/// repeats it alone. The last line of a campaign is
/// `N kernels, M transformed, K mismatches`; the exit status is 1 when K > 0,
/// 2 for bad flags or input.
///
/// The default pass list is cf-meld, branch-fusion, tail-merge,
/// spec-reconverge<auto;min-ratio=0> (the generator writes annotations only
/// with --gen-weights annotations=N, so by default the automatic mode is
/// what a campaign checks, on every candidate its cost model would judge,
/// not only the profitable ones), and cfg-linearize and
/// loop-split<force;no-ptxas> (every legal split, not only the profitable
/// ones) when the plugin registers them (asked through the registration
/// table, so the fuzzer works with and without these passes), and
/// branch-split<force;no-ptxas> (a module pass: the oracle runs its launch
/// plan on the original launch spec); `default` in --passes stands for that
/// list. Generated kernels communicate through shared memory, which
/// branch-split refuses, so unless --gen-weights sets `communication`,
/// branch-split entries are checked on the seed's kernel generated without
/// communication (the other passes keep the communicating kernel).
///
/// `--placement` checks every pass at each listed point of clang's -O3
/// pipeline (`P@POINT`, compared with -O3 without the pass; `none` is the
/// direct run; see Oracle.h); an entry `P@POINT` can also be given directly.
///
/// `--profile` measures each check's reference run with lockstep-sim's
/// divergence profile and gives it to the passes as `-lockstep-profile`
/// would: the profile-guided decisions (never-split branches skipped,
/// measured split rates, branch-split's block mix) are checked too.
///
//===----------------------------------------------------------------------===//

#include "Campaign.h"

#include "lockstep/Fuzz/Oracle.h"

#include "lockstep/Support/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

cl::OptionCategory FuzzCategory("lockstep-fuzz options");

cl::opt<uint64_t> Seed("seed", cl::desc("Seed of the first kernel"),
                       cl::init(1), cl::cat(FuzzCategory));
cl::opt<uint64_t> Iterations("iterations", cl::desc("Number of kernels"),
                             cl::init(100), cl::cat(FuzzCategory));
cl::opt<std::string>
    Passes("passes",
           cl::desc("Comma-separated passes, each checked separately; "
                    "a+b checks the pipeline a,b; 'default' is the default "
                    "list (cf-meld, branch-fusion, tail-merge, "
                    "spec-reconverge<auto;min-ratio=0>, cfg-linearize, "
                    "loop-split<force;no-ptxas> and "
                    "branch-split<force;no-ptxas> when registered)"),
           cl::init("default"), cl::cat(FuzzCategory));
cl::list<std::string> Placements(
    "placement", cl::CommaSeparated,
    cl::desc("Check each pass at these points of clang's -O3 pipeline "
             "(extension point names as -lockstep-ep, or none: the pass on "
             "the kernel as generated); the reference is -O3 without the "
             "pass"),
    cl::cat(FuzzCategory));
cl::opt<std::string> GenWeights(
    "gen-weights",
    cl::desc(
        "Generator feature weights, name=N,...: short-circuit, "
        "loop-exit (percent of loops), goto, loop-entry, irreducible, "
        "early-return, side-calls, block-branch, multi-block, "
        "communication (percent of kernels), annotations (percent of "
        "loops given spec-reconverge markers), twin-loops, "
        "covered-switch (switches with an unreachable default), inline-asm "
        "(percent of integer operations written as inline PTX); 0 "
        "disables a feature"),
    cl::cat(FuzzCategory));
cl::opt<std::string> OutDir("out", cl::desc("Directory for reproducers"),
                            cl::init("lockstep-fuzz-findings"),
                            cl::cat(FuzzCategory));
cl::opt<unsigned> Jobs("jobs", cl::desc("Worker processes"), cl::init(1),
                       cl::cat(FuzzCategory));
cl::opt<bool> KeepGoing("keep-going",
                        cl::desc("Continue after a finding (default: each "
                                 "worker stops at its first finding)"),
                        cl::cat(FuzzCategory));
cl::opt<bool> NoReduce("no-reduce", cl::desc("Do not reduce findings"),
                       cl::cat(FuzzCategory));
cl::opt<unsigned> Timeout("timeout",
                          cl::desc("Seconds per kernel and pass check"),
                          cl::init(30), cl::cat(FuzzCategory));
cl::opt<unsigned>
    MinTransformed("min-transformed",
                   cl::desc("Fail when a pass transformed fewer kernels"),
                   cl::init(0), cl::cat(FuzzCategory));
cl::opt<unsigned> MaxDepth("max-depth", cl::desc("Control-flow nesting"),
                           cl::init(3), cl::cat(FuzzCategory));
cl::list<std::string>
    Models("models", cl::CommaSeparated,
           cl::desc("Reconvergence models to check; each must agree with "
                    "ipdom (default: ipdom)"),
           cl::cat(FuzzCategory));
cl::opt<bool> Profile(
    "profile",
    cl::desc("Profile each kernel's reference run in the simulator and give "
             "the passes its divergence profile, as -lockstep-profile=FILE "
             "would (checks the profile-guided decisions)"),
    cl::cat(FuzzCategory));
cl::opt<std::string> Check("check",
                           cl::desc("Check one kernel file (.ll) instead of "
                                    "generating kernels; needs --launch"),
                           cl::cat(FuzzCategory));
cl::opt<std::string> Launch("launch", cl::desc("Launch spec for --check"),
                            cl::cat(FuzzCategory));
cl::opt<std::string>
    DumpTransformed("dump-transformed",
                    cl::desc("With --check: write the kernel after the (last) "
                             "pass to this file, even when it is invalid"),
                    cl::cat(FuzzCategory));
cl::opt<std::string> Emit("emit",
                          cl::desc("Write the generated kernels and launch "
                                   "specs to this directory, check nothing"),
                          cl::cat(FuzzCategory));

cl::opt<std::string>
    InjectFault("inject-fault", cl::Hidden,
                cl::desc("Testing: make every pass check 'crash', 'hang' "
                         "or 'miscompile' (the last integer store to global "
                         "memory of the transformed kernel stores one more)"),
                cl::cat(FuzzCategory));

int fail(const Twine &Msg) {
  errs() << "lockstep-fuzz: error: " << Msg << "\n";
  return 2;
}

/// Passes checked when --passes is not given (or says `default`).
const char *const BasePasses[] = {"cf-meld", "branch-fusion", "tail-merge",
                                  "spec-reconverge<auto;min-ratio=0>"};
/// Added to the defaults only when the plugin registers them.
const char *const OptionalPasses[] = {"cfg-linearize",
                                      "loop-split<force;no-ptxas>",
                                      "branch-split<force;no-ptxas>"};
/// Passes that refuse kernels whose threads communicate: with the default
/// communication weight they are checked on the seed's kernel generated
/// without communication.
const char *const AlonePasses[] = {"branch-split"};

/// Whether --gen-weights sets \p Name.
bool weightGiven(StringRef Name) {
  SmallVector<StringRef, 8> Items;
  StringRef(GenWeights).split(Items, ',');
  return llvm::any_of(Items, [&](StringRef Item) {
    return Item.split('=').first.trim() == Name;
  });
}

/// Whether \p Entry (`P<params>@POINT` or `a+b`) runs a pass of
/// AlonePasses.
bool needsAloneKernel(StringRef Entry) {
  SmallVector<StringRef, 2> Steps;
  Entry.split(Steps, '+');
  for (StringRef Step : Steps) {
    StringRef Name = Step.split('@').first.split('<').first.trim();
    if (llvm::is_contained(AlonePasses, Name))
      return true;
  }
  return false;
}

/// Whether the registration table knows \p Pipeline.
bool isRegistered(StringRef Pipeline, TargetMachine &TM) {
  LLVMContext Ctx;
  Module M("probe", Ctx);
  Expected<bool> R = runLockstepPasses(M, TM, Pipeline);
  if (R)
    return true;
  consumeError(R.takeError());
  return false;
}

/// Each entry of \p List at each --placement point: `P@POINT` (`P` for
/// none); entries that name their own point stay as they are.
std::vector<std::string> withPlacements(const std::vector<std::string> &List) {
  if (Placements.empty())
    return List;
  std::vector<std::string> Out;
  for (const std::string &P : List) {
    if (StringRef(P).contains('@')) {
      Out.push_back(P);
      continue;
    }
    for (const std::string &Point : Placements)
      Out.push_back(Point == "none" ? P : P + "@" + Point);
  }
  return Out;
}

/// Splits --passes; `default` expands to the default list.
std::vector<std::string> passList(TargetMachine &TM) {
  std::vector<std::string> List;
  SmallVector<StringRef, 4> Parts;
  StringRef(Passes).split(Parts, ',', -1, false);
  for (StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    if (P != "default") {
      List.push_back(P.str());
      continue;
    }
    List.insert(List.end(), std::begin(BasePasses), std::end(BasePasses));
    for (const char *Opt : OptionalPasses)
      if (isRegistered(Opt, TM))
        List.push_back(Opt);
  }
  return withPlacements(List);
}

/// Rejects flag combinations and values the campaign cannot use.
std::optional<std::string> validate(const std::vector<std::string> &PassList) {
  if (PassList.empty())
    return "--passes is empty";
  if (Jobs == 0 || Jobs > 256)
    return "--jobs must be between 1 and 256";
  if (Timeout == 0)
    return "--timeout must be at least 1 second";
  if (MaxDepth > 8)
    return "--max-depth must be at most 8";
  if (Seed > (uint64_t(1) << 62) || Iterations > (uint64_t(1) << 40))
    return "--seed or --iterations out of range";
  if (!Check.empty() && Launch.empty())
    return "--check needs --launch SPEC.json";
  if (Check.empty() && !Launch.empty())
    return "--launch is only used with --check";
  if (OutDir.empty())
    return "--out must not be empty";
  if (!InjectFault.empty() && InjectFault != "crash" && InjectFault != "hang" &&
      InjectFault != "miscompile")
    return "--inject-fault must be crash, hang or miscompile";
  return std::nullopt;
}

/// Every pass name must parse before any work starts.
Error checkPassNames(ArrayRef<std::string> PassList, TargetMachine &TM) {
  LLVMContext Ctx;
  Module M("probe", Ctx);
  for (const std::string &P : PassList)
    if (Expected<bool> R = runLockstepPasses(M, TM, pipelineOf(P)); !R)
      return R.takeError();
  return Error::success();
}

int runCheck(ArrayRef<std::string> PassList, TargetMachine &TM) {
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Check, Diag, Ctx);
  if (!M)
    return fail(Check + ": " + Diag.getMessage());
  Expected<sim::LaunchSpec> Spec = sim::loadLaunchSpec(Launch);
  if (!Spec)
    return fail(toString(Spec.takeError()));
  bool Found = false;
  for (const std::string &P : PassList) {
    Outcome O = checkIsolated(*M, *Spec, TM, pipelineOf(P), Timeout, true);
    if (O.V == Verdict::BadOriginal)
      return fail(Check +
                  ": the original kernel cannot be simulated: " + O.Detail);
    outs() << P << ": " << verdictName(O.V)
           << (O.Changed ? " (transformed)" : " (unchanged)")
           << (O.Detail.empty() ? "" : ": " + O.Detail) << "\n";
    Found |= isFinding(O.V);
  }
  if (!DumpTransformed.empty()) {
    // In process: a crashing pass crashes here, after the verdicts above.
    if (Expected<bool> R =
            runLockstepPasses(*M, TM, pipelineOf(PassList.back()));
        !R)
      return fail(toString(R.takeError()));
    std::error_code EC;
    raw_fd_ostream OS(DumpTransformed, EC, sys::fs::OF_Text);
    if (EC)
      return fail("cannot write " + DumpTransformed + ": " + EC.message());
    M->print(OS, nullptr);
  }
  return Found ? 1 : 0;
}

int runEmit(TargetMachine &TM) {
  if (std::error_code EC = sys::fs::create_directories(Emit))
    return fail("cannot create " + Emit + ": " + EC.message());
  for (uint64_t I = 0; I < Iterations; ++I) {
    LLVMContext Ctx;
    GeneratorOptions G;
    G.MaxDepth = MaxDepth;
    cantFail(parseFeatureWeights(GenWeights, G.Features)); // Validated.
    GeneratedKernel K = generateKernel(Ctx, TM.createDataLayout(), Seed + I, G);
    std::string Base = (Emit + "/kernel-" + Twine(Seed + I)).str();
    std::error_code EC;
    raw_fd_ostream LL(Base + ".ll", EC, sys::fs::OF_Text);
    if (EC)
      return fail("cannot write " + Base + ".ll: " + EC.message());
    K.M->print(LL, nullptr);
    raw_fd_ostream JS(Base + ".json", EC, sys::fs::OF_Text);
    JS << K.SpecJSON;
  }
  outs() << Iterations << " kernels written to " << Emit << "\n";
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(FuzzCategory);
  std::string ParseErrors;
  raw_string_ostream ErrOS(ParseErrors);
  if (!cl::ParseCommandLineOptions(
          argc, argv, "differential fuzzer for Lockstep passes\n", &ErrOS)) {
    // Value errors ("for the --seed option: ...") were already printed, as
    // one line; unknown arguments come back here.
    StringRef First = StringRef(ParseErrors).trim().split('\n').first;
    if (First.empty())
      return 2;
    return fail(First.split(": ").second.split(".  Try:").first);
  }
  // Every step checks its own result (IR verifier, incrementally updated
  // dominator trees against fresh ones); a failed check is a finding.
  setVerifyEachStep(true);
  Expected<std::unique_ptr<TargetMachine>> TM = createNVPTXMachine();
  if (!TM)
    return fail(toString(TM.takeError()));
  std::vector<std::string> PassList = passList(**TM);
  if (std::optional<std::string> Bad = validate(PassList))
    return fail(*Bad);
  FeatureWeights Weights;
  if (Error E = parseFeatureWeights(GenWeights, Weights))
    return fail("--gen-weights: " + toString(std::move(E)));
  if (!Emit.empty())
    return runEmit(**TM);
  if (Error E = checkPassNames(PassList, **TM))
    return fail(toString(std::move(E)));
  setFaultInjection(InjectFault);
  std::vector<std::string> Extra;
  for (const std::string &Model : Models) {
    if (!sim::isReconvergenceModel(Model))
      return fail("unknown reconvergence model '" + Model + "' in --models");
    if (Model != "ipdom")
      Extra.push_back(Model);
  }
  setOracleModels(Extra);
  setOracleProfiling(Profile);
  if (!Check.empty())
    return runCheck(PassList, **TM);

  CampaignOptions Opts;
  Opts.Seed = Seed;
  Opts.Iterations = Iterations;
  Opts.Passes = PassList;
  if (!weightGiven("communication"))
    for (const std::string &P : PassList)
      Opts.Alone.push_back(needsAloneKernel(P));
  Opts.OutDir = OutDir;
  Opts.Jobs = Jobs;
  Opts.KeepGoing = KeepGoing;
  Opts.Reduce = !NoReduce;
  Opts.TimeoutSeconds = Timeout;
  Opts.Gen.MaxDepth = MaxDepth;
  Opts.Gen.Features = Weights;
  if (!Models.empty())
    Opts.CheckFlags += " --models " + join(Models, ",");
  if (Profile)
    Opts.CheckFlags += " --profile";
  Expected<CampaignResult> R = runCampaign(Opts);
  if (!R)
    return fail(toString(R.takeError()));
  printReport(outs(), Opts, *R);
  for (size_t P = 0; P < PassList.size(); ++P)
    if (R->PassChanged[P] < MinTransformed) {
      errs() << "lockstep-fuzz: error: pass " << PassList[P]
             << " transformed only " << R->PassChanged[P]
             << " kernels (--min-transformed " << MinTransformed << ")\n";
      return 1;
    }
  return R->Findings ? 1 : 0;
}
