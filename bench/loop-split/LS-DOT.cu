// Loop splitting (G80 splitting paper, section 4): Figure 5 with two inputs
// more per statement, so that the fused loop keeps eight streams' addresses
// live: X accumulates A0*A1 + A2*A3, Y accumulates B0/B1 + B2/B3; each loop
// of the split keeps four. Reference: run.
extern "C" __global__ void twoDots(const float *A0, const float *A1,
                                   const float *A2, const float *A3,
                                   const float *B0, const float *B1,
                                   const float *B2, const float *B3, float *Out,
                                   int N) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Stride = gridDim.x * blockDim.x;
  float X = 0, Y = 0;
#pragma unroll 1
  for (int I = 0; I < N; ++I) {
    unsigned E = I * Stride + T;
    X += A0[E] * A1[E] + A2[E] * A3[E];
    Y += B0[E] / B1[E] + B2[E] / B3[E];
  }
  Out[T] = (X + 1.0f) * (Y + 1.0f);
}
