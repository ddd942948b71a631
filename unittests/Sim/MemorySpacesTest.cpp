//===- MemorySpacesTest.cpp - Address spaces of the simulator -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Global buffers, module globals with initializers (addrspace 1 and
/// constant addrspace 4), static and dynamic shared memory, per-thread local
/// allocas, generic pointers through addrspacecast, vector loads, shared
/// memory isolation between blocks, and the memory faults.
///
//===----------------------------------------------------------------------===//

#include "SimTestUtil.h"

using namespace lockstep::sim;
using namespace lockstep::sim::test;

namespace {

TEST(MemorySpaces, ConstantAndGlobalInitializers) {
  SimRun R(R"IR(
@table = addrspace(4) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@counter = addrspace(1) global i32 5
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 3
  %cp = getelementptr [4 x i32], ptr addrspace(4) @table, i32 0, i32 %i
  %c = load i32, ptr addrspace(4) %cp
  %g = load i32, ptr addrspace(1) @counter
  %gen = addrspacecast ptr addrspace(4) %cp to ptr
  %c2 = load i32, ptr %gen
  %s1 = add i32 %c, %g
  %s = add i32 %s1, %c2
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           R"({"kernel": "k", "block": 8,
               "args": [{"name": "out", "buffer": "i32", "count": 8}]})");
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 8; ++T)
    EXPECT_EQ(Out[T], 2 * (10 * (T % 4 + 1)) + 5);
  EXPECT_EQ(R.stats().ConstantLoads, 2u);
  EXPECT_EQ(R.stats().GlobalLoads, 1u);
}

TEST(MemorySpaces, StaticAndDynamicSharedPerBlock) {
  // Each block writes its ctaid into static and dynamic shared memory; a
  // block must not see the previous block's values (memory starts zeroed).
  SimRun R(R"IR(
@st = internal addrspace(3) global [32 x i32] undef, align 4
@dyn = external addrspace(3) global [0 x i32], align 4
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sp = getelementptr [32 x i32], ptr addrspace(3) @st, i32 0, i32 %t
  %old = load i32, ptr addrspace(3) %sp
  store i32 %b, ptr addrspace(3) %sp
  %dp = getelementptr [0 x i32], ptr addrspace(3) @dyn, i32 0, i32 %t
  %g = addrspacecast ptr addrspace(3) %dp to ptr
  %bb = add i32 %b, 100
  store i32 %bb, ptr %g
  call void @llvm.nvvm.barrier0()
  %x = load i32, ptr addrspace(3) %sp
  %y = load i32, ptr %g
  %s1 = add i32 %x, %y
  %s = add i32 %s1, %old
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %n
  %i = add i32 %base, %t
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
)IR",
           R"({"kernel": "k", "grid": 3, "block": 32,
               "dynamic_shared_bytes": 128,
               "args": [{"name": "out", "buffer": "i32", "count": 96}]})");
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int I = 0; I < 96; ++I)
    EXPECT_EQ(Out[I], 2 * (I / 32) + 100);
  EXPECT_EQ(R.stats().SharedStores, 6u);
  EXPECT_EQ(R.stats().SharedLoads, 9u);
  EXPECT_EQ(R.stats().SharedBankConflicts, 0u);
}

TEST(MemorySpaces, LocalAllocaIsPerThread) {
  SimRun R(R"IR(
define internal i32 @sum(ptr %a, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr i32, ptr %a, i32 %i
  %v = load i32, ptr %p
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %acc1
}
define ptx_kernel void @k(ptr %out) {
entry:
  %arr = alloca [4 x i32], align 4, addrspace(5)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = addrspacecast ptr addrspace(5) %arr to ptr
  store i32 %t, ptr %g
  %e1 = getelementptr i32, ptr %g, i32 1
  store i32 1, ptr %e1
  %e2 = getelementptr i32, ptr %g, i32 2
  store i32 2, ptr %e2
  %e3 = getelementptr i32, ptr %g, i32 3
  store i32 3, ptr %e3
  %s = call i32 @sum(ptr %g, i32 4)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           R"({"kernel": "k", "block": 64,
               "args": [{"name": "out", "buffer": "i32", "count": 64}]})");
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 64; ++T)
    EXPECT_EQ(Out[T], T + 6);
  EXPECT_EQ(R.stats().LocalStores, 8u);
  EXPECT_EQ(R.stats().LocalLoads, 8u);
}

TEST(MemorySpaces, VectorLoadAndCoalescing) {
  // float4-style <4 x i32> loads: 32 lanes x 16 bytes = 16 sectors.
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %in, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <4 x i32>, ptr %in, i32 %t
  %v = load <4 x i32>, ptr %p, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %d = extractelement <4 x i32> %v, i32 3
  %s = add i32 %a, %d
  %q = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           R"({"kernel": "k", "block": 32,
               "args": [{"name": "in", "buffer": "i32", "count": 128,
                         "init": "iota"},
                        {"name": "out", "buffer": "i32", "count": 32}]})");
  ASSERT_TRUE(ranClean(R));
  std::vector<int32_t> Out = R.i32("out");
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], 4 * T + 4 * T + 3);
  EXPECT_EQ(R.stats().GlobalTransactions, 16u + 4u);
}

TEST(MemorySpaces, SharedBankConflicts) {
  // Stride-2 words: lanes t and t+16 hit the same bank: 2-way, 1 replay.
  // Stride-32 words: all 32 lanes in bank 0: 31 replays.
  SimRun R(R"IR(
@s = internal addrspace(3) global [1024 x i32] undef
define ptx_kernel void @k() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i2 = mul i32 %t, 2
  %p2 = getelementptr [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %i2
  store i32 1, ptr addrspace(3) %p2
  %i32 = mul i32 %t, 32
  %p32 = getelementptr [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %i32
  store i32 1, ptr addrspace(3) %p32
  %b = getelementptr [1024 x i32], ptr addrspace(3) @s, i32 0, i32 5
  %v = load i32, ptr addrspace(3) %b
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR",
           R"({"kernel": "k", "block": 32, "args": []})");
  ASSERT_TRUE(ranClean(R));
  EXPECT_EQ(R.stats().SharedBankConflicts, 1u + 31u);
}

TEST(MemorySpaces, FaultsNameBufferAndThread) {
  SimRun R(R"IR(
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = mul i32 %b, 32
  %i = add i32 %n, %t
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %t, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
)IR",
           R"({"kernel": "k", "grid": 2, "block": 32,
               "args": [{"name": "out", "buffer": "i32", "count": 40}]})");
  ASSERT_TRUE(R.Result) << R.Error;
  ASSERT_TRUE(R.Result->Fault);
  EXPECT_NE(R.Result->Fault->find("block (1,0,0) thread (8,0,0): "
                                  "out-of-bounds access to buffer 'out' "
                                  "element 40 (count 40)"),
            std::string::npos)
      << *R.Result->Fault;
  // Buffers are returned as they were at the fault.
  std::vector<int32_t> Out = R.i32("out");
  EXPECT_EQ(Out[39], 7);
}

} // namespace
