//===- LaunchStubRewrite.h - Launch plans across host and device -*- C++ -*-=//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two halves of a launch plan in a clang CUDA compile with
/// -fpass-plugin (issue 16; docs/launch-plans.md, "Host side"):
///
/// - `record-launch-plans` (device module, run after the Lockstep passes at
///   optimizer-last): writes the module's `!lockstep.launch_plans`, by kernel
///   name, to the side file `-lockstep-launch-plans=FILE`
///   (lockstep/Support/LaunchPlanFile.h).
/// - `branch-split-host` (host module, run at pipeline start, before the
///   stubs are inlined): for every kernel the device compiles agree to
///   replace, registers one new host stub per replacing kernel with
///   __cudaRegisterFunction next to the original's registration, and turns
///   every `cudaLaunchKernel(stub, grid, block, args, shmem, stream)` of the
///   original into one launch per replacing kernel, in plan order, with the
///   same grid, block, arguments, dynamic shared memory and stream (so they
///   run one after the other). Other uses of the stub's address (a
///   cooperative launch, cudaFuncGetAttributes, a function pointer) keep the
///   original kernel, which stays in the device binary: a warning says so.
///
/// \code
///   main: k<<<g, b>>>(x)            main: k<<<g, b>>>(x)   (unchanged)
///   stub k: cudaLaunchKernel(k,..)  stub k: cudaLaunchKernel(k_if, ..)
///                                ==>        cudaLaunchKernel(k_else, ..)
///   ctor: register(k, "k")          ctor: register(k, "k"),
///                                         register(k_if, "k_split_if"), ..
/// \endcode
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_LAUNCHSTUBREWRITE_H
#define LOCKSTEP_TRANSFORMS_SPLIT_LAUNCHSTUBREWRITE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

#include <string>

namespace lockstep {

/// The side file named by -lockstep-launch-plans ("" when not given).
llvm::StringRef launchPlansFileOption();

struct RecordLaunchPlansPass : llvm::PassInfoMixin<RecordLaunchPlansPass> {
  explicit RecordLaunchPlansPass(bool = true) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

struct LaunchStubRewritePass : llvm::PassInfoMixin<LaunchStubRewritePass> {
  explicit LaunchStubRewritePass(bool = true) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Parameter parser of both passes: they take none.
llvm::Expected<bool> parseNoLaunchPlanOptions(llvm::StringRef Params);

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_SPLIT_LAUNCHSTUBREWRITE_H
