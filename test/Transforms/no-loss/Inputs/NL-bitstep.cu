// NL-bitstep: the compare-exchange step of a bitonic sort (bench/kernels/BIT)
// in a block-wide loop with a barrier. The if/else on (t & k) has if-then
// sides (x > y / x < y) whose conditions differ: melding them branches on a
// select of the two compares, which every warp waits for, split or not.
extern "C" __global__ void nl_bitstep(const int *in, int *out) {
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
