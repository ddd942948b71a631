// classify.cu - the kernel: two classes handled on the two sides of a
// data-dependent (divergent) branch, both sides with loads, stores and atomics.
#include "classify.h"

__global__ void classify(Params p, const float *in, float *out, int *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  float x = in[i];
  int k = i % NUM_WEIGHTS;
  if (x > p.bias) {
    float s = score(x, k) * p.scale;
    out[i] = s;
    atomicAdd(&hist[k % p.bins], 1);
  } else {
    float s = score(-x, k) + p.bias;
    out[i] = s;
    atomicAdd(&hist[(k + 1) % p.bins], 1);
  }
}
