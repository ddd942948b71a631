// Iteration delay (Damani et al., CGO'20, Figure 2a): a divergent, expensive
// condition inside a loop. Thread t runs Iters iterations; at iteration i it
// takes the expensive branch when mix(t, i) % 8 == 0 (about one iteration in
// eight, at a different iteration for each lane). Reference: run.py.
#include "../../runtime/cuda/lockstep_reconverge.h"

__device__ unsigned mix(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B + 0x7F4A7C15u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 12);
}

extern "C" __global__ void iterationDelay(unsigned *Out, int Iters) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Acc = T;
  LOCKSTEP_PREDICT(1);
  for (int I = 0; I < Iters; ++I) {
    Acc += unsigned(I);
    if (mix(T, unsigned(I)) % 8u == 0u) {
      LOCKSTEP_RECONVERGE(1);
#pragma unroll
      for (int K = 0; K < 48; ++K)
        Acc = (Acc * 1664525u + 1013904223u) ^ (Acc >> 7);
    }
  }
  Out[T] = Acc;
}
