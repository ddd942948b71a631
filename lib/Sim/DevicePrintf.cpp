//===- DevicePrintf.cpp - CUDA device printf in the simulator -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The vprintf formatter and the per-thread comparison of printf output
/// (lockstep/Sim/DevicePrintf.h). A conversion is parsed into its parts,
/// its argument read at the next offset aligned to the argument's size, and
/// formatted by the host's snprintf with a spec rebuilt from the parts (so
/// only validated flags, width and precision reach it).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/DevicePrintf.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <vector>

using namespace llvm;
using namespace lockstep::sim;

namespace {
/// One parsed conversion specification.
struct ConversionSpec {
  std::string Flags;
  std::string Width, Precision; ///< Digits, or "*" (read from an argument).
  StringRef Length;             ///< hh h l ll z j t L or empty.
  char Conv = 0;
};

/// Reads arguments in order, each at an offset aligned to its size.
class ArgCursor {
  PrintfArgReader Read;
  uint64_t Offset = 0;

public:
  explicit ArgCursor(PrintfArgReader Read) : Read(Read) {}
  std::optional<uint64_t> next(unsigned Size) {
    Offset = alignTo(Offset, Size);
    uint64_t V = 0;
    if (!Read(Offset, Size, V))
      return std::nullopt;
    Offset += Size;
    return V;
  }
};

/// Parses the specification after a '%' at \p Pos of \p F; returns the
/// position after it, or npos when it does not end in a conversion.
size_t parseSpec(StringRef F, size_t Pos, ConversionSpec &S) {
  while (Pos < F.size() && StringRef("-+ #0").contains(F[Pos]))
    S.Flags += F[Pos++];
  auto Digits = [&](std::string &Out) {
    if (Pos < F.size() && F[Pos] == '*') {
      Out = "*";
      ++Pos;
      return;
    }
    unsigned N = 0;
    bool Any = false;
    for (; Pos < F.size() && isDigit(F[Pos]); ++Pos, Any = true)
      N = std::min(N * 10 + unsigned(F[Pos] - '0'), 1024u);
    if (Any)
      Out = std::to_string(N);
  };
  Digits(S.Width);
  if (Pos < F.size() && F[Pos] == '.') {
    ++Pos;
    Digits(S.Precision);
    if (S.Precision.empty())
      S.Precision = "0";
  }
  for (StringRef L : {"hh", "ll", "h", "l", "z", "j", "t", "L"})
    if (F.substr(Pos).starts_with(L)) {
      S.Length = L;
      Pos += L.size();
      break;
    }
  if (Pos >= F.size())
    return StringRef::npos;
  S.Conv = F[Pos];
  return Pos + 1;
}

/// Bytes of the (promoted) argument of \p S: 8 for pointers, doubles and
/// 64-bit integers, 4 for the rest.
unsigned argSize(const ConversionSpec &S) {
  if (StringRef("spfFeEgGaA").contains(S.Conv))
    return 8;
  return is_contained({"l", "ll", "z", "j", "t"}, S.Length) ? 8 : 4;
}

/// \p V, a 4- or 8-byte argument, as the integer \p S converts.
uint64_t integerArg(const ConversionSpec &S, uint64_t V, unsigned Size) {
  bool Signed = S.Conv == 'd' || S.Conv == 'i';
  if (S.Length == "hh")
    return Signed ? uint64_t(int64_t(int8_t(V))) : uint64_t(uint8_t(V));
  if (S.Length == "h")
    return Signed ? uint64_t(int64_t(int16_t(V))) : uint64_t(uint16_t(V));
  if (Size == 4)
    return Signed ? uint64_t(int64_t(int32_t(V))) : uint64_t(uint32_t(V));
  return V;
}

/// Formats one conversion with its arguments from \p Args.
std::string formatOne(ConversionSpec S, ArgCursor &Args,
                      PrintfStringReader ReadString) {
  for (std::string *Field : {&S.Width, &S.Precision})
    if (*Field == "*") {
      std::optional<uint64_t> V = Args.next(4);
      if (!V)
        return "<bad arg>";
      int64_t N = int32_t(*V); // 64-bit: -INT_MIN must not overflow.
      if (Field == &S.Width && N < 0) {
        S.Flags += '-';
        N = -N;
      }
      *Field = N < 0 ? "" : std::to_string(std::min<int64_t>(N, 1024));
    }
  unsigned Size = argSize(S);
  std::optional<uint64_t> V = Args.next(Size);
  if (!V)
    return "<bad arg>";
  std::string Spec = "%" + S.Flags + S.Width;
  if (!S.Precision.empty())
    Spec += "." + S.Precision;
  std::vector<char> Buf(2200);
  auto Print = [&](auto Value) {
    int N = std::snprintf(Buf.data(), Buf.size(), Spec.c_str(), Value);
    return std::string(Buf.data(),
                       N < 0 ? 0 : std::min<size_t>(N, Buf.size() - 1));
  };
  switch (S.Conv) {
  case 'd':
  case 'i':
    Spec += "lld";
    return Print((long long)integerArg(S, *V, Size));
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    Spec += std::string("ll") + S.Conv;
    return Print((unsigned long long)integerArg(S, *V, Size));
  case 'c':
    Spec += 'c';
    return Print(int(uint8_t(*V)));
  case 's': {
    Spec += 's';
    std::string Text = *V ? ReadString(*V) : std::string("(null)");
    return Print(Text.c_str());
  }
  case 'p':
    return formatv("{0:x}", *V).str();
  default: // f F e E g G a A
    Spec += S.Conv;
    double D;
    std::memcpy(&D, &*V, sizeof(D));
    return Print(D);
  }
}
} // namespace

std::string lockstep::sim::formatDevicePrintf(StringRef Format,
                                              PrintfArgReader ReadArg,
                                              PrintfStringReader ReadString,
                                              size_t MaxChars) {
  std::string Out;
  ArgCursor Args(ReadArg);
  for (size_t I = 0; I < Format.size() && Out.size() < MaxChars;) {
    if (Format[I] != '%') {
      Out += Format[I++];
      continue;
    }
    if (I + 1 < Format.size() && Format[I + 1] == '%') {
      Out += '%';
      I += 2;
      continue;
    }
    ConversionSpec S;
    size_t End = parseSpec(Format, I + 1, S);
    if (End == StringRef::npos ||
        !StringRef("diuoxXcspfFeEgGaA").contains(S.Conv)) {
      // Copied as text, %n included (nothing is written through it).
      size_t Stop = End == StringRef::npos ? Format.size() : End;
      Out += Format.slice(I, Stop).str();
      I = Stop;
      continue;
    }
    Out += formatOne(S, Args, ReadString);
    I = End;
  }
  if (Out.size() > MaxChars)
    Out.resize(MaxChars);
  return Out;
}

std::optional<std::string>
lockstep::sim::firstPrintfDifference(ArrayRef<PrintfLine> A,
                                     ArrayRef<PrintfLine> B) {
  std::map<uint64_t, std::pair<std::vector<StringRef>, std::vector<StringRef>>>
      ByThread;
  for (const PrintfLine &L : A)
    ByThread[L.Thread].first.push_back(L.Text);
  for (const PrintfLine &L : B)
    ByThread[L.Thread].second.push_back(L.Text);
  for (const auto &[Thread, Seqs] : ByThread) {
    const auto &[SA, SB] = Seqs;
    size_t N = 0;
    while (N < SA.size() && N < SB.size() && SA[N] == SB[N])
      ++N;
    if (N == SA.size() && N == SB.size())
      continue;
    auto Show = [&](const std::vector<StringRef> &S) {
      return N < S.size() ? "'" + S[N].rtrim("\n").str() + "'"
                          : std::string("nothing");
    };
    return formatv("thread {0}'s printf call {1} printed {2} in the baseline "
                   "and {3} after",
                   Thread, N + 1, Show(SA), Show(SB))
        .str();
  }
  return std::nullopt;
}
