#include <cuda_fp16.h>
// Both sides evaluate the same half-precision polynomial, on different
// inputs: melded, the polynomial runs once per warp (one load through a
// selected pointer feeds it).
__device__ __forceinline__ __half poly(__half x) {
  __half r = __hfma(x, __float2half(0.25f), __float2half(1.0f));
  r = __hfma(r, x, __float2half(-0.5f));
  r = __hfma(r, x, __float2half(2.0f));
  r = __hfma(r, x, __float2half(0.125f));
  return __hmul(r, r);
}
extern "C" __global__ void hpoly(const __half *a, const __half *b, __half *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  __half r;
  if (t & 1)
    r = poly(a[t]);
  else
    r = poly(b[t + 1]);
  out[t] = r;
}
