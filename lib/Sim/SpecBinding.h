//===- SpecBinding.h - Launch-spec entries that need the module -*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch-spec entries whose meaning depends on the module: by-value
/// struct arguments, checked against the kernel's struct layout
/// (DataLayout), and "globals", resolved to the module's __constant__ and
/// __device__ variables by name and checked against their size and element
/// type (cudaMemcpyToSymbol semantics, see LaunchSpec.h).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_SPECBINDING_H
#define LOCKSTEP_LIB_SIM_SPECBINDING_H

#include "lockstep/Sim/LaunchSpec.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Argument;
class DataLayout;
class GlobalVariable;
class Module;
class Type;
} // namespace llvm

namespace lockstep::sim {

/// The struct type of kernel parameter \p Arg when it is passed by value:
/// byval (NVPTX) or byref (amdgcn, whose kernel arguments clang passes as a
/// pointer into the constant kernarg segment); null otherwise. Either way
/// the kernel receives the address of read-only bytes.
llvm::Type *byValueType(const llvm::Argument &Arg);

/// "%struct.P (24 bytes: i32 @0, f32 @4, f64 @8, i8 @16)": the layout of a
/// by-value parameter's struct type as the spec must give it.
std::string describeStructLayout(llvm::Type *Ty, const llvm::DataLayout &DL);

/// The bytes of the by-value struct argument \p A for kernel parameter
/// \p Arg: its fields placed at the struct's offsets (padding zero), or its
/// raw bytes. Errors start with \p Key and say which field does not fit.
/// \p BufferAddress gives the address of a "buffers" entry for
/// {"ptr": name} members.
llvm::Expected<std::vector<uint8_t>>
structArgBytes(const ArgSpec &A, const llvm::Argument &Arg,
               const llvm::DataLayout &DL, const llvm::Twine &Key,
               llvm::function_ref<uint64_t(llvm::StringRef)> BufferAddress);

/// The global variable "globals" entry \p G names, checked: not __shared__,
/// [Offset, Offset + bytes) inside it, element type matching.
llvm::Expected<const llvm::GlobalVariable *>
resolveGlobalSpec(const llvm::Module &M, const ArgSpec &G,
                  const llvm::Twine &Key);

/// Bytes a "globals" entry writes (and reads back): count x element size.
uint64_t globalSpecBytes(const ArgSpec &G);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_SPECBINDING_H
