//===- IPDOMModel.cpp - Post-dominator SIMT stack -------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// IPDOMModel: the post-dominator SIMT stack described in IPDOMModel.h and
/// in DESIGN.md ("Simulator model"), with the perfect-meld oracle
/// accounting described there.
///
//===----------------------------------------------------------------------===//

#include "IPDOMModel.h"

#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace lockstep::sim;

namespace {
SimtStack &stack(ReconvergenceState &S) { return static_cast<SimtStack &>(S); }

/// Removes the top entry; its path's total reaches its parent.
void pop(SimtStack &S) {
  SimtEntry E = S.Entries.back();
  S.Entries.pop_back();
  assert(E.Parent < int32_t(S.Entries.size()) && "parent below child");
  uint64_t &Max = E.Parent >= 0 ? S.Entries[E.Parent].ChildMax : S.ExitCycles;
  Max = std::max(Max, E.Cost + E.ChildMax);
}

void jump(SimtStack &S, const DecodedFunction &F, uint32_t Target) {
  SimtEntry &Top = S.Entries.back();
  if (int32_t(Target) == Top.Reconv) {
    pop(S);
    return;
  }
  Top.G.Block = int32_t(Target);
  Top.G.PC = F.Blocks[Target].FirstInst;
}
} // namespace

void IPDOMModel::enter(ReconvergenceState &RS, const DecodedFunction &F,
                       LaneMask M) {
  SimtStack &S = stack(RS);
  S.Entries.clear();
  S.ExitCycles = 0;
  S.IPDom = PostDoms.get(F);
  S.Entries.push_back({{0, F.Blocks[0].FirstInst, M}, -1});
}

ConvergenceGroup *IPDOMModel::current(ReconvergenceState &RS) {
  SimtStack &S = stack(RS);
  while (!S.Entries.empty() && S.Entries.back().G.Mask == 0)
    pop(S);
  if (S.Entries.empty())
    return nullptr;
  // Every child of the top entry has finished: fold their max.
  SimtEntry &Top = S.Entries.back();
  Top.Cost += Top.ChildMax;
  Top.ChildMax = 0;
  return &Top.G;
}

bool IPDOMModel::branch(ReconvergenceState &RS, const DecodedFunction &F,
                        uint32_t From, ArrayRef<BranchTarget> Targets) {
  SimtStack &S = stack(RS);
  if (Targets.size() == 1) {
    jump(S, F, Targets[0].Block);
    return false;
  }
  int32_t R = S.IPDom[From];
  SimtEntry &Top = S.Entries.back();
  int32_t Parent = int32_t(S.Entries.size()) - 1;
  uint64_t Prefix = 0;
  if (R == Top.Reconv) {
    // Replace: the children join Top's parent and carry Top's cycles.
    Parent = Top.Parent;
    Prefix = Top.Cost + Top.ChildMax;
    pop(S);
  } else {
    Top.G.Block = R;
    Top.G.PC = R >= 0 ? F.Blocks[R].FirstInst : 0;
  }
  for (size_t I = Targets.size(); I-- > 0;)
    if (int32_t(Targets[I].Block) != R)
      S.Entries.push_back(
          {{int32_t(Targets[I].Block), F.Blocks[Targets[I].Block].FirstInst,
            Targets[I].Mask},
           R,
           Parent,
           Prefix});
  return true;
}

void IPDOMModel::retire(ReconvergenceState &RS, LaneMask M) {
  for (SimtEntry &E : stack(RS).Entries)
    E.G.Mask &= ~M;
}

void IPDOMModel::charge(ReconvergenceState &RS, uint64_t Cycles) {
  SimtStack &S = stack(RS);
  if (S.Entries.empty())
    S.ExitCycles += Cycles;
  else
    S.Entries.back().Cost += Cycles;
}

uint64_t IPDOMModel::oracleCycles(const ReconvergenceState &RS,
                                  uint64_t InFlight) const {
  const SimtStack &S = static_cast<const SimtStack &>(RS);
  if (S.Entries.empty())
    return S.ExitCycles + InFlight;
  // Pop every entry, top first, on copies of the maxima.
  std::vector<uint64_t> Max;
  Max.reserve(S.Entries.size());
  for (const SimtEntry &E : S.Entries)
    Max.push_back(E.ChildMax);
  uint64_t Exit = S.ExitCycles;
  for (size_t I = S.Entries.size(); I-- > 0;) {
    const SimtEntry &E = S.Entries[I];
    uint64_t Total = E.Cost + Max[I] + InFlight;
    InFlight = 0;
    uint64_t &ParentMax = E.Parent >= 0 ? Max[E.Parent] : Exit;
    ParentMax = std::max(ParentMax, Total);
  }
  return Exit;
}
