// NL-uniform: a data-uniform branch. In every iteration a block reads its mode
// from memory at a block-uniform address, so the branch is uniform at run time, but the
// uniformity analysis cannot prove it (global memory may change), and the
// two sides are alike: a meld pays its selects in every warp and saves
// nothing, since no warp ever splits.
extern "C" __global__ void nl_uniform(const int *modes, const int *in,
                                      int *outa, int *outb, int n) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    const int x = in[(g + i * 64) & 1023];
    if (modes[(blockIdx.x + i) & 7] > 0) {
      acc = acc * 3 + x;
      outa[(g + i) & 1023] = acc;
    } else {
      acc = acc * 5 + x;
      outb[(g + i) & 1023] = acc;
    }
  }
}
