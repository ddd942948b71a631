// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version reduce.cu -o reduce.ll
//
// Tree reduction in shared memory with __syncthreads: one partial sum per
// block, and a grid-stride load so that the trip count depends on n.

__global__ void reduce(const int *in, int *partial, int n) {
  extern __shared__ int s[];
  unsigned t = threadIdx.x;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
    sum += in[i];
  s[t] = sum;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    partial[blockIdx.x] = s[0];
}
