//===- LaunchSpec.h - Kernel launch description -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch spec: which kernel to run, the grid and block shape, dynamic
/// shared memory and the kernel arguments (buffers with their initial
/// contents, scalars). It is read from the JSON format of issue 3:
///
///   {"kernel": "name", "grid": [x, y, z], "block": [x, y, z],
///    "dynamic_shared_bytes": 0,
///    "args": [{"name": "data", "buffer": "i32", "count": 512,
///              "init": "iota", "output": true},
///             {"name": "n", "scalar": "i32", "value": 512}]}
///
/// Buffer contents are described here and materialized by the simulator
/// after the memory budget has been checked.
///
/// Two extensions (issue 17), both optional, so older specs keep working:
///
/// - A struct passed by value (a `byval` kernel parameter) is an argument
///   with "struct": a list of typed fields in declaration order, each one
///   value or an array of values for an array member, e.g.
///   {"name": "p", "struct": [{"i32": 100}, {"f32": [1.5, 2]}, {"f64": 0}]},
///   or with "bytes": [..] giving its raw little-endian bytes. The simulator
///   checks the fields against the kernel's struct layout (DataLayout):
///   one value per scalar leaf, same types, padding filled with zeros.
/// - "globals": [...] initialises `__constant__` and `__device__` variables
///   by name (the source name, or the symbol), as cudaMemcpyToSymbol before
///   the launch would: {"name": "table", "buffer": "f32", "count": 16,
///   "init": ..., "offset": 0} copies count elements at byte "offset" of the
///   variable; {"name": "scale", "scalar": "f32", "value": 2} copies one.
///   Bytes not written keep the module's initializer. "output": true reads
///   the variable back after the run (as cudaMemcpyFromSymbol would) and
///   returns it with the buffers.
/// - "buffers": [...] allocates device buffers that are no argument (same
///   form as buffer arguments, "name" required); a struct member
///   {"ptr": "name"} or a global {"name": "d_in", "ptr": "name"} holds the
///   address of one, as a host would pass cudaMalloc'ed pointers.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SIM_LAUNCHSPEC_H
#define LOCKSTEP_SIM_LAUNCHSPEC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace lockstep::sim {

/// Element types of buffers and scalars.
enum class ElemType : uint8_t { I8, I16, I32, I64, F32, F64 };

/// Size in bytes of one element of \p T.
unsigned elemSize(ElemType T);
/// Spelling of \p T in launch specs ("i32", "f32", ...).
llvm::StringRef elemTypeName(ElemType T);
bool isFloatElem(ElemType T);

/// A number as written in JSON: integers stay exact.
struct SpecNumber {
  bool IsInt = true;
  int64_t Int = 0;
  double Float = 0.0;
};

/// How a buffer is initialized.
struct BufferInit {
  /// Bytes: the contents \c Raw (set by a launch plan to carry a buffer
  /// from one launch to the next; the JSON has no spelling for it).
  enum Kind : uint8_t { Zeros, Iota, Fill, ValueList, Random, File, Bytes };
  Kind K = Zeros;
  SpecNumber FillValue;
  std::vector<SpecNumber> Values;
  uint64_t Seed = 0;
  SpecNumber Min, Max;
  std::string FilePath; ///< Absolute or relative to the working directory.
  std::vector<uint8_t> Raw;
};

/// One field of a by-value struct argument: a type and one value, or
/// several for an array member.
struct StructField {
  ElemType Type = ElemType::I32;
  std::vector<SpecNumber> Values;
  /// {"ptr": "name"}: a pointer member holding the address of the
  /// "buffers" entry of that name (Type is I64, one value).
  std::string PtrBuffer;
};

/// One kernel argument, or one global variable of "globals".
struct ArgSpec {
  std::string Name;
  bool IsBuffer = false;
  /// A by-value struct: Fields, or RawBytes when IsRawStruct.
  bool IsStruct = false;
  bool IsRawStruct = false;
  std::vector<StructField> Fields;
  std::vector<uint8_t> RawBytes;
  /// Globals: the byte offset written (cudaMemcpyToSymbol's offset).
  uint64_t Offset = 0;
  /// Globals: {"ptr": "name"} writes the address of that "buffers" entry
  /// (a __device__ pointer set with cudaMemcpyToSymbol).
  std::string PtrBuffer;
  ElemType Type = ElemType::I32;
  // Buffers (and globals: Output reads a scalar global back too).
  uint64_t Count = 0;
  BufferInit Init;
  bool Output = false;
  // Scalars.
  SpecNumber Value;
};

struct LaunchSpec {
  std::string Kernel;
  std::array<uint32_t, 3> Grid = {1, 1, 1};
  std::array<uint32_t, 3> Block = {1, 1, 1};
  uint64_t DynamicSharedBytes = 0;
  std::vector<ArgSpec> Args;
  /// Module globals set before the launch ("globals"): buffers or scalars.
  std::vector<ArgSpec> Globals;
  /// Device buffers that are no kernel argument ("buffers"), reached
  /// through pointer members of structs and pointer globals.
  std::vector<ArgSpec> Buffers;

  uint64_t threadsPerBlock() const {
    return uint64_t(Block[0]) * Block[1] * Block[2];
  }
  uint64_t numBlocks() const { return uint64_t(Grid[0]) * Grid[1] * Grid[2]; }
};

/// Parses \p JSONText; relative "file" inits are resolved against \p BaseDir.
/// Errors name the offending key ("args[1].count: expected an integer").
llvm::Expected<LaunchSpec> parseLaunchSpec(llvm::StringRef JSONText,
                                           llvm::StringRef BaseDir);

/// Reads and parses the spec file at \p Path.
llvm::Expected<LaunchSpec> loadLaunchSpec(llvm::StringRef Path);

/// The initial bytes of buffer argument \p A (little-endian).
llvm::Expected<std::vector<uint8_t>> materializeBuffer(const ArgSpec &A);

/// The bytes a global entry writes: its buffer, or its one scalar value.
llvm::Expected<std::vector<uint8_t>> materializeGlobal(const ArgSpec &G);

/// Stores \p N as one element of type \p T at \p P (little-endian).
void storeSpecNumber(uint8_t *P, ElemType T, const SpecNumber &N);

/// The raw bits of a scalar argument, zero-extended to 64 bits (floats as
/// their IEEE bit pattern).
uint64_t scalarBits(const ArgSpec &A);

} // namespace lockstep::sim

#endif // LOCKSTEP_SIM_LAUNCHSPEC_H
