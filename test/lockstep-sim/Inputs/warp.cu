// Regenerate the .ll with:
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda --cuda-device-only -O3 -S -emit-llvm -Wno-unknown-cuda-version warp.cu -o warp.ll
//
// Warp intrinsics: shfl down/up/xor/idx, ballot, any/all, activemask.

__global__ void warpops(const int *in, int *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32;
  int v = in[t];
  int sum = v;
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_down_sync(0xffffffffu, sum, o);
  int scan = v;
  for (int o = 1; o < 32; o <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, scan, o);
    if (lane >= o)
      scan += up;
  }
  int mx = v;
  for (int o = 16; o > 0; o >>= 1)
    mx = max(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  int first = __shfl_sync(0xffffffffu, v, 0);
  unsigned odd = __ballot_sync(0xffffffffu, v & 1);
  int anyBig = __any_sync(0xffffffffu, v > 90);
  int allPos = __all_sync(0xffffffffu, v >= 0);
  unsigned active = 0;
  if (v & 1)
    active = __activemask();
  out[t * 8 + 0] = sum;
  out[t * 8 + 1] = scan;
  out[t * 8 + 2] = mx;
  out[t * 8 + 3] = first;
  out[t * 8 + 4] = (int)odd;
  out[t * 8 + 5] = anyBig;
  out[t * 8 + 6] = allPos;
  out[t * 8 + 7] = (int)active;
}
