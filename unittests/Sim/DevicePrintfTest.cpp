//===- DevicePrintfTest.cpp - vprintf formatting and comparison -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// formatDevicePrintf against argument buffers laid out as clang packs them
/// for vprintf (each argument at an offset aligned to its size), and
/// firstPrintfDifference's per-thread comparison.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/DevicePrintf.h"

#include "llvm/Support/MathExtras.h"
#include "gtest/gtest.h"

#include <cstring>
#include <map>
#include <vector>

using namespace lockstep::sim;

namespace {
/// An argument buffer built as clang's vprintf lowering packs one.
class ArgBuffer {
  std::vector<uint8_t> Bytes;
  template <typename T> void put(T V) {
    Bytes.resize(llvm::alignTo(Bytes.size(), sizeof(T)));
    size_t At = Bytes.size();
    Bytes.resize(At + sizeof(T));
    std::memcpy(Bytes.data() + At, &V, sizeof(T));
  }

public:
  std::map<uint64_t, std::string> Strings; ///< Address -> string (for %s).
  ArgBuffer &i32(int32_t V) { return put(V), *this; }
  ArgBuffer &i64(int64_t V) { return put(V), *this; }
  ArgBuffer &f64(double V) { return put(V), *this; }
  ArgBuffer &str(uint64_t Addr, std::string S) {
    Strings[Addr] = std::move(S);
    return put(Addr), *this;
  }
  std::string format(llvm::StringRef Fmt, size_t Max = 4096) const {
    auto Read = [&](uint64_t Off, unsigned Size, uint64_t &Out) {
      if (Off + Size > Bytes.size())
        return false;
      Out = 0;
      std::memcpy(&Out, Bytes.data() + Off, Size);
      return true;
    };
    auto ReadStr = [&](uint64_t Addr) {
      auto It = Strings.find(Addr);
      return It == Strings.end() ? std::string() : It->second;
    };
    return formatDevicePrintf(Fmt, Read, ReadStr, Max);
  }
};
} // namespace

TEST(DevicePrintf, IntegersWithLengthsFlagsAndWidths) {
  ArgBuffer B;
  B.i32(-7).i32(-1).i64(int64_t(1) << 40).i32(255).i32(300).i32(8);
  EXPECT_EQ(B.format("%d %u %lld %#x %hhd %o"),
            "-7 4294967295 1099511627776 0xff 44 10");
  ArgBuffer W;
  W.i32(5).i32(5).i32(5).i32(-42);
  EXPECT_EQ(W.format("[%3d][%-3d][%03d][%+d]"), "[  5][5  ][005][-42]");
}

TEST(DevicePrintf, ArgumentsAlignToTheirSize) {
  // An int at 0, then a long at 8 (not 4), then an int at 16.
  ArgBuffer B;
  B.i32(1).i64(2).i32(3);
  EXPECT_EQ(B.format("%d %ld %d"), "1 2 3");
}

TEST(DevicePrintf, FloatsStringsCharsAndPointers) {
  ArgBuffer B;
  B.f64(3.14159).f64(-0.5).f64(1e-7).i32('Z').str(0x1000, "hi").i64(0xabc);
  EXPECT_EQ(B.format("%.2f %e %g %c %s %p"),
            "3.14 -5.000000e-01 1e-07 Z hi 0xabc");
  ArgBuffer N;
  N.i64(0);
  EXPECT_EQ(N.format("%s"), "(null)");
}

TEST(DevicePrintf, StarWidthAndPrecision) {
  ArgBuffer B;
  B.i32(6).i32(2).f64(2.5).i32(-4).i32(1);
  EXPECT_EQ(B.format("[%*.*f][%*d]"), "[  2.50][1   ]");
  // INT_MIN as a width: left-justified, clipped to 1024.
  ArgBuffer M;
  M.i32(INT32_MIN).i32(7);
  EXPECT_EQ(M.format("%*d|").size(), 1025u);
}

TEST(DevicePrintf, PercentUnknownAndMissingArguments) {
  ArgBuffer B;
  B.i32(9);
  // %% prints one %, %n and an unknown conversion are copied as text, a
  // trailing lone % too, and an argument past the buffer is <bad arg>.
  EXPECT_EQ(B.format("100%% %n %q %d %d %"), "100% %n %q 9 <bad arg> %");
}

TEST(DevicePrintf, OutputIsBounded) {
  ArgBuffer B;
  B.i32(1);
  EXPECT_EQ(B.format("abcdefgh%d", 5), "abcde");
  ArgBuffer W;
  W.i32(1);
  EXPECT_EQ(W.format("%99999d").size(), 1024u); // Width clipped to 1024.
}

TEST(DevicePrintf, ComparisonIsPerThread) {
  std::vector<PrintfLine> A = {{0, "a0\n"}, {1, "a1\n"}, {0, "b0\n"}};
  // Another interleaving of the same per-thread sequences is the same.
  std::vector<PrintfLine> B = {{1, "a1\n"}, {0, "a0\n"}, {0, "b0\n"}};
  EXPECT_EQ(firstPrintfDifference(A, B), std::nullopt);
  // One thread's lines in another order differ.
  std::vector<PrintfLine> C = {{0, "b0\n"}, {1, "a1\n"}, {0, "a0\n"}};
  EXPECT_EQ(firstPrintfDifference(A, C).value_or(""),
            "thread 0's printf call 1 printed 'a0' in the baseline and 'b0' "
            "after");
  // A missing line.
  std::vector<PrintfLine> D = {{0, "a0\n"}, {0, "b0\n"}};
  EXPECT_EQ(firstPrintfDifference(A, D).value_or(""),
            "thread 1's printf call 1 printed 'a1' in the baseline and "
            "nothing after");
  EXPECT_EQ(firstPrintfDifference({}, {}), std::nullopt);
}
