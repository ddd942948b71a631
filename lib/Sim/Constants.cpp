//===- Constants.cpp - Constant values and global initializers ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Row layout of IR types, evaluation of scalar constants (integers, float
/// bit patterns, null, undef/poison as zero, global addresses and constant
/// expressions over them) and the memory image of global initializers.
///
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "Memory.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;
using namespace lockstep::sim;

namespace {
/// One line naming \p V: a global by its name (printing a function would
/// print its body).
std::string describe(const Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  if (isa<GlobalValue>(V))
    V.printAsOperand(OS, /*PrintType=*/false);
  else
    V.print(OS);
  return StringRef(S).trim().str();
}

/// Functions have no memory in the simulator, and calls through pointers
/// are refused when decoded; a function's address (in a vtable or a table
/// of function pointers that the kernel never calls through) is a distinct
/// address in no memory space, so comparing it works and dereferencing it
/// faults.
uint64_t functionAddress(const Function &F) {
  constexpr uint64_t NoSpace = uint64_t(0xf0) << SpaceShift;
  uint64_t Index = std::distance(F.getParent()->begin(), F.getIterator());
  return NoSpace | (Index + 1) * 16;
}
} // namespace

unsigned lockstep::sim::scalarBits(const Type *Ty) {
  if (Ty->isIntegerTy())
    return Ty->getIntegerBitWidth() <= 64 ? Ty->getIntegerBitWidth() : 0;
  if (Ty->isFloatTy())
    return 32;
  if (Ty->isDoubleTy() || Ty->isPointerTy())
    return 64;
  return 0;
}

unsigned lockstep::sim::rowCount(const Type *Ty) {
  if (scalarBits(Ty))
    return 1;
  if (const auto *VT = dyn_cast<FixedVectorType>(Ty))
    return scalarBits(VT->getElementType()) ? VT->getNumElements() : 0;
  if (const auto *ST = dyn_cast<StructType>(Ty)) {
    unsigned N = 0;
    for (Type *E : ST->elements()) {
      unsigned R = rowCount(E);
      if (!R)
        return 0;
      N += R;
    }
    return N;
  }
  if (const auto *AT = dyn_cast<ArrayType>(Ty))
    return AT->getNumElements() * rowCount(AT->getElementType());
  return 0;
}

Expected<uint64_t>
lockstep::sim::evalScalarConstant(const Constant *C, const DataLayout &DL,
                                  const GlobalAddressMap &Globals) {
  if (const auto *CI = dyn_cast<ConstantInt>(C))
    if (CI->getBitWidth() <= 64)
      return CI->getZExtValue();
  if (const auto *CF = dyn_cast<ConstantFP>(C)) {
    if (CF->getType()->isFloatTy())
      return uint64_t(CF->getValueAPF().bitcastToAPInt().getZExtValue());
    if (CF->getType()->isDoubleTy())
      return CF->getValueAPF().bitcastToAPInt().getZExtValue();
  }
  if (isa<ConstantPointerNull>(C) || isa<UndefValue>(C) ||
      isa<ConstantAggregateZero>(C))
    return 0;
  if (const auto *GV = dyn_cast<GlobalValue>(C)) {
    auto It = Globals.find(GV);
    if (It != Globals.end())
      return It->second;
    if (const auto *F = dyn_cast<Function>(GV))
      return functionAddress(*F);
  }
  if (const auto *CE = dyn_cast<ConstantExpr>(C)) {
    if (CE->getOpcode() == Instruction::GetElementPtr) {
      const auto *GEP = cast<GEPOperator>(CE);
      APInt Off(64, 0);
      if (GEP->accumulateConstantOffset(DL, Off)) {
        Expected<uint64_t> Base = evalScalarConstant(
            cast<Constant>(GEP->getPointerOperand()), DL, Globals);
        if (!Base)
          return Base.takeError();
        return *Base + Off.getZExtValue();
      }
    }
    if (CE->isCast()) {
      Expected<uint64_t> V = evalScalarConstant(CE->getOperand(0), DL, Globals);
      if (!V)
        return V.takeError();
      unsigned Bits = scalarBits(CE->getType());
      if (!Bits || CE->getType()->isFloatingPointTy() !=
                       CE->getOperand(0)->getType()->isFloatingPointTy())
        return createStringError(inconvertibleErrorCode(),
                                 "unsupported constant '" + describe(*C) + "'");
      return Bits == 64 ? *V : *V & ((uint64_t(1) << Bits) - 1);
    }
  }
  return createStringError(inconvertibleErrorCode(),
                           "unsupported constant '" + describe(*C) + "'");
}

Error lockstep::sim::writeConstant(const Constant *C, uint8_t *Out,
                                   const DataLayout &DL,
                                   const GlobalAddressMap &Globals) {
  Type *Ty = C->getType();
  if (isa<ConstantAggregateZero>(C) || isa<UndefValue>(C))
    return Error::success(); // Memory starts zeroed.
  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    StringRef Raw = CDS->getRawDataValues();
    std::memcpy(Out, Raw.data(), Raw.size());
    return Error::success();
  }
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      if (Error E = writeConstant(C->getAggregateElement(I),
                                  Out + SL->getElementOffset(I), DL, Globals))
        return E;
    return Error::success();
  }
  if (Ty->isArrayTy() || Ty->isVectorTy()) {
    Type *Elt = Ty->isArrayTy() ? Ty->getArrayElementType()
                                : cast<VectorType>(Ty)->getElementType();
    uint64_t Stride = DL.getTypeAllocSize(Elt);
    unsigned N = Ty->isArrayTy() ? Ty->getArrayNumElements()
                                 : cast<FixedVectorType>(Ty)->getNumElements();
    for (unsigned I = 0; I < N; ++I)
      if (Error E = writeConstant(C->getAggregateElement(I), Out + I * Stride,
                                  DL, Globals))
        return E;
    return Error::success();
  }
  Expected<uint64_t> V = evalScalarConstant(C, DL, Globals);
  if (!V)
    return V.takeError();
  std::memcpy(Out, &*V, DL.getTypeStoreSize(Ty).getFixedValue());
  return Error::success();
}
