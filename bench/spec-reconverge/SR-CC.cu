// Common function call (Damani et al., CGO'20, Section 4.4, Figure 2c): both
// sides of a divergent branch call an expensive shade() with different
// arguments. With LOCKSTEP_PREDICT_CALL the calls become one call site
// where the lanes of both sides reconverge. Reference: run.
#include "../../runtime/cuda/lockstep_reconverge.h"

__device__ unsigned mix(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B + 0x7F4A7C15u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 12);
}

__device__ __noinline__ unsigned shade(unsigned X) {
#pragma unroll
  for (int K = 0; K < 32; ++K)
    X = (X * 1664525u + 1013904223u) ^ (X >> 7);
  return X;
}

extern "C" __global__ void commonCall(unsigned *Out, int Rounds) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Acc = T;
#pragma unroll 1
  for (int R = 0; R < Rounds; ++R) {
    LOCKSTEP_PREDICT_CALL(1, shade);
    if (mix(T, unsigned(R)) & 1u)
      Acc = shade(Acc + 1u) ^ unsigned(R);
    else
      Acc = shade(Acc * 3u) + unsigned(R);
  }
  Out[T] = Acc;
}
