//===- Reducer.h - Delta reduction of failing kernels -----------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// reduceKernel shrinks a kernel while a predicate (the finding persists)
/// holds: it folds conditional branches and switches to one successor,
/// deletes instructions in shrinking chunks (stores, atomics, calls, values
/// replaced by one of their operands or zero), then removes dead code,
/// unreachable blocks and trivial block chains. Every candidate is verified
/// before it is tested. Barriers and address computations are never touched,
/// so a reduced kernel stays race-free and in bounds.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_FUZZ_REDUCER_H
#define LOCKSTEP_FUZZ_REDUCER_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <cstdint>
#include <memory>

namespace llvm {
class Module;
} // namespace llvm

namespace lockstep::fuzz {

struct ReduceStats {
  unsigned Tests = 0;    ///< Predicate evaluations.
  unsigned Accepted = 0; ///< Accepted candidates.
};

/// Reduces \p M in place; \p StillFails must return true for \p M itself.
/// Stops after \p MaxTests predicate evaluations.
ReduceStats reduceKernel(std::unique_ptr<llvm::Module> &M,
                         llvm::function_ref<bool(llvm::Module &)> StillFails,
                         unsigned MaxTests = 500);

/// Number of instructions in the defined functions of \p M.
unsigned countInstructions(const llvm::Module &M);

} // namespace lockstep::fuzz

#endif // LOCKSTEP_FUZZ_REDUCER_H
