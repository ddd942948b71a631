// A kernel whose only branches are uniform: the loop trip count and the
// condition depend on kernel arguments only, never on the thread.
extern "C" __global__ void scale(float *Out, const float *In, int N, float A) {
  for (int I = 0; I < N; ++I) {
    unsigned Index = I * blockDim.x + threadIdx.x;
    Out[Index] = In[Index] * A + Out[Index];
  }
}
