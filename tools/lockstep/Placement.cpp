//===- Placement.cpp - --ep: where in -O3 the passes run ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver's side of pipeline placement (lockstep/Plugin/ExtensionPoint.h,
/// issue 13 item 1). A .cu input with passes is compiled by clang without
/// its LLVM passes and optimized in-process by the -O3 pipeline with the
/// passes at the chosen extension point (--ep, else the default point); at
/// optimizer-last the driver keeps the plain route (clang -O3, then the
/// passes), which is the same pipeline. A .ll or .bc input is taken as it is
/// and the passes run alone, unless --ep is given: then the input goes
/// through the whole -O3 pipeline with the passes at that point, which is
/// what placement means for unoptimized IR (clang -O3 -Xclang
/// -disable-llvm-passes); on IR that -O3 already optimized, loops are
/// unrolled already and a re-run changes little.
///
/// A pass list with a module pass (branch-split) always takes the plain
/// route: module passes run at optimizer-last only.
///
/// `lockstep report` places the passes only when --ep is given: its
/// decisions attach to the regions of the -O3 IR it lists, which exist only
/// when the passes run on that IR. Placed, the records of the run are listed
/// as unattributed beside the regions of the -O3 baseline.
///
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "lockstep/Plugin/Registration.h"
#include "lockstep/Support/Options.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace lockstep {
namespace driver {

static cl::SubCommandGroup &placedCommands() {
  static cl::SubCommandGroup Group{&compileCommand(), &reportCommand(),
                                   &compareCommand()};
  return Group;
}

cl::opt<std::string> EPName(
    "ep",
    cl::desc("Where in the -O3 pipeline the passes run: peephole, "
             "scalar-optimizer-late, vectorizer-start, vectorizer-end or "
             "optimizer-last (.cu default: see docs/PLACEMENT.md; .ll/.bc: "
             "the passes alone unless given)"),
    cl::value_desc("name"), cl::sub(placedCommands()),
    cl::cat(getLockstepCategory()));

/// Placement applies to CUDA and HIP sources: every input is a .cu or .hip
/// file (compiled without clang's optimizations, then the -O3 pipeline
/// with the passes at their extension point).
static bool areGPUSources(ArrayRef<std::string> Paths) {
  return !Paths.empty() && all_of(Paths, [](const std::string &P) {
    StringRef Ext = sys::path::extension(P);
    return Ext == ".cu" || Ext == ".hip";
  });
}

Expected<std::optional<ExtensionPoint>>
choosePlacement(ArrayRef<std::string> Paths, StringRef Passes,
                bool DefaultApplies) {
  std::optional<ExtensionPoint> Given;
  if (!EPName.empty()) {
    Expected<ExtensionPoint> EP = parseExtensionPoint(EPName);
    if (!EP) {
      consumeError(EP.takeError());
      return inputError("unknown extension point '" + EPName + "' for --ep",
                        "use one of " + extensionPointNames());
    }
    Given = *EP;
  }
  if (Passes.empty())
    return std::nullopt;
  if (hasLockstepModulePass(Passes)) {
    // branch-split creates kernels: it runs on the whole module after -O3.
    if (Given && *Given != ExtensionPoint::OptimizerLast)
      return inputError("'" + Passes +
                            "' holds a module pass, which runs at "
                            "optimizer-last only",
                        "drop --ep or use --ep=optimizer-last");
    return std::nullopt;
  }
  if (!areGPUSources(Paths) || (!Given && !DefaultApplies))
    return Given;
  ExtensionPoint EP = Given.value_or(defaultExtensionPoint());
  if (EP == ExtensionPoint::OptimizerLast)
    return std::nullopt;
  return EP;
}

Expected<std::unique_ptr<Module>>
loadPlacedKernels(LLVMContext &Ctx, std::optional<ExtensionPoint> Placement) {
  return loadInputKernels(Ctx, /*Unoptimized=*/Placement &&
                                   areGPUSources(InputPaths));
}

Error runPlacedPasses(Module &M, GPUPassContext &PC, StringRef Passes,
                      std::optional<ExtensionPoint> Placement) {
  if (!Placement)
    return Passes.empty() ? Error::success() : PC.runPasses(M, Passes);
  return PC.runOptimizationPipeline(M, Passes, *Placement);
}

} // namespace driver
} // namespace lockstep
