//===- AMDGPU.cpp - amdgcn kernels in the simulator -----------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Wavefront size, llvm.amdgcn.* intrinsic decoding and execution, and the
/// hidden-argument records of amdgcn kernels (see AMDGPU.h). Intrinsics
/// with a CUDA twin reuse its kind: workitem.id is threadIdx (Tid),
/// workgroup.id blockIdx (CtaId), s.barrier and s.barrier.wait are
/// __syncthreads (Barrier), wavefrontsize is warpSize. The cross-lane
/// operations follow the GCN/CDNA ISA manuals: a ballot holds one bit per
/// active lane (64 bits on wave64), readlane reads the register of the
/// named lane whether active or not, ds_bpermute reads 0 from an inactive
/// source lane.
///
//===----------------------------------------------------------------------===//

#include "AMDGPU.h"
#include "Executor.h"
#include "Intrinsics.h"
#include "lockstep/Analysis/SIMTCostModel.h"

#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

unsigned lockstep::sim::amdgpuWaveSize(const Function &K) {
  if (!Triple(K.getParent()->getTargetTriple()).isAMDGCN())
    return 0;
  return SIMTCostModel::lanesPerWarp(K);
}

Expected<unsigned> lockstep::sim::kernelWarpSize(const Function &K,
                                                 unsigned Requested) {
  unsigned Wave = amdgpuWaveSize(K);
  if (!Wave)
    return Requested ? Requested : 32;
  if (Requested && Requested != Wave)
    return createStringError(
        inconvertibleErrorCode(),
        formatv("kernel '{0}' runs with wavefronts of {1} lanes ({2}); "
                "--warp-size {3} does not match it (leave it out)",
                K.getName(), Wave,
                K.getFnAttribute("target-cpu").getValueAsString(), Requested));
  return Wave;
}

namespace {

void set(DInst &D, IK K, uint8_t Pred = 0) {
  D.Imm = int64_t(K);
  D.Pred = Pred;
}

uint8_t dimOf(StringRef S) { return S == "y" ? 1 : S == "z" ? 2 : 0; }

} // namespace

bool lockstep::sim::decodeAMDGCN(StringRef N, const CallInst &, DInst &D) {
  for (auto [Prefix, K] : {std::pair{"workitem.id.", IK::Tid},
                           std::pair{"workgroup.id.", IK::CtaId}})
    if (N.consume_front(Prefix)) {
      set(D, K, dimOf(N));
      return N == "x" || N == "y" || N == "z";
    }
  if (N == "s.barrier" || N == "s.barrier.wait") {
    set(D, IK::Barrier);
    D.SrcBits = 0;
    return true;
  }
  static const std::pair<StringRef, IK> Exact[] = {
      {"implicitarg.ptr", IK::ImplicitArgPtr},
      {"dispatch.ptr", IK::DispatchPtr},
      {"mbcnt.lo", IK::MbcntLo},
      {"mbcnt.hi", IK::MbcntHi},
      {"wavefrontsize", IK::WarpSizeReg},
      {"ds.bpermute", IK::DsBpermute}};
  for (const auto &[Name, K] : Exact)
    if (N == Name) {
      set(D, K);
      return true;
    }
  static const std::pair<StringRef, IK> Overloaded[] = {
      {"ballot.", IK::WaveBallot},
      {"readfirstlane.", IK::ReadFirstLane},
      {"readlane.", IK::ReadLane}};
  for (const auto &[Prefix, K] : Overloaded)
    if (N.starts_with(Prefix)) {
      set(D, K);
      return true;
    }
  return false;
}

bool lockstep::sim::isAMDGCNNoOp(StringRef Name) {
  static const StringRef NoOps[] = {
      "llvm.amdgcn.wave.barrier",    "llvm.amdgcn.s.waitcnt",
      "llvm.amdgcn.sched.barrier",   "llvm.amdgcn.sched.group.barrier",
      "llvm.amdgcn.s.sleep",         "llvm.amdgcn.s.setprio",
      "llvm.amdgcn.s.barrier.signal"};
  return llvm::is_contained(NoOps, Name);
}

namespace {
template <typename T> void put(std::vector<uint8_t> &B, size_t Off, T V) {
  support::endian::write<T, llvm::endianness::little>(B.data() + Off, V);
}

uint16_t gridDims(const AMDGPULaunch &L) {
  return L.Grid[2] * L.Block[2] > 1 ? 3 : L.Grid[1] * L.Block[1] > 1 ? 2 : 1;
}
} // namespace

unsigned lockstep::sim::amdgpuCodeObjectVersion(const Module &M) {
  if (const auto *V = mdconst::extract_or_null<ConstantInt>(
          M.getModuleFlag("amdhsa_code_object_version")))
    return unsigned(V->getZExtValue() / 100);
  return 5;
}

std::vector<uint8_t> lockstep::sim::implicitArgBytes(const AMDGPULaunch &L) {
  std::vector<uint8_t> B(256, 0);
  if (L.CodeObjectVersion < 5)
    return B;
  for (unsigned D = 0; D < 3; ++D) {
    put<uint32_t>(B, 4 * D, L.Grid[D]);
    put<uint16_t>(B, 12 + 2 * D, uint16_t(L.Block[D]));
  }
  put<uint16_t>(B, 64, gridDims(L));
  put<uint32_t>(B, 120, uint32_t(L.DynamicShared));
  return B;
}

std::vector<uint8_t> lockstep::sim::dispatchPacketBytes(const AMDGPULaunch &L) {
  std::vector<uint8_t> B(64, 0);
  put<uint16_t>(B, 2, gridDims(L));
  for (unsigned D = 0; D < 3; ++D) {
    put<uint16_t>(B, 4 + 2 * D, uint16_t(L.Block[D]));
    put<uint32_t>(B, 12 + 4 * D, L.Grid[D] * L.Block[D]);
  }
  put<uint32_t>(B, 24, uint32_t(L.PrivateBytes));
  put<uint32_t>(B, 28, uint32_t(L.StaticShared + L.DynamicShared));
  return B;
}

#define LANES(EXPR)                                                            \
  forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = (EXPR); })

void Executor::execAMDGPU(Frame &Fr, const DInst &I, LaneMask M) {
  uint64_t *D = dst(Fr, I.Dst);
  const uint64_t Mk = maskBits(I.Bits);
  const unsigned First = unsigned(__builtin_ctzll(M));
  auto Below = [](unsigned L) { return (uint64_t(1) << L) - 1; };
  switch (IK(I.Imm)) {
  case IK::ImplicitArgPtr:
    LANES(Ctx.ImplicitArgs);
    return;
  case IK::DispatchPtr:
    LANES(Ctx.DispatchPacket);
    return;
  default:
    break;
  }
  const uint64_t *A = src(Fr, I.Ops[0]);
  switch (IK(I.Imm)) {
  case IK::MbcntLo: {
    const uint64_t *Acc = src(Fr, I.Ops[1]);
    LANES((popcount(A[L] & Below(std::min(L, 32u)) & 0xffffffffu) + Acc[L]) &
          Mk);
    return;
  }
  case IK::MbcntHi: {
    const uint64_t *Acc = src(Fr, I.Ops[1]);
    LANES((popcount((A[L] & 0xffffffffu) & (L > 32 ? Below(L - 32) : 0)) +
           Acc[L]) &
          Mk);
    return;
  }
  case IK::WaveBallot: {
    uint64_t Ballot = 0;
    forLanes(M, FullMask, WS,
             [&](unsigned L) { Ballot |= uint64_t(A[L] & 1) << L; });
    LANES(Ballot & Mk);
    return;
  }
  case IK::ReadFirstLane:
    LANES(A[First] & Mk);
    return;
  case IK::ReadLane: {
    uint64_t Lane = src(Fr, I.Ops[1])[First] % WS;
    LANES(A[Lane] & Mk);
    return;
  }
  case IK::DsBpermute: {
    const uint64_t *Data = src(Fr, I.Ops[1]);
    Scratch.assign(Data, Data + WS);
    LANES(M >> ((A[L] >> 2) % WS) & 1 ? Scratch[(A[L] >> 2) % WS] & Mk : 0);
    return;
  }
  default:
    LANES(0);
    return;
  }
}
