//===- KernelGenerator.cpp - Random SIMT kernels for fuzzing --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Draws the kernel shape, builds the statement trees of the kernel and its
/// device functions, emits them and writes the launch spec: one block (two
/// with FeatureWeights::MultiBlock percent) of 32, 48 or 64 threads, random
/// `in`/`fin` contents, zeroed outputs. Also parses --gen-weights.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/KernelGenerator.h"

#include "KernelAST.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace lockstep::fuzz;

namespace {

std::string specJSON(const KernelShape &Shape, Rng &R) {
  unsigned OutCount = Shape.Blocks * Shape.Threads * Shape.Slots;
  unsigned SeedIn = R.below(1u << 30), SeedFin = R.below(1u << 30);
  int Lo = R.chance(50) ? -64 : -3;
  return formatv(
      R"({{"kernel": "{0}", "grid": [{8}, 1, 1], "block": [{1}, 1, 1],
 "dynamic_shared_bytes": 0,
 "args": [
  {{"name": "in", "buffer": "i32", "count": {2},
   "init": {{"random": {{"seed": {3}, "min": {4}, "max": 64}}},
  {{"name": "fin", "buffer": "f32", "count": {2},
   "init": {{"random": {{"seed": {5}, "min": -8.0, "max": 8.0}}},
  {{"name": "out", "buffer": "i32", "count": {6}, "init": "zeros", "output": true},
  {{"name": "fout", "buffer": "f32", "count": {6}, "init": "zeros", "output": true},
  {{"name": "cnt", "buffer": "i32", "count": 4, "init": "zeros", "output": true},
  {{"name": "u", "scalar": "i32", "value": {7}}]}
)",
      KernelName, Shape.Threads, Shape.InCount, SeedIn, Lo, SeedFin, OutCount,
      R.range(-4, 4), Shape.Blocks);
}

/// The weights by name, for parseFeatureWeights.
struct NamedWeight {
  const char *Name;
  unsigned FeatureWeights::*Field;
  unsigned Max;
};

const NamedWeight Names[] = {
    {"short-circuit", &FeatureWeights::ShortCircuit, 1000},
    {"loop-exit", &FeatureWeights::LoopExit, 100},
    {"goto", &FeatureWeights::Goto, 1000},
    {"loop-entry", &FeatureWeights::LoopEntry, 1000},
    {"irreducible", &FeatureWeights::Irreducible, 1000},
    {"early-return", &FeatureWeights::EarlyReturn, 1000},
    {"side-calls", &FeatureWeights::SideCalls, 1000},
    {"block-branch", &FeatureWeights::BlockBranch, 1000},
    {"multi-block", &FeatureWeights::MultiBlock, 100},
    {"communication", &FeatureWeights::Communication, 100},
    {"annotations", &FeatureWeights::Annotations, 100},
    {"twin-loops", &FeatureWeights::TwinLoops, 1000},
    {"offset-twins", &FeatureWeights::OffsetTwins, 100},
    {"covered-switch", &FeatureWeights::CoveredSwitch, 1000},
    {"inline-asm", &FeatureWeights::InlineAsm, 100},
};

} // namespace

StringRef lockstep::fuzz::featureWeightNames() {
  return "short-circuit, loop-exit, goto, loop-entry, irreducible, "
         "early-return, side-calls, block-branch, multi-block, communication, "
         "annotations, twin-loops, offset-twins, covered-switch, inline-asm";
}

Error lockstep::fuzz::parseFeatureWeights(StringRef List, FeatureWeights &W) {
  SmallVector<StringRef, 8> Items;
  List.split(Items, ',', -1, false);
  for (StringRef Item : Items) {
    auto [Name, Value] = Item.trim().split('=');
    const NamedWeight *Found = nullptr;
    for (const NamedWeight &N : Names)
      if (Name.trim() == N.Name)
        Found = &N;
    if (!Found)
      return createStringError("unknown generator feature '" + Name.trim() +
                               "' (known: " + featureWeightNames() + ")");
    unsigned V;
    if (Value.trim().getAsInteger(10, V) || V > Found->Max)
      return createStringError("bad weight '" + Value.trim() + "' for " +
                               Found->Name + " (0 to " + Twine(Found->Max) +
                               ")");
    W.*(Found->Field) = V;
  }
  return Error::success();
}

GeneratedKernel lockstep::fuzz::generateKernel(LLVMContext &Ctx,
                                               const DataLayout &DL,
                                               uint64_t Seed,
                                               const GeneratorOptions &Opts) {
  Rng R(Seed * 0x2545f4914f6cdd1dull + 1);
  KernelShape Shape;
  static const unsigned ThreadChoices[] = {32, 64, 64, 48};
  Shape.Threads = ThreadChoices[R.below(4)];
  Shape.AllowShfl = Shape.Threads % 32 == 0;
  const FeatureWeights &W = Opts.Features;
  if (W.MultiBlock && R.chance(W.MultiBlock))
    Shape.Blocks = 2;
  // Drawn only below 100: campaigns with the default keep their kernels.
  if (W.Communication < 100 && !R.chance(W.Communication))
    Shape.Communicates = false;

  std::vector<StmtList> DevBodies;
  BuildContext DevCtx;
  DevCtx.TopLevel = false;
  DevCtx.InDevFn = true;
  DevCtx.Depth = Opts.MaxDepth > 1 ? Opts.MaxDepth - 1 : 0;
  for (unsigned I = 0; I < Shape.NumDevFns; ++I)
    DevBodies.push_back(buildStmts(R, Shape, DevCtx, R.range(2, 5),
                                   Opts.MaxDepth, Opts.MeldBias, W));
  BuildContext Top;
  unsigned Count =
      R.range(Opts.TopLevelStatements / 2, Opts.TopLevelStatements * 3 / 2);
  StmtList Body =
      buildStmts(R, Shape, Top, Count, Opts.MaxDepth, Opts.MeldBias, W);

  GeneratedKernel K;
  K.M = std::make_unique<Module>("fuzz-" + std::to_string(Seed), Ctx);
  K.M->setTargetTriple(Triple("nvptx64-nvidia-cuda"));
  K.M->setDataLayout(DL);
  emitKernelIR(*K.M, Shape, Body, DevBodies);
  K.SpecJSON = specJSON(Shape, R);
  return K;
}
