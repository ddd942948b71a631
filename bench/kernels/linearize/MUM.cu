// MUM: MUMmer-like tree walk (issue 14). Each thread matches its query
// suffix against a trie with multi-character edges (child[node * 4 + c],
// edge label ref[start[e] .. start[e] + len[e])): the outer walk leaves with
// break when no child matches, the edge comparison leaves both loops with
// goto on a mismatch. Match lengths differ per lane.

extern "C" __global__ void mummer_walk(const int *child, const int *start,
                                       const int *len, const int *ref,
                                       const int *query, int *out, int qlen,
                                       int nq) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nq)
    return;
  int node = 0, matched = 0;
  for (int p = i % 7; p < qlen;) {
    const int next = child[node * 4 + query[i * qlen + p]];
    if (next < 0)
      break;
    const int s = start[next], l = len[next];
    for (int k = 1; k < l; ++k) {
      if (p + k >= qlen || ref[s + k] != query[i * qlen + p + k]) {
        matched += k;
        goto done;
      }
    }
    matched += l;
    p += l;
    node = next;
  }
done:
  out[i] = matched * 1024 + node;
}
