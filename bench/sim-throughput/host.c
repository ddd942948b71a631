// Scalar CPU version of churn.cu for the lli interpreter comparison: the
// same loop for every thread, one after another. Regenerate host.ll with:
//   clang-22 -O1 -ffp-contract=off -S -emit-llvm host.c -o host.ll
// Usage: lli-22 -force-interpreter host.ll THREADS ITERS
// Prints the sum of out[] (mod 2^32), which the run script compares with
// the simulator's buffer.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned churn(unsigned t, int iters) {
  unsigned x = t; // seeds are "iota"
  float f = (float)(x & 0xffff);
  for (int i = 0; i < iters; ++i) {
    x = x * 1664525u + 1013904223u;
    x ^= x >> 13;
    f = f * 0.999f + (float)(x & 255);
  }
  unsigned bits;
  memcpy(&bits, &f, sizeof(bits));
  return x ^ bits;
}

int main(int argc, char **argv) {
  unsigned threads = argc > 1 ? (unsigned)atoi(argv[1]) : 4096;
  int iters = argc > 2 ? atoi(argv[2]) : 1000;
  unsigned sum = 0;
  for (unsigned t = 0; t < threads; ++t)
    sum += churn(t, iters);
  printf("%u\n", sum);
  return 0;
}
