//===- Intrinsics.cpp - Warp executor: intrinsics -------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Execution of the intrinsic kinds of Intrinsics.h. Warp-level operations
/// (votes, shuffles with PTX shfl.sync lane/clamp semantics, redux, match)
/// see all active lanes at once; __syncthreads suspends the warp
/// (arriveAtBarrier of WarpState.h; the block loop or the SM timing model
/// releases it with releaseBarrier there). Convergence barrier operations
/// and warp synchronizations go to the reconvergence model, which decides
/// whether the group waits (ITSModel.h) or not (IPDOMModel.h). Approximate NVVM
/// operations (ex2.approx, rsqrt.approx, div.approx, ...) are computed with the
/// host's correctly rounded or libm operation: deterministic, but not
/// bit-identical to a GPU's approximation. Non-default rounding modes use
/// fesetround.
///
//===----------------------------------------------------------------------===//

#include "Intrinsics.h"
#include "Executor.h"

#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"
#include <cfenv>
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {

inline float asF32(uint64_t V) { return bit_cast<float>(uint32_t(V)); }
inline double asF64(uint64_t V) { return bit_cast<double>(V); }
inline uint64_t ofF32(float F) { return bit_cast<uint32_t>(F); }
inline uint64_t ofF64(double D) { return bit_cast<uint64_t>(D); }

float ftz(float F) {
  return std::fpclassify(F) == FP_SUBNORMAL ? std::copysign(0.0f, F) : F;
}

int hostRounding(uint8_t Mode) {
  switch (Mode) {
  case RoundZero:
    return FE_TOWARDZERO;
  case RoundDown:
    return FE_DOWNWARD;
  case RoundUp:
    return FE_UPWARD;
  default:
    return FE_TONEAREST;
  }
}

/// Runs \p Fn under rounding mode \p Mode.
template <typename T, typename Fn> T rounded(uint8_t Mode, Fn F) {
  if (Mode == RoundNearest)
    return F();
  std::fesetround(hostRounding(Mode));
  volatile T R = F();
  std::fesetround(FE_TONEAREST);
  return R;
}

double roundInt(double V, uint8_t Mode) {
  switch (Mode) {
  case RoundZero:
    return std::trunc(V);
  case RoundDown:
    return std::floor(V);
  case RoundUp:
    return std::ceil(V);
  default:
    return std::nearbyint(V);
  }
}

uint64_t toInt(double V, unsigned Bits, bool Unsigned) {
  if (std::isnan(V))
    return 0;
  if (Unsigned) {
    if (V <= 0)
      return 0;
    if (V >= std::ldexp(1.0, Bits))
      return maskBits(Bits);
    return uint64_t(V);
  }
  double Hi = std::ldexp(1.0, Bits - 1);
  if (V >= Hi)
    return maskBits(Bits - 1);
  if (V <= -Hi)
    return (uint64_t(1) << (Bits - 1)) & maskBits(Bits);
  return uint64_t(int64_t(V)) & maskBits(Bits);
}

template <typename T> T unaryMath(IK K, T X) {
  switch (K) {
  case IK::Sqrt:
    return std::sqrt(X);
  case IK::Rsqrt:
    return T(1) / std::sqrt(X);
  case IK::Rcp:
    return T(1) / X;
  case IK::Fabs:
    return std::fabs(X);
  case IK::Floor:
    return std::floor(X);
  case IK::Ceil:
    return std::ceil(X);
  case IK::FTrunc:
    return std::trunc(X);
  case IK::Rint:
    return std::nearbyint(X);
  case IK::Round:
    return std::round(X);
  case IK::Exp2:
    return std::exp2(X);
  case IK::Log2:
    return std::log2(X);
  case IK::Exp:
    return std::exp(X);
  case IK::Log:
    return std::log(X);
  case IK::Sin:
    return std::sin(X);
  case IK::Cos:
    return std::cos(X);
  default: // Saturate
    return std::isnan(X) ? T(0) : std::fmin(std::fmax(X, T(0)), T(1));
  }
}

template <typename T> T binaryMath(IK K, T A, T B, uint8_t Rnd) {
  switch (K) {
  case IK::FAddR:
    return rounded<T>(Rnd, [&] { return A + B; });
  case IK::FMulR:
    return rounded<T>(Rnd, [&] { return A * B; });
  case IK::FDivR:
    return rounded<T>(Rnd, [&] { return A / B; });
  case IK::MinNum:
    return std::fmin(A, B);
  case IK::MaxNum:
    return std::fmax(A, B);
  case IK::Minimum:
    return std::isnan(A) || std::isnan(B)
               ? A + B
               : (A == B ? (std::signbit(A) ? A : B) : std::fmin(A, B));
  case IK::Maximum:
    return std::isnan(A) || std::isnan(B)
               ? A + B
               : (A == B ? (std::signbit(A) ? B : A) : std::fmax(A, B));
  case IK::CopySign:
    return std::copysign(A, B);
  default:
    return std::pow(A, B);
  }
}

/// The FPClassTest bit (llvm/ADT/FloatingPointMode.h) of the IEEE value with
/// raw bits \p V, binary32 when \p F32, else binary64.
uint64_t fpClassOf(uint64_t V, bool F32) {
  const unsigned ManBits = F32 ? 23 : 52, ExpBits = F32 ? 8 : 11;
  const uint64_t Man = V & maskBits(ManBits);
  const uint64_t Exp = (V >> ManBits) & maskBits(ExpBits);
  const bool Neg = (V >> (ManBits + ExpBits)) & 1;
  if (Exp == maskBits(ExpBits)) {
    if (Man)
      return (Man >> (ManBits - 1)) & 1 ? fcQNan : fcSNan;
    return Neg ? fcNegInf : fcPosInf;
  }
  if (Exp == 0) {
    if (Man)
      return Neg ? fcNegSubnormal : fcPosSubnormal;
    return Neg ? fcNegZero : fcPosZero;
  }
  return Neg ? fcNegNormal : fcPosNormal;
}

bool isUnaryFloat(IK K) { return K >= IK::Sqrt && K <= IK::Saturate; }
bool isBinaryFloat(IK K) { return K >= IK::FAddR && K <= IK::Pow; }

} // namespace

bool Executor::execIntrinsic(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  IK K = IK(I.Imm);
  charge(W, I, I.Class, M);
  if (K >= IK::ImplicitArgPtr) {
    execAMDGPU(Fr, I, M);
    return true;
  }
  if (K <= IK::Zero) {
    execSpecialReg(W, Fr, I, M);
    return true;
  }
  if (K <= IK::WarpSync)
    return execWarpOp(W, Fr, I, M);
  if (K == IK::Trap)
    return fault("trap", unsigned(__builtin_ctzll(M)));
  if (K == IK::AssertFail)
    return assertFail(Fr, I, M);
  if (K == IK::Printf) {
    execPrintf(W, Fr, I, M);
    return true;
  }
  if (K == IK::MemSet || K == IK::MemCopy)
    return execMemTransfer(W, Fr, I, M);
  if (K == IK::VecReduce) {
    execVectorReduce(Fr, I, M);
    return true;
  }
  if (K >= IK::Sqrt && K <= IK::F2F) {
    execFloatIntrinsic(Fr, I, M);
    return true;
  }
  execIntIntrinsic(Fr, I, M);
  return true;
}

#define LANES(EXPR)                                                            \
  forLanes(M, FullMask, WS, [&](unsigned L) { D[L] = (EXPR); })

std::string Executor::readString(uint64_t Addr, unsigned Max) {
  std::string S;
  AddrSpace Space;
  for (unsigned I = 0; I < Max; ++I) {
    const uint8_t *P = Mem.translate(Addr + I, 1, Space);
    if (!P || !*P)
      break;
    S.push_back(char(*P));
  }
  return S;
}

/// vprintf(format, args) of each lane of \p M, in lane order: the text
/// goes to PrintfLines with the lane's thread; the call returns 0 (CUDA's
/// vprintf returns the argument count, which clang's printf ignores).
void Executor::execPrintf(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  uint64_t *D = dst(Fr, I.Dst);
  const uint64_t *Fmt = src(Fr, I.Ops[0]), *Args = src(Fr, I.Ops[1]);
  uint64_t Block =
      (uint64_t(Ctx.CtaId[2]) * Ctx.Grid[1] + Ctx.CtaId[1]) * Ctx.Grid[0] +
      Ctx.CtaId[0];
  uint64_t PerBlock = uint64_t(Ctx.Block[0]) * Ctx.Block[1] * Ctx.Block[2];
  forLanes(M, FullMask, WS, [&](unsigned L) {
    D[L] = 0;
    if (PrintfLines.size() >= MaxPrintfLines) {
      ++PrintfDropped;
      return;
    }
    auto ReadArg = [&](uint64_t Offset, unsigned Size, uint64_t &Out) {
      AddrSpace Space;
      const uint8_t *P = Mem.translate(Args[L] + Offset, Size, Space);
      if (!P)
        return false;
      Out = 0;
      std::memcpy(&Out, P, Size);
      return true;
    };
    auto ReadStr = [&](uint64_t Addr) { return readString(Addr); };
    const std::array<uint32_t, 3> &T = W.Tid[L];
    uint64_t Thread =
        (uint64_t(T[2]) * Ctx.Block[1] + T[1]) * Ctx.Block[0] + T[0];
    PrintfLines.push_back(
        {Block * PerBlock + Thread,
         formatDevicePrintf(readString(Fmt[L], 4096), ReadArg, ReadStr)});
  });
}

bool Executor::assertFail(Frame &Fr, const DInst &I, LaneMask M) {
  unsigned L = unsigned(__builtin_ctzll(M));
  std::string Msg = readString(src(Fr, I.Ops[0])[L]);
  std::string File = readString(src(Fr, I.Ops[1])[L]);
  uint64_t Line = src(Fr, I.Ops[2])[L] & 0xffffffffu;
  return fault(formatv("assertion '{0}' failed ({1}:{2})", Msg, File, Line), L);
}

void Executor::execSpecialReg(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  uint64_t *D = dst(Fr, I.Dst);
  const unsigned Dim = I.Pred;
  const uint64_t Mk = maskBits(I.Bits);
  switch (IK(I.Imm)) {
  case IK::Tid:
    LANES(W.Tid[L][Dim]);
    return;
  case IK::NTid:
    LANES(Ctx.Block[Dim]);
    return;
  case IK::CtaId:
    LANES(Ctx.CtaId[Dim]);
    return;
  case IK::NCtaId:
    LANES(Ctx.Grid[Dim]);
    return;
  case IK::LaneId:
    LANES(L);
    return;
  case IK::WarpSizeReg:
    LANES(WS);
    return;
  case IK::WarpId:
    LANES(W.Index);
    return;
  case IK::NWarpId:
    LANES(Ctx.WarpsPerBlock);
    return;
  case IK::Clock:
    LANES(W.Cycles & Mk);
    return;
  case IK::LaneMaskEq:
    LANES(uint64_t(1) << L);
    return;
  case IK::LaneMaskLt:
    LANES((uint64_t(1) << L) - 1);
    return;
  case IK::LaneMaskLe:
    LANES(((uint64_t(1) << L) << 1) - 1);
    return;
  case IK::LaneMaskGt:
    LANES(FullMask & ~(((uint64_t(1) << L) << 1) - 1));
    return;
  case IK::LaneMaskGe:
    LANES(FullMask & ~((uint64_t(1) << L) - 1));
    return;
  default:
    LANES(0);
    return;
  }
}

/// Source lane of shfl.sync per the PTX ISA; \p Valid receives pval.
unsigned lockstep::sim::shflSource(IK K, unsigned Lane, uint64_t B, uint64_t C,
                                   bool &Valid) {
  unsigned Seg = (C >> 8) & 0x1f, CVal = C & 0x1f, Delta = B & 0x1f;
  unsigned MaxLane = (Lane & Seg) | (CVal & ~Seg), MinLane = Lane & Seg;
  int J;
  switch (K) {
  case IK::ShflUp:
    J = int(Lane) - int(Delta);
    Valid = J >= int(MaxLane);
    break;
  case IK::ShflDown:
    J = int(Lane + Delta);
    Valid = J <= int(MaxLane);
    break;
  case IK::ShflBfly:
    J = int(Lane ^ Delta);
    Valid = J <= int(MaxLane);
    break;
  default:
    J = int(MinLane | (Delta & ~Seg));
    Valid = J <= int(MaxLane);
    break;
  }
  return Valid ? unsigned(J) : Lane;
}

namespace {
uint64_t reduxStep(unsigned Op, uint64_t A, uint64_t B) {
  int32_t SA = int32_t(A), SB = int32_t(B);
  switch (Op) {
  case 0:
    return (A + B) & 0xffffffffu;
  case 1:
    return uint32_t(std::min(SA, SB));
  case 2:
    return uint32_t(std::max(SA, SB));
  case 3:
    return std::min(A, B);
  case 4:
    return std::max(A, B);
  case 5:
    return A & B;
  case 6:
    return A | B;
  default:
    return A ^ B;
  }
}
} // namespace

/// Convergence barrier operations, and warp syncs that must wait, end the
/// run of group \p G at instruction \p PC: the reconvergence model may run
/// another group next. Returns false for every other intrinsic.
bool Executor::endsRun(Warp &W, Frame &Fr, ConvergenceGroup &G,
                       const DecodedFunction &F, const DInst &I, uint32_t PC) {
  IK K = IK(I.Imm);
  if (K == IK::ConvBarrier) {
    charge(W, I, I.Class, G.Mask);
    G.PC = PC + 1;
    RM.barrier(*Fr.RS, F, BarrierOp(I.Pred), I.Aux, I.AuxCount, PC);
    return true;
  }
  return K > IK::ActiveMask && K <= IK::WarpSync &&
         waitsForLanes(Fr, I, PC, G.Mask);
}

/// Warp synchronization (bar.warp.sync and the *.sync data exchanges): the
/// lanes named by the member mask (first active lane's value) must run the
/// instruction together. Returns true if the model suspends the group until
/// they arrive (ITS); the instruction then runs again with them. Non-sync
/// votes name no lanes.
bool Executor::waitsForLanes(Frame &Fr, const DInst &I, uint32_t PC,
                             LaneMask M) {
  IK K = IK(I.Imm);
  if (K >= IK::VoteAny && K <= IK::VoteBallot && !I.Pred)
    return false;
  unsigned MaskOp = K == IK::Redux ? 1 : 0;
  LaneMask Named = src(Fr, I.Ops[MaskOp])[__builtin_ctzll(M)] & FullMask;
  if (!(Named & ~M))
    return false; // Every named lane is here (the common case).
  // An exchange's kind: its opcode and qualifiers (vote mode, redux
  // operation, match width), which the PTX ISA requires to be the same.
  uint32_t Kind = K == IK::WarpSync ? WarpSyncAnyInstance
                                    : uint32_t(K) | uint32_t(I.Pred) << 8 |
                                          uint32_t(I.SrcBits) << 16;
  return RM.warpSync(*Fr.RS, Named, PC, Kind);
}

/// The instructions and lanes of the *.sync exchange \p I runs with lanes
/// \p M: I and the other instructions the model released with it
/// (ReconvergenceModel::exchangePartners). Empty if another member already
/// executed it for every member.
SmallVector<Executor::ExchangePart, 2>
Executor::exchangeParts(Frame &Fr, const DInst &I, LaneMask M) {
  SmallVector<ConvergenceGroup, 2> Others;
  bool Done = false;
  RM.exchangePartners(*Fr.RS, CurInst, Others, Done);
  SmallVector<ExchangePart, 2> Parts;
  if (Done)
    return Parts;
  Parts.push_back({&I, M});
  for (const ConvergenceGroup &G : Others)
    Parts.push_back({&DM.Funcs[Fr.Func].Insts[G.PC], G.Mask});
  return Parts;
}

/// Operand \p Op of an exchange per lane, each lane from its own
/// instruction (lanes of no part from the first, as a lone instruction
/// reads them).
void Executor::gatherOperand(const Frame &Fr, ArrayRef<ExchangePart> Parts,
                             unsigned Op, std::vector<uint64_t> &Out) const {
  const uint64_t *A = src(Fr, Parts[0].I->Ops[Op]);
  Out.assign(A, A + WS);
  for (const ExchangePart &P : Parts.drop_front()) {
    const uint64_t *V = src(Fr, P.I->Ops[Op]);
    forLanes(P.M, FullMask, WS, [&](unsigned L) { Out[L] = V[L]; });
  }
}

bool Executor::execWarpOp(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  IK K = IK(I.Imm);
  if (K == IK::WarpSync)
    return true;
  if (K == IK::ActiveMask) {
    uint64_t *D = dst(Fr, I.Dst);
    LANES(M & 0xffffffffu);
    return true;
  }
  if (K >= IK::VoteAny && K <= IK::VoteBallot && !I.Pred) {
    execExchange(Fr, K, {{&I, M}});
    return true;
  }
  execExchange(Fr, K, exchangeParts(Fr, I, M));
  return true;
}

/// Executes a vote, shuffle, reduction or match once for the lanes of every
/// part, each lane with its own instruction's operands and results.
void Executor::execExchange(Frame &Fr, IK K, ArrayRef<ExchangePart> Parts) {
  if (Parts.empty())
    return; // Executed by another member of the exchange.
  LaneMask U = 0;
  for (const ExchangePart &P : Parts)
    U |= P.M;
  auto Write = [&](unsigned Row, auto Value) {
    for (const ExchangePart &P : Parts) {
      uint64_t *D = dst(Fr, P.I->Dst + Row);
      forLanes(P.M, FullMask, WS, [&](unsigned L) { D[L] = Value(L); });
    }
  };
  if (K >= IK::VoteAny && K <= IK::VoteBallot) {
    gatherOperand(Fr, Parts, Parts[0].I->Pred, Scratch);
    LaneMask Ballot = 0;
    forLanes(U, FullMask, WS,
             [&](unsigned L) { Ballot |= LaneMask(Scratch[L] & 1) << L; });
    uint64_t V = K == IK::VoteAny   ? Ballot != 0
                 : K == IK::VoteAll ? Ballot == U
                 : K == IK::VoteUni ? (Ballot == 0 || Ballot == U)
                                    : Ballot & 0xffffffffu;
    Write(0, [&](unsigned) { return V; });
    return;
  }
  if (K >= IK::ShflIdx && K <= IK::ShflBfly) {
    execShuffle(Fr, K, Parts);
    return;
  }
  if (K == IK::Redux) {
    gatherOperand(Fr, Parts, 0, Scratch);
    unsigned First = unsigned(__builtin_ctzll(U));
    uint64_t Acc = Scratch[First] & 0xffffffffu;
    for (LaneMask R = U & (U - 1); R; R &= R - 1)
      Acc = reduxStep(Parts[0].I->Pred, Acc,
                      Scratch[__builtin_ctzll(R)] & 0xffffffffu);
    Write(0, [&](unsigned) { return Acc; });
    return;
  }
  // match.any / match.all: operands (mask, value).
  gatherOperand(Fr, Parts, 1, Scratch);
  auto Same = [&](unsigned L) {
    LaneMask S = 0;
    for (LaneMask R = U; R; R &= R - 1)
      if (Scratch[__builtin_ctzll(R)] == Scratch[L])
        S |= LaneMask(1) << __builtin_ctzll(R);
    return S;
  };
  if (K == IK::MatchAny) {
    Write(0, Same);
    return;
  }
  Write(1, [&](unsigned L) { return uint64_t(Same(L) == U); });
  Write(0, [&](unsigned L) { return Same(L) == U ? U : 0; });
}

/// shfl.sync: each lane reads the value operand of its source lane, as that
/// lane's instruction gives it.
void Executor::execShuffle(Frame &Fr, IK K, ArrayRef<ExchangePart> Parts) {
  gatherOperand(Fr, Parts, 1, Scratch);
  for (const ExchangePart &P : Parts) {
    const uint64_t *B = src(Fr, P.I->Ops[2]), *C = src(Fr, P.I->Ops[3]);
    uint64_t *D = dst(Fr, P.I->Dst);
    uint64_t *Pv = (P.I->Flags & FlagPredOut) ? dst(Fr, P.I->Dst + 1) : nullptr;
    forLanes(P.M, FullMask, WS, [&](unsigned L) {
      bool Valid;
      unsigned J = shflSource(K, L, B[L], C[L], Valid);
      D[L] = Scratch[J < WS ? J : L];
      if (Pv)
        Pv[L] = Valid;
    });
  }
}

void Executor::execFloatIntrinsic(Frame &Fr, const DInst &I, LaneMask M) {
  IK K = IK(I.Imm);
  const uint64_t *A = src(Fr, I.Ops[0]), *B = src(Fr, I.Ops[1]),
                 *C = src(Fr, I.Ops[2]);
  uint64_t *D = dst(Fr, I.Dst);
  const bool F32 = I.Bits == 32, Ftz = I.Flags & FlagFTZ;
  const uint8_t Rnd = I.Pred;
  auto In = [&](const uint64_t *P, unsigned L) {
    return Ftz ? ftz(asF32(P[L])) : asF32(P[L]);
  };
  auto Out = [&](float F) { return ofF32(Ftz ? ftz(F) : F); };
  if (isUnaryFloat(K)) {
    if (F32)
      LANES(Out(unaryMath<float>(K, In(A, L))));
    else
      LANES(ofF64(unaryMath<double>(K, asF64(A[L]))));
    return;
  }
  if (isBinaryFloat(K)) {
    if (F32)
      LANES(Out(binaryMath<float>(K, In(A, L), In(B, L), Rnd)));
    else
      LANES(ofF64(binaryMath<double>(K, asF64(A[L]), asF64(B[L]), Rnd)));
    return;
  }
  switch (K) {
  case IK::Fma:
    if (F32)
      LANES(Out(rounded<float>(
          Rnd, [&] { return std::fma(In(A, L), In(B, L), In(C, L)); })));
    else
      LANES(ofF64(rounded<double>(Rnd, [&] {
        return std::fma(asF64(A[L]), asF64(B[L]), asF64(C[L]));
      })));
    return;
  case IK::F2I: {
    const bool U = I.Flags & FlagUnsigned;
    if (I.SrcBits == 32)
      LANES(toInt(roundInt(In(A, L), Rnd), I.Bits, U));
    else
      LANES(toInt(roundInt(asF64(A[L]), Rnd), I.Bits, U));
    return;
  }
  case IK::D2IHi:
    LANES(A[L] >> 32);
    return;
  case IK::D2ILo:
    LANES(A[L] & 0xffffffffu);
    return;
  case IK::LoHiI2D:
    LANES((B[L] << 32) | (A[L] & 0xffffffffu));
    return;
  case IK::IsFpClass:
    LANES(uint64_t((fpClassOf(A[L], I.SrcBits == 32) & B[L]) != 0));
    return;
  case IK::I2F: {
    const bool U = I.Flags & FlagUnsigned;
    const unsigned SB = I.SrcBits;
    auto Val = [&](unsigned L) {
      return U ? double(A[L] & maskBits(SB)) : double(signExtend(A[L], SB));
    };
    if (F32)
      LANES(ofF32(rounded<float>(Rnd, [&] {
        return U ? float(A[L] & maskBits(SB)) : float(signExtend(A[L], SB));
      })));
    else
      LANES(ofF64(rounded<double>(Rnd, [&] { return Val(L); })));
    return;
  }
  default: // F2F: double -> float.
    LANES(Out(rounded<float>(Rnd, [&] { return float(asF64(A[L])); })));
    return;
  }
}

namespace {
uint64_t reverseBits(uint64_t V, unsigned Bits) {
  uint64_t R = 0;
  for (unsigned I = 0; I < Bits; ++I)
    R |= ((V >> I) & 1) << (Bits - 1 - I);
  return R;
}
uint64_t byteSwap(uint64_t V, unsigned Bits) {
  return __builtin_bswap64(V) >> (64 - Bits);
}
uint64_t mulHi(uint64_t A, uint64_t B, unsigned Bits, bool U) {
  if (U)
    return uint64_t((unsigned __int128)(A & maskBits(Bits)) *
                        (B & maskBits(Bits)) >>
                    Bits) &
           maskBits(Bits);
  __int128 P = (__int128)signExtend(A, Bits) * signExtend(B, Bits);
  return uint64_t(P >> Bits) & maskBits(Bits);
}
/// prmt (default mode): result byte I is byte (C >> 4I) & 7 of B:A, or its
/// sign replicated when bit 3 of the selector is set.
uint64_t permuteBytes(uint64_t A, uint64_t B, uint64_t C) {
  uint64_t Src = (B << 32) | (A & 0xffffffffu), R = 0;
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Sel = (C >> (4 * I)) & 0xf;
    uint64_t Byte = (Src >> (8 * (Sel & 7))) & 0xff;
    if (Sel & 8)
      Byte = (Byte & 0x80) ? 0xff : 0;
    R |= Byte << (8 * I);
  }
  return R;
}

/// with.overflow and saturating arithmetic: {result, overflow}.
std::pair<uint64_t, bool> overflowOp(IK K, uint64_t A, uint64_t B,
                                     unsigned Bits, bool U) {
  const uint64_t Mk = maskBits(Bits);
  __int128 X = U ? __int128(A & Mk) : __int128(signExtend(A, Bits));
  __int128 Y = U ? __int128(B & Mk) : __int128(signExtend(B, Bits));
  __int128 R = (K == IK::AddOv || K == IK::AddSat)   ? X + Y
               : (K == IK::SubOv || K == IK::SubSat) ? X - Y
                                                     : X * Y;
  __int128 Lo = U ? 0 : -(__int128(1) << (Bits - 1));
  __int128 Hi = U ? __int128(Mk) : (__int128(1) << (Bits - 1)) - 1;
  bool Ov = R < Lo || R > Hi;
  if (K == IK::AddSat || K == IK::SubSat)
    R = R < Lo ? Lo : R > Hi ? Hi : R;
  return {uint64_t(R) & Mk, Ov};
}
} // namespace

namespace {
/// One step of a VecReduce of \p Bits-wide elements (canonical rows:
/// integers zero-extended, floats as their bits).
uint64_t reduceStep(ReduceOp Op, uint64_t A, uint64_t B, unsigned Bits) {
  const uint64_t Mk = maskBits(Bits);
  auto S = [&](uint64_t V) { return signExtend(V, Bits); };
  auto Float = [&](IK K) -> uint64_t {
    if (Bits == 32)
      return ofF32(binaryMath<float>(K, asF32(A), asF32(B), RoundNearest));
    return ofF64(binaryMath<double>(K, asF64(A), asF64(B), RoundNearest));
  };
  switch (Op) {
  case ReduceOp::Add:
    return (A + B) & Mk;
  case ReduceOp::Mul:
    return (A * B) & Mk;
  case ReduceOp::And:
    return A & B;
  case ReduceOp::Or:
    return A | B;
  case ReduceOp::Xor:
    return A ^ B;
  case ReduceOp::SMax:
    return S(A) > S(B) ? A : B;
  case ReduceOp::SMin:
    return S(A) < S(B) ? A : B;
  case ReduceOp::UMax:
    return std::max(A, B);
  case ReduceOp::UMin:
    return std::min(A, B);
  case ReduceOp::FAdd:
    return Float(IK::FAddR);
  case ReduceOp::FMul:
    return Float(IK::FMulR);
  case ReduceOp::FMax:
    return Float(IK::MaxNum);
  case ReduceOp::FMin:
    return Float(IK::MinNum);
  case ReduceOp::FMaximum:
    return Float(IK::Maximum);
  case ReduceOp::FMinimum:
    return Float(IK::Minimum);
  }
  return A;
}
} // namespace

void Executor::execVectorReduce(Frame &Fr, const DInst &I, LaneMask M) {
  auto Op = ReduceOp(I.Pred);
  bool Start = Op == ReduceOp::FAdd || Op == ReduceOp::FMul;
  uint64_t *D = dst(Fr, I.Dst);
  forLanes(M, FullMask, WS, [&](unsigned L) {
    uint64_t Acc = Start ? src(Fr, I.Ops[1])[L] : src(Fr, I.Ops[0])[L];
    for (unsigned E = Start ? 0 : 1; E < I.AuxCount; ++E)
      Acc = reduceStep(Op, Acc, src(Fr, operandRow(I.Ops[0], E))[L], I.Bits);
    D[L] = Acc;
  });
}

void Executor::execIntIntrinsic(Frame &Fr, const DInst &I, LaneMask M) {
  IK K = IK(I.Imm);
  const uint64_t *A = src(Fr, I.Ops[0]), *B = src(Fr, I.Ops[1]),
                 *C = src(Fr, I.Ops[2]);
  uint64_t *D = dst(Fr, I.Dst);
  const unsigned Bits = I.Bits;
  const uint64_t Mk = maskBits(Bits);
  const bool U = I.Flags & FlagUnsigned;
  auto S = [&](const uint64_t *P, unsigned L) {
    return signExtend(P[L], Bits);
  };
  switch (K) {
  case IK::SMin:
    LANES(S(A, L) < S(B, L) ? A[L] : B[L]);
    return;
  case IK::SMax:
    LANES(S(A, L) > S(B, L) ? A[L] : B[L]);
    return;
  case IK::UMin:
    LANES(std::min(A[L], B[L]));
    return;
  case IK::UMax:
    LANES(std::max(A[L], B[L]));
    return;
  case IK::Abs:
    LANES(uint64_t(S(A, L) < 0 ? -S(A, L) : S(A, L)) & Mk);
    return;
  case IK::Ctpop:
    LANES(uint64_t(__builtin_popcountll(A[L] & Mk)));
    return;
  case IK::Ctlz:
    LANES((A[L] & Mk) ? uint64_t(__builtin_clzll(A[L] & Mk) - (64 - Bits))
                      : Bits);
    return;
  case IK::Cttz:
    LANES((A[L] & Mk) ? uint64_t(__builtin_ctzll(A[L])) : Bits);
    return;
  case IK::BitReverse:
    LANES(reverseBits(A[L], Bits));
    return;
  case IK::Bswap:
    LANES(byteSwap(A[L], Bits));
    return;
  case IK::Fshl:
    LANES(C[L] % Bits ? ((A[L] << (C[L] % Bits)) |
                         ((B[L] & Mk) >> (Bits - C[L] % Bits))) &
                            Mk
                      : A[L]);
    return;
  case IK::Fshr:
    LANES(C[L] % Bits ? ((A[L] << (Bits - C[L] % Bits)) |
                         ((B[L] & Mk) >> (C[L] % Bits))) &
                            Mk
                      : B[L]);
    return;
  case IK::MulHi:
    LANES(mulHi(A[L], B[L], Bits, U));
    return;
  case IK::Copy:
    LANES(A[L]);
    return;
  case IK::Prmt:
    LANES(permuteBytes(A[L], B[L], C[L]));
    return;
  case IK::Sad:
    LANES(((U ? (A[L] > B[L] ? A[L] - B[L] : B[L] - A[L])
              : uint64_t(std::abs(S(A, L) - S(B, L)))) +
           C[L]) &
          Mk);
    return;
  case IK::AddOv:
  case IK::SubOv:
  case IK::MulOv:
  case IK::AddSat:
  case IK::SubSat: {
    uint64_t *Ov =
        (K == IK::AddSat || K == IK::SubSat) ? nullptr : dst(Fr, I.Dst + 1);
    forLanes(M, FullMask, WS, [&](unsigned L) {
      auto [R, O] = overflowOp(K, A[L], B[L], Bits, U);
      D[L] = R;
      if (Ov)
        Ov[L] = O;
    });
    return;
  }
  default:
    return; // Every kind reaching here is listed above.
  }
}

/// __syncthreads: the whole warp arrives (WarpState.h) or it faults.
bool Executor::syncThreads(Warp &W, Frame &Fr, const DInst &I, LaneMask M) {
  charge(W, I, I.Class, M);
  if (M != W.Live)
    return fault(formatv("barrier reached by only part of warp {0} (active "
                         "lanes {1:x}, live lanes {2:x})",
                         W.Index, (unsigned long long)M,
                         (unsigned long long)W.Live),
                 unsigned(__builtin_ctzll(M)));
  arriveAtBarrier(W, I, CurFunc, CurInst, M,
                  I.Pred ? src(Fr, I.Ops[I.SrcBits]) : nullptr,
                  Issue != nullptr);
  return true;
}
