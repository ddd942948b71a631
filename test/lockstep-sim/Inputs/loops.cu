// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version loops.cu -o loops.ll
//
// Per-lane loops with lane-dependent trip counts: Collatz step counts, and
// a nested loop whose inner bound depends on the thread.

__device__ __noinline__ unsigned collatz(unsigned x) {
  unsigned steps = 0;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++steps;
  }
  return steps;
}

__global__ void loops(const unsigned *in, unsigned *steps, unsigned *tri) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  steps[t] = collatz(in[t]);
  unsigned acc = 0;
  for (unsigned i = 0; i < t % 7; ++i)
    for (unsigned j = 0; j <= i; ++j)
      acc += (i ^ j) + t;
  tri[t] = acc;
}
