//===- lockstep_barriers.h - Convergence barriers for CUDA ------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Declarations of Lockstep's convergence barrier intrinsics for CUDA device
/// code (with the CUDA toolkit or runtime/cuda/lockstep_cuda.h). They are
/// the primitives of Table 1 of Damani et al., "Speculative Reconvergence
/// for Improved SIMT Efficiency" (CGO'20), plus its soft barrier (Section
/// 4.6). lockstep-sim recognises the calls by name: under `--model its`
/// they behave as described in lib/Sim/ITSModel.h, under `--model ipdom`
/// they are no-ops. Only declarations: a build for a real GPU can define
/// them as empty functions, and lockstep-sim still recognises the calls by
/// name. Ids are constants in [0, 16); the soft barrier's threshold is a
/// constant number of lanes in [1, 64].
///
///   __lockstep_barrier_join(b);     // before the region (BSSY)
///   for (...) {
///     if (work) {
///       __lockstep_barrier_wait(b); // reconverge here (BSYNC)
///       common();
///       __lockstep_barrier_rejoin(b);
///     }
///   }
///   __lockstep_barrier_cancel(b);   // leaving the region (BREAK)
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_BARRIERS_H
#define LOCKSTEP_BARRIERS_H

extern "C" {
__device__ void __lockstep_barrier_join(int Id);
__device__ void __lockstep_barrier_wait(int Id);
__device__ void __lockstep_barrier_cancel(int Id);
__device__ void __lockstep_barrier_rejoin(int Id);
__device__ void __lockstep_barrier_wait_soft(int Id, int Threshold);
}

#endif // LOCKSTEP_BARRIERS_H
