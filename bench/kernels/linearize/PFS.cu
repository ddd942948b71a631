// PFS: particle-filter-like search with break (issue 14). Each thread finds
// the first entry of a cumulative weight table at or above its target;
// invalid (negative) entries are skipped with continue, and a per-thread
// budget ends the search early with a second break. Trip counts differ per
// lane, and the loop has three exits.

extern "C" __global__ void pf_search(const int *cdf, const int *target,
                                     const int *budget, int *index, int n,
                                     int np) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= np)
    return;
  const int want = target[i];
  const int limit = budget[i];
  int found = n;
  int probes = 0;
  for (int k = 0; k < n; ++k) {
    const int c = cdf[k];
    if (c < 0)
      continue;
    ++probes;
    if (c >= want) {
      found = k;
      break;
    }
    if (probes > limit) {
      found = -k;
      break;
    }
  }
  index[i] = found * 64 + probes;
}
