//===- Decoder.h - Decode LLVM IR into the simulator's form -----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes a kernel and every device function it calls into DecodedIR,
/// classifying each instruction once with SIMTCostModel::classify and
/// computing immediate post-dominators (reconvergence points) on the CFG of
/// blocks that can reach a return. Any construct the executor does not
/// handle is reported here, by name.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_DECODER_H
#define LOCKSTEP_LIB_SIM_DECODER_H

#include "DecodedIR.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Constant;
class DataLayout;
class GlobalValue;
class Type;
} // namespace llvm

namespace lockstep::sim {

/// Simulated addresses of the module's global variables.
using GlobalAddressMap = llvm::DenseMap<const llvm::GlobalValue *, uint64_t>;

/// Decodes \p Kernel and its callees; Funcs[0] of the result is the kernel.
llvm::Expected<DecodedModule> decodeKernel(const llvm::Function &Kernel,
                                           const GlobalAddressMap &Globals,
                                           unsigned WarpSize);

/// Value of a scalar constant (int, float bits, pointer, constant expression).
llvm::Expected<uint64_t> evalScalarConstant(const llvm::Constant *C,
                                            const llvm::DataLayout &DL,
                                            const GlobalAddressMap &Globals);

/// Writes the in-memory image of \p C to \p Out (little-endian).
llvm::Error writeConstant(const llvm::Constant *C, uint8_t *Out,
                          const llvm::DataLayout &DL,
                          const GlobalAddressMap &Globals);

/// Width in bits of a scalar type the simulator supports (integers up to 64
/// bits, float, double, pointers), 0 otherwise.
unsigned scalarBits(const llvm::Type *Ty);

/// Number of rows a value of type \p Ty occupies, 0 if unsupported.
unsigned rowCount(const llvm::Type *Ty);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_DECODER_H
