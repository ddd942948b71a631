//===- GPUMachine.h - The GPU the models predict for ------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A machine description: the per-SM resource limits of the occupancy
/// calculation (Occupancy.h), the latency, pipe and issue interval of every
/// instruction class (SIMTCostModel.h), the global bandwidth per SM and the
/// SM count. One description feeds lockstep-sim (the executor's `cycles`,
/// the SM timing model's `sm_cycles`, occupancy) and the compiler's models
/// (branch-split's and loop-split's SplitCostModel), so that a decision is
/// made for the machine it is measured on.
///
/// Presets: `h100` (the default: SIMTCostModel's table and SMLimits::sm90,
/// 132 SMs, unchanged) and `g80` (the GeForce 8800 GTX of the G80 splitting
/// paper: compute capability 1.0, no caches, 16 SMs). Sources are cited per
/// figure in GPUMachine.cpp. Tools select one with `--gpu`, passes with
/// `-lockstep-gpu`.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_GPUMACHINE_H
#define LOCKSTEP_ANALYSIS_GPUMACHINE_H

#include "lockstep/Analysis/Occupancy.h"
#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>

namespace lockstep {

struct GPUMachine {
  const char *Name; ///< "h100", "g80".
  SMLimits Limits;
  unsigned SMs; ///< Default SM count of lockstep-sim.
  /// Issue latency of one warp instruction of each class (cycles).
  std::array<uint32_t, NumInstClasses> Latency;
  /// Pipe of each class and the cycles one warp instruction keeps it busy
  /// on one scheduler.
  std::array<SIMTCostModel::Pipe, NumInstClasses> PipeOf;
  std::array<uint32_t, NumInstClasses> Interval;
  double GlobalSectorsPerCycle; ///< 32-byte sectors per cycle per SM.
  unsigned ExtraSectorCycles;   ///< Per sector beyond one 128-byte line.
  unsigned BankConflictReplayCycles;

  unsigned latency(InstClass C) const { return Latency[unsigned(C)]; }
  SIMTCostModel::Pipe pipe(InstClass C) const { return PipeOf[unsigned(C)]; }
  unsigned issueInterval(InstClass C) const { return Interval[unsigned(C)]; }

  static const GPUMachine &h100();
  static const GPUMachine &g80();
  /// The preset named \p Name, or null.
  static const GPUMachine *byName(llvm::StringRef Name);
  /// "h100, g80", for messages.
  static llvm::StringRef presetNames();
};

/// The machine the passes predict for: `-lockstep-gpu` (default h100), or
/// the one selectMachine set last (tools that also simulate).
const GPUMachine &selectedMachine();
void selectMachine(const GPUMachine &M);

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_GPUMACHINE_H
