//===- GPUModule.h - Which modules Lockstep works on ------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The test every Lockstep analysis, pass and tool applies first, and what
/// counts as a kernel: only
/// modules whose target has branch divergence (nvptx, nvptx64, amdgcn) are
/// analyzed or transformed; UniformityInfo reports nothing elsewhere. The
/// module gates ask lockstepAppliesTo() (Analysis/Uniformity.h), which adds
/// every module in the uniformity layer's all-divergent mode.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_GPUMODULE_H
#define LOCKSTEP_SUPPORT_GPUMODULE_H

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace lockstep {

/// True for triples whose targets have branch divergence (nvptx, nvptx64,
/// amdgcn): the only modules Lockstep analyzes or transforms.
bool isGPUModule(const llvm::Module &M);

/// True for kernel entry points: ptx_kernel (CUDA __global__) and
/// amdgpu_kernel (HIP __global__) functions.
bool isGPUKernel(const llvm::Function &F);

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_GPUMODULE_H
