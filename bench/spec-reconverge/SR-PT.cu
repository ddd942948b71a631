// Path tracer with Russian roulette (Damani et al., CGO'20, Table 2:
// pathtracer, loop trip count divergence): each thread traces Samples
// paths (the coarsened outer loop); a path bounces until Russian roulette
// kills it (about one bounce in six) or 48 bounces, so the bounce loop's
// trip count differs per lane. Each bounce "intersects and shades" with an
// integer hash (exact CPU reference in run).
#include "../../runtime/cuda/lockstep_reconverge.h"

__device__ unsigned mix(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B + 0x7F4A7C15u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 12);
}

extern "C" __global__ void pathTracer(unsigned *Out, int Samples) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Image = 0;
  LOCKSTEP_PREDICT(1);
#pragma unroll 1
  for (int S = 0; S < Samples; ++S) {
    unsigned Ray = mix(T, unsigned(S));
    unsigned Radiance = 0, Throughput = 256, Depth = 0;
    bool Alive;
    do {
      LOCKSTEP_RECONVERGE(1);
#pragma unroll
      for (int K = 0; K < 6; ++K) { // intersect and shade
        Ray ^= Ray >> 13;
        Ray *= 0x5BD1E995u;
        Ray ^= Ray >> 15;
      }
      Radiance += ((Ray & 255u) * Throughput) >> 8;
      Throughput = (Throughput * 3u) >> 2;
      ++Depth;
      Alive = ((Ray >> 24) >= 43u) & (Depth < 48u); // Russian roulette
    } while (Alive);
    Image = Image * 33u + Radiance;
  }
  Out[T] = Image;
}
