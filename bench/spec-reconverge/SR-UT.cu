// Uniform trips: each thread runs Rounds rounds (the coarsened outer loop);
// round r runs a cheap inner loop ((7 t + r) mod 32) + 1 times, so the trip
// counts of a warp's lanes are spread evenly over 1 to 32 in every round,
// with no heavy tail. Merging the loops (loop merge) runs the warp's inner
// body about half as often, but some lane leaves the inner loop in most
// merged rounds and runs the epilog and the next prolog while the others
// wait: with a body as cheap as the epilog the merged kernel is slower.
// The automatic mode's cost model declines it. Reference: specrec_cases.py.
#include "../../runtime/cuda/lockstep_reconverge.h"

extern "C" __global__ void uniformTrips(unsigned *Out, int Rounds) {
  unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Acc = T;
  LOCKSTEP_PREDICT(1);
#pragma unroll 1
  for (int R = 0; R < Rounds; ++R) {
    unsigned Trips = ((T * 7u + unsigned(R)) & 31u) + 1u;
    unsigned V = Acc ^ unsigned(R);
#pragma unroll 1
    for (unsigned N = 0; N < Trips; ++N) {
      LOCKSTEP_RECONVERGE(1);
      V = (V * 0x01000193u + N) ^ (V >> 11);
    }
    Acc = Acc * 31u + (V ^ (V >> 7));
  }
  Out[T] = Acc;
}
