// Loop merge with Lockstep convergence barriers (see ../cuda-loop-merge.test):
// thread t does expensive work at the iterations i with i % 4 == t % 4.
#include "../../../../runtime/cuda/lockstep_barriers.h"

extern "C" __global__ void loopMerge(int *Out, int Iters) {
  int T = threadIdx.x;
  int Acc = 0;
  __lockstep_barrier_join(0);
  for (int I = 0; I < Iters; ++I) {
    if ((I & 3) == (T & 3)) {
      __lockstep_barrier_wait(0);
      for (int K = 0; K < 8; ++K)
        Acc = Acc * 31 + (T ^ K) + I;
      __lockstep_barrier_rejoin(0);
    }
  }
  __lockstep_barrier_cancel(0);
  Out[T] = Acc;
}
