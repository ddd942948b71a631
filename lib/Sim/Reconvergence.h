//===- Reconvergence.h - SIMT reconvergence models --------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the lanes of a warp split at divergent branches and where they meet
/// again. The executor asks the model for the entry to run next and reports
/// branches and returns to it; it never manipulates the stack itself, so a
/// later model (independent thread scheduling with convergence barriers) can
/// replace IPDOMModel behind the same interface.
///
/// IPDOMModel (the classic post-dominator SIMT stack):
///
///        A: br %c, B, C        stack before:   [{A, rpc=X, 1111}]
///       / \                    after A:        [{D, rpc=X, 1111},
///      B   C                                    {C, rpc=D, 0011},
///       \ /                                     {B, rpc=D, 1100}]
///        D  <- ipdom(A)        B reaches D: pop; C reaches D: pop;
///                              D continues with 1111.
///
/// When the ipdom of a divergent branch equals the current entry's
/// reconvergence block (loop exits, nested branches sharing a join), the
/// current entry is replaced instead of being kept, which bounds the depth.
/// Lanes that return are removed from every entry; the reconvergence block
/// of a branch without a post-dominator is the virtual exit (-1).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_RECONVERGENCE_H
#define LOCKSTEP_LIB_SIM_RECONVERGENCE_H

#include "DecodedIR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace lockstep::sim {

struct SimtEntry {
  int32_t Block;  ///< Block the entry runs (or waits at), -1 = exit.
  uint32_t PC;    ///< Next instruction index in the function.
  int32_t Reconv; ///< Reconvergence block, -1 = virtual exit.
  LaneMask Mask;
};

/// Per-frame reconvergence state.
struct SimtStack {
  std::vector<SimtEntry> Entries;
};

/// A branch target and the lanes taking it.
struct BranchTarget {
  uint32_t Block;
  LaneMask Mask;
};

class ReconvergenceModel {
public:
  virtual ~ReconvergenceModel();
  virtual llvm::StringRef name() const = 0;
  /// Starts a function at its entry block with lanes \p M.
  virtual void enter(SimtStack &S, const DecodedFunction &F, LaneMask M) = 0;
  /// The entry to run next, or null when every lane has returned.
  virtual SimtEntry *current(SimtStack &S) = 0;
  /// Lanes of the current entry leave block \p From for \p Targets (distinct
  /// blocks, non-empty masks, in successor order). Returns true if the
  /// branch diverged.
  virtual bool branch(SimtStack &S, const DecodedFunction &F, uint32_t From,
                      llvm::ArrayRef<BranchTarget> Targets) = 0;
  /// Lanes \p M returned from the function.
  virtual void retire(SimtStack &S, LaneMask M) = 0;
};

/// Creates the model named \p Name ("ipdom"), or null if unknown.
std::unique_ptr<ReconvergenceModel>
createReconvergenceModel(llvm::StringRef Name);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_RECONVERGENCE_H
