// MS: bottom-up merge sort of (key, value) pairs, one array of
// blockDim.x * per_thread pairs per thread block, ping-ponging between two
// shared-memory buffers. Each thread merges pairs of runs; the merge step
// takes from the left or the right run depending on the data (stable);
// both run heads are read (clamped in bounds) before one if/else decides.
// blockDim.x * per_thread must be a power of two.

extern "C" __global__ void merge_sort(const int *in_keys, const int *in_vals,
                                      int *out_keys, int *out_vals,
                                      int per_thread) {
  extern __shared__ int sh[];
  const int bs = blockDim.x;
  const int t = threadIdx.x;
  const int n = bs * per_thread;
  const int base = blockIdx.x * n;
  int *sk = sh;
  int *sv = sh + n;
  int *dk = sh + 2 * n;
  int *dv = sh + 3 * n;
  for (int x = t; x < n; x += bs) {
    sk[x] = in_keys[base + x];
    sv[x] = in_vals[base + x];
  }
  __syncthreads();
  for (int w = 1; w < n; w <<= 1) {
    const int pairs = n / (2 * w);
    for (int pr = t; pr < pairs; pr += bs) {
      const int lo = pr * 2 * w;
      const int mid = lo + w;
      const int hi = mid + w;
      int i = lo, j = mid;
      for (int k = lo; k < hi; ++k) {
        // Both heads are read in bounds (clamped); the comparison decides.
        const int ki = sk[min(i, hi - 1)];
        const int kj = sk[min(j, hi - 1)];
        const bool take_left = (j >= hi) | ((i < mid) & (ki <= kj));
        if (take_left) {
          dk[k] = ki;
          dv[k] = sv[i];
          ++i;
        } else {
          dk[k] = kj;
          dv[k] = sv[j];
          ++j;
        }
      }
    }
    __syncthreads();
    int *swap_k = sk, *swap_v = sv;
    sk = dk;
    sv = dv;
    dk = swap_k;
    dv = swap_v;
  }
  for (int x = t; x < n; x += bs) {
    out_keys[base + x] = sk[x];
    out_vals[base + x] = sv[x];
  }
}
