// Device printf on both sides of a divergent branch: conversions with
// flags, width, precision, length modifiers, %c, %s and %%. lockstep-sim
// prints each call's text with its thread; lockstep compare checks that
// every thread prints the same lines after a pass.
#include <cstdio>

extern "C" __global__ void k(const float *in, int *out) {
  int t = threadIdx.x;
  float v = in[t];
  if (t & 1) {
    printf("odd  t=%3d v=%.2f hex=%#x ll=%lld c=%c s=%s\n", t, v, t * 255,
           (long long)t << 40, 'a' + t % 26, "str");
    out[t] = t * 2;
  } else {
    printf("even t=%-3d| v=%e u=%u p?%d %5.1f%%\n", t, v, 4000000000u, t > 4,
           (double)v * 2);
    out[t] = t * 3;
  }
}
