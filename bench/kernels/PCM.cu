// PCM: partition and concurrent merge. Each thread owns a bucket of m keys
// in shared memory and sorts it (insertion sort); then `rounds` rounds of
// odd-even transposition over buckets, where the two threads of a pair merge
// their buckets concurrently: the left thread merges from the front and keeps
// the m smallest keys, the right thread merges from the back and keeps the m
// largest. The left/right if/else holds loops with data-dependent branches
// and shared-memory traffic on both sides.

extern "C" __global__ void pcm(const int *in, int *out, int m, int rounds) {
  extern __shared__ int sh[];
  const int bs = blockDim.x;
  const int t = threadIdx.x;
  const int base = blockIdx.x * bs * m;
  int *keys = sh;
  int *tmp = sh + bs * m;
  int *mine = keys + t * m;
  for (int x = 0; x < m; ++x)
    mine[x] = in[base + t * m + x];
  // Partition: sort the own bucket.
  for (int x = 1; x < m; ++x) {
    const int v = mine[x];
    int y = x - 1;
    while (y >= 0 && mine[y] > v) {
      mine[y + 1] = mine[y];
      --y;
    }
    mine[y + 1] = v;
  }
  __syncthreads();
  // Concurrent merge: odd-even transposition of buckets.
  for (int r = 0; r < rounds; ++r) {
    const bool left = (t & 1) == (r & 1);
    const int partner = left ? t + 1 : t - 1;
    const bool active = partner >= 0 && partner < bs;
    int *dst = tmp + t * m;
    if (active) {
      const int *lo = keys + (left ? t : partner) * m;
      const int *hi = lo + m;
      if (left) {
        int i = 0, j = 0;
        for (int o = 0; o < m; ++o) {
          const int x = lo[i];
          const int y = hi[j];
          if (x <= y) {
            dst[o] = x;
            ++i;
          } else {
            dst[o] = y;
            ++j;
          }
        }
      } else {
        int i = m - 1, j = m - 1;
        for (int o = m - 1; o >= 0; --o) {
          const int x = lo[i];
          const int y = hi[j];
          if (x > y) {
            dst[o] = x;
            --i;
          } else {
            dst[o] = y;
            --j;
          }
        }
      }
    }
    __syncthreads();
    if (active)
      for (int x = 0; x < m; ++x)
        mine[x] = dst[x];
    __syncthreads();
  }
  for (int x = 0; x < m; ++x)
    out[base + t * m + x] = mine[x];
}
