//===- Reconvergence.cpp - SIMT reconvergence model registry --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The models behind the ReconvergenceModel interface, by name.
///
//===----------------------------------------------------------------------===//

#include "Reconvergence.h"
#include "IPDOMModel.h"
#include "ITSModel.h"
#include "Intrinsics.h"
#include "lockstep/Sim/Simulator.h"

#include "llvm/IR/Module.h"

using namespace llvm;
using namespace lockstep::sim;

ReconvergenceState::~ReconvergenceState() = default;
ReconvergenceModel::~ReconvergenceModel() = default;

std::unique_ptr<ReconvergenceModel>
lockstep::sim::createReconvergenceModel(StringRef Name) {
  if (Name == "ipdom")
    return std::make_unique<IPDOMModel>();
  // Keep isReconvergenceModel and reconvergenceModelNames in step.
  if (Name == "its")
    return std::make_unique<ITSModel>();
  return nullptr;
}

StringRef lockstep::sim::reconvergenceModelNames() { return "ipdom, its"; }

bool lockstep::sim::isReconvergenceModel(StringRef Name) {
  return Name == "ipdom" || Name == "its";
}

bool lockstep::sim::callsConvergenceBarriers(const Module &M) {
  return any_of(M.functions(), [](const Function &F) {
    return isConvergenceBarrier(F.getName()) && !F.use_empty();
  });
}
