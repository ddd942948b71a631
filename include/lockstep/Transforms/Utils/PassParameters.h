//===- PassParameters.h - One parser for pass parameters --------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The text between `pass<` and `>` in a pipeline, e.g. `threshold=0.3;greedy`
/// for `cf-meld<threshold=0.3;greedy>`: `;`-separated parameters, each a flag
/// (`name` sets it, `no-name` clears it) or `name=value` with a number or an
/// integer in a documented range. A pass declares its parameters once and
/// gets an llvm::Error naming the pass, the parameter and what was expected:
///
///   invalid cf-meld threshold 'abc' (expected a number in [0, 1])
///   invalid cf-meld parameter 'x' (expected threshold=X, greedy, ...)
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_TRANSFORMS_UTILS_PASSPARAMETERS_H
#define LOCKSTEP_TRANSFORMS_UTILS_PASSPARAMETERS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lockstep {

/// The parameters one pass accepts; each writes an std::optional field of the
/// pass's Options (unset parameters leave it empty, so the command-line
/// default applies).
class PassParameters {
public:
  explicit PassParameters(llvm::StringRef PassName) : PassName(PassName) {}

  /// `Name` sets \p Out to true, `no-Name` to false.
  PassParameters &flag(llvm::StringRef Name, std::optional<bool> &Out);
  /// `Name=X`, X a number in [Min, Max].
  PassParameters &number(llvm::StringRef Name, std::optional<double> &Out,
                         double Min, double Max);
  /// `Name=N`, N a decimal integer in [Min, Max].
  PassParameters &integer(llvm::StringRef Name, std::optional<int> &Out,
                          int64_t Min, int64_t Max);
  PassParameters &integer(llvm::StringRef Name, std::optional<unsigned> &Out,
                          int64_t Min, int64_t Max);

  /// Parses \p Params, writing the declared fields; the first bad or unknown
  /// parameter is the error.
  llvm::Error parse(llvm::StringRef Params) const;

private:
  struct Param {
    std::string Name;
    bool IsFlag;
    std::string Expected; ///< For the error message ("a number in [0, 1]").
    std::function<bool(llvm::StringRef Value)> Set; ///< False: bad value.
  };
  std::string usage() const;

  std::string PassName;
  std::vector<Param> Params;
};

} // namespace lockstep

#endif // LOCKSTEP_TRANSFORMS_UTILS_PASSPARAMETERS_H
