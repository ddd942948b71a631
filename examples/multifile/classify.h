// classify.h - shared declarations of the multi-file example.
//
// A kernel in classify.cu scores each input against a table of weights kept
// in constant memory (defined in weights.cu) and counts the results in a
// histogram. The launch parameters arrive as one struct passed by value, the
// way many CUDA programs pass their configuration.
#ifndef CLASSIFY_H
#define CLASSIFY_H

#ifndef NUM_WEIGHTS
#define NUM_WEIGHTS 16
#endif

struct Params {
  int n;       // number of inputs
  float scale; // applied to positive scores
  float bias;  // threshold between the two classes
  int bins;    // histogram bins (at most NUM_WEIGHTS)
};

// Defined in weights.cu; set by the host with cudaMemcpyToSymbol (and by the
// launch spec's "globals" in lockstep-sim).
extern __constant__ float weights[NUM_WEIGHTS];

// Inlined into the kernel: a call to a function of another file would stay
// a call (no link-time inlining, as with nvcc -rdc) and, being convergent,
// keep the passes from melding around it.
__device__ __forceinline__ float score(float x, int k) {
  float w = weights[k % NUM_WEIGHTS];
  return x * w + w * w;
}

// Defined in weights.cu: the largest weight, for the host's report.
__global__ void maxWeight(float *result);

__global__ void classify(Params p, const float *in, float *out, int *hist);

#endif
