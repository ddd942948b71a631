//===- BufferCompareTest.cpp - The oracle's buffer comparison -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// compareBuffer reads a buffer as its launch-spec element type: the first
/// difference is reported at the right element index with both values, for
/// every element type (i8, i16, i32, i64, f32, f64); a buffer whose size is
/// not a multiple of the element size is compared to its last byte without
/// reading past it (the cut element shows as hex bytes).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Fuzz/Oracle.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace lockstep;
using namespace lockstep::fuzz;

namespace {

/// A buffer of \p Type holding the values \p Values (little-endian host).
template <typename T>
sim::BufferResult buffer(const char *Type, std::vector<T> Values) {
  sim::BufferResult B;
  B.Name = "out";
  B.ElemType = Type;
  B.Output = true;
  B.Bytes.resize(Values.size() * sizeof(T));
  std::memcpy(B.Bytes.data(), Values.data(), B.Bytes.size());
  return B;
}

TEST(BufferCompareTest, EqualBuffersHaveNoDifference) {
  EXPECT_EQ(compareBuffer(buffer<int8_t>("i8", {1, 2, 3}),
                          buffer<int8_t>("i8", {1, 2, 3})),
            "");
}

TEST(BufferCompareTest, I8) {
  EXPECT_EQ(compareBuffer(buffer<int8_t>("i8", {0, 1, 2, 3, 4, 5, 6, 7}),
                          buffer<int8_t>("i8", {0, 1, 2, 3, 4, -5, 6, 7})),
            "buffer 'out' differs at element 5 (i8): 5 before, -5 after");
}

TEST(BufferCompareTest, I16) {
  EXPECT_EQ(compareBuffer(buffer<int16_t>("i16", {10, 11, 12, 13, 14}),
                          buffer<int16_t>("i16", {10, 11, 12, -300, 14})),
            "buffer 'out' differs at element 3 (i16): 13 before, -300 after");
}

TEST(BufferCompareTest, I32) {
  EXPECT_EQ(compareBuffer(buffer<int32_t>("i32", {7, 8, 9}),
                          buffer<int32_t>("i32", {7, 8, -70000})),
            "buffer 'out' differs at element 2 (i32): 9 before, -70000 after");
  // 10 bytes of i32: two whole elements and 2 bytes of a third. Only the
  // last byte differs; nothing past byte 9 may be read.
  sim::BufferResult A = buffer<int32_t>("i32", {1, 2, 0x0403});
  sim::BufferResult B = A;
  A.Bytes.resize(10);
  B.Bytes.resize(10);
  A.Bytes.shrink_to_fit();
  B.Bytes.shrink_to_fit();
  B.Bytes[9] = 0x05;
  EXPECT_EQ(compareBuffer(A, B), "buffer 'out' differs at element 2 (i32, "
                                 "last 2 of 4 bytes): 0x0403 before, 0x0503 "
                                 "after");
}

TEST(BufferCompareTest, I64) {
  EXPECT_EQ(
      compareBuffer(buffer<int64_t>("i64", {1, 2, int64_t(1) << 40}),
                    buffer<int64_t>("i64", {1, 2, (int64_t(1) << 40) + 1})),
      "buffer 'out' differs at element 2 (i64): 1099511627776 before, "
      "1099511627777 after");
}

TEST(BufferCompareTest, F32) {
  // The values differ in the last bit of the mantissa: both must show it.
  EXPECT_EQ(compareBuffer(buffer<float>("f32", {0.5f, 1.5f, 1.0f}),
                          buffer<float>("f32", {0.5f, 1.5f, 1.00000012f})),
            "buffer 'out' differs at element 2 (f32): 1 before, 1.00000012 "
            "after");
}

TEST(BufferCompareTest, F64) {
  // The values differ in the tenth digit: both must show it.
  EXPECT_EQ(compareBuffer(buffer<double>("f64", {0.25, 1.25, 2.25}),
                          buffer<double>("f64", {0.25, 1.25, 2.2500000001})),
            "buffer 'out' differs at element 2 (f64): 2.25 before, "
            "2.2500000001 after");
}

TEST(BufferCompareTest, OddSizedI16BufferWithEqualPrefix) {
  // 5 bytes of i16: the difference is in the cut third element.
  sim::BufferResult A = buffer<int16_t>("i16", {1, 2, 3});
  sim::BufferResult B = A;
  A.Bytes.resize(5);
  B.Bytes.resize(5);
  B.Bytes[4] = 9;
  EXPECT_EQ(compareBuffer(A, B), "buffer 'out' differs at element 2 (i16, "
                                 "last 1 of 2 bytes): 0x03 before, 0x09 "
                                 "after");
}

TEST(BufferCompareTest, SizeChangeAndBufferCount) {
  EXPECT_EQ(compareBuffer(buffer<int32_t>("i32", {1}),
                          buffer<int32_t>("i32", {1, 2})),
            "buffer 'out' changed size");
  sim::RunResult X, Y;
  X.Buffers.push_back(buffer<int8_t>("i8", {1}));
  EXPECT_EQ(compareBuffers(X, Y), "different number of buffers");
  Y.Buffers.push_back(buffer<int8_t>("i8", {2}));
  EXPECT_EQ(compareBuffers(X, Y),
            "buffer 'out' differs at element 0 (i8): 1 before, 2 after");
}

} // namespace
