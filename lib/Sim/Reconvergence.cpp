//===- Reconvergence.cpp - SIMT reconvergence models ----------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// IPDOMModel: the post-dominator SIMT stack described in Reconvergence.h
/// and in DESIGN.md ("Simulator model (ipdom)").
///
//===----------------------------------------------------------------------===//

#include "Reconvergence.h"

using namespace llvm;
using namespace lockstep::sim;

ReconvergenceModel::~ReconvergenceModel() = default;

namespace {

class IPDOMModel final : public ReconvergenceModel {
public:
  StringRef name() const override { return "ipdom"; }

  void enter(SimtStack &S, const DecodedFunction &F, LaneMask M) override {
    S.Entries.clear();
    S.Entries.push_back({0, F.Blocks[0].FirstInst, -1, M});
  }

  SimtEntry *current(SimtStack &S) override {
    while (!S.Entries.empty() && S.Entries.back().Mask == 0)
      S.Entries.pop_back();
    return S.Entries.empty() ? nullptr : &S.Entries.back();
  }

  bool branch(SimtStack &S, const DecodedFunction &F, uint32_t From,
              ArrayRef<BranchTarget> Targets) override {
    SimtEntry &Top = S.Entries.back();
    if (Targets.size() == 1) {
      jump(S, F, Targets[0].Block);
      return false;
    }
    int32_t R = F.Blocks[From].IPDom;
    if (R == Top.Reconv) {
      S.Entries.pop_back();
    } else {
      Top.Block = R;
      Top.PC = R >= 0 ? F.Blocks[R].FirstInst : 0;
    }
    for (size_t I = Targets.size(); I-- > 0;)
      if (int32_t(Targets[I].Block) != R)
        S.Entries.push_back({int32_t(Targets[I].Block),
                             F.Blocks[Targets[I].Block].FirstInst, R,
                             Targets[I].Mask});
    return true;
  }

  void retire(SimtStack &S, LaneMask M) override {
    for (SimtEntry &E : S.Entries)
      E.Mask &= ~M;
  }

private:
  void jump(SimtStack &S, const DecodedFunction &F, uint32_t Target) {
    SimtEntry &Top = S.Entries.back();
    if (int32_t(Target) == Top.Reconv) {
      S.Entries.pop_back();
      return;
    }
    Top.Block = int32_t(Target);
    Top.PC = F.Blocks[Target].FirstInst;
  }
};

} // namespace

std::unique_ptr<ReconvergenceModel>
lockstep::sim::createReconvergenceModel(StringRef Name) {
  if (Name == "ipdom")
    return std::make_unique<IPDOMModel>();
  return nullptr;
}
