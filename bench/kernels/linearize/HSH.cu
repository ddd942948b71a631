// HSH: open-addressing hash lookups with break, continue and goto
// (held-out kernel, issue 14). Thread t looks up its keys one after the
// other: a tombstone is skipped with `continue`, an empty slot ends the
// probe with `goto miss`, and a hit jumps to the next key with `goto next`.
// Probe lengths differ per lane and per key.

extern "C" __global__ void hash_probe(const int *table, const int *vals,
                                      const int *keys, int *out, int mask,
                                      int nkeys, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int sum = 0, probes = 0;
  for (int k = 0; k < nkeys; ++k) {
    const int key = keys[t * nkeys + k];
    const int h = (int)(((unsigned)key * 2654435761u) >> 7) & mask;
    for (int p = 0; p <= mask; ++p) {
      const int slot = (h + p) & mask;
      const int s = table[slot];
      ++probes;
      if (s == -2)
        continue;
      if (s == -1)
        goto miss;
      if (s == key) {
        sum += vals[slot];
        goto next;
      }
    }
  miss:
    sum -= 1;
  next:;
  }
  out[t] = sum * 256 + (probes & 255);
}
