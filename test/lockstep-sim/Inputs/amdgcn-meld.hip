// A divergent if/else whose sides hold the same shape of memory operations
// (a global load, arithmetic, an LDS store): what cf-meld and branch-fusion
// turn into one path. Builtins only, compiled for gfx90a (wave64).
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
// HIP's __syncthreads: the workgroup fences around the barrier.
#define __syncthreads()                                                        \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)
extern "C" __global__ void meld(const int *a, const int *b, int *out) {
  __shared__ int tile[256];
  unsigned tx = __builtin_amdgcn_workitem_id_x();
  unsigned t = tx + __builtin_amdgcn_workgroup_id_x() *
                        __builtin_amdgcn_workgroup_size_x();
  int v = a[t];
  if (v & 1) {
    int x = b[(t * 7) % 512];
    tile[tx] = x * 3 + v;
  } else {
    int y = a[(t * 5) % 512];
    tile[tx] = y * 5 - v;
  }
  __syncthreads();
  out[t] = tile[(tx + 1) % 256] + tile[tx];
}
