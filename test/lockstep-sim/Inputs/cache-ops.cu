// Loads and stores with cache operators (clang's CUDA wrappers: PTX asm).
extern "C" __global__ void kc(const float *in, float4 *in4, float *out, int *iout, float4 *o4, const char *cin) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = __ldcs(in + t) + __ldcg(in + (t ^ 1)) + __ldcv(in + t) + __ldcs(cin + t);
  float4 q = __ldcs(in4 + t);
  out[t] = v + q.x + q.y + q.z + q.w;
  __stwt(iout + t, (int)v);
  o4[t] = q;
}
