//===- DivergentRegions.cpp - Meldable divergent regions ------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `divergent-regions` analysis and its printer (DARM Sections IV-B and
/// IV-C). A divergent region is entered by a branch or switch that
/// UniformityInfo reports divergent; it is meldable (Def. 5, extended to
/// switches) when its entry has a post-dominator, no successor post-dominates
/// another, every successor is entered only from the branch, and every path
/// splits into SESE subgraphs. The best pair is the most profitable meldable
/// subgraph pair over all pairs of paths (MP_S).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/MeldProfitability.h"
#include "lockstep/Support/BlockNames.h"
#include "lockstep/Support/GPUModule.h"
#include "lockstep/Support/Options.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace lockstep;
using namespace llvm::PatternMatch;

AnalysisKey DivergentRegionsAnalysis::Key;

static cl::opt<bool> WarpSplitOpt(
    "divergent-regions-warp-split", cl::init(true),
    cl::desc("Treat a branch that splits threadIdx.x at a multiple of the "
             "warp size as uniform in every warp (not meldable) in kernels "
             "that read no other thread index"),
    cl::cat(getLockstepCategory()));

/// The lanes of a warp hold consecutive linear thread ids. In a block whose
/// only dimension is x (or whose x size is a multiple of the warp size) a
/// warp therefore holds WarpSize consecutive threadIdx.x values starting at a
/// multiple of WarpSize, and a condition that only depends on which such
/// chunk a thread is in is uniform in every warp, although UniformityInfo
/// (which reasons per thread) calls it divergent. Melding it removes no
/// divergence and only adds selects: DARM's evaluation sees no gain from
/// LUD at the tile sizes where the halves of the block are whole warps
/// (CGO'22 Section VI-B, "the divergence is block size dependent").
namespace {
class WarpSplitFinder {
  unsigned WarpSize = 0;
  bool OtherThreadDims = false;

public:
  explicit WarpSplitFinder(const Function &F) {
    const Triple &T = F.getParent()->getTargetTriple();
    // AMDGPU waves are 32 or 64 lanes wide: 64-aligned splits suit both.
    WarpSize = T.isNVPTX() ? 32 : T.isAMDGCN() ? 64 : 0;
    for (const Instruction &I : instructions(F))
      if (const auto *II = dyn_cast<IntrinsicInst>(&I))
        switch (II->getIntrinsicID()) {
        case Intrinsic::nvvm_read_ptx_sreg_tid_y:
        case Intrinsic::nvvm_read_ptx_sreg_tid_z:
        case Intrinsic::amdgcn_workitem_id_y:
        case Intrinsic::amdgcn_workitem_id_z:
          OtherThreadDims = true;
          break;
        default:
          break;
        }
  }

  /// True when \p Cond only depends on threadIdx.x / WarpSize.
  bool isWarpSplit(const Value *Cond) const {
    if (!WarpSplitOpt || !WarpSize || OtherThreadDims)
      return false;
    return isSplit(Cond, /*Depth=*/0);
  }

private:
  static bool isThreadX(const Value *V) {
    match(V, m_ZExtOrSExt(m_Value(V)));
    const auto *II = dyn_cast<IntrinsicInst>(V);
    return II && (II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_tid_x ||
                  II->getIntrinsicID() == Intrinsic::amdgcn_workitem_id_x);
  }

  bool aligned(const APInt &C) const { return C.urem(WarpSize) == 0; }

  /// threadIdx.x >> k, threadIdx.x / C, threadIdx.x & M that drop the lane
  /// bits: the same value in every lane of a warp.
  bool isChunkIndex(const Value *V) const {
    const Value *X;
    const APInt *C;
    if (match(V, m_LShr(m_Value(X), m_APInt(C))) ||
        match(V, m_AShr(m_Value(X), m_APInt(C))))
      return isThreadX(X) && C->ult(32) &&
             (uint64_t(1) << C->getZExtValue()) % WarpSize == 0;
    if (match(V, m_UDiv(m_Value(X), m_APInt(C))))
      return isThreadX(X) && !C->isZero() && aligned(*C);
    if (match(V, m_And(m_Value(X), m_APInt(C))))
      return isThreadX(X) && (C->getZExtValue() & (WarpSize - 1)) == 0;
    return false;
  }

  bool isSplit(const Value *Cond, unsigned Depth) const {
    if (Depth > 4)
      return false;
    const Value *A, *B;
    if (match(Cond, m_LogicalAnd(m_Value(A), m_Value(B))) ||
        match(Cond, m_LogicalOr(m_Value(A), m_Value(B))) ||
        match(Cond, m_Xor(m_Value(A), m_Value(B))))
      return isSplit(A, Depth + 1) &&
             (isa<Constant>(B) || isSplit(B, Depth + 1));
    if (isChunkIndex(Cond))
      return true; // A switch on the warp's chunk of threadIdx.x.
    const auto *Cmp = dyn_cast<ICmpInst>(Cond);
    const APInt *C;
    if (!Cmp || !match(Cmp->getOperand(1), m_APInt(C)))
      return false;
    const Value *L = Cmp->getOperand(0);
    if (isChunkIndex(L))
      return true;
    if (!isThreadX(L))
      return false;
    switch (Cmp->getPredicate()) {
    case ICmpInst::ICMP_ULT: // x < C and x >= C split at C.
    case ICmpInst::ICMP_UGE:
    case ICmpInst::ICMP_SLT:
    case ICmpInst::ICMP_SGE:
      return aligned(*C);
    case ICmpInst::ICMP_ULE: // x <= C and x > C split at C + 1.
    case ICmpInst::ICMP_UGT:
    case ICmpInst::ICMP_SLE:
    case ICmpInst::ICMP_SGT:
      return aligned(*C + 1);
    default:
      return false;
    }
  }
};
} // namespace

namespace {

/// Builds one DivergentRegion record.
class RegionBuilder {
  const DominatorTree &DT;
  const PostDominatorTree &PDT;
  const WarpSplitFinder &Warps;

public:
  RegionBuilder(const DominatorTree &DT, const PostDominatorTree &PDT,
                const WarpSplitFinder &Warps)
      : DT(DT), PDT(PDT), Warps(Warps) {}

  DivergentRegion build(BasicBlock &BB) const {
    DivergentRegion R;
    R.Branch = BB.getTerminator();
    R.Entry = &BB;
    DomTreeNode *Node = PDT.getNode(&BB);
    R.Exit = Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    SmallVector<BasicBlock *, 4> Succs = distinctSuccessors(BB);
    if (Warps.isWarpSplit(R.Branch->getOperand(0))) {
      R.WarpUniform = true;
      R.Reason = "the condition splits threadIdx.x at a multiple of the warp "
                 "size: uniform in every warp of a one-dimensional block, so "
                 "melding would remove no divergence";
      return R;
    }
    if (std::string Why = whyNotMeldable(R, Succs); !Why.empty()) {
      R.Reason = std::move(Why);
      return R;
    }
    for (BasicBlock *S : Succs) {
      std::vector<SESESubgraph> Path;
      std::string Why;
      if (!decomposePath(S, R.Exit, DT, PDT, Path, Why, R.Entry)) {
        R.Reason = "path from " + blockName(S) + ": " + Why;
        R.Paths.clear();
        return R;
      }
      R.Paths.push_back(std::move(Path));
    }
    if (std::string Why = whyPathsOverlap(R.Paths); !Why.empty()) {
      R.Reason = std::move(Why);
      R.Paths.clear();
      return R;
    }
    R.Meldable = true;
    R.Best = bestPair(R.Paths);
    return R;
  }

private:
  static SmallVector<BasicBlock *, 4> distinctSuccessors(BasicBlock &BB) {
    SmallSetVector<BasicBlock *, 4> Succs;
    for (BasicBlock *S : successors(&BB))
      Succs.insert(S);
    return SmallVector<BasicBlock *, 4>(Succs.begin(), Succs.end());
  }

  /// Paths may overlap only in shared tails (SESESubgraph::Shared) that
  /// every path sharing them reaches from a block of its own; a block in two
  /// segments, or two paths rejoining before the exit (switch cases that
  /// reconverge early), cannot be separated by duplicating tails.
  static std::string
  whyPathsOverlap(const std::vector<std::vector<SESESubgraph>> &Paths) {
    struct Seen {
      unsigned Path, Segment;
      bool Shared;
    };
    DenseMap<BasicBlock *, Seen> Where;
    for (unsigned P = 0; P < Paths.size(); ++P)
      for (unsigned I = 0; I < Paths[P].size(); ++I) {
        const SESESubgraph &S = Paths[P][I];
        for (BasicBlock *BB : S.Blocks) {
          bool Shared = is_contained(S.Shared, BB);
          auto [It, New] = Where.try_emplace(BB, Seen{P, I, Shared});
          if (New)
            continue;
          if (It->second.Path == P || !Shared || !It->second.Shared)
            return "paths overlap at " + blockName(BB) +
                   " beyond a tail that duplication could separate";
        }
      }
    return "";
  }

  std::string whyNotMeldable(const DivergentRegion &R,
                             ArrayRef<BasicBlock *> Succs) const {
    if (!R.Exit)
      return "no immediate post-dominator (a path leaves the function)";
    for (BasicBlock *A : Succs)
      for (BasicBlock *B : Succs)
        if (A != B && PDT.dominates(A, B))
          return "successor " + blockName(A) + " post-dominates successor " +
                 blockName(B);
    // Besides the branch, only back edges of a loop headed by the successor
    // may enter it. An edge from another path of the region (clang sinks a
    // common tail into one side's head, SRAD's neighbour chain) is named as
    // such: duplicating the successor for that path would make the region
    // simple (Defs. 1-4), which duplicateSharedBlocks does not do yet.
    for (BasicBlock *S : Succs)
      for (BasicBlock *P : predecessors(S)) {
        if (P == R.Entry || DT.dominates(S, P))
          continue;
        if (DT.properlyDominates(R.Entry, P) && PDT.dominates(R.Exit, P))
          return "successor " + blockName(S) + " is also entered from " +
                 blockName(P) + " on another path of the region";
        return "successor " + blockName(S) +
               " is also entered from outside the region";
      }
    return "";
  }

  /// A lone block holding nothing but its branch: melding two of them
  /// saves nothing worth reporting, whatever MP_B says.
  static bool isTrivial(const SESESubgraph &S) {
    return S.isSingleBlock() && S.Entry->size() == 1;
  }

  static SubgraphPair
  bestPair(const std::vector<std::vector<SESESubgraph>> &Paths) {
    SubgraphPair Best;
    for (unsigned PA = 0; PA < Paths.size(); ++PA)
      for (unsigned PB = PA + 1; PB < Paths.size(); ++PB)
        for (unsigned IA = 0; IA < Paths[PA].size(); ++IA)
          for (unsigned IB = 0; IB < Paths[PB].size(); ++IB) {
            const SESESubgraph &A = Paths[PA][IA], &B = Paths[PB][IB];
            if (isTrivial(A) && isTrivial(B))
              continue;
            SubgraphPair P = evaluatePair(A, B);
            if (P.Kind == MeldKind::None ||
                (Best.Kind != MeldKind::None &&
                 P.Profitability <= Best.Profitability))
              continue;
            P.PathA = PA, P.IndexA = IA, P.PathB = PB, P.IndexB = IB;
            Best = P;
          }
    return Best;
  }
};

} // namespace

DivergentRegionInfo
DivergentRegionsAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  DivergentRegionInfo Info;
  if (F.isDeclaration() || !isGPUModule(*F.getParent()))
    return Info;
  auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  WarpSplitFinder Warps(F);
  RegionBuilder Builder(DT, PDT, Warps);
  for (BasicBlock &BB : F) {
    Instruction *Term = BB.getTerminator();
    if (!Term || Term->getNumSuccessors() < 2 || !DT.isReachableFromEntry(&BB))
      continue;
    if (!isa<BranchInst>(Term) && !isa<SwitchInst>(Term))
      continue;
    if (!UI.hasDivergentTerminator(BB))
      continue;
    Info.Regions.push_back(Builder.build(BB));
  }
  return Info;
}

bool DivergentRegion::hasSharedBlocks() const {
  for (const auto &Path : Paths)
    for (const SESESubgraph &S : Path)
      if (!S.Shared.empty())
        return true;
  return false;
}

static void printSharedBlocks(raw_ostream &OS, const DivergentRegion &R) {
  SmallSetVector<BasicBlock *, 4> Shared;
  for (const auto &Path : R.Paths)
    for (const SESESubgraph &S : Path)
      Shared.insert(S.Shared.begin(), S.Shared.end());
  if (Shared.empty())
    return;
  OS << " shared=";
  ListSeparator LS(",");
  for (BasicBlock *BB : Shared)
    OS << LS << blockName(BB);
}

static void printSubgraphCounts(raw_ostream &OS, const DivergentRegion &R) {
  if (R.Paths.empty()) {
    OS << "-";
    return;
  }
  ListSeparator LS(",");
  for (const auto &Path : R.Paths)
    OS << LS << Path.size();
}

void DivergentRegionInfo::print(raw_ostream &OS) const {
  for (const DivergentRegion &R : Regions) {
    OS << "divergent-region: function=" << R.Entry->getParent()->getName()
       << " entry=" << blockName(R.Entry)
       << " exit=" << (R.Exit ? blockName(R.Exit) : std::string("none"))
       << " terminator=" << R.Branch->getOpcodeName()
       << " successors=" << R.Branch->getNumSuccessors() << " "
       << (R.Meldable ? "meldable" : "not-meldable");
    if (!R.Meldable)
      OS << " reason=\"" << R.Reason << "\"";
    OS << " subgraphs=";
    printSubgraphCounts(OS, R);
    printSharedBlocks(OS, R);
    OS << " best=" << meldKindName(R.Best.Kind);
    if (R.Best.Kind != MeldKind::None)
      OS << "(" << R.Best.PathA << ":" << R.Best.IndexA << "," << R.Best.PathB
         << ":" << R.Best.IndexB << ")";
    OS << " profitability=" << format("%.4f", R.Best.Profitability) << "\n";
  }
}

PreservedAnalyses
DivergentRegionsPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  FAM.getResult<DivergentRegionsAnalysis>(F).print(OS);
  return PreservedAnalyses::all();
}
