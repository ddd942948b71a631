//===- lockstep_hip.h - Minimal HIP header for device code ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small, self-contained stand-in for the HIP headers, enough to compile
/// ordinary HIP kernels for amdgcn with clang-22 on a machine without ROCm:
///
///   clang++-22 -x hip --offload-arch=gfx90a --offload-device-only -O3 \
///     -nogpulib -nogpuinc -include runtime/hip/lockstep_hip.h ...
///
/// The Lockstep tools add these flags themselves for .hip files. It provides
/// the execution-space macros, threadIdx/blockIdx/blockDim/gridDim (the
/// __builtin_amdgcn_* reads HIP makes: workitem and workgroup ids, the code
/// object v5 hidden arguments), warpSize (the target's wavefront size),
/// __syncthreads (workgroup fences around s_barrier, as HIP), __lane_id,
/// __ballot/__any/__all, __shfl/__shfl_xor (ds_bpermute), atomicAdd and
/// min/max. Everything maps to clang builtins, so no device library is
/// needed; math functions are not provided.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_HIP_H
#define LOCKSTEP_HIP_H

#ifndef __HIP__
#error "lockstep_hip.h is for HIP compilations (clang -x hip)"
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)                                                 \
  __attribute__((amdgpu_flat_work_group_size(1, __VA_ARGS__)))
#define __restrict__ __restrict

#define __LOCKSTEP_DEV static __device__ __forceinline__

typedef __SIZE_TYPE__ size_t;

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int X = 1, unsigned int Y = 1,
                                     unsigned int Z = 1)
      : x(X), y(Y), z(Z) {}
};

//===----------------------------------------------------------------------===//
// threadIdx, blockIdx, blockDim, gridDim, warpSize: objects whose x/y/z
// members are properties read through the amdgcn builtins.
//===----------------------------------------------------------------------===//

/// Block counts of the code object v5 hidden arguments (u32 at 0/4/8).
__LOCKSTEP_DEV unsigned int __lockstep_block_count(int D) {
  return ((const __attribute__((
      address_space(4))) unsigned int *)__builtin_amdgcn_implicitarg_ptr())[D];
}
__LOCKSTEP_DEV unsigned int __lockstep_grid_x() {
  return __lockstep_block_count(0);
}
__LOCKSTEP_DEV unsigned int __lockstep_grid_y() {
  return __lockstep_block_count(1);
}
__LOCKSTEP_DEV unsigned int __lockstep_grid_z() {
  return __lockstep_block_count(2);
}

#define __LOCKSTEP_IDX_FIELD(Field, Read)                                      \
  __declspec(property(get = __get_##Field)) unsigned int Field;                \
  __LOCKSTEP_DEV unsigned int __get_##Field() { return Read; }

#define __LOCKSTEP_IDX_TYPE(Type, X, Y, Z)                                     \
  struct Type {                                                                \
    __LOCKSTEP_IDX_FIELD(x, X)                                                 \
    __LOCKSTEP_IDX_FIELD(y, Y)                                                 \
    __LOCKSTEP_IDX_FIELD(z, Z)                                                 \
    __device__ operator dim3() const {                                         \
      return dim3(__get_x(), __get_y(), __get_z());                            \
    }                                                                          \
                                                                               \
  private:                                                                     \
    Type() = delete;                                                           \
    Type(const Type &) = delete;                                               \
    void operator=(const Type &) const = delete;                               \
  }

__LOCKSTEP_IDX_TYPE(__lockstep_thread_idx_t, __builtin_amdgcn_workitem_id_x(),
                    __builtin_amdgcn_workitem_id_y(),
                    __builtin_amdgcn_workitem_id_z());
__LOCKSTEP_IDX_TYPE(__lockstep_block_idx_t, __builtin_amdgcn_workgroup_id_x(),
                    __builtin_amdgcn_workgroup_id_y(),
                    __builtin_amdgcn_workgroup_id_z());
__LOCKSTEP_IDX_TYPE(__lockstep_block_dim_t, __builtin_amdgcn_workgroup_size_x(),
                    __builtin_amdgcn_workgroup_size_y(),
                    __builtin_amdgcn_workgroup_size_z());
__LOCKSTEP_IDX_TYPE(__lockstep_grid_dim_t, __lockstep_grid_x(),
                    __lockstep_grid_y(), __lockstep_grid_z());

#undef __LOCKSTEP_IDX_TYPE
#undef __LOCKSTEP_IDX_FIELD

// Never defined: only their properties are used.
extern const __device__ __attribute__((weak)) __lockstep_thread_idx_t threadIdx;
extern const __device__ __attribute__((weak)) __lockstep_block_idx_t blockIdx;
extern const __device__ __attribute__((weak)) __lockstep_block_dim_t blockDim;
extern const __device__ __attribute__((weak)) __lockstep_grid_dim_t gridDim;

#define warpSize (__builtin_amdgcn_wavefrontsize())

//===----------------------------------------------------------------------===//
// Barriers, fences, wave operations
//===----------------------------------------------------------------------===//

__LOCKSTEP_DEV void __threadfence_block() {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}
__LOCKSTEP_DEV void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__LOCKSTEP_DEV unsigned int __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

/// One bit per active lane whose \p Pred is true (64 bits on any target:
/// the upper half is 0 on wave32, the default of gfx10 and later; a
/// -mwavefrontsize64 build of those is not supported by this header).
__LOCKSTEP_DEV unsigned long long __ballot(int Pred) {
#if defined(__GFX10__) || defined(__GFX11__) || defined(__GFX12__)
  return __builtin_amdgcn_ballot_w32(Pred != 0);
#else
  return __builtin_amdgcn_ballot_w64(Pred != 0);
#endif
}
__LOCKSTEP_DEV int __any(int Pred) { return __ballot(Pred) != 0; }
__LOCKSTEP_DEV int __all(int Pred) { return __ballot(Pred) == __ballot(1); }

/// Value of \p V in lane \p Lane of the segment of \p Width lanes (HIP's
/// __shfl: ds_bpermute reads lane address / 4).
__LOCKSTEP_DEV int __shfl(int V, int Lane, int Width = warpSize) {
  int Self = (int)__lane_id();
  int Src = (Lane & (Width - 1)) + (Self & ~(Width - 1));
  return __builtin_amdgcn_ds_bpermute(Src << 2, V);
}
__LOCKSTEP_DEV int __shfl_xor(int V, int Mask, int Width = warpSize) {
  int Self = (int)__lane_id();
  int Src = Self ^ Mask;
  Src = Src < ((Self + Width) & ~(Width - 1)) ? Src : Self;
  return __builtin_amdgcn_ds_bpermute(Src << 2, V);
}
__LOCKSTEP_DEV float __shfl(float V, int Lane, int Width = warpSize) {
  return __builtin_bit_cast(float,
                            __shfl(__builtin_bit_cast(int, V), Lane, Width));
}
__LOCKSTEP_DEV float __shfl_xor(float V, int Mask, int Width = warpSize) {
  return __builtin_bit_cast(
      float, __shfl_xor(__builtin_bit_cast(int, V), Mask, Width));
}

//===----------------------------------------------------------------------===//
// Atomics and min/max
//===----------------------------------------------------------------------===//

__LOCKSTEP_DEV int atomicAdd(int *P, int V) {
  return __hip_atomic_fetch_add(P, V, __ATOMIC_RELAXED,
                                __HIP_MEMORY_SCOPE_AGENT);
}
__LOCKSTEP_DEV unsigned int atomicAdd(unsigned int *P, unsigned int V) {
  return __hip_atomic_fetch_add(P, V, __ATOMIC_RELAXED,
                                __HIP_MEMORY_SCOPE_AGENT);
}
__LOCKSTEP_DEV float atomicAdd(float *P, float V) {
  return __hip_atomic_fetch_add(P, V, __ATOMIC_RELAXED,
                                __HIP_MEMORY_SCOPE_AGENT);
}

__LOCKSTEP_DEV int min(int A, int B) { return A < B ? A : B; }
__LOCKSTEP_DEV int max(int A, int B) { return A > B ? A : B; }
__LOCKSTEP_DEV unsigned int min(unsigned int A, unsigned int B) {
  return A < B ? A : B;
}
__LOCKSTEP_DEV unsigned int max(unsigned int A, unsigned int B) {
  return A > B ? A : B;
}
__LOCKSTEP_DEV float fminf(float A, float B) { return __builtin_fminf(A, B); }
__LOCKSTEP_DEV float fmaxf(float A, float B) { return __builtin_fmaxf(A, B); }

#undef __LOCKSTEP_DEV

#endif // LOCKSTEP_HIP_H
