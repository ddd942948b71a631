//===- SplitProfitability.h - The G80 paper's formula (1) -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formula (1) of the branch and loop splitting paper (section 4, "Theoretical
/// Analysis"): the speedup of n split kernels over the branched kernel in
/// the branched kernel's worst case (every warp runs every side),
///
///   S = T / (sum_i t_i * rho_min / rho_i + n * sigma)
///
/// T the branched kernel's runtime, t_i the runtime of split kernel i at the
/// branched kernel's occupancy rho_min (so at its own occupancy rho_i it
/// takes t_i * rho_min / rho_i: runtime inversely proportional to
/// occupancy, the paper's ideal conditions), sigma the overhead of one
/// kernel launch. The text extraction of the paper lost the formula's
/// glyphs; this is the form its definitions and formula (2) (two sides of
/// equal runtime, rho = 100% and 67%: S = 2t / (t*0.67 + t)) give.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_SPLITPROFITABILITY_H
#define LOCKSTEP_TRANSFORMS_SPLIT_SPLITPROFITABILITY_H

#include "lockstep/Analysis/GPUMachine.h"

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class Function;
} // namespace llvm

namespace lockstep::split {

struct SplitKernelEstimate {
  double Time = 0;      ///< t_i, at the branched kernel's occupancy.
  double Occupancy = 0; ///< rho_i, in (0, 1].
};

/// Formula (1). \p Sigma is the launch overhead in T's unit. Returns 0 when
/// an occupancy is not positive.
double splitSpeedup(double T, llvm::ArrayRef<SplitKernelEstimate> Kernels,
                    double RhoMin, double Sigma);

/// A static runtime estimate of \p F per thread: the latency on \p M of
/// every instruction, a block counted 8^(loop depth) times.
double estimateKernelTime(const llvm::Function &F,
                          const GPUMachine &M = GPUMachine::h100());

} // namespace lockstep::split

#endif // LOCKSTEP_TRANSFORMS_SPLIT_SPLITPROFITABILITY_H
