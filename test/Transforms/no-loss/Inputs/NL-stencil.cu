// NL-stencil: a 1D three-point stencil with fixed borders, iterated in
// shared memory. The border test compares the thread's position with
// constants and the row end: only the warps holding a border lane split.
extern "C" __global__ void nl_stencil(const float *in, float *out, int steps) {
  __shared__ float a[256];
  __shared__ float b[256];
  const int t = threadIdx.x;
  const int n = blockDim.x;
  const int g = blockIdx.x * n + t;
  a[t] = in[g];
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    if (t == 0 || t == n - 1) {
      b[t] = a[t] * 0.5f + 1.0f;
    } else {
      b[t] = (a[t - 1] + a[t] + a[t + 1]) * 0.25f;
    }
    __syncthreads();
    a[t] = b[t];
    __syncthreads();
  }
  out[g] = a[t];
}
