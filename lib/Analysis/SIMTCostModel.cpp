//===- SIMTCostModel.cpp - Latency table for SIMT instructions ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The latency table and the IR classifier. Sources, cited per row below:
///
///  [AS]  Accel-Sim tested config SM7_QV100 (gpgpusim.config), options
///        -ptx_opcode_latency_int 4,13,4,5,145,21 (add, max, mul, mad, div,
///        shfl), -ptx_opcode_latency_fp 4,13,4,5,39, -ptx_opcode_latency_dp
///        8,19,8,8,330, -ptx_opcode_latency_sfu 100. Khairy et al., "Accel-Sim:
///        An Extensible Simulation Framework for Validated GPU Modeling",
///        ISCA 2020.
///  [JV]  Jia, Maggioni, Staiger, Scarpazza, "Dissecting the NVIDIA Volta GPU
///        Architecture via Microbenchmarking", arXiv:1804.06826 (2018):
///        shared memory load latency 19 cycles, L1 data cache hit 28 cycles.
///  [JA]  Abdelkhalik et al., "Demystifying the Nvidia Ampere Architecture
///        through Microbenchmarking and Instruction-level Analysis", HPEC 2022:
///        integer and fp32 add/mul/fma 2-5 cycles, consistent with [AS].
///  [LH]  Luo et al., "Benchmarking and Dissecting the Nvidia Hopper GPU
///        Architecture", IPDPS 2024: shared memory and L1 latencies within a
///        few cycles of [JV] on H800.
///  [MC]  Modelling choice of this project where no measurement maps cleanly
///        onto an LLVM instruction; the reason is given on the row.
///
/// The simulator charges each issued warp instruction its class latency with
/// no overlap between instructions: a serialized issue-cost model, documented
/// as such wherever its cycles are reported (`cycles`). Its SM timing model
/// (`sm_cycles`) uses the same latencies as scoreboard delays plus the
/// per-class issue intervals and the global bandwidth defined below.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/LaneLocalAsm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace lockstep;

namespace {

struct ClassInfo {
  InstClass Class;
  const char *Name;
  unsigned Latency;
};

// clang-format off
constexpr ClassInfo Table[NumInstClasses] = {
  {InstClass::Free,          "free",            0},  // [MC] phi/lifetime: no issue slot.
  {InstClass::IntAlu,        "int_alu",         4},  // [AS] int add 4; [JA].
  {InstClass::IntMul,        "int_mul",         4},  // [AS] int mul 4.
  {InstClass::IntDiv,        "int_div",       145},  // [AS] int div 145.
  {InstClass::FpAlu,         "fp_alu",          4},  // [AS] fp add 4.
  {InstClass::FpMul,         "fp_mul",          4},  // [AS] fp mul 4.
  {InstClass::FpFma,         "fp_fma",          5},  // [AS] fp mad 5.
  {InstClass::FpDiv,         "fp_div",         39},  // [AS] fp div 39.
  {InstClass::DpAlu,         "dp_alu",          8},  // [AS] dp add 8.
  {InstClass::DpMul,         "dp_mul",          8},  // [AS] dp mul 8.
  {InstClass::DpFma,         "dp_fma",          8},  // [AS] dp mad 8.
  {InstClass::DpDiv,         "dp_div",        330},  // [AS] dp div 330.
  {InstClass::SpecialFunc,   "special_func",  100},  // [AS] sfu 100.
  {InstClass::Conversion,    "conversion",      4},  // [MC] one int-unit issue, as [AS] add.
  {InstClass::Address,       "address",         5},  // [AS] int mad 5: base + index * scale.
  {InstClass::Select,        "select",          4},  // [AS] int add 4 (SEL runs on the int unit).
  {InstClass::Branch,        "branch",          4},  // [MC] one int-unit issue; divergence costs are counted separately.
  {InstClass::Call,          "call",           10},  // [MC] call + return, two branches plus argument moves.
  {InstClass::SpecialReg,    "special_reg",     4},  // [MC] S2R treated as one int-unit issue.
  {InstClass::Barrier,       "barrier",        20},  // [MC] bar.sync, ~ one shared-memory round trip [JV].
  {InstClass::WarpVote,      "warp_vote",       4},  // [MC] vote runs on the int unit, as [AS] add.
  {InstClass::WarpShuffle,   "warp_shuffle",   21},  // [AS] shfl 21.
  {InstClass::Fence,         "fence",          20},  // [MC] as a barrier.
  {InstClass::LoadGlobal,    "global_load",    28},  // [JV] L1 hit 28 (benchmarks are cache resident).
  {InstClass::StoreGlobal,   "global_store",   28},  // [JV] L1 28.
  {InstClass::LoadShared,    "shared_load",    19},  // [JV] shared 19; [LH].
  {InstClass::StoreShared,   "shared_store",   19},  // [JV] shared 19.
  {InstClass::LoadLocal,     "local_load",     28},  // [JV] local memory is cached in L1: 28.
  {InstClass::StoreLocal,    "local_store",    28},  // [JV] L1 28.
  {InstClass::LoadConstant,  "constant_load",  28},  // [MC] constant cache hit approximated by L1 [JV].
  {InstClass::LoadGeneric,   "generic_load",   28},  // [MC] generic resolves to global in practice: L1 [JV].
  {InstClass::StoreGeneric,  "generic_store",  28},  // [MC] as generic_load.
  {InstClass::AtomicGlobal,  "global_atomic",  56},  // [MC] read-modify-write: two L1 trips [JV].
  {InstClass::AtomicShared,  "shared_atomic",  38},  // [MC] read-modify-write: two shared trips [JV].
  {InstClass::AtomicGeneric, "generic_atomic", 56},  // [MC] as global_atomic.
  {InstClass::Other,         "other",           4},  // [MC] one int-unit issue.
};
// clang-format on

/// [MC] Volta's L1 returns one 128-byte line (4 sectors) per access per
/// cycle [JV]; every further sector of a coalesced access costs one cycle.
constexpr unsigned ExtraSectorCycles = 1;
/// [MC] Each bank-conflict replay re-issues the shared access through the
/// 32-bank crossbar; [JV] measures about 2 cycles of added latency per way.
constexpr unsigned BankConflictReplayCycles = 2;

/// Throughputs for the SM timing model, by class in table order. The
/// interval is 128 / (results per clock per SM) for one of the SM's four
/// sub-partitions, with results per clock from
///  [TP]  CUDA C++ Programming Guide, "Arithmetic Instructions", throughput
///        table, compute capability 9.0: fp32 add/mul/fma 128, fp64 64,
///        32-bit integer add/logic/shift/compare and multiply 64,
///        conversions 16, special functions (rsqrt, log2, sin, ...) 16, warp
///        shuffle 32; 32 load/store units per SM (Hopper whitepaper).
/// and [MC] for instruction sequences without a native instruction.
struct ThroughputInfo {
  InstClass Class;
  SIMTCostModel::Pipe Pipe;
  unsigned Interval;
};
using P = SIMTCostModel::Pipe;
// clang-format off
constexpr ThroughputInfo Throughput[NumInstClasses] = {
  {InstClass::Free,          P::None,    0},  // No issue slot.
  {InstClass::IntAlu,        P::Int,     2},  // [TP] 64/clk.
  {InstClass::IntMul,        P::Int,     2},  // [TP] 64/clk.
  {InstClass::IntDiv,        P::Int,    16},  // [MC] ~8 int/fp issues of the division sequence.
  {InstClass::FpAlu,         P::Fp32,    1},  // [TP] 128/clk.
  {InstClass::FpMul,         P::Fp32,    1},  // [TP] 128/clk.
  {InstClass::FpFma,         P::Fp32,    1},  // [TP] 128/clk.
  {InstClass::FpDiv,         P::SFU,     8},  // [MC] rcp on the SFU (16/clk) plus fma refinement.
  {InstClass::DpAlu,         P::Fp64,    2},  // [TP] 64/clk on H100 SXM.
  {InstClass::DpMul,         P::Fp64,    2},  // [TP] 64/clk.
  {InstClass::DpFma,         P::Fp64,    2},  // [TP] 64/clk.
  {InstClass::DpDiv,         P::Fp64,   16},  // [MC] Newton sequence of ~8 fp64 issues.
  {InstClass::SpecialFunc,   P::SFU,     8},  // [TP] 16/clk.
  {InstClass::Conversion,    P::Int,     8},  // [TP] 16/clk.
  {InstClass::Address,       P::Int,     2},  // [TP] integer mad 64/clk.
  {InstClass::Select,        P::Int,     2},  // [TP] 64/clk (int unit).
  {InstClass::Branch,        P::Control, 2},  // [MC] as an integer issue.
  {InstClass::Call,          P::Control, 2},  // [MC] as a branch.
  {InstClass::SpecialReg,    P::Int,     2},  // [MC] S2R as an integer issue.
  {InstClass::Barrier,       P::Control, 1},  // [MC] waiting is modelled by the barrier itself.
  {InstClass::WarpVote,      P::Int,     2},  // [MC] as an integer issue.
  {InstClass::WarpShuffle,   P::LSU,     4},  // [TP] 32/clk.
  {InstClass::Fence,         P::LSU,     4},  // [MC] through the memory pipe.
  {InstClass::LoadGlobal,    P::LSU,     4},  // [TP] 32 LD/ST units per SM.
  {InstClass::StoreGlobal,   P::LSU,     4},
  {InstClass::LoadShared,    P::LSU,     4},
  {InstClass::StoreShared,   P::LSU,     4},
  {InstClass::LoadLocal,     P::LSU,     4},
  {InstClass::StoreLocal,    P::LSU,     4},
  {InstClass::LoadConstant,  P::LSU,     4},
  {InstClass::LoadGeneric,   P::LSU,     4},
  {InstClass::StoreGeneric,  P::LSU,     4},
  {InstClass::AtomicGlobal,  P::LSU,     4},
  {InstClass::AtomicShared,  P::LSU,     4},
  {InstClass::AtomicGeneric, P::LSU,     4},
  {InstClass::Other,         P::Int,     2},  // [MC] as an integer issue.
};
// clang-format on

/// [HB] NVIDIA H100 datasheet (SXM5): 3.35 TB/s HBM3 and a 1.98 GHz boost
/// clock over 132 SMs: 3.35e12 / 1.98e9 / 132 = 12.8 bytes per cycle per SM,
/// 0.4 sectors of 32 bytes. Every global sector is charged at this DRAM
/// rate (there is no cache model); the latency stays the table's L1 figure.
constexpr double GlobalSectorsPerCycle = 3.35e12 / 1.98e9 / 132 / 32;

bool isFloat(const Type *Ty) {
  return Ty->getScalarType()->isFloatingPointTy() &&
         !Ty->getScalarType()->isDoubleTy();
}
bool isDouble(const Type *Ty) { return Ty->getScalarType()->isDoubleTy(); }

InstClass classifyFloatOp(const Type *Ty, InstClass F, InstClass D) {
  return isDouble(Ty) ? D : F;
}

InstClass classifyNVVMIntrinsic(Intrinsic::ID ID, StringRef Name) {
  if (Name.starts_with("llvm.nvvm.read.ptx.sreg."))
    return InstClass::SpecialReg;
  if (Name.starts_with("llvm.nvvm.barrier") || Name == "llvm.nvvm.barrier0" ||
      Name.starts_with("llvm.nvvm.bar."))
    return Name.starts_with("llvm.nvvm.bar.warp.sync") ? InstClass::WarpVote
                                                       : InstClass::Barrier;
  if (Name.starts_with("llvm.nvvm.shfl.") ||
      Name.starts_with("llvm.nvvm.redux.sync"))
    return InstClass::WarpShuffle;
  if (Name.starts_with("llvm.nvvm.vote.") ||
      Name.starts_with("llvm.nvvm.match.") || Name == "llvm.nvvm.activemask")
    return InstClass::WarpVote;
  if (Name.starts_with("llvm.nvvm.membar") ||
      Name.starts_with("llvm.nvvm.fence"))
    return InstClass::Fence;
  if (Name.starts_with("llvm.nvvm.atomic"))
    return InstClass::AtomicGeneric;
  if (Name.contains(".approx") || Name.starts_with("llvm.nvvm.sqrt") ||
      Name.starts_with("llvm.nvvm.rsqrt") ||
      Name.starts_with("llvm.nvvm.ex2") || Name.starts_with("llvm.nvvm.lg2") ||
      Name.starts_with("llvm.nvvm.sin") || Name.starts_with("llvm.nvvm.cos") ||
      Name.starts_with("llvm.nvvm.rcp"))
    return InstClass::SpecialFunc;
  if (Name.starts_with("llvm.nvvm.div."))
    return Name.ends_with(".d") ? InstClass::DpDiv : InstClass::FpDiv;
  if (Name.starts_with("llvm.nvvm.fma."))
    return Name.ends_with(".d") ? InstClass::DpFma : InstClass::FpFma;
  if (Name.starts_with("llvm.nvvm.mul."))
    return Name.ends_with(".d") ? InstClass::DpMul : InstClass::FpMul;
  if (Name.starts_with("llvm.nvvm.add."))
    return Name.ends_with(".d") ? InstClass::DpAlu : InstClass::FpAlu;
  return InstClass::IntAlu;
}

/// amdgcn twins of the NVVM classes: workitem/workgroup ids and the
/// hidden-argument pointers are special registers (s_/v_ registers the
/// hardware preloads), s.barrier a barrier, ballots and lane reads votes,
/// ds_bpermute a shuffle.
InstClass classifyAMDGCNIntrinsic(StringRef Name) {
  Name.consume_front("llvm.amdgcn.");
  if (Name.starts_with("workitem.id.") || Name.starts_with("workgroup.id.") ||
      Name == "implicitarg.ptr" || Name == "dispatch.ptr" ||
      Name == "wavefrontsize")
    return InstClass::SpecialReg;
  if (Name.starts_with("s.barrier"))
    return InstClass::Barrier;
  if (Name.starts_with("ballot") || Name.starts_with("readfirstlane") ||
      Name.starts_with("readlane"))
    return InstClass::WarpVote;
  if (Name.starts_with("ds.bpermute") || Name.starts_with("ds.swizzle"))
    return InstClass::WarpShuffle;
  return InstClass::IntAlu;
}

InstClass classifyIntrinsic(const IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  if (SIMTCostModel::isFreeIntrinsic(ID))
    return InstClass::Free;
  switch (ID) {
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
    return classifyFloatOp(II.getType(), InstClass::FpFma, InstClass::DpFma);
  case Intrinsic::sqrt:
  case Intrinsic::sin:
  case Intrinsic::cos:
  case Intrinsic::exp:
  case Intrinsic::exp2:
  case Intrinsic::log:
  case Intrinsic::log2:
  case Intrinsic::pow:
    return InstClass::SpecialFunc;
  case Intrinsic::fabs:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::round:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::copysign:
    return classifyFloatOp(II.getType(), InstClass::FpAlu, InstClass::DpAlu);
  default:
    break;
  }
  StringRef Name = II.getCalledFunction()->getName();
  if (Name.starts_with("llvm.amdgcn."))
    return classifyAMDGCNIntrinsic(Name);
  if (Name.starts_with("llvm.nvvm."))
    return classifyNVVMIntrinsic(ID, Name);
  if (isFloat(II.getType()) || isDouble(II.getType()))
    return classifyFloatOp(II.getType(), InstClass::FpAlu, InstClass::DpAlu);
  return InstClass::IntAlu;
}

/// Integer division and remainder by a constant: the backend emits no
/// division (LLVM's DAGCombiner, BuildSDIV/BuildUDIV): shifts for a power of
/// two, a multiply-high and shifts otherwise ([MC]). Division by zero is
/// left to the division class.
InstClass classifyIntDivision(const Instruction &I) {
  const auto *C = dyn_cast<Constant>(I.getOperand(1));
  const APInt *D = nullptr;
  if (!C || !PatternMatch::match(C, PatternMatch::m_APInt(D)) || D->isZero())
    return InstClass::IntDiv;
  return D->abs().isPowerOf2() ? InstClass::IntAlu : InstClass::IntMul;
}

InstClass classifyBinary(const Instruction &I) {
  Type *Ty = I.getType();
  switch (I.getOpcode()) {
  case Instruction::Mul:
    return InstClass::IntMul;
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    return classifyIntDivision(I);
  case Instruction::FAdd:
  case Instruction::FSub:
    return classifyFloatOp(Ty, InstClass::FpAlu, InstClass::DpAlu);
  case Instruction::FMul:
    return classifyFloatOp(Ty, InstClass::FpMul, InstClass::DpMul);
  case Instruction::FDiv:
  case Instruction::FRem:
    return classifyFloatOp(Ty, InstClass::FpDiv, InstClass::DpDiv);
  default:
    return InstClass::IntAlu;
  }
}

} // namespace

InstClass SIMTCostModel::memoryClass(unsigned AS, bool IsStore, bool IsAtomic) {
  switch (static_cast<AddrSpace>(AS)) {
  case AddrSpace::Global:
    return IsAtomic  ? InstClass::AtomicGlobal
           : IsStore ? InstClass::StoreGlobal
                     : InstClass::LoadGlobal;
  case AddrSpace::Shared:
    return IsAtomic  ? InstClass::AtomicShared
           : IsStore ? InstClass::StoreShared
                     : InstClass::LoadShared;
  case AddrSpace::Local:
    return IsAtomic  ? InstClass::AtomicGeneric
           : IsStore ? InstClass::StoreLocal
                     : InstClass::LoadLocal;
  case AddrSpace::Constant:
    return IsAtomic  ? InstClass::AtomicGeneric
           : IsStore ? InstClass::StoreGeneric
                     : InstClass::LoadConstant;
  default:
    return IsAtomic  ? InstClass::AtomicGeneric
           : IsStore ? InstClass::StoreGeneric
                     : InstClass::LoadGeneric;
  }
}

/// Marker intrinsics: they constrain optimizers or carry debug information;
/// PTX has no instruction for them (ptxas sees none), so they cost nothing
/// and the simulator drops them.
static const Intrinsic::ID FreeIntrinsics[] = {
    Intrinsic::lifetime_start,
    Intrinsic::lifetime_end,
    Intrinsic::assume,
    Intrinsic::dbg_declare,
    Intrinsic::dbg_value,
    Intrinsic::dbg_label,
    Intrinsic::experimental_noalias_scope_decl,
    Intrinsic::var_annotation,
    Intrinsic::annotation, // Result unused: spec-reconverge's markers.
    Intrinsic::sideeffect,
    Intrinsic::invariant_start,
    Intrinsic::invariant_end,
    Intrinsic::donothing,
};

ArrayRef<Intrinsic::ID> SIMTCostModel::freeIntrinsics() {
  return FreeIntrinsics;
}

bool SIMTCostModel::isFreeIntrinsic(Intrinsic::ID ID) {
  return ID != Intrinsic::not_intrinsic && is_contained(FreeIntrinsics, ID);
}

InstClass SIMTCostModel::classify(const Instruction &I) {
  if (I.isBinaryOp())
    return classifyBinary(I);
  switch (I.getOpcode()) {
  case Instruction::PHI:
    return InstClass::Free;
  case Instruction::FNeg:
  case Instruction::FCmp:
    return classifyFloatOp(I.getOperand(0)->getType(), InstClass::FpAlu,
                           InstClass::DpAlu);
  case Instruction::ICmp:
  case Instruction::Freeze:
    return InstClass::IntAlu;
  case Instruction::Select:
    return InstClass::Select;
  case Instruction::Br:
  case Instruction::Switch:
  case Instruction::Ret:
  case Instruction::Unreachable:
    return InstClass::Branch;
  case Instruction::GetElementPtr:
  case Instruction::AddrSpaceCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
    return InstClass::Address;
  case Instruction::BitCast:
    return InstClass::Free;
  case Instruction::Load:
    return memoryClass(cast<LoadInst>(I).getPointerAddressSpace(), false,
                       false);
  case Instruction::Store:
    return memoryClass(cast<StoreInst>(I).getPointerAddressSpace(), true,
                       false);
  case Instruction::AtomicRMW:
    return memoryClass(cast<AtomicRMWInst>(I).getPointerAddressSpace(), true,
                       true);
  case Instruction::AtomicCmpXchg:
    return memoryClass(cast<AtomicCmpXchgInst>(I).getPointerAddressSpace(),
                       true, true);
  case Instruction::Fence:
    return InstClass::Fence;
  case Instruction::Alloca:
    return InstClass::Free;
  case Instruction::Call:
    if (const auto *II = dyn_cast<IntrinsicInst>(&I))
      return classifyIntrinsic(*II);
    // [MC] Per-lane inline PTX (a cuda_fp16.h operation) is an instruction
    // or two on the integer or float unit, not a call: one ALU issue.
    if (isLaneLocalAsm(cast<CallInst>(I)))
      return InstClass::IntAlu;
    return InstClass::Call;
  default:
    break;
  }
  if (isa<CastInst>(I))
    return InstClass::Conversion;
  return InstClass::Other;
}

unsigned SIMTCostModel::latency(InstClass C) {
  return Table[static_cast<unsigned>(C)].Latency;
}

StringRef SIMTCostModel::name(InstClass C) {
  return Table[static_cast<unsigned>(C)].Name;
}

unsigned SIMTCostModel::blockLatency(const BasicBlock &BB) {
  unsigned Sum = 0;
  for (const Instruction &I : BB)
    Sum += latency(I);
  return Sum;
}

unsigned SIMTCostModel::lanesPerWarp(const Function &F) {
  if (!F.getParent()->getTargetTriple().isAMDGCN())
    return 32;
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  // The last of +wavefrontsize32 / +wavefrontsize64 wins, as in LLVM's
  // feature strings.
  size_t W32 = Features.rfind("+wavefrontsize32");
  size_t W64 = Features.rfind("+wavefrontsize64");
  if (W32 != StringRef::npos || W64 != StringRef::npos)
    return W64 != StringRef::npos && (W32 == StringRef::npos || W64 > W32) ? 64
                                                                           : 32;
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  unsigned Major = 0;
  if (CPU.consume_front("gfx") && CPU.size() >= 3)
    CPU.drop_back(2).getAsInteger(10, Major);
  return Major >= 10 ? 32 : 64;
}

bool SIMTCostModel::isLoad(InstClass C) {
  return C == InstClass::LoadGlobal || C == InstClass::LoadShared ||
         C == InstClass::LoadLocal || C == InstClass::LoadConstant ||
         C == InstClass::LoadGeneric;
}

bool SIMTCostModel::isStore(InstClass C) {
  return C == InstClass::StoreGlobal || C == InstClass::StoreShared ||
         C == InstClass::StoreLocal || C == InstClass::StoreGeneric;
}

bool SIMTCostModel::isAtomic(InstClass C) {
  return C == InstClass::AtomicGlobal || C == InstClass::AtomicShared ||
         C == InstClass::AtomicGeneric;
}

unsigned SIMTCostModel::extraSectorCycles() { return ExtraSectorCycles; }

unsigned SIMTCostModel::bankConflictReplayCycles() {
  return BankConflictReplayCycles;
}

// The table is indexed by class; keep it in enum order.
static_assert(Table[static_cast<unsigned>(InstClass::Other)].Class ==
                  InstClass::Other,
              "SIMTCostModel table out of enum order");

SIMTCostModel::Pipe SIMTCostModel::pipe(InstClass C) {
  return Throughput[unsigned(C)].Pipe;
}

unsigned SIMTCostModel::issueInterval(InstClass C) {
  return Throughput[unsigned(C)].Interval;
}

double SIMTCostModel::globalSectorsPerCycle() { return GlobalSectorsPerCycle; }
static_assert(Throughput[static_cast<unsigned>(InstClass::Other)].Class ==
                  InstClass::Other,
              "Throughput must list every class in enum order");
