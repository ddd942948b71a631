//===- lockstep_cuda.h - Minimal CUDA header for device code ----*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small, self-contained replacement for the CUDA toolkit headers, enough
/// to compile ordinary kernels with clang-22 on a machine without the
/// toolkit:
///
///   clang++-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 \
///     -nocudainc -nocudalib -include runtime/cuda/lockstep_cuda.h ...
///
/// `lockstep compile` adds these flags itself when /usr/local/cuda is absent
/// (or with --no-cuda-toolkit). It provides the execution-space macros, the
/// built-in index variables (read through the __nvvm_read_ptx_sreg_*
/// builtins), barriers and fences, atomics, warp shuffles and votes, bit
/// manipulation, min/max and the common single-precision math functions.
///
/// Everything maps to clang builtins that lower to LLVM or NVVM intrinsics,
/// so no libdevice is needed. Transcendentals (expf, logf, sinf, ...) use the
/// hardware approximations (ex2.approx, lg2.approx, sin.approx): they are
/// fast-math quality, not the correctly rounded libdevice results the
/// toolkit gives. Arithmetic, comparisons, memory and control flow are
/// identical to a toolkit build, which is what divergence studies need.
///
/// The host side of a full (host + device) compile gets only declarations:
/// dim3, cudaError_t, cudaStream_t and the launch entry points clang needs
/// for `<<<...>>>`; linking still requires the CUDA runtime library.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_CUDA_H
#define LOCKSTEP_CUDA_H

#ifndef __CUDA__
#error "lockstep_cuda.h is for CUDA compilations (clang -x cuda)"
#endif

//===----------------------------------------------------------------------===//
// Execution spaces and qualifiers
//===----------------------------------------------------------------------===//

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict

#define __LOCKSTEP_DEV static __device__ __forceinline__
#define __LOCKSTEP_HD static __host__ __device__ __forceinline__

typedef __SIZE_TYPE__ size_t;

//===----------------------------------------------------------------------===//
// Vector types used for indices and launch dimensions
//===----------------------------------------------------------------------===//

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int X = 1, unsigned int Y = 1,
                                     unsigned int Z = 1)
      : x(X), y(Y), z(Z) {}
  __host__ __device__ constexpr dim3(uint3 V) : x(V.x), y(V.y), z(V.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};

//===----------------------------------------------------------------------===//
// threadIdx, blockIdx, blockDim, gridDim, warpSize
//
// Each is an object of an empty type whose x/y/z members are properties: a
// read of `threadIdx.x` calls a getter that reads the PTX special register,
// exactly the llvm.nvvm.read.ptx.sreg.* calls a toolkit build produces.
//===----------------------------------------------------------------------===//

#define __LOCKSTEP_SREG_FIELD(Field, Builtin)                                  \
  __declspec(property(get = __get_##Field)) unsigned int Field;                \
  __LOCKSTEP_DEV unsigned int __get_##Field() { return Builtin(); }

#define __LOCKSTEP_SREG_TYPE(Type, Prefix)                                     \
  struct Type {                                                                \
    __LOCKSTEP_SREG_FIELD(x, __nvvm_read_ptx_sreg_##Prefix##_x)                \
    __LOCKSTEP_SREG_FIELD(y, __nvvm_read_ptx_sreg_##Prefix##_y)                \
    __LOCKSTEP_SREG_FIELD(z, __nvvm_read_ptx_sreg_##Prefix##_z)                \
    __device__ operator uint3() const {                                        \
      return {__get_x(), __get_y(), __get_z()};                                \
    }                                                                          \
    __device__ operator dim3() const {                                         \
      return dim3(__get_x(), __get_y(), __get_z());                            \
    }                                                                          \
                                                                               \
  private:                                                                     \
    Type() = delete;                                                           \
    Type(const Type &) = delete;                                               \
    void operator=(const Type &) const = delete;                               \
  }

__LOCKSTEP_SREG_TYPE(__lockstep_thread_idx_t, tid);
__LOCKSTEP_SREG_TYPE(__lockstep_block_idx_t, ctaid);
__LOCKSTEP_SREG_TYPE(__lockstep_block_dim_t, ntid);
__LOCKSTEP_SREG_TYPE(__lockstep_grid_dim_t, nctaid);

#undef __LOCKSTEP_SREG_TYPE
#undef __LOCKSTEP_SREG_FIELD

// Never defined: only their properties are used, which read registers.
extern const __device__ __attribute__((weak)) __lockstep_thread_idx_t threadIdx;
extern const __device__ __attribute__((weak)) __lockstep_block_idx_t blockIdx;
extern const __device__ __attribute__((weak)) __lockstep_block_dim_t blockDim;
extern const __device__ __attribute__((weak)) __lockstep_grid_dim_t gridDim;

// A constant, as in toolkit builds (which emit no %WARP_SZ read either), so
// shuffle widths and lane arithmetic fold at compile time.
static constexpr __device__ int warpSize = 32;

//===----------------------------------------------------------------------===//
// Barriers and memory fences (__syncthreads itself is a clang builtin)
//===----------------------------------------------------------------------===//

__LOCKSTEP_DEV int __syncthreads_count(int Pred) {
  return __nvvm_bar0_popc(Pred);
}
__LOCKSTEP_DEV int __syncthreads_and(int Pred) { return __nvvm_bar0_and(Pred); }
__LOCKSTEP_DEV int __syncthreads_or(int Pred) { return __nvvm_bar0_or(Pred); }
__LOCKSTEP_DEV void __syncwarp(unsigned int Mask = 0xffffffffu) {
  __nvvm_bar_warp_sync(Mask);
}
__LOCKSTEP_DEV void __threadfence_block() { __nvvm_membar_cta(); }
__LOCKSTEP_DEV void __threadfence() { __nvvm_membar_gl(); }
__LOCKSTEP_DEV void __threadfence_system() { __nvvm_membar_sys(); }

//===----------------------------------------------------------------------===//
// Atomics (relaxed, device scope, generic address space: as the toolkit)
//===----------------------------------------------------------------------===//

#define __LOCKSTEP_ATOMIC_INT(Name, Builtin, Type, Cast)                       \
  __LOCKSTEP_DEV Type Name(Type *P, Type V) {                                  \
    return (Type)Builtin((Cast *)P, (Cast)V);                                  \
  }

__LOCKSTEP_ATOMIC_INT(atomicAdd, __nvvm_atom_add_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicAdd, __nvvm_atom_add_gen_i, unsigned int, int)
__LOCKSTEP_ATOMIC_INT(atomicAdd, __nvvm_atom_add_gen_ll, unsigned long long,
                      long long)
__LOCKSTEP_ATOMIC_INT(atomicExch, __nvvm_atom_xchg_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicExch, __nvvm_atom_xchg_gen_i, unsigned int, int)
__LOCKSTEP_ATOMIC_INT(atomicMin, __nvvm_atom_min_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicMin, __nvvm_atom_min_gen_ui, unsigned int,
                      unsigned int)
__LOCKSTEP_ATOMIC_INT(atomicMax, __nvvm_atom_max_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicMax, __nvvm_atom_max_gen_ui, unsigned int,
                      unsigned int)
__LOCKSTEP_ATOMIC_INT(atomicAnd, __nvvm_atom_and_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicAnd, __nvvm_atom_and_gen_i, unsigned int, int)
__LOCKSTEP_ATOMIC_INT(atomicOr, __nvvm_atom_or_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicOr, __nvvm_atom_or_gen_i, unsigned int, int)
__LOCKSTEP_ATOMIC_INT(atomicXor, __nvvm_atom_xor_gen_i, int, int)
__LOCKSTEP_ATOMIC_INT(atomicXor, __nvvm_atom_xor_gen_i, unsigned int, int)
__LOCKSTEP_ATOMIC_INT(atomicInc, __nvvm_atom_inc_gen_ui, unsigned int,
                      unsigned int)
__LOCKSTEP_ATOMIC_INT(atomicDec, __nvvm_atom_dec_gen_ui, unsigned int,
                      unsigned int)
__LOCKSTEP_ATOMIC_INT(atomicExch, __nvvm_atom_xchg_gen_ll, unsigned long long,
                      long long)
__LOCKSTEP_ATOMIC_INT(atomicMin, __nvvm_atom_min_gen_ll, long long, long long)
__LOCKSTEP_ATOMIC_INT(atomicMin, __nvvm_atom_min_gen_ull, unsigned long long,
                      unsigned long long)
__LOCKSTEP_ATOMIC_INT(atomicMax, __nvvm_atom_max_gen_ll, long long, long long)
__LOCKSTEP_ATOMIC_INT(atomicMax, __nvvm_atom_max_gen_ull, unsigned long long,
                      unsigned long long)
__LOCKSTEP_ATOMIC_INT(atomicAnd, __nvvm_atom_and_gen_ll, unsigned long long,
                      long long)
__LOCKSTEP_ATOMIC_INT(atomicOr, __nvvm_atom_or_gen_ll, unsigned long long,
                      long long)
__LOCKSTEP_ATOMIC_INT(atomicXor, __nvvm_atom_xor_gen_ll, unsigned long long,
                      long long)
#undef __LOCKSTEP_ATOMIC_INT

__LOCKSTEP_DEV int atomicSub(int *P, int V) { return atomicAdd(P, -V); }
__LOCKSTEP_DEV unsigned int atomicSub(unsigned int *P, unsigned int V) {
  return atomicAdd(P, 0u - V);
}
__LOCKSTEP_DEV int atomicCAS(int *P, int Cmp, int V) {
  return __nvvm_atom_cas_gen_i(P, Cmp, V);
}
__LOCKSTEP_DEV unsigned int atomicCAS(unsigned int *P, unsigned int Cmp,
                                      unsigned int V) {
  return (unsigned int)__nvvm_atom_cas_gen_i((int *)P, (int)Cmp, (int)V);
}
__LOCKSTEP_DEV unsigned long long
atomicCAS(unsigned long long *P, unsigned long long Cmp, unsigned long long V) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll(
      (long long *)P, (long long)Cmp, (long long)V);
}

__LOCKSTEP_DEV float atomicAdd(float *P, float V) {
  return __nvvm_atom_add_gen_f(P, V);
}
__LOCKSTEP_DEV float atomicSub(float *P, float V) {
  return __nvvm_atom_add_gen_f(P, -V);
}
__LOCKSTEP_DEV float atomicExch(float *P, float V) {
  return __builtin_bit_cast(
      float, __nvvm_atom_xchg_gen_i((int *)P, __builtin_bit_cast(int, V)));
}

/// Float min/max have no PTX atomic before sm_90 in every address space;
/// a compare-and-swap loop is portable and exact (NaNs are not stored).
#define __LOCKSTEP_ATOMIC_FLOAT_CAS(Name, Better)                              \
  __LOCKSTEP_DEV float Name(float *P, float V) {                               \
    int *IP = (int *)P;                                                        \
    int Old = *(volatile int *)IP;                                             \
    while (Better(V, __builtin_bit_cast(float, Old))) {                        \
      int Seen = __nvvm_atom_cas_gen_i(IP, Old, __builtin_bit_cast(int, V));   \
      if (Seen == Old)                                                         \
        break;                                                                 \
      Old = Seen;                                                              \
    }                                                                          \
    return __builtin_bit_cast(float, Old);                                     \
  }
#define __LOCKSTEP_LESS(A, B) ((A) < (B))
#define __LOCKSTEP_GREATER(A, B) ((A) > (B))
__LOCKSTEP_ATOMIC_FLOAT_CAS(atomicMin, __LOCKSTEP_LESS)
__LOCKSTEP_ATOMIC_FLOAT_CAS(atomicMax, __LOCKSTEP_GREATER)
#undef __LOCKSTEP_ATOMIC_FLOAT_CAS
#undef __LOCKSTEP_LESS
#undef __LOCKSTEP_GREATER

//===----------------------------------------------------------------------===//
// Warp shuffles, votes and the active mask
//===----------------------------------------------------------------------===//

// The shfl.sync "c" operand: segment mask in bits 8-12, clamp in bits 0-4.
#define __LOCKSTEP_SHFL_C(Width, Clamp) ((((32 - (Width)) << 8)) | (Clamp))

#define __LOCKSTEP_SHFL(Name, Kind, Clamp)                                     \
  __LOCKSTEP_DEV int Name(unsigned int Mask, int V, int Lane,                  \
                          int Width = 32) {                                    \
    return __nvvm_shfl_sync_##Kind##_i32(Mask, V, Lane,                        \
                                         __LOCKSTEP_SHFL_C(Width, Clamp));     \
  }                                                                            \
  __LOCKSTEP_DEV unsigned int Name(unsigned int Mask, unsigned int V,          \
                                   int Lane, int Width = 32) {                 \
    return (unsigned int)Name(Mask, (int)V, Lane, Width);                      \
  }                                                                            \
  __LOCKSTEP_DEV float Name(unsigned int Mask, float V, int Lane,              \
                            int Width = 32) {                                  \
    return __nvvm_shfl_sync_##Kind##_f32(Mask, V, Lane,                        \
                                         __LOCKSTEP_SHFL_C(Width, Clamp));     \
  }

__LOCKSTEP_SHFL(__shfl_sync, idx, 0x1f)
__LOCKSTEP_SHFL(__shfl_up_sync, up, 0)
__LOCKSTEP_SHFL(__shfl_down_sync, down, 0x1f)
__LOCKSTEP_SHFL(__shfl_xor_sync, bfly, 0x1f)
#undef __LOCKSTEP_SHFL
#undef __LOCKSTEP_SHFL_C

__LOCKSTEP_DEV unsigned int __ballot_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_ballot_sync(Mask, Pred);
}
__LOCKSTEP_DEV int __any_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_any_sync(Mask, Pred);
}
__LOCKSTEP_DEV int __all_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_all_sync(Mask, Pred);
}
__LOCKSTEP_DEV unsigned int __activemask() { return __nvvm_activemask(); }
__LOCKSTEP_DEV unsigned int __lanemask_lt() {
  return __nvvm_read_ptx_sreg_lanemask_lt();
}

//===----------------------------------------------------------------------===//
// Bit manipulation
//===----------------------------------------------------------------------===//

__LOCKSTEP_DEV int __popc(unsigned int X) { return __builtin_popcount(X); }
__LOCKSTEP_DEV int __popcll(unsigned long long X) {
  return __builtin_popcountll(X);
}
__LOCKSTEP_DEV int __clz(int X) {
  return X ? __builtin_clz((unsigned int)X) : 32;
}
__LOCKSTEP_DEV int __clzll(long long X) {
  return X ? __builtin_clzll((unsigned long long)X) : 64;
}
__LOCKSTEP_DEV int __ffs(int X) { return __builtin_ffs(X); }
__LOCKSTEP_DEV int __ffsll(long long X) { return __builtin_ffsll(X); }
__LOCKSTEP_DEV unsigned int __brev(unsigned int X) {
  return __builtin_bitreverse32(X);
}

//===----------------------------------------------------------------------===//
// min / max (host and device, like the toolkit's overloads)
//===----------------------------------------------------------------------===//

#define __LOCKSTEP_MINMAX(Type)                                                \
  __LOCKSTEP_HD Type min(Type A, Type B) { return A < B ? A : B; }             \
  __LOCKSTEP_HD Type max(Type A, Type B) { return A > B ? A : B; }
__LOCKSTEP_MINMAX(int)
__LOCKSTEP_MINMAX(unsigned int)
__LOCKSTEP_MINMAX(long long)
__LOCKSTEP_MINMAX(unsigned long long)
#undef __LOCKSTEP_MINMAX
__LOCKSTEP_HD float min(float A, float B) { return __builtin_fminf(A, B); }
__LOCKSTEP_HD float max(float A, float B) { return __builtin_fmaxf(A, B); }
__LOCKSTEP_HD double min(double A, double B) { return __builtin_fmin(A, B); }
__LOCKSTEP_HD double max(double A, double B) { return __builtin_fmax(A, B); }

//===----------------------------------------------------------------------===//
// Single-precision math
//
// Exact operations map to LLVM intrinsics (llvm.sqrt, llvm.fma, llvm.floor,
// ...); transcendentals use the PTX approximations.
//===----------------------------------------------------------------------===//

#define __LOCKSTEP_LOG2E 1.4426950408889634f
#define __LOCKSTEP_LN2 0.6931471805599453f

__LOCKSTEP_DEV float fabsf(float X) { return __builtin_fabsf(X); }
__LOCKSTEP_DEV float fminf(float A, float B) { return __builtin_fminf(A, B); }
__LOCKSTEP_DEV float fmaxf(float A, float B) { return __builtin_fmaxf(A, B); }
__LOCKSTEP_DEV float sqrtf(float X) { return __builtin_sqrtf(X); }
__LOCKSTEP_DEV float rsqrtf(float X) { return __nvvm_rsqrt_approx_f(X); }
__LOCKSTEP_DEV float fmaf(float A, float B, float C) {
  return __builtin_fmaf(A, B, C);
}
__LOCKSTEP_DEV float floorf(float X) { return __builtin_floorf(X); }
__LOCKSTEP_DEV float ceilf(float X) { return __builtin_ceilf(X); }
__LOCKSTEP_DEV float truncf(float X) { return __builtin_truncf(X); }
__LOCKSTEP_DEV float roundf(float X) { return __builtin_roundf(X); }
__LOCKSTEP_DEV float rintf(float X) { return __builtin_rintf(X); }
__LOCKSTEP_DEV float copysignf(float A, float B) {
  return __builtin_copysignf(A, B);
}
__LOCKSTEP_DEV float exp2f(float X) { return __nvvm_ex2_approx_f(X); }
__LOCKSTEP_DEV float expf(float X) {
  return __nvvm_ex2_approx_f(X * __LOCKSTEP_LOG2E);
}
__LOCKSTEP_DEV float __expf(float X) { return expf(X); }
__LOCKSTEP_DEV float log2f(float X) { return __nvvm_lg2_approx_f(X); }
__LOCKSTEP_DEV float logf(float X) {
  return __nvvm_lg2_approx_f(X) * __LOCKSTEP_LN2;
}
__LOCKSTEP_DEV float __logf(float X) { return logf(X); }
__LOCKSTEP_DEV float log10f(float X) {
  return __nvvm_lg2_approx_f(X) * 0.3010299956639812f;
}
__LOCKSTEP_DEV float powf(float B, float E) {
  return __nvvm_ex2_approx_f(E * __nvvm_lg2_approx_f(B));
}
__LOCKSTEP_DEV float __powf(float B, float E) { return powf(B, E); }
__LOCKSTEP_DEV float sinf(float X) { return __nvvm_sin_approx_f(X); }
__LOCKSTEP_DEV float cosf(float X) { return __nvvm_cos_approx_f(X); }
__LOCKSTEP_DEV float __sinf(float X) { return sinf(X); }
__LOCKSTEP_DEV float __cosf(float X) { return cosf(X); }
__LOCKSTEP_DEV float tanf(float X) { return sinf(X) / cosf(X); }
__LOCKSTEP_DEV float tanhf(float X) {
  float E = expf(-2.0f * fabsf(X));
  return copysignf((1.0f - E) / (1.0f + E), X);
}
__LOCKSTEP_DEV float __fdividef(float A, float B) {
  return __nvvm_div_approx_f(A, B);
}
__LOCKSTEP_DEV float __saturatef(float X) { return __nvvm_saturate_f(X); }
__LOCKSTEP_DEV double fabs(double X) { return __builtin_fabs(X); }
__LOCKSTEP_DEV double sqrt(double X) { return __builtin_sqrt(X); }
__LOCKSTEP_DEV double fma(double A, double B, double C) {
  return __builtin_fma(A, B, C);
}
__LOCKSTEP_DEV double floor(double X) { return __builtin_floor(X); }
__LOCKSTEP_DEV double ceil(double X) { return __builtin_ceil(X); }
__LOCKSTEP_DEV double fmin(double A, double B) { return __builtin_fmin(A, B); }
__LOCKSTEP_DEV double fmax(double A, double B) { return __builtin_fmax(A, B); }

#undef __LOCKSTEP_LOG2E
#undef __LOCKSTEP_LN2

//===----------------------------------------------------------------------===//
// Timers
//===----------------------------------------------------------------------===//

__LOCKSTEP_DEV long long clock64() {
  return (long long)__nvvm_read_ptx_sreg_clock64();
}
__LOCKSTEP_DEV int clock() { return __nvvm_read_ptx_sreg_clock(); }

// Device printf: clang lowers it to vprintf (lockstep-sim prints the text).
// The C library's declaration is made __host__ __device__ (as clang's own
// CUDA wrappers do for the headers they adapt), so that a kernel's later
// #include <cstdio> agrees with it.
#pragma clang force_cuda_host_device begin
#include <stdio.h>
#pragma clang force_cuda_host_device end

//===----------------------------------------------------------------------===//
// Host-side declarations for full (host + device) compiles
//===----------------------------------------------------------------------===//

typedef int cudaError_t;
typedef struct CUstream_st *cudaStream_t;
enum { cudaSuccess = 0 };

extern "C" {
cudaError_t cudaLaunchKernel(const void *Func, dim3 Grid, dim3 Block,
                             void **Args, size_t SharedMem,
                             cudaStream_t Stream);
unsigned __cudaPushCallConfiguration(dim3 Grid, dim3 Block,
                                     size_t SharedMem = 0, void *Stream = 0);
cudaError_t __cudaPopCallConfiguration(dim3 *Grid, dim3 *Block,
                                       size_t *SharedMem, void *Stream);
cudaError_t cudaConfigureCall(dim3 Grid, dim3 Block, size_t SharedMem = 0,
                              cudaStream_t Stream = 0);
}

#undef __LOCKSTEP_DEV
#undef __LOCKSTEP_HD

#endif // LOCKSTEP_CUDA_H
