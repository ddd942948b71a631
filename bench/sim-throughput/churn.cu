// Compute-heavy kernel for the lockstep-sim throughput benchmark: no
// divergence, integer and float work in a per-thread loop. Regenerate with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version churn.cu -o churn.ll
// host.c runs the same loop for every thread as a scalar CPU program.

__global__ void churn(const unsigned *seeds, unsigned *out, int iters) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = seeds[t];
  float f = (float)(x & 0xffff);
  for (int i = 0; i < iters; ++i) {
    x = x * 1664525u + 1013904223u;
    x ^= x >> 13;
    f = f * 0.999f + (float)(x & 255);
  }
  out[t] = x ^ __float_as_uint(f);
}
