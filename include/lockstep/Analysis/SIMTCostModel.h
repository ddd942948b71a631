//===- SIMTCostModel.h - Latency table for SIMT instructions ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One latency table, by instruction class, shared by the compiler side
/// (melding profitability MP_B / MP_S and instruction alignment scores, DARM
/// Section IV-C) and by lockstep-sim's cycle model, so that "profitable" in the
/// passes and "cycles" in the simulator mean the same thing.
///
/// Every number in the table cites its source in SIMTCostModel.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_SIMTCOSTMODEL_H
#define LOCKSTEP_ANALYSIS_SIMTCOSTMODEL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Intrinsics.h"
#include <cstdint>

namespace llvm {
class BasicBlock;
class Instruction;
} // namespace llvm

namespace lockstep {

/// Address spaces as numbered by NVPTX (AMDGPU uses the same numbers for
/// these five: flat, global, LDS, constant, private).
enum class AddrSpace : unsigned {
  Generic = 0,
  Global = 1,
  Shared = 3,
  Constant = 4,
  Local = 5,
};

/// Instruction classes of the latency table.
enum class InstClass : uint8_t {
  Free,        ///< No issue slot: phi, freeIntrinsics().
  IntAlu,      ///< add, sub, logic, shifts, compares, min/max, bit counts.
  IntMul,      ///< mul.
  IntDiv,      ///< udiv, sdiv, urem, srem (by a constant: IntMul, or
               ///< IntAlu for a power of two, as the backend lowers them).
  FpAlu,       ///< fadd, fsub, fneg, fcmp, fabs, min/max on f32.
  FpMul,       ///< fmul on f32.
  FpFma,       ///< fma / fmuladd on f32.
  FpDiv,       ///< fdiv, frem on f32.
  DpAlu,       ///< fadd, fsub, fcmp on f64.
  DpMul,       ///< fmul on f64.
  DpFma,       ///< fma on f64.
  DpDiv,       ///< fdiv on f64.
  SpecialFunc, ///< sqrt, rsqrt, ex2, lg2, sin, cos, approx division (SFU).
  Conversion,  ///< casts between int and float, extensions, truncations.
  Address,     ///< getelementptr, addrspacecast, ptrtoint, inttoptr.
  Select,      ///< select.
  Branch,      ///< br, switch, ret, unreachable.
  Call,        ///< call of a device function (not an intrinsic).
  SpecialReg,  ///< reads of tid, ntid, ctaid, laneid, clock, ...
  Barrier,     ///< __syncthreads and its spellings.
  WarpVote,    ///< activemask, vote.any/all/uni/ballot, match.
  WarpShuffle, ///< shfl.sync.* and redux.sync.
  Fence,       ///< fence, membar.
  LoadGlobal,
  StoreGlobal,
  LoadShared,
  StoreShared,
  LoadLocal,
  StoreLocal,
  LoadConstant,
  LoadGeneric,
  StoreGeneric,
  AtomicGlobal,
  AtomicShared,
  AtomicGeneric,
  Other, ///< Anything else (vector shuffles, aggregates, ...).
};

constexpr unsigned NumInstClasses = static_cast<unsigned>(InstClass::Other) + 1;

/// The latency table and the classifier that maps IR onto it.
class SIMTCostModel {
public:
  /// The class of \p I. Memory operations are classified by the address space
  /// of their pointer operand; generic pointers give the Generic classes.
  static InstClass classify(const llvm::Instruction &I);

  /// The free intrinsics: no issue slot and no effect on the values a
  /// thread computes (lifetime markers, assume, debug info, annotations,
  /// invariant markers, ...). classify() gives them InstClass::Free and the
  /// simulator's decoder drops them: this list is the one both consult.
  static llvm::ArrayRef<llvm::Intrinsic::ID> freeIntrinsics();
  static bool isFreeIntrinsic(llvm::Intrinsic::ID ID);

  /// Issue latency of one warp instruction of class \p C, in cycles.
  static unsigned latency(InstClass C);
  static unsigned latency(const llvm::Instruction &I) {
    return latency(classify(I));
  }

  /// lat(b) of DARM Section IV-C: the sum of the latencies of \p BB.
  static unsigned blockLatency(const llvm::BasicBlock &BB);

  /// Lanes of one warp of \p F's target: for amdgcn the wavefront size
  /// (the last of the +wavefrontsize32/64 target features, else 32 for a
  /// "target-cpu" of gfx10 or later and 64 for older or none), otherwise 32.
  static unsigned lanesPerWarp(const llvm::Function &F);

  /// Stable lower-case name of \p C ("int_alu", "global_load", ...).
  static llvm::StringRef name(InstClass C);

  /// Class of a load, store or atomic in address space \p AS.
  static InstClass memoryClass(unsigned AS, bool IsStore, bool IsAtomic);

  static bool isLoad(InstClass C);
  static bool isStore(InstClass C);
  static bool isAtomic(InstClass C);
  static bool isMemory(InstClass C) {
    return isLoad(C) || isStore(C) || isAtomic(C);
  }

  /// Simulator refinements of the memory classes (cited in the .cpp):
  /// extra cycles per 32-byte global sector beyond the first 128-byte line,
  /// and extra cycles per shared-memory bank-conflict replay.
  static unsigned extraSectorCycles();
  static unsigned bankConflictReplayCycles();

  /// Execution pipes of an SM sub-partition (SM timing model).
  enum class Pipe : uint8_t { None, Int, Fp32, Fp64, SFU, LSU, Control };
  static constexpr unsigned NumPipes = 7;
  static Pipe pipe(InstClass C);
  /// Issue interval (reciprocal throughput): cycles the class's pipe of one
  /// sub-partition stays busy per warp instruction (sources in the .cpp).
  static unsigned issueInterval(InstClass C);
  /// Global memory bandwidth of one SM in 32-byte sectors per cycle (DRAM
  /// bandwidth of H100 SXM5 shared by its SMs; source in the .cpp).
  static double globalSectorsPerCycle();
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_SIMTCOSTMODEL_H
