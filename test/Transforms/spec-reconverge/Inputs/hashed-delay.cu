// Iteration delay that loses: each lane takes the expensive side when a
// hash of (lane, iteration) is 0 mod 8, so the lanes arrive at random
// iterations, the early ones fall behind, and the prolog (a hash and a
// remainder) runs about three times as often after the transform: more than
// running the expensive side once per round saves.
__device__ unsigned hash2(unsigned A, unsigned B) {
  unsigned H = A * 0x9E3779B1u ^ (B * 0x85EBCA77u + 0x165667B1u);
  H ^= H >> 15;
  H *= 0x2C1B3C6Du;
  return H ^ (H >> 13);
}

extern "C" __global__ void hashedDelay(unsigned *Out, int Iters, int Mod) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Acc = T;
  for (int I = 0; I < Iters; ++I) {
    unsigned H = hash2(T, unsigned(I));
    Acc += H % unsigned(Mod * 7 + 3);
    if (hash2(T, unsigned(I)) % unsigned(Mod) == 0u) {
      unsigned X = Acc;
#pragma unroll
      for (int K = 0; K < 40; ++K)
        X = (X * 1664525u + 1013904223u) ^ (X >> 7);
      Acc ^= X;
    }
  }
  Out[T] = Acc;
}
