//===- SpecBindingTest.cpp - Struct arguments and globals of a spec -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// By-value struct arguments laid out by DataLayout (nested structs and
/// arrays flattened, padding zero, pointers as i64) and "globals" entries
/// resolved by source name, symbol or demangled name, with their checks.
///
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/SpecBinding.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

#include <cstring>

using namespace llvm;
using namespace lockstep::sim;

namespace {

const char *const IR = R"IR(
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.Inner = type { i8, [2 x float] }
%struct.Outer = type { i32, %struct.Inner, double, ptr }
@table = addrspace(4) externally_initialized constant [16 x float] zeroinitializer
@_ZN2ns7counterE = addrspace(1) externally_initialized global i32 0
@tile = addrspace(3) global [32 x float] undef
define ptx_kernel void @k(ptr byval(%struct.Outer) align 8 %p) {
  ret void
}
define ptx_kernel void @byref(ptr addrspace(4) byref(%struct.Inner) %p,
                              ptr %q) {
  ret void
}
)IR";

uint64_t noBuffers(StringRef) { return 0; }

struct SpecBindingTest : ::testing::Test {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  void SetUp() override {
    SMDiagnostic Diag;
    M = parseAssemblyString(IR, Diag, Ctx);
    ASSERT_TRUE(M) << Diag.getMessage().str();
  }
  const Argument &param() { return *M->getFunction("k")->getArg(0); }
  static StructField field(ElemType T, std::initializer_list<double> Vs) {
    StructField F;
    F.Type = T;
    for (double V : Vs) {
      SpecNumber N;
      N.IsInt = T != ElemType::F32 && T != ElemType::F64;
      N.Int = int64_t(V);
      N.Float = V;
      F.Values.push_back(N);
    }
    return F;
  }
};

TEST_F(SpecBindingTest, ByValueTypeOfByvalAndByref) {
  EXPECT_EQ(byValueType(param()),
            StructType::getTypeByName(Ctx, "struct.Outer"));
  const Function *F = M->getFunction("byref");
  // amdgcn passes structs byref: the same bytes behind a constant pointer.
  EXPECT_EQ(byValueType(*F->getArg(0)),
            StructType::getTypeByName(Ctx, "struct.Inner"));
  EXPECT_EQ(byValueType(*F->getArg(1)), nullptr);
}

TEST_F(SpecBindingTest, LaysOutNestedFields) {
  EXPECT_EQ(
      describeStructLayout(param().getParamByValType(), M->getDataLayout()),
      "%struct.Outer (32 bytes: i32 @0, i8 @4, f32 @8, f32 @12, "
      "f64 @16, ptr @24)");
  ArgSpec A;
  A.IsStruct = true;
  A.Fields = {field(ElemType::I32, {7}), field(ElemType::I8, {-1}),
              field(ElemType::F32, {1.5, 2.5}), field(ElemType::F64, {0.25}),
              field(ElemType::I64, {0})};
  Expected<std::vector<uint8_t>> B =
      structArgBytes(A, param(), M->getDataLayout(), "key", noBuffers);
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  ASSERT_EQ(B->size(), 32u);
  int32_t I;
  float F[2];
  double D;
  std::memcpy(&I, B->data(), 4);
  std::memcpy(F, B->data() + 8, 8);
  std::memcpy(&D, B->data() + 16, 8);
  EXPECT_EQ(I, 7);
  EXPECT_EQ((*B)[4], 0xff);
  EXPECT_EQ((*B)[5], 0); // Padding.
  EXPECT_EQ(F[1], 2.5f);
  EXPECT_EQ(D, 0.25);
}

TEST_F(SpecBindingTest, FieldErrorsShowTheLayout) {
  ArgSpec A;
  A.IsStruct = true;
  A.Fields = {field(ElemType::I32, {7}), field(ElemType::F32, {1})};
  Expected<std::vector<uint8_t>> B =
      structArgBytes(A, param(), M->getDataLayout(), "key", noBuffers);
  ASSERT_FALSE(bool(B));
  EXPECT_EQ(toString(B.takeError()),
            "key: struct[1] gives f32 for field 1 at offset 4, which is i8 in "
            "the kernel's struct %struct.Outer (32 bytes: i32 @0, i8 @4, f32 "
            "@8, f32 @12, f64 @16, ptr @24)");
  A.IsRawStruct = true;
  A.RawBytes.assign(31, 0);
  B = structArgBytes(A, param(), M->getDataLayout(), "key", noBuffers);
  ASSERT_FALSE(bool(B));
  EXPECT_NE(toString(B.takeError()).find("'bytes' has 31 bytes"),
            std::string::npos);
}

TEST_F(SpecBindingTest, ResolvesGlobalsByName) {
  ArgSpec G;
  G.Name = "ns::counter"; // Demangled.
  G.Type = ElemType::I32;
  Expected<const GlobalVariable *> GV = resolveGlobalSpec(*M, G, "key");
  ASSERT_TRUE(bool(GV)) << toString(GV.takeError());
  EXPECT_EQ((*GV)->getName(), "_ZN2ns7counterE");
  G.Name = "table";
  G.IsBuffer = true;
  G.Type = ElemType::F32;
  G.Count = 4;
  G.Offset = 48;
  EXPECT_TRUE(bool(resolveGlobalSpec(*M, G, "key")));
  G.Offset = 52; // 52 + 16 > 64.
  Expected<const GlobalVariable *> Past = resolveGlobalSpec(*M, G, "key");
  ASSERT_FALSE(bool(Past));
  EXPECT_EQ(toString(Past.takeError()),
            "key: writes 16 bytes at offset 52 but 'table' has 64 bytes");
  G.Name = "tile";
  G.Offset = 0;
  Expected<const GlobalVariable *> Shared = resolveGlobalSpec(*M, G, "key");
  ASSERT_FALSE(bool(Shared));
  EXPECT_NE(toString(Shared.takeError()).find("is __shared__"),
            std::string::npos);
  G.Name = "nosuch";
  Expected<const GlobalVariable *> None = resolveGlobalSpec(*M, G, "key");
  ASSERT_FALSE(bool(None));
  EXPECT_EQ(toString(None.takeError()),
            "key: no __constant__ or __device__ variable 'nosuch' in the "
            "module; variables: table, ns::counter");
}

} // namespace
