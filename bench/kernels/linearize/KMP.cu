// KMP: Knuth-Morris-Pratt counting with goto (held-out kernel, issue 14).
// Thread t scans its own window of the text for the pattern; a mismatch
// falls back along the failure function with `goto retry`, back into the
// loop body without reading a new character, and a mismatch at the
// pattern's start skips the character with `continue`. Lanes fall back
// different numbers of times.

extern "C" __global__ void kmp_count(const int *text, const int *pat,
                                     const int *fail, int *out, int m,
                                     int len, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  const int *s = text + t * len;
  int i = 0, j = 0, count = 0;
  while (i < len) {
    const int c = s[i];
  retry:
    if (pat[j] != c) {
      if (j > 0) {
        j = fail[j - 1];
        goto retry;
      }
      ++i;
      continue;
    }
    ++i;
    if (++j == m) {
      ++count;
      j = fail[j - 1];
    }
  }
  out[t] = count * 64 + j;
}
