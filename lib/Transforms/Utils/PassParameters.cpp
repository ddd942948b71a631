//===- PassParameters.cpp - One parser for pass parameters ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pass-parameter parser shared by every Lockstep pass (grammar and
/// messages in the header).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/PassParameters.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace lockstep;

PassParameters &PassParameters::flag(StringRef Name, std::optional<bool> &Out) {
  Params.push_back({Name.str(), true, "", [&Out](StringRef V) {
                      Out = V == "1";
                      return true;
                    }});
  return *this;
}

PassParameters &PassParameters::number(StringRef Name,
                                       std::optional<double> &Out, double Min,
                                       double Max) {
  Params.push_back(
      {Name.str(), false,
       formatv("a number in [{0}, {1}]", format("%g", Min), format("%g", Max))
           .str(),
       [&Out, Min, Max](StringRef V) {
         double D;
         if (V.getAsDouble(D) || !(D >= Min && D <= Max))
           return false;
         Out = D;
         return true;
       }});
  return *this;
}

template <typename IntT>
static std::function<bool(StringRef)> integerSetter(std::optional<IntT> &Out,
                                                    int64_t Min, int64_t Max) {
  return [&Out, Min, Max](StringRef V) {
    int64_t N;
    if (V.getAsInteger(10, N) || N < Min || N > Max)
      return false;
    Out = static_cast<IntT>(N);
    return true;
  };
}

PassParameters &PassParameters::integer(StringRef Name, std::optional<int> &Out,
                                        int64_t Min, int64_t Max) {
  Params.push_back({Name.str(), false,
                    formatv("an integer in [{0}, {1}]", Min, Max).str(),
                    integerSetter(Out, Min, Max)});
  return *this;
}

PassParameters &PassParameters::integer(StringRef Name,
                                        std::optional<unsigned> &Out,
                                        int64_t Min, int64_t Max) {
  Params.push_back({Name.str(), false,
                    formatv("an integer in [{0}, {1}]", Min, Max).str(),
                    integerSetter(Out, Min, Max)});
  return *this;
}

std::string PassParameters::usage() const {
  SmallVector<std::string, 4> Forms;
  for (const Param &P : Params)
    Forms.push_back(P.IsFlag ? P.Name + ", no-" + P.Name : P.Name + "=N");
  return join(Forms, ", ");
}

Error PassParameters::parse(StringRef Text) const {
  while (!Text.empty()) {
    StringRef P;
    std::tie(P, Text) = Text.split(';');
    StringRef Key, Value;
    std::tie(Key, Value) = P.split('=');
    bool HasValue = P.contains('=');
    auto Decl = find_if(Params, [&](const Param &D) {
      if (D.IsFlag)
        return !HasValue && (Key == D.Name || Key == "no-" + D.Name);
      return HasValue && Key == D.Name;
    });
    if (Decl == Params.end())
      return createStringError(
          inconvertibleErrorCode(), "invalid %s parameter '%s' (expected %s)",
          PassName.c_str(), P.str().c_str(),
          Params.empty() ? "no parameters" : usage().c_str());
    StringRef Arg = Decl->IsFlag ? (Key == Decl->Name ? "1" : "0") : Value;
    if (!Decl->Set(Arg))
      return createStringError(inconvertibleErrorCode(),
                               "invalid %s %s '%s' (expected %s)",
                               PassName.c_str(), Decl->Name.c_str(),
                               Value.str().c_str(), Decl->Expected.c_str());
  }
  return Error::success();
}
