//===- LaunchSpecTest.cpp - Launch spec parsing ---------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Launch spec parsing: accepted forms, initializers, and errors that name
/// the offending key.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/LaunchSpec.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace llvm;
using namespace lockstep::sim;

namespace {

std::string errorOf(StringRef JSON) {
  Expected<LaunchSpec> S = parseLaunchSpec(JSON, "");
  if (S)
    return "";
  return toString(S.takeError());
}

TEST(LaunchSpec, ParsesAllForms) {
  Expected<LaunchSpec> S = parseLaunchSpec(
      R"({"kernel": "k", "grid": [2, 3], "block": 64,
          "dynamic_shared_bytes": 256,
          "args": [{"name": "a", "buffer": "f32", "count": 4,
                    "init": {"values": [1, 2.5, -3, 4]}, "output": true},
                   {"name": "b", "buffer": "i16", "count": 3, "init": "iota"},
                   {"name": "c", "buffer": "i8", "count": 2,
                    "init": {"fill": -1}},
                   {"name": "n", "scalar": "f64", "value": 0.5}]})",
      "");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  EXPECT_EQ(S->Grid, (std::array<uint32_t, 3>{2, 3, 1}));
  EXPECT_EQ(S->Block, (std::array<uint32_t, 3>{64, 1, 1}));
  EXPECT_EQ(S->DynamicSharedBytes, 256u);
  ASSERT_EQ(S->Args.size(), 4u);
  EXPECT_TRUE(S->Args[0].Output);
  Expected<std::vector<uint8_t>> A = materializeBuffer(S->Args[0]);
  ASSERT_TRUE(bool(A));
  float F[4];
  std::memcpy(F, A->data(), 16);
  EXPECT_EQ(F[1], 2.5f);
  EXPECT_EQ(F[2], -3.0f);
  Expected<std::vector<uint8_t>> B = materializeBuffer(S->Args[1]);
  ASSERT_TRUE(bool(B));
  EXPECT_EQ((*B)[4], 2);
  Expected<std::vector<uint8_t>> C = materializeBuffer(S->Args[2]);
  ASSERT_TRUE(bool(C));
  EXPECT_EQ((*C)[1], 0xff);
  double D = 0;
  uint64_t Bits = scalarBits(S->Args[3]);
  std::memcpy(&D, &Bits, 8);
  EXPECT_EQ(D, 0.5);
}

TEST(LaunchSpec, RandomIsDeterministicAndInRange) {
  const char *J = R"({"kernel": "k", "args": [{"name": "r", "buffer": "i32",
      "count": 1000, "init": {"random": {"seed": 42, "min": -5, "max": 5}}}]})";
  Expected<LaunchSpec> S1 = parseLaunchSpec(J, ""), S2 = parseLaunchSpec(J, "");
  ASSERT_TRUE(S1 && S2);
  Expected<std::vector<uint8_t>> A = materializeBuffer(S1->Args[0]);
  Expected<std::vector<uint8_t>> B = materializeBuffer(S2->Args[0]);
  ASSERT_TRUE(A && B);
  EXPECT_EQ(*A, *B);
  for (size_t I = 0; I < 1000; ++I) {
    int32_t V;
    std::memcpy(&V, A->data() + 4 * I, 4);
    EXPECT_GE(V, -5);
    EXPECT_LE(V, 5);
  }
}

TEST(LaunchSpec, ErrorsNameTheKey) {
  EXPECT_EQ(errorOf(R"({"grid": 1})"), "launch spec: kernel: missing");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "blocks": 1})"),
            "launch spec: blocks: unknown key");
  EXPECT_EQ(errorOf(R"({"kernel": 3})"),
            "launch spec: kernel: expected a non-empty string");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "block": [1, 2, 3, 4]})"),
            "launch spec: block: expected one to three dimensions");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "dynamic_shared_bytes": -1})"),
            "launch spec: dynamic_shared_bytes: expected a non-negative "
            "integer");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": {}})"),
            "launch spec: args: expected an array");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a"}]})"),
            "launch spec: args[0]: expected exactly one of 'buffer' or "
            "'scalar'");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32"}]})"),
            "launch spec: args[0].count: missing");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32", "count": 2, "init": "ones"}]})"),
            "launch spec: args[0].init: unknown initializer 'ones' (expected "
            "zeros, iota or an object)");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32", "count": 2, "init": {"fill": "x"}}]})"),
            "launch spec: args[0].init.fill: expected a number");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32", "count": 2, "init": {"random": {"sed": 1}}}]})"),
            "launch spec: args[0].init.random.sed: unknown key");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32", "count": 2, "output": 1}]})"),
            "launch spec: args[0].output: expected true or false");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "n",
            "scalar": "i32", "value": 1.5}]})"),
            "launch spec: args[0].value: expected an integer for i32");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "n",
            "scalar": "i32"}]})"),
            "launch spec: args[0].value: missing");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"name": "a",
            "buffer": "i32", "count": 1, "init": {"file": "/nonexistent"}}]})"),
            "launch spec: args[0].init.file: cannot read '/nonexistent': No "
            "such file or directory");
  EXPECT_NE(errorOf("{"), "");
}

} // namespace
