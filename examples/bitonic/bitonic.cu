//===- bitonic.cu - Bitonic sort of 256 ints in one thread block ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The example kernel of the README: the bitonic sort of DARM (CGO'22) Fig. 1.
// Each step has a divergent if/else on (tid & k) whose two sides are if-then
// regions of the same shape (compare, conditional swap), so control-flow
// melding can merge them into one. At -O3 both loops unroll fully, leaving one
// such region per (k, j) step.
//
//   lockstep compare examples/bitonic/bitonic.cu \
//       --launch examples/bitonic/launch.json --passes cf-meld
//
//===----------------------------------------------------------------------===//

#define N 256

extern "C" __global__ void bitonicSort(int *Data) {
  __shared__ int Shared[N];
  unsigned Tid = threadIdx.x;
  Shared[Tid] = Data[Tid];
  __syncthreads();

  for (unsigned K = 2; K <= N; K <<= 1) {
    for (unsigned J = K >> 1; J > 0; J >>= 1) {
      unsigned Ixj = Tid ^ J;
      if (Ixj > Tid) {
        if ((Tid & K) == 0) {
          // Ascending half: put the smaller value first.
          if (Shared[Tid] > Shared[Ixj]) {
            int T = Shared[Tid];
            Shared[Tid] = Shared[Ixj];
            Shared[Ixj] = T;
          }
        } else {
          // Descending half: put the larger value first.
          if (Shared[Tid] < Shared[Ixj]) {
            int T = Shared[Tid];
            Shared[Tid] = Shared[Ixj];
            Shared[Ixj] = T;
          }
        }
      }
      __syncthreads();
    }
  }
  Data[Tid] = Shared[Tid];
}
