// A HIP kernel written against HIP's API (threadIdx, blockDim, gridDim,
// __syncthreads, __shfl_xor, __ballot, warpSize, atomicAdd), compiled by the
// Lockstep tools with runtime/hip/lockstep_hip.h, no ROCm. Per block: an LDS
// tree sum of the odd inputs, a wave butterfly sum of each value, a ballot
// of the inputs above 50, and a grid-wide atomic count.
__global__ void reduce(const int *in, int *sums, int *wave, unsigned long long *bal,
                       int *count) {
  __shared__ int tile[256];
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  int v = in[g];
  tile[t] = (v & 1) ? v : 0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = tile[0] + (int)gridDim.x * 1000;
  int w = v;
  for (int m = warpSize / 2; m > 0; m /= 2)
    w += __shfl_xor(w, m);
  wave[g] = w;
  bal[g] = __ballot(v > 50);
  if (v > 90)
    atomicAdd(count, 1);
}
