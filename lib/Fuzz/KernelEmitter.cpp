//===- KernelEmitter.cpp - Emit fuzzer statement trees as NVPTX IR --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lowers a statement tree (KernelAST.h) to LLVM IR with IRBuilder. Values
/// live in two typed pools; a region truncates the pools at its end and adds
/// phis that merge the newest values of its sides, so every pick dominates
/// its use. Operations allowed only at converged points are dropped when
/// emitted elsewhere (inside divergent control flow or after an early
/// return), which keeps every mutated tree race- and deadlock-free.
///
//===----------------------------------------------------------------------===//

#include "KernelAST.h"

#include "lockstep/Fuzz/KernelGenerator.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/NoFolder.h"

using namespace llvm;
using namespace lockstep::fuzz;

namespace {

/// The end of one side of a region: its last block and its new values.
struct SideEnd {
  BasicBlock *BB = nullptr;
  std::vector<Value *> Ints, Flts;
};

/// Jumps into a block that is placed later: each carries the newest i32
/// value at the jump, merged by a phi at the target.
using Incoming = std::vector<std::pair<BasicBlock *, Value *>>;

/// A loop that break and continue can leave: the latch exists only once a
/// continue needs it.
struct LoopTarget {
  BasicBlock *Exit = nullptr;
  BasicBlock *Latch = nullptr;
  Incoming ToExit, ToLatch;
};

/// The label at the end of a goto scope.
struct GotoTarget {
  BasicBlock *Label = nullptr;
  Incoming In;
};

const CmpInst::Predicate IntPreds[] = {
    CmpInst::ICMP_EQ,  CmpInst::ICMP_NE,  CmpInst::ICMP_UGT, CmpInst::ICMP_UGE,
    CmpInst::ICMP_ULT, CmpInst::ICMP_ULE, CmpInst::ICMP_SGT, CmpInst::ICMP_SGE,
    CmpInst::ICMP_SLT, CmpInst::ICMP_SLE};

class Emitter {
public:
  Emitter(Module &M, const KernelShape &Shape)
      : M(M), Ctx(M.getContext()), Shape(Shape), B(Ctx),
        I32(Type::getInt32Ty(Ctx)), F32(Type::getFloatTy(Ctx)) {}

  void emit(const StmtList &Top, const std::vector<StmtList> &DevBodies) {
    for (unsigned I = 0; I < DevBodies.size(); ++I)
      emitDevFn(I, DevBodies[I]);
    emitKernel(Top);
  }

private:
  Module &M;
  LLVMContext &Ctx;
  const KernelShape &Shape;
  IRBuilder<NoFolder> B;
  Type *I32, *F32;
  Function *F = nullptr;
  Value *In = nullptr, *Fin = nullptr, *Out = nullptr, *Fout = nullptr;
  Value *Cnt = nullptr, *U = nullptr, *Tid = nullptr, *SlotBase = nullptr;
  Value *ShSlotBase = nullptr; ///< SlotBase within the block.
  GlobalVariable *ShPriv = nullptr, *ShExch = nullptr;
  std::vector<Function *> DevFns;
  std::vector<Value *> Ints, Flts;
  std::vector<LoopTarget *> Loops;
  std::vector<GotoTarget *> Gotos;
  bool InDevFn = false;
  bool TopLevel = true;
  bool Returned = false;
  unsigned NextBlock = 0;
  unsigned NextLine = 1; ///< Of the markers, as clang writes source lines.
  StringMap<Constant *> Strings;

  // Helpers.
  BasicBlock *block() {
    return BasicBlock::Create(Ctx, "bb" + Twine(NextBlock++), F);
  }
  BasicBlock *detached() {
    return BasicBlock::Create(Ctx, "bb" + Twine(NextBlock++));
  }
  Value *intOp(const Opnd &O) {
    if (O.IsConst || Ints.empty())
      return B.getInt32(O.Const);
    return Ints[Ints.size() - 1 - O.Pick % Ints.size()];
  }
  Value *fltOp(const Opnd &O) {
    if (O.IsConst || Flts.empty())
      return ConstantFP::get(F32, double(O.Const) / 4.0);
    return Flts[Flts.size() - 1 - O.Pick % Flts.size()];
  }
  Value *cond(const Stmt &S, unsigned First, uint8_t Pred) {
    return B.CreateICmp(IntPreds[Pred % 10], intOp(S.Ops[First]),
                        intOp(S.Ops[First + 1]));
  }
  bool converged() const { return TopLevel && !Returned && !InDevFn; }
  Value *idx64(Value *V) { return B.CreateZExt(V, B.getInt64Ty()); }
  Value *globalElem(Type *Ty, Value *Base, Value *Index) {
    return B.CreateInBoundsGEP(Ty, Base, idx64(Index));
  }
  Value *slotIndex(const Stmt &S) {
    return B.CreateAdd(SlotBase, B.getInt32(S.Slot % Shape.Slots));
  }
  Value *sharedSlotIndex(const Stmt &S) {
    return B.CreateAdd(ShSlotBase, B.getInt32(S.Slot % Shape.Slots));
  }
  Value *sharedElem(GlobalVariable *G, Value *Index) {
    return B.CreateInBoundsGEP(G->getValueType(), G,
                               {B.getInt64(0), idx64(Index)});
  }
  Value *inIndex(const Opnd &O) {
    return B.CreateAnd(intOp(O), B.getInt32(Shape.InCount - 1));
  }
  Value *callIntrinsic(Intrinsic::ID ID, ArrayRef<Value *> Args) {
    return B.CreateCall(Intrinsic::getOrInsertDeclaration(&M, ID), Args);
  }

  void emitDevFn(unsigned I, const StmtList &Body);
  void emitKernel(const StmtList &Top);
  void prologue();
  void emitList(const StmtList &L) {
    for (const Stmt &S : L)
      emitStmt(S);
  }
  void emitStmt(const Stmt &S);
  Value *emitIntValue(const Stmt &S);
  Value *emitMemValue(const Stmt &S);
  Value *emitWarpValue(const Stmt &S);
  Value *emitFltValue(const Stmt &S);
  Value *emitDiv(const Stmt &S);
  Value *emitAsm(const Stmt &S, Value *A, Value *Bv);
  void emitEffect(const Stmt &S);
  void emitConverged(const Stmt &S);
  void emitMarker(const Stmt &S);
  Constant *metadataString(StringRef Text);

  // Regions.
  SideEnd emitSide(const StmtList &Body, BasicBlock *BB, BasicBlock *Merge);
  void mergeSides(BasicBlock *Merge, ArrayRef<SideEnd> Sides);
  void emitIfElse(const Stmt &S, Value *C);
  void emitIfThen(const Stmt &S);
  void emitIfAnd(const Stmt &S);
  void emitSwitch(const Stmt &S);
  void emitLoop(const Stmt &S);
  void emitIfReturn(const Stmt &S);
  // Unstructured regions (UnstructuredEmitter part of this file).
  void emitShortCircuit(const Stmt &S);
  Value *shortCircuitTerm(const Stmt &S, unsigned K);
  void emitLoopExit(const Stmt &S);
  void emitGotoScope(const Stmt &S);
  void emitLoopEntry(const Stmt &S);
  void emitIrreducible(const Stmt &S);
  void emitBlockIf(const Stmt &S);
  void closeLatch(LoopTarget &T, PHINode *I, PHINode *Acc, Value *Next,
                  BasicBlock *Header);
  Value *joinValue(BasicBlock *Target, Value *Fallthrough,
                   BasicBlock *FallthroughBB, const Incoming &In);
  void returnWith(Value *V);
};

/// A marker of runtime/cuda/lockstep_reconverge.h as clang lowers
/// __builtin_annotation: llvm.annotation(label, kind, file, line).
void Emitter::emitMarker(const Stmt &S) {
  static const char *const Kinds[] = {"lockstep.predict", "lockstep.reconverge",
                                      "lockstep.predict.call:"};
  std::string Text = Kinds[S.Op % 3];
  if (S.Op % 3 == 2)
    Text += "dev" + std::to_string(S.Mode % Shape.NumDevFns);
  Function *Fn = Intrinsic::getOrInsertDeclaration(
      &M, Intrinsic::annotation, {I32, PointerType::get(Ctx, 0)});
  B.CreateCall(Fn, {B.getInt32(S.Slot), metadataString(Text),
                    metadataString("fuzz.cu"), B.getInt32(NextLine++)});
}

Constant *Emitter::metadataString(StringRef Text) {
  Constant *&G = Strings[Text];
  if (!G) {
    auto *Init = ConstantDataArray::getString(Ctx, Text);
    auto *GV = new GlobalVariable(M, Init->getType(), true,
                                  GlobalValue::PrivateLinkage, Init, ".str");
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    GV->setSection("llvm.metadata");
    G = GV;
  }
  return G;
}

void Emitter::emitDevFn(unsigned I, const StmtList &Body) {
  auto *FTy = FunctionType::get(I32, {I32, I32}, false);
  F = Function::Create(FTy, GlobalValue::InternalLinkage, "dev" + Twine(I), M);
  F->addFnAttr(Attribute::NoInline);
  B.SetInsertPoint(block());
  InDevFn = true;
  Ints = {F->getArg(0), F->getArg(1)};
  Flts.clear();
  emitList(Body);
  B.CreateRet(Ints.back());
  DevFns.push_back(F);
  InDevFn = false;
}

void Emitter::emitKernel(const StmtList &Top) {
  auto *GPtr = PointerType::get(Ctx, 1);
  auto *FTy = FunctionType::get(B.getVoidTy(),
                                {GPtr, GPtr, GPtr, GPtr, GPtr, I32}, false);
  F = Function::Create(FTy, GlobalValue::ExternalLinkage, KernelName, M);
  F->setCallingConv(CallingConv::PTX_Kernel);
  const char *Names[] = {"in", "fin", "out", "fout", "cnt", "u"};
  for (unsigned I = 0; I < 6; ++I)
    F->getArg(I)->setName(Names[I]);
  In = F->getArg(0);
  Fin = F->getArg(1);
  Out = F->getArg(2);
  Fout = F->getArg(3);
  Cnt = F->getArg(4);
  U = F->getArg(5);
  B.SetInsertPoint(block());
  prologue();
  emitList(Top);
  // Make the newest values observable.
  B.CreateStore(Ints.back(), globalElem(I32, Out, SlotBase));
  if (!Flts.empty())
    B.CreateStore(Flts.back(), globalElem(F32, Fout, SlotBase));
  B.CreateRetVoid();
}

void Emitter::prologue() {
  auto *PrivTy = ArrayType::get(I32, Shape.Threads * Shape.Slots);
  auto *ExchTy = ArrayType::get(I32, Shape.Threads);
  ShPriv = new GlobalVariable(M, PrivTy, false, GlobalValue::InternalLinkage,
                              UndefValue::get(PrivTy), "shp", nullptr,
                              GlobalValue::NotThreadLocal, 3);
  ShExch = new GlobalVariable(M, ExchTy, false, GlobalValue::InternalLinkage,
                              UndefValue::get(ExchTy), "shx", nullptr,
                              GlobalValue::NotThreadLocal, 3);
  Tid = callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_tid_x, {});
  // With several blocks each thread owns the slots of its global id.
  Value *Gid = Tid;
  if (Shape.Blocks > 1) {
    Value *Ctaid = callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {});
    Gid = B.CreateAdd(B.CreateMul(Ctaid, B.getInt32(Shape.Threads)), Tid);
  }
  SlotBase = B.CreateMul(Gid, B.getInt32(Shape.Slots));
  ShSlotBase =
      Gid == Tid ? SlotBase : B.CreateMul(Tid, B.getInt32(Shape.Slots));
  Value *X = B.CreateLoad(I32, globalElem(I32, In, Gid));
  Value *Fx = B.CreateLoad(F32, globalElem(F32, Fin, Tid));
  if (Shape.Communicates) {
    for (unsigned J = 0; J < Shape.Slots; ++J)
      B.CreateStore(B.CreateAdd(X, B.getInt32(J)),
                    sharedElem(ShPriv, B.CreateAdd(ShSlotBase, B.getInt32(J))));
    B.CreateStore(X, sharedElem(ShExch, Tid));
    callIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all,
                  {B.getInt32(0)});
  }
  Ints = {U, Tid, B.CreateAnd(Tid, B.getInt32(31)), X};
  Flts = {Fx};
}

void Emitter::emitStmt(const Stmt &S) {
  switch (S.Kind) {
  case SK::IfElse:
    return emitIfElse(S, cond(S, 0, S.Pred));
  case SK::UniformIf:
    return emitIfElse(S, B.CreateICmp(IntPreds[S.Pred % 10], U,
                                      B.getInt32(S.Ops[1].Const % 4)));
  case SK::IfThen:
    return emitIfThen(S);
  case SK::IfAnd:
    return emitIfAnd(S);
  case SK::Switch:
  case SK::CoveredSwitch:
    return emitSwitch(S);
  case SK::Loop:
    return emitLoop(S);
  case SK::IfReturn:
    return emitIfReturn(S);
  case SK::ShortCircuit:
    return emitShortCircuit(S);
  case SK::LoopExit:
    return emitLoopExit(S);
  case SK::GotoScope:
    return emitGotoScope(S);
  case SK::LoopEntry:
    return emitLoopEntry(S);
  case SK::Irreducible:
    return emitIrreducible(S);
  case SK::BlockIf:
    return emitBlockIf(S);
  case SK::StoreOut:
  case SK::StoreFout:
  case SK::StoreShared:
  case SK::Atomic:
    if (!InDevFn)
      emitEffect(S);
    return;
  case SK::Marker:
    return emitMarker(S);
  case SK::Barrier:
  case SK::Exchange:
  case SK::Shfl:
    if (converged())
      emitConverged(S);
    return;
  case SK::FltBin:
  case SK::FltSelect:
  case SK::LoadFin:
  case SK::IntToFlt:
    if (!InDevFn)
      Flts.push_back(emitFltValue(S));
    return;
  default:
    if (Value *V = emitIntValue(S))
      Ints.push_back(V);
    return;
  }
}

Value *Emitter::emitIntValue(const Stmt &S) {
  Value *A = intOp(S.Ops[0]), *Bv = intOp(S.Ops[1]);
  switch (S.Kind) {
  case SK::IntBin: {
    static const Instruction::BinaryOps Ops[] = {
        Instruction::Add, Instruction::Sub,  Instruction::Mul,
        Instruction::And, Instruction::Or,   Instruction::Xor,
        Instruction::Shl, Instruction::LShr, Instruction::AShr};
    unsigned Op = S.Op % 9;
    if (Op >= 6)
      Bv = B.CreateAnd(Bv, B.getInt32(31));
    return B.CreateBinOp(Ops[Op], A, Bv);
  }
  case SK::IntDiv:
    return emitDiv(S);
  case SK::IntSelect:
    return B.CreateSelect(cond(S, 0, S.Pred), intOp(S.Ops[2]), intOp(S.Ops[3]));
  case SK::IntMinMax: {
    static const Intrinsic::ID IDs[] = {Intrinsic::smin, Intrinsic::smax,
                                        Intrinsic::umin, Intrinsic::umax};
    return B.CreateBinaryIntrinsic(IDs[S.Op % 4], A, Bv);
  }
  case SK::CallDev:
    if (InDevFn || DevFns.empty())
      return nullptr;
    return B.CreateCall(DevFns[S.Op % DevFns.size()], {A, Bv});
  case SK::AsmInt:
    return emitAsm(S, A, Bv);
  default:
    if (InDevFn)
      return nullptr;
    if (S.Kind == SK::Ballot || S.Kind == SK::VoteAny)
      return emitWarpValue(S);
    return emitMemValue(S);
  }
}

/// Inline PTX as clang emits it for CUDA: convergent, nounwind, no memory;
/// Op 5 is `asm volatile` (side effects: convergent for every pass).
Value *Emitter::emitAsm(const Stmt &S, Value *A, Value *Bv) {
  static const char *const Texts[] = {
      "add.s32 $0, $1, $2;",          "sub.s32 $0, $1, $2;",
      "mul.lo.s32 $0, $1, $2;",       "lop3.b32 $0, $1, $2, $1, 0x96;",
      "prmt.b32 $0, $1, $2, 0x5410;", "add.s32 $0, $1, $2;"};
  unsigned Op = S.Op % 6;
  auto *FTy = FunctionType::get(I32, {I32, I32}, false);
  InlineAsm *IA = InlineAsm::get(FTy, Texts[Op], "=r,r,r",
                                 /*hasSideEffects=*/Op == 5);
  CallInst *CI = B.CreateCall(FTy, IA, {A, Bv});
  CI->addFnAttr(Attribute::Convergent);
  CI->addFnAttr(Attribute::NoUnwind);
  CI->addFnAttr(Attribute::getWithMemoryEffects(Ctx, MemoryEffects::none()));
  return CI;
}

Value *Emitter::emitDiv(const Stmt &S) {
  static const Instruction::BinaryOps Ops[] = {
      Instruction::SDiv, Instruction::UDiv, Instruction::SRem,
      Instruction::URem};
  Instruction::BinaryOps Op = Ops[S.Op % 4];
  Value *A = intOp(S.Ops[0]), *D = intOp(S.Ops[1]);
  if (S.Mode == 1 || (isa<Constant>(D) && !cast<Constant>(D)->isNullValue()))
    return B.CreateBinOp(Op, A, D); // Raw: may fault deterministically.
  if (S.Mode == 0) {
    D = B.CreateOr(B.CreateAnd(D, B.getInt32(255)), B.getInt32(1));
    return B.CreateBinOp(Op, A, D);
  }
  // Guarded by a branch: if (d != 0) q = a / d.
  BasicBlock *Pre = B.GetInsertBlock(), *Div = block(), *Join = block();
  B.CreateCondBr(B.CreateICmpNE(D, B.getInt32(0)), Div, Join);
  B.SetInsertPoint(Div);
  Value *Q = B.CreateBinOp(Op, A, D);
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  PHINode *P = B.CreatePHI(I32, 2);
  P->addIncoming(Q, Div);
  P->addIncoming(A, Pre);
  return P;
}

Value *Emitter::emitMemValue(const Stmt &S) {
  switch (S.Kind) {
  case SK::LoadIn:
    return B.CreateLoad(I32, globalElem(I32, In, inIndex(S.Ops[0])));
  case SK::LoadOut:
    return B.CreateLoad(I32, globalElem(I32, Out, slotIndex(S)));
  case SK::LoadShared:
    return B.CreateLoad(I32, sharedElem(ShPriv, sharedSlotIndex(S)));
  case SK::LoadExch:
    return B.CreateLoad(
        I32, sharedElem(ShExch, B.CreateURem(intOp(S.Ops[0]),
                                             B.getInt32(Shape.Threads))));
  case SK::FltToInt:
    if (Flts.empty())
      return nullptr;
    return B.CreateBitCast(fltOp(S.FOps[0]), I32);
  default:
    return nullptr;
  }
}

Value *Emitter::emitWarpValue(const Stmt &S) {
  Value *Mask = callIntrinsic(Intrinsic::nvvm_activemask, {});
  Value *C = cond(S, 0, S.Pred);
  if (S.Kind == SK::Ballot)
    return callIntrinsic(Intrinsic::nvvm_vote_ballot_sync, {Mask, C});
  Intrinsic::ID ID =
      S.Op % 2 ? Intrinsic::nvvm_vote_all_sync : Intrinsic::nvvm_vote_any_sync;
  return B.CreateZExt(callIntrinsic(ID, {Mask, C}), I32);
}

Value *Emitter::emitFltValue(const Stmt &S) {
  Value *A = fltOp(S.FOps[0]), *Bv = fltOp(S.FOps[1]);
  switch (S.Kind) {
  case SK::FltBin: {
    static const Instruction::BinaryOps Ops[] = {
        Instruction::FAdd, Instruction::FSub, Instruction::FMul,
        Instruction::FDiv};
    return B.CreateBinOp(Ops[S.Op % 4], A, Bv);
  }
  case SK::FltSelect:
    return B.CreateSelect(B.CreateFCmpOLT(A, Bv), fltOp(S.FOps[2]),
                          fltOp(S.FOps[3]));
  case SK::LoadFin:
    return B.CreateLoad(F32, globalElem(F32, Fin, inIndex(S.Ops[0])));
  default:
    return B.CreateSIToFP(intOp(S.Ops[0]), F32);
  }
}

void Emitter::emitEffect(const Stmt &S) {
  switch (S.Kind) {
  case SK::StoreOut:
    B.CreateStore(intOp(S.Ops[0]), globalElem(I32, Out, slotIndex(S)));
    return;
  case SK::StoreFout:
    B.CreateStore(fltOp(S.FOps[0]), globalElem(F32, Fout, slotIndex(S)));
    return;
  case SK::StoreShared:
    B.CreateStore(intOp(S.Ops[0]), sharedElem(ShPriv, sharedSlotIndex(S)));
    return;
  default: {
    Value *P =
        globalElem(I32, Cnt, B.CreateAnd(intOp(S.Ops[0]), B.getInt32(3)));
    B.CreateAtomicRMW(AtomicRMWInst::Add, P, intOp(S.Ops[1]), Align(4),
                      AtomicOrdering::Monotonic);
    return;
  }
  }
}

void Emitter::emitConverged(const Stmt &S) {
  if (S.Kind == SK::Shfl && !Shape.AllowShfl)
    return;
  if (S.Kind == SK::Shfl) {
    Value *Full = B.getInt32(-1);
    if (S.Op % 2 == 0) {
      Value *Lane = B.CreateAnd(intOp(S.Ops[1]), B.getInt32(31));
      Ints.push_back(
          callIntrinsic(Intrinsic::nvvm_shfl_sync_idx_i32,
                        {Full, intOp(S.Ops[0]), Lane, B.getInt32(31)}));
    } else {
      Value *Lane = B.getInt32(1u << (S.Op % 5));
      Ints.push_back(
          callIntrinsic(Intrinsic::nvvm_shfl_sync_bfly_i32,
                        {Full, intOp(S.Ops[0]), Lane, B.getInt32(31)}));
    }
    return;
  }
  Value *Bar = B.getInt32(0);
  callIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all, {Bar});
  if (S.Kind == SK::Barrier)
    return;
  B.CreateStore(intOp(S.Ops[0]), sharedElem(ShExch, Tid));
  callIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all, {Bar});
}

SideEnd Emitter::emitSide(const StmtList &Body, BasicBlock *BB,
                          BasicBlock *Merge) {
  size_t NI = Ints.size(), NF = Flts.size();
  if (!BB->getParent())
    BB->insertInto(F);
  B.SetInsertPoint(BB);
  emitList(Body);
  SideEnd E;
  E.BB = B.GetInsertBlock();
  E.Ints.assign(Ints.begin() + NI, Ints.end());
  E.Flts.assign(Flts.begin() + NF, Flts.end());
  Ints.resize(NI);
  Flts.resize(NF);
  B.CreateBr(Merge);
  return E;
}

/// Places \p Merge and adds up to two i32 phis and one f32 phi that merge
/// the newest values of each side (the newest value in scope for a side
/// without new values).
void Emitter::mergeSides(BasicBlock *Merge, ArrayRef<SideEnd> Sides) {
  Merge->insertInto(F);
  B.SetInsertPoint(Merge);
  size_t MaxI = 0, MaxF = 0;
  bool AllF = true;
  for (const SideEnd &E : Sides) {
    MaxI = std::max(MaxI, E.Ints.size());
    MaxF = std::max(MaxF, E.Flts.size());
    AllF &= !E.Flts.empty();
  }
  std::vector<Value *> NewInts, NewFlts;
  for (size_t K = 0; K < std::min<size_t>(MaxI, 2); ++K) {
    PHINode *P = B.CreatePHI(I32, Sides.size());
    for (const SideEnd &E : Sides)
      P->addIncoming(E.Ints.empty()
                         ? Ints.back()
                         : E.Ints[E.Ints.size() - 1 - K % E.Ints.size()],
                     E.BB);
    NewInts.push_back(P);
  }
  if (MaxF && (AllF || !Flts.empty())) {
    PHINode *P = B.CreatePHI(F32, Sides.size());
    for (const SideEnd &E : Sides)
      P->addIncoming(E.Flts.empty() ? Flts.back() : E.Flts.back(), E.BB);
    NewFlts.push_back(P);
  }
  Ints.insert(Ints.end(), NewInts.begin(), NewInts.end());
  Flts.insert(Flts.end(), NewFlts.begin(), NewFlts.end());
}

void Emitter::emitIfElse(const Stmt &S, Value *C) {
  BasicBlock *Then = block(), *Else = detached(), *Merge = detached();
  B.CreateCondBr(C, Then, Else);
  bool SavedTop = TopLevel;
  TopLevel = (S.Kind == SK::UniformIf || S.Kind == SK::BlockIf) && TopLevel;
  SideEnd A = emitSide(S.Bodies[0], Then, Merge);
  SideEnd E = emitSide(S.Bodies[1], Else, Merge);
  TopLevel = SavedTop;
  mergeSides(Merge, {A, E});
}

void Emitter::emitIfThen(const Stmt &S) {
  Value *C = cond(S, 0, S.Pred);
  SideEnd Pre;
  Pre.BB = B.GetInsertBlock();
  BasicBlock *Then = block(), *Merge = detached();
  B.CreateCondBr(C, Then, Merge);
  bool SavedTop = TopLevel;
  TopLevel = false;
  SideEnd A = emitSide(S.Bodies[0], Then, Merge);
  TopLevel = SavedTop;
  mergeSides(Merge, {A, Pre});
}

/// `if (c1 && c2)` (Mode 0) or `if (c1 || c2)` (Mode 1): the second test is
/// a block of its own, so the else (or then) side has two predecessors.
void Emitter::emitIfAnd(const Stmt &S) {
  Value *C1 = cond(S, 0, S.Pred);
  BasicBlock *Chk = block(), *Then = detached(), *Else = detached();
  BasicBlock *Merge = detached();
  if (S.Mode % 2 == 0)
    B.CreateCondBr(C1, Chk, Else);
  else
    B.CreateCondBr(C1, Then, Chk);
  B.SetInsertPoint(Chk);
  B.CreateCondBr(cond(S, 2, S.Pred2), Then, Else);
  bool SavedTop = TopLevel;
  TopLevel = false;
  SideEnd A = emitSide(S.Bodies[0], Then, Merge);
  SideEnd E = emitSide(S.Bodies[1], Else, Merge);
  TopLevel = SavedTop;
  mergeSides(Merge, {A, E});
}

void Emitter::emitSwitch(const Stmt &S) {
  Value *Sel = B.CreateAnd(intOp(S.Ops[0]), B.getInt32(3));
  unsigned Cases = S.CaseVals.size();
  BasicBlock *Default = detached(), *Merge = detached();
  SwitchInst *SW = B.CreateSwitch(Sel, Default, Cases);
  std::vector<BasicBlock *> CaseBBs;
  for (unsigned I = 0; I < Cases; ++I) {
    CaseBBs.push_back(detached());
    SW->addCase(B.getInt32(S.CaseVals[I]), CaseBBs.back());
  }
  // A covered switch's default is clang's: unreachable.
  if (S.Kind == SK::CoveredSwitch) {
    Default->insertInto(F);
    new UnreachableInst(Ctx, Default);
  } else
    CaseBBs.push_back(Default);
  bool SavedTop = TopLevel;
  TopLevel = false;
  std::vector<SideEnd> Ends;
  for (unsigned I = 0; I < CaseBBs.size(); ++I)
    Ends.push_back(emitSide(S.Bodies[I], CaseBBs[I], Merge));
  TopLevel = SavedTop;
  mergeSides(Merge, Ends);
}

/// for (i = 0; i < (a & 7); ++i) acc = body(acc, i); the trip count differs
/// between lanes, so the exit branch is divergent. break and continue
/// statements of the body (LoopExit) jump to the exit and to a latch.
void Emitter::emitLoop(const Stmt &S) {
  Value *N = B.CreateAnd(intOp(S.Ops[0]), B.getInt32(7));
  Value *Init = intOp(S.Ops[1]);
  BasicBlock *Pre = B.GetInsertBlock(), *Header = block();
  B.CreateBr(Header);
  B.SetInsertPoint(Header);
  PHINode *I = B.CreatePHI(I32, 2), *Acc = B.CreatePHI(I32, 2);
  I->addIncoming(B.getInt32(S.Start), Pre);
  Acc->addIncoming(Init, Pre);
  BasicBlock *Body = block(), *Exit = detached();
  B.CreateCondBr(B.CreateICmpULT(I, N), Body, Exit);
  size_t NI = Ints.size(), NF = Flts.size();
  Ints.push_back(I);
  Ints.push_back(Acc);
  bool SavedTop = TopLevel;
  TopLevel = false;
  LoopTarget T;
  T.Exit = Exit;
  Loops.push_back(&T);
  B.SetInsertPoint(Body);
  emitList(S.Bodies[0]);
  Loops.pop_back();
  Value *Next = Ints.size() > NI + 2 ? Ints.back() : B.CreateAdd(Acc, I);
  closeLatch(T, I, Acc, Next, Header);
  TopLevel = SavedTop;
  Ints.resize(NI);
  Flts.resize(NF);
  Exit->insertInto(F);
  B.SetInsertPoint(Exit);
  Ints.push_back(joinValue(Exit, Acc, Header, T.ToExit));
}

/// The increment and back edge, in a latch block of its own when continue
/// statements jump there.
void Emitter::closeLatch(LoopTarget &T, PHINode *I, PHINode *Acc, Value *Next,
                         BasicBlock *Header) {
  if (T.Latch) {
    B.CreateBr(T.Latch);
    T.Latch->insertInto(F);
    BasicBlock *End = B.GetInsertBlock();
    B.SetInsertPoint(T.Latch);
    Next = joinValue(T.Latch, Next, End, T.ToLatch);
  }
  Value *INext = B.CreateAdd(I, B.getInt32(1));
  I->addIncoming(INext, B.GetInsertBlock());
  Acc->addIncoming(Next, B.GetInsertBlock());
  B.CreateBr(Header);
}

/// At the start of \p Target: \p Fallthrough when nothing jumps there, else
/// a phi of it and the jumps' values.
Value *Emitter::joinValue(BasicBlock *Target, Value *Fallthrough,
                          BasicBlock *FallthroughBB, const Incoming &In) {
  if (In.empty())
    return Fallthrough;
  IRBuilder<NoFolder>::InsertPointGuard Guard(B);
  B.SetInsertPoint(Target, Target->begin());
  PHINode *P = B.CreatePHI(I32, In.size() + 1);
  P->addIncoming(Fallthrough, FallthroughBB);
  for (const auto &[BB, V] : In)
    P->addIncoming(V, BB);
  return P;
}

void Emitter::returnWith(Value *V) {
  B.CreateStore(V, globalElem(I32, Out, B.CreateAdd(SlotBase, B.getInt32(1))));
  B.CreateRetVoid();
}

/// if (c) { body; out[tid*K + 1] = newest; return; }
void Emitter::emitIfReturn(const Stmt &S) {
  Value *C = cond(S, 0, S.Pred);
  BasicBlock *Then = block(), *Cont = detached();
  B.CreateCondBr(C, Then, Cont);
  B.SetInsertPoint(Then);
  size_t NI = Ints.size(), NF = Flts.size();
  bool SavedTop = TopLevel;
  TopLevel = false;
  emitList(S.Bodies[0]);
  returnWith(Ints.back());
  TopLevel = SavedTop;
  Returned = true;
  Ints.resize(NI);
  Flts.resize(NF);
  Cont->insertInto(F);
  B.SetInsertPoint(Cont);
}

/// Where each test of a short-circuit chain goes on true and on false:
/// 1 and 2 are the later tests, -1 the then side, -2 the else side.
const int8_t ChainTargets[6][3][2] = {
    {{1, -2}, {2, -2}, {-1, -2}},  // a && b && c
    {{-1, 1}, {-1, 2}, {-1, -2}},  // a || b || c
    {{1, 2}, {-1, 2}, {-1, -2}},   // (a && b) || c
    {{2, 1}, {2, -2}, {-1, -2}},   // (a || b) && c
    {{1, -2}, {-1, 2}, {-1, -2}},  // a && (b || c)
    {{-1, 1}, {2, -2}, {-1, -2}}}; // a || (b && c)

/// Test K of a chain; later tests may load from `in` (bit K of Slot), as in
/// `i < n && in[i] > x`.
Value *Emitter::shortCircuitTerm(const Stmt &S, unsigned K) {
  const uint8_t Preds[3] = {S.Pred, S.Pred2, uint8_t(S.Op % 10)};
  Value *L = intOp(S.Ops[2 * K]), *R = intOp(S.Ops[2 * K + 1]);
  if (K > 0 && (S.Slot >> K) & 1 && !InDevFn)
    L = B.CreateLoad(
        I32,
        globalElem(I32, In, B.CreateAnd(L, B.getInt32(Shape.InCount - 1))));
  return B.CreateICmp(IntPreds[Preds[K] % 10], L, R);
}

/// if (<three tests joined by && and ||>) Bodies[0] else Bodies[1]: each test
/// is a block of its own, so both sides have several predecessors.
void Emitter::emitShortCircuit(const Stmt &S) {
  BasicBlock *Then = detached(), *Else = detached(), *Merge = detached();
  BasicBlock *Tests[3] = {B.GetInsertBlock(), detached(), detached()};
  auto Target = [&](int8_t Code) {
    return Code > 0 ? Tests[Code] : (Code == -1 ? Then : Else);
  };
  for (unsigned K = 0; K < 3; ++K) {
    if (K > 0) {
      Tests[K]->insertInto(F);
      B.SetInsertPoint(Tests[K]);
    }
    const int8_t *Go = ChainTargets[S.Mode % 6][K];
    B.CreateCondBr(shortCircuitTerm(S, K), Target(Go[0]), Target(Go[1]));
  }
  bool SavedTop = TopLevel;
  TopLevel = false;
  SideEnd A = emitSide(S.Bodies[0], Then, Merge);
  SideEnd E = emitSide(S.Bodies[1], Else, Merge);
  TopLevel = SavedTop;
  mergeSides(Merge, {A, E});
}

/// if (c) { body; break | continue | goto label | return; } in a loop. Mode
/// and target fall back to what the context has (a mutated tree may have
/// moved nothing, but keep the emitter total).
void Emitter::emitLoopExit(const Stmt &S) {
  unsigned Mode = S.Mode % 4;
  if (Mode == 2 && Gotos.empty())
    Mode = 0;
  if (Mode == 3 && InDevFn)
    Mode = 0;
  if (Mode < 2 && Loops.empty())
    return emitIfThen(S);
  BasicBlock *Then = block(), *Cont = detached();
  B.CreateCondBr(cond(S, 0, S.Pred), Then, Cont);
  B.SetInsertPoint(Then);
  size_t NI = Ints.size(), NF = Flts.size();
  bool SavedTop = TopLevel;
  TopLevel = false;
  emitList(S.Bodies[0]);
  std::pair<BasicBlock *, Value *> Site(B.GetInsertBlock(), Ints.back());
  if (Mode == 0) {
    LoopTarget &T = *Loops[Loops.size() - 1 - S.Op % Loops.size()];
    T.ToExit.push_back(Site);
    B.CreateBr(T.Exit);
  } else if (Mode == 1) {
    LoopTarget &T = *Loops.back();
    if (!T.Latch)
      T.Latch = detached();
    T.ToLatch.push_back(Site);
    B.CreateBr(T.Latch);
  } else if (Mode == 2) {
    Gotos.back()->In.push_back(Site);
    B.CreateBr(Gotos.back()->Label);
  } else {
    returnWith(Site.second);
    Returned = true;
  }
  TopLevel = SavedTop;
  Ints.resize(NI);
  Flts.resize(NF);
  Cont->insertInto(F);
  B.SetInsertPoint(Cont);
}

/// { ...; loop { ... if (c) goto label; ... } ...; } label: the goto skips
/// the rest of the scope.
void Emitter::emitGotoScope(const Stmt &S) {
  GotoTarget T;
  T.Label = detached();
  size_t NI = Ints.size(), NF = Flts.size();
  bool SavedTop = TopLevel;
  TopLevel = false;
  Gotos.push_back(&T);
  emitList(S.Bodies[0]);
  Gotos.pop_back();
  TopLevel = SavedTop;
  Value *Last = Ints.back();
  BasicBlock *End = B.GetInsertBlock();
  B.CreateBr(T.Label);
  Ints.resize(NI);
  Flts.resize(NF);
  T.Label->insertInto(F);
  B.SetInsertPoint(T.Label);
  Ints.push_back(joinValue(T.Label, Last, End, T.In));
}

/// if (c) goto mid; for (i = 0; i < (n & 7); ++i) { Bodies[0]; mid:
/// Bodies[1]; } A jump into the loop body: the loop has two entries.
void Emitter::emitLoopEntry(const Stmt &S) {
  Value *N = B.CreateAnd(intOp(S.Ops[2]), B.getInt32(7));
  Value *Init = intOp(S.Ops[3]);
  BasicBlock *Pre = B.GetInsertBlock(), *Header = block(), *Mid = detached();
  B.CreateCondBr(cond(S, 0, S.Pred), Mid, Header);
  B.SetInsertPoint(Header);
  PHINode *I = B.CreatePHI(I32, 2), *Acc = B.CreatePHI(I32, 2);
  I->addIncoming(B.getInt32(S.Start), Pre);
  Acc->addIncoming(Init, Pre);
  BasicBlock *Body = block(), *Exit = detached();
  B.CreateCondBr(B.CreateICmpULT(I, N), Body, Exit);
  size_t NI = Ints.size(), NF = Flts.size();
  bool SavedTop = TopLevel;
  TopLevel = false;
  Ints.push_back(I);
  Ints.push_back(Acc);
  B.SetInsertPoint(Body);
  emitList(S.Bodies[0]);
  Value *V0 = Ints.back();
  BasicBlock *End0 = B.GetInsertBlock();
  B.CreateBr(Mid);
  Ints.resize(NI);
  Flts.resize(NF);
  Mid->insertInto(F);
  B.SetInsertPoint(Mid);
  PHINode *IM = B.CreatePHI(I32, 2), *AM = B.CreatePHI(I32, 2);
  IM->addIncoming(I, End0);
  IM->addIncoming(B.getInt32(0), Pre);
  AM->addIncoming(V0, End0);
  AM->addIncoming(Init, Pre);
  Ints.push_back(IM);
  Ints.push_back(AM);
  emitList(S.Bodies[1]);
  Value *Next = Ints.back();
  I->addIncoming(B.CreateAdd(IM, B.getInt32(1)), B.GetInsertBlock());
  Acc->addIncoming(Next, B.GetInsertBlock());
  B.CreateBr(Header);
  TopLevel = SavedTop;
  Ints.resize(NI);
  Flts.resize(NF);
  Exit->insertInto(F);
  B.SetInsertPoint(Exit);
  Ints.push_back(Acc);
}

/// Two-entry loop: c ? X : Y; X runs Bodies[0], Y Bodies[1]; each goes to
/// the other while ++i < (n & 7) and (d Pred2 i), else leaves. One counter
/// for both blocks bounds the loop.
void Emitter::emitIrreducible(const Stmt &S) {
  Value *N = B.CreateAnd(intOp(S.Ops[2]), B.getInt32(7));
  Value *Init = intOp(S.Ops[1]);
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Side[2] = {detached(), detached()}, *Exit = detached();
  B.CreateCondBr(cond(S, 0, S.Pred), Side[0], Side[1]);
  size_t NI = Ints.size(), NF = Flts.size();
  bool SavedTop = TopLevel;
  TopLevel = false;
  PHINode *Count[2], *Acc[2];
  Value *Out[2], *NextCount[2];
  BasicBlock *End[2];
  for (unsigned K = 0; K < 2; ++K) {
    Side[K]->insertInto(F);
    B.SetInsertPoint(Side[K]);
    Count[K] = B.CreatePHI(I32, 2);
    Acc[K] = B.CreatePHI(I32, 2);
    Count[K]->addIncoming(B.getInt32(0), Pre);
    Acc[K]->addIncoming(Init, Pre);
    Ints.push_back(Count[K]);
    Ints.push_back(Acc[K]);
    emitList(S.Bodies[K]);
    Out[K] = Ints.back();
    NextCount[K] = B.CreateAdd(Count[K], B.getInt32(1));
    Value *Go = B.CreateAnd(
        B.CreateICmpULT(NextCount[K], N),
        B.CreateICmp(IntPreds[S.Pred2 % 10], intOp(S.Ops[3]), Count[K]));
    End[K] = B.GetInsertBlock();
    B.CreateCondBr(Go, Side[1 - K], Exit);
    Ints.resize(NI);
    Flts.resize(NF);
  }
  for (unsigned K = 0; K < 2; ++K) {
    Count[K]->addIncoming(NextCount[1 - K], End[1 - K]);
    Acc[K]->addIncoming(Out[1 - K], End[1 - K]);
  }
  TopLevel = SavedTop;
  Exit->insertInto(F);
  B.SetInsertPoint(Exit);
  PHINode *R = B.CreatePHI(I32, 2);
  R->addIncoming(Out[0], End[0]);
  R->addIncoming(Out[1], End[1]);
  Ints.push_back(R);
}

/// A block-uniform branch (blockIdx.x, blockDim.x, gridDim.x): every thread
/// of a block takes the same side, so its sides may hold barriers.
void Emitter::emitBlockIf(const Stmt &S) {
  static const unsigned Dims[] = {32, 48, 64};
  unsigned K = unsigned(S.Ops[1].Const) % 3;
  Value *C;
  switch (S.Mode % 4) {
  case 0:
    C = B.CreateICmp(IntPreds[S.Pred % 10],
                     callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {}),
                     B.getInt32(K % 2));
    break;
  case 1:
    C = B.CreateICmp(IntPreds[S.Pred % 10],
                     callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ntid_x, {}),
                     B.getInt32(Dims[K]));
    break;
  case 2:
    C = B.CreateICmp(IntPreds[S.Pred % 10],
                     callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_nctaid_x, {}),
                     B.getInt32(1 + K % 2));
    break;
  default: {
    Value *Odd = B.CreateAnd(
        callIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {}), 1);
    C = B.CreateICmpEQ(Odd, B.getInt32(0));
    break;
  }
  }
  emitIfElse(S, C);
}

} // namespace

void lockstep::fuzz::emitKernelIR(Module &M, const KernelShape &Shape,
                                  const StmtList &Top,
                                  const std::vector<StmtList> &DevFns) {
  Emitter(M, Shape).emit(Top, DevFns);
}
