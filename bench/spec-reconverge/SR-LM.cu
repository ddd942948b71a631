// Loop merge (Damani et al., CGO'20, Figures 2b and 3): RSBench-like. Each
// thread handles Materials lookups (a thread-coarsened outer loop); lookup
// m walks a lane-dependent number of nuclides (4 to 99) in the inner loop
// and accumulates into a cross section with an expensive inner body
// (RSBench's multipole evaluation). Reference: run.py.
#include "../../runtime/cuda/lockstep_reconverge.h"

__device__ unsigned mix(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B + 0x7F4A7C15u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 12);
}

extern "C" __global__ void loopMerge(unsigned *Out, int Materials) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Total = 0;
  LOCKSTEP_PREDICT(1);
#pragma unroll 1
  for (int M = 0; M < Materials; ++M) {
    // Most materials have few nuclides, one in eight many (RSBench: 4 to
    // 321 per material, the fuel has the most).
    unsigned H = mix(T, unsigned(M));
    unsigned Nuclides = 4u + (H % 8u == 0u ? (H >> 3) % 96u : (H >> 3) % 12u);
    unsigned Xs = unsigned(M);
#pragma unroll 1
    for (unsigned N = 0; N < Nuclides; ++N) {
      LOCKSTEP_RECONVERGE(1);
      unsigned E = Xs * 0x01000193u + N;
#pragma unroll
      for (int K = 0; K < 8; ++K) { // the multipole evaluation
        E ^= E >> 13;
        E *= 0x5BD1E995u;
        E ^= E >> 15;
      }
      Xs += E * 3u + (E >> 3);
    }
    Total = Total * 31u + Xs;
  }
  Out[T] = Total;
}
