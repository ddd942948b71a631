// NL-guard: a one-thread guard. Thread 0 of each block folds the first two
// values while the other threads scale their own; both sides hold the same
// kind of arithmetic and memory operations, so DARM's profitability calls
// them meldable, but only one lane of one warp ever takes the guarded side.
extern "C" __global__ void nl_guard(const int *in, int *out, int rounds) {
  __shared__ int s[256];
  __shared__ int z[256];
  const int t = threadIdx.x;
  const int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  for (int r = 0; r < rounds; ++r) {
    if (t == 0) {
      const int a = s[0];
      const int b = s[1];
      z[0] = a * 3 + b;
      out[g] = b * 5 - a;
    } else {
      const int a = s[t];
      const int b = in[g];
      z[t] = a * 7 + b;
      out[g] = b * 9 - a;
    }
    __syncthreads();
    s[t] = z[t] & 0xffff;
    __syncthreads();
  }
  out[g] += s[t];
}
