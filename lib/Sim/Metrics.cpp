//===- Metrics.cpp - JSON and table output of simulator metrics -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Serializes Metrics to the JSON keys of issue 3 and prints the readable
/// table and the per-block profile.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/Metrics.h"

#include "llvm/Support/Format.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

double efficiency(uint64_t Thread, uint64_t Warp, unsigned WarpSize) {
  if (Warp == 0)
    return 1.0;
  return double(Thread) / (double(WarpSize) * double(Warp));
}

/// Stable, ordered list of the scalar counters: the JSON key and the field.
std::vector<std::pair<const char *, uint64_t>> counters(const Metrics &M) {
  return {{"warp_instructions", M.WarpInstructions},
          {"thread_instructions", M.ThreadInstructions},
          {"cycles", M.Cycles},
          {"oracle_cycles", M.OracleCycles},
          {"alu", M.Alu},
          {"branches", M.Branches},
          {"selects", M.Selects},
          {"barriers", M.Barriers},
          {"global_loads", M.GlobalLoads},
          {"global_stores", M.GlobalStores},
          {"shared_loads", M.SharedLoads},
          {"shared_stores", M.SharedStores},
          {"local_loads", M.LocalLoads},
          {"local_stores", M.LocalStores},
          {"constant_loads", M.ConstantLoads},
          {"atomics", M.Atomics},
          {"warp_votes", M.WarpVotes},
          {"warp_shuffles", M.WarpShuffles},
          {"calls", M.Calls},
          {"global_transactions", M.GlobalTransactions},
          {"shared_bank_conflicts", M.SharedBankConflicts},
          {"divergent_branches", M.DivergentBranches},
          {"max_simt_stack_depth", M.MaxSimtStackDepth},
          {"thread_blocks", M.ThreadBlocks},
          {"warps", M.Warps}};
}

json::Value profileJSON(const BlockProfile &P, unsigned WarpSize) {
  return json::Object{
      {"function", P.Function},
      {"block", P.Block},
      {"line", int64_t(P.Line)},
      {"file", P.File},
      {"warp_instructions", int64_t(P.WarpInstructions)},
      {"thread_instructions", int64_t(P.ThreadInstructions)},
      {"simt_efficiency",
       efficiency(P.ThreadInstructions, P.WarpInstructions, WarpSize)},
      {"cycles", int64_t(P.Cycles)}};
}

} // namespace

double Metrics::simtEfficiency() const {
  return efficiency(ThreadInstructions, WarpInstructions, WarpSize);
}

json::Value Metrics::toJSON() const {
  json::Object O;
  for (const auto &[Key, Value] : counters(*this))
    O[Key] = int64_t(Value);
  O["simt_efficiency"] = simtEfficiency();
  O["warp_size"] = int64_t(WarpSize);
  json::Object Classes;
  for (unsigned C = 0; C < NumInstClasses; ++C)
    if (ByClass[C])
      Classes[SIMTCostModel::name(InstClass(C))] = int64_t(ByClass[C]);
  O["by_class"] = std::move(Classes);
  if (!OccupancyLimit.empty()) {
    O["registers_per_thread"] = int64_t(RegistersPerThread);
    O["register_source"] = RegisterSource;
    O["shared_bytes_per_block"] = int64_t(SharedBytesPerBlock);
    O["resident_blocks_per_sm"] = int64_t(ResidentBlocksPerSM);
    O["occupancy"] = Occupancy;
    O["occupancy_limit"] = OccupancyLimit;
  }
  if (Timing) {
    O["sm_cycles"] = int64_t(SMCycles);
    O["sms_used"] = int64_t(SMsUsed);
    O["stall_cycles"] =
        json::Object{{"dependency", int64_t(StallDependency)},
                     {"bandwidth", int64_t(StallBandwidth)},
                     {"pipe_throughput", int64_t(StallPipe)},
                     {"no_free_scheduler", int64_t(StallNoFreeScheduler)},
                     {"barrier", int64_t(StallBarrier)}};
    O["achieved_occupancy"] = AchievedOccupancy;
    O["ipc"] = Ipc;
    O["bound"] = Bound;
  }
  if (!Launches.empty()) {
    json::Array A;
    for (const LaunchSummary &L : Launches)
      A.push_back(json::Object{{"kernel", L.Kernel},
                               {"registers_per_thread", int64_t(L.Registers)},
                               {"occupancy", L.Occupancy},
                               {"cycles", int64_t(L.Cycles)},
                               {"sm_cycles", int64_t(L.SMCycles)}});
    O["launches"] = std::move(A);
  }
  if (!Profile.empty()) {
    json::Array A;
    for (const BlockProfile &P : Profile)
      A.push_back(profileJSON(P, WarpSize));
    O["profile"] = std::move(A);
  }
  return O;
}

void Metrics::print(raw_ostream &OS) const {
  OS << "lockstep-sim metrics (serialized issue-cost model)\n";
  for (const auto &[Key, Value] : counters(*this)) {
    OS << format("  %-22s %llu\n", Key, (unsigned long long)Value);
    if (StringRef(Key) == "thread_instructions")
      OS << format("  %-22s %.4f\n", "simt_efficiency", simtEfficiency());
  }
  if (!OccupancyLimit.empty())
    OS << format("  %-22s %u (%s)\n", "registers_per_thread",
                 RegistersPerThread, RegisterSource.c_str())
       << format("  %-22s %u\n", "resident_blocks_per_sm", ResidentBlocksPerSM)
       << format("  %-22s %.4f (limited by %s)\n", "occupancy", Occupancy,
                 OccupancyLimit.c_str());
  if (Timing) {
    OS << "SM timing model (warps overlap on " << SMsUsed << " SMs)\n"
       << format("  %-22s %llu\n", "sm_cycles", (unsigned long long)SMCycles)
       << format("  %-22s %.4f\n", "achieved_occupancy", AchievedOccupancy)
       << format("  %-22s %.4f\n", "ipc", Ipc)
       << format("  %-22s %s\n", "bound", Bound.c_str());
    std::pair<const char *, uint64_t> Stalls[] = {
        {"dependency", StallDependency},
        {"bandwidth", StallBandwidth},
        {"pipe_throughput", StallPipe},
        {"no_free_scheduler", StallNoFreeScheduler},
        {"barrier", StallBarrier}};
    for (const auto &[Key, V] : Stalls)
      OS << format("  stall %-16s %llu\n", Key, (unsigned long long)V);
  }
  if (!Launches.empty()) {
    OS << "launch plan (sequential launches; the figures above are sums)\n";
    for (const LaunchSummary &L : Launches)
      OS << format("  %-30s registers %u occupancy %.4f cycles %llu "
                   "sm_cycles %llu\n",
                   L.Kernel.c_str(), L.Registers, L.Occupancy,
                   (unsigned long long)L.Cycles,
                   (unsigned long long)L.SMCycles);
  }
  if (Profile.empty())
    return;
  OS << "\nprofile by basic block (sorted by cycles)\n";
  OS << format("  %-40s %16s %12s %12s %6s %12s\n", "function:block", "source",
               "warp_instrs", "thread_instrs", "eff", "cycles");
  for (const BlockProfile &P : Profile) {
    std::string Name = P.Function + ":" + P.Block;
    // file:line when the module has line tables (lockstep compiles .cu
    // files with them), else the line alone (0: unknown).
    std::string Source = std::to_string(P.Line);
    if (!P.File.empty() && P.Line)
      Source = P.File + ":" + Source;
    OS << format("  %-40s %16s %12llu %12llu %6.3f %12llu\n", Name.c_str(),
                 Source.c_str(), (unsigned long long)P.WarpInstructions,
                 (unsigned long long)P.ThreadInstructions,
                 efficiency(P.ThreadInstructions, P.WarpInstructions, WarpSize),
                 (unsigned long long)P.Cycles);
  }
}
