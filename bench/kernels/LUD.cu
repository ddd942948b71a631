// LUD: the perimeter kernel of a blocked LU decomposition (step `offset`).
// The diagonal tile at (offset, offset) already holds its LU factors (unit
// lower L below the diagonal, U on and above it). Thread block b handles the
// b-th tile to the right of the diagonal tile (row perimeter: solve L X = A)
// and the b-th tile below it (column perimeter: solve X U = A). Threads
// 0..tile-1 work on the row tile, threads tile..2*tile-1 on the column tile,
// so every phase is an if/else on threadIdx.x < tile: divergent inside a warp
// only when 2 * tile <= 32 (the block-size dependence the paper reports).
// As in Rodinia, the tile size is a compile-time constant (LUD_TILE; the
// benchmark runner compiles one kernel per tile size), so clang unrolls the
// fixed-trip loops.

#ifndef LUD_TILE
#define LUD_TILE 16
#endif

extern "C" __global__ void lud_perimeter(float *m, int n, int offset) {
  constexpr int tile = LUD_TILE;
  __shared__ float dia[tile * tile];
  __shared__ float prow[tile * tile];
  __shared__ float pcol[tile * tile];
  const int tx = threadIdx.x;
  const int blk = offset + (blockIdx.x + 1) * tile;
  const int diag = offset * n + offset;
  if (tx < tile) {
    const int c = tx;
    for (int i = 0; i < tile / 2; ++i)
      dia[i * tile + c] = m[diag + i * n + c];
    for (int i = 0; i < tile; ++i)
      prow[i * tile + c] = m[offset * n + i * n + blk + c];
  } else {
    const int c = tx - tile;
    for (int i = tile / 2; i < tile; ++i)
      dia[i * tile + c] = m[diag + i * n + c];
    for (int i = 0; i < tile; ++i)
      pcol[i * tile + c] = m[(blk + i) * n + offset + c];
  }
  __syncthreads();
  if (tx < tile) {
    const int c = tx;
    for (int i = 1; i < tile; ++i)
      for (int j = 0; j < i; ++j)
        prow[i * tile + c] -= dia[i * tile + j] * prow[j * tile + c];
  } else {
    const int r = tx - tile;
    for (int i = 0; i < tile; ++i) {
      for (int j = 0; j < i; ++j)
        pcol[r * tile + i] -= pcol[r * tile + j] * dia[j * tile + i];
      pcol[r * tile + i] /= dia[i * tile + i];
    }
  }
  __syncthreads();
  if (tx < tile) {
    const int c = tx;
    for (int i = 0; i < tile; ++i)
      m[offset * n + i * n + blk + c] = prow[i * tile + c];
  } else {
    const int c = tx - tile;
    for (int i = 0; i < tile; ++i)
      m[(blk + i) * n + offset + c] = pcol[i * tile + c];
  }
}
