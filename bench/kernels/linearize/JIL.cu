// JIL: a jump into a loop (issue 14). Lanes with an odd seed enter the loop
// body in the middle (goto inside), the others at the top; the loop then
// runs a lane-dependent number of iterations with a data-dependent branch
// in the second half.

extern "C" __global__ void jump_into_loop(const int *data, const int *seed,
                                          const int *trips, int *out,
                                          int mask, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int m = trips[i];
  unsigned acc = seed[i];
  int k = 0;
  if (acc & 1)
    goto inside;
  for (; k < m; ++k) {
    acc = acc * 5u + (unsigned)data[(k + i) & mask];
  inside:
    acc ^= acc >> 3;
    if (acc & 16)
      acc += (unsigned)data[k & mask] * 3u;
  }
  out[i] = (int)(acc & 0x7fffffff);
}
