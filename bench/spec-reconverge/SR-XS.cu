// XSBench-like (Damani et al., CGO'20, Table 2: memory bound, with an
// expensive epilog): each thread does Lookups cross-section lookups (the
// coarsened outer loop); a lookup walks a lane-dependent number (4 to 35)
// of grid points in global memory (the inner loop, cheap and memory
// bound), then interpolates with an expensive epilog (four more loads and
// a long hash). Loop merge makes the epilog divergent: the automatic
// mode's cost model declines it. Grid[i] = i (iota). Reference: run.
#include "../../runtime/cuda/lockstep_reconverge.h"

__device__ unsigned mix(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B + 0x7F4A7C15u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 12);
}

extern "C" __global__ void xsLookup(unsigned *Out, const unsigned *Grid,
                                    int Lookups) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Acc = 0;
  LOCKSTEP_PREDICT(1);
#pragma unroll 1
  for (int L = 0; L < Lookups; ++L) {
    unsigned H = mix(T, unsigned(L));
    unsigned Points = 4u + H % 32u, Idx = H & 1023u, Xs = 0;
#pragma unroll 1
    for (unsigned N = 0; N < Points; ++N) {
      LOCKSTEP_RECONVERGE(1);
      Idx = (Idx * 5u + 1u) & 1023u;
      Xs += Grid[Idx] ^ H;
    }
    unsigned E = Xs;
#pragma unroll
    for (int K = 0; K < 4; ++K)
      E += Grid[(E + unsigned(K) * 97u) & 1023u];
#pragma unroll
    for (int K = 0; K < 8; ++K) {
      E ^= E >> 13;
      E *= 0x5BD1E995u;
      E ^= E >> 15;
    }
    Acc = Acc * 31u + E;
  }
  Out[T] = Acc;
}
