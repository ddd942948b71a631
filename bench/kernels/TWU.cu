// TWU: twin loops unrolled differently (issue 13 item 2). Odd and even
// threads run a loop over the same table with different data-dependent trip
// counts; the odd side's body is small (one load, a multiply-add), the even
// side's is larger (two loads and a hash step), so -O3's runtime unroller
// picks a different unroll count and remainder for each: after the whole
// pipeline the two loops no longer have the same shape and DARM-style
// region melding cannot pair them. count must be a power of two.

extern "C" __global__ void twin_unrolled(const unsigned *in, const int *len,
                                         unsigned *out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned mask = count - 1;
  const int n = len[i];
  unsigned acc = in[i];
  if (i & 1) {
    for (int k = 0; k < n; ++k)
      acc = acc * 3u + in[(i * 7u + k * 3u) & mask];
  } else {
#pragma unroll 1
    for (int k = 0; k < n + 3; ++k) {
      unsigned v = in[(i * 5u + k * 11u) & mask];
      unsigned w = in[(v + k) & mask];
      acc = ((acc ^ v) * 2654435761u) + (w >> 3);
    }
  }
  out[i] = acc;
}
