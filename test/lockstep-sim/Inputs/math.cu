// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version math.cu -o math.ll
//
// libdevice math and the CUDA headers' PTX inline assembly (sinf/cosf
// argument reduction, powf, tanhf, __ffs, funnel shifts), integer
// intrinsics and block-scoped atomics.

__global__ void math(const float *x, const double *y, const int *a,
                     float *fo, double *dout, int *io, int *counter) {
  int t = threadIdx.x;
  float v = x[t];
  fo[t * 6 + 0] = sinf(v);
  fo[t * 6 + 1] = cosf(v * 1000.f);
  fo[t * 6 + 2] = powf(v, 1.5f);
  fo[t * 6 + 3] = tanhf(v - 2.f);
  fo[t * 6 + 4] = expf(-v) + logf(v);
  fo[t * 6 + 5] = sqrtf(v) + rsqrtf(v) + floorf(v) + fabsf(-v);
  dout[t * 2 + 0] = sin(y[t]);
  dout[t * 2 + 1] = exp(y[t]) / (1.0 + y[t]);
  int n = a[t];
  io[t * 6 + 0] = __ffs(n);
  io[t * 6 + 1] = __popc(n) + __clz(n);
  io[t * 6 + 2] = __byte_perm(n, 0x01020304, 0x5140);
  io[t * 6 + 3] = __funnelshift_l(n, 0x12345678, t);
  io[t * 6 + 4] = __brev(n) ^ __sad(n, 1000, 7);
  io[t * 6 + 5] = atomicAdd_block(counter, n & 15);
}
