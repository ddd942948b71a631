//===- Uniformity.h - Lockstep's uniformity layer ---------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place every Lockstep analysis and pass asks "is this divergent?"
/// (DARM Section IV-A takes divergence from a divergence analysis; this layer
/// makes that analysis precise enough not to meld uniform branches).
///
/// LLVM's UniformityInfo is exact about control flow (sync and temporal
/// divergence) but its NVPTX sources of divergence are coarse: every call is
/// divergent, the block-uniform special registers included, and so is every
/// load through a generic pointer. The layer keeps LLVM's algorithm and only
/// refines its sources: it reruns UniformityInfo with a TargetTransformInfo
/// that answers like the target's except for sources a rule below proves
/// uniform. Every value computed from them, branches on them and PHIs at
/// their joins then follow from LLVM's own propagation, so a PHI at a join
/// of a divergent branch stays divergent. A rule may only turn "divergent"
/// into "uniform"; it never adds divergence.
///
/// Rules (UniformityRule), each applied only where the target's TTI says
/// NeverUniform:
///  - block-uniform-register: ctaid, nctaid, ntid (blockIdx, gridDim,
///    blockDim) and warpsize on NVPTX, workgroup.id on AMDGPU: the same in
///    every thread of a block. Always uniform.
///  - pure-intrinsic: a target-independent intrinsic that computes a lane's
///    result from that lane's operands only (llvm.umin, llvm.fabs, ...:
///    VectorUtils' isTriviallyVectorizable), or one of a few NVVM math
///    intrinsics. Uniform when its operands are.
///  - operand-function-asm: inline assembly that only computes from its
///    operands (LaneLocalAsm.h: a __half operation of cuda_fp16.h; no
///    special register read). Uniform when its operands are.
///  - kernel-argument: an argument of a kernel entry (ptx_kernel or
///    amdgpu_kernel calling convention): one value per launch.
///  - read-only-param-load: a plain load through a pointer into a kernel's
///    byval parameter that the kernel never writes or lets escape.
///  - constant-load: a plain load through a pointer into constant memory
///    (a constant global, or address space 4 on NVPTX and AMDGPU).
///    Both loads are uniform when their address is; unlike global memory,
///    that memory cannot change while the kernel runs.
///
/// On top, the warp-split rule (`-divergent-regions-warp-split`, default on)
/// classifies a branch whose condition only depends on threadIdx.x divided
/// by a multiple of the warp size as warp-uniform: uniform in every warp of
/// a one-dimensional block (the kernel reads no other thread index). Such a
/// branch is reported by divergent-regions as not meldable and offered to no
/// pass.
///
/// A region versioned on a warp vote (cf-meld's UniformVersioning.h) has two
/// warp-uniform branches, in every mode but `llvm`: the vote's own, and the
/// copy's branch (isVoteGuardedBranch), whose lanes voted that they agree
/// on its condition. No pass melds either.
///
/// `-lockstep-uniformity=llvm` answers with UniformityInfo alone, to compare.
///
/// `-lockstep-uniformity=all-divergent` (spelled `-cf-meld-assume-divergent`
/// too) calls every conditional branch and switch divergent, and every
/// instruction and argument, on any triple: x86 IR included. Every Lockstep
/// analysis and pass then works on CPU modules as on GPU ones, to test
/// melding where `lli` can run the result and for code-size uses. Module
/// gates ask lockstepAppliesTo() rather than isGPUModule() so that the mode
/// reaches them.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_ANALYSIS_UNIFORMITY_H
#define LOCKSTEP_ANALYSIS_UNIFORMITY_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace llvm {
class BasicBlock;
class Module;
class TargetTransformInfo;
class Value;
} // namespace llvm

namespace lockstep {

/// Which answers the layer gives (`-lockstep-uniformity=`).
enum class UniformityMode { LLVM, Lockstep, AllDivergent };
UniformityMode uniformityMode();
void setUniformityMode(UniformityMode M);
llvm::StringRef uniformityModeName(UniformityMode M);

/// True when Lockstep analyzes and transforms \p M: a GPU module
/// (isGPUModule), or any module in all-divergent mode.
bool lockstepAppliesTo(const llvm::Module &M);

/// Why the layer calls a source uniform that LLVM calls divergent.
enum class UniformityRule {
  None,
  BlockUniformRegister,
  PureIntrinsic,
  KernelArgument,
  ReadOnlyParamLoad,
  ConstantLoad,
  OperandFunctionAsm,
};
llvm::StringRef uniformityRuleName(UniformityRule R);

/// The rule that proves \p V uniform (or uniform when its operands are), or
/// None. Only meaningful where the target calls \p V a source of divergence.
UniformityRule findUniformityRule(const llvm::Value &V);

/// True when \p BB ends in a conditional branch on %c and is entered only
/// on the true edge of a branch on `vote.uni.sync(mask, %c)` (NVPTX) or on
/// `ballot(%c) == 0 || ballot(%c) == ballot(true)` (AMDGPU): the lanes that
/// reach it agree on %c.
bool isVoteGuardedBranch(const llvm::BasicBlock &BB);

/// True when \p BB ends in such a vote's branch, whose true successor is
/// vote-guarded: all lanes of the warp take one side.
bool isVoteDispatch(const llvm::BasicBlock &BB);

/// How the lanes of a warp leave a block.
enum class BranchUniformity {
  Uniform,     ///< No conditional terminator, or a uniform condition.
  WarpUniform, ///< Divergent per thread, uniform per warp (warp split).
  Divergent,
};
llvm::StringRef branchUniformityName(BranchUniformity B);

/// The layer's answers for one function.
class LockstepUniformity {
public:
  LockstepUniformity(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
  LockstepUniformity(LockstepUniformity &&);
  ~LockstepUniformity();

  UniformityMode mode() const { return Mode; }
  bool isDivergent(const llvm::Value &V) const;
  bool isUniform(const llvm::Value &V) const { return !isDivergent(V); }
  /// How \p BB's terminator splits a warp.
  BranchUniformity classifyTerminator(const llvm::BasicBlock &BB) const;
  /// True only for Divergent: warp-uniform branches are not divergent.
  bool hasDivergentTerminator(const llvm::BasicBlock &BB) const {
    return classifyTerminator(BB) == BranchUniformity::Divergent;
  }
  /// Sources the layer refined, with their rule (empty in LLVM mode).
  const llvm::DenseMap<const llvm::Value *, UniformityRule> &
  refinedSources() const {
    return Refined;
  }

  /// One line per refined source and per conditional terminator.
  void print(llvm::raw_ostream &OS) const;

  bool invalidate(llvm::Function &F, const llvm::PreservedAnalyses &PA,
                  llvm::FunctionAnalysisManager::Invalidator &Inv);

private:
  llvm::Function *F;
  UniformityMode Mode;
  unsigned SplitWarpSize; ///< 0: the warp-split rule does not apply.
  /// LLVM's answer; in Lockstep mode the one computed with refined sources;
  /// none in all-divergent mode.
  llvm::UniformityInfo *UI = nullptr;
  /// Lockstep mode: the manager that computed UI with the refined sources.
  std::unique_ptr<llvm::FunctionAnalysisManager> OwnFAM;
  llvm::DenseMap<const llvm::Value *, UniformityRule> Refined;
  bool HasDivergence = false;
};

/// `lockstep-uniformity`: the layer as a function analysis.
class LockstepUniformityAnalysis
    : public llvm::AnalysisInfoMixin<LockstepUniformityAnalysis> {
  friend llvm::AnalysisInfoMixin<LockstepUniformityAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = LockstepUniformity;
  Result run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

/// `print<lockstep-uniformity>`.
class LockstepUniformityPrinterPass
    : public llvm::PassInfoMixin<LockstepUniformityPrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit LockstepUniformityPrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace lockstep

#endif // LOCKSTEP_ANALYSIS_UNIFORMITY_H
