// CCALL: both sides of a divergent branch call the same non-inlined,
// non-convergent __device__ function with different arguments (issue 13).
// Unmelded, a warp whose lanes take both sides runs the expensive callee
// twice; melded, once with selected arguments. clang marks device functions
// convergent and -O3 drops the attribute from mix, which calls nothing
// convergent. tab holds 256 entries.

__device__ __noinline__ unsigned mix(const unsigned *tab, unsigned x,
                                     int rounds) {
  for (int r = 0; r < rounds; ++r)
    x = (x * 2654435761u) ^ tab[(x >> 7) & 255u];
  return x;
}

extern "C" __global__ void common_call(const unsigned *in, const unsigned *tab,
                                       unsigned *out, int rounds) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = in[i];
  unsigned r;
  if (v & 1u)
    r = mix(tab, v * 3u, rounds) + 1u;
  else
    r = mix(tab, v ^ 0x55u, rounds + 1);
  out[i] = r;
}
