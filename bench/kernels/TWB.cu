// TWB: twin loops with different block counts (issue 13 item 2). Odd and
// even threads run a do-while loop (no zero-trip guard: every thread enters
// its loop, so the two sides can reconverge before a melded loop) over the
// same table with different data-dependent trip counts. The odd side's body
// holds an if-then with a second load (a load -O3 cannot speculate, so the
// branch stays: a body of several blocks); the even side's body is one
// block with the same load and arithmetic and a longer trip count. After
// -O3 the two loops differ in shape, so DARM-style region melding cannot
// pair them. count must be a power of two.

extern "C" __global__ void twin_blocks(const unsigned *in, const int *len,
                                       unsigned *out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned mask = count - 1;
  const int n = len[i];
  unsigned acc = in[i];
  int k = 0;
  if (i & 1) {
    do {
      unsigned v = in[(i * 7u + k * 3u) & mask];
      if (v & 4u)
        v += in[(v >> 5) & mask];
      acc = acc * 3u + v;
    } while (++k < n);
  } else {
    do {
      unsigned v = in[(i * 5u + k * 3u) & mask];
      acc = acc * 3u + v;
    } while (++k < n + 4);
  }
  out[i] = acc;
}
