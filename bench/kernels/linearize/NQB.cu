// NQB: N-Queens-like backtracking with goto (issue 14). Thread g fixes the
// queens of the first two rows from g (in base n) and counts the
// completions by the textbook iterative backtracking: the safety check is
// an inner loop left with `goto next_col` on a conflict, so the nested
// loops (divergent trip counts) have several exits. Per-thread state lives
// in shared memory, column of row r at q[r * bs + t].

extern "C" __global__ void nqueens_bt(int *counts, int n, int nprefix) {
  extern __shared__ int q[];
  const int bs = blockDim.x, t = threadIdx.x;
  const int g = blockIdx.x * bs + t;
  int count = 0;
  if (g < nprefix) {
    q[t] = g % n;
    q[bs + t] = g / n;
    const int d = q[bs + t] - q[t];
    if (d > 1 || d < -1) {
      int row = 2;
      q[row * bs + t] = -1;
      while (row >= 2) {
        int c = q[row * bs + t] + 1;
        for (; c < n; ++c) {
          for (int r = 0; r < row; ++r) {
            const int qc = q[r * bs + t];
            if (qc == c || qc - c == row - r || c - qc == row - r)
              goto next_col;
          }
          break;
        next_col:;
        }
        if (c < n) {
          q[row * bs + t] = c;
          if (row == n - 1) {
            ++count;
          } else {
            ++row;
            q[row * bs + t] = -1;
          }
        } else {
          --row;
        }
      }
    }
  }
  counts[g] = count;
}
