//===- KernelAST.h - Abstract kernels built by the fuzzer -------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The generator first builds a small statement tree, then emits it as IR.
/// The tree makes "derive the other side by mutating this one" easy: operands
/// are not IR values but picks into the pool of values in scope at emission
/// time (counted from the most recent one, modulo the pool size), so any
/// mutated tree still emits valid IR.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_FUZZ_KERNELAST_H
#define LOCKSTEP_LIB_FUZZ_KERNELAST_H

#include "lockstep/Fuzz/KernelGenerator.h"

#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace lockstep::fuzz {

/// splitmix64: tiny, fast and identical on every host (unlike the standard
/// library's distributions).
class Rng {
public:
  explicit Rng(uint64_t Seed) : State(Seed) {}
  uint64_t next() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15ull);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
    return Z ^ (Z >> 31);
  }
  /// Uniform in [0, N); N > 0.
  unsigned below(unsigned N) { return unsigned(next() % N); }
  /// Uniform in [Lo, Hi].
  int range(int Lo, int Hi) { return Lo + int(below(unsigned(Hi - Lo + 1))); }
  /// True with probability Percent/100.
  bool chance(unsigned Percent) { return below(100) < Percent; }

private:
  uint64_t State;
};

/// An operand: a constant or a pick from the typed value pool.
struct Opnd {
  bool IsConst = false;
  int32_t Const = 0;
  /// Index counted from the most recent pool value, modulo the pool size.
  uint32_t Pick = 0;
};

enum class SK : uint8_t {
  // i32-valued.
  IntBin,     ///< Op: add sub mul and or xor shl lshr ashr.
  IntDiv,     ///< Op: sdiv udiv srem urem; Mode: 0 masked, 1 raw, 2 branch.
  IntSelect,  ///< icmp Pred A B ? C : D.
  IntMinMax,  ///< Op: smin smax umin umax.
  LoadIn,     ///< in[A & (N-1)].
  LoadOut,    ///< out[tid*K + Slot].
  LoadShared, ///< private shared slot.
  LoadExch,   ///< exchange shared array at A urem T.
  CallDev,    ///< device function Op (A, B).
  Ballot,     ///< ballot(activemask, A Pred B).
  VoteAny,    ///< zext(vote.any/all(activemask, A Pred B)); Op: 0 any 1 all.
  FltToInt,   ///< bitcast float to i32.
  AsmInt,     ///< Inline PTX (FeatureWeights::InlineAsm), Op: add.s32,
              ///< sub.s32, mul.lo.s32, lop3.b32, prmt.b32, and (Op 5) an
              ///< add.s32 with side effects; A, B operands.
  // f32-valued.
  FltBin,    ///< Op: fadd fsub fmul fdiv.
  FltSelect, ///< fcmp olt FA FB ? FC : FD.
  LoadFin,   ///< fin[A & (N-1)].
  IntToFlt,  ///< sitofp A.
  // Effects.
  StoreOut,    ///< out[tid*K + Slot] = A.
  StoreFout,   ///< fout[tid*K + Slot] = FA.
  StoreShared, ///< private shared slot = A.
  Atomic,      ///< atomicrmw add cnt[A & 3], B (result unused).
  // Control flow.
  IfElse,    ///< Bodies[0] / Bodies[1] on A Pred B.
  IfThen,    ///< Bodies[0] on A Pred B.
  IfAnd,     ///< (A Pred B) && (C Pred2 D); Mode 1 means ||.
  Switch,    ///< on A & 3; CaseVals; Bodies per case, last is default.
  Loop,      ///< for (i = Start; i < (A & 7); ++i) Bodies[0]; accumulator
             ///< from pool (Start is 0 but for offset twins).
  IfReturn,  ///< if (A Pred B) { Bodies[0]; return; }
  UniformIf, ///< Bodies[0] / Bodies[1] on u Pred Const (uniform).
  // Unstructured control flow (issue 14) and block-uniform branches.
  ShortCircuit,  ///< Three conditions joined by && and || (Mode: shape).
  LoopExit,      ///< if (A Pred B) { Bodies[0]; jump; }, Mode: 0 break out of
                 ///< loop Op (0 innermost), 1 continue, 2 goto the end of
                 ///< the innermost GotoScope, 3 return.
  GotoScope,     ///< Bodies[0]; label: (LoopExit Mode 2 jumps to the label).
  LoopEntry,     ///< if (A Pred B) goto mid; loop { Bodies[0]; mid:
                 ///< Bodies[1]; } runs (C & 7) times.
  Irreducible,   ///< Two-entry loop: entry picks X or Y on A Pred B; X runs
                 ///< Bodies[0], Y Bodies[1]; each goes to the other while a
                 ///< shared counter is below (C & 7) and D Pred2 i holds.
  BlockIf,       ///< Bodies[0] / Bodies[1] on a block-uniform condition
                 ///< (Mode: ctaid.x, ntid.x, nctaid.x, ctaid.x & 1).
  CoveredSwitch, ///< on A & 3 with a case for each of the four values and
                 ///< an unreachable default (clang's covered switch).
  // Converged points only.
  Barrier,  ///< __syncthreads.
  Exchange, ///< barrier; exch[tid] = A; barrier.
  Shfl,     ///< shfl.sync Op: 0 idx (lane A & 31), 1 bfly (Const).
  // Speculative reconvergence annotations (runtime/cuda/lockstep_reconverge.h).
  Marker, ///< llvm.annotation: Op % 3 is 0 LOCKSTEP_PREDICT(Slot), 1
          ///< LOCKSTEP_RECONVERGE(Slot), 2 LOCKSTEP_PREDICT_CALL(Slot, dev
          ///< function Mode).
};

struct Stmt {
  SK Kind = SK::IntBin;
  uint8_t Op = 0;
  uint8_t Pred = 0;
  uint8_t Pred2 = 0;
  uint8_t Slot = 0;
  uint8_t Mode = 0;
  uint8_t Start = 0; ///< A Loop's first induction value (offset twins).
  llvm::SmallVector<Opnd, 4> Ops;  ///< i32 operands.
  llvm::SmallVector<Opnd, 4> FOps; ///< f32 operands.
  std::vector<int32_t> CaseVals;
  std::vector<std::vector<Stmt>> Bodies;
};

using StmtList = std::vector<Stmt>;

/// Shape parameters shared by builder and emitter.
struct KernelShape {
  unsigned Threads = 64;  ///< Threads of the single block.
  unsigned Slots = 4;     ///< Output slots per thread.
  unsigned InCount = 256; ///< Elements of in and fin (power of two).
  unsigned NumDevFns = 2; ///< Device functions i32(i32, i32).
  bool AllowShfl = true;  ///< Full warps only.
  unsigned Blocks = 1;    ///< Thread blocks of the launch (grid.x).
  /// Threads communicate: shared memory, barriers, atomics, warp votes and
  /// shuffles. Off, every thread works on its own (what branch-split can
  /// split; FeatureWeights::Communication).
  bool Communicates = true;
};

/// Where a statement list is placed, deciding what it may contain.
struct BuildContext {
  unsigned Depth = 0;
  bool TopLevel = true;     ///< Converged point: barriers and shuffles allowed.
  bool InDevFn = false;     ///< Pure code: no memory, no warp operations.
  unsigned LoopDepth = 0;   ///< Enclosing loops (targets of LoopExit).
  bool InGotoScope = false; ///< A GotoScope label is ahead.
};

/// Builds a random statement list of about \p Count statements.
StmtList buildStmts(Rng &R, const KernelShape &Shape, const BuildContext &C,
                    unsigned Count, unsigned MaxDepth, unsigned MeldBias,
                    const FeatureWeights &W = {});

/// Returns a copy of \p L with small random changes (operands, opcodes,
/// slots, an occasional dropped or duplicated statement) that keep its shape.
StmtList mutateStmts(Rng &R, const StmtList &L);

/// Emits the kernel (\p Top) and its device functions (\p DevFns, bodies of
/// i32(i32, i32) functions) into \p M.
void emitKernelIR(llvm::Module &M, const KernelShape &Shape,
                  const StmtList &Top, const std::vector<StmtList> &DevFns);

} // namespace lockstep::fuzz

#endif // LOCKSTEP_LIB_FUZZ_KERNELAST_H
