// HO-diffuse (held out, issue 13 item 7): a 2D diffusion stencil over a
// tile per block, with border cells (first/last row and column of the
// grid) holding their value and a one-thread guard writing the block's
// residual. Border tests are few-lane conditions; the guard is one lane.
extern "C" __global__ void ho_diffuse(const float *in, float *out,
                                      float *resid, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y;
  const int i = y * w + x;
  float c = in[i], r;
  if (x == 0 || x == w - 1 || y == 0 || y == h - 1) {
    r = c;
  } else {
    const float n = in[i - w], s = in[i + w];
    const float e = in[i + 1], west = in[i - 1];
    r = c + 0.2f * (n + s + e + west - 4.0f * c);
  }
  out[i] = r;
  __shared__ float acc[256];
  acc[threadIdx.x] = fabsf(r - c);
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k)
      acc[threadIdx.x] += acc[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    resid[y * gridDim.x + blockIdx.x] = acc[0];
}
