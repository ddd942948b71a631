// A per-thread insertion sort of an 8-element private array, indexed by
// data: the AMDGPU backend keeps the array in a vector register and reads
// and writes it with extractelement / insertelement at variable indices;
// and a block-dependent loop the loop vectorizer turns into a vector
// reduction (llvm.vector.reduce.add) on gfx90a.
extern "C" __global__ void sort8(const int *in, int *out, int *pick) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int a[8];
  for (int k = 0; k < 8; ++k)
    a[k] = in[(i * 8 + k) % 512];
  int n = 4 + (in[i] & 3);
  for (int k = 1; k < n; ++k) {
    int x = a[k], j = k - 1;
    while (j >= 0 && a[j] > x) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = x;
  }
  for (int k = 0; k < 8; ++k)
    out[i * 8 + k] = a[k];
  pick[i] = a[in[i] & 7];
}

extern "C" __global__ void shifts(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i], r = 0;
  for (unsigned k = 0; k < blockIdx.x + 2; ++k)
    r += v >> k;
  out[i] = r;
}
