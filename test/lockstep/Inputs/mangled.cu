// A C++ (mangled) kernel with a divergent if/else whose sides both hold a
// loop, and a device helper; used for name lookup by demangled base name.
__device__ __noinline__ int helper(int X) { return X * 7 + 3; }

__global__ void clampSum(int *Data, const int *Limits, int N) {
  int Tid = threadIdx.x;
  int Acc = 0;
  if (Tid & 1) {
    for (int I = 0; I < Limits[Tid]; ++I)
      Acc += Data[I] * 3;
  } else {
    for (int I = 0; I < Limits[Tid + 1]; ++I)
      Acc -= Data[I] * 5;
  }
  Data[Tid] = helper(Acc);
}
