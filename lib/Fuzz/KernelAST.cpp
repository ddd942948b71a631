//===- KernelAST.cpp - Random statement trees and their mutation ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// buildStmts draws statements from weighted tables (straight-line code,
/// control flow, converged-only operations); the second side of an if/else,
/// the other cases of a switch and the sides of bitonic-sort shaped regions
/// are usually derived from the first one by mutateStmts, so that melding
/// finds well-aligned pairs.
///
//===----------------------------------------------------------------------===//

#include "KernelAST.h"

using namespace lockstep::fuzz;

namespace {

struct Weighted {
  SK Kind;
  unsigned Weight;
};

const Weighted StraightKernel[] = {
    {SK::IntBin, 20},     {SK::IntDiv, 5},    {SK::IntSelect, 6},
    {SK::IntMinMax, 4},   {SK::LoadIn, 8},    {SK::LoadOut, 3},
    {SK::LoadShared, 3},  {SK::LoadExch, 3},  {SK::CallDev, 4},
    {SK::Ballot, 3},      {SK::VoteAny, 2},   {SK::FltToInt, 2},
    {SK::FltBin, 10},     {SK::FltSelect, 3}, {SK::LoadFin, 5},
    {SK::IntToFlt, 3},    {SK::StoreOut, 12}, {SK::StoreFout, 5},
    {SK::StoreShared, 6}, {SK::Atomic, 2},
};

const Weighted StraightDevFn[] = {
    {SK::IntBin, 20},
    {SK::IntDiv, 4},
    {SK::IntSelect, 5},
    {SK::IntMinMax, 4},
};

const Weighted Control[] = {
    {SK::IfElse, 30}, {SK::IfThen, 12},  {SK::IfAnd, 10},    {SK::Switch, 10},
    {SK::Loop, 12},   {SK::IfReturn, 5}, {SK::UniformIf, 4},
};

const Weighted Converged[] = {
    {SK::Barrier, 2},
    {SK::Exchange, 3},
    {SK::Shfl, 4},
};

template <size_t N> SK pick(Rng &R, const Weighted (&Table)[N]) {
  unsigned Total = 0;
  for (const Weighted &W : Table)
    Total += W.Weight;
  unsigned X = R.below(Total);
  for (const Weighted &W : Table) {
    if (X < W.Weight)
      return W.Kind;
    X -= W.Weight;
  }
  return Table[0].Kind;
}

Opnd randOpnd(Rng &R, unsigned ConstPercent = 20) {
  Opnd O;
  if (R.chance(ConstPercent)) {
    O.IsConst = true;
    O.Const = R.range(-8, 40);
  } else {
    O.Pick = R.chance(80) ? R.below(6) : R.below(24);
  }
  return O;
}

/// A condition operand pair: mostly value against a small constant, which
/// splits the lanes of a warp.
void addCondition(Rng &R, Stmt &S) {
  S.Ops.push_back(randOpnd(R, 0));
  S.Ops.push_back(randOpnd(R, 70));
  S.Pred = R.below(10);
}

class Builder {
public:
  Builder(Rng &R, const KernelShape &Shape, unsigned MaxDepth,
          unsigned MeldBias)
      : R(R), Shape(Shape), MaxDepth(MaxDepth), MeldBias(MeldBias) {}

  StmtList list(const BuildContext &C, unsigned Count) {
    StmtList L;
    for (unsigned I = 0; I < Count; ++I)
      L.push_back(stmt(C));
    return L;
  }

private:
  Rng &R;
  const KernelShape &Shape;
  unsigned MaxDepth;
  unsigned MeldBias;

  Stmt stmt(const BuildContext &C) {
    if (C.TopLevel && !C.InDevFn && R.chance(12))
      return straight(pick(R, Converged));
    if (C.Depth < MaxDepth && R.chance(C.Depth == 0 ? 45 : 28))
      return control(C, pick(R, Control));
    return straight(C.InDevFn ? pick(R, StraightDevFn)
                              : pick(R, StraightKernel));
  }

  Stmt straight(SK Kind) {
    Stmt S;
    S.Kind = Kind;
    S.Op = R.below(16);
    S.Pred = R.below(10);
    S.Slot = R.below(Shape.Slots);
    S.Mode = R.chance(3) ? 1 : (R.chance(15) ? 2 : 0);
    for (unsigned I = 0; I < 4; ++I) {
      S.Ops.push_back(randOpnd(R));
      S.FOps.push_back(randOpnd(R));
    }
    return S;
  }

  /// Derived from \p First most of the time, fresh otherwise.
  StmtList sibling(const BuildContext &C, const StmtList &First) {
    if (R.chance(MeldBias))
      return mutateStmts(R, First);
    return list(C, R.range(1, 4));
  }

  Stmt control(const BuildContext &Outer, SK Kind) {
    if (Outer.InDevFn && (Kind == SK::IfReturn || Kind == SK::UniformIf))
      Kind = SK::IfElse;
    BuildContext C = Outer;
    C.Depth++;
    C.TopLevel = Kind == SK::UniformIf && Outer.TopLevel;
    Stmt S;
    S.Kind = Kind;
    addCondition(R, S);
    addCondition(R, S);
    S.Pred2 = R.below(10);
    S.Mode = R.below(2);
    switch (Kind) {
    case SK::IfElse:
    case SK::UniformIf:
    case SK::IfAnd: {
      StmtList A = R.chance(20) ? bitonicSide(C) : list(C, R.range(1, 5));
      S.Bodies.push_back(A);
      S.Bodies.push_back(sibling(C, A));
      break;
    }
    case SK::Switch: {
      unsigned Cases = R.range(2, 3);
      std::vector<int32_t> Vals = {0, 1, 2, 3};
      for (unsigned I = 0; I < Cases; ++I) {
        std::swap(Vals[I], Vals[I + R.below(4 - I)]);
        S.CaseVals.push_back(Vals[I]);
      }
      StmtList First = list(C, R.range(1, 4));
      S.Bodies.push_back(First);
      for (unsigned I = 0; I < Cases; ++I)
        S.Bodies.push_back(sibling(C, First));
      break;
    }
    default:
      S.Bodies.push_back(list(C, R.range(Kind == SK::IfReturn ? 0 : 1, 4)));
      break;
    }
    return S;
  }

  /// One side of a bitonic-sort shaped region: an if-then whose body the
  /// other side repeats with changed operands.
  StmtList bitonicSide(const BuildContext &C) {
    BuildContext Inner = C;
    Inner.Depth = MaxDepth; // Keep the inner region flat.
    Stmt S;
    S.Kind = SK::IfThen;
    addCondition(R, S);
    S.Bodies.push_back(list(Inner, R.range(2, 4)));
    StmtList L = list(Inner, R.range(0, 1));
    L.push_back(S);
    return L;
  }
};

void mutateOne(Rng &R, Stmt &S) {
  switch (R.below(5)) {
  case 0:
    if (!S.Ops.empty())
      S.Ops[R.below(S.Ops.size())] = randOpnd(R);
    break;
  case 1:
    if (!S.FOps.empty())
      S.FOps[R.below(S.FOps.size())] = randOpnd(R);
    break;
  case 2:
    S.Op = R.below(16);
    break;
  case 3:
    S.Slot = R.below(4);
    break;
  default:
    S.Pred = R.below(10);
    break;
  }
}

} // namespace

StmtList lockstep::fuzz::buildStmts(Rng &R, const KernelShape &Shape,
                                    const BuildContext &C, unsigned Count,
                                    unsigned MaxDepth, unsigned MeldBias) {
  return Builder(R, Shape, MaxDepth, MeldBias).list(C, Count);
}

StmtList lockstep::fuzz::mutateStmts(Rng &R, const StmtList &L) {
  StmtList Out;
  for (const Stmt &S : L) {
    if (R.chance(5))
      continue; // Dropped: a gap for the aligner.
    Stmt M = S;
    if (R.chance(30))
      mutateOne(R, M);
    for (StmtList &Body : M.Bodies)
      Body = mutateStmts(R, Body);
    Out.push_back(M);
    if (R.chance(3))
      Out.push_back(M); // Duplicated.
  }
  if (Out.empty() && !L.empty())
    Out.push_back(L.front());
  return Out;
}
