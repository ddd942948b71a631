// SB2: if/else whose sides are if-then regions (B2, B3) with identical
// computations on different shared data (paper Fig. 7, pattern 2).
// Layout shared by SB1-SB4 and their -R variants: inputs a, b, p, q are
// staged in shared memory (4 * blockDim.x words); two nested loops with
// runtime trip counts surround the divergent region. A thread writes only
// its own slot of a and p and reads b and q, which stay constant, so the
// result does not depend on warp scheduling. Arithmetic is unsigned (wraps).

extern "C" __global__ void sb2(const unsigned *in_a, const unsigned *in_b,
                               const unsigned *in_p, const unsigned *in_q,
                               unsigned *out_a, unsigned *out_p, int outer,
                               int inner) {
  extern __shared__ unsigned smem[];
  const int bs = blockDim.x; // a power of two
  const int t = threadIdx.x;
  const int g = blockIdx.x * bs + t;
  const int mask = bs - 1;
  unsigned *a = smem;
  unsigned *b = a + bs;
  unsigned *p = b + bs;
  unsigned *q = p + bs;
  a[t] = in_a[g];
  b[t] = in_b[g];
  p[t] = in_p[g];
  q[t] = in_q[g];
  __syncthreads();
#pragma unroll 1
  for (int i = 0; i < outer; ++i) {
#pragma unroll 1
    for (int j = 0; j < inner; ++j) {
      const int u = (t + j) & mask;
      const int w = (t + 3 * i + 1) & mask;
      if ((t ^ i ^ j) & 1) {
        unsigned x = a[t];
        unsigned y = b[u];
        if (x > y) {
          unsigned z = b[w];
          a[t] = x * 3u + (y ^ z) - (x >> 2) + y * z;
        }
      } else {
        unsigned x = p[t];
        unsigned y = q[u];
        if (x > y) {
          unsigned z = q[w];
          p[t] = x * 3u + (y ^ z) - (x >> 2) + y * z;
        }
      }
    }
  }
  __syncthreads();
  out_a[g] = a[t];
  out_p[g] = p[t];
}
