// clang -O3 turns a zero-initialized local array into llvm.memset and an
// aggregate copy into llvm.memcpy: lockstep-sim runs both per lane.
extern "C" __global__ void zero_local(const int* __restrict__ idx, int* __restrict__ out) {
  int t = threadIdx.x;
  int a[8] = {0};            // clang -O3 turns this into llvm.memset on the alloca
  a[idx[t] & 7] += t;
  out[t] = a[(t + 1) & 7] + a[t & 7];
}
struct Row { int v[16]; };
extern "C" __global__ void copy_local(const Row* __restrict__ rows, const int* __restrict__ idx, int* __restrict__ out) {
  int t = threadIdx.x;
  Row r = rows[t];           // aggregate copy to a local, then dynamic index
  out[t] = r.v[idx[t] & 15];
}
