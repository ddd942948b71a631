// IRR: irreducible control flow (issue 14). A two-state machine (a
// Collatz-like walk) entered in either state depending on the lane's value:
// the even state is a loop that jumps into the odd state, which jumps back,
// so the cycle has two entries. Step counts differ per lane.

extern "C" __global__ void irreducible_walk(const int *in, int *out,
                                            int limit, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  int steps = 0;
  unsigned acc = 0;
  if (x & 1)
    goto odd;
even:
  while (steps < limit) {
    acc += x;
    x >>= 1;
    ++steps;
    if (x & 1)
      goto odd;
  }
  goto done;
odd:
  if (x == 1 || steps >= limit)
    goto done;
  x = 3 * x + 1;
  ++steps;
  acc ^= x;
  goto even;
done:
  out[i] = (int)(acc & 0xffffff) * 64 + steps;
}
