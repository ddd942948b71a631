// Loop splitting (G80 splitting paper, section 4) with register-heavy
// statements: two independent 12-tap FIR filters, each thread filtering its
// own column of signal A into X and of signal B into Y. Each filter keeps
// its last 12 samples in registers (a shift register of loop-carried
// values), so the fused loop holds 24 and each loop of the split 12.
// Reference: run (taps listed there too).
extern "C" __global__ void firPair(const float *A, const float *B, float *Out,
                                   int N) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Stride = gridDim.x * blockDim.x;
  float S0 = 0, S1 = 0, S2 = 0, S3 = 0, S4 = 0, S5 = 0;
  float S6 = 0, S7 = 0, S8 = 0, S9 = 0, S10 = 0, S11 = 0;
  float U0 = 0, U1 = 0, U2 = 0, U3 = 0, U4 = 0, U5 = 0;
  float U6 = 0, U7 = 0, U8 = 0, U9 = 0, U10 = 0, U11 = 0;
  float X = 0, Y = 0;
#pragma unroll 1
  for (int I = 0; I < N; ++I) {
    unsigned E = I * Stride + T;
    S11 = S10;
    S10 = S9;
    S9 = S8;
    S8 = S7;
    S7 = S6;
    S6 = S5;
    S5 = S4;
    S4 = S3;
    S3 = S2;
    S2 = S1;
    S1 = S0;
    S0 = A[E];
    X += 0.05f * S0 + 0.1f * S1 + 0.15f * S2 + 0.2f * S3 + 0.25f * S4 +
         0.3f * S5 + 0.35f * S6 + 0.4f * S7 + 0.45f * S8 + 0.5f * S9 +
         0.55f * S10 + 0.6f * S11;
    U11 = U10;
    U10 = U9;
    U9 = U8;
    U8 = U7;
    U7 = U6;
    U6 = U5;
    U5 = U4;
    U4 = U3;
    U3 = U2;
    U2 = U1;
    U1 = U0;
    U0 = B[E];
    Y += 0.9f * U0 + 0.83f * U1 + 0.76f * U2 + 0.69f * U3 + 0.62f * U4 +
         0.55f * U5 + 0.48f * U6 + 0.41f * U7 + 0.34f * U8 + 0.27f * U9 +
         0.2f * U10 + 0.13f * U11;
  }
  Out[T] = X * Y;
}
