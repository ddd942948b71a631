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
/// Supported: .reg declarations, mov (incl. 64-bit pack/unpack), add/sub
/// with carry (.cc, addc, subc), mul/mad lo/hi with carry, rcp.approx.f32,
/// bfind(.shiftamt).u32, shf.l/r.wrap/clamp.b32. Anything else is reported
/// as unsupported inline assembly.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_INLINEASM_H
#define LOCKSTEP_LIB_SIM_INLINEASM_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <vector>

namespace lockstep::sim {

struct AsmOp {
  enum Kind : uint8_t {
    Mov,
    Pack64,
    Unpack64,
    Add,
    Sub,
    MulLo,
    MulHi,
    MadLo,
    MadHi,
    Rcp,
    BFind,
    ShfL,
    ShfR,
  };
  Kind K;
  bool SetCC = false; ///< .cc: write the carry flag.
  bool UseCC = false; ///< addc/subc/madc: read the carry flag.
  bool Wide = false;  ///< 64-bit operation.
  bool ShiftAmt = false, Clamp = false;
  uint8_t Dst = 0, Dst2 = 0;
  uint8_t Src[3] = {0, 0, 0};
};

/// A parsed block: registers 0..NumOperands-1 are the $N operands (outputs
/// first), then named .reg registers, then immediates (preset values).
struct AsmProgram {
  std::vector<AsmOp> Ops;
  std::vector<std::pair<uint8_t, uint64_t>> Immediates;
  unsigned NumOutputs = 0, NumInputs = 0, NumRegs = 0;
};

/// Parses \p Asm with the LLVM constraint string \p Constraints.
llvm::Expected<AsmProgram> parsePTXAsm(llvm::StringRef Asm,
                                       llvm::StringRef Constraints);

/// Runs \p P on \p Regs (at least P.NumRegs entries, inputs filled in).
void runPTXAsm(const AsmProgram &P, uint64_t *Regs);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_INLINEASM_H
