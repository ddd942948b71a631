//===- PassParametersTest.cpp - Tests for the pass-parameter parser -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Flags, numbers and integers in range are parsed; values out of range,
/// malformed values and unknown parameters are errors naming the pass and
/// the parameter; unset parameters stay unset.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/PassParameters.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

struct Opts {
  std::optional<double> X;
  std::optional<bool> Flag;
  std::optional<unsigned> N;
  std::optional<int> S;
};

Error parseInto(Opts &O, StringRef Text) {
  return PassParameters("demo")
      .number("x", O.X, 0, 1)
      .flag("flag", O.Flag)
      .integer("n", O.N, 0, 100)
      .integer("s", O.S, -5, 5)
      .parse(Text);
}

std::string errorText(StringRef Text) {
  Opts O;
  Error E = parseInto(O, Text);
  return E ? toString(std::move(E)) : std::string("no error");
}

TEST(PassParametersTest, ParsesEveryKind) {
  Opts O;
  ASSERT_FALSE(bool(parseInto(O, "x=0.25;flag;n=7;s=-3")));
  EXPECT_EQ(O.X, std::optional<double>(0.25));
  EXPECT_EQ(O.Flag, std::optional<bool>(true));
  EXPECT_EQ(O.N, std::optional<unsigned>(7));
  EXPECT_EQ(O.S, std::optional<int>(-3));
}

TEST(PassParametersTest, EmptyLeavesEverythingUnset) {
  Opts O;
  ASSERT_FALSE(bool(parseInto(O, "")));
  EXPECT_FALSE(O.X || O.Flag || O.N || O.S);
}

TEST(PassParametersTest, NoFlagClears) {
  Opts O;
  ASSERT_FALSE(bool(parseInto(O, "flag;no-flag")));
  EXPECT_EQ(O.Flag, std::optional<bool>(false));
}

TEST(PassParametersTest, BadValuesNameThePassAndParameter) {
  EXPECT_EQ(errorText("x=abc"),
            "invalid demo x 'abc' (expected a number in [0, 1])");
  EXPECT_EQ(errorText("x=1.5"),
            "invalid demo x '1.5' (expected a number in [0, 1])");
  EXPECT_EQ(errorText("n=-1"),
            "invalid demo n '-1' (expected an integer in [0, 100])");
  EXPECT_EQ(errorText("s=6"),
            "invalid demo s '6' (expected an integer in [-5, 5])");
  EXPECT_EQ(errorText("n=2x"),
            "invalid demo n '2x' (expected an integer in [0, 100])");
}

TEST(PassParametersTest, UnknownOrMisusedParameters) {
  std::string Usage = "(expected x=N, flag, no-flag, n=N, s=N)";
  EXPECT_EQ(errorText("frob"), "invalid demo parameter 'frob' " + Usage);
  EXPECT_EQ(errorText("flag=1"), "invalid demo parameter 'flag=1' " + Usage);
  EXPECT_EQ(errorText("x"), "invalid demo parameter 'x' " + Usage);
}

} // namespace
