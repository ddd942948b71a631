//===- SplitSafety.h - Can a kernel be split per thread? --------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The proof obligations of branch splitting (the G80 paper's section 4,
/// "works on independent data"): after the split every thread runs in one
/// of two kernels launched one after the other, so no thread may talk to
/// another one (barriers, convergent or warp operations, shared memory,
/// atomics, fences, volatile accesses), the code every thread runs in both
/// kernels (everything not reached from the branch) must have no side
/// effects, the branch must run at most once per thread (not in a cycle),
/// its condition must read no memory the kernel writes (else a thread could
/// change sides between the kernels), and every store must go to memory a
/// launch plan carries over (kernel arguments or the thread's own stack).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_SPLIT_SPLITSAFETY_H
#define LOCKSTEP_TRANSFORMS_SPLIT_SPLITSAFETY_H

#include <string>

namespace llvm {
class AAResults;
class BranchInst;
class Function;
class Instruction;
} // namespace llvm

namespace lockstep::split {

/// Why splitting is unsafe, as a reason code of the decision record
/// (SplitSafety.cpp lists them) and a sentence.
struct Hazard {
  std::string Code;    ///< Empty: no hazard.
  std::string Message; ///< "calls @f, which executes a barrier".
  explicit operator bool() const { return !Code.empty(); }
};

/// The first instruction of \p F (or of a function it calls, up to a depth
/// of 8) through which threads may communicate or synchronize.
Hazard findCommunication(const llvm::Function &F);

/// Every proof obligation for splitting \p F at \p Br (see the file
/// comment); findCommunication included.
Hazard checkSplittable(const llvm::Function &F, const llvm::BranchInst &Br,
                       llvm::AAResults &AA);

} // namespace lockstep::split

#endif // LOCKSTEP_TRANSFORMS_SPLIT_SPLITSAFETY_H
