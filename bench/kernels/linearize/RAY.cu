// RAY: ray-tracer-like traversal (issue 14). Each thread finds the primitive
// nearest to its query point in a bounding-interval hierarchy (an implicit
// binary tree with [lo, hi] per node, sorted primitives in the leaves), with
// a per-thread stack in shared memory: a missed box is skipped with
// continue, a leaf runs a loop of divergent length, an exact hit leaves
// everything with goto.

extern "C" __global__ void ray_traverse(const int *lo, const int *hi,
                                        const int *prim, const int *query,
                                        int *out, int ninner, int leafsize,
                                        int nq) {
  extern __shared__ int stack[];
  const int bs = blockDim.x, t = threadIdx.x;
  const int i = blockIdx.x * bs + t;
  int best = 1 << 30, hit = -1;
  if (i < nq) {
    const int q = query[i];
    int sp = 0;
    stack[t] = 0;
    sp = 1;
    while (sp > 0) {
      --sp;
      const int node = stack[sp * bs + t];
      if (lo[node] - best > q || hi[node] + best < q)
        continue;
      if (node >= ninner) {
        const int first = (node - ninner) * leafsize;
        for (int k = first; k < first + leafsize; ++k) {
          const int d = prim[k] > q ? prim[k] - q : q - prim[k];
          if (d < best) {
            best = d;
            hit = k;
            if (d == 0)
              goto done;
          }
        }
        continue;
      }
      stack[sp * bs + t] = 2 * node + 2;
      stack[(sp + 1) * bs + t] = 2 * node + 1;
      sp += 2;
    }
  }
done:
  if (i < nq)
    out[i] = hit * 4096 + (best < 4096 ? best : 4095);
}
