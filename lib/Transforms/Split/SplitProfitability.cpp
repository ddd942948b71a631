//===- SplitProfitability.cpp - The G80 paper's formula (1) ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formula (1) and the static runtime estimate of SplitProfitability.h.
///
//===----------------------------------------------------------------------===//

#include "SplitProfitability.h"

#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"

#include <cmath>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::split;

double lockstep::split::splitSpeedup(double T,
                                     ArrayRef<SplitKernelEstimate> Kernels,
                                     double RhoMin, double Sigma) {
  double Split = Kernels.size() * Sigma;
  for (const SplitKernelEstimate &K : Kernels) {
    if (K.Occupancy <= 0 || RhoMin <= 0)
      return 0;
    Split += K.Time * RhoMin / K.Occupancy;
  }
  return Split > 0 ? T / Split : 0;
}

double lockstep::split::estimateKernelTime(const Function &F,
                                           const GPUMachine &M) {
  DominatorTree DT(const_cast<Function &>(F));
  LoopInfo LI(DT);
  double Time = 0;
  for (const BasicBlock &BB : F) {
    double Cost = 0;
    for (const Instruction &I : BB)
      Cost += M.latency(SIMTCostModel::classify(I));
    Time += Cost * std::pow(8.0, LI.getLoopDepth(&BB));
  }
  return Time;
}
