//===- SpecBinding.cpp - Launch-spec entries that need the module ---------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// By-value struct arguments are flattened into their scalar leaves (nested
/// structs, arrays and vectors expanded, offsets from DataLayout) and the
/// spec's fields are matched to the leaves one value at a time. Globals are
/// found by symbol, demangled name, or the name before clang's ".static."
/// suffix (static __device__ variables under -fgpu-rdc).
///
//===----------------------------------------------------------------------===//

#include "SpecBinding.h"

#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <optional>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

struct Leaf {
  uint64_t Offset;
  Type *Ty;
};

void flatten(Type *Ty, uint64_t Offset, const DataLayout &DL,
             std::vector<Leaf> &Out) {
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      flatten(ST->getElementType(I), Offset + SL->getElementOffset(I), DL, Out);
    return;
  }
  Type *Elem = nullptr;
  uint64_t N = 0;
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    Elem = AT->getElementType(), N = AT->getNumElements();
  else if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    Elem = VT->getElementType(), N = VT->getNumElements();
  if (!Elem) {
    Out.push_back({Offset, Ty});
    return;
  }
  uint64_t Stride = DL.getTypeAllocSize(Elem);
  for (uint64_t I = 0; I < N; ++I)
    flatten(Elem, Offset + I * Stride, DL, Out);
}

/// The spec type of a leaf: iN by width, float, double; pointers as i64
/// (a raw address; 0 is a null pointer).
std::optional<ElemType> specTypeOf(Type *Ty) {
  if (Ty->isFloatTy())
    return ElemType::F32;
  if (Ty->isDoubleTy())
    return ElemType::F64;
  if (Ty->isPointerTy())
    return ElemType::I64;
  if (Ty->isIntegerTy(8) || Ty->isIntegerTy(1))
    return ElemType::I8;
  if (Ty->isIntegerTy(16))
    return ElemType::I16;
  if (Ty->isIntegerTy(32))
    return ElemType::I32;
  if (Ty->isIntegerTy(64))
    return ElemType::I64;
  return std::nullopt;
}

/// A leaf's type as messages show it: the spec's name, "ptr" for pointers.
std::string typeName(Type *Ty) {
  if (Ty->isPointerTy())
    return "ptr";
  if (std::optional<ElemType> T = specTypeOf(Ty))
    return elemTypeName(*T).str();
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

Error bindError(const Twine &Key, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Key + ": " + Msg);
}

/// The innermost element type of \p Ty once arrays are peeled.
Type *innermost(Type *Ty) {
  while (auto *AT = dyn_cast<ArrayType>(Ty))
    Ty = AT->getElementType();
  return Ty;
}

bool namesGlobal(const GlobalVariable &GV, StringRef Name) {
  StringRef Sym = GV.getName();
  return Sym == Name || demangle(Sym) == Name ||
         Sym.split(".static.").first == Name;
}

} // namespace

std::string lockstep::sim::describeStructLayout(Type *Ty,
                                                const DataLayout &DL) {
  std::vector<Leaf> Leaves;
  flatten(Ty, 0, DL, Leaves);
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS, /*IsForDebug=*/false, /*NoDetails=*/true);
  OS << " (" << DL.getTypeAllocSize(Ty) << " bytes:";
  for (size_t I = 0; I < Leaves.size(); ++I)
    OS << (I ? ", " : " ") << typeName(Leaves[I].Ty) << " @"
       << Leaves[I].Offset;
  OS << ")";
  return S;
}

Type *lockstep::sim::byValueType(const Argument &Arg) {
  if (Arg.hasByValAttr())
    return Arg.getParamByValType();
  if (Arg.hasByRefAttr())
    return Arg.getParamByRefType();
  return nullptr;
}

Expected<std::vector<uint8_t>>
lockstep::sim::structArgBytes(const ArgSpec &A, const Argument &Arg,
                              const DataLayout &DL, const Twine &Key,
                              function_ref<uint64_t(StringRef)> BufferAddress) {
  Type *Ty = byValueType(Arg);
  uint64_t Size = DL.getTypeAllocSize(Ty);
  std::string Layout = describeStructLayout(Ty, DL);
  if (A.IsRawStruct) {
    if (A.RawBytes.size() != Size)
      return bindError(Key, "'bytes' has " + Twine(A.RawBytes.size()) +
                                " bytes but the kernel's struct is " + Layout);
    return A.RawBytes;
  }
  std::vector<Leaf> Leaves;
  flatten(Ty, 0, DL, Leaves);
  std::vector<uint8_t> Bytes(Size, 0);
  size_t L = 0;
  for (size_t F = 0; F < A.Fields.size(); ++F) {
    const StructField &Field = A.Fields[F];
    for (const SpecNumber &V : Field.Values) {
      if (L == Leaves.size())
        return bindError(Key, "the spec gives more values than the kernel's "
                              "struct has fields: " +
                                  Layout);
      std::optional<ElemType> T = specTypeOf(Leaves[L].Ty);
      if (!Field.PtrBuffer.empty()) {
        if (!Leaves[L].Ty->isPointerTy())
          return bindError(Key, "struct[" + Twine(F) +
                                    "] gives a pointer for field " + Twine(L) +
                                    " at offset " + Twine(Leaves[L].Offset) +
                                    ", which is " + typeName(Leaves[L].Ty) +
                                    " in the kernel's struct " + Layout);
        uint64_t Addr = BufferAddress(Field.PtrBuffer);
        std::memcpy(&Bytes[Leaves[L].Offset], &Addr, 8);
        ++L;
        continue;
      }
      if (!T || *T != Field.Type)
        return bindError(Key, "struct[" + Twine(F) + "] gives " +
                                  elemTypeName(Field.Type) + " for field " +
                                  Twine(L) + " at offset " +
                                  Twine(Leaves[L].Offset) + ", which is " +
                                  typeName(Leaves[L].Ty) +
                                  " in the kernel's struct " + Layout);
      storeSpecNumber(&Bytes[Leaves[L].Offset], Field.Type, V);
      ++L;
    }
  }
  if (L != Leaves.size())
    return bindError(Key, "the spec gives " + Twine(L) +
                              " values but the "
                              "kernel's struct has " +
                              Twine(Leaves.size()) + " fields: " + Layout);
  return Bytes;
}

uint64_t lockstep::sim::globalSpecBytes(const ArgSpec &G) {
  return (G.IsBuffer ? G.Count : 1) * elemSize(G.Type);
}

Expected<const GlobalVariable *>
lockstep::sim::resolveGlobalSpec(const Module &M, const ArgSpec &G,
                                 const Twine &Key) {
  const GlobalVariable *Found = nullptr;
  std::vector<std::string> Names;
  for (const GlobalVariable &GV : M.globals()) {
    if (GV.getName().starts_with("llvm.") || GV.isDeclaration())
      continue;
    if (GV.getAddressSpace() != unsigned(AddrSpace::Shared))
      Names.push_back(demangle(GV.getName()));
    if (!Found && namesGlobal(GV, G.Name))
      Found = &GV;
  }
  if (!Found)
    return bindError(Key, "no __constant__ or __device__ variable '" + G.Name +
                              "' in the module; variables: " +
                              (Names.empty() ? "(none)" : join(Names, ", ")));
  if (Found->getAddressSpace() == unsigned(AddrSpace::Shared))
    return bindError(Key, "'" + G.Name +
                              "' is __shared__: shared memory "
                              "starts uninitialized in every block; set it in "
                              "the kernel instead");
  const DataLayout &DL = M.getDataLayout();
  Type *VT = Found->getValueType();
  uint64_t Size = DL.getTypeAllocSize(VT);
  uint64_t Bytes = globalSpecBytes(G);
  if (G.Offset + Bytes > Size)
    return bindError(Key, "writes " + Twine(Bytes) + " bytes at offset " +
                              Twine(G.Offset) + " but '" + G.Name + "' has " +
                              Twine(Size) + " bytes");
  if (!G.PtrBuffer.empty() && !innermost(VT)->isPointerTy())
    return bindError(Key,
                     "'" + G.Name +
                         "' is no pointer variable; \"ptr\" "
                         "sets a __device__ pointer to a \"buffers\" entry");
  std::optional<ElemType> T = specTypeOf(innermost(VT));
  if (!VT->isStructTy() && T && *T != G.Type && !(innermost(VT)->isPointerTy()))
    return bindError(Key, "'" + G.Name + "' holds " + elemTypeName(*T) +
                              " elements but the spec gives " +
                              elemTypeName(G.Type) + "; use \"" +
                              (G.IsBuffer ? "buffer" : "scalar") + "\": \"" +
                              elemTypeName(*T) + "\"");
  return Found;
}
