//===- SimTestUtil.h - Helpers for lockstep-sim unit tests ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses IR from a string, checks it with the verifier, parses a launch
/// spec and runs the kernel; plus accessors for i32 buffers, the launch
/// spec most tests use, and an assertion that a run finished cleanly.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_UNITTESTS_SIM_SIMTESTUTIL_H
#define LOCKSTEP_UNITTESTS_SIM_SIMTESTUTIL_H

#include "lockstep/Sim/Simulator.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"
#include <cstring>
#include <string>

namespace lockstep::sim::test {

struct SimRun {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  std::optional<RunResult> Result;
  std::string Error;

  SimRun(llvm::StringRef IR, llvm::StringRef Spec, SimOptions Opts = {}) {
    llvm::SMDiagnostic Diag;
    M = llvm::parseAssemblyString(IR, Diag, Ctx);
    if (!M) {
      Error = "parse: " + Diag.getMessage().str();
      return;
    }
    if (llvm::verifyModule(*M, &llvm::errs())) {
      Error = "verifier";
      return;
    }
    llvm::Expected<LaunchSpec> S = parseLaunchSpec(Spec, "");
    if (!S) {
      Error = llvm::toString(S.takeError());
      return;
    }
    llvm::Expected<RunResult> R = runKernel(*M, *S, Opts);
    if (!R) {
      Error = llvm::toString(R.takeError());
      return;
    }
    Result = std::move(*R);
  }

  const Metrics &stats() const { return Result->Stats; }

  std::vector<int32_t> i32(llvm::StringRef Name) const {
    for (const BufferResult &B : Result->Buffers)
      if (B.Name == Name) {
        std::vector<int32_t> V(B.Bytes.size() / 4);
        std::memcpy(V.data(), B.Bytes.data(), V.size() * 4);
        return V;
      }
    return {};
  }
};

/// Spec of kernel @k(ptr %out, <Extra>) on one block of \p Block threads,
/// with an i32 buffer "out" of \p Count elements; \p ExtraArgs are more
/// JSON argument objects (e.g. a scalar), comma-prefixed.
inline std::string outSpec(unsigned Block, unsigned Count,
                           llvm::StringRef ExtraArgs = "") {
  return (llvm::Twine(R"({"kernel": "k", "grid": 1, "block": )") +
          llvm::Twine(Block) +
          R"(, "args": [{"name": "out", "buffer": "i32", "count": )" +
          llvm::Twine(Count) + "}" + ExtraArgs + "]}")
      .str();
}

/// Succeeds if \p R ran to the end without a fault; otherwise says why.
inline ::testing::AssertionResult ranClean(const SimRun &R) {
  if (!R.Result)
    return ::testing::AssertionFailure() << "no result: " << R.Error;
  if (R.Result->Fault)
    return ::testing::AssertionFailure() << "fault: " << *R.Result->Fault;
  return ::testing::AssertionSuccess();
}

} // namespace lockstep::sim::test

#endif // LOCKSTEP_UNITTESTS_SIM_SIMTESTUTIL_H
