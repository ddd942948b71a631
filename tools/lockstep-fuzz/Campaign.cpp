//===- Campaign.cpp - A lockstep-fuzz campaign ----------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Workers are forked processes; each checks its share of the kernels (every
/// pass in a further forked child, see Oracle.h), reduces findings, writes
/// reproducers and records one line per kernel in a file of a temporary
/// directory. The parent merges those files in kernel order.
///
//===----------------------------------------------------------------------===//

#include "Campaign.h"

#include "lockstep/Fuzz/Oracle.h"
#include "lockstep/Fuzz/Reducer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <map>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

Error toolError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The seed's kernel generated without shared-memory communication (the
/// threads work alone), for the passes that refuse communicating kernels.
struct AloneKernel {
  GeneratedKernel K;
  std::optional<sim::LaunchSpec> Spec;

  AloneKernel(LLVMContext &Ctx, TargetMachine &TM, uint64_t Seed,
              GeneratorOptions Gen) {
    Gen.Features.Communication = 0;
    K = generateKernel(Ctx, TM.createDataLayout(), Seed, Gen);
    if (Expected<sim::LaunchSpec> S = sim::parseLaunchSpec(K.SpecJSON, ""))
      Spec = std::move(*S);
    else
      consumeError(S.takeError());
  }
};

/// Checks one worker's share and writes "K seed bad faulting changed" and
/// "F seed pass text" lines to its file.
class Worker {
public:
  Worker(const CampaignOptions &Opts, TargetMachine &TM, raw_ostream &OS)
      : Opts(Opts), TM(TM), OS(OS) {}

  /// Returns true when the kernel had a finding.
  bool processKernel(uint64_t Seed);

private:
  const CampaignOptions &Opts;
  TargetMachine &TM;
  raw_ostream &OS;

  std::string writeFinding(uint64_t Seed, unsigned N, StringRef Pass,
                           const Module &Orig, const Outcome &O,
                           StringRef SpecJSON, const sim::LaunchSpec &Spec);
};

bool Worker::processKernel(uint64_t Seed) {
  LLVMContext Ctx;
  GeneratedKernel K =
      generateKernel(Ctx, TM.createDataLayout(), Seed, Opts.Gen);
  Expected<sim::LaunchSpec> Spec = sim::parseLaunchSpec(K.SpecJSON, "");
  std::string Msg;
  raw_string_ostream MsgOS(Msg);
  if (!Spec || verifyModule(*K.M, &MsgOS)) {
    if (!Spec)
      Msg = toString(Spec.takeError());
    OS << "K " << Seed << " 1 0 -\n";
    OS << "F " << Seed << " - internal: generated kernel is invalid: "
       << StringRef(Msg).trim().split('\n').first << "\n";
    return true;
  }
  std::optional<AloneKernel> Alone;
  std::string Changed;
  bool Bad = false, Faulting = false, Found = false;
  unsigned N = 0;
  for (size_t P = 0; P < Opts.Passes.size(); ++P) {
    const std::string &Pass = Opts.Passes[P];
    const GeneratedKernel *Kernel = &K;
    const sim::LaunchSpec *KernelSpec = &*Spec;
    if (P < Opts.Alone.size() && Opts.Alone[P]) {
      if (!Alone)
        Alone.emplace(Ctx, TM, Seed, Opts.Gen);
      if (!Alone->Spec)
        continue; // Generated like K, which parsed: cannot happen.
      Kernel = &Alone->K;
      KernelSpec = &*Alone->Spec;
    }
    Outcome O = checkIsolated(*Kernel->M, *KernelSpec, TM, pipelineOf(Pass),
                              Opts.TimeoutSeconds);
    if (O.V == Verdict::BadOriginal) {
      Bad = true;
      OS << "B " << Seed << " " << O.Detail << "\n";
      break;
    }
    Faulting |= O.OriginalFaults;
    Changed += O.Changed ? '1' : '0';
    if (O.V == Verdict::UBFaultRemovedByPipeline)
      OS << "U " << Seed << " " << Pass << " " << O.Detail << "\n";
    if (!isFinding(O.V))
      continue;
    Found = true;
    OS << "F " << Seed << " " << Pass << " "
       << writeFinding(Seed, ++N, Pass, *Kernel->M, O, Kernel->SpecJSON,
                       *KernelSpec)
       << "\n";
  }
  Changed.resize(Opts.Passes.size(), '0');
  OS << "K " << Seed << " " << Bad << " " << Faulting << " " << Changed << "\n";
  OS.flush();
  return Found;
}

std::string Worker::writeFinding(uint64_t Seed, unsigned N, StringRef Pass,
                                 const Module &Orig, const Outcome &O,
                                 StringRef SpecJSON,
                                 const sim::LaunchSpec &Spec) {
  std::string Pipeline = pipelineOf(Pass);
  std::unique_ptr<Module> M = CloneModule(Orig);
  unsigned Before = countInstructions(*M);
  Outcome Final = O;
  if (Opts.Reduce) {
    // A hang costs a whole timeout per test: bound the reduction in time.
    auto Deadline = std::chrono::steady_clock::now() +
                    std::chrono::seconds(Opts.MaxReduceSeconds);
    unsigned T = std::max(1u, std::min(Opts.TimeoutSeconds, 5u));
    reduceKernel(
        M,
        [&](Module &C) {
          if (std::chrono::steady_clock::now() > Deadline)
            return false;
          Outcome R = checkIsolated(C, Spec, TM, Pipeline, T);
          return R.V == O.V && R.OriginalFaults == O.OriginalFaults;
        },
        Opts.MaxReduceTests);
    Final = checkIsolated(*M, Spec, TM, Pipeline, Opts.TimeoutSeconds);
  }
  std::string Base = formatv("finding-{0}-{1}", Seed, N).str();
  std::string Line =
      formatv("{0}: {1}: {2} ({3} -> {4} instructions)", Pass,
              verdictName(Final.V), Final.Detail, Before, countInstructions(*M))
          .str();
  SmallString<256> Dir(Opts.OutDir);
  if (sys::fs::create_directories(Dir))
    return Line + " [cannot create " + Opts.OutDir + "]";
  auto Write = [&](StringRef Name, function_ref<void(raw_ostream &)> Fn) {
    SmallString<256> P(Dir);
    sys::path::append(P, Name);
    std::error_code EC;
    raw_fd_ostream F(P, EC, sys::fs::OF_Text);
    if (!EC)
      Fn(F);
  };
  std::string Cmd = formatv("lockstep-fuzz --check {0}.ll --launch {0}.json "
                            "--passes {1}{2}",
                            Base, Pass, Opts.CheckFlags);
  Write(Base + ".ll", [&](raw_ostream &F) {
    F << "; lockstep-fuzz finding: kernel seed " << Seed << ", " << Line
      << "\n; reproduce: " << Cmd << "\n; As a lit test (exit 1 while the "
      << "finding persists):\n; RUN: %lockstep-fuzz --check %s --launch %S/"
      << Base << ".json --passes " << Pass << Opts.CheckFlags << "\n";
    M->print(F, nullptr);
  });
  Write(Base + ".orig.ll", [&](raw_ostream &F) { Orig.print(F, nullptr); });
  Write(Base + ".json", [&](raw_ostream &F) { F << SpecJSON; });
  SmallString<256> Readme(Dir);
  sys::path::append(Readme, "README.txt");
  std::error_code EC;
  raw_fd_ostream R(Readme, EC, sys::fs::OF_Append | sys::fs::OF_Text);
  if (!EC)
    R << Base << ": " << Line << "\n    " << Cmd << "\n";
  return Line + " -> " + Opts.OutDir + "/" + Base + ".ll";
}

/// Runs worker \p W of the campaign in this (forked) process.
[[noreturn]] void runWorker(const CampaignOptions &Opts, unsigned W,
                            StringRef File) {
  std::error_code EC;
  raw_fd_ostream OS(File, EC, sys::fs::OF_Text);
  Expected<std::unique_ptr<TargetMachine>> TM = createNVPTXMachine();
  if (EC || !TM) {
    consumeError(TM.takeError());
    ::_exit(3);
  }
  for (uint64_t I = W; I < Opts.Iterations; I += Opts.Jobs)
    if (Worker(Opts, **TM, OS).processKernel(Opts.Seed + I) && !Opts.KeepGoing)
      break;
  OS.close();
  ::_exit(0);
}

/// Merges the worker files into \p R, in kernel order.
Error mergeWorkerFiles(ArrayRef<std::string> Files, const CampaignOptions &Opts,
                       CampaignResult &R) {
  std::map<uint64_t, std::vector<std::string>> ByKernel;
  for (const std::string &File : Files) {
    auto Buf = MemoryBuffer::getFile(File);
    if (!Buf)
      return toolError("cannot read worker results " + File);
    SmallVector<StringRef, 64> Lines;
    (*Buf)->getBuffer().split(Lines, '\n', -1, false);
    for (StringRef L : Lines) {
      uint64_t Seed = 0;
      L.drop_front(2).split(' ').first.getAsInteger(10, Seed);
      ByKernel[Seed].push_back(L.str());
    }
  }
  R.PassChanged.assign(Opts.Passes.size(), 0);
  R.PassFindings.assign(Opts.Passes.size(), 0);
  for (auto &[Seed, Lines] : ByKernel)
    for (StringRef L : Lines) {
      SmallVector<StringRef, 6> F;
      L.split(F, ' ', 5, false);
      if (F[0] == "F" && F.size() >= 4) {
        ++R.Findings;
        auto It = llvm::find(Opts.Passes, F[2].str());
        if (It != Opts.Passes.end())
          ++R.PassFindings[It - Opts.Passes.begin()];
        R.FindingLines.push_back("kernel " + F[1].str() + ": " +
                                 L.split(' ').second.split(' ').second.str());
      } else if (F[0] == "U" && F.size() >= 3) {
        ++R.UBFaultsRemovedByPipeline;
        R.FindingLines.push_back(
            "note: kernel " + F[1].str() + ": " + F[2].str() +
            ": not a finding: " +
            L.split(' ').second.split(' ').second.split(' ').second.str());
      } else if (F[0] == "B") {
        R.FindingLines.push_back(
            "note: kernel " + F[1].str() +
            " not checked: " + L.split(' ').second.split(' ').second.str());
      } else if (F[0] == "K" && F.size() == 5) {
        ++R.Kernels;
        R.BadOriginals += F[2] == "1";
        R.FaultingOriginals += F[3] == "1";
        bool Any = false;
        for (size_t P = 0; P < F[4].size() && P < Opts.Passes.size(); ++P)
          if (F[4][P] == '1') {
            ++R.PassChanged[P];
            Any = true;
          }
        R.Transformed += Any;
      }
    }
  return Error::success();
}

} // namespace

std::string lockstep::fuzz::pipelineOf(StringRef Entry) {
  std::string S = Entry.str();
  std::replace(S.begin(), S.end(), '+', ',');
  return S;
}

Expected<CampaignResult>
lockstep::fuzz::runCampaign(const CampaignOptions &Opts) {
  SmallString<128> Tmp;
  if (std::error_code EC = sys::fs::createUniqueDirectory("lockstep-fuzz", Tmp))
    return toolError("cannot create a temporary directory: " + EC.message());
  std::vector<std::string> Files;
  std::vector<pid_t> Pids;
  outs().flush();
  errs().flush();
  for (unsigned W = 0; W < Opts.Jobs; ++W) {
    Files.push_back((Tmp + "/worker-" + Twine(W) + ".txt").str());
    pid_t Pid = ::fork();
    if (Pid == 0)
      runWorker(Opts, W, Files.back());
    if (Pid < 0)
      return toolError("cannot start a worker process");
    Pids.push_back(Pid);
  }
  std::string Failed;
  for (unsigned W = 0; W < Pids.size(); ++W) {
    int Status = 0;
    ::waitpid(Pids[W], &Status, 0);
    if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0)
      Failed = formatv("worker {0} failed (status {1}); its last kernel "
                       "crashed the fuzzer itself",
                       W, Status);
  }
  CampaignResult R;
  Error E = mergeWorkerFiles(Files, Opts, R);
  sys::fs::remove_directories(Tmp);
  if (E)
    return E;
  if (!Failed.empty())
    return toolError(Failed);
  return R;
}

void lockstep::fuzz::printReport(raw_ostream &OS, const CampaignOptions &Opts,
                                 const CampaignResult &R) {
  for (const std::string &L : R.FindingLines)
    OS << L << "\n";
  for (size_t P = 0; P < Opts.Passes.size(); ++P)
    OS << formatv("pass {0}: transformed {1} of {2} kernels, {3} findings\n",
                  Opts.Passes[P], R.PassChanged[P], R.Kernels,
                  R.PassFindings[P]);
  OS << formatv("originals: {0} fault (compared by fault status only), {1} "
                "not simulable\n",
                R.FaultingOriginals, R.BadOriginals);
  if (R.UBFaultsRemovedByPipeline)
    OS << formatv("{0} faults of originals with undefined behaviour removed "
                  "by the rest of -O3 (the passes alone keep them)\n",
                  R.UBFaultsRemovedByPipeline);
  OS << formatv("{0} kernels, {1} transformed, {2} mismatches\n", R.Kernels,
                R.Transformed, R.Findings);
}
