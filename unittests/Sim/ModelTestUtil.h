//===- ModelTestUtil.h - Hand-built CFGs for model tests --------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// makeFunction builds a DecodedFunction holding only a CFG: block I spans
/// instructions 10*I .. 10*I+9 and ends in a br, conditional br, switch or
/// (no successors) ret, so the models compute post-dominators from it.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_UNITTESTS_SIM_MODELTESTUTIL_H
#define LOCKSTEP_UNITTESTS_SIM_MODELTESTUTIL_H

#include "../../lib/Sim/Reconvergence.h"
#include "gtest/gtest.h"
#include <initializer_list>
#include <vector>

namespace lockstep::sim::test {

inline DecodedFunction
makeFunction(std::initializer_list<std::vector<uint32_t>> Succs) {
  DecodedFunction F;
  uint32_t B = 0;
  for (const std::vector<uint32_t> &S : Succs) {
    DecodedBlock DB;
    DB.FirstInst = 10 * B;
    DB.Name = "%" + std::to_string(B);
    F.Blocks.push_back(DB);
    for (unsigned I = 0; I < 10; ++I)
      F.Insts.push_back({Op::Add, InstClass::IntAlu});
    DInst &T = F.Insts.back();
    T.Block = B++;
    T.Opcode = S.empty()       ? Op::Ret
               : S.size() == 1 ? Op::Br
               : S.size() == 2 ? Op::CondBr
                               : Op::Switch;
    T.Aux = uint32_t(F.Edges.size());
    T.AuxCount = uint32_t(S.size());
    for (uint32_t To : S)
      F.Edges.push_back({To});
  }
  return F;
}

} // namespace lockstep::sim::test

#endif // LOCKSTEP_UNITTESTS_SIM_MODELTESTUTIL_H
