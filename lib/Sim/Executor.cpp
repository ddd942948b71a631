//===- Executor.cpp - Warp executor: control flow and arithmetic ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The warp's fetch loop, integer and floating-point arithmetic, compares,
/// casts, getelementptr, row moves, branches with their per-edge phi copies,
/// calls and returns. Every operation runs over the active lanes of the warp
/// in one loop; results are written only for active lanes, so values held
/// by lanes waiting at a reconvergence point are preserved.
///
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "Intrinsics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>
#include <limits>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

inline float asF32(uint64_t V) { return bit_cast<float>(uint32_t(V)); }
inline double asF64(uint64_t V) { return bit_cast<double>(V); }
inline uint64_t ofF32(float F) { return bit_cast<uint32_t>(F); }
inline uint64_t ofF64(double D) { return bit_cast<uint64_t>(D); }

/// fptosi/fptoui: saturating, NaN -> 0 (the IR result would be poison).
uint64_t floatToInt(double V, unsigned Bits, bool Signed) {
  if (std::isnan(V))
    return 0;
  V = std::trunc(V);
  if (Signed) {
    double Lo = -std::ldexp(1.0, Bits - 1), Hi = std::ldexp(1.0, Bits - 1);
    if (V < Lo)
      return uint64_t(int64_t(Lo)) & maskBits(Bits);
    if (V >= Hi)
      return maskBits(Bits - 1);
    return uint64_t(int64_t(V)) & maskBits(Bits);
  }
  if (V <= 0)
    return 0;
  if (V >= std::ldexp(1.0, Bits))
    return maskBits(Bits);
  return uint64_t(V);
}
} // namespace

Executor::Executor(const DecodedModule &DM, MemorySystem &Mem,
                   ReconvergenceModel &RM, Metrics &Stats, uint64_t MaxSteps,
                   const GPUMachine &Machine)
    : DM(DM), Mem(Mem), RM(RM), Stats(Stats), MaxSteps(MaxSteps),
      Machine(Machine), Latency(Machine.Latency) {
  Counters.resize(DM.Funcs.size());
  Branches.resize(DM.Funcs.size());
  uint32_t Base = 0;
  for (size_t F = 0; F < DM.Funcs.size(); ++F) {
    Counters[F].resize(DM.Funcs[F].Blocks.size());
    Branches[F].resize(DM.Funcs[F].Blocks.size());
    BlockBase.push_back(Base);
    Base += uint32_t(DM.Funcs[F].Blocks.size());
  }
  BlockBase.push_back(Base);
}

bool Executor::fault(const std::string &Msg, unsigned Lane) {
  if (Fault.Message.empty()) {
    Fault.Message = Msg;
    Fault.Func = CurFunc;
    Fault.Inst = CurInst;
    Fault.Lane = Lane;
    Fault.HasInst = true;
  }
  return false;
}

void Executor::charge(Warp &W, const DInst &I, InstClass C, LaneMask M,
                      uint64_t Extra) {
  if (C == InstClass::Free)
    return;
  uint64_t Cyc = Latency[unsigned(C)] + Extra;
  uint64_t Lanes = uint64_t(__builtin_popcountll(M));
  W.Cycles += Cyc;
  Stats.Cycles += Cyc;
  RM.charge(*W.Frames[W.Depth - 1].RS, Cyc);
  ++Stats.WarpInstructions;
  Stats.ThreadInstructions += Lanes;
  ++Stats.ByClass[unsigned(C)];
  BlockCounters &B = Counters[CurFunc][I.Block];
  ++B.Warp;
  B.Thread += Lanes;
  B.Cycles += Cyc;
  if (Issue) {
    Issue->Inst = &I;
    Issue->Class = C;
    Issue->Latency = uint32_t(Cyc);
    Issue->Func = CurFunc;
    Issue->Depth = W.Depth;
    Issue->Issued = true;
  }
}

void Executor::startWarp(Warp &W, ArrayRef<uint64_t> ArgBits) {
  WS = Ctx.WarpSize;
  FullMask = maskBits(WS);
  const DecodedFunction &K = DM.Funcs[0];
  if (W.Frames.empty())
    W.Frames.emplace_back();
  W.Depth = 1;
  W.OuterEntries = 0;
  W.State.start();
  W.Cycles = 0;
  if (CollectBranches) {
    W.BranchSlot.assign(BlockBase.back(), -1);
    W.SlotBranch.clear();
    W.SlotLaneCounts.clear();
    W.SlotSides.clear();
  }
  Frame &Fr = W.Frames[0];
  Fr.Func = 0;
  Fr.Regs.assign(size_t(K.NumRows) * WS, 0);
  Fr.RetDst = -1;
  Fr.LocalBase = 0;
  for (size_t R = 0; R < ArgBits.size(); ++R)
    std::fill_n(&Fr.Regs[R * WS], WS, ArgBits[R]);
  if (!Fr.RS)
    Fr.RS = RM.createState();
  RM.enter(*Fr.RS, K, W.Live);
}

WarpStatus Executor::runWarp(Warp &W, uint64_t Quantum) {
  WS = Ctx.WarpSize;
  FullMask = maskBits(WS);
  WarpStatus Status = WarpStatus::Yield;
  uint64_t End = Steps + Quantum;
  while (Steps < End) {
    if (Issue && Issue->Issued)
      return WarpStatus::Yield;
    Frame &Fr = W.Frames[W.Depth - 1];
    ConvergenceGroup *G = RM.current(*Fr.RS);
    if (!G) {
      if (deadlock(Fr, DM.Funcs[Fr.Func]))
        return failed(W);
      if (W.Depth == 1) {
        W.State.finish();
        return WarpStatus::Done;
      }
      finishCall(W);
      continue;
    }
    const DecodedFunction &F = DM.Funcs[Fr.Func];
    CurConsts = F.ConstRows.data();
    CurFunc = Fr.Func;
    if (!step(W, Fr, *G, F, Status))
      return Status == WarpStatus::Fault ? failed(W) : Status;
  }
  return WarpStatus::Yield;
}

/// Leaves a callee whose lanes have all returned; its perfect-meld cycles
/// become issue cost of the calling entry.
void Executor::finishCall(Warp &W) {
  uint64_t Oracle = RM.oracleCycles(*W.Frames[W.Depth - 1].RS, 0);
  --W.Depth;
  ReconvergenceState &Caller = *W.Frames[W.Depth - 1].RS;
  W.OuterEntries -= RM.depth(Caller);
  RM.charge(Caller, Oracle);
}

/// No lane of \p Fr can run but some have not returned: they wait at a
/// barrier that can never complete. Faults at the waiting instruction.
bool Executor::deadlock(Frame &Fr, const DecodedFunction &F) {
  DeadlockInfo D;
  if (!RM.deadlock(*Fr.RS, F, D))
    return false;
  CurFunc = Fr.Func;
  CurInst = D.PC;
  fault(D.Message, D.Lane);
  return true;
}

uint64_t Executor::oracleCycles(const Warp &W) const {
  uint64_t InFlight = 0;
  for (unsigned D = W.Depth; D-- > 0;)
    InFlight = RM.oracleCycles(*W.Frames[D].RS, InFlight);
  return InFlight;
}

bool Executor::step(Warp &W, Frame &Fr, ConvergenceGroup &G,
                    const DecodedFunction &F, WarpStatus &Status) {
  LaneMask M = G.Mask;
  for (uint32_t PC = G.PC;; ++PC) {
    const DInst &I = F.Insts[PC];
    CurInst = PC;
    if (++Steps > MaxSteps) {
      fault(formatv("step limit of {0} warp instructions exceeded", MaxSteps),
            unsigned(__builtin_ctzll(M)));
      Status = WarpStatus::Fault;
      return false;
    }
    bool Ok = true;
    switch (I.Opcode) {
    case Op::Load:
    case Op::Store:
    case Op::AtomicRMW:
    case Op::CmpXchg:
      Ok = execMemory(W, Fr, I, M);
      break;
    case Op::Intrinsic:
      if (endsRun(W, Fr, G, F, I, PC))
        return true; // The model may run another group now.
      if (IK(I.Imm) == IK::Barrier) {
        G.PC = PC + 1;
        Status =
            syncThreads(W, Fr, I, M) ? WarpStatus::Barrier : WarpStatus::Fault;
        return false;
      }
      Ok = execIntrinsic(W, Fr, I, M);
      break;
    case Op::Call:
      G.PC = PC + 1;
      Ok = execCall(W, F, I, M);
      Status = Ok ? Status : WarpStatus::Fault;
      return Ok;
    case Op::Br:
    case Op::CondBr:
    case Op::Switch:
      return execBranch(W, Fr, F, I, M);
    case Op::Ret:
      return execRet(W, I, M);
    case Op::Unreachable:
      Ok = fault("reached 'unreachable'", unsigned(__builtin_ctzll(M)));
      break;
    case Op::Fence:
      charge(W, I, I.Class, M);
      break;
    case Op::InlineAsm:
      execInlineAsm(W, Fr, F, I, M);
      break;
    default:
      execAlu(W, Fr, I, M);
      Ok = Fault.Message.empty();
      break;
    }
    if (!Ok) {
      Status = WarpStatus::Fault;
      return false;
    }
    if (Issue && Issue->Issued) { // Single issue: resume after I.
      G.PC = PC + 1;
      return false;
    }
  }
}

void Executor::execAlu(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  switch (I.Opcode) {
  case Op::Gep:
    execGep(Fr, DM.Funcs[CurFunc], I, M);
    break;
  case Op::Alloca: {
    uint64_t *D = dst(Fr, I.Dst);
    uint64_t Base = Fr.LocalBase + uint64_t(I.Imm), Stride = Mem.localStride();
    forLanes(M, FullMask, WS, [&](unsigned L) {
      D[L] = makeAddress(AddrSpace::Local, (W.FirstLane + L) * Stride + Base);
    });
    break;
  }
  case Op::Move: {
    const DecodedFunction &F = DM.Funcs[CurFunc];
    for (uint32_t K = 0; K < I.AuxCount; ++K) {
      const RowMove &Mv = F.Moves[I.Aux + K];
      const uint64_t *S = src(Fr, Mv.Src);
      uint64_t *D = dst(Fr, Mv.Dst);
      forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = S[L]; });
    }
    break;
  }
  case Op::DynExtract: {
    const uint64_t Mk = maskBits(I.Bits), N = I.AuxCount;
    const uint64_t *Idx = src(Fr, I.Ops[1]);
    uint64_t *D = dst(Fr, I.Dst);
    forLanes(M, FullMask, WS, [&](unsigned L) {
      uint64_t K = Idx[L] & Mk;
      D[L] = K < N ? src(Fr, operandRow(I.Ops[0], unsigned(K)))[L] : 0;
    });
    break;
  }
  case Op::DynInsert: {
    const uint64_t Mk = maskBits(I.Bits);
    const uint64_t *Elt = src(Fr, I.Ops[1]), *Idx = src(Fr, I.Ops[2]);
    for (unsigned E = 0; E < I.AuxCount; ++E) {
      const uint64_t *V = src(Fr, operandRow(I.Ops[0], E));
      uint64_t *D = dst(Fr, I.Dst + E);
      forLanes(M, FullMask, WS,
               [&](unsigned L) { D[L] = (Idx[L] & Mk) == E ? Elt[L] : V[L]; });
    }
    break;
  }
  case Op::Select:
    for (unsigned E = 0; E < I.NumElts; ++E) {
      const uint64_t *C = src(
          Fr, I.Flags & FlagScalarCond ? I.Ops[0] : operandRow(I.Ops[0], E));
      const uint64_t *T = src(Fr, operandRow(I.Ops[1], E));
      const uint64_t *F = src(Fr, operandRow(I.Ops[2], E));
      uint64_t *D = dst(Fr, I.Dst + E);
      forLanes(M, FullMask, WS,
               [&](unsigned L) { D[L] = (C[L] & 1) ? T[L] : F[L]; });
    }
    break;
  default:
    for (unsigned E = 0; E < I.NumElts; ++E) {
      if (I.Opcode <= Op::Xor)
        execInt(Fr, I, M, E);
      else if (I.Opcode <= Op::FNeg)
        execFloat(Fr, I, M, E);
      else if (I.Opcode <= Op::FCmp)
        execCompare(Fr, I, M, E);
      else
        execCast(Fr, I, M, E);
    }
    break;
  }
  charge(W, I, I.Class, M);
}

#define LANES(EXPR)                                                            \
  forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = (EXPR); })

void Executor::execInt(Frame &Fr, const DInst &I, LaneMask M, unsigned E) {
  const uint64_t *A = src(Fr, operandRow(I.Ops[0], E));
  const uint64_t *B = src(Fr, operandRow(I.Ops[1], E));
  uint64_t *D = dst(Fr, I.Dst + E);
  const unsigned Bits = I.Bits;
  const uint64_t Mk = maskBits(Bits);
  switch (I.Opcode) {
  case Op::Add:
    LANES((A[L] + B[L]) & Mk);
    return;
  case Op::Sub:
    LANES((A[L] - B[L]) & Mk);
    return;
  case Op::Mul:
    LANES((A[L] * B[L]) & Mk);
    return;
  case Op::And:
    LANES(A[L] & B[L]);
    return;
  case Op::Or:
    LANES(A[L] | B[L]);
    return;
  case Op::Xor:
    LANES(A[L] ^ B[L]);
    return;
  case Op::Shl:
    LANES(B[L] < Bits ? (A[L] << B[L]) & Mk : 0);
    return;
  case Op::LShr:
    LANES(B[L] < Bits ? A[L] >> B[L] : 0);
    return;
  case Op::AShr:
    LANES(B[L] < Bits ? uint64_t(signExtend(A[L], Bits) >> B[L]) & Mk : 0);
    return;
  default:
    break;
  }
  // Division: fault on zero divisors and signed overflow first.
  bool Signed = I.Opcode == Op::SDiv || I.Opcode == Op::SRem;
  for (LaneMask R = M; R; R &= R - 1) {
    unsigned L = unsigned(__builtin_ctzll(R));
    if (B[L] == 0) {
      fault("integer division by zero", L);
      return;
    }
    if (Signed && signExtend(B[L], Bits) == -1 &&
        A[L] == (uint64_t(1) << (Bits - 1))) {
      fault("signed integer division overflow (INT_MIN / -1)", L);
      return;
    }
  }
  auto S = [&](const uint64_t *P, unsigned L) {
    return signExtend(P[L], Bits);
  };
  switch (I.Opcode) {
  case Op::UDiv:
    LANES(A[L] / B[L]);
    return;
  case Op::URem:
    LANES(A[L] % B[L]);
    return;
  case Op::SDiv:
    LANES(uint64_t(S(A, L) / S(B, L)) & Mk);
    return;
  default:
    LANES(uint64_t(S(A, L) % S(B, L)) & Mk);
    return;
  }
}

void Executor::execFloat(Frame &Fr, const DInst &I, LaneMask M, unsigned E) {
  const uint64_t *A = src(Fr, operandRow(I.Ops[0], E));
  const uint64_t *B =
      I.Opcode == Op::FNeg ? A : src(Fr, operandRow(I.Ops[1], E));
  uint64_t *D = dst(Fr, I.Dst + E);
  if (I.Bits == 32) {
    switch (I.Opcode) {
    case Op::FAdd:
      LANES(ofF32(asF32(A[L]) + asF32(B[L])));
      return;
    case Op::FSub:
      LANES(ofF32(asF32(A[L]) - asF32(B[L])));
      return;
    case Op::FMul:
      LANES(ofF32(asF32(A[L]) * asF32(B[L])));
      return;
    case Op::FDiv:
      LANES(ofF32(asF32(A[L]) / asF32(B[L])));
      return;
    case Op::FRem:
      LANES(ofF32(std::fmod(asF32(A[L]), asF32(B[L]))));
      return;
    default:
      LANES(A[L] ^ 0x80000000u);
      return;
    }
  }
  switch (I.Opcode) {
  case Op::FAdd:
    LANES(ofF64(asF64(A[L]) + asF64(B[L])));
    return;
  case Op::FSub:
    LANES(ofF64(asF64(A[L]) - asF64(B[L])));
    return;
  case Op::FMul:
    LANES(ofF64(asF64(A[L]) * asF64(B[L])));
    return;
  case Op::FDiv:
    LANES(ofF64(asF64(A[L]) / asF64(B[L])));
    return;
  case Op::FRem:
    LANES(ofF64(std::fmod(asF64(A[L]), asF64(B[L]))));
    return;
  default:
    LANES(A[L] ^ 0x8000000000000000ull);
    return;
  }
}

namespace {
bool icmp(unsigned Pred, uint64_t A, uint64_t B, unsigned Bits) {
  int64_t SA = signExtend(A, Bits), SB = signExtend(B, Bits);
  switch (Pred) {
  case CmpInst::ICMP_EQ:
    return A == B;
  case CmpInst::ICMP_NE:
    return A != B;
  case CmpInst::ICMP_UGT:
    return A > B;
  case CmpInst::ICMP_UGE:
    return A >= B;
  case CmpInst::ICMP_ULT:
    return A < B;
  case CmpInst::ICMP_ULE:
    return A <= B;
  case CmpInst::ICMP_SGT:
    return SA > SB;
  case CmpInst::ICMP_SGE:
    return SA >= SB;
  case CmpInst::ICMP_SLT:
    return SA < SB;
  default:
    return SA <= SB;
  }
}

/// FCmp predicates encode {U, LT, GT, EQ} as bits 3..0.
template <typename T> bool fcmp(unsigned Pred, T A, T B) {
  unsigned Rel = (std::isnan(A) || std::isnan(B)) ? 3
                 : A < B                          ? 2
                 : A > B                          ? 1
                                                  : 0;
  return (Pred >> Rel) & 1;
}
} // namespace

void Executor::execCompare(Frame &Fr, const DInst &I, LaneMask M, unsigned E) {
  const uint64_t *A = src(Fr, operandRow(I.Ops[0], E));
  const uint64_t *B = src(Fr, operandRow(I.Ops[1], E));
  uint64_t *D = dst(Fr, I.Dst + E);
  const unsigned P = I.Pred, Bits = I.SrcBits;
  if (I.Opcode == Op::ICmp) {
    if (P == CmpInst::ICMP_EQ)
      LANES(uint64_t(A[L] == B[L]));
    else if (P == CmpInst::ICMP_NE)
      LANES(uint64_t(A[L] != B[L]));
    else if (P == CmpInst::ICMP_SLT)
      LANES(uint64_t(signExtend(A[L], Bits) < signExtend(B[L], Bits)));
    else if (P == CmpInst::ICMP_ULT)
      LANES(uint64_t(A[L] < B[L]));
    else
      LANES(uint64_t(icmp(P, A[L], B[L], Bits)));
  } else if (Bits == 32) {
    LANES(uint64_t(fcmp(P, asF32(A[L]), asF32(B[L]))));
  } else {
    LANES(uint64_t(fcmp(P, asF64(A[L]), asF64(B[L]))));
  }
}

void Executor::execCast(Frame &Fr, const DInst &I, LaneMask M, unsigned E) {
  const uint64_t *A = src(Fr, operandRow(I.Ops[0], E));
  uint64_t *D = dst(Fr, I.Dst + E);
  const unsigned From = I.SrcBits, To = I.Bits;
  const uint64_t Mk = maskBits(To);
  switch (I.Opcode) {
  case Op::Trunc:
    LANES(A[L] & Mk);
    return;
  case Op::ZExt:
    LANES(A[L] & maskBits(From));
    return;
  case Op::SExt:
    LANES(uint64_t(signExtend(A[L], From)) & Mk);
    return;
  case Op::FPTrunc:
    LANES(ofF32(float(asF64(A[L]))));
    return;
  case Op::FPExt:
    LANES(ofF64(double(asF32(A[L]))));
    return;
  case Op::FPToUI:
  case Op::FPToSI: {
    bool Signed = I.Opcode == Op::FPToSI;
    if (From == 32)
      LANES(floatToInt(asF32(A[L]), To, Signed));
    else
      LANES(floatToInt(asF64(A[L]), To, Signed));
    return;
  }
  case Op::UIToFP:
    if (To == 32)
      LANES(ofF32(float(A[L] & maskBits(From))));
    else
      LANES(ofF64(double(A[L] & maskBits(From))));
    return;
  default:
    if (To == 32)
      LANES(ofF32(float(signExtend(A[L], From))));
    else
      LANES(ofF64(double(signExtend(A[L], From))));
    return;
  }
}

void Executor::execGep(Frame &Fr, const DecodedFunction &F, const DInst &I,
                       LaneMask M) {
  const uint64_t *Base = src(Fr, I.Ops[0]);
  uint64_t *D = dst(Fr, I.Dst);
  const uint64_t Off = uint64_t(I.Imm);
  LANES(Base[L] + Off);
  for (uint32_t K = 0; K < I.AuxCount; ++K) {
    const GepTerm &T = F.GepTerms[I.Aux + K];
    const uint64_t *Idx = src(Fr, T.Index);
    const unsigned Bits = T.Bits;
    const uint64_t Scale = uint64_t(T.Scale);
    LANES(D[L] + uint64_t(signExtend(Idx[L], Bits)) * Scale);
  }
}

void Executor::applyPhis(Frame &Fr, const DecodedFunction &F, const Edge &E,
                         LaneMask M) {
  if (Issue && E.PhiCount)
    Issue->Edges[Issue->Edges[0] ? 1 : 0] = &E;
  if (!E.ParallelCopy) {
    for (uint32_t K = 0; K < E.PhiCount; ++K) {
      const RowMove &Mv = F.PhiCopies[E.PhiBegin + K];
      const uint64_t *S = src(Fr, Mv.Src);
      uint64_t *D = dst(Fr, Mv.Dst);
      forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = S[L]; });
    }
    return;
  }
  Scratch.resize(size_t(E.PhiCount) * WS);
  for (uint32_t K = 0; K < E.PhiCount; ++K)
    std::copy_n(src(Fr, F.PhiCopies[E.PhiBegin + K].Src), WS,
                &Scratch[size_t(K) * WS]);
  for (uint32_t K = 0; K < E.PhiCount; ++K) {
    const uint64_t *S = &Scratch[size_t(K) * WS];
    uint64_t *D = dst(Fr, F.PhiCopies[E.PhiBegin + K].Dst);
    forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = S[L]; });
  }
}

bool Executor::execBranch(Warp &W, Frame &Fr, const DecodedFunction &F,
                          const DInst &I, LaneMask M) {
  charge(W, I, I.Class, M);
  SmallVector<BranchTarget, 4> Targets;
  auto Take = [&](uint32_t EdgeIdx, LaneMask Lanes) {
    if (!Lanes)
      return;
    const Edge &E = F.Edges[EdgeIdx];
    applyPhis(Fr, F, E, Lanes);
    for (BranchTarget &T : Targets)
      if (T.Block == E.Block) {
        T.Mask |= Lanes;
        return;
      }
    Targets.push_back({E.Block, Lanes});
  };
  if (I.Opcode == Op::Br) {
    Take(I.Aux, M);
  } else if (I.Opcode == Op::CondBr) {
    const uint64_t *C = src(Fr, I.Ops[0]);
    LaneMask T = 0;
    forLanes(M, FullMask, WS,
             [&](unsigned L) { T |= LaneMask(C[L] & 1) << L; });
    Take(I.Aux, T);
    Take(I.Aux + 1, M & ~T);
    if (CollectBranches) {
      LaneMask Per[2] = {T, M & ~T};
      countBranch(W, I, M, Per, Targets.size() > 1);
    }
  } else {
    const uint64_t *C = src(Fr, I.Ops[0]);
    SmallVector<LaneMask, 8> PerEdge(I.AuxCount, 0);
    forLanes(M, FullMask, WS, [&](unsigned L) {
      uint32_t Hit = 0;
      for (uint32_t K = 1; K < I.AuxCount; ++K)
        if (F.SwitchValues[I.Imm + K - 1] == C[L]) {
          Hit = K;
          break;
        }
      PerEdge[Hit] |= LaneMask(1) << L;
    });
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      Take(I.Aux + K, PerEdge[K]);
    if (CollectBranches)
      countBranch(W, I, M, PerEdge, Targets.size() > 1);
  }
  if (RM.branch(*Fr.RS, F, I.Block, Targets))
    ++Stats.DivergentBranches;
  uint64_t Depth = RM.depth(*Fr.RS) + W.OuterEntries;
  Stats.MaxSimtStackDepth = std::max(Stats.MaxSimtStackDepth, Depth);
  return true;
}

void Executor::countBranch(Warp &W, const DInst &I, LaneMask M,
                           ArrayRef<LaneMask> PerSuccessor, bool Split) {
  BranchCounters &BC = Branches[CurFunc][I.Block];
  ++BC.Executions;
  BC.Splits += Split;
  BC.Lanes += uint64_t(__builtin_popcountll(M));
  if (BC.SuccessorLanes.size() < PerSuccessor.size())
    BC.SuccessorLanes.resize(PerSuccessor.size());
  for (size_t K = 0; K < PerSuccessor.size(); ++K)
    BC.SuccessorLanes[K] += uint64_t(__builtin_popcountll(PerSuccessor[K]));
  int32_t &Slot = W.BranchSlot[BlockBase[CurFunc] + I.Block];
  if (Slot < 0) {
    Slot = int32_t(W.SlotBranch.size());
    W.SlotBranch.push_back({CurFunc, I.Block});
    W.SlotLaneCounts.resize(W.SlotLaneCounts.size() + 64, 0);
    W.SlotSides.push_back(0);
    ++BC.Warps;
  }
  for (size_t K = 0; K < PerSuccessor.size() && K < 2; ++K)
    if (PerSuccessor[K])
      W.SlotSides[size_t(Slot)] |= uint8_t(1u << K);
  uint32_t *Counts = &W.SlotLaneCounts[size_t(Slot) * 64];
  for (LaneMask Rest = M; Rest; Rest &= Rest - 1)
    ++Counts[__builtin_ctzll(Rest)];
}

void Executor::foldBranchLanes(const Warp &W) {
  for (size_t Slot = 0; Slot < W.SlotBranch.size(); ++Slot) {
    const uint32_t *Counts = &W.SlotLaneCounts[Slot * 64];
    auto [Func, Block] = W.SlotBranch[Slot];
    BranchCounters &BC = Branches[Func][Block];
    BC.LaneMax += *std::max_element(Counts, Counts + 64);
    if (BC.SuccessorLanes.size() != 2 || W.LinearBlock >= BlockMix::MaxBlocks)
      continue;
    if (BC.PerBlock.size() <= W.LinearBlock)
      BC.PerBlock.resize(W.LinearBlock + 1);
    BlockWarps &B = BC.PerBlock[W.LinearBlock];
    switch (W.SlotSides[Slot]) {
    case 1:
      ++B.First;
      break;
    case 2:
      ++B.Second;
      break;
    case 3:
      ++B.Both;
      break;
    default: // Executed with no lanes: cannot happen, counted as neither.
      break;
    }
  }
}

bool Executor::execCall(Warp &W, const DecodedFunction &F, const DInst &I,
                        LaneMask M) {
  charge(W, I, I.Class, M);
  if (W.Depth >= 256)
    return fault("call depth limit (256) exceeded",
                 unsigned(__builtin_ctzll(M)));
  if (W.Depth == W.Frames.size())
    W.Frames.emplace_back();
  Frame &Caller = W.Frames[W.Depth - 1];
  Frame &Callee = W.Frames[W.Depth];
  const DecodedFunction &CF = DM.Funcs[I.Imm];
  Callee.Func = uint32_t(I.Imm);
  Callee.Regs.resize(size_t(CF.NumRows) * WS);
  for (uint32_t K = 0; K < I.AuxCount; ++K) {
    uint32_t Row = CF.ParamRows[K];
    uint32_t End =
        K + 1 < CF.ParamRows.size() ? CF.ParamRows[K + 1] : CF.NumParamRows;
    for (uint32_t R = Row; R < End; ++R)
      std::copy_n(src(Caller, operandRow(F.CallArgs[I.Aux + K], R - Row)), WS,
                  &Callee.Regs[size_t(R) * WS]);
  }
  Callee.RetDst = I.Dst;
  Callee.LocalBase = Caller.LocalBase + F.FrameBytes;
  W.OuterEntries += RM.depth(*Caller.RS);
  ++W.Depth;
  if (!Callee.RS)
    Callee.RS = RM.createState();
  RM.enter(*Callee.RS, CF, M);
  uint64_t Depth = 1 + W.OuterEntries;
  Stats.MaxSimtStackDepth = std::max(Stats.MaxSimtStackDepth, Depth);
  return true;
}

void Executor::execInlineAsm(Warp &W, Frame &Fr, const DecodedFunction &F,
                             const DInst &I, LaneMask M) {
  charge(W, I, I.Class, M);
  const AsmProgram &P = F.Asms[I.Imm];
  AsmRegs.resize(size_t(WS) * AsmRegsPerLane);
  uint64_t *Regs = AsmRegs.data();
  forLanes(M, FullMask, WS, [&](unsigned L) {
    for (uint32_t K = 0; K < I.AuxCount; ++K)
      Regs[L * AsmRegsPerLane + P.NumOutputs + K] =
          src(Fr, F.CallArgs[I.Aux + K])[L];
  });
  runPTXAsmWarp(P, Regs, M & FullMask, WS);
  forLanes(M, FullMask, WS, [&](unsigned L) {
    for (unsigned O = 0; O < P.NumOutputs; ++O)
      dst(Fr, I.Dst + O)[L] = Regs[L * AsmRegsPerLane + O];
  });
}

bool Executor::execRet(Warp &W, const DInst &I, LaneMask M) {
  charge(W, I, I.Class, M);
  Frame &Fr = W.Frames[W.Depth - 1];
  if (W.Depth > 1) {
    Frame &Caller = W.Frames[W.Depth - 2];
    if (Fr.RetDst >= 0)
      for (unsigned R = 0; R < I.NumElts; ++R) {
        const uint64_t *S = src(Fr, operandRow(I.Ops[0], R));
        uint64_t *D = dst(Caller, Fr.RetDst + R);
        forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = S[L]; });
      }
  } else {
    W.Live &= ~M;
  }
  RM.retire(*Fr.RS, M);
  return true;
}
