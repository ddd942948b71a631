//===- Decoder.cpp - Decode LLVM IR into the simulator's form -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// FunctionDecoder assigns rows to values, materializes constants into the
/// constant pool, lowers each instruction into DInst plus side tables, and
/// records phi copies per CFG edge. decodeKernel walks the call graph from
/// the kernel, decodes every callee once and sizes the per-thread stack.
///
//===----------------------------------------------------------------------===//

#include "Decoder.h"
#include "AMDGPU.h"
#include "Intrinsics.h"
#include "Memory.h"

#include "lockstep/Support/SourceLocations.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/bit.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
#include <map>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

std::string describe(const Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  V.print(OS);
  return StringRef(S).trim().str();
}

Error unsupported(const Instruction &I, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "unsupported " + What + " in function '" +
                               I.getFunction()->getName() +
                               "': " + describe(I));
}

/// Row offset of the leaf reached by \p Indices inside aggregate \p Ty.
unsigned leafOffset(Type *Ty, ArrayRef<unsigned> Indices) {
  unsigned Off = 0;
  for (unsigned Idx : Indices) {
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      for (unsigned I = 0; I < Idx; ++I)
        Off += rowCount(ST->getElementType(I));
      Ty = ST->getElementType(Idx);
    } else {
      Ty = Ty->getArrayElementType();
      Off += Idx * rowCount(Ty);
    }
  }
  return Off;
}

class FunctionDecoder {
public:
  using CalleeFn = function_ref<unsigned(const Function &)>;
  FunctionDecoder(const Function &F, DecodedFunction &Out,
                  const GlobalAddressMap &Globals, CalleeFn Callee)
      : F(F), Out(Out), DL(F.getDataLayout()), Globals(Globals),
        Callee(Callee) {}
  Error run();

private:
  Error assignRows();
  Error layoutBlocks();
  int32_t operand(const Value *V);
  int32_t constant(const Constant *C);
  Error decodeInst(const Instruction &I);
  Error decodeCast(const CastInst &I);
  Error decodeGep(const GetElementPtrInst &I);
  Error decodeMemory(const Instruction &I);
  void retagNarrowPointer(const Instruction &I);
  Error decodeMoves(const Instruction &I);
  Error decodeDynamicElement(const Instruction &I);
  Error decodeCall(const CallInst &CI);
  Error decodeInlineAsm(const CallInst &CI);
  Error decodeAsmMemory(const CallInst &CI, const AsmMemoryAccess &A);
  bool decodeAsmSpecialRead(const CallInst &CI);
  Error decodeNVVMAtomic(const CallInst &CI, StringRef Name);
  Error decodeTerminator(const Instruction &I);
  uint32_t addEdge(const BasicBlock &From, const BasicBlock &To);
  DInst &emit(const Instruction &I, Op O);
  Error problem();

  const Function &F;
  DecodedFunction &Out;
  const DataLayout &DL;
  const GlobalAddressMap &Globals;
  CalleeFn Callee;
  DenseMap<const Value *, int32_t> Rows;
  DenseMap<const Constant *, int32_t> ConstCache;
  DenseMap<const BasicBlock *, uint32_t> BlockIdx;
  DenseMap<const AllocaInst *, uint64_t> AllocaOffset;
  uint32_t CurBlock = 0;
  std::string FirstProblem;
};

Error FunctionDecoder::problem() {
  if (FirstProblem.empty())
    return Error::success();
  return createStringError(inconvertibleErrorCode(), FirstProblem);
}

/// True for casts whose result shares the operand's rows unchanged.
bool isAliasCast(const Instruction &I) {
  if (isa<AddrSpaceCastInst>(I))
    return true;
  if (!isa<BitCastInst>(I))
    return false;
  Type *From = I.getOperand(0)->getType(), *To = I.getType();
  return rowCount(From) == rowCount(To) && rowCount(To) != 0 &&
         scalarBits(From->getScalarType()) == scalarBits(To->getScalarType());
}

Error FunctionDecoder::assignRows() {
  uint32_t Next = 0;
  for (const Argument &A : F.args()) {
    unsigned N = rowCount(A.getType());
    if (!N)
      return createStringError(inconvertibleErrorCode(),
                               "unsupported parameter type of '" + F.getName() +
                                   "'");
    Out.ParamRows.push_back(Next);
    Rows[&A] = int32_t(Next);
    Next += N;
  }
  Out.NumParamRows = Next;
  for (const Instruction &I : instructions(F)) {
    if (I.getType()->isVoidTy() || isAliasCast(I))
      continue;
    unsigned N = rowCount(I.getType());
    if (!N)
      return unsupported(I, "result type");
    Rows[&I] = int32_t(Next);
    Next += N;
  }
  Out.NumRows = Next;
  return Error::success();
}

int32_t FunctionDecoder::operand(const Value *V) {
  while (const auto *I = dyn_cast<Instruction>(V)) {
    if (!isAliasCast(*I))
      break;
    V = I->getOperand(0);
  }
  if (const auto *C = dyn_cast<Constant>(V))
    return constant(C);
  auto It = Rows.find(V);
  if (It != Rows.end())
    return It->second;
  if (FirstProblem.empty())
    FirstProblem = "unsupported operand '" + describe(*V) + "' in '" +
                   F.getName().str() + "'";
  return 0;
}

void flattenConstant(const Constant *C, SmallVectorImpl<const Constant *> &L) {
  Type *Ty = C->getType();
  if (Ty->isVectorTy() || Ty->isStructTy() || Ty->isArrayTy()) {
    unsigned N = Ty->isStructTy() ? Ty->getStructNumElements()
                 : Ty->isArrayTy()
                     ? Ty->getArrayNumElements()
                     : cast<FixedVectorType>(Ty)->getNumElements();
    for (unsigned I = 0; I < N; ++I)
      flattenConstant(C->getAggregateElement(I), L);
    return;
  }
  L.push_back(C);
}

int32_t FunctionDecoder::constant(const Constant *C) {
  auto It = ConstCache.find(C);
  if (It != ConstCache.end())
    return It->second;
  SmallVector<const Constant *, 4> Leaves;
  if (!C->getType()->isVectorTy() || isa<FixedVectorType>(C->getType()))
    flattenConstant(C, Leaves);
  if (Leaves.empty() && FirstProblem.empty())
    FirstProblem = "unsupported constant '" + describe(*C) + "'";
  int32_t First = int32_t(Out.ConstValues.size());
  for (const Constant *L : Leaves) {
    Expected<uint64_t> V =
        L ? evalScalarConstant(L, DL, Globals)
          : createStringError(inconvertibleErrorCode(), "unsupported constant");
    if (!V) {
      std::string Msg = toString(V.takeError());
      if (FirstProblem.empty())
        FirstProblem = Msg + " in '" + F.getName().str() + "'";
      Out.ConstValues.push_back(0);
      continue;
    }
    Out.ConstValues.push_back(*V);
  }
  int32_t Op = -1 - First;
  ConstCache[C] = Op;
  return Op;
}

Error FunctionDecoder::layoutBlocks() {
  ModuleSlotTracker MST(F.getParent());
  MST.incorporateFunction(F);
  uint32_t Idx = 0;
  for (const BasicBlock &BB : F)
    BlockIdx[&BB] = Idx++;
  Out.Blocks.resize(Idx);
  for (const BasicBlock &BB : F) {
    DecodedBlock &DB = Out.Blocks[BlockIdx[&BB]];
    raw_string_ostream OS(DB.Name);
    BB.printAsOperand(OS, false, MST);
    // The first source line of the block in F's own code: inlined code
    // counts at the line of its call.
    for (const Instruction &I : BB)
      if (const DILocation *Loc = callerLocation(I.getDebugLoc().get())) {
        if (!Loc->getLine())
          continue;
        DB.Line = Loc->getLine();
        DB.File = sys::path::filename(Loc->getFilename()).str();
        break;
      }
  }
  return Error::success();
}

Error FunctionDecoder::run() {
  Out.F = &F;
  Out.Name = F.getName().str();
  if (Error E = assignRows())
    return E;
  if (Error E = layoutBlocks())
    return E;
  if (!F.getReturnType()->isVoidTy())
    Out.RetRows = rowCount(F.getReturnType());
  for (const BasicBlock &BB : F) {
    CurBlock = BlockIdx[&BB];
    Out.Blocks[CurBlock].FirstInst = Out.Insts.size();
    for (const Instruction &I : BB) {
      if (Error E = decodeInst(I))
        return E;
      if (Error E = problem())
        return E;
    }
  }
  return Error::success();
}

DInst &FunctionDecoder::emit(const Instruction &I, Op O) {
  DInst D;
  D.Opcode = O;
  D.Class = SIMTCostModel::classify(I);
  D.Block = CurBlock;
  if (!I.getType()->isVoidTy()) {
    auto It = Rows.find(&I);
    if (It != Rows.end())
      D.Dst = It->second;
  }
  if (auto *VT = dyn_cast<FixedVectorType>(I.getType()))
    D.NumElts = VT->getNumElements();
  Out.Insts.push_back(D);
  Out.Source.push_back(&I);
  return Out.Insts.back();
}

Op binaryOp(unsigned Opcode) {
  switch (Opcode) {
  case Instruction::Add:
    return Op::Add;
  case Instruction::Sub:
    return Op::Sub;
  case Instruction::Mul:
    return Op::Mul;
  case Instruction::UDiv:
    return Op::UDiv;
  case Instruction::SDiv:
    return Op::SDiv;
  case Instruction::URem:
    return Op::URem;
  case Instruction::SRem:
    return Op::SRem;
  case Instruction::Shl:
    return Op::Shl;
  case Instruction::LShr:
    return Op::LShr;
  case Instruction::AShr:
    return Op::AShr;
  case Instruction::And:
    return Op::And;
  case Instruction::Or:
    return Op::Or;
  case Instruction::Xor:
    return Op::Xor;
  case Instruction::FAdd:
    return Op::FAdd;
  case Instruction::FSub:
    return Op::FSub;
  case Instruction::FMul:
    return Op::FMul;
  case Instruction::FDiv:
    return Op::FDiv;
  default:
    return Op::FRem;
  }
}

Error FunctionDecoder::decodeInst(const Instruction &I) {
  if (isa<PHINode>(I) || isAliasCast(I))
    return Error::success();
  if (I.isBinaryOp()) {
    DInst &D = emit(I, binaryOp(I.getOpcode()));
    D.Bits = scalarBits(I.getType()->getScalarType());
    D.Ops[0] = operand(I.getOperand(0));
    D.Ops[1] = operand(I.getOperand(1));
    return Error::success();
  }
  switch (I.getOpcode()) {
  case Instruction::FNeg: {
    DInst &D = emit(I, Op::FNeg);
    D.Bits = scalarBits(I.getType()->getScalarType());
    D.Ops[0] = operand(I.getOperand(0));
    return Error::success();
  }
  case Instruction::ICmp:
  case Instruction::FCmp: {
    DInst &D = emit(I, isa<ICmpInst>(I) ? Op::ICmp : Op::FCmp);
    D.Pred = uint8_t(cast<CmpInst>(I).getPredicate());
    D.Bits = 1;
    D.SrcBits = scalarBits(I.getOperand(0)->getType()->getScalarType());
    D.Ops[0] = operand(I.getOperand(0));
    D.Ops[1] = operand(I.getOperand(1));
    return Error::success();
  }
  case Instruction::Select: {
    DInst &D = emit(I, Op::Select);
    D.NumElts = rowCount(I.getType());
    if (!I.getOperand(0)->getType()->isVectorTy())
      D.Flags |= FlagScalarCond;
    for (unsigned K = 0; K < 3; ++K)
      D.Ops[K] = operand(I.getOperand(K));
    return Error::success();
  }
  case Instruction::GetElementPtr:
    return decodeGep(cast<GetElementPtrInst>(I));
  case Instruction::Load:
  case Instruction::Store:
  case Instruction::AtomicRMW:
  case Instruction::AtomicCmpXchg:
    if (Error E = decodeMemory(I))
      return E;
    retagNarrowPointer(I);
    return Error::success();
  case Instruction::Alloca: {
    const auto &AI = cast<AllocaInst>(I);
    std::optional<TypeSize> Size = AI.getAllocationSize(DL);
    if (!Size || Size->isScalable() || !isa<Constant>(AI.getArraySize()))
      return unsupported(I, "dynamic alloca (a size known only at run time)");
    if (!AI.isStaticAlloca())
      return unsupported(I, "alloca outside the entry block (each execution "
                            "allocates anew; only entry-block allocas are "
                            "modelled)");
    Out.FrameBytes = alignTo(Out.FrameBytes, AI.getAlign());
    DInst &D = emit(I, Op::Alloca);
    D.Imm = int64_t(Out.FrameBytes);
    Out.FrameBytes += std::max<uint64_t>(Size->getFixedValue(), 1);
    return Error::success();
  }
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::Freeze:
    return decodeMoves(I);
  case Instruction::Call:
    return decodeCall(cast<CallInst>(I));
  case Instruction::Fence:
    emit(I, Op::Fence);
    return Error::success();
  default:
    break;
  }
  if (const auto *C = dyn_cast<CastInst>(&I)) {
    if (Error E = decodeCast(*C))
      return E;
    if (isa<IntToPtrInst>(C))
      retagNarrowPointer(I);
    return Error::success();
  }
  if (I.isTerminator())
    return decodeTerminator(I);
  return unsupported(I, "instruction '" + Twine(I.getOpcodeName()) + "'");
}

/// amdgcn keeps pointers to LDS and private memory in 32 bits (p3:32,
/// p5:32): one that comes from memory or from an integer holds the offset
/// only, without the space tag of its simulated address (Memory.h). A free
/// Or puts the tag of the pointer's address space back.
void FunctionDecoder::retagNarrowPointer(const Instruction &I) {
  auto *PT = dyn_cast<PointerType>(I.getType());
  if (!PT)
    return;
  unsigned AS = PT->getAddressSpace();
  if ((AS != unsigned(AddrSpace::Shared) && AS != unsigned(AddrSpace::Local)) ||
      DL.getPointerSizeInBits(AS) >= SpaceShift)
    return;
  int32_t Tag = operand(ConstantInt::get(Type::getInt64Ty(I.getContext()),
                                         makeAddress(AddrSpace(AS), 0)));
  DInst &D = emit(I, Op::Or);
  D.Class = InstClass::Free;
  D.Bits = 64;
  D.Ops[0] = D.Dst;
  D.Ops[1] = Tag;
}

Error FunctionDecoder::decodeCast(const CastInst &I) {
  unsigned From = scalarBits(I.getSrcTy()->getScalarType());
  unsigned To = scalarBits(I.getDestTy()->getScalarType());
  Op O;
  switch (I.getOpcode()) {
  case Instruction::Trunc:
    O = Op::Trunc;
    break;
  case Instruction::ZExt:
    O = Op::ZExt;
    break;
  case Instruction::SExt:
    O = Op::SExt;
    break;
  case Instruction::FPTrunc:
    O = Op::FPTrunc;
    break;
  case Instruction::FPExt:
    O = Op::FPExt;
    break;
  case Instruction::FPToUI:
    O = Op::FPToUI;
    break;
  case Instruction::FPToSI:
    O = Op::FPToSI;
    break;
  case Instruction::UIToFP:
    O = Op::UIToFP;
    break;
  case Instruction::SIToFP:
    O = Op::SIToFP;
    break;
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
    O = To <= From ? Op::Trunc : Op::ZExt;
    break;
  default:
    return unsupported(I, "cast");
  }
  if (!From || !To)
    return unsupported(I, "cast type");
  DInst &D = emit(I, O);
  D.SrcBits = From;
  D.Bits = To;
  D.Ops[0] = operand(I.getOperand(0));
  return Error::success();
}

Error FunctionDecoder::decodeGep(const GetElementPtrInst &I) {
  if (I.getType()->isVectorTy())
    return unsupported(I, "vector getelementptr");
  DInst &D = emit(I, Op::Gep);
  D.Ops[0] = operand(I.getPointerOperand());
  D.Aux = Out.GepTerms.size();
  int64_t Offset = 0;
  for (gep_type_iterator GTI = gep_type_begin(I), E = gep_type_end(I); GTI != E;
       ++GTI) {
    const Value *Idx = GTI.getOperand();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      unsigned Field = cast<ConstantInt>(Idx)->getZExtValue();
      Offset += DL.getStructLayout(ST)->getElementOffset(Field);
      continue;
    }
    int64_t Scale = GTI.getSequentialElementStride(DL).getFixedValue();
    if (const auto *CI = dyn_cast<ConstantInt>(Idx)) {
      Offset += CI->getSExtValue() * Scale;
      continue;
    }
    unsigned Bits = scalarBits(Idx->getType());
    if (!Bits)
      return unsupported(I, "getelementptr index");
    Out.GepTerms.push_back({operand(Idx), uint8_t(Bits), Scale});
  }
  DInst &G = Out.Insts.back();
  G.AuxCount = Out.GepTerms.size() - G.Aux;
  G.Imm = Offset;
  return Error::success();
}

Error FunctionDecoder::decodeMemory(const Instruction &I) {
  Type *ValTy = nullptr;
  const Value *Ptr = getLoadStorePointerOperand(&I);
  Align A;
  Op O;
  if (const auto *L = dyn_cast<LoadInst>(&I)) {
    ValTy = L->getType(), A = L->getAlign(), O = Op::Load;
  } else if (const auto *S = dyn_cast<StoreInst>(&I)) {
    ValTy = S->getValueOperand()->getType(), A = S->getAlign(), O = Op::Store;
  } else if (const auto *R = dyn_cast<AtomicRMWInst>(&I)) {
    ValTy = R->getType(), A = R->getAlign(), O = Op::AtomicRMW;
    Ptr = R->getPointerOperand();
  } else {
    const auto *X = cast<AtomicCmpXchgInst>(&I);
    ValTy = X->getCompareOperand()->getType(), A = X->getAlign();
    O = Op::CmpXchg, Ptr = X->getPointerOperand();
  }
  Type *Elt = ValTy->getScalarType();
  unsigned Bits = scalarBits(Elt);
  if (!Bits || ValTy->isAggregateType())
    return unsupported(I, "memory access type");
  // PTX has 32- and 64-bit atomics, and a 16-bit compare-and-swap (sm_70+:
  // atomicCAS on unsigned short).
  if (O == Op::AtomicRMW || O == Op::CmpXchg)
    if (ValTy->isVectorTy() ||
        (Bits != 32 && Bits != 64 && !(Bits == 16 && O == Op::CmpXchg)))
      return unsupported(I, "atomic width");
  DInst &D = emit(I, O);
  D.Bits = Bits;
  D.NumElts = rowCount(ValTy);
  D.Imm = int64_t(DL.getTypeStoreSize(Elt).getFixedValue());
  // Required alignment: the instruction's, at most the largest power of two
  // not above the access size (the GPU splits larger or odd accesses).
  uint64_t Total = DL.getTypeStoreSize(ValTy).getFixedValue();
  D.Aux = uint32_t(std::min<uint64_t>(A.value(), llvm::bit_floor(Total)));
  D.Ops[0] = operand(Ptr);
  if (O == Op::Store)
    D.Ops[1] = operand(cast<StoreInst>(I).getValueOperand());
  if (const auto *R = dyn_cast<AtomicRMWInst>(&I)) {
    D.Pred = uint8_t(R->getOperation());
    D.Ops[1] = operand(R->getValOperand());
    if (R->isFloatingPointOperation())
      D.Flags |= FlagFloat;
  }
  if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I)) {
    D.Ops[1] = operand(X->getCompareOperand());
    D.Ops[2] = operand(X->getNewValOperand());
    D.NumElts = 1;
  }
  return Error::success();
}

/// extractelement / insertelement with an index only known at run time
/// (the AMDGPU backend keeps small private arrays in vectors).
Error FunctionDecoder::decodeDynamicElement(const Instruction &I) {
  bool Extract = isa<ExtractElementInst>(I);
  const Value *Vec = I.getOperand(0);
  const Value *Idx = I.getOperand(Extract ? 1 : 2);
  DInst &D = emit(I, Extract ? Op::DynExtract : Op::DynInsert);
  D.Bits = uint8_t(Idx->getType()->getIntegerBitWidth());
  D.AuxCount = rowCount(Vec->getType());
  D.Flags |= FlagVectorOp0;
  D.Ops[0] = operand(Vec);
  if (Extract) {
    D.NumElts = 1;
    D.Ops[1] = operand(Idx);
  } else {
    D.Ops[1] = operand(I.getOperand(1));
    D.Ops[2] = operand(Idx);
  }
  return Error::success();
}

/// True for an extractelement or insertelement whose index is not a
/// constant inside the vector (a row move cannot express it).
static bool hasDynamicIndex(const Instruction &I) {
  if (!isa<ExtractElementInst>(I) && !isa<InsertElementInst>(I))
    return false;
  const auto *Idx =
      dyn_cast<ConstantInt>(I.getOperand(isa<ExtractElementInst>(I) ? 1 : 2));
  auto *VT = cast<FixedVectorType>(I.getOperand(0)->getType());
  return !Idx || Idx->getValue().uge(VT->getNumElements());
}

Error FunctionDecoder::decodeMoves(const Instruction &I) {
  if (hasDynamicIndex(I))
    return decodeDynamicElement(I);
  DInst &D = emit(I, Op::Move);
  D.NumElts = 1;
  uint32_t Begin = Out.Moves.size();
  int32_t Dst = Rows.lookup(&I);
  auto Add = [&](unsigned DstOff, int32_t Src, unsigned SrcOff) {
    Out.Moves.push_back({Dst + int32_t(DstOff), operandRow(Src, SrcOff)});
  };
  unsigned N = rowCount(I.getType());
  if (const auto *EE = dyn_cast<ExtractElementInst>(&I)) {
    const auto *Idx = cast<ConstantInt>(EE->getIndexOperand());
    Add(0, operand(EE->getVectorOperand()), Idx->getZExtValue());
  } else if (const auto *IE = dyn_cast<InsertElementInst>(&I)) {
    const auto *Idx = cast<ConstantInt>(IE->getOperand(2));
    int32_t Vec = operand(IE->getOperand(0)), Elt = operand(IE->getOperand(1));
    for (unsigned E = 0; E < N; ++E)
      E == Idx->getZExtValue() ? Add(E, Elt, 0) : Add(E, Vec, E);
  } else if (const auto *SV = dyn_cast<ShuffleVectorInst>(&I)) {
    int32_t A = operand(SV->getOperand(0)), B = operand(SV->getOperand(1));
    unsigned NA = rowCount(SV->getOperand(0)->getType());
    int32_t Zero =
        constant(ConstantInt::get(Type::getInt64Ty(I.getContext()), 0));
    for (unsigned E = 0; E < N; ++E) {
      int M = SV->getMaskValue(E);
      M < 0 ? Add(E, Zero, 0)
            : (unsigned(M) < NA ? Add(E, A, M) : Add(E, B, M - NA));
    }
  } else if (const auto *EV = dyn_cast<ExtractValueInst>(&I)) {
    unsigned Off =
        leafOffset(EV->getAggregateOperand()->getType(), EV->getIndices());
    int32_t Agg = operand(EV->getAggregateOperand());
    for (unsigned E = 0; E < N; ++E)
      Add(E, Agg, Off + E);
  } else if (const auto *IV = dyn_cast<InsertValueInst>(&I)) {
    unsigned Off = leafOffset(IV->getType(), IV->getIndices());
    unsigned NV = rowCount(IV->getInsertedValueOperand()->getType());
    int32_t Agg = operand(IV->getAggregateOperand());
    int32_t Val = operand(IV->getInsertedValueOperand());
    for (unsigned E = 0; E < N; ++E)
      E >= Off &&E < Off + NV ? Add(E, Val, E - Off) : Add(E, Agg, E);
  } else {
    int32_t Src = operand(I.getOperand(0));
    for (unsigned E = 0; E < N; ++E)
      Add(E, Src, E);
  }
  DInst &M = Out.Insts.back();
  M.Aux = Begin;
  M.AuxCount = Out.Moves.size() - Begin;
  return Error::success();
}

Error FunctionDecoder::decodeInlineAsm(const CallInst &CI) {
  const auto *IA = cast<InlineAsm>(CI.getCalledOperand());
  // Assembly without side effects whose result is unused changes no thread
  // and ptxas deletes it: cooperative_groups.h leaves such a read of
  // %reserved_smem_offset_1 (cvta.shared) in every kernel that uses it.
  if (!IA->hasSideEffects() && CI.use_empty())
    return Error::success();
  if (std::optional<AsmMemoryAccess> A =
          matchPTXMemoryAccess(IA->getAsmString()))
    return decodeAsmMemory(CI, *A);
  if (decodeAsmSpecialRead(CI))
    return Error::success();
  if (AsmSync S = matchPTXSync(IA->getAsmString()); S != AsmSync::None) {
    if (!CI.getType()->isVoidTy() || CI.arg_size())
      return unsupported(CI, "inline assembly fence or barrier operands");
    if (S == AsmSync::Fence) {
      emit(CI, Op::Fence);
      return Error::success();
    }
    DInst &D = emit(CI, Op::Intrinsic); // As llvm.nvvm.barrier.cta.sync.
    D.Imm = int64_t(IK::Barrier);
    return Error::success();
  }
  Expected<AsmProgram> P =
      parsePTXAsm(IA->getAsmString(), IA->getConstraintString());
  if (!P) // "unsupported inline assembly: <what>".
    return unsupported(CI, StringRef(toString(P.takeError())).drop_front(12));
  unsigned Outs = CI.getType()->isVoidTy() ? 0 : rowCount(CI.getType());
  if (P->NumInputs != CI.arg_size() || P->NumOutputs != Outs)
    return unsupported(CI, "inline assembly operands (" + Twine(P->NumOutputs) +
                               " outputs and " + Twine(P->NumInputs) +
                               " inputs in the constraints, the call has " +
                               Twine(Outs) + " and " + Twine(CI.arg_size()) +
                               ")");
  DInst &D = emit(CI, Op::InlineAsm);
  D.Imm = int64_t(Out.Asms.size());
  D.Aux = Out.CallArgs.size();
  D.AuxCount = CI.arg_size();
  for (const Use &A : CI.args())
    Out.CallArgs.push_back(operand(A.get()));
  Out.Asms.push_back(std::move(*P));
  return Error::success();
}

/// `mov.<type> $0, %reg;` of a special register the llvm.nvvm.read.ptx.sreg
/// intrinsics cover (%clock64, %globaltimer, %warpid, %smid, ...): decoded
/// as that intrinsic, since some (the clocks) need the warp's state, not
/// just its lane. False for any other block.
bool FunctionDecoder::decodeAsmSpecialRead(const CallInst &CI) {
  StringRef S = cast<InlineAsm>(CI.getCalledOperand())->getAsmString();
  S = S.trim().trim("{}").trim();
  S.consume_back(";");
  auto [M, Ops] = S.trim().split(' ');
  auto [Dst, Reg] = Ops.split(',');
  DInst D;
  if (!M.starts_with("mov.") || Dst.trim() != "$0" || CI.arg_size() ||
      CI.getType()->isVoidTy() || Reg.contains(';') ||
      !decodeSpecialRegisterRead(Reg.trim(), D))
    return false;
  DInst &Em = emit(CI, Op::Intrinsic);
  Em.Imm = D.Imm, Em.Pred = D.Pred, Em.Flags = D.Flags;
  Em.Bits = scalarBits(CI.getType());
  return true;
}

/// A load or store with cache operators (matchPTXMemoryAccess): the plain
/// access, through the address operand, of the width the mnemonic names.
Error FunctionDecoder::decodeAsmMemory(const CallInst &CI,
                                       const AsmMemoryAccess &A) {
  unsigned Outs = CI.getType()->isVoidTy() ? 0 : rowCount(CI.getType());
  unsigned Ins = CI.arg_size(), Addr = A.AddrOperand - Outs;
  bool Fits = A.Store ? Outs == 0 && A.ValueOperand < Ins && A.AddrOperand < Ins
                      : Outs == A.Elts && A.AddrOperand >= Outs && Addr < Ins;
  if (Fits && A.Store)
    Addr = A.AddrOperand;
  if (!Fits || !CI.getArgOperand(Addr)->getType()->isPointerTy())
    return unsupported(CI, "inline assembly memory access operands");
  // The access zero-extends into a wider register; a signed one sign-extends,
  // which matters only if some use reads the bits above the element (clang's
  // __ldcs(const char *) truncates them away).
  auto Truncated = [&](const User *U) {
    return isa<TruncInst>(U) &&
           scalarBits(U->getType()->getScalarType()) <= A.Bytes * 8;
  };
  if (!A.Store && A.Signed &&
      scalarBits(CI.getType()->getScalarType()) != A.Bytes * 8 &&
      !all_of(CI.users(), Truncated))
    return unsupported(CI, "inline assembly sign-extending load");
  DInst &D = emit(CI, A.Store ? Op::Store : Op::Load);
  D.Bits = A.Bytes * 8;
  D.NumElts = A.Elts;
  D.Imm = A.Bytes;
  D.Aux = A.Bytes * A.Elts; // PTX requires the access's natural alignment.
  D.Ops[0] = operand(CI.getArgOperand(Addr));
  if (A.Store)
    D.Ops[1] = operand(CI.getArgOperand(A.ValueOperand));
  return Error::success();
}

/// llvm.nvvm.atomic.<op>.gen.<i|ui|f>.<scope>.<type>: scoped atomics.
Error FunctionDecoder::decodeNVVMAtomic(const CallInst &CI, StringRef Name) {
  SmallVector<StringRef, 8> Parts;
  Name.split(Parts, '.');
  // llvm nvvm atomic <op> gen <kind> <scope> <type> ...
  if (Parts.size() < 8 || Parts[4] != "gen")
    return unsupported(CI, "intrinsic '" + Name + "'");
  StringRef OpName = Parts[3], Kind = Parts[5];
  static const std::pair<StringRef, AtomicRMWInst::BinOp> Ops[] = {
      {"add", AtomicRMWInst::Add},      {"exch", AtomicRMWInst::Xchg},
      {"and", AtomicRMWInst::And},      {"or", AtomicRMWInst::Or},
      {"xor", AtomicRMWInst::Xor},      {"inc", AtomicRMWInst::UIncWrap},
      {"dec", AtomicRMWInst::UDecWrap}, {"max", AtomicRMWInst::Max},
      {"min", AtomicRMWInst::Min}};
  unsigned Bits = scalarBits(CI.getType());
  if (Bits != 32 && Bits != 64)
    return unsupported(CI, "intrinsic '" + Name + "'");
  DInst &D = emit(CI, OpName == "cas" ? Op::CmpXchg : Op::AtomicRMW);
  D.Bits = Bits;
  D.Imm = Bits / 8;
  D.Aux = Bits / 8;
  for (unsigned K = 0; K < CI.arg_size() && K < 3; ++K)
    D.Ops[K] = operand(CI.getArgOperand(K));
  if (OpName == "cas") {
    D.Flags |= FlagNoSuccess;
    return Error::success();
  }
  const auto *It =
      llvm::find_if(Ops, [&](const auto &E) { return E.first == OpName; });
  if (It == std::end(Ops))
    return unsupported(CI, "intrinsic '" + Name + "'");
  AtomicRMWInst::BinOp B = It->second;
  if (Kind == "f")
    B = B == AtomicRMWInst::Add ? AtomicRMWInst::FAdd : B;
  if (Kind == "ui")
    B = B == AtomicRMWInst::Max   ? AtomicRMWInst::UMax
        : B == AtomicRMWInst::Min ? AtomicRMWInst::UMin
                                  : B;
  D.Pred = uint8_t(B);
  if (Kind == "f" && B == AtomicRMWInst::FAdd)
    D.Flags |= FlagFloat;
  return Error::success();
}

Error FunctionDecoder::decodeCall(const CallInst &CI) {
  if (CI.isInlineAsm())
    return decodeInlineAsm(CI);
  const Function *Fn = CI.getCalledFunction();
  if (Fn && Fn->getName().starts_with("llvm.nvvm.atomic."))
    return decodeNVVMAtomic(CI, Fn->getName());
  if (!Fn)
    return unsupported(CI, "indirect call");
  if (Fn->isIntrinsic() || Fn->getName().starts_with("llvm.")) {
    // llvm.annotation returns its operand: dropped only while unused (the
    // markers of runtime/cuda/lockstep_reconverge.h).
    if (Fn->getIntrinsicID() == Intrinsic::annotation && !CI.use_empty())
      return unsupported(CI, "used result of llvm.annotation");
    if (SIMTCostModel::isFreeIntrinsic(Fn->getIntrinsicID()) ||
        isAMDGCNNoOp(Fn->getName()))
      return Error::success();
    StringRef Name = Fn->getName();
    if (Name.starts_with("llvm.nvvm.membar") ||
        Name.starts_with("llvm.nvvm.fence")) {
      emit(CI, Op::Fence);
      return Error::success();
    }
    if (const auto *MI = dyn_cast<MemIntrinsic>(&CI)) {
      // Run per lane as the loads and stores the backend lowers it to.
      DInst &Em = emit(CI, Op::Intrinsic);
      Em.Imm = int64_t(isa<MemSetInst>(MI) ? IK::MemSet : IK::MemCopy);
      Em.Class = InstClass::IntAlu; // Address set-up; the accesses charge.
      Em.Ops[0] = operand(MI->getRawDest());
      Em.Ops[1] = operand(isa<MemSetInst>(MI)
                              ? cast<MemSetInst>(MI)->getValue()
                              : cast<MemTransferInst>(MI)->getRawSource());
      Em.Ops[2] = operand(MI->getLength());
      return Error::success();
    }
    DInst D;
    if (decodeVectorReduce(CI, D)) {
      DInst &Em = emit(CI, Op::Intrinsic);
      Em.Imm = D.Imm, Em.Pred = D.Pred, Em.Bits = D.Bits;
      Em.AuxCount = D.AuxCount, Em.Flags |= D.Flags;
      bool Start = CI.arg_size() == 2; // fadd, fmul: (start, vector).
      Em.Ops[0] = operand(CI.getArgOperand(Start));
      if (Start)
        Em.Ops[1] = operand(CI.getArgOperand(0));
      return Error::success();
    }
    if (!decodeIntrinsic(CI, D))
      return unsupported(CI, "intrinsic '" + Name + "'");
    DInst &Em = emit(CI, Op::Intrinsic);
    Em.Imm = D.Imm, Em.Pred = D.Pred, Em.Flags = D.Flags;
    Em.Bits = D.Bits, Em.SrcBits = D.SrcBits;
    for (unsigned K = 0; K < CI.arg_size() && K < 4; ++K)
      Em.Ops[K] = operand(CI.getArgOperand(K));
    return Error::success();
  }
  if (Fn->isDeclaration() &&
      (Fn->getName() == "__assertfail" || Fn->getName() == "vprintf")) {
    DInst &D = emit(CI, Op::Intrinsic);
    D.Imm = int64_t(Fn->getName() == "vprintf" ? IK::Printf : IK::AssertFail);
    D.Bits = 32;
    for (unsigned K = 0; K < CI.arg_size() && K < 4; ++K)
      Out.Insts.back().Ops[K] = operand(CI.getArgOperand(K));
    return Error::success();
  }
  if (isConvergenceBarrier(Fn->getName())) { // Even if defined (no-op stub).
    DInst D;
    if (Error E = decodeConvergenceBarrier(CI, D))
      return E;
    DInst &Em = emit(CI, Op::Intrinsic);
    Em.Imm = D.Imm, Em.Pred = D.Pred, Em.Aux = D.Aux, Em.AuxCount = D.AuxCount;
    Em.Class = InstClass::Branch; // BSSY/BSYNC/BREAK: one branch-unit issue.
    return Error::success();
  }
  if (Fn->isDeclaration())
    return unsupported(CI, "call to external function '" + Fn->getName() +
                               "' (declared, defined in no input file: give "
                               "the file that defines it too, and the files "
                               "are linked)");
  if (CI.arg_size() != Fn->arg_size() || Fn->isVarArg())
    return unsupported(CI, "call with a variable argument list");
  DInst &D = emit(CI, Op::Call);
  D.Imm = Callee(*Fn);
  D.Aux = Out.CallArgs.size();
  for (const Use &A : CI.args())
    Out.CallArgs.push_back(operand(A.get()));
  Out.Insts.back().AuxCount = CI.arg_size();
  return Error::success();
}

uint32_t FunctionDecoder::addEdge(const BasicBlock &From,
                                  const BasicBlock &To) {
  Edge E;
  E.Block = BlockIdx[&To];
  E.PhiBegin = Out.PhiCopies.size();
  SmallPtrSet<const Value *, 8> Phis;
  for (const PHINode &P : To.phis())
    Phis.insert(&P);
  for (const PHINode &P : To.phis()) {
    const Value *In = P.getIncomingValueForBlock(&From);
    int32_t Src = operand(In), Dst = Rows.lookup(&P);
    if (Phis.count(In))
      E.ParallelCopy = true;
    for (unsigned R = 0, N = rowCount(P.getType()); R < N; ++R)
      Out.PhiCopies.push_back({Dst + int32_t(R), operandRow(Src, R)});
  }
  E.PhiCount = Out.PhiCopies.size() - E.PhiBegin;
  Out.Edges.push_back(E);
  return Out.Edges.size() - 1;
}

Error FunctionDecoder::decodeTerminator(const Instruction &I) {
  const BasicBlock &BB = *I.getParent();
  if (const auto *Br = dyn_cast<BranchInst>(&I)) {
    DInst &D = emit(I, Br->isConditional() ? Op::CondBr : Op::Br);
    if (Br->isConditional())
      D.Ops[0] = operand(Br->getCondition());
    uint32_t First = addEdge(BB, *Br->getSuccessor(0));
    if (Br->isConditional())
      addEdge(BB, *Br->getSuccessor(1));
    Out.Insts.back().Aux = First;
    Out.Insts.back().AuxCount = Br->getNumSuccessors();
    return Error::success();
  }
  if (const auto *Sw = dyn_cast<SwitchInst>(&I)) {
    DInst &D = emit(I, Op::Switch);
    D.Ops[0] = operand(Sw->getCondition());
    D.Bits = scalarBits(Sw->getCondition()->getType());
    D.Imm = int64_t(Out.SwitchValues.size());
    uint32_t First = addEdge(BB, *Sw->getDefaultDest());
    for (const auto &Case : Sw->cases()) {
      Out.SwitchValues.push_back(Case.getCaseValue()->getZExtValue());
      addEdge(BB, *Case.getCaseSuccessor());
    }
    Out.Insts.back().Aux = First;
    Out.Insts.back().AuxCount = Sw->getNumCases() + 1;
    return Error::success();
  }
  if (const auto *Ret = dyn_cast<ReturnInst>(&I)) {
    DInst &D = emit(I, Op::Ret);
    if (const Value *V = Ret->getReturnValue())
      D.Ops[0] = operand(V);
    D.NumElts = Out.RetRows;
    return Error::success();
  }
  if (isa<UnreachableInst>(I)) {
    emit(I, Op::Unreachable);
    return Error::success();
  }
  return unsupported(I, "terminator '" + Twine(I.getOpcodeName()) + "'");
}

/// Decodes the functions reachable from a kernel.
class ModuleDecoder {
public:
  ModuleDecoder(const GlobalAddressMap &Globals, unsigned WarpSize)
      : Globals(Globals), WarpSize(WarpSize) {}
  Expected<DecodedModule> run(const Function &Kernel);

private:
  unsigned index(const Function &F);
  Error sizeStacks();
  Error stackOf(unsigned Idx, std::vector<uint8_t> &State);

  const GlobalAddressMap &Globals;
  unsigned WarpSize;
  DecodedModule Out;
  std::map<std::string, unsigned> Index; // Deterministic by name.
  std::vector<const Function *> Pending;
};

unsigned ModuleDecoder::index(const Function &F) {
  auto [It, New] = Index.try_emplace(F.getName().str(), Index.size());
  if (New)
    Pending.push_back(&F);
  return It->second;
}

Error ModuleDecoder::stackOf(unsigned Idx, std::vector<uint8_t> &State) {
  DecodedFunction &DF = Out.Funcs[Idx];
  if (State[Idx] == 2)
    return Error::success();
  if (State[Idx] == 1)
    return createStringError(inconvertibleErrorCode(),
                             "unsupported recursive call to '" + DF.Name + "'");
  State[Idx] = 1;
  uint64_t Deepest = 0;
  for (const DInst &D : DF.Insts)
    if (D.Opcode == Op::Call) {
      if (Error E = stackOf(unsigned(D.Imm), State))
        return E;
      Deepest = std::max(Deepest, Out.Funcs[D.Imm].StackBytes);
    }
  DF.FrameBytes = alignTo(DF.FrameBytes, 16);
  DF.StackBytes = DF.FrameBytes + Deepest;
  State[Idx] = 2;
  return Error::success();
}

Expected<DecodedModule> ModuleDecoder::run(const Function &Kernel) {
  index(Kernel);
  auto IndexOf = [this](const Function &F) { return index(F); };
  for (size_t I = 0; I < Pending.size(); ++I) {
    Out.Funcs.emplace_back();
    FunctionDecoder FD(*Pending[I], Out.Funcs.back(), Globals, IndexOf);
    if (Error E = FD.run())
      return E;
  }
  std::vector<uint8_t> State(Out.Funcs.size(), 0);
  if (Error E = stackOf(0, State))
    return E;
  for (DecodedFunction &DF : Out.Funcs) {
    DF.ConstRows.resize(DF.ConstValues.size() * WarpSize);
    for (size_t C = 0; C < DF.ConstValues.size(); ++C)
      std::fill_n(&DF.ConstRows[C * WarpSize], WarpSize, DF.ConstValues[C]);
  }
  return std::move(Out);
}

} // namespace

Expected<DecodedModule>
lockstep::sim::decodeKernel(const Function &Kernel,
                            const GlobalAddressMap &Globals,
                            unsigned WarpSize) {
  ModuleDecoder MD(Globals, WarpSize);
  return MD.run(Kernel);
}
