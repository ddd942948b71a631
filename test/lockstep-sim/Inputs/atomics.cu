// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version atomics.cu -o atomics.ll
//
// Atomics on shared and global memory: a shared-memory histogram merged
// into a global one, a global float sum, max and compare-and-swap counters.

__global__ void atomics(const int *in, int *hist, float *fsum, int *mx,
                        int *cas, int n) {
  __shared__ int local[16];
  unsigned t = threadIdx.x;
  if (t < 16)
    local[t] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) {
    int v = in[i];
    atomicAdd(&local[v & 15], 1);
    atomicAdd(fsum, (float)(v & 7));
    atomicMax(mx, v);
    int old = *cas, assumed;
    do {
      assumed = old;
      old = atomicCAS(cas, assumed, assumed + (v & 3));
    } while (old != assumed);
  }
  __syncthreads();
  if (t < 16)
    atomicAdd(&hist[t], local[t]);
}
