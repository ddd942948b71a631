//===- Campaign.h - A lockstep-fuzz campaign --------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A campaign checks kernels Seed, Seed+1, ..., Seed+N-1 against every pass
/// of the list, in J forked worker processes (kernel i goes to worker
/// i mod J), and merges their tallies in kernel order, so the report does not
/// depend on J. Findings are reduced and written as reproducers.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TOOLS_FUZZ_CAMPAIGN_H
#define LOCKSTEP_TOOLS_FUZZ_CAMPAIGN_H

#include "lockstep/Fuzz/KernelGenerator.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>
#include <vector>

namespace lockstep::fuzz {

struct CampaignOptions {
  uint64_t Seed = 1;
  uint64_t Iterations = 100;
  /// Each entry is checked separately ("a+b" runs a then b).
  std::vector<std::string> Passes;
  /// Per entry of Passes (empty: none): check it on the seed's kernel
  /// generated without shared-memory communication, for passes that refuse
  /// kernels whose threads communicate (branch-split).
  std::vector<bool> Alone;
  std::string OutDir;
  unsigned Jobs = 1;
  bool KeepGoing = false;
  bool Reduce = true;
  unsigned TimeoutSeconds = 30;
  unsigned MaxReduceTests = 1000;
  unsigned MaxReduceSeconds = 120;
  GeneratorOptions Gen;
  /// Oracle flags a finding's `--check` command repeats (" --profile").
  std::string CheckFlags;
};

struct CampaignResult {
  uint64_t Kernels = 0;
  uint64_t Transformed = 0; ///< Kernels changed by at least one pass.
  uint64_t Findings = 0;
  uint64_t BadOriginals = 0;
  uint64_t FaultingOriginals = 0;
  /// Placed checks whose reference faults and whose transformed kernel does
  /// not, while the passes alone keep the fault (not findings).
  uint64_t UBFaultsRemovedByPipeline = 0;
  std::vector<uint64_t> PassChanged, PassFindings;
  /// One line per finding, in kernel order.
  std::vector<std::string> FindingLines;
};

/// Runs the campaign; an Error only for problems of the tool itself.
llvm::Expected<CampaignResult> runCampaign(const CampaignOptions &Opts);

/// Prints per-pass counts and the summary line (last).
void printReport(llvm::raw_ostream &OS, const CampaignOptions &Opts,
                 const CampaignResult &R);

/// Pipeline text for a --passes entry ("a+b" becomes "a,b").
std::string pipelineOf(llvm::StringRef Entry);

} // namespace lockstep::fuzz

#endif // LOCKSTEP_TOOLS_FUZZ_CAMPAIGN_H
