//===- AMDGPU.h - amdgcn kernels in the simulator ---------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the simulator needs to run HIP kernels compiled for
/// amdgcn-amd-amdhsa: the wavefront size of a kernel (64 on gfx9 and older,
/// 32 on gfx10 and later, either overridden by the +wavefrontsize32/64
/// target feature), the llvm.amdgcn.* intrinsics clang emits for HIP's
/// threadIdx, blockIdx, blockDim, gridDim, __syncthreads and wave
/// operations (decodeAMDGCN; executed by Executor::execAMDGPU), and the
/// contents of the two read-only records the hidden-argument intrinsics
/// point at: the code object v5 implicit kernel arguments and the HSA
/// kernel dispatch packet (layouts in LLVM's AMDGPUUsage and the HSA
/// runtime specification). The address spaces of amdgcn (0 flat, 1 global,
/// 3 LDS, 4 constant, 5 private) have the numbers of Memory.h's spaces.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_AMDGPU_H
#define LOCKSTEP_LIB_SIM_AMDGPU_H

#include "DecodedIR.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <vector>

namespace llvm {
class CallInst;
class Function;
class Module;
} // namespace llvm

namespace lockstep::sim {

/// Lanes per wavefront of amdgcn kernel \p K from its "target-features"
/// (+wavefrontsize32/64) or else its "target-cpu" (gfx10 and later: 32,
/// older or none: 64); 0 when \p K's module is not amdgcn.
unsigned amdgpuWaveSize(const llvm::Function &K);

/// The warp size to simulate \p K with: \p Requested, or when 0 the kernel's
/// wavefront size (amdgcn) or 32. An error when an amdgcn kernel is
/// requested with another size than its wavefront size.
llvm::Expected<unsigned> kernelWarpSize(const llvm::Function &K,
                                        unsigned Requested);

/// Fills \p D for the llvm.amdgcn.* intrinsic \p N (the name without
/// "llvm.amdgcn."); false when it is not supported.
bool decodeAMDGCN(llvm::StringRef N, const llvm::CallInst &CI, DInst &D);

/// True for the amdgcn intrinsics that only order or schedule (wave.barrier,
/// s.waitcnt, sched.barrier, s.sleep, ...): the simulator drops them.
bool isAMDGCNNoOp(llvm::StringRef Name);

/// Bytes of the amdgcn records a launch of \p Grid blocks of \p Block
/// threads sees.
struct AMDGPULaunch {
  std::array<uint32_t, 3> Grid, Block;
  uint64_t DynamicShared = 0, StaticShared = 0, PrivateBytes = 0;
  unsigned CodeObjectVersion = 5; ///< Major version (amdgpuCodeObjectVersion).
};
/// Major code object version of \p M: its "amdhsa_code_object_version"
/// module flag (e.g. 600) / 100, else 5 (LLVM 22 defaults to 6, whose hidden
/// arguments are v5's).
unsigned amdgpuCodeObjectVersion(const llvm::Module &M);
/// Hidden arguments (256 bytes). Code object v5 and later: block_count
/// x/y/z (u32 at 0/4/8), group_size x/y/z (u16 at 12/14/16), remainder
/// x/y/z (u16 at 18/20/22, always 0: the grid is whole blocks), grid_dims
/// (u16 at 64), dynamic_lds_size (u32 at 120); the rest 0. Before v5 all 0:
/// global offsets 0 and no runtime pointers (group and grid sizes are then
/// read from the dispatch packet).
std::vector<uint8_t> implicitArgBytes(const AMDGPULaunch &L);
/// HSA kernel dispatch packet (64 bytes): setup (dimensions, u16 at 2),
/// workgroup_size x/y/z (u16 at 4/6/8), grid_size x/y/z in work-items (u32
/// at 12/16/20), private_segment_size (u32 at 24), group_segment_size (u32
/// at 28); the rest 0.
std::vector<uint8_t> dispatchPacketBytes(const AMDGPULaunch &L);

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_AMDGPU_H
