// SB4-R: the SB4 shape, with a different expression on each of the three ways.
// Layout shared by SB1-SB4 and their -R variants: inputs a, b, p, q are
// staged in shared memory (4 * blockDim.x words); two nested loops with
// runtime trip counts surround the divergent region. A thread writes only
// its own slot of a and p and reads b and q, which stay constant, so the
// result does not depend on warp scheduling. Arithmetic is unsigned (wraps).

extern "C" __global__ void sb4_r(const unsigned *in_a, const unsigned *in_b,
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
      const int way = (t + i + j) & 3;
      if (way == 0) {
        unsigned x = a[t];
        unsigned y = b[u];
        unsigned z = b[w];
        a[t] = (x ^ (y << 3)) + z * 7u - (y >> 1);
      } else if (way == 1) {
        unsigned x = p[t];
        unsigned y = q[u];
        unsigned z = q[w];
        p[t] = x * y - (z | 5u) + (x >> 3) + (z ^ 0x9e37u);
      } else {
        unsigned x = a[t];
        unsigned y = q[u];
        unsigned z = b[w];
        a[t] = (x + y) * (z ^ 3u) + (x << 1);
      }
    }
  }
  __syncthreads();
  out_a[g] = a[t];
  out_p[g] = p[t];
}
