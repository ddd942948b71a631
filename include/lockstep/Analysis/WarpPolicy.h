//===- WarpPolicy.h - The warp scheduler's pick, shared ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which warp one warp scheduler issues from this cycle. Used by
/// lockstep-sim's SM timing model (lib/Sim/Timing/SMTiming.cpp) on executing
/// warps and by the split passes' schedule term
/// (lib/Transforms/Split/WarpSchedule.cpp) on static traces, so that the
/// model and the simulator follow the same rules by construction:
///
/// - `gto` (greedy then oldest): the warp issued last while it is eligible,
///   else the eligible warp of least age;
/// - `lrr` (loose round robin): the first eligible warp after the one
///   issued last, in member order.
///
/// schedulerCycle is the cycle around it: each awake scheduler issues at
/// most one warp instruction, and an SM where none can sleeps until the
/// earliest ready cycle.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_WARPPOLICY_H
#define LOCKSTEP_ANALYSIS_WARPPOLICY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>

namespace lockstep {

enum class WarpPolicy { GTO, LRR };

/// The cycle a warp that can never issue is ready at.
constexpr uint64_t NeverReady = std::numeric_limits<uint64_t>::max();

/// Parses lockstep-sim's `--scheduler` names: gto, lrr.
inline bool parseWarpPolicy(llvm::StringRef Name, WarpPolicy &P) {
  if (Name == "gto")
    P = WarpPolicy::GTO;
  else if (Name == "lrr")
    P = WarpPolicy::LRR;
  else
    return false;
  return true;
}

/// Picks among a scheduler's \p N member warps at cycle \p Now. \p ReadyAt(K)
/// is the cycle member K's next instruction can issue (NeverReady when it
/// has none: done, or waiting at a barrier); \p Age(K) orders members for
/// gto, older first. \p Last is the member issued last (-1 for none).
/// Returns the member to issue, or -1 with \p Earliest set to the earliest
/// ready cycle seen (NeverReady when no member is live), which the caller
/// sleeps until.
template <typename ReadyAtFn, typename AgeFn>
int pickWarp(WarpPolicy Policy, unsigned N, int Last, uint64_t Now,
             ReadyAtFn ReadyAt, AgeFn Age, uint64_t &Earliest) {
  Earliest = NeverReady;
  auto Eligible = [&](unsigned K) {
    uint64_t R = ReadyAt(K);
    Earliest = std::min(Earliest, R);
    return R <= Now;
  };
  int Best = -1;
  if (Policy == WarpPolicy::LRR) {
    for (unsigned I = 1; I <= N && Best < 0; ++I) {
      unsigned K = unsigned(Last + int(I) + int(N)) % N;
      if (Eligible(K))
        Best = int(K);
    }
  } else if (Last >= 0 && Eligible(unsigned(Last))) {
    Best = Last;
  } else {
    for (unsigned K = 0; K < N; ++K)
      if (Eligible(K) && (Best < 0 || Age(K) < Age(unsigned(Best))))
        Best = int(K);
  }
  return Best;
}

/// One cycle of an SM's schedulers (each with Members, Last and
/// SleepUntil): every scheduler awake at \p Now picks a member (\p Pick,
/// which sets its SleepUntil when none is eligible) and issues it
/// (\p Issue(Scheduler, member index), false to stop the SM). Sets
/// \p LastIssue. Returns the cycle the SM goes on at: Now + 1 after an
/// issue, else the earliest SleepUntil (NeverReady when none); std::nullopt
/// when Issue stopped it.
template <typename SchedulerT, typename PickFn, typename IssueFn>
std::optional<uint64_t> schedulerCycle(llvm::MutableArrayRef<SchedulerT> Scheds,
                                       uint64_t Now, PickFn Pick, IssueFn Issue,
                                       uint64_t &LastIssue) {
  bool Issued = false;
  for (SchedulerT &S : Scheds) {
    if (Now < S.SleepUntil)
      continue;
    int K = Pick(S);
    if (K < 0)
      continue;
    S.Last = K;
    Issued = true;
    LastIssue = Now;
    if (!Issue(S, unsigned(K)))
      return std::nullopt;
  }
  if (Issued)
    return Now + 1;
  uint64_t Next = NeverReady; // Every pick failed and set SleepUntil.
  for (SchedulerT &S : Scheds)
    Next = std::min(Next, S.SleepUntil);
  return Next;
}

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_WARPPOLICY_H
