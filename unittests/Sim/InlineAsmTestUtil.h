//===- InlineAsmTestUtil.h - Running one inline-assembly block --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The helper the inline-assembly unit tests share: parse a block with its
/// constraints, run it for one lane on the given inputs, return an output.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_UNITTESTS_SIM_INLINEASMTESTUTIL_H
#define LOCKSTEP_UNITTESTS_SIM_INLINEASMTESTUTIL_H

#include "../../lib/Sim/InlineAsm.h"
#include "gtest/gtest.h"

namespace lockstep::sim::test {

/// Output \p Out of \p Asm run on \p Inputs (0 and a test failure if the
/// block does not parse).
inline uint64_t runAsm(llvm::StringRef Asm, llvm::StringRef Constraints,
                       std::initializer_list<uint64_t> Inputs,
                       unsigned Out = 0) {
  llvm::Expected<AsmProgram> P = parsePTXAsm(Asm, Constraints);
  EXPECT_TRUE(bool(P)) << (P ? "" : llvm::toString(P.takeError()));
  if (!P)
    return 0;
  uint64_t Regs[64] = {0};
  unsigned I = P->NumOutputs;
  for (uint64_t V : Inputs)
    Regs[I++] = V;
  runPTXAsm(*P, Regs);
  return Regs[Out];
}

} // namespace lockstep::sim::test

#endif // LOCKSTEP_UNITTESTS_SIM_INLINEASMTESTUTIL_H
