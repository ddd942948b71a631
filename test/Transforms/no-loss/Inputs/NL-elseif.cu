// NL-elseif: a long else-if chain on data with little in common between
// the arms (different operations and memory), as in a small interpreter.
extern "C" __global__ void nl_elseif(const int *op, const int *in, int *out,
                                     float *fout, int n) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = in[g];
  float f = 1.0f;
  for (int i = 0; i < n; ++i) {
    const int k = op[(g + i) & 255];
    if (k == 0) {
      acc += in[(acc + i) & 1023];
    } else if (k == 1) {
      f = f * 1.5f + (float)acc;
    } else if (k == 2) {
      acc = acc / 3 + 7;
    } else if (k == 3) {
      out[g] = acc;
      acc ^= 0x55;
    } else if (k == 4) {
      f = f - 0.25f;
      acc <<= 1;
    } else {
      acc = ~acc;
    }
  }
  out[g] += acc;
  fout[g] = f;
}
