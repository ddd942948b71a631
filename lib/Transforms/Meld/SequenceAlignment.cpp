//===- SequenceAlignment.cpp - Affine-gap alignment in O(nm) time --------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The sequence alignment engines behind instruction alignment (DARM Section
/// IV-C): Gotoh's three-state dynamic program for affine gaps (here a gap run
/// costs GapOpen whatever its length), with a one-byte traceback per cell,
/// and the Myers-Miller refinement of Hirschberg's divide and conquer, which
/// finds an optimal alignment in O(nm) time and O(n + m) memory:
///
///   rows of A split at mid; forward DP on the top half, reverse DP on the
///   bottom half; the optimal path crosses row mid either at a lattice point
///   (type 1) or inside a deletion run (type 2, the run's open cost counted
///   once); recurse on the two halves.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include <algorithm>
#include <cassert>
#include <climits>

using namespace lockstep;
using namespace lockstep::meld;

namespace {
constexpr int NegInf = INT_MIN / 4;
enum State : uint8_t { SM = 0, SX = 1, SY = 2 };

/// A window on the input, optionally reversed, so one forward routine serves
/// both halves of Myers-Miller.
struct Window {
  const AlignInput &In;
  unsigned A0, NA, B0, NB;
  bool Rev;
  unsigned a(unsigned I) const { return Rev ? A0 + NA - 1 - I : A0 + I; }
  unsigned b(unsigned J) const { return Rev ? B0 + NB - 1 - J : B0 + J; }
};
} // namespace

/// One element in the packed form the inner loops read: the first two
/// operands inline (most instructions have at most two), the rest by range.
struct Packed {
  int Class;
  int Lat;
  const void *Op0, *Op1;
  unsigned RestBegin, RestEnd;
};

static Packed pack(int Class, int Lat, const std::vector<const void *> &Ops,
                   unsigned Begin, unsigned End) {
  Packed P{Class, Lat, nullptr, nullptr, Begin + 2, End};
  if (End > Begin)
    P.Op0 = Ops[Begin];
  if (End > Begin + 1)
    P.Op1 = Ops[Begin + 1];
  if (P.RestBegin > End)
    P.RestBegin = End;
  return P;
}

static Packed packA(const AlignInput &In, unsigned I) {
  return pack(In.ClassA[I] < 0 ? INT_MIN : In.ClassA[I], In.LatA[I], In.OpsA,
              In.OpBeginA[I], In.OpBeginA[I + 1]);
}

/// The B side of \p V in window order.
static void packB(const Window &V, std::vector<Packed> &Out) {
  Out.resize(V.NB);
  for (unsigned J = 0; J < V.NB; ++J) {
    unsigned B = V.b(J);
    Out[J] = pack(V.In.ClassB[B], 0, V.In.OpsB, V.In.OpBeginB[B],
                  V.In.OpBeginB[B + 1]);
  }
}

/// matchScore on packed elements of the same class (so the same operand
/// count).
static inline int packedScore(const AlignInput &In, const Packed &A,
                              const Packed &B) {
  int Differ = int(A.Op0 != B.Op0) + int(A.Op1 != B.Op1);
  for (unsigned K = 0, N = A.RestEnd - A.RestBegin; K < N; ++K)
    Differ += In.OpsA[A.RestBegin + K] != In.OpsB[B.RestBegin + K];
  return A.Lat - Differ * In.SelectCost;
}

void AlignInput::add(bool ToA, int Class, int Latency,
                     llvm::ArrayRef<const void *> Operands) {
  auto &Begin = ToA ? OpBeginA : OpBeginB;
  auto &Ops = ToA ? OpsA : OpsB;
  if (Begin.empty())
    Begin.push_back(0);
  Ops.insert(Ops.end(), Operands.begin(), Operands.end());
  Begin.push_back(Ops.size());
  (ToA ? ClassA : ClassB).push_back(Class);
  if (ToA)
    LatA.push_back(Latency);
}

int AlignInput::matchScore(unsigned I, unsigned J) const {
  unsigned BA = OpBeginA[I], EA = OpBeginA[I + 1], BB = OpBeginB[J];
  int Differ = 0;
  for (unsigned K = 0; K + BA < EA; ++K)
    Differ += OpsA[BA + K] != OpsB[BB + K];
  return LatA[I] - Differ * SelectCost;
}

int64_t meld::scoreAlignment(const AlignInput &In,
                             llvm::ArrayRef<AlignStep> Steps) {
  int64_t Score = 0;
  AlignKind Prev = AlignKind::Match;
  for (const AlignStep &S : Steps) {
    if (S.Kind == AlignKind::Match)
      Score += In.matchScore(S.IndexA, S.IndexB);
    else if (S.Kind != Prev)
      Score -= In.GapOpen;
    Prev = S.Kind;
  }
  return Score;
}

static Alignment finish(const AlignInput &In, std::vector<AlignStep> Steps) {
  Alignment R;
  R.Steps = std::move(Steps);
  R.Score = scoreAlignment(In, R.Steps);
  for (const AlignStep &S : R.Steps)
    R.Matches += S.Kind == AlignKind::Match;
  return R;
}

static uint8_t argMax3(int M, int X, int Y, int &Best) {
  Best = M;
  uint8_t S = SM;
  if (X > Best)
    Best = X, S = SX;
  if (Y > Best)
    Best = Y, S = SY;
  return S;
}

Alignment meld::alignFull(const AlignInput &In) {
  const unsigned N = In.sizeA(), M = In.sizeB(), W = M + 1;
  const int G = In.GapOpen;
  std::vector<int> PM(W, NegInf), PX(W, NegInf), PY(W, NegInf);
  std::vector<int> CM(W), CX(W), CY(W);
  // Traceback: bits 0-1 previous state of M, 2-3 of X, 4-5 of Y.
  std::vector<uint8_t> TB(size_t(N + 1) * W, 0);
  std::vector<Packed> BP;
  packB(Window{In, 0, N, 0, M, false}, BP);
  PM[0] = 0;
  for (unsigned J = 1; J <= M; ++J) {
    PY[J] = -G;
    TB[J] = (J == 1 ? SM : SY) << 4;
  }
  for (unsigned I = 1; I <= N; ++I) {
    uint8_t *Row = &TB[size_t(I) * W];
    CM[0] = NegInf, CY[0] = NegInf, CX[0] = -G;
    Row[0] = (I == 1 ? SM : SX) << 2;
    const Packed A = packA(In, I - 1);
    for (unsigned J = 1; J <= M; ++J) {
      int Best;
      uint8_t T = 0;
      CM[J] = NegInf;
      if (BP[J - 1].Class == A.Class) {
        T = argMax3(PM[J - 1], PX[J - 1], PY[J - 1], Best);
        CM[J] = Best + packedScore(In, A, BP[J - 1]);
      }
      T |= argMax3(PM[J] - G, PX[J], PY[J] - G, CX[J]) << 2;
      T |= argMax3(CM[J - 1] - G, CX[J - 1] - G, CY[J - 1], CY[J]) << 4;
      // argMax3 prefers M, then X; Y's own continuation is its third slot.
      Row[J] = T;
    }
    std::swap(PM, CM), std::swap(PX, CX), std::swap(PY, CY);
  }
  int Best;
  uint8_t S = argMax3(PM[M], PX[M], PY[M], Best);
  std::vector<AlignStep> Steps;
  unsigned I = N, J = M;
  while (I > 0 || J > 0) {
    uint8_t T = TB[size_t(I) * W + J];
    if (S == SM) {
      Steps.push_back({AlignKind::Match, I - 1, J - 1});
      S = T & 3, --I, --J;
    } else if (S == SX) {
      Steps.push_back({AlignKind::GapA, I - 1, 0});
      S = (T >> 2) & 3, --I;
    } else {
      Steps.push_back({AlignKind::GapB, 0, J - 1});
      // Slots for Y were (M, X, Y): map back to states.
      S = (T >> 4) & 3, --J;
    }
  }
  std::reverse(Steps.begin(), Steps.end());
  return finish(In, std::move(Steps));
}

/// One row of the forward pass (the hot loop): \p Rest says whether A's
/// element has operands beyond the two kept inline.
template <bool Rest>
static void forwardRow(const AlignInput &In, const Packed &A, int TB,
                       unsigned NB, int *__restrict Hp, int *__restrict Dp,
                       const Packed *__restrict BE) {
  const int G = In.GapOpen, Sel = In.SelectCost, Class = A.Class;
  const void *const Op0 = A.Op0, *const Op1 = A.Op1;
  int Diag = Hp[0];
  int Left = Hp[0] = -TB;
  int Ins = NegInf;
  for (unsigned J = 1; J <= NB; ++J) {
    const Packed &B = BE[J - 1];
    int Up = Hp[J];
    Ins = std::max(Ins, Left - G);
    int Dv = std::max(Dp[J], Up - G);
    Dp[J] = Dv;
    int Differ = int(Op0 != B.Op0) + int(Op1 != B.Op1);
    if (Rest && B.Class == Class)
      for (unsigned K = 0, N = A.RestEnd - A.RestBegin; K < N; ++K)
        Differ += In.OpsA[A.RestBegin + K] != In.OpsB[B.RestBegin + K];
    int Match = B.Class == Class ? Diag + A.Lat - Differ * Sel : NegInf;
    int Hv = std::max(std::max(Dv, Ins), Match);
    Diag = Up;
    Hp[J] = Left = Hv;
  }
}

/// Forward pass of Myers-Miller over the first \p Rows rows of \p V: H[j] is
/// the best score at (Rows, j), D[j] the best ending in a deletion. A
/// deletion run down column 0 costs \p TB instead of GapOpen.
static void forwardPass(const Window &V, unsigned Rows, int TB,
                        std::vector<int> &H, std::vector<int> &D,
                        std::vector<Packed> &BP) {
  packB(V, BP);
  H.assign(V.NB + 1, -V.In.GapOpen);
  D.assign(V.NB + 1, NegInf);
  H[0] = 0;
  for (unsigned I = 1; I <= Rows; ++I) {
    const Packed A = packA(V.In, V.a(I - 1));
    if (A.RestEnd > A.RestBegin)
      forwardRow<true>(V.In, A, TB, V.NB, H.data(), D.data(), BP.data());
    else
      forwardRow<false>(V.In, A, TB, V.NB, H.data(), D.data(), BP.data());
  }
  D[0] = Rows ? H[0] : NegInf;
}

int64_t meld::optimalScore(const AlignInput &In) {
  std::vector<int> H, D;
  std::vector<Packed> BP;
  Window V{In, 0, In.sizeA(), 0, In.sizeB(), false};
  forwardPass(V, In.sizeA(), In.GapOpen, H, D, BP);
  return H[In.sizeB()];
}

namespace {
/// The recursion of Myers-Miller, appending steps in order.
class MyersMiller {
  const AlignInput &In;
  std::vector<AlignStep> &Out;
  std::vector<int> H, D, RH, RD;
  std::vector<Packed> BP;

  void gapsA(unsigned A0, unsigned N) {
    for (unsigned I = 0; I < N; ++I)
      Out.push_back({AlignKind::GapA, A0 + I, 0});
  }
  void gapsB(unsigned B0, unsigned N) {
    for (unsigned J = 0; J < N; ++J)
      Out.push_back({AlignKind::GapB, 0, B0 + J});
  }
  void single(unsigned A0, unsigned B0, unsigned NB, int TB, int TE);

public:
  MyersMiller(const AlignInput &In, std::vector<AlignStep> &Out)
      : In(In), Out(Out) {}
  void run(unsigned A0, unsigned NA, unsigned B0, unsigned NB, int TB, int TE);
};
} // namespace

/// One row of A against NB > 0 elements of B.
void MyersMiller::single(unsigned A0, unsigned B0, unsigned NB, int TB,
                         int TE) {
  const int G = In.GapOpen;
  int Best = -std::min(TB, TE) - G;
  int BestJ = -1;
  for (unsigned J = 0; J < NB; ++J) {
    if (!In.compatible(A0, B0 + J))
      continue;
    int C = (J > 0 ? -G : 0) + In.matchScore(A0, B0 + J) +
            (NB - 1 - J > 0 ? -G : 0);
    if (C > Best)
      Best = C, BestJ = J;
  }
  if (BestJ < 0) {
    if (TB <= TE) {
      gapsA(A0, 1);
      gapsB(B0, NB);
    } else {
      gapsB(B0, NB);
      gapsA(A0, 1);
    }
    return;
  }
  gapsB(B0, BestJ);
  Out.push_back({AlignKind::Match, A0, B0 + unsigned(BestJ)});
  gapsB(B0 + BestJ + 1, NB - BestJ - 1);
}

void MyersMiller::run(unsigned A0, unsigned NA, unsigned B0, unsigned NB,
                      int TB, int TE) {
  if (NB == 0)
    return gapsA(A0, NA);
  if (NA == 0)
    return gapsB(B0, NB);
  if (NA == 1)
    return single(A0, B0, NB, TB, TE);
  const int G = In.GapOpen;
  unsigned Mid = NA / 2;
  forwardPass(Window{In, A0, NA, B0, NB, false}, Mid, TB, H, D, BP);
  forwardPass(Window{In, A0, NA, B0, NB, true}, NA - Mid, TE, RH, RD, BP);
  int64_t Best = int64_t(H[0]) + RH[NB];
  unsigned BestJ = 0;
  bool Type2 = false;
  for (unsigned J = 0; J <= NB; ++J) {
    int64_t C1 = int64_t(H[J]) + RH[NB - J];
    if (C1 > Best)
      Best = C1, BestJ = J, Type2 = false;
    int64_t C2 = int64_t(D[J]) + RD[NB - J] + G;
    if (C2 > Best)
      Best = C2, BestJ = J, Type2 = true;
  }
  if (!Type2) {
    run(A0, Mid, B0, BestJ, TB, G);
    run(A0 + Mid, NA - Mid, B0 + BestJ, NB - BestJ, G, TE);
    return;
  }
  run(A0, Mid - 1, B0, BestJ, TB, 0);
  gapsA(A0 + Mid - 1, 2);
  run(A0 + Mid + 1, NA - Mid - 1, B0 + BestJ, NB - BestJ, 0, TE);
}

Alignment meld::alignLinearSpace(const AlignInput &In) {
  std::vector<AlignStep> Steps;
  Steps.reserve(In.sizeA() + In.sizeB());
  MyersMiller(In, Steps).run(0, In.sizeA(), 0, In.sizeB(), In.GapOpen,
                             In.GapOpen);
  return finish(In, std::move(Steps));
}

Alignment meld::align(const AlignInput &In, uint64_t CellLimit) {
  if (uint64_t(In.sizeA()) * In.sizeB() <= CellLimit)
    return alignFull(In);
  return alignLinearSpace(In);
}
