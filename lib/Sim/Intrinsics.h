//===- Intrinsics.h - Intrinsics the simulator executes ---------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The intrinsic kinds the simulator executes: NVVM special registers, warp
/// votes and shuffles, barriers, NVVM float operations with their rounding
/// modes, and LLVM math and bit intrinsics. decodeIntrinsic maps a call onto
/// a kind once, at decode time; anything else is reported as unsupported.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_INTRINSICS_H
#define LOCKSTEP_LIB_SIM_INTRINSICS_H

#include "DecodedIR.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class CallInst;
} // namespace llvm

namespace lockstep::sim {

enum class IK : uint16_t {
  // Special registers; Pred is the dimension (0 x, 1 y, 2 z).
  Tid,
  NTid,
  CtaId,
  NCtaId,
  LaneId,
  WarpSizeReg,
  WarpId,
  NWarpId,
  Clock,
  LaneMaskEq,
  LaneMaskLt,
  LaneMaskLe,
  LaneMaskGt,
  LaneMaskGe,
  Zero,
  // Warp-level.
  ActiveMask,
  VoteAny,
  VoteAll,
  VoteUni,
  VoteBallot,
  ShflIdx,
  ShflUp,
  ShflDown,
  ShflBfly,
  Redux,
  MatchAny,
  MatchAll,
  WarpSync,
  // Block barrier; Pred: 0 sync, 1 popc, 2 and, 3 or.
  Barrier,
  // Float unary (Bits 32/64).
  Sqrt,
  Rsqrt,
  Rcp,
  Fabs,
  Floor,
  Ceil,
  FTrunc,
  Rint,
  Round,
  Exp2,
  Log2,
  Exp,
  Log,
  Sin,
  Cos,
  Saturate,
  // Float binary and ternary; Pred is the rounding mode.
  FAddR,
  FMulR,
  FDivR,
  MinNum,
  MaxNum,
  Minimum,
  Maximum,
  CopySign,
  Pow,
  Fma,
  // Conversions.
  F2I,
  D2IHi,
  D2ILo,
  LoHiI2D,
  IsFpClass, ///< llvm.is.fpclass: Ops[1] the FPClassTest mask.
  I2F,
  F2F,
  // Integer.
  SMin,
  SMax,
  UMin,
  UMax,
  Abs,
  Ctpop,
  Ctlz,
  Cttz,
  BitReverse,
  Bswap,
  Fshl,
  Fshr,
  MulHi,
  Prmt,
  Sad,
  AddOv,
  SubOv,
  MulOv,
  AddSat,
  SubSat,
  Copy,
  Trap,
  AssertFail, ///< __assertfail(message, file, line, function, size).
  Printf,     ///< vprintf(format, args): formatted per lane, returns 0.
  /// llvm.memset(dest, byte, length): Ops[0..2]; the backend's stores.
  MemSet,
  /// llvm.memcpy / llvm.memmove(dest, source, length): Ops[0..2].
  MemCopy,
  /// llvm.vector.reduce.*: Pred the ReduceOp, Bits the element width,
  /// Ops[0] the vector (AuxCount elements, FlagVectorOp0), Ops[1] the
  /// start value of fadd and fmul (reduced in element order).
  VecReduce,
  /// Convergence barrier (ITSModel.h): Pred is the BarrierOp, Aux the id,
  /// AuxCount the soft barrier's threshold.
  ConvBarrier,
  // amdgcn (AMDGPU.h), executed by Executor::execAMDGPU.
  ImplicitArgPtr, ///< Address of the code object v5 hidden arguments.
  DispatchPtr,    ///< Address of the HSA dispatch packet.
  MbcntLo,        ///< Ops[1] + set bits of Ops[0] below the lane (0-31).
  MbcntHi,        ///< Ops[1] + set bits of Ops[0] below the lane (32-63).
  WaveBallot,     ///< Mask of the active lanes whose Ops[0] is true.
  ReadFirstLane,  ///< Ops[0] of the lowest active lane.
  ReadLane,       ///< Ops[0] of lane Ops[1] (of the lowest active lane).
  DsBpermute,     ///< Ops[1] of lane Ops[0] / 4, 0 from an inactive lane.
};

/// The operation of a VecReduce.
enum class ReduceOp : uint8_t {
  Add,
  Mul,
  And,
  Or,
  Xor,
  SMax,
  SMin,
  UMax,
  UMin,
  FAdd,
  FMul,
  FMax,     ///< maxnum
  FMin,     ///< minnum
  FMaximum, ///< maximum (NaN-propagating)
  FMinimum,
};

/// Fills \p D for a llvm.vector.reduce.* call \p CI (Imm, Pred, Bits,
/// AuxCount, Flags; the caller fills the operands: the vector in Ops[0], the
/// start value of fadd/fmul in Ops[1]). False for other calls and for
/// element types the simulator does not hold.
bool decodeVectorReduce(const llvm::CallInst &CI, DInst &D);

/// Rounding modes (Pred of FAddR, FMulR, FDivR, Fma, F2I, I2F, F2F).
enum : uint8_t { RoundNearest, RoundZero, RoundDown, RoundUp, RoundAway };

/// Fills \p D (Imm = IK, Pred, Flags, Bits, SrcBits) for the intrinsic
/// called by \p CI. Returns false when the intrinsic is not supported.
/// Operands are filled by the caller.
bool decodeIntrinsic(const llvm::CallInst &CI, DInst &D);

/// Decodes a read of the PTX special register \p Name as written in
/// assembly ("%tid.x", "%clock64", "%lanemask_lt", "%globaltimer", ...)
/// into \p D, as the llvm.nvvm.read.ptx.sreg intrinsic of that register.
/// False if the register is not one those intrinsics cover.
bool decodeSpecialRegisterRead(llvm::StringRef Name, DInst &D);

/// Source lane of shfl.sync mode \p K (ShflIdx, ShflUp, ShflDown, ShflBfly)
/// for \p Lane with lane/offset \p B and clamp/segment mask \p C, per the
/// PTX ISA; \p Valid receives pval (false: the lane reads its own value).
unsigned shflSource(IK K, unsigned Lane, uint64_t B, uint64_t C, bool &Valid);

/// True if \p Name is one of the convergence barrier functions
/// (__lockstep_barrier_join, _wait, _cancel, _rejoin, _wait_soft).
bool isConvergenceBarrier(llvm::StringRef Name);

/// Fills \p D for a call to a convergence barrier function; an error if its
/// id is not a constant below NumConvergenceBarriers or the soft barrier's
/// threshold is not a constant in [1, 64].
llvm::Error decodeConvergenceBarrier(const llvm::CallInst &CI, DInst &D);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_INTRINSICS_H
