// HO-mode (held out, issue 13 item 7): branches on data that is uniform at
// run time: a per-block, per-step mode read from memory selects one of two
// updates (every lane of a block agrees, the compiler cannot know), and a
// global flag selects clamping. Both sides share work, so a model that assumes
// every divergent branch splits would meld them.
extern "C" __global__ void ho_mode(const int *mode, const int *flag,
                                   const int *in, int *out, int n) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  int a = in[g];
  for (int i = 0; i < n; ++i) {
    const int m = mode[blockIdx.x * n + i];
    const int b = in[(g + 7 * i) & 1023];
    if (m == 0) {
      a = a * 3 + b;
      out[g] += a;
    } else {
      a = a * 5 - b;
      out[g] -= a;
    }
    if (flag[0] != 0)
      a = a > 1000 ? 1000 : a;
  }
  out[g] += a;
}
