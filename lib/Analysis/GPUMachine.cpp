//===- GPUMachine.cpp - The GPU the models predict for --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The presets of GPUMachine.h. `h100` is assembled from SIMTCostModel's
/// table and SMLimits::sm90 (sources in SIMTCostModel.cpp and Occupancy.cpp),
/// so every H100 figure has one definition. `g80` is the GeForce 8800 GTX
/// the G80 splitting paper measured on (compute capability 1.0), from:
///
///  [T1]  The G80 splitting paper, Table 1 (16 multiprocessors, 512 threads
///        per block, 8192 registers, 16 KB shared memory, 8 blocks, 24 warps
///        and 768 threads per multiprocessor); the same figures as
///  [PG1] NVIDIA CUDA Programming Guide 2.x, Appendix A (compute capability
///        1.0) and section 5.1.1 "Instruction throughput": a multiprocessor
///        takes 4 clock cycles to issue one instruction for a warp (8
///        scalar processors) for fp32 add, multiply and multiply-add,
///        integer add, logic, compare, min, max and type conversion; 16 for
///        32-bit integer multiply and for reciprocal, reciprocal square
///        root, log and exp (2 special function units); 36 for fp32
///        division; 4 to issue a memory instruction, plus "400 to 600 clock
///        cycles of memory latency" for global and local memory, which are
///        not cached; shared memory and constant cache hits are "as fast as
///        registers"; double precision is demoted to single below compute
///        capability 1.3; one instruction scheduler per multiprocessor.
///  [OP]  NVIDIA, "Optimizing CUDA, Part II" (GPU computing webinar, 2009):
///        a read-after-write register dependency is ready ~24 cycles later,
///        hidden by 192 threads (6 warps) per multiprocessor.
///  [WM]  Wong, Papadopoulou, Sadooghi-Alvandi, Moshovos, "Demystifying GPU
///        Microarchitecture through Microbenchmarking", ISPASS 2010: shared
///        memory load latency 38 cycles on GT200 (the G80's successor with
///        the same SM pipeline).
///  [OC1] CUDA Occupancy Calculator data for compute capability 1.0: 124
///        registers per thread at most, registers allocated per block in
///        units of 256 with warps rounded up to 2, shared memory in units of
///        512 bytes.
///  [GTX] GeForce 8800 GTX specifications: 1.35 GHz shader clock, 384-bit
///        GDDR3 at 900 MHz, 86.4 GB/s: 86.4e9 / 1.35e9 / 16 SMs = 4 bytes,
///        0.125 sectors of 32 bytes, per cycle per SM.
///  [MC]  Modelling choice where no source maps onto the class (reason on
///        the row). Sequences of n native issues take 24 + 4(n - 1) cycles.
///
/// What the simulator does not model for the G80: compute capability
/// 1.0's coalescing rules (a warp's access is charged the 32-byte sectors
/// it touches, as for later GPUs) and its 16 shared-memory banks.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/GPUMachine.h"

#include "lockstep/Support/Options.h"

#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace lockstep;

namespace {

using P = SIMTCostModel::Pipe;

struct G80Row {
  InstClass Class;
  uint32_t Latency;
  P Pipe;
  uint32_t Interval;
};

/// All 8-wide work shares the scalar processors (one pipe, 4 cycles a warp
/// [PG1]); the SFUs are the other pipe.
// clang-format off
constexpr G80Row G80Table[NumInstClasses] = {
  {InstClass::Free,            0, P::None,  0},  // No issue slot.
  {InstClass::IntAlu,         24, P::Fp32,  4},  // [OP] 24; [PG1] 4.
  {InstClass::IntMul,         36, P::Fp32, 16},  // [PG1] 16: 4 issues [MC].
  {InstClass::IntDiv,        100, P::Fp32, 80},  // [MC] ~20-issue sequence.
  {InstClass::FpAlu,          24, P::Fp32,  4},  // [OP] 24; [PG1] 4.
  {InstClass::FpMul,          24, P::Fp32,  4},  // [OP] 24; [PG1] 4.
  {InstClass::FpFma,          24, P::Fp32,  4},  // [OP] 24; [PG1] 4 (mad).
  {InstClass::FpDiv,          56, P::SFU,  36},  // [PG1] 36: 9 issues [MC].
  {InstClass::DpAlu,          24, P::Fp32,  4},  // [PG1] demoted to fp32.
  {InstClass::DpMul,          24, P::Fp32,  4},  // [PG1] demoted to fp32.
  {InstClass::DpFma,          24, P::Fp32,  4},  // [PG1] demoted to fp32.
  {InstClass::DpDiv,          56, P::SFU,  36},  // [PG1] demoted: fp32 div.
  {InstClass::SpecialFunc,    36, P::SFU,  16},  // [PG1] 16: 4 issues [MC].
  {InstClass::Conversion,     24, P::Fp32,  4},  // [PG1] 4.
  {InstClass::Address,        24, P::Fp32,  4},  // [PG1] integer mad 4.
  {InstClass::Select,         24, P::Fp32,  4},  // [PG1] 4.
  {InstClass::Branch,         24, P::Fp32,  4},  // [MC] one issue [PG1].
  {InstClass::Call,           48, P::Fp32,  8},  // [MC] call + return.
  {InstClass::SpecialReg,     24, P::Fp32,  4},  // [MC] one issue [PG1].
  {InstClass::Barrier,        24, P::Fp32,  4},  // [PG1] 4 to issue [OP].
  {InstClass::WarpVote,       24, P::Fp32,  4},  // [MC] no vote on 1.0.
  {InstClass::WarpShuffle,    38, P::Fp32,  4},  // [MC] none: a shared trip [WM].
  {InstClass::Fence,         500, P::Fp32,  4},  // [MC] waits for memory [PG1].
  {InstClass::LoadGlobal,    500, P::Fp32,  4},  // [PG1] 400-600, uncached.
  {InstClass::StoreGlobal,   500, P::Fp32,  4},  // [PG1] 400-600.
  {InstClass::LoadShared,     38, P::Fp32,  4},  // [WM] 38.
  {InstClass::StoreShared,    38, P::Fp32,  4},  // [WM] 38.
  {InstClass::LoadLocal,     500, P::Fp32,  4},  // [PG1] local = DRAM.
  {InstClass::StoreLocal,    500, P::Fp32,  4},  // [PG1] local = DRAM.
  {InstClass::LoadConstant,   24, P::Fp32,  4},  // [PG1] cache hit: a register.
  {InstClass::LoadGeneric,   500, P::Fp32,  4},  // [MC] as global.
  {InstClass::StoreGeneric,  500, P::Fp32,  4},  // [MC] as global.
  {InstClass::AtomicGlobal, 1000, P::Fp32,  4},  // [MC] two DRAM trips.
  {InstClass::AtomicShared,   76, P::Fp32,  4},  // [MC] two shared trips.
  {InstClass::AtomicGeneric, 1000, P::Fp32, 4},  // [MC] as global.
  {InstClass::Other,          24, P::Fp32,  4},  // [MC] one issue.
};
// clang-format on
static_assert(G80Table[unsigned(InstClass::Other)].Class == InstClass::Other,
              "G80Table must list every class in enum order");

GPUMachine makeH100() {
  GPUMachine M{};
  M.Name = "h100";
  M.Limits = SMLimits::sm90();
  M.SMs = 132; // H100 SXM5 (SIMTCostModel.cpp [HB]).
  for (unsigned K = 0; K < NumInstClasses; ++K) {
    M.Latency[K] = SIMTCostModel::latency(InstClass(K));
    M.PipeOf[K] = SIMTCostModel::pipe(InstClass(K));
    M.Interval[K] = SIMTCostModel::issueInterval(InstClass(K));
  }
  M.GlobalSectorsPerCycle = SIMTCostModel::globalSectorsPerCycle();
  M.ExtraSectorCycles = SIMTCostModel::extraSectorCycles();
  M.BankConflictReplayCycles = SIMTCostModel::bankConflictReplayCycles();
  return M;
}

GPUMachine makeG80() {
  GPUMachine M{};
  M.Name = "g80";
  M.Limits = SMLimits::sm10();
  M.SMs = 16; // [T1]
  for (unsigned K = 0; K < NumInstClasses; ++K) {
    M.Latency[K] = G80Table[K].Latency;
    M.PipeOf[K] = G80Table[K].Pipe;
    M.Interval[K] = G80Table[K].Interval;
  }
  M.GlobalSectorsPerCycle = 86.4e9 / 1.35e9 / 16 / 32; // [GTX]
  // [MC] No L1 line to stream: as H100, one cycle per further sector and
  // two per bank-conflict way.
  M.ExtraSectorCycles = SIMTCostModel::extraSectorCycles();
  M.BankConflictReplayCycles = SIMTCostModel::bankConflictReplayCycles();
  return M;
}

enum class GPUKind { H100, G80 };

cl::opt<GPUKind> GPUOpt(
    "lockstep-gpu", cl::init(GPUKind::H100),
    cl::desc("GPU the passes' cost models predict for"),
    cl::values(clEnumValN(GPUKind::H100, "h100", "H100 SXM5 (default)"),
               clEnumValN(GPUKind::G80, "g80", "GeForce 8800 GTX (G80)")),
    cl::cat(getLockstepCategory()));

const GPUMachine *Selected = nullptr;

} // namespace

const SMLimits &SMLimits::sm10() {
  static const SMLimits L = {/*WarpSize=*/32,
                             /*MaxThreadsPerBlock=*/512,      // [T1]
                             /*MaxThreadsPerSM=*/768,         // [T1]
                             /*MaxWarpsPerSM=*/24,            // [T1]
                             /*MaxBlocksPerSM=*/8,            // [T1]
                             /*RegistersPerSM=*/8192,         // [T1]
                             /*MaxRegistersPerThread=*/124,   // [OC1]
                             /*RegisterAllocUnit=*/256,       // [OC1]
                             /*SharedPerSM=*/16 * 1024,       // [T1]
                             /*MaxSharedPerBlock=*/16 * 1024, // [PG1]
                             /*ReservedSharedPerBlock=*/0,    // [MC] params.
                             /*SharedAllocUnit=*/512,         // [OC1]
                             /*WarpSchedulers=*/1,            // [PG1]
                             /*Arch=*/"sm_10",
                             /*RegisterAllocPerBlock=*/true, // [OC1]
                             /*WarpAllocGranularity=*/2};    // [OC1]
  return L;
}

const GPUMachine &GPUMachine::h100() {
  static const GPUMachine M = makeH100();
  return M;
}

const GPUMachine &GPUMachine::g80() {
  static const GPUMachine M = makeG80();
  return M;
}

const GPUMachine *GPUMachine::byName(StringRef Name) {
  if (Name == "h100")
    return &h100();
  if (Name == "g80")
    return &g80();
  return nullptr;
}

StringRef GPUMachine::presetNames() { return "h100, g80"; }

const GPUMachine &lockstep::selectedMachine() {
  if (Selected)
    return *Selected;
  return GPUOpt == GPUKind::G80 ? GPUMachine::g80() : GPUMachine::h100();
}

void lockstep::selectMachine(const GPUMachine &M) { Selected = &M; }
