// weights.cu - the constant table, defined once for the whole program
// (classify.cu sees it through the extern declaration in classify.h; the two
// files are linked as relocatable device code, nvcc -rdc / clang -fgpu-rdc).
#include "classify.h"

__constant__ float weights[NUM_WEIGHTS];

__global__ void maxWeight(float *result) {
  float m = weights[0];
  for (int k = 1; k < NUM_WEIGHTS; ++k)
    m = fmaxf(m, weights[k]);
  *result = m;
}
