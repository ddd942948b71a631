//===- UnstructuredRegionsTest.cpp - Unit tests for unstructured regions --===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs the unstructured-regions analysis with NVPTX's TargetTransformInfo on
/// the CFG shapes of Anantpur & Govindarajan's figures and checks the edges
/// (Definition 1), region bounds and blocks (Definition 4, Algorithm 2), the
/// structured sub-regions (Algorithm 3), nesting and divergence. Every
/// bounded region is also checked against Definition 4 edge by edge.
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/UnstructuredRegions.h"

#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/RandomNumberGenerator.h"
#include <random>

using namespace llvm;
using namespace lockstep;

namespace {

class UnstructuredRegionsTest : public NVPTXTestBase {
protected:
  void SetUp() override {
    NVPTXTestBase::SetUp();
    FAM.registerPass([] { return UnstructuredRegionsAnalysis(); });
  }

  const UnstructuredRegionInfo &analyze(StringRef IR) {
    Function &F = parse(IR);
    const UnstructuredRegionInfo &Info =
        FAM.getResult<UnstructuredRegionsAnalysis>(F);
    for (const UnstructuredRegion &R : Info.Regions)
      expectDefinition4(R);
    expectNestedOrDisjoint(Info);
    EXPECT_FALSE(verifyModule(*M, &errs()));
    return Info;
  }

  /// Every edge into a region block comes from the region or its entry
  /// (unreachable blocks aside); every edge out of one goes to the region or
  /// its exit.
  static void expectDefinition4(const UnstructuredRegion &R) {
    if (!R.Exit)
      return;
    DominatorTree DT(*R.Entry->getParent());
    EXPECT_FALSE(R.contains(R.Entry));
    EXPECT_FALSE(R.contains(R.Exit));
    for (BasicBlock *BB : R.Blocks) {
      for (BasicBlock *P : predecessors(BB))
        EXPECT_TRUE(P == R.Entry || R.contains(P) ||
                    !DT.isReachableFromEntry(P))
            << P->getName().str() << " enters " << BB->getName().str();
      for (BasicBlock *S : successors(BB))
        EXPECT_TRUE(S == R.Exit || R.contains(S))
            << BB->getName().str() << " leaves to " << S->getName().str();
    }
  }

  /// Regions (with their bounds) are nested or their interiors disjoint.
  static void expectNestedOrDisjoint(const UnstructuredRegionInfo &Info) {
    for (const UnstructuredRegion &A : Info.Regions)
      for (const UnstructuredRegion &B : Info.Regions) {
        if (&A == &B)
          continue;
        bool Overlap =
            any_of(A.Blocks, [&](BasicBlock *BB) { return B.contains(BB); });
        bool AInB = all_of(A.Blocks, [&](BasicBlock *BB) {
          return B.contains(BB) || BB == B.Entry || BB == B.Exit;
        });
        bool BInA = all_of(B.Blocks, [&](BasicBlock *BB) {
          return A.contains(BB) || BB == A.Entry || BB == A.Exit;
        });
        EXPECT_TRUE(!Overlap || AInB || BInA);
      }
  }
};

std::vector<std::string> names(ArrayRef<BasicBlock *> Blocks) {
  std::vector<std::string> N;
  for (BasicBlock *BB : Blocks)
    N.push_back(BB->getName().str());
  std::sort(N.begin(), N.end());
  return N;
}

std::string edge(const UnstructuredEdge &E) {
  return E.From->getName().str() + "->" + E.To->getName().str() + ":" +
         unstructuredEdgeKindName(E.Kind).str();
}

const char *Header = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
)IR";

std::string kernel(StringRef Body) { return std::string(Header) + Body.str(); }

// Figure 1: if ((c1 || c2) && c3) S1; else S2;
const char *ShortCircuit = R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %u) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %u, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b6
b5:
  store i32 2, ptr addrspace(1) %g
  br label %b6
b6:
  ret void
}
)IR";

TEST_F(UnstructuredRegionsTest, ShortCircuitIsOneCrossingRegion) {
  const auto &Info = analyze(kernel(ShortCircuit));
  ASSERT_EQ(Info.Edges.size(), 3u);
  EXPECT_EQ(edge(Info.Edges[0]), "b2->b3:crossing");
  EXPECT_EQ(edge(Info.Edges[1]), "b2->b5:crossing");
  EXPECT_EQ(edge(Info.Edges[2]), "b3->b5:crossing");
  ASSERT_EQ(Info.Regions.size(), 1u);
  const UnstructuredRegion &R = Info.Regions[0];
  EXPECT_EQ(R.Entry->getName(), "b1");
  EXPECT_EQ(R.Exit->getName(), "b6");
  EXPECT_EQ(names(R.Blocks),
            (std::vector<std::string>{"b2", "b3", "b4", "b5"}));
  EXPECT_EQ(R.Edges.size(), 3u);
  EXPECT_EQ(R.Parent, -1);
  EXPECT_TRUE(R.Problem.empty());
  EXPECT_TRUE(R.SubRegions.empty());
  // c2 reads a kernel argument: b2's branch is uniform, b1's and b3's not.
  EXPECT_TRUE(R.isDivergent());
  EXPECT_EQ(names(R.DivergentBranches), (std::vector<std::string>{"b1", "b3"}));
}

TEST_F(UnstructuredRegionsTest, DivergenceComesFromTheGivenPredicate) {
  Function &F = parse(kernel(ShortCircuit));
  DominatorTree DT(F);
  PostDominatorTree PDT(F);
  CycleInfo CI;
  CI.compute(F);
  auto None = computeUnstructuredRegions(
      F, DT, PDT, CI, [](const BasicBlock &) { return false; });
  ASSERT_EQ(None.Regions.size(), 1u);
  EXPECT_FALSE(None.Regions[0].isDivergent());
  auto OnlyB2 =
      computeUnstructuredRegions(F, DT, PDT, CI, [](const BasicBlock &BB) {
        return BB.getName() == "b2";
      });
  EXPECT_EQ(names(OnlyB2.Regions[0].DivergentBranches),
            (std::vector<std::string>{"b2"}));
}

// Figure 5: for (...) { S1; if (c1) goto L1; S2; } S3; L1: S4;
TEST_F(UnstructuredRegionsTest, BreakRegionHoldsTheLoopHeader) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b2
b2:
  %i = phi i32 [ 0, %b1 ], [ %i.next, %b4 ]
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %b3, label %b5
b3:
  %c1 = icmp eq i32 %i, %tid
  br i1 %c1, label %b6, label %b4
b4:
  %i.next = add i32 %i, 1
  br label %b2
b5:
  br label %b6
b6:
  ret void
}
)IR"));
  ASSERT_EQ(Info.Edges.size(), 2u);
  EXPECT_EQ(edge(Info.Edges[0]), "b2->b5:out-of-loop");
  EXPECT_EQ(edge(Info.Edges[1]), "b3->b6:out-of-loop");
  ASSERT_EQ(Info.Regions.size(), 1u);
  const UnstructuredRegion &R = Info.Regions[0];
  EXPECT_EQ(R.Entry->getName(), "b1");
  ASSERT_TRUE(R.Exit);
  EXPECT_EQ(R.Exit->getName(), "b6");
  EXPECT_EQ(names(R.Blocks),
            (std::vector<std::string>{"b2", "b3", "b4", "b5"}));
  EXPECT_EQ(names(R.DivergentBranches), (std::vector<std::string>{"b3"}));
}

// Figure 6(b): if (c1) goto L1; for (...) { S1; L1: S2; } S3;
TEST_F(UnstructuredRegionsTest, JumpIntoLoopEdgesAreIntoLoop) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp eq i32 %tid, 1
  br i1 %c1, label %b5, label %b2
b2:
  br label %b3
b3:
  %i = phi i32 [ 0, %b2 ], [ %i.next, %b5 ]
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %b4, label %b6
b4:
  br label %b5
b5:
  %j = phi i32 [ %tid, %b1 ], [ %i, %b4 ]
  %i.next = add i32 %j, 1
  br label %b3
b6:
  ret void
}
)IR"));
  ASSERT_EQ(Info.Edges.size(), 2u);
  EXPECT_EQ(edge(Info.Edges[0]), "b1->b5:into-loop");
  EXPECT_EQ(edge(Info.Edges[1]), "b2->b3:into-loop");
  ASSERT_EQ(Info.Regions.size(), 1u);
  EXPECT_EQ(Info.Regions[0].Entry->getName(), "b1");
  EXPECT_EQ(Info.Regions[0].Exit->getName(), "b6");
  EXPECT_EQ(names(Info.Regions[0].Blocks),
            (std::vector<std::string>{"b2", "b3", "b4", "b5"}));
}

// Figure 6(c): two blocks that branch to each other, both entered from b1.
TEST_F(UnstructuredRegionsTest, IrreducibleCycle) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(i32 %n) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 8
  br i1 %c1, label %b2, label %b3
b2:
  %c2 = icmp ult i32 %tid, %n
  br i1 %c2, label %b3, label %x
b3:
  %c3 = icmp ugt i32 %tid, %n
  br i1 %c3, label %b2, label %x
x:
  ret void
}
)IR"));
  std::vector<std::string> Edges;
  for (const UnstructuredEdge &E : Info.Edges)
    Edges.push_back(edge(E));
  EXPECT_EQ(Edges,
            (std::vector<std::string>{"b1->b2:into-loop", "b1->b3:into-loop",
                                      "b2->b3:crossing", "b2->x:out-of-loop",
                                      "b3->b2:crossing", "b3->x:out-of-loop"}));
  ASSERT_EQ(Info.Regions.size(), 1u);
  EXPECT_EQ(Info.Regions[0].Entry->getName(), "b1");
  EXPECT_EQ(Info.Regions[0].Exit->getName(), "x");
  EXPECT_EQ(Info.Regions[0].Edges.size(), 6u);
}

TEST_F(UnstructuredRegionsTest, StructuredShapesReportNothing) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  br label %loop
loop:
  %j = phi i32 [ 0, %then ], [ %j.next, %loop ]
  %j.next = add i32 %j, 1
  %more = icmp slt i32 %j.next, %tid
  br i1 %more, label %loop, label %join
else:
  br label %join
join:
  ret void
}
)IR"));
  EXPECT_TRUE(Info.Edges.empty());
  EXPECT_TRUE(Info.Regions.empty());
}

// A loop with a break whose body starts with a diamond and an inner loop,
// then a short-circuit: two structured sub-regions, one nested region.
TEST_F(UnstructuredRegionsTest, SubRegionsAndNesting) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %d, label %done
d:
  %c = icmp ult i32 %tid, %i
  br i1 %c, label %t, label %e
t:
  br label %m
e:
  br label %m
m:
  br label %il
il:
  %k = phi i32 [ 0, %m ], [ %k.next, %il.body ]
  %kmore = icmp slt i32 %k, %tid
  br i1 %kmore, label %il.body, label %s1
il.body:
  %k.next = add i32 %k, 1
  br label %il
s1:
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %s3, label %s2
s2:
  %c2 = icmp eq i32 %tid, %i
  br i1 %c2, label %s3, label %s5
s3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %s4, label %s5
s4:
  br label %j
s5:
  br label %j
j:
  %brk = icmp eq i32 %i, %tid
  br i1 %brk, label %done, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
done:
  ret void
}
)IR"));
  ASSERT_EQ(Info.Regions.size(), 2u);
  const UnstructuredRegion &Outer = Info.Regions[0], &Inner = Info.Regions[1];
  EXPECT_EQ(Outer.Entry->getName(), "entry");
  EXPECT_EQ(Outer.Exit->getName(), "done");
  EXPECT_EQ(Outer.Parent, -1);
  EXPECT_EQ(Inner.Entry->getName(), "s1");
  EXPECT_EQ(Inner.Exit->getName(), "j");
  EXPECT_EQ(Inner.Parent, 0);
  EXPECT_EQ(names(Inner.Blocks),
            (std::vector<std::string>{"s2", "s3", "s4", "s5"}));
  EXPECT_TRUE(Inner.SubRegions.empty());
  ASSERT_EQ(Outer.SubRegions.size(), 2u);
  EXPECT_EQ(Outer.SubRegions[0].Entry->getName(), "d");
  EXPECT_EQ(Outer.SubRegions[0].Exit->getName(), "m");
  EXPECT_EQ(names(Outer.SubRegions[0].Blocks),
            (std::vector<std::string>{"d", "e", "t"}));
  EXPECT_EQ(Outer.SubRegions[0].Blocks.front()->getName(), "d");
  EXPECT_EQ(Outer.SubRegions[1].Entry->getName(), "il");
  EXPECT_EQ(Outer.SubRegions[1].Exit->getName(), "s1");
  EXPECT_EQ(names(Outer.SubRegions[1].Blocks),
            (std::vector<std::string>{"il", "il.body"}));
}

// A return inside the loop next to the normal exit: no common
// post-dominator, reported and not guessed; an unreachable block is ignored.
TEST_F(UnstructuredRegionsTest, NoPostDominatorIsAProblem) {
  const auto &Info = analyze(kernel(R"IR(
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %ret2
body:
  %hit = icmp eq i32 %i, %tid
  br i1 %hit, label %ret1, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
ret1:
  ret void
ret2:
  ret void
dead:
  br label %body
}
)IR"));
  ASSERT_EQ(Info.Regions.size(), 1u);
  const UnstructuredRegion &R = Info.Regions[0];
  EXPECT_EQ(R.Entry->getName(), "entry");
  EXPECT_EQ(R.Exit, nullptr);
  EXPECT_FALSE(R.Problem.empty());
  EXPECT_TRUE(R.SubRegions.empty());
  EXPECT_EQ(names(R.Blocks), (std::vector<std::string>{"body", "head", "latch",
                                                       "ret1", "ret2"}));
}

/// A random CFG of 3 to 16 blocks in a fresh module: each block returns or
/// branches to one or two random blocks, mostly forward, so loops,
/// irreducible cycles, several exits, infinite loops and unreachable blocks
/// all occur.
Function &randomCFG(LLVMContext &Ctx, std::unique_ptr<Module> &M,
                    std::mt19937 &Rng) {
  M = std::make_unique<Module>("random", Ctx);
  M->setTargetTriple(Triple("nvptx64-nvidia-cuda"));
  auto *I32 = Type::getInt32Ty(Ctx);
  Function *F =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), {I32}, false),
                       Function::ExternalLinkage, "k", *M);
  unsigned N = 3 + Rng() % 14;
  std::vector<BasicBlock *> BBs;
  for (unsigned I = 0; I < N; ++I)
    BBs.push_back(BasicBlock::Create(Ctx, "b" + std::to_string(I), F));
  auto Any = [&] { return BBs[1 + Rng() % (N - 1)]; };
  for (unsigned I = 0; I < N; ++I) {
    IRBuilder<> B(BBs[I]);
    unsigned Kind = Rng() % 8;
    if (Kind == 0 || I + 1 == N) {
      B.CreateRetVoid();
    } else if (Kind == 1) {
      B.CreateBr(Any());
    } else {
      auto Pick = [&] {
        return Rng() % 3 ? BBs[I + 1 + Rng() % (N - I - 1)] : Any();
      };
      Value *C = B.CreateICmpULT(F->getArg(0), B.getInt32(I));
      B.CreateCondBr(C, Pick(), Pick());
    }
  }
  return *F;
}

/// On 1,000 random CFGs (fixed seed), whatever the shape: the analysis
/// ends, every unstructured edge lies in a region that lists it, bounded
/// regions satisfy Definition 4, regions nest, and sub-regions lie in their
/// region, dominated by their entry and post-dominated by their exit.
TEST_F(UnstructuredRegionsTest, RandomCFGsKeepTheInvariants) {
  std::mt19937 Rng(20261124);
  unsigned Bounded = 0, Regions = 0;
  for (unsigned Round = 0; Round < 1000 && !HasFailure(); ++Round) {
    FAM.clear();
    Function &F = randomCFG(Ctx, M, Rng);
    ASSERT_FALSE(verifyModule(*M, &errs()));
    const auto &Info = FAM.getResult<UnstructuredRegionsAnalysis>(F);
    auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
    for (const UnstructuredRegion &R : Info.Regions) {
      expectDefinition4(R);
      Bounded += R.Exit != nullptr;
      for (const StructuredSubRegion &S : R.SubRegions)
        for (BasicBlock *BB : S.Blocks)
          EXPECT_TRUE(R.contains(BB) && DT.dominates(S.Entry, BB) &&
                      PDT.dominates(S.Exit, BB));
    }
    expectNestedOrDisjoint(Info);
    Regions += Info.Regions.size();
    for (unsigned E = 0; E < Info.Edges.size(); ++E) {
      const UnstructuredEdge &UE = Info.Edges[E];
      EXPECT_TRUE(any_of(Info.Regions,
                         [&](const UnstructuredRegion &R) {
                           return is_contained(R.Edges, E) &&
                                  (UE.From == R.Entry || R.contains(UE.From)) &&
                                  (UE.To == R.Exit || R.contains(UE.To));
                         }))
          << "round " << Round << " edge " << E;
    }
    if (HasFailure())
      F.print(errs());
  }
  // The generator must exercise both kinds of region.
  EXPECT_GT(Bounded, 0u);
  EXPECT_GT(Regions, Bounded);
}

} // namespace
