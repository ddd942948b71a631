#include <cuda_bf16.h>
#include <cuda_fp16.h>
// Every __half / __nv_bfloat16 operation below is a PTX inline-assembly
// block of cuda_fp16.h / cuda_bf16.h.
extern "C" __global__ void half_ops(const float *a, const float *b,
                                    unsigned short *h, unsigned short *bf,
                                    int *i) {
  int t = threadIdx.x;
  __half x = __float2half_rn(a[t]), y = __float2half_rn(b[t]);
  unsigned short *o = h + 8 * t;
  o[0] = __half_as_ushort(x);
  o[1] = __half_as_ushort(__hadd(x, y));
  o[2] = __half_as_ushort(__hsub(x, y));
  o[3] = __half_as_ushort(__hmul(x, y));
  o[4] = __half_as_ushort(__hfma(x, y, x));
  o[5] = __half_as_ushort(__hmax(x, y));
  o[6] = __half_as_ushort(__habs(y));
  __half2 p = __hmul2(__halves2half2(x, y), __halves2half2(y, y));
  o[7] = __half_as_ushort(__high2half(p)); // y * y
  __nv_bfloat16 u = __float2bfloat16_rn(a[t]), v = __float2bfloat16_rn(b[t]);
  unsigned short *q = bf + 4 * t;
  q[0] = __bfloat16_as_ushort(u);
  q[1] = __bfloat16_as_ushort(__hadd(u, v));
  q[2] = __bfloat16_as_ushort(__hmul(u, v));
  q[3] = __bfloat16_as_ushort(__hfma(u, v, u));
  int *r = i + 4 * t;
  r[0] = __hlt(x, y);
  r[1] = __hgt(x, y);
  r[2] = __half2int_rn(x);
  r[3] = (int)(__half2float(x) * 4096.0f); // cvt.f32.f16 is exact
}
