// Both sides of a data-dependent branch evaluate a polynomial by multiply-
// adds in the same coefficient, one side in `a` and the other in `-a`, with
// different side work interleaved (so clang -O3 sinks nothing). Each melded
// multiply-add pair selects between `a` and `-a`: one shared select serves
// them all (cf-meld's shared-select alignment).
extern "C" __global__ void shsel(const float *in, const float *coef,
                                 float *out, float *aux, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  float a = coef[i & 7];
  float b0 = coef[8], b1 = coef[9], b2 = coef[10], b3 = coef[11];
  float y;
  if (x > 0.5f) {
    y = fmaf(x, a, b0);
    aux[i] = y * 3.0f;
    y = fmaf(y, a, b1);
    y = fmaf(y, a, b2);
    aux[i + n] = y;
    y = fmaf(y, a, b3);
  } else {
    float na = -a;
    y = fmaf(x, na, b0);
    y = fmaf(y, na, b1);
    aux[i] = sqrtf(y);
    y = fmaf(y, na, b2);
    y = fmaf(y, na, b3);
    aux[i + n] = y * y;
  }
  out[i] = y;
}
