//===- Options.h - Command-line option category -----------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `cl::OptionCategory` every Lockstep option belongs to, so that
/// `-help` groups them and tools can hide LLVM's own options, and the flags
/// that every pass consults.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_OPTIONS_H
#define LOCKSTEP_SUPPORT_OPTIONS_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"

#include <cstdint>
#include <type_traits>

namespace lockstep {
llvm::cl::OptionCategory &getLockstepCategory();

/// Parses a numeric option as `cl::parser<T>` does and rejects a value
/// outside [Lo, Hi] (NaN and infinities included) with the command line's
/// one-line error, before any pass runs, e.g.
///
///   opt: for the --cf-meld-threshold option: 'nan' is not a number in [0, 1]
///
/// The same ranges as the passes' `pass<name=X>` parameters:
///
///   static cl::opt<double, false, BoundedParser<double, 0, 1>> Opt(...);
template <typename T, int64_t Lo, int64_t Hi>
class BoundedParser : public llvm::cl::parser<T> {
  static_assert(std::is_arithmetic_v<T> && Lo <= Hi, "a numeric range");

public:
  using llvm::cl::parser<T>::parser;

  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             T &Val) {
    if (llvm::cl::parser<T>::parse(O, ArgName, Arg, Val))
      return true;
    // Both comparisons are false for NaN.
    if (static_cast<double>(Val) >= static_cast<double>(Lo) &&
        static_cast<double>(Val) <= static_cast<double>(Hi))
      return false;
    return O.error("'" + Arg + "' is not " +
                   (std::is_integral_v<T> ? "an integer" : "a number") +
                   " in [" + llvm::Twine(Lo) + ", " + llvm::Twine(Hi) + "]");
  }
};

/// `-lockstep-verify-steps`: passes check their own work after every step
/// (the IR verifier, and incrementally updated dominator trees against fresh
/// ones) and report a failure as an error diagnostic. On by default in builds
/// with assertions; lockstep-fuzz turns it on.
bool verifyEachStep();
void setVerifyEachStep(bool On);
} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_OPTIONS_H
