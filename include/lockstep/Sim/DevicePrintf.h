//===- DevicePrintf.h - CUDA device printf in the simulator ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Device-side printf as lockstep-sim runs it. clang lowers a CUDA
/// `printf(fmt, ...)` to `vprintf(fmt, buf)`, where buf packs the promoted
/// arguments (int, long, double, pointers) one after another, each at an
/// offset aligned to its size (the PTX vprintf ABI). formatDevicePrintf
/// reads them in the order the format's conversions ask for them.
///
/// Each call's text is kept with the thread that made it; a transformation
/// must keep every thread's sequence of lines (the order between threads is
/// the scheduler's), which firstPrintfDifference checks.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SIM_DEVICEPRINTF_H
#define LOCKSTEP_SIM_DEVICEPRINTF_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace lockstep::sim {

/// One printf call of one thread.
struct PrintfLine {
  /// The calling thread: linear block index * threads per block + linear
  /// thread index in its block.
  uint64_t Thread = 0;
  std::string Text;
};

/// Reads \p Size (4 or 8) bytes of the argument buffer at byte \p Offset
/// into \p Out; false when they cannot be read.
using PrintfArgReader =
    llvm::function_ref<bool(uint64_t Offset, unsigned Size, uint64_t &Out)>;
/// Reads the NUL-terminated string at address \p Addr (for %s).
using PrintfStringReader = llvm::function_ref<std::string(uint64_t Addr)>;

/// The text printf(\p Format, ...) prints with the arguments \p ReadArg
/// reads: the C conversions d i u o x X c s p f F e E g G a A and %%, with
/// flags, width and precision (also `*`; both clipped to 1024) and length
/// modifiers hh h l ll z j t L. An unknown conversion and %n are copied as
/// text. An argument that cannot be read prints as `<bad arg>`. At most
/// \p MaxChars characters.
std::string formatDevicePrintf(llvm::StringRef Format, PrintfArgReader ReadArg,
                               PrintfStringReader ReadString,
                               size_t MaxChars = 4096);

/// The first thread whose sequence of printf lines differs between \p A and
/// \p B, described in one line; nullopt when every thread printed the same.
std::optional<std::string> firstPrintfDifference(llvm::ArrayRef<PrintfLine> A,
                                                 llvm::ArrayRef<PrintfLine> B);

} // namespace lockstep::sim

#endif // LOCKSTEP_SIM_DEVICEPRINTF_H
