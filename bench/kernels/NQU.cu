// NQU: counts the solutions of the n-queens problem by backtracking. Global
// thread g takes the placement of the first `prefix` rows encoded by g in
// base n, then searches the remaining rows depth-first with its own stack of
// bit masks (free columns, occupied columns, both diagonals) in shared
// memory. The loop body is an if / else with an inner if / else: backtrack,
// count a solution, or push a level.

extern "C" __global__ void nqueens(int *counts, int n, int prefix,
                                   int nprefix) {
  extern __shared__ unsigned stack[];
  const int bs = blockDim.x;
  const int t = threadIdx.x;
  const int g = blockIdx.x * bs + t;
  const int levels = n - prefix;
  unsigned *avail = stack;
  unsigned *cols = stack + levels * bs;
  unsigned *left = stack + 2 * levels * bs;
  unsigned *right = stack + 3 * levels * bs;
  const unsigned full = (1u << n) - 1u;
  unsigned c = 0, l = 0, r = 0;
  bool valid = g < nprefix;
  int code = g;
  for (int row = 0; row < prefix; ++row) {
    const unsigned bit = 1u << (code % n);
    code /= n;
    if ((c | l | r) & bit)
      valid = false;
    c |= bit;
    l = ((l | bit) << 1) & full;
    r = (r | bit) >> 1;
  }
  int count = 0;
  if (valid) {
    int depth = 0;
    avail[t] = full & ~(c | l | r);
    cols[t] = c;
    left[t] = l;
    right[t] = r;
    while (depth >= 0) {
      const int at = depth * bs + t;
      const unsigned av = avail[at];
      if (av == 0) {
        --depth;
      } else {
        const unsigned bit = av & (0u - av);
        avail[at] = av ^ bit;
        const unsigned nc = cols[at] | bit;
        const unsigned nl = ((left[at] | bit) << 1) & full;
        const unsigned nr = (right[at] | bit) >> 1;
        if (depth == levels - 1) {
          ++count;
        } else {
          const int next = at + bs;
          ++depth;
          cols[next] = nc;
          left[next] = nl;
          right[next] = nr;
          avail[next] = full & ~(nc | nl | nr);
        }
      }
    }
  }
  if (g < nprefix)
    counts[g] = count;
}
