//===- InlineAsm.h - PTX inline assembly of CUDA headers --------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// CUDA's headers implement some math functions (sinf/cosf argument
/// reduction, powf, tanhf, __ffs, __funnelshift_*) with small PTX inline
/// assembly blocks. This file parses such a block once at decode time into
/// micro-operations over a few 64-bit registers and runs it per lane.
/// Supported: .reg declarations, mov (incl. pack/unpack of two 32-bit
/// halves with mov.b64 and of two 16-bit halves with mov.b32, and the
/// special registers %laneid and %lanemask_{eq,lt,le,gt,ge}), add/sub with
/// carry (.cc, addc, subc), mul/mad lo/hi with carry,
/// bfind(.shiftamt).u32, shf.l/r.wrap/clamp.b32, prmt.b32 (default mode),
/// lop3.b32, dp4a and dp2a.lo/hi, integer setp and selp of any type (for
/// predicates), cvt and the floating-point arithmetic of cuda_fp16.h and
/// cuda_bf16.h (InlineAsmFloat.h), and the warp-level forms users write and
/// older CUDA headers emit: activemask.b32, vote(.sync).{all,any,uni}.pred /
/// vote(.sync).ballot.b32 (predicate operand optionally negated with !),
/// shfl(.sync).{up,down,bfly,idx}.b32 and bar.warp.sync. Anything else is an
/// error naming the instruction.
///
/// A block runs over the warp's active lanes one instruction at a time
/// (every lane executes instruction k before any executes k+1), so warp
/// instructions see every lane's operands as the hardware does.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_INLINEASM_H
#define LOCKSTEP_LIB_SIM_INLINEASM_H

#include "InlineAsmFloat.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace lockstep::sim {

struct AsmOp {
  enum Kind : uint8_t {
    Mov,
    Pack,   ///< Two halves (PartBits each) into one register.
    Unpack, ///< One register into two halves (PartBits each).
    Add,
    Sub,
    MulLo,
    MulHi,
    MadLo,
    MadHi,
    BFind,
    Dp4a, ///< Four byte products plus c (Signed: a's bytes, SignedB: b's).
    Dp2a, ///< Two 16-bit by byte products plus c (Wide: b's high bytes).
    ShfL,
    ShfR,
    Prmt,
    Lop3,
    SetP,
    SelP,
    Float,      ///< cvt and floating-point arithmetic: F.
    Nop,        ///< nanosleep: a scheduling hint, no effect on values.
    ActiveMask, ///< Warp-level from here on.
    Vote,
    Shfl,
    WarpSync,
  };
  /// Comparison of setp.
  enum Cmp : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
  /// vote modes.
  enum VoteMode : uint8_t { All, Any, Uni, Ballot };
  Kind K;
  bool SetCC = false; ///< .cc: write the carry flag.
  bool UseCC = false; ///< addc/subc/madc: read the carry flag.
  bool Wide = false;  ///< 64-bit operation.
  bool ShiftAmt = false, Clamp = false;
  bool Signed = false;   ///< setp: signed comparison; dp4a/dp2a: a signed.
  bool SignedB = false;  ///< dp4a/dp2a: b signed.
  bool Negate = false;   ///< vote: the predicate operand is !p.
  bool HasMask = false;  ///< vote/shfl: a member mask operand is given.
  uint8_t Mode = 0;      ///< setp: Cmp; vote: VoteMode; shfl: an IK value.
  uint8_t PartBits = 32; ///< Pack, Unpack: 32 (mov.b64) or 16 (mov.b32).
  uint8_t Dst = 0, Dst2 = 0;
  uint8_t Src[4] = {0, 0, 0, 0};
  FloatInst F; ///< Float.

  bool isWarpOp() const { return K >= ActiveMask; }
};

/// Special registers read by mov: their value depends on the lane.
enum class AsmSpecial : uint8_t {
  LaneId,
  LaneMaskEq,
  LaneMaskLt,
  LaneMaskLe,
  LaneMaskGt,
  LaneMaskGe
};

/// A parsed block: registers 0..NumOperands-1 are the $N operands (outputs
/// first), then named .reg registers, then immediates (preset values).
struct AsmProgram {
  std::vector<AsmOp> Ops;
  std::vector<std::pair<uint8_t, uint64_t>> Immediates;
  std::vector<std::pair<uint8_t, AsmSpecial>> Specials;
  unsigned NumOutputs = 0, NumInputs = 0, NumRegs = 0;
};

/// A block that is one global or generic load or store with a cache
/// operator (the __ldcs/__ldcg/__ldlu/__ldcv/__stcs/__stcg/__stwb/__stwt of
/// the CUDA headers, user ld.global.nc): the simulator runs it as the plain
/// access, which is what it does to memory (cache operators only steer the
/// caches).
struct AsmMemoryAccess {
  bool Store = false;
  bool Signed = false; ///< An s type: a load sign-extends into its register.
  unsigned Bytes = 0;  ///< Size of one element.
  unsigned Elts = 1;   ///< 1, or 2/4 for a .v2/.v4 load.
  unsigned AddrOperand = 0;  ///< The $N operand holding the address.
  unsigned ValueOperand = 0; ///< Store: the $N operand stored.
};
/// The access \p Asm is, if it is exactly one such ld or st: ld/st, an
/// optional .global, cache and eviction modifiers, an optional .v2/.v4 (loads
/// only), an integer, bit or float type; the address a bare [$N]. Every
/// other form gives std::nullopt.
std::optional<AsmMemoryAccess> matchPTXMemoryAccess(llvm::StringRef Asm);

/// A block that is one memory fence (membar.{cta,gl,sys}, fence.*) or a
/// whole-block barrier (bar.sync 0, barrier.sync 0): the same as the
/// llvm.nvvm intrinsics of the same meaning.
enum class AsmSync { None, Fence, Barrier };
AsmSync matchPTXSync(llvm::StringRef Asm);

/// Registers per lane in the buffer runPTXAsmWarp takes.
constexpr unsigned AsmRegsPerLane = 64;

/// Parses \p Asm with the LLVM constraint string \p Constraints.
llvm::Expected<AsmProgram> parsePTXAsm(llvm::StringRef Asm,
                                       llvm::StringRef Constraints);

/// Runs \p P for one lane (\p Lane of its warp, which is the only active
/// lane) on \p Regs (at least P.NumRegs entries, inputs filled in).
void runPTXAsm(const AsmProgram &P, uint64_t *Regs, unsigned Lane = 0);

/// Runs \p P for the lanes of \p Active (a warp of \p WarpSize lanes) on
/// \p Regs: AsmRegsPerLane registers per lane, lane L at
/// Regs[L * AsmRegsPerLane], inputs filled in for every active lane.
void runPTXAsmWarp(const AsmProgram &P, uint64_t *Regs, uint64_t Active,
                   unsigned WarpSize);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_INLINEASM_H
