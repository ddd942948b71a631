//===- DivergenceProfileTest.cpp - Divergence profile and no-loss model ---===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The divergence profile (DivergenceProfile.h): JSON round trip, merging of
/// equal keys, rejection of malformed files, the four matching tiers, keys
/// that survive unrelated IR changes, and the per-function query; and the
/// split-rate sources and arithmetic of the no-loss rule (NoLossModel.h).
///
//===----------------------------------------------------------------------===//

#include "../Support/NVPTXTestBase.h"

#include "lockstep/Analysis/DivergenceProfile.h"
#include "lockstep/Analysis/NoLossModel.h"
#include "lockstep/Analysis/SIMTCostModel.h"
#include "lockstep/Analysis/Uniformity.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;

namespace {

BranchRecord record(StringRef F, StringRef Loc, StringRef Block,
                    StringRef Shape, uint64_t Exec, uint64_t Splits) {
  BranchRecord R;
  R.Key = {F.str(), Loc.str(), Block.str(), Shape.str()};
  R.Stats.Executions = Exec;
  R.Stats.Splits = Splits;
  R.Stats.Warps = 1;
  R.Stats.Lanes = 32 * Exec;
  R.Stats.SuccessorLanes = {16 * Exec, 16 * Exec};
  return R;
}

TEST(DivergenceProfileTest, RoundTripAndMerge) {
  DivergenceProfile P;
  P.add(record("k", "a.cu:3:7", "b1", "0123456789abcdef", 4, 1));
  P.add(record("k", "", "b2", "fedcba9876543210", 2, 0));
  P.add(record("k", "a.cu:3:7", "b1", "0123456789abcdef", 6, 2));
  ASSERT_EQ(P.records().size(), 2u);
  EXPECT_EQ(P.records()[0].Stats.Executions, 10u);
  EXPECT_EQ(P.records()[0].Stats.Splits, 3u);
  EXPECT_EQ(P.records()[0].Stats.SuccessorLanes[1], 16u * 10);
  Expected<DivergenceProfile> Q =
      DivergenceProfile::fromJSON(P.toJSON(), "test");
  ASSERT_TRUE(bool(Q)) << toString(Q.takeError());
  ASSERT_EQ(Q->records().size(), 2u);
  for (size_t I = 0; I < 2; ++I) {
    EXPECT_TRUE(Q->records()[I].Key == P.records()[I].Key);
    EXPECT_EQ(Q->records()[I].Stats.Executions,
              P.records()[I].Stats.Executions);
    EXPECT_EQ(Q->records()[I].Stats.SuccessorLanes,
              P.records()[I].Stats.SuccessorLanes);
  }
  EXPECT_DOUBLE_EQ(Q->records()[0].Stats.splitRate(), 0.3);
  EXPECT_TRUE(Q->records()[1].Stats.neverDiverged());
}

TEST(DivergenceProfileTest, ScopedOptionProfileNests) {
  // Without -lockstep-profile and without a scope: no profile.
  Expected<const DivergenceProfile *> None = getOptionProfile();
  ASSERT_TRUE(bool(None)) << toString(None.takeError());
  EXPECT_EQ(*None, nullptr);
  DivergenceProfile Outer, Inner;
  {
    ScopedOptionProfile A(Outer);
    EXPECT_EQ(cantFail(getOptionProfile()), &Outer);
    {
      ScopedOptionProfile B(Inner);
      EXPECT_EQ(cantFail(getOptionProfile()), &Inner);
      EXPECT_EQ(optionProfilePath(), "<in-memory profile>");
    }
    EXPECT_EQ(cantFail(getOptionProfile()), &Outer);
  }
  EXPECT_EQ(cantFail(getOptionProfile()), nullptr);
  EXPECT_EQ(optionProfilePath(), "");
}

TEST(DivergenceProfileTest, LaneMaxIsOptionalAndAddsUp) {
  DivergenceProfile P;
  BranchRecord A = record("k", "", "loop", "0123456789abcdef", 10, 4);
  A.Stats.LaneMax = 7;
  P.add(A);
  BranchRecord B = record("k", "", "loop", "0123456789abcdef", 6, 2);
  B.Stats.LaneMax = 5;
  P.add(B);
  P.add(record("k", "", "old", "fedcba9876543210", 2, 0));
  ASSERT_EQ(P.records().size(), 2u);
  EXPECT_EQ(P.records()[0].Stats.LaneMax, std::optional<uint64_t>(12));
  EXPECT_FALSE(P.records()[1].Stats.LaneMax);
  Expected<DivergenceProfile> Q =
      DivergenceProfile::fromJSON(P.toJSON(), "test");
  ASSERT_TRUE(bool(Q)) << toString(Q.takeError());
  EXPECT_EQ(Q->records()[0].Stats.LaneMax, std::optional<uint64_t>(12));
  // A file written without lane_max reads as unknown.
  EXPECT_FALSE(Q->records()[1].Stats.LaneMax);
  // Merging a known and an unknown part leaves it unknown; a fresh
  // accumulator takes the first part's.
  BranchStats S;
  S.merge(A.Stats);
  EXPECT_EQ(S.LaneMax, std::optional<uint64_t>(7));
  S.merge(record("k", "", "loop", "0123456789abcdef", 1, 0).Stats);
  EXPECT_FALSE(S.LaneMax);
}

TEST(DivergenceProfileTest, BlockMixRunsRoundTripAndMerge) {
  BlockMix M;
  M.WarpsPerBlock = 8;
  M.SMs = 4;
  M.append(3, {0, 8, 0});
  M.append(2, {0, 8, 0}); // Extends the run.
  M.append(1, {1, 6, 1});
  M.append(0, {0, 0, 8}); // Nothing.
  M.append(4, {0, 0, 8});
  ASSERT_EQ(M.Runs.size(), 3u);
  EXPECT_EQ(M.Runs[0].Count, 5u);
  EXPECT_EQ(M.blocks(), 10u);
  BranchRecord A = record("k", "", "b", "0123456789abcdef", 80, 1);
  A.Stats.Mix = M;
  DivergenceProfile P;
  P.add(A);
  Expected<DivergenceProfile> Q =
      DivergenceProfile::fromJSON(P.toJSON(), "test");
  ASSERT_TRUE(bool(Q)) << toString(Q.takeError());
  ASSERT_TRUE(Q->records()[0].Stats.Mix);
  EXPECT_TRUE(*Q->records()[0].Stats.Mix == M);
  EXPECT_EQ(Q->records()[0].Stats.Mix->SMs, 4u);
  // A second launch with the same blocks keeps the mix; one with other
  // blocks drops it (two launches' blocks do not add up to one launch's).
  P.add(A);
  ASSERT_TRUE(P.records()[0].Stats.Mix);
  BlockMix Other = M;
  Other.Runs[1].Warps.Both = 2;
  BranchRecord B = A;
  B.Stats.Mix = Other;
  P.add(B);
  EXPECT_FALSE(P.records()[0].Stats.Mix);
  P.add(A);
  EXPECT_FALSE(P.records()[0].Stats.Mix);
  // A fresh accumulator takes the first part's; a part without one drops.
  BranchStats S;
  S.merge(A.Stats);
  ASSERT_TRUE(S.Mix);
  S.merge(record("k", "", "b", "0123456789abcdef", 1, 0).Stats);
  EXPECT_FALSE(S.Mix);
}

TEST(DivergenceProfileTest, RejectsMalformedBlockMix) {
  const char *Mixes[] = {
      R"("x")",
      R"({"runs": []})",
      R"({"warps_per_block": 0, "runs": []})",
      R"({"warps_per_block": 8})",
      R"({"warps_per_block": 8, "runs": [[1, 0, 8]]})",
      R"({"warps_per_block": 8, "runs": [[0, 0, 8, 0]]})",
      R"({"warps_per_block": 8, "runs": [[1, -1, 8, 0]]})",
      R"({"warps_per_block": 8, "runs": [[1, 1, 8, 0]]})",
      R"({"warps_per_block": 8, "runs": [[1, "1", 0, 0]]})",
      R"({"warps_per_block": 8, "sms": 0, "runs": []})",
      R"({"warps_per_block": 8, "sms": "4", "runs": []})",
  };
  for (const char *Mix : Mixes) {
    std::string Text = std::string(R"({"format": "lockstep-divergence-profile",
        "version": 1, "branches": [{"function": "k", "loc": "",
        "block": "", "shape": "", "executions": 8, "splits": 0, "warps": 8,
        "lanes": 256, "successor_lanes": [256, 0], "block_mix": )") +
                       Mix + "}]}";
    Expected<json::Value> V = json::parse(Text);
    ASSERT_TRUE(bool(V)) << toString(V.takeError());
    Expected<DivergenceProfile> P = DivergenceProfile::fromJSON(*V, "t");
    ASSERT_FALSE(bool(P)) << Mix;
    EXPECT_NE(toString(P.takeError()).find("branch 0: 'block_mix' "),
              std::string::npos)
        << Mix;
  }
}

TEST(DivergenceProfileTest, RejectsMalformed) {
  const char *Bad[] = {
      R"([])",
      R"({"format": "x", "version": 1, "branches": []})",
      R"({"format": "lockstep-divergence-profile", "version": 2,
          "branches": []})",
      R"({"format": "lockstep-divergence-profile", "version": 1})",
      R"({"format": "lockstep-divergence-profile", "version": 1,
          "branches": [{"function": "k"}]})",
      R"({"format": "lockstep-divergence-profile", "version": 1,
          "branches": [{"function": "k", "loc": "", "block": "", "shape": "",
          "executions": -1, "splits": 0, "warps": 0, "lanes": 0,
          "successor_lanes": []}]})",
      R"({"format": "lockstep-divergence-profile", "version": 1,
          "branches": [{"function": "k", "loc": "", "block": "", "shape": "",
          "executions": 1, "splits": 0, "warps": 0, "lanes": 0,
          "successor_lanes": ["x"]}]})",
      R"({"format": "lockstep-divergence-profile", "version": 1,
          "branches": [{"function": "k", "loc": "", "block": "", "shape": "",
          "executions": 2, "splits": 0, "warps": 1, "lanes": 4,
          "successor_lanes": [2, 2], "lane_max": 3}]})",
      R"({"format": "lockstep-divergence-profile", "version": 1,
          "branches": [{"function": "k", "loc": "", "block": "", "shape": "",
          "executions": 2, "splits": 0, "warps": 1, "lanes": 4,
          "successor_lanes": [2, 2], "lane_max": "2"}]})",
  };
  for (const char *Text : Bad) {
    Expected<json::Value> V = json::parse(Text);
    ASSERT_TRUE(bool(V)) << toString(V.takeError());
    Expected<DivergenceProfile> P = DivergenceProfile::fromJSON(*V, "t");
    EXPECT_FALSE(bool(P)) << Text;
    if (!P) {
      EXPECT_NE(toString(P.takeError()).find("t: not a divergence profile"),
                std::string::npos);
    }
  }
  Expected<DivergenceProfile> Missing =
      DivergenceProfile::load("/nonexistent/profile.json");
  ASSERT_FALSE(bool(Missing));
  EXPECT_NE(toString(Missing.takeError()).find("cannot read"),
            std::string::npos);
}

TEST(DivergenceProfileTest, MatchingTiers) {
  DivergenceProfile P;
  P.add(record("k", "a.cu:3:7", "b1", "s1", 10, 5)); // 0
  P.add(record("k", "a.cu:3:7", "b9", "s9", 10, 1)); // 1: same loc
  P.add(record("k", "", "b2", "s2", 8, 2));          // 2
  P.add(record("k", "", "b3", "s3", 8, 0));          // 3
  P.add(record("k", "", "", "s4", 4, 4));            // 4
  P.add(record("g", "", "b2", "s2", 100, 100));      // 5: other function
  auto Look = [&](BranchKey K, std::vector<size_t> &M) {
    M.clear();
    return P.lookup(K, &M);
  };
  std::vector<size_t> M;
  // 1. By location and shape: of the entries at a.cu:3:7 (an inlined
  // function's branches share their call's location), the one of the same
  // shape alone.
  auto S = Look({"k", "a.cu:3:7", "other", "s9"}, M);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Splits, 1u);
  EXPECT_EQ(M, (std::vector<size_t>{1}));
  // 2. By location: no entry there has the shape (the IR changed), so both
  // entries at a.cu:3:7 merge, whatever the block.
  S = Look({"k", "a.cu:3:7", "other", "zz"}, M);
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Executions, 20u);
  EXPECT_EQ(S->Splits, 6u);
  EXPECT_EQ(M, (std::vector<size_t>{0, 1}));
  // 3. Block name and shape.
  S = Look({"k", "", "b2", "s2"}, M);
  ASSERT_TRUE(S);
  EXPECT_EQ(M, (std::vector<size_t>{2}));
  // 4. Block name alone (the block's code changed).
  S = Look({"k", "", "b3", "changed"}, M);
  ASSERT_TRUE(S);
  EXPECT_EQ(M, (std::vector<size_t>{3}));
  EXPECT_TRUE(S->neverDiverged());
  // 5. Shape alone (an unnamed or renamed block).
  S = Look({"k", "", "", "s4"}, M);
  ASSERT_TRUE(S);
  EXPECT_EQ(M, (std::vector<size_t>{4}));
  // Nothing: another function's entry never matches.
  EXPECT_FALSE(Look({"h", "", "b2", "s2"}, M));
  EXPECT_FALSE(Look({"k", "", "b7", "s7"}, M));
}

const char *Kernel = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %gid = add i32 %base, %tid
  %one = icmp eq i32 %gid, %n
  br i1 %one, label %1, label %2
1:
  store i32 1, ptr addrspace(1) %a
  br label %2
2:
  %lt = icmp ult i32 %tid, %n
  br i1 %lt, label %3, label %4
3:
  store i32 2, ptr addrspace(1) %a
  br label %4
4:
  %bit = and i32 %tid, 1
  %odd = icmp eq i32 %bit, 0
  br i1 %odd, label %5, label %6
5:
  store i32 3, ptr addrspace(1) %a
  br label %6
6:
  ret void
}
)IR";

class BranchKeyTest : public NVPTXTestBase {
protected:
  static SmallVector<Instruction *, 4> branches(Function &F) {
    SmallVector<Instruction *, 4> Out;
    for (BasicBlock &BB : F)
      if (BB.getTerminator()->getNumSuccessors() == 2)
        Out.push_back(BB.getTerminator());
    return Out;
  }
};

TEST_F(BranchKeyTest, SurvivesUnrelatedChanges) {
  Function &F = parse(Kernel);
  SmallVector<BranchKey, 4> Before;
  for (Instruction *T : branches(F))
    Before.push_back(BranchKey::of(*T));
  ASSERT_EQ(Before.size(), 3u);
  EXPECT_EQ(Before[0].Block, "entry");
  EXPECT_EQ(Before[1].Block, ""); // Unnamed: numbered blocks are not keys.
  EXPECT_NE(Before[1].Shape, Before[2].Shape);
  // The same kernel with an unrelated block in front of the exit: the
  // numbers of the unnamed blocks do not enter the keys, so they stay.
  std::string Changed = Kernel;
  size_t At = Changed.find("6:\n  ret void");
  Changed.replace(At, 2,
                  "6:\n  store i32 9, ptr addrspace(1) %a\n  br label "
                  "%7\n7:");
  Function &G = parse(Changed);
  auto After = branches(G);
  ASSERT_EQ(After.size(), 3u);
  for (unsigned I = 0; I < 3; ++I)
    EXPECT_TRUE(BranchKey::of(*After[I]) == Before[I]) << I;
  // Resolved against the changed function, every branch finds its entry;
  // the entry of a block that no longer exists is counted as unmatched.
  DivergenceProfile P;
  for (const BranchKey &K : Before) {
    BranchRecord R;
    R.Key = K;
    R.Stats.Executions = 1;
    P.add(R);
  }
  BranchRecord Stale;
  Stale.Key = {"k", "", "gone", "0"};
  P.add(Stale);
  BranchProfileQuery Q(P, G);
  for (Instruction *T : After)
    EXPECT_NE(Q.lookup(T), nullptr);
  EXPECT_EQ(Q.unmatched(), 1u);
}

TEST_F(BranchKeyTest, OneLaneConditions) {
  Function &F = parse(Kernel);
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  auto B = branches(F);
  // gid == n: blockIdx * blockDim + tid against a kernel argument.
  EXPECT_TRUE(isOneLaneCondition(*B[0], U));
  // tid < n: a boundary, not an equality.
  EXPECT_FALSE(isOneLaneCondition(*B[1], U));
  // (tid & 1) == 0: half the lanes, `and` is not injective.
  EXPECT_FALSE(isOneLaneCondition(*B[2], U));
  // Without a profile entry the rate is one-lane, thread-index or the
  // default; with one, measured.
  SplitRate R = expectedSplitRate(*B[0], nullptr, U);
  EXPECT_EQ(R.Source, SplitSource::OneLane);
  EXPECT_EQ(expectedSplitRate(*B[1], nullptr, U).Source, SplitSource::Default);
  EXPECT_EQ(expectedSplitRate(*B[2], nullptr, U).Source, SplitSource::Default);
  BranchStats S;
  S.Executions = 4;
  S.Splits = 1;
  R = expectedSplitRate(*B[0], &S, U);
  EXPECT_EQ(R.Source, SplitSource::Profile);
  EXPECT_DOUBLE_EQ(R.Rate, 0.25);
}

// Conjunctions, disjunctions and negations of one-lane equalities: each
// branch's condition is named after what the rule must answer.
const char *CombinedKernel = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %eq = icmp eq i32 %t, %n
  %ne = icmp ne i32 %t, 7
  %bit = and i32 %t, 1
  %odd = icmp ne i32 %bit, 0
  %lt = icmp ult i32 %t, %n
  %few.and = and i1 %eq, %odd
  br i1 %few.and, label %1, label %1
1:
  %few.sel = select i1 %odd, i1 %eq, i1 false
  br i1 %few.sel, label %2, label %2
2:
  %few.nene = and i1 %ne, %ne
  br i1 %few.nene, label %3, label %3
3:
  %few.orne = or i1 %odd, %ne
  br i1 %few.orne, label %4, label %4
4:
  %few.not = xor i1 %few.and, true
  br i1 %few.not, label %5, label %5
5:
  %many.and = and i1 %lt, %odd
  br i1 %many.and, label %6, label %6
6:
  %many.or = or i1 %eq, %odd
  br i1 %many.or, label %7, label %7
7:
  ret void
}
)IR";

TEST_F(BranchKeyTest, OneLaneConjunctionsAndNegations) {
  Function &F = parse(CombinedKernel);
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  for (BasicBlock &BB : F) {
    auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
    if (!BI || !BI->isConditional())
      continue;
    StringRef Name = BI->getCondition()->getName();
    EXPECT_EQ(isOneLaneCondition(*BI, U), Name.starts_with("few"))
        << Name.str();
  }
}

const char *IndexKernel = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %j) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %hi = and i32 %t, %j
  %c0 = icmp eq i32 %hi, 0
  br i1 %c0, label %1, label %1
1:
  %ixj = xor i32 %t, %j
  %c1 = icmp ugt i32 %ixj, %t
  br i1 %c1, label %2, label %2
2:
  %lo = and i32 %ixj, 1
  %c2 = icmp ne i32 %lo, 0
  br i1 %c2, label %3, label %3
3:
  %sh = add i32 %t, %j
  %c3 = trunc i32 %sh to i1
  br i1 %c3, label %4, label %4
4:
  %q = and i32 %sh, 3
  %c4 = icmp eq i32 %q, %j
  br i1 %c4, label %5, label %5
5:
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %c5 = icmp sgt i32 %x, %j
  br i1 %c5, label %6, label %6
6:
  %c6 = icmp ult i32 %t, %j
  br i1 %c6, label %7, label %7
7:
  %k64 = and i32 %t, 64
  %c7 = icmp eq i32 %k64, 0
  br i1 %c7, label %8, label %8
8:
  ret void
}
)IR";

TEST_F(BranchKeyTest, IndexConditions) {
  Function &F = parse(IndexKernel);
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  SmallVector<BranchInst *, 8> B;
  for (BasicBlock &BB : F)
    if (auto *BI = dyn_cast<BranchInst>(BB.getTerminator()))
      if (BI->isConditional())
        B.push_back(BI);
  ASSERT_EQ(B.size(), 8u);
  // (t & j) == 0 and (t ^ j) > t: whether a warp splits depends on the
  // uniform bit position against the warp size.
  EXPECT_TRUE(isIndexCondition(*B[0], U));
  EXPECT_TRUE(isIndexCondition(*B[1], U));
  // Masks of the low five bits of t (xor, add a uniform value), tested
  // against a uniform value, and a truncation to i1: every warp splits.
  EXPECT_FALSE(isIndexCondition(*B[2], U));
  EXPECT_FALSE(isIndexCondition(*B[3], U));
  EXPECT_FALSE(isIndexCondition(*B[4], U));
  // Data from memory.
  EXPECT_FALSE(isIndexCondition(*B[5], U));
  // A bound and a constant mask: no bit position picked by a uniform value.
  EXPECT_FALSE(isIndexCondition(*B[6], U));
  EXPECT_FALSE(isIndexCondition(*B[7], U));
  SplitRate R = expectedSplitRate(*B[0], nullptr, U);
  EXPECT_EQ(R.Source, SplitSource::Index);
  EXPECT_DOUBLE_EQ(R.Rate, indexSplitRate());
  EXPECT_EQ(expectedSplitRate(*B[2], nullptr, U).Source, SplitSource::Default);
}

// A divergent branch in a loop with a lane-dependent trip count (%n
// loaded per lane), and one in a loop whose trip count is a kernel
// argument.
static const char *LoopKernel = R"IR(
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %n = load i32, ptr addrspace(1) %p
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br label %u
u:
  %j = phi i32 [ 0, %entry ], [ %j.n, %ul ]
  br i1 %c, label %ut, label %ul
ut:
  store i32 2, ptr addrspace(1) %p
  br label %ul
ul:
  %j.n = add i32 %j, 1
  %umore = icmp slt i32 %j.n, %m
  br i1 %umore, label %u, label %h
h:
  %i = phi i32 [ 0, %ul ], [ %i.n, %l ]
  br i1 %c, label %t, label %l
t:
  store i32 1, ptr addrspace(1) %p
  br label %l
l:
  %i.n = add i32 %i, 1
  %more = icmp slt i32 %i.n, %n
  br i1 %more, label %h, label %x
x:
  ret void
}
)IR";

TEST_F(BranchKeyTest, SpeculationRateInLoops) {
  Function &F = parse(LoopKernel);
  const LockstepUniformity &U = FAM.getResult<LockstepUniformityAnalysis>(F);
  const LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  SmallVector<Instruction *, 4> B = branches(F);
  ASSERT_EQ(B.size(), 4u);
  SplitRate SR{0.75, SplitSource::Default};
  // The first loop's trip count is uniform: every iteration has the lanes
  // the warp had at entry, so the branch's own rate holds.
  EXPECT_DOUBLE_EQ(speculationRate(*B[0], SR, LI, U), 0.75);
  // The second loop's trip count differs between lanes: a split warp may
  // run iterations with one side's lanes only, so speculate as at rate 0.
  EXPECT_DOUBLE_EQ(speculationRate(*B[2], SR, LI, U), 0.0);
  // A measured rate is the branch's own, per iteration.
  SplitRate Measured{0.4, SplitSource::Profile};
  EXPECT_DOUBLE_EQ(speculationRate(*B[2], Measured, LI, U), 0.4);
}

TEST(NoLossModelTest, Describe) {
  MeldGainModel M;
  M.IssueSaved = 40, M.ChainSaved = 12;
  M.SplitRate = 0.5;
  M.SlotSaved = 6, M.SlotOverhead = 2;
  EXPECT_EQ(M.describe(), "expected gain 20.0 issue / 6.0 chain / 2.0 slot "
                          "cycles per execution at split rate 0.50");
  M.Source = SplitSource::Index;
  EXPECT_EQ(M.describe(), "expected gain 20.0 issue / 6.0 chain / 2.0 slot "
                          "cycles per execution at split rate 0.50 "
                          "(thread-index)");
}

// The remark names the condition that fails, in the rule's order.
TEST(NoLossModelTest, FailureNamesTheCondition) {
  MeldGainModel M;
  M.SplitRate = 1.0;
  M.IssueSaved = 2;
  EXPECT_EQ(M.failure(), "a split warp saves no more than the merged branch");
  M.IssueSaved = 40, M.IssueOverhead = 60, M.SplitRate = 0.25;
  EXPECT_EQ(M.failure(), "the expected issue gain is not positive");
  M.IssueOverhead = 0, M.ChainSaved = 4, M.ChainOverhead = 4, M.SplitRate = 0.5;
  EXPECT_EQ(M.failure(), "the selects lengthen the dependency chain of warps "
                         "that do not split by as much as split warps save");
  M.ChainSaved = 12, M.SlotSaved = -2;
  EXPECT_EQ(M.failure(), "the meld issues more pipe cycles than the two sides");
  M.SlotSaved = 2;
  EXPECT_EQ(M.failure(), "");
  EXPECT_TRUE(M.passes());
}

TEST(NoLossModelTest, IssueSlotsMustBeSaved) {
  // Saves latency and chain, but issues more pipe cycles than it saves:
  // an issue-bound launch would lose, so the rule refuses.
  MeldGainModel M;
  M.IssueSaved = 40, M.ChainSaved = 12;
  M.SlotSaved = -2, M.SlotOverhead = 4;
  M.SplitRate = 1.0;
  EXPECT_FALSE(M.passes());
  // As many as it saves: a block pair passes, a pair of regions (whose
  // replicated blocks the estimate does not see) must save.
  M.SlotSaved = 0;
  EXPECT_DOUBLE_EQ(M.slotGain(), 0);
  EXPECT_TRUE(M.passes());
  M.PairsRegions = true;
  EXPECT_FALSE(M.passes());
  M.SlotSaved = 2;
  EXPECT_TRUE(M.passes());
  // At split rate 1/2 the warps that do not split pay the overhead.
  M.SplitRate = 0.5;
  EXPECT_DOUBLE_EQ(M.slotGain(), 0.5 * 2 - 0.5 * 4);
  EXPECT_FALSE(M.passes());
}

TEST(NoLossModelTest, AlignmentMustSaveMoreThanTheBranch) {
  // A split warp that saves only the merged terminator (its alignment saves
  // nothing by itself) does not pass, whatever the other figures.
  const int64_t Br = SIMTCostModel::latency(InstClass::Branch);
  MeldGainModel M;
  M.IssueSaved = Br, M.ChainSaved = 12, M.SlotSaved = 2;
  EXPECT_FALSE(M.passes());
  M.IssueSaved = Br + 1;
  EXPECT_TRUE(M.passes());
}

TEST(NoLossModelTest, ExpectedGains) {
  MeldGainModel M;
  M.IssueSaved = 40, M.IssueOverhead = 8;
  M.ChainSaved = 12, M.ChainOverhead = 4;
  M.SplitRate = 0.5;
  EXPECT_DOUBLE_EQ(M.issueGain(), 0.5 * 40 - 0.5 * 8);
  EXPECT_DOUBLE_EQ(M.chainGain(), 0.5 * 12 - 0.5 * 4);
  M.SplitRate = 0.1;
  EXPECT_DOUBLE_EQ(M.issueGain(), 0.1 * 40 - 0.9 * 8);
  EXPECT_LT(M.chainGain(), 0);
}

} // namespace
