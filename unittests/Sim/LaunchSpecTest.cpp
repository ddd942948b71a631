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

TEST(LaunchSpec, NegativeZeroKeepsItsSign) {
  // JSON -0.0 is integral; read as an integer it would become +0.
  Expected<LaunchSpec> S = parseLaunchSpec(
      R"({"kernel": "k", "args": [{"name": "a", "buffer": "f32", "count": 3,
          "init": {"values": [-0.0, 0.0, -0]}}]})",
      "");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  Expected<std::vector<uint8_t>> A = materializeBuffer(S->Args[0]);
  ASSERT_TRUE(bool(A));
  uint32_t Bits[3];
  std::memcpy(Bits, A->data(), 12);
  EXPECT_EQ(Bits[0], 0x80000000u);
  EXPECT_EQ(Bits[1], 0u);
  EXPECT_EQ(Bits[2], 0u); // -0 is the integer 0.
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
  EXPECT_EQ(errorOf(R"({"grid": 1})"),
            "launch spec: kernel: missing: name the kernel to run (its "
            "source name or its symbol)");
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
            "launch spec: args[0]: expected exactly one of 'buffer', "
            "'scalar', 'struct' or 'bytes'");
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

TEST(LaunchSpec, GlobalsAndStructs) {
  Expected<LaunchSpec> S = parseLaunchSpec(
      R"({"kernel": "k",
          "args": [{"name": "p", "struct": [{"i32": 7}, {"f32": [1.5, 2]}]},
                   {"name": "q", "bytes": [1, 0, 255]}],
          "globals": [{"name": "table", "buffer": "f32", "count": 2,
                       "init": {"values": [0.5, 1]}, "offset": 8},
                      {"name": "n", "scalar": "i64", "value": -3,
                       "output": true}]})",
      "");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  ASSERT_EQ(S->Args.size(), 2u);
  EXPECT_TRUE(S->Args[0].IsStruct);
  ASSERT_EQ(S->Args[0].Fields.size(), 2u);
  EXPECT_EQ(S->Args[0].Fields[1].Type, ElemType::F32);
  EXPECT_EQ(S->Args[0].Fields[1].Values.size(), 2u);
  EXPECT_TRUE(S->Args[1].IsRawStruct);
  EXPECT_EQ(S->Args[1].RawBytes, (std::vector<uint8_t>{1, 0, 255}));
  ASSERT_EQ(S->Globals.size(), 2u);
  EXPECT_EQ(S->Globals[0].Offset, 8u);
  EXPECT_FALSE(S->Globals[0].Output);
  Expected<std::vector<uint8_t>> T = materializeGlobal(S->Globals[0]);
  ASSERT_TRUE(bool(T));
  float F[2];
  std::memcpy(F, T->data(), 8);
  EXPECT_EQ(F[0], 0.5f);
  EXPECT_TRUE(S->Globals[1].Output);
  Expected<std::vector<uint8_t>> N = materializeGlobal(S->Globals[1]);
  ASSERT_TRUE(bool(N));
  int64_t V;
  std::memcpy(&V, N->data(), 8);
  EXPECT_EQ(V, -3);
}

TEST(LaunchSpec, GlobalAndStructErrorsNameTheKey) {
  EXPECT_EQ(errorOf(R"({"kernel": "k", "globals": [{"scalar": "i32",
                        "value": 1}]})"),
            "launch spec: globals[0].name: missing: name the __constant__ or "
            "__device__ variable to set");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "globals": [{"name": "g",
                        "scalar": "i32", "value": 1, "offset": -1}]})"),
            "launch spec: globals[0].offset: expected a non-negative integer");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "globals": [{"name": "g",
                        "scalar": "i32", "value": 1, "count": 2}]})"),
            "launch spec: globals[0].count: unknown key");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"struct": [{"i32": 1.5}]}]})"),
            "launch spec: args[0].struct[0]: expected an integer for i32");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"struct": [{"u32": 1}]}]})"),
            "launch spec: args[0].struct[0]: unknown element type 'u32' "
            "(expected i8, i16, i32, i64, f32 or f64)");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"bytes": [256]}]})"),
            "launch spec: args[0].bytes[0]: expected a byte (0-255)");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "args": [{"struct": [],
                        "scalar": "i32"}]})"),
            "launch spec: args[0]: expected exactly one of 'buffer', "
            "'scalar', 'struct' or 'bytes'");
}

TEST(LaunchSpec, PointersToStandaloneBuffers) {
  Expected<LaunchSpec> S = parseLaunchSpec(
      R"({"kernel": "k",
          "buffers": [{"name": "in", "buffer": "f32", "count": 4,
                       "output": true}],
          "args": [{"name": "p", "struct": [{"ptr": "in"}, {"i32": 1}]}],
          "globals": [{"name": "d_in", "ptr": "in"}]})",
      "");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  ASSERT_EQ(S->Buffers.size(), 1u);
  EXPECT_TRUE(S->Buffers[0].Output);
  EXPECT_EQ(S->Args[0].Fields[0].PtrBuffer, "in");
  EXPECT_EQ(S->Args[0].Fields[0].Values.size(), 1u);
  EXPECT_EQ(S->Globals[0].PtrBuffer, "in");
  EXPECT_EQ(S->Globals[0].Type, ElemType::I64);
  EXPECT_EQ(errorOf(R"({"kernel": "k", "globals": [{"name": "g",
                        "ptr": "nosuch"}]})"),
            "launch spec: globals[0].ptr: no \"buffers\" entry named "
            "'nosuch'; add {\"name\": \"nosuch\", \"buffer\": \"<type>\", "
            "\"count\": N} to \"buffers\"");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "globals": [{"name": "g",
                        "ptr": "b", "output": true}]})"),
            "launch spec: globals[0].output: unknown key");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "buffers": [{"name": "b",
                        "scalar": "i32", "value": 1}]})"),
            "launch spec: buffers[0]: expected a buffer ({\"name\": ..., "
            "\"buffer\": \"<type>\", \"count\": N})");
}

TEST(LaunchSpec, GridLimitsSayWhatIsAllowed) {
  EXPECT_EQ(errorOf(R"({"kernel": "k", "grid": [1, 2147483648]})"),
            "launch spec: grid: dimension y is 2147483648, more than CUDA "
            "allows (2^31-1 = 2147483647); launch fewer blocks and loop in "
            "the kernel (grid-stride)");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "block": [0]})"),
            "launch spec: block: dimension x is 0; dimensions are at least 1");
  EXPECT_EQ(errorOf(R"({"kernel": "k", "grid": 1.5})"),
            "launch spec: grid: dimension x is 1.5; give a positive integer "
            "(at most 2147483647)");
}

} // namespace
