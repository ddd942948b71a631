// Loop splitting (G80 splitting paper, section 4) where the statements are
// compute-heavy: two independent 16-tap FIR filters whose samples first go
// through six dependent multiply-adds (a pre-emphasis stage), so each
// iteration issues many more instructions than it loads bytes. Each
// filter keeps its last 16 samples in registers. Reference: run.
extern "C" __global__ void firChain(const float *A, const float *B, float *Out,
                                    int N) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Stride = gridDim.x * blockDim.x;
  float S0 = 0, S1 = 0, S2 = 0, S3 = 0, S4 = 0, S5 = 0, S6 = 0, S7 = 0;
  float S8 = 0, S9 = 0, S10 = 0, S11 = 0, S12 = 0, S13 = 0, S14 = 0, S15 = 0;
  float U0 = 0, U1 = 0, U2 = 0, U3 = 0, U4 = 0, U5 = 0, U6 = 0, U7 = 0;
  float U8 = 0, U9 = 0, U10 = 0, U11 = 0, U12 = 0, U13 = 0, U14 = 0, U15 = 0;
  float X = 0, Y = 0;
#pragma unroll 1
  for (int I = 0; I < N; ++I) {
    unsigned E = I * Stride + T;
    float Sa = A[E];
    Sa = Sa * 0.50f + 0.25f;
    Sa = Sa * 0.51f + 0.24f;
    Sa = Sa * 0.52f + 0.23f;
    Sa = Sa * 0.53f + 0.22f;
    Sa = Sa * 0.54f + 0.21f;
    Sa = Sa * 0.55f + 0.20f;
    S15 = S14;
    S14 = S13;
    S13 = S12;
    S12 = S11;
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
    S0 = Sa;
    X += 0.05f * S0 + 0.1f * S1 + 0.15f * S2 + 0.2f * S3 + 0.25f * S4 +
         0.3f * S5 + 0.35f * S6 + 0.4f * S7 + 0.45f * S8 + 0.5f * S9 +
         0.55f * S10 + 0.6f * S11 + 0.65f * S12 + 0.7f * S13 + 0.75f * S14 +
         0.8f * S15;
    float Sb = B[E];
    Sb = Sb * 0.50f + 0.25f;
    Sb = Sb * 0.51f + 0.24f;
    Sb = Sb * 0.52f + 0.23f;
    Sb = Sb * 0.53f + 0.22f;
    Sb = Sb * 0.54f + 0.21f;
    Sb = Sb * 0.55f + 0.20f;
    U15 = U14;
    U14 = U13;
    U13 = U12;
    U12 = U11;
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
    U0 = Sb;
    Y += 0.9f * U0 + 0.85f * U1 + 0.8f * U2 + 0.75f * U3 + 0.7f * U4 +
         0.65f * U5 + 0.6f * U6 + 0.55f * U7 + 0.5f * U8 + 0.45f * U9 +
         0.4f * U10 + 0.35f * U11 + 0.3f * U12 + 0.25f * U13 + 0.2f * U14 +
         0.15f * U15;
  }
  Out[T] = X * Y;
}
