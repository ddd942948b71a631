//===- DecodedIR.h - Compact pre-decoded form of kernel IR ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The simulator never interprets llvm::Instruction directly. Each reachable
/// function is decoded once into a flat array of DInst (opcode, widths,
/// operand rows) plus side tables (getelementptr terms, row moves, edges with
/// their phi copies, switch cases, call arguments). A value occupies one
/// "row" per scalar leaf (vectors and structs get consecutive rows); a row
/// holds one 64-bit slot per lane. Operands >= 0 are rows of the warp's
/// register file; operands < 0 are rows of the function's constant pool,
/// which is broadcast to all lanes at decode time.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_DECODEDIR_H
#define LOCKSTEP_LIB_SIM_DECODEDIR_H

#include "InlineAsm.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace lockstep::sim {

using LaneMask = uint64_t;

enum class Op : uint8_t {
  // Integer binary operators; Bits is the width.
  Add,
  Sub,
  Mul,
  UDiv,
  SDiv,
  URem,
  SRem,
  Shl,
  LShr,
  AShr,
  And,
  Or,
  Xor,
  // Floating point; Bits is 32 or 64.
  FAdd,
  FSub,
  FMul,
  FDiv,
  FRem,
  FNeg,
  ICmp,
  FCmp,
  Select,
  // Casts; SrcBits and Bits are the widths.
  Trunc,
  ZExt,
  SExt,
  FPTrunc,
  FPExt,
  FPToUI,
  FPToSI,
  UIToFP,
  SIToFP,
  Gep,
  Alloca,
  Load,
  Store,
  AtomicRMW,
  CmpXchg,
  /// Row moves from the Moves side table (extract/insert element and value,
  /// shufflevector, freeze).
  Move,
  /// extractelement with a variable index: Ops[0] the vector (AuxCount
  /// elements, FlagVectorOp0), Ops[1] the index (Bits wide); an index out
  /// of range gives 0 (LLVM: poison).
  DynExtract,
  /// insertelement with a variable index: Ops[0] the vector (AuxCount
  /// elements, FlagVectorOp0), Ops[1] the element, Ops[2] the index (Bits
  /// wide); an index out of range leaves the vector.
  DynInsert,
  Intrinsic,
  Call,
  InlineAsm,
  Fence,
  // Terminators.
  Br,
  CondBr,
  Switch,
  Ret,
  Unreachable,
};

/// Flags of DInst.
enum : uint16_t {
  FlagScalarCond = 1 << 0, ///< select with a scalar condition on vectors.
  FlagFloat = 1 << 1,      ///< atomicrmw on floating point.
  FlagFTZ = 1 << 2,        ///< Flush f32 denormals (NVVM .ftz forms).
  FlagUnsigned = 1 << 3,   ///< Unsigned variant of an intrinsic.
  FlagPredOut = 1 << 4,    ///< shfl.sync.*p: second result row is a predicate.
  FlagNoSuccess = 1 << 5,  ///< cmpxchg without the success row (NVVM cas).
  FlagVectorOp0 = 1 << 6,  ///< Ops[0] is a vector of AuxCount rows.
};

struct DInst {
  Op Opcode;
  InstClass Class;
  uint8_t Bits = 0;    ///< Result or operation width in bits.
  uint8_t SrcBits = 0; ///< Source width for casts and compares.
  uint8_t Pred = 0;    ///< Compare predicate, atomic op, rounding mode.
  uint8_t NumElts = 1; ///< Elementwise operations over vector rows.
  uint16_t Flags = 0;
  int32_t Dst = -1; ///< First result row, -1 if none.
  int32_t Ops[4] = {0, 0, 0, 0};
  uint32_t Aux = 0; ///< Start in a side table.
  uint32_t AuxCount = 0;
  int64_t Imm = 0;
  uint32_t Block = 0; ///< Index of the owning block.
};

/// base + sum(index * scale) terms of a getelementptr.
struct GepTerm {
  int32_t Index;
  uint8_t Bits; ///< Width of the index (sign-extended).
  int64_t Scale;
};

/// Copy of one row; Dst is a row, Src an operand.
struct RowMove {
  int32_t Dst;
  int32_t Src;
};

/// One successor of a terminator and the phi copies along that edge.
struct Edge {
  uint32_t Block;
  uint32_t PhiBegin = 0;
  uint32_t PhiCount = 0;
  bool ParallelCopy = false; ///< Some phi reads another phi of the block.
};

struct DecodedBlock {
  uint32_t FirstInst = 0;
  std::string Name;
  unsigned Line = 0;
  std::string File; ///< Source file of Line (its base name), or empty.
};

struct DecodedFunction {
  const llvm::Function *F = nullptr;
  std::string Name;
  std::vector<DInst> Insts;
  std::vector<const llvm::Instruction *> Source; ///< Parallel to Insts.
  std::vector<DecodedBlock> Blocks;
  std::vector<GepTerm> GepTerms;
  std::vector<RowMove> Moves;
  std::vector<Edge> Edges;
  std::vector<RowMove> PhiCopies;
  std::vector<uint64_t> SwitchValues; ///< Parallel to case edges.
  std::vector<int32_t> CallArgs;
  std::vector<AsmProgram> Asms; ///< Inline assembly blocks (Op::InlineAsm).
  std::vector<uint64_t> ConstValues; ///< One scalar per constant row.
  std::vector<uint64_t> ConstRows;   ///< ConstValues broadcast to lanes.
  std::vector<uint32_t> ParamRows;   ///< First row of each parameter.
  uint32_t NumRows = 0;
  uint32_t NumParamRows = 0; ///< Rows 0..NumParamRows-1 hold parameters.
  uint32_t RetRows = 0;
  uint64_t FrameBytes = 0; ///< Static allocas of this function.
  uint64_t StackBytes = 0; ///< FrameBytes plus the deepest callee chain.
};

/// Everything reachable from one kernel; Funcs[0] is the kernel.
struct DecodedModule {
  std::vector<DecodedFunction> Funcs;
};

/// Row \p Op + \p E of a multi-row operand (constants grow downwards).
inline int32_t operandRow(int32_t Op, unsigned E) {
  return Op >= 0 ? Op + int32_t(E) : Op - int32_t(E);
}

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_DECODEDIR_H
