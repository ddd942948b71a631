// DCT: in-place quantization of a plane of integer DCT coefficients with an
// 8x8 quantization table staged in shared memory. Positive and negative
// coefficients are rounded differently (to nearest, away from zero), which
// makes the divergence data-dependent; neither side touches memory, as in
// the paper. width must be a power of two (log2 given as width_shift).

extern "C" __global__ void dct_quant(int *plane, const int *qtable,
                                     int width_shift, int total,
                                     int per_thread) {
  __shared__ int q[64];
  const int bs = blockDim.x;
  const int t = threadIdx.x;
  for (int x = t; x < 64; x += bs)
    q[x] = qtable[x];
  __syncthreads();
  const int stride = gridDim.x * bs;
  const int width_mask = (1 << width_shift) - 1;
  for (int k = 0; k < per_thread; ++k) {
    const int e = blockIdx.x * bs + t + k * stride;
    if (e < total) {
      const int row = e >> width_shift;
      const int col = e & width_mask;
      const int qv = q[(row & 7) * 8 + (col & 7)];
      int v = plane[e];
      if (v >= 0) {
        v = (v + (qv >> 1)) / qv;
      } else {
        v = -((-v + (qv >> 1)) / qv);
      }
      plane[e] = v;
    }
  }
}
