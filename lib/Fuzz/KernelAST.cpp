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

#include "llvm/ADT/STLExtras.h"

using namespace lockstep::fuzz;

namespace {

struct Weighted {
  SK Kind;
  unsigned Weight;
  /// An if/else whose sides call one device function (issue 13).
  bool SideCalls = false;
  /// An if/else with a loop on each side (FeatureWeights::TwinLoops).
  bool TwinLoops = false;
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

/// The control statements and their weights; the unstructured ones come
/// from the options. Statements a context cannot hold (a goto scope in a
/// device function) are rewritten by Builder::control.
std::vector<Weighted> controlTable(const FeatureWeights &W) {
  return {{SK::IfElse, 30},
          {SK::IfThen, 12},
          {SK::IfAnd, 10},
          {SK::Switch, 10},
          {SK::Loop, 12},
          {SK::IfReturn, W.EarlyReturn},
          {SK::UniformIf, 4},
          {SK::ShortCircuit, W.ShortCircuit},
          {SK::GotoScope, W.Goto},
          {SK::LoopEntry, W.LoopEntry},
          {SK::Irreducible, W.Irreducible},
          {SK::IfElse, W.SideCalls, /*SideCalls=*/true},
          {SK::BlockIf, W.BlockBranch},
          {SK::IfElse, W.TwinLoops, false, /*TwinLoops=*/true},
          {SK::CoveredSwitch, W.CoveredSwitch}};
}

const Weighted Converged[] = {
    {SK::Barrier, 2},
    {SK::Exchange, 3},
    {SK::Shfl, 4},
};

/// The index of the drawn entry.
size_t pickIndex(Rng &R, llvm::ArrayRef<Weighted> Table) {
  unsigned Total = 0;
  for (const Weighted &W : Table)
    Total += W.Weight;
  unsigned X = R.below(Total);
  for (size_t I = 0; I < Table.size(); ++I) {
    if (X < Table[I].Weight)
      return I;
    X -= Table[I].Weight;
  }
  return 0;
}

SK pick(Rng &R, llvm::ArrayRef<Weighted> Table) {
  return Table[pickIndex(R, Table)].Kind;
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
          unsigned MeldBias, const FeatureWeights &W)
      : R(R), Shape(Shape), MaxDepth(MaxDepth), MeldBias(MeldBias), W(W),
        Control(controlTable(W)) {}

  StmtList list(const BuildContext &C, unsigned Count) {
    StmtList L;
    for (unsigned I = 0; I < Count; ++I) {
      Stmt S = stmt(C);
      if (W.Annotations && !C.InDevFn)
        annotate(C, L, S);
      L.push_back(std::move(S));
    }
    return L;
  }

private:
  Rng &R;
  const KernelShape &Shape;
  unsigned MaxDepth;
  unsigned MeldBias;
  const FeatureWeights &W;
  std::vector<Weighted> Control;
  unsigned NextLabel = 1; ///< Labels of the well-placed annotations.
  /// Stray markers use labels StrayLabel to StrayLabel + 3 (apart from the
  /// well-placed ones): some pair up into arbitrary regions, the rest are
  /// refused as bad annotations.
  static constexpr unsigned StrayLabel = 64;

  Stmt stmt(const BuildContext &C) {
    if (W.Annotations && R.below(2000) < W.Annotations)
      return marker(R.below(3), StrayLabel + R.below(4),
                    R.below(Shape.NumDevFns));
    if (C.TopLevel && !C.InDevFn && R.chance(12))
      return straight(quiet(pick(R, Converged)));
    if (C.Depth < MaxDepth && R.chance(C.Depth == 0 ? 45 : 28)) {
      size_t I = pickIndex(R, Control);
      if (Control[I].TwinLoops)
        return twinLoops(C);
      Stmt S = control(C, Control[I].Kind);
      if (Control[I].SideCalls && !C.InDevFn)
        addSideCalls(S);
      return S;
    }
    Stmt S = straight(C.InDevFn ? pick(R, StraightDevFn)
                                : quiet(pick(R, StraightKernel)));
    // Drawn only when the feature is on: seeds keep their kernels.
    if (S.Kind == SK::IntBin && W.InlineAsm && R.below(100) < W.InlineAsm)
      S.Kind = SK::AsmInt;
    return S;
  }

  /// In a kernel whose threads do not communicate, a statement that would
  /// becomes its per-thread counterpart.
  SK quiet(SK Kind) const {
    if (Shape.Communicates)
      return Kind;
    switch (Kind) {
    case SK::LoadShared:
    case SK::LoadExch:
      return SK::LoadIn;
    case SK::StoreShared:
    case SK::Atomic:
      return SK::StoreOut;
    case SK::Ballot:
    case SK::VoteAny:
    case SK::Barrier:
    case SK::Exchange:
    case SK::Shfl:
      return SK::IntBin;
    default:
      return Kind;
    }
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

  /// Kinds a device function cannot hold (returns, kernel arguments, goto
  /// scopes with returns, special registers) become plain if/else.
  static SK allowedKind(const BuildContext &C, SK Kind) {
    if (!C.InDevFn)
      return Kind;
    switch (Kind) {
    case SK::IfReturn:
    case SK::UniformIf:
    case SK::GotoScope:
    case SK::BlockIf:
      return SK::IfElse;
    default:
      return Kind;
    }
  }

  Stmt control(const BuildContext &Outer, SK Kind) {
    Kind = allowedKind(Outer, Kind);
    BuildContext C = Outer;
    C.Depth++;
    C.TopLevel =
        (Kind == SK::UniformIf || Kind == SK::BlockIf) && Outer.TopLevel;
    Stmt S;
    S.Kind = Kind;
    addCondition(R, S);
    addCondition(R, S);
    S.Pred2 = R.below(10);
    S.Mode = R.below(2);
    switch (Kind) {
    case SK::IfElse:
    case SK::UniformIf:
    case SK::IfAnd:
    case SK::ShortCircuit:
    case SK::BlockIf:
    case SK::Irreducible: {
      StmtList A = R.chance(20) ? bitonicSide(C) : list(C, R.range(1, 5));
      S.Bodies.push_back(A);
      S.Bodies.push_back(sibling(C, A));
      break;
    }
    case SK::CoveredSwitch: {
      S.CaseVals = {0, 1, 2, 3};
      StmtList First = list(C, R.range(1, 4));
      S.Bodies.push_back(First);
      for (unsigned I = 1; I < 4; ++I)
        S.Bodies.push_back(sibling(C, First));
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
    case SK::LoopEntry:
      S.Bodies.push_back(list(C, R.range(1, 3)));
      S.Bodies.push_back(list(C, R.range(1, 3)));
      break;
    case SK::GotoScope:
      S.Bodies.push_back(gotoScopeBody(C));
      break;
    case SK::Loop:
      S.Bodies.push_back(loopBody(C));
      break;
    default:
      S.Bodies.push_back(list(C, R.range(Kind == SK::IfReturn ? 0 : 1, 4)));
      break;
    }
    finishUnstructured(S);
    return S;
  }

  /// if/else with a loop on each side whose bodies are drawn independently,
  /// so the two loops usually differ in shape and trip count; sometimes with
  /// a statement before the loop.
  Stmt twinLoops(const BuildContext &Outer) {
    Stmt S = control(Outer, SK::IfElse);
    BuildContext C = Outer;
    C.Depth++;
    C.TopLevel = false;
    for (StmtList &Side : S.Bodies) {
      Side.clear();
      if (R.chance(30))
        Side.push_back(stmt(C));
      Side.push_back(control(C, SK::Loop));
    }
    // Offset twins: the same trip count, one loop starting 1 or 2
    // iterations later (drawn only when asked, so seeds keep their kernels).
    if (W.OffsetTwins && R.chance(W.OffsetTwins)) {
      Stmt &LA = S.Bodies[0].back(), &LB = S.Bodies[1].back();
      LB.Ops[0] = LA.Ops[0];
      (R.chance(50) ? LA : LB).Start = uint8_t(R.range(1, 2));
    }
    return S;
  }

  /// Extra operands and shape selectors of the unstructured kinds.
  void finishUnstructured(Stmt &S) {
    if (S.Kind == SK::ShortCircuit) {
      addCondition(R, S); // The third test.
      S.Mode = R.below(6);
      S.Op = R.below(16);
      S.Slot = R.below(8);
    } else if (S.Kind == SK::BlockIf) {
      S.Mode = R.below(4);
    }
  }

  /// A loop body; with LoopExit percent probability it holds an exit.
  StmtList loopBody(const BuildContext &C) {
    BuildContext Inner = C;
    Inner.LoopDepth++;
    StmtList Body = list(Inner, R.range(1, 4));
    if (R.chance(W.LoopExit))
      insertExit(Body, loopExit(Inner, /*ForceGoto=*/false));
    return Body;
  }

  /// Code before a loop whose exit jumps past the code after it.
  StmtList gotoScopeBody(const BuildContext &C) {
    BuildContext Inner = C;
    Inner.TopLevel = false;
    Inner.InGotoScope = true;
    StmtList Body = list(Inner, R.range(0, 1));
    Stmt L = control(Inner, SK::Loop);
    BuildContext InLoop = Inner;
    InLoop.Depth++;
    InLoop.LoopDepth++;
    insertExit(L.Bodies[0], loopExit(InLoop, /*ForceGoto=*/true));
    Body.push_back(L);
    for (Stmt &S : list(Inner, R.range(1, 3)))
      Body.push_back(S);
    return Body;
  }

  /// if (c) { ...; break / continue / goto / return; }
  Stmt loopExit(const BuildContext &C, bool ForceGoto) {
    Stmt S;
    S.Kind = SK::LoopExit;
    addCondition(R, S);
    S.Op = R.below(C.LoopDepth);
    if (ForceGoto)
      S.Mode = 2;
    else
      S.Mode = R.below(C.InDevFn ? 2 : 4);
    if (S.Mode == 2 && !C.InGotoScope)
      S.Mode = 0;
    BuildContext Inner = C;
    Inner.Depth = MaxDepth; // A flat body before the jump.
    Inner.TopLevel = false;
    S.Bodies.push_back(list(Inner, R.range(0, 2)));
    return S;
  }

  /// Places \p Exit in \p Body, or inside one of its if-statements.
  void insertExit(StmtList &Body, Stmt Exit) {
    std::vector<StmtList *> Places = {&Body};
    for (Stmt &S : Body)
      if (S.Kind == SK::IfElse || S.Kind == SK::IfThen)
        for (StmtList &Inner : S.Bodies)
          Places.push_back(&Inner);
    StmtList &Into = *Places[R.chance(30) ? R.below(Places.size()) : 0];
    Into.insert(Into.begin() + R.below(Into.size() + 1), std::move(Exit));
  }

  static Stmt marker(unsigned Kind, unsigned Label, unsigned DevFn = 0) {
    Stmt S;
    S.Kind = SK::Marker;
    S.Op = Kind;
    S.Slot = Label;
    S.Mode = DevFn;
    return S;
  }

  /// The first statement of \p Kinds in \p L (not nested), or null.
  static Stmt *find(StmtList &L, std::initializer_list<SK> Kinds) {
    for (Stmt &S : L)
      if (llvm::is_contained(Kinds, S.Kind))
        return &S;
    return nullptr;
  }

  /// Speculative reconvergence markers around \p S, about to be appended
  /// to \p L: a prediction of the device function both sides of an
  /// if/else call, or a prediction before a loop with its label on a
  /// conditional side in the loop (iteration delay), in an inner loop (loop
  /// merge) or anywhere in the body; sometimes misplaced on purpose.
  void annotate(const BuildContext &C, StmtList &L, Stmt &S) {
    if (S.Kind == SK::IfElse && R.chance(W.Annotations)) {
      Stmt *Call = find(S.Bodies[0], {SK::CallDev});
      if (Call && find(S.Bodies[1], {SK::CallDev}))
        L.push_back(marker(2, NextLabel++, Call->Op % Shape.NumDevFns));
    }
    if (S.Kind != SK::Loop || !R.chance(W.Annotations))
      return;
    unsigned Label = NextLabel++;
    Stmt Predict = marker(0, Label), Label2 = marker(1, Label);
    StmtList &Body = S.Bodies[0];
    BuildContext Inner = C;
    Inner.Depth = MaxDepth; // New statements get flat bodies.
    Inner.LoopDepth++;
    Inner.TopLevel = false;
    unsigned Placement = R.below(10);
    if (Placement < 7) {
      bool Merge = Placement >= 4;
      Stmt *Into = Merge ? find(Body, {SK::Loop})
                         : find(Body, {SK::IfThen, SK::IfElse, SK::IfAnd});
      if (!Into) {
        Body.insert(Body.begin() + R.below(Body.size() + 1),
                    control(Inner, Merge ? SK::Loop : SK::IfThen));
        Into = find(Body, {Merge ? SK::Loop : SK::IfThen});
      }
      StmtList &Side = Into->Bodies[0];
      Side.insert(Side.begin(), Label2);
    } else if (Placement == 7) {
      Body.insert(Body.begin() + R.below(Body.size() + 1), Label2);
    } else if (Placement == 8) {
      // The label before its prediction (or alone).
      if (L.empty() || L.back().Bodies.empty()) {
        L.push_back(Label2);
        return;
      }
      L.back().Bodies[0].push_back(Label2);
    } else {
      Body.insert(Body.begin() + R.below(Body.size() + 1), Predict);
    }
    L.push_back(Predict);
  }

  /// Both sides of an if/else call the same device function with different
  /// arguments (issue 13: one call with selected arguments would do).
  void addSideCalls(Stmt &S) {
    if (S.Kind != SK::IfElse || S.Bodies.size() != 2)
      return;
    Stmt Call = straight(SK::CallDev);
    for (StmtList &Side : S.Bodies) {
      Side.insert(Side.begin() + R.below(Side.size() + 1), Call);
      Call.Ops[0] = randOpnd(R, 0);
      Call.Ops[1] = randOpnd(R);
    }
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
                                    unsigned MaxDepth, unsigned MeldBias,
                                    const FeatureWeights &W) {
  return Builder(R, Shape, MaxDepth, MeldBias, W).list(C, Count);
}

StmtList lockstep::fuzz::mutateStmts(Rng &R, const StmtList &L) {
  StmtList Out;
  for (const Stmt &S : L) {
    if (S.Kind == SK::Marker)
      continue; // Each annotation label is written once (stray ones aside).
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
