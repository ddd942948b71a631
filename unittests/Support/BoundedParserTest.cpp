//===- BoundedParserTest.cpp - Range-checked option parser tests ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "lockstep/Support/Options.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

static cl::opt<double, false, BoundedParser<double, 0, 1>>
    RateOpt("bounded-parser-test-rate", cl::Hidden);
static cl::opt<int, false, BoundedParser<int, -1, 64>>
    DepthOpt("bounded-parser-test-depth", cl::Hidden);

/// Parses \p Arg with \p O's parser into \p Val; true on success (a
/// failure also prints the option's one-line error to errs()).
template <typename OptT, typename T>
bool parseInto(OptT &O, StringRef Arg, T &Val) {
  return !O.getParser().parse(O, O.ArgStr, Arg, Val);
}

TEST(BoundedParser, AcceptsTheClosedRange) {
  double V = -1;
  EXPECT_TRUE(parseInto(RateOpt, "0", V));
  EXPECT_EQ(V, 0.0);
  EXPECT_TRUE(parseInto(RateOpt, "1", V));
  EXPECT_EQ(V, 1.0);
  EXPECT_TRUE(parseInto(RateOpt, "0.25", V));
  EXPECT_EQ(V, 0.25);
  int D = 0;
  EXPECT_TRUE(parseInto(DepthOpt, "-1", D));
  EXPECT_EQ(D, -1);
  EXPECT_TRUE(parseInto(DepthOpt, "64", D));
  EXPECT_EQ(D, 64);
}

TEST(BoundedParser, RejectsOutsideNaNAndInfinity) {
  double V = 0;
  EXPECT_FALSE(parseInto(RateOpt, "1.0001", V));
  EXPECT_FALSE(parseInto(RateOpt, "-0.5", V));
  EXPECT_FALSE(parseInto(RateOpt, "nan", V));
  EXPECT_FALSE(parseInto(RateOpt, "inf", V));
  EXPECT_FALSE(parseInto(RateOpt, "-inf", V));
  EXPECT_FALSE(parseInto(RateOpt, "abc", V));
  int D = 0;
  EXPECT_FALSE(parseInto(DepthOpt, "-2", D));
  EXPECT_FALSE(parseInto(DepthOpt, "65", D));
  EXPECT_FALSE(parseInto(DepthOpt, "1.5", D));
}

} // namespace
