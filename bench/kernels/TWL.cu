// TWL: twin data-dependent loops on the two sides of a divergent branch
// (issue 13). Odd and even threads run a loop of the same source shape with
// different trip counts (taken from the input, so clang cannot fully unroll
// them) and different loads and arithmetic; -O3 runtime-unrolls each loop
// with its own remainder, so after the whole pipeline the two sides no
// longer have the same shape. count must be a power of two.

extern "C" __global__ void twin_loops(const unsigned *in, const int *len,
                                      unsigned *out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned mask = count - 1;
  const int n = len[i];
  unsigned acc = in[i];
  if (i & 1) {
    for (int k = 0; k < n; ++k)
      acc = acc * 3u + in[(i * 7u + k * 3u) & mask];
  } else {
    for (int k = 0; k < n + 2; ++k)
      acc = (acc ^ in[(i * 5u + k * 11u) & mask]) + k;
  }
  out[i] = acc;
}
