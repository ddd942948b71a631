//===- SequenceAlignment.cpp - Affine-gap alignment in O(nm) time ---------===//
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
/// The inner loops read flat int32 arrays built once per alignment: each
/// element's class and first two operands become small integers (operands
/// interned to dense ids), so a cell compares integers. Each DP row is
/// computed in two sweeps, with results identical to the cell-by-cell
/// recurrence: a vectorisable one for everything that depends only on the
/// previous row (deletions, matches), then a scalar prefix maximum for the
/// insertion runs along the row (a run's open cost is paid once, so the best
/// insertion into column j is the best of the columns before it minus
/// GapOpen, a one-instruction dependency per cell). On CPUs with AVX2 the
/// forward pass does both sweeps at once, eight columns at a time, the prefix
/// maximum in registers (hidden option -cf-meld-align-simd=false turns that
/// off; the results are the same).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/SequenceAlignment.h"

#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>
#include <cassert>
#include <climits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define LOCKSTEP_ALIGN_AVX2 1
#include <immintrin.h>
#define LOCKSTEP_TARGET_AVX2 __attribute__((target("avx2")))
#endif

using namespace lockstep;
using namespace lockstep::meld;

static llvm::cl::opt<bool> SIMDOpt(
    "cf-meld-align-simd", llvm::cl::Hidden, llvm::cl::init(true),
    llvm::cl::cat(getLockstepCategory()),
    llvm::cl::desc("Use the AVX2 row kernel of instruction alignment when the "
                   "CPU has it (same results as the portable one)"));

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

/// The input as flat int32 arrays, built once per alignment. A negative
/// class never matches (A's become -1, B's -2). The first two operands of
/// each element become dense ids, 0 standing for both "no operand" and a null
/// operand (a pointer comparison treats them alike).
struct FlatInput {
  const AlignInput &In;
  std::vector<int32_t> ClassA, Op0A, Op1A, ClassB, Op0B, Op1B;
  std::vector<uint8_t> RestA; ///< A[I] has more than two operands.

  explicit FlatInput(const AlignInput &In);
  /// Operands past the first two of A[I] that differ from B[J]'s.
  int restDiffer(unsigned I, unsigned J) const;
};

/// Elements of B in a window's order, as the row loops read them.
struct Columns {
  std::vector<int32_t> Class, Op0, Op1;
  std::vector<unsigned> Index; ///< Position in B.
  void load(const FlatInput &F, const Window &V);
};
} // namespace

FlatInput::FlatInput(const AlignInput &In) : In(In) {
  llvm::DenseMap<const void *, int32_t> Ids;
  auto Id = [&](const std::vector<const void *> &Ops, unsigned K,
                unsigned End) -> int32_t {
    if (K >= End || !Ops[K])
      return 0;
    return Ids.try_emplace(Ops[K], int32_t(Ids.size() + 1)).first->second;
  };
  for (unsigned I = 0, N = In.sizeA(); I < N; ++I) {
    unsigned Begin = In.OpBeginA[I], End = In.OpBeginA[I + 1];
    ClassA.push_back(In.ClassA[I] < 0 ? -1 : In.ClassA[I]);
    Op0A.push_back(Id(In.OpsA, Begin, End));
    Op1A.push_back(Id(In.OpsA, Begin + 1, End));
    RestA.push_back(End - Begin > 2);
  }
  for (unsigned J = 0, M = In.sizeB(); J < M; ++J) {
    unsigned Begin = In.OpBeginB[J], End = In.OpBeginB[J + 1];
    ClassB.push_back(In.ClassB[J] < 0 ? -2 : In.ClassB[J]);
    Op0B.push_back(Id(In.OpsB, Begin, End));
    Op1B.push_back(Id(In.OpsB, Begin + 1, End));
  }
}

int FlatInput::restDiffer(unsigned I, unsigned J) const {
  unsigned RA = In.OpBeginA[I] + 2, EA = In.OpBeginA[I + 1];
  unsigned RB = std::min(In.OpBeginB[J] + 2, In.OpBeginB[J + 1]);
  int Differ = 0;
  for (unsigned K = 0; RA + K < EA; ++K)
    Differ += In.OpsA[RA + K] != In.OpsB[RB + K];
  return Differ;
}

void Columns::load(const FlatInput &F, const Window &V) {
  Class.resize(V.NB), Op0.resize(V.NB), Op1.resize(V.NB), Index.resize(V.NB);
  for (unsigned J = 0; J < V.NB; ++J) {
    unsigned B = V.b(J);
    Class[J] = F.ClassB[B], Op0[J] = F.Op0B[B], Op1[J] = F.Op1B[B];
    Index[J] = B;
  }
}

/// The score of matching A[I] with column J, before the extra operands.
static inline int matchBase(int Lat, int Sel, int O0, int O1, int B0, int B1) {
  return Lat - (B0 != O0 ? Sel : 0) - (B1 != O1 ? Sel : 0);
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

int64_t meld::scoreSharingSelects(const AlignInput &In,
                                  llvm::ArrayRef<AlignStep> Steps) {
  llvm::SmallVector<std::pair<const void *, const void *>, 16> Pairs;
  for (const AlignStep &S : Steps) {
    if (S.Kind != AlignKind::Match)
      continue;
    unsigned BA = In.OpBeginA[S.IndexA], EA = In.OpBeginA[S.IndexA + 1];
    unsigned BB = In.OpBeginB[S.IndexB];
    for (unsigned K = 0; K + BA < EA; ++K)
      if (In.OpsA[BA + K] != In.OpsB[BB + K])
        Pairs.push_back({In.OpsA[BA + K], In.OpsB[BB + K]});
  }
  int64_t Score = scoreAlignment(In, Steps);
  if (Pairs.size() < 2)
    return Score;
  llvm::sort(Pairs);
  size_t Distinct = std::unique(Pairs.begin(), Pairs.end()) - Pairs.begin();
  return Score + int64_t(Pairs.size() - Distinct) * In.SelectCost;
}

static Alignment finish(const AlignInput &In, std::vector<AlignStep> Steps) {
  Alignment R;
  R.Steps = std::move(Steps);
  R.Score = scoreAlignment(In, R.Steps);
  R.SharedScore = scoreSharingSelects(In, R.Steps);
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

/// argMax3 without branches, for the vectorised row loops.
static inline int argMax3Flat(int M, int X, int Y, int &Best) {
  bool TakeX = X > M;
  int B = TakeX ? X : M;
  bool TakeY = Y > B;
  Best = TakeY ? Y : B;
  return TakeY ? SY : int(TakeX);
}

namespace {
/// The rows of the full Gotoh program: previous (P) and current (C) scores
/// ending in a match (M), a deletion (X) or an insertion (Y).
struct GotohRows {
  std::vector<int> PM, PX, PY, CM, CX, CY;
  explicit GotohRows(unsigned W)
      : PM(W, NegInf), PX(W, NegInf), PY(W, NegInf), CM(W), CX(W), CY(W) {}
  void next() { std::swap(PM, CM), std::swap(PX, CX), std::swap(PY, CY); }
};
} // namespace

/// Row I + 1 of the full program, the M and X states (they depend on the
/// previous row only) and their traceback bits.
template <bool Rest>
static void gotohRowMX(const FlatInput &F, unsigned I, const Columns &Cols,
                       GotohRows &R, uint8_t *__restrict Row) {
  const int G = F.In.GapOpen, Sel = F.In.SelectCost, Lat = F.In.LatA[I];
  const int Cls = F.ClassA[I], O0 = F.Op0A[I], O1 = F.Op1A[I];
  const int32_t *__restrict BC = Cols.Class.data(),
                            *__restrict B0 = Cols.Op0.data(),
                            *__restrict B1 = Cols.Op1.data();
  const int *__restrict PM = R.PM.data(), *__restrict PX = R.PX.data(),
                        *__restrict PY = R.PY.data();
  int *__restrict CM = R.CM.data(), *__restrict CX = R.CX.data();
  for (unsigned J = 0, M = Cols.Class.size(); J < M; ++J) {
    int Best, S = matchBase(Lat, Sel, O0, O1, B0[J], B1[J]);
    if (Rest && BC[J] == Cls)
      S -= F.restDiffer(I, Cols.Index[J]) * Sel;
    int TM = argMax3Flat(PM[J], PX[J], PY[J], Best);
    bool Eq = BC[J] == Cls;
    CM[J + 1] = Eq ? Best + S : NegInf;
    int TX = argMax3Flat(PM[J + 1] - G, PX[J + 1], PY[J + 1] - G, CX[J + 1]);
    Row[J + 1] = uint8_t((Eq ? TM : 0) | TX << 2);
  }
}

/// The Y state of the current row (insertions run along it): a prefix
/// maximum, then its traceback bits.
static void gotohRowY(unsigned M, int G, GotohRows &R,
                      uint8_t *__restrict Row) {
  const int *__restrict CM = R.CM.data(), *__restrict CX = R.CX.data();
  int *__restrict CY = R.CY.data();
  int Y = CY[0];
  for (unsigned J = 1; J <= M; ++J)
    CY[J] = Y = std::max(Y, std::max(CM[J - 1], CX[J - 1]) - G);
  for (unsigned J = 1; J <= M; ++J) {
    int Best;
    int TY = argMax3Flat(CM[J - 1] - G, CX[J - 1] - G, CY[J - 1], Best);
    Row[J] |= uint8_t(TY << 4);
  }
}

Alignment meld::alignFull(const AlignInput &In) {
  const unsigned N = In.sizeA(), M = In.sizeB(), W = M + 1;
  const int G = In.GapOpen;
  FlatInput F(In);
  Columns Cols;
  Cols.load(F, Window{In, 0, N, 0, M, false});
  GotohRows R(W);
  // Traceback: bits 0-1 previous state of M, 2-3 of X, 4-5 of Y.
  std::vector<uint8_t> TB(size_t(N + 1) * W, 0);
  R.PM[0] = 0;
  for (unsigned J = 1; J <= M; ++J) {
    R.PY[J] = -G;
    TB[J] = (J == 1 ? SM : SY) << 4;
  }
  for (unsigned I = 1; I <= N; ++I) {
    uint8_t *Row = &TB[size_t(I) * W];
    R.CM[0] = NegInf, R.CY[0] = NegInf, R.CX[0] = -G;
    Row[0] = (I == 1 ? SM : SX) << 2;
    if (F.RestA[I - 1])
      gotohRowMX<true>(F, I - 1, Cols, R, Row);
    else
      gotohRowMX<false>(F, I - 1, Cols, R, Row);
    // argMax3 prefers M, then X; Y's own continuation is its third slot.
    gotohRowY(M, G, R, Row);
    R.next();
  }
  int Best;
  uint8_t S = argMax3(R.PM[M], R.PX[M], R.PY[M], Best);
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

/// First sweep of one row of the forward pass (the hot loop), for A[I]: the
/// deletion scores D[j] updated in place from the previous row \p Prev, and
/// Cur[j] the best of ending in a deletion or in a match at column j.
template <bool Rest>
static void forwardSweep(const FlatInput &F, unsigned I, const Columns &Cols,
                         const int *__restrict Prev, int *__restrict Cur,
                         int *__restrict D) {
  const int G = F.In.GapOpen, Sel = F.In.SelectCost, Lat = F.In.LatA[I];
  const int Cls = F.ClassA[I], O0 = F.Op0A[I], O1 = F.Op1A[I];
  const int32_t *__restrict BC = Cols.Class.data(),
                            *__restrict B0 = Cols.Op0.data(),
                            *__restrict B1 = Cols.Op1.data();
  for (unsigned J = 0, NB = Cols.Class.size(); J < NB; ++J) {
    int Dv = std::max(D[J + 1], Prev[J + 1] - G);
    D[J + 1] = Dv;
    int S = matchBase(Lat, Sel, O0, O1, B0[J], B1[J]);
    if (Rest && BC[J] == Cls)
      S -= F.restDiffer(I, Cols.Index[J]) * Sel;
    // Read Prev[J] unconditionally: a conditional load stops vectorisation.
    int Diag = Prev[J];
    int Match = BC[J] == Cls ? Diag + S : NegInf;
    Cur[J + 1] = std::max(Dv, Match);
  }
}

/// Second sweep: insertion runs along the row, Cur[0] being the row's
/// column-0 score. With GapOpen >= 0 the best insertion into column j is
/// max over k < j of Cur[k] - GapOpen, whatever Cur[k] became.
static void insertionSweep(int *__restrict Cur, unsigned NB, int G) {
  if (G < 0) {
    int Left = Cur[0], Ins = NegInf;
    for (unsigned J = 1; J <= NB; ++J) {
      Ins = std::max(Ins, Left - G);
      Cur[J] = Left = std::max(Cur[J], Ins);
    }
    return;
  }
  int Ins = Cur[0] - G;
  for (unsigned J = 1; J <= NB; ++J) {
    int E = Cur[J];
    Cur[J] = std::max(E, Ins);
    Ins = std::max(Ins, E - G);
  }
}

#ifdef LOCKSTEP_ALIGN_AVX2
/// The lanes of \p V moved up by \p K, NegInf shifted into the bottom ones.
template <int K> LOCKSTEP_TARGET_AVX2 static inline __m256i shiftUp(__m256i V) {
  const __m256i Idx = _mm256_setr_epi32(
      0, std::max(1 - K, 0), std::max(2 - K, 0), std::max(3 - K, 0),
      std::max(4 - K, 0), std::max(5 - K, 0), std::max(6 - K, 0), 7 - K);
  return _mm256_blend_epi32(_mm256_permutevar8x32_epi32(V, Idx),
                            _mm256_set1_epi32(NegInf), (1 << K) - 1);
}

LOCKSTEP_TARGET_AVX2 static inline __m256i load8(const int *P) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(P));
}

/// Both sweeps of a row of A's element \p I at once, eight columns at a
/// time (A[I] has at most two operands, GapOpen >= 0): the insertion scores
/// are an in-register prefix maximum carried from block to block.
LOCKSTEP_TARGET_AVX2 static void forwardRowAVX2(const FlatInput &F, unsigned I,
                                                const Columns &Cols,
                                                const int *__restrict Prev,
                                                int *__restrict Cur,
                                                int *__restrict D) {
  const int G = F.In.GapOpen, Sel = F.In.SelectCost, Lat = F.In.LatA[I];
  const int Cls = F.ClassA[I], O0 = F.Op0A[I], O1 = F.Op1A[I];
  const int32_t *BC = Cols.Class.data(), *B0 = Cols.Op0.data(),
                *B1 = Cols.Op1.data();
  const unsigned NB = Cols.Class.size();
  const __m256i VG = _mm256_set1_epi32(G), VSel = _mm256_set1_epi32(Sel),
                VLat = _mm256_set1_epi32(Lat), VCls = _mm256_set1_epi32(Cls),
                VO0 = _mm256_set1_epi32(O0), VO1 = _mm256_set1_epi32(O1),
                VNeg = _mm256_set1_epi32(NegInf), Last = _mm256_set1_epi32(7);
  __m256i Carry = _mm256_set1_epi32(Cur[0] - G);
  unsigned J = 0;
  for (; J + 8 <= NB; J += 8) {
    __m256i Dv = _mm256_max_epi32(load8(D + J + 1),
                                  _mm256_sub_epi32(load8(Prev + J + 1), VG));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(D + J + 1), Dv);
    __m256i S = _mm256_sub_epi32(
        _mm256_sub_epi32(
            VLat,
            _mm256_andnot_si256(_mm256_cmpeq_epi32(load8(B0 + J), VO0), VSel)),
        _mm256_andnot_si256(_mm256_cmpeq_epi32(load8(B1 + J), VO1), VSel));
    __m256i Match =
        _mm256_blendv_epi8(VNeg, _mm256_add_epi32(load8(Prev + J), S),
                           _mm256_cmpeq_epi32(load8(BC + J), VCls));
    __m256i E = _mm256_max_epi32(Dv, Match);
    __m256i X = _mm256_sub_epi32(E, VG);
    X = _mm256_max_epi32(X, shiftUp<1>(X));
    X = _mm256_max_epi32(X, shiftUp<2>(X));
    X = _mm256_max_epi32(X, shiftUp<4>(X));
    __m256i Ins = _mm256_max_epi32(Carry, shiftUp<1>(X));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(Cur + J + 1),
                        _mm256_max_epi32(E, Ins));
    Carry = _mm256_max_epi32(Carry, _mm256_permutevar8x32_epi32(X, Last));
  }
  int Ins = _mm256_cvtsi256_si32(Carry);
  for (; J < NB; ++J) {
    int Dv = std::max(D[J + 1], Prev[J + 1] - G);
    D[J + 1] = Dv;
    int S = matchBase(Lat, Sel, O0, O1, B0[J], B1[J]);
    int E = std::max(Dv, BC[J] == Cls ? Prev[J] + S : NegInf);
    Cur[J + 1] = std::max(E, Ins);
    Ins = std::max(Ins, E - G);
  }
}
#endif

/// Whether rows go to forwardRowAVX2.
static bool useAVX2() {
#ifdef LOCKSTEP_ALIGN_AVX2
  static const bool HasAVX2 = __builtin_cpu_supports("avx2");
  return HasAVX2 && SIMDOpt;
#else
  return false;
#endif
}

namespace {
/// Scratch rows of the forward passes, reused through the recursion.
struct PassRows {
  Columns Cols;
  std::vector<int> Prev;
};
} // namespace

/// Forward pass of Myers-Miller over the first \p Rows rows of \p V: H[j] is
/// the best score at (Rows, j), D[j] the best ending in a deletion. A
/// deletion run down column 0 costs \p TB instead of GapOpen.
static void forwardPass(const FlatInput &F, const Window &V, unsigned Rows,
                        int TB, std::vector<int> &H, std::vector<int> &D,
                        PassRows &P) {
  const int G = F.In.GapOpen;
  P.Cols.load(F, V);
  H.assign(V.NB + 1, -G);
  D.assign(V.NB + 1, NegInf);
  P.Prev.resize(V.NB + 1);
  H[0] = 0;
  const bool AVX2 = G >= 0 && useAVX2();
  for (unsigned I = 1; I <= Rows; ++I) {
    std::swap(H, P.Prev);
    unsigned A = V.a(I - 1);
    H[0] = -TB;
#ifdef LOCKSTEP_ALIGN_AVX2
    if (AVX2 && !F.RestA[A]) {
      forwardRowAVX2(F, A, P.Cols, P.Prev.data(), H.data(), D.data());
      continue;
    }
#endif
    if (F.RestA[A])
      forwardSweep<true>(F, A, P.Cols, P.Prev.data(), H.data(), D.data());
    else
      forwardSweep<false>(F, A, P.Cols, P.Prev.data(), H.data(), D.data());
    insertionSweep(H.data(), V.NB, G);
  }
  D[0] = Rows ? H[0] : NegInf;
}

int64_t meld::optimalScore(const AlignInput &In) {
  std::vector<int> H, D;
  PassRows P;
  FlatInput F(In);
  Window V{In, 0, In.sizeA(), 0, In.sizeB(), false};
  forwardPass(F, V, In.sizeA(), In.GapOpen, H, D, P);
  return H[In.sizeB()];
}

namespace {
/// The recursion of Myers-Miller, appending steps in order.
class MyersMiller {
  const AlignInput &In;
  FlatInput F;
  std::vector<AlignStep> &Out;
  std::vector<int> H, D, RH, RD;
  PassRows P;

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
      : In(In), F(In), Out(Out) {}
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
  forwardPass(F, Window{In, A0, NA, B0, NB, false}, Mid, TB, H, D, P);
  forwardPass(F, Window{In, A0, NA, B0, NB, true}, NA - Mid, TE, RH, RD, P);
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
