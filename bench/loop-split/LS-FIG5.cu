// The G80 splitting paper's Figure 5 (section 4, loop splitting): two
// independent running results over four input arrays, x from ptr1 and ptr2,
// y from ptr3 and ptr4, combined after the loop. Reference: run.
extern "C" __global__ void figure5(const float *Ptr1, const float *Ptr2,
                                   const float *Ptr3, const float *Ptr4,
                                   float *Out, int N) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Stride = gridDim.x * blockDim.x;
  float X = 0, Y = 0;
#pragma unroll 1
  for (int I = 0; I < N; ++I) {
    unsigned E = I * Stride + T;
    X += Ptr1[E] * Ptr2[E];
    Y += Ptr3[E] / Ptr4[E];
  }
  Out[T] = __builtin_fmodf(X, Y);
}
