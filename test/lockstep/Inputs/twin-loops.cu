// Twin data-dependent loops on both sides of a divergent branch (placement.test).

extern "C" __global__ void twin(const unsigned *In, const int *Len,
                                unsigned *Out, int Count) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Mask = Count - 1;
  int N = Len[I];
  unsigned Acc = In[I];
  if (I & 1) {
    for (int K = 0; K < N; ++K)
      Acc = Acc * 3u + In[(I * 7u + K * 3u) & Mask];
  } else {
    for (int K = 0; K < N + 2; ++K)
      Acc = (Acc ^ In[(I * 5u + K * 11u) & Mask]) + K;
  }
  Out[I] = Acc;
}
