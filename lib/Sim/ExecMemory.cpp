//===- ExecMemory.cpp - Warp executor: loads, stores and atomics ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads, stores, atomicrmw and cmpxchg for the active lanes of a warp, with
/// bounds, alignment and constant-store checks, and the memory part of the
/// cycle model: a global access is charged its class latency plus
/// extraSectorCycles() per 32-byte sector beyond one 128-byte line (4
/// sectors); a shared access plus bankConflictReplayCycles() per replay (32
/// banks of 4 bytes, lanes reading the same word are broadcast). A generic
/// access is classified by the space its first active lane resolves to.
/// Atomics of one warp instruction are applied in lane order.
///
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Intrinsics.h"

#include "llvm/ADT/bit.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {
constexpr unsigned SectorsPerLine = 4;

unsigned distinctCount(uint64_t *Begin, uint64_t *End) {
  std::sort(Begin, End);
  return unsigned(std::unique(Begin, End) - Begin);
}
} // namespace

uint8_t *Executor::access(uint64_t Addr, unsigned Size, unsigned Align,
                          bool Write, AddrSpace &Space, unsigned Lane) {
  uint8_t *H = Mem.translate(Addr, Size, Space);
  if (!H) {
    fault(Mem.describeBadAccess(Addr, Size), Lane);
    return nullptr;
  }
  if (Align > 1 && (Addr & (Align - 1))) {
    fault(formatv("misaligned {0}-byte access at address {1:x} (needs "
                  "{2}-byte alignment)",
                  Size, (unsigned long long)Addr, Align),
          Lane);
    return nullptr;
  }
  if (Write && Space == AddrSpace::Constant) {
    fault(formatv("store to constant memory at address {0:x}",
                  (unsigned long long)Addr),
          Lane);
    return nullptr;
  }
  return H;
}

void Executor::chargeMemory(Warp &W, const DInst &I, AddrSpace Space,
                            LaneMask M, const uint64_t *Addrs, unsigned Size) {
  bool IsAtomic = I.Opcode == Op::AtomicRMW || I.Opcode == Op::CmpXchg;
  bool IsStore = I.Opcode == Op::Store;
  InstClass C = SIMTCostModel::memoryClass(unsigned(Space), IsStore, IsAtomic);
  uint64_t Extra = 0;
  uint64_t Keys[128];
  unsigned N = 0;
  if (Space == AddrSpace::Global) {
    for (LaneMask R = M; R; R &= R - 1) {
      uint64_t A = Addrs[__builtin_ctzll(R)];
      for (uint64_t S = A >> 5; S <= (A + Size - 1) >> 5 && N < 128; ++S)
        Keys[N++] = S;
    }
    unsigned Sectors = distinctCount(Keys, Keys + N);
    Stats.GlobalTransactions += Sectors;
    if (Sectors > SectorsPerLine)
      Extra = (Sectors - SectorsPerLine) * Machine.ExtraSectorCycles;
  } else if (Space == AddrSpace::Shared) {
    // Keys are (bank << 48 | word): distinct words per bank.
    for (LaneMask R = M; R; R &= R - 1) {
      uint64_t A = Addrs[__builtin_ctzll(R)] & OffsetMask;
      for (uint64_t Wd = A >> 2; Wd <= (A + Size - 1) >> 2 && N < 128; ++Wd)
        Keys[N++] = ((Wd & 31) << 48) | Wd;
    }
    unsigned Distinct = distinctCount(Keys, Keys + N);
    unsigned Worst = 0, Run = 0;
    for (unsigned K = 0; K < Distinct; ++K) {
      Run = (K > 0 && (Keys[K] >> 48) == (Keys[K - 1] >> 48)) ? Run + 1 : 1;
      Worst = std::max(Worst, Run);
    }
    if (Worst > 1) {
      Stats.SharedBankConflicts += Worst - 1;
      Extra = (Worst - 1) * Machine.BankConflictReplayCycles;
    }
  }
  charge(W, I, C, M, Extra);
}

bool Executor::execMemory(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  if (I.Opcode == Op::Load || I.Opcode == Op::Store)
    return execLoadStore(W, Fr, I, M);
  return execAtomic(W, Fr, I, M);
}

bool Executor::execLoadStore(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  const uint64_t *P = src(Fr, I.Ops[0]);
  const unsigned ESize = unsigned(I.Imm), N = I.NumElts, Total = ESize * N;
  const bool IsStore = I.Opcode == Op::Store;
  AddrSpace First = AddrSpace::Generic;
  bool HaveFirst = false;
  for (LaneMask R = M; R; R &= R - 1) {
    unsigned L = unsigned(__builtin_ctzll(R));
    AddrSpace Space;
    uint8_t *H = access(P[L], Total, I.Aux, IsStore, Space, L);
    if (!H)
      return false;
    if (!HaveFirst)
      First = Space, HaveFirst = true;
    for (unsigned E = 0; E < N; ++E) {
      if (IsStore) {
        uint64_t V = src(Fr, operandRow(I.Ops[1], E))[L];
        std::memcpy(H + E * ESize, &V, ESize);
      } else {
        uint64_t V = 0;
        std::memcpy(&V, H + E * ESize, ESize);
        dst(Fr, I.Dst + E)[L] = I.Bits == 1 ? V & 1 : V;
      }
    }
  }
  chargeMemory(W, I, First, M, P, Total);
  return true;
}

namespace {
/// New memory value of atomicrmw \p Op on integers of \p Bits.
uint64_t atomicInt(unsigned Op, uint64_t Old, uint64_t V, unsigned Bits) {
  uint64_t Mk = maskBits(Bits);
  int64_t SO = signExtend(Old, Bits), SV = signExtend(V, Bits);
  switch (AtomicRMWInst::BinOp(Op)) {
  case AtomicRMWInst::Xchg:
    return V;
  case AtomicRMWInst::Add:
    return (Old + V) & Mk;
  case AtomicRMWInst::Sub:
    return (Old - V) & Mk;
  case AtomicRMWInst::And:
    return Old & V;
  case AtomicRMWInst::Nand:
    return ~(Old & V) & Mk;
  case AtomicRMWInst::Or:
    return Old | V;
  case AtomicRMWInst::Xor:
    return Old ^ V;
  case AtomicRMWInst::Max:
    return SO > SV ? Old : V;
  case AtomicRMWInst::Min:
    return SO < SV ? Old : V;
  case AtomicRMWInst::UMax:
    return Old > V ? Old : V;
  case AtomicRMWInst::UMin:
    return Old < V ? Old : V;
  case AtomicRMWInst::UIncWrap:
    return Old >= V ? 0 : Old + 1;
  case AtomicRMWInst::UDecWrap:
    return (Old == 0 || Old > V) ? V : Old - 1;
  case AtomicRMWInst::USubCond:
    return Old >= V ? Old - V : Old;
  case AtomicRMWInst::USubSat:
    return Old >= V ? Old - V : 0;
  default:
    return Old;
  }
}

template <typename T> T atomicFloat(unsigned Op, T Old, T V) {
  switch (AtomicRMWInst::BinOp(Op)) {
  case AtomicRMWInst::FAdd:
    return Old + V;
  case AtomicRMWInst::FSub:
    return Old - V;
  case AtomicRMWInst::FMax:
    return std::fmax(Old, V);
  case AtomicRMWInst::FMin:
    return std::fmin(Old, V);
  case AtomicRMWInst::Xchg:
    return V;
  default:
    return Old;
  }
}

uint64_t atomicNew(const DInst &I, uint64_t Old, uint64_t V) {
  if (!(I.Flags & FlagFloat))
    return atomicInt(I.Pred, Old, V, I.Bits);
  if (I.Bits == 32)
    return bit_cast<uint32_t>(atomicFloat(
        I.Pred, bit_cast<float>(uint32_t(Old)), bit_cast<float>(uint32_t(V))));
  return bit_cast<uint64_t>(
      atomicFloat(I.Pred, bit_cast<double>(Old), bit_cast<double>(V)));
}
} // namespace

bool Executor::execAtomic(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  const uint64_t *P = src(Fr, I.Ops[0]);
  const uint64_t *V = src(Fr, I.Ops[1]);
  const uint64_t *New = I.Opcode == Op::CmpXchg ? src(Fr, I.Ops[2]) : nullptr;
  const unsigned Size = unsigned(I.Imm);
  uint64_t *D = dst(Fr, I.Dst);
  AddrSpace First = AddrSpace::Generic;
  for (LaneMask R = M; R; R &= R - 1) {
    unsigned L = unsigned(__builtin_ctzll(R));
    AddrSpace Space;
    uint8_t *H = access(P[L], Size, Size, /*Write=*/true, Space, L);
    if (!H)
      return false;
    if (R == M)
      First = Space;
    uint64_t Old = 0;
    std::memcpy(&Old, H, Size);
    uint64_t Next;
    if (New) {
      bool Success = Old == (V[L] & maskBits(Size * 8));
      Next = Success ? New[L] : Old;
      if (!(I.Flags & FlagNoSuccess))
        dst(Fr, I.Dst + 1)[L] = Success;
    } else {
      Next = atomicNew(I, Old, V[L]);
    }
    std::memcpy(H, &Next, Size);
    D[L] = Old;
  }
  chargeMemory(W, I, First, M, P, Size);
  return true;
}

/// llvm.memset / llvm.memcpy / llvm.memmove: each lane of \p M in lane
/// order, overlapping ranges as memmove. Charged as the backend lowers a
/// short transfer: a 4-byte store (and load, for a copy) per 4 bytes of the
/// longest lane's length, in the destination's (source's) space. In the SM
/// timing model the transfer is one issue with the last access's latency.
bool Executor::execMemTransfer(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  const bool IsSet = IK(I.Imm) == IK::MemSet;
  const uint64_t *Dst = src(Fr, I.Ops[0]), *Src = src(Fr, I.Ops[1]),
                 *Len = src(Fr, I.Ops[2]);
  AddrSpace DstSpace = AddrSpace::Generic, SrcSpace = AddrSpace::Generic;
  uint64_t Longest = 0;
  for (LaneMask R = M; R; R &= R - 1) {
    unsigned L = unsigned(__builtin_ctzll(R));
    uint64_t N = Len[L];
    if (N == 0)
      continue;
    if (N > (1u << 30))
      return fault(formatv("{0} of {1} bytes", IsSet ? "memset" : "memcpy", N),
                   L);
    uint8_t *D = access(Dst[L], unsigned(N), 1, true, DstSpace, L);
    if (!D)
      return false;
    if (IsSet) {
      std::memset(D, int(Src[L] & 0xff), N);
    } else {
      uint8_t *S = access(Src[L], unsigned(N), 1, false, SrcSpace, L);
      if (!S)
        return false;
      std::memmove(D, S, N);
    }
    Longest = std::max(Longest, N);
  }
  for (uint64_t Off = 0; Off < Longest; Off += 4) {
    LaneMask Active = 0;
    for (LaneMask R = M; R; R &= R - 1) {
      unsigned L = unsigned(__builtin_ctzll(R));
      if (Len[L] > Off)
        Active |= LaneMask(1) << L;
    }
    if (!IsSet)
      charge(W, I, SIMTCostModel::memoryClass(unsigned(SrcSpace), false, false),
             Active);
    charge(W, I, SIMTCostModel::memoryClass(unsigned(DstSpace), true, false),
           Active);
  }
  return true;
}
