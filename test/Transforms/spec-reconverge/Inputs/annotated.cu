// Iteration delay with the annotations of runtime/cuda/lockstep_reconverge.h
// (see ../cuda-annotations.test): thread t does expensive work at the
// iterations i with (i + t) % 4 == 0.
#include "../../../../runtime/cuda/lockstep_reconverge.h"

extern "C" __global__ void k(unsigned *Out, int Iters) {
  unsigned T = threadIdx.x;
  unsigned Acc = T;
  LOCKSTEP_PREDICT(3);
  for (int I = 0; I < Iters; ++I) {
    Acc += unsigned(I);
    if (((unsigned(I) + T) & 3u) == 0u) {
      LOCKSTEP_RECONVERGE(3);
#pragma unroll
      for (int K = 0; K < 24; ++K)
        Acc = (Acc * 1664525u + 1013904223u) ^ (Acc >> 7);
    }
  }
  Out[T] = Acc;
}
