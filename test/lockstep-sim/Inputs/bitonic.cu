// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version bitonic.cu -o bitonic.ll
//
// Bitonic sort of 256 ints by one block of 256 threads in shared memory.

__global__ void bitonic(int *data) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = data[t];
  __syncthreads();
  for (unsigned k = 2; k <= 256; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) {
        int a = s[t], b = s[p];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          s[t] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  }
  data[t] = s[t];
}
