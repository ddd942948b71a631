// BIT: bitonic sort of one bucket per thread block in shared memory (paper
// Fig. 1). The compare-exchange is an if/else on (t & k) whose sides are
// if-then regions with shared loads and stores: the shape DARM melds
// region-region. blockDim.x must be a power of two; the trip counts depend on
// it at run time, so clang keeps the loops.

extern "C" __global__ void bitonic(const int *in, int *out) {
  extern __shared__ int s[];
  const int bs = blockDim.x;
  const int t = threadIdx.x;
  const int g = blockIdx.x * bs + t;
  s[t] = in[g];
  __syncthreads();
  for (int k = 2; k <= bs; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      const int ixj = t ^ j;
      if (ixj > t) {
        if ((t & k) == 0) {
          const int x = s[t];
          const int y = s[ixj];
          if (x > y) {
            s[t] = y;
            s[ixj] = x;
          }
        } else {
          const int x = s[t];
          const int y = s[ixj];
          if (x < y) {
            s[t] = y;
            s[ixj] = x;
          }
        }
      }
      __syncthreads();
    }
  }
  out[g] = s[t];
}
